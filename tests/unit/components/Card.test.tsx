import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import { Card } from '../../../src/components/Card';
import { Button } from '../../../src/components/Button';
import { renderWithKit } from '../render';

describe('Card', () => {
  it('is a region named by its title with header actions, body and footer', () => {
    const ref = createRef<HTMLElement>();
    renderWithKit(
      <Card
        ref={ref}
        title="Level1 Category"
        headingLevel={3}
        subtitle="Top-level categories"
        actions={<Button>Add New</Button>}
        footer={<Button>Next</Button>}
      >
        <p>Body text</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Level1 Category' });
    expect(ref.current).toBe(region);
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Level1 Category');
    expect(within(region).getByText('Top-level categories')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Add New' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next' }).closest('footer')).not.toBeNull();
  });

  it('without a title is a plain surface with only a body', () => {
    const { container } = renderWithKit(<Card>Only body</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('header')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
    expect(screen.getByText('Only body')).toBeInTheDocument();
  });
});
