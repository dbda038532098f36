import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { EmptyState } from '../../../src/components/EmptyState';
import { Button } from '../../../src/components/Button';
import { renderWithKit } from '../render';

describe('EmptyState', () => {
  it('shows a decorative mark, the title and nothing else by default', () => {
    renderWithKit(<EmptyState title="No banners yet" data-testid="es" />);
    const root = screen.getByTestId('es');
    expect(root).toHaveTextContent('No banners yet');
    const mark = root.querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(root.querySelectorAll('p')).toHaveLength(1);
    expect(root).not.toHaveAttribute('role');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('adds the description, the action that fills the list and its own mark', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithKit(
      <EmptyState
        title="No banners yet"
        description="Banners show on the storefront's home page."
        icon={<span data-testid="mark" />}
        role="status"
        action={<Button onClick={onAdd}>Add your first banner</Button>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      "Banners show on the storefront's home page.",
    );
    expect(screen.getByTestId('mark')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first banner' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
