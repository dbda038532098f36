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
        announce
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

  it('offers to clear a search that matched nothing, announced politely', async () => {
    const onClearSearch = vi.fn();
    const { user } = renderWithKit(
      <EmptyState title="No matching records found" onClearSearch={onClearSearch} />,
    );
    const state = screen.getByRole('status');
    expect(state).toHaveTextContent('No matching records found');
    expect(state.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClearSearch).toHaveBeenCalledTimes(1);
  });

  it('leaves the announcing to a status region of the caller’s own', () => {
    renderWithKit(<EmptyState title="Nothing found" onClearSearch={() => {}} announce={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });
});
