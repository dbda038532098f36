import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Banner } from '../../../../src/api/types';
import { BannerTable, Level1Table } from '../../../../src/wizards/catalog';
import { WizardFrame } from '../../../../src/wizards/flow';
import { renderWithKit } from '../../render';
import { warmCatalogTables } from './warmTables';

warmCatalogTables();

const banner = (banner_url: string, banner_id: number): Banner => ({
  banner_id,
  category1_id: 1,
  category2_id: null,
  category3_id: null,
  order_id: banner_id,
  banner_url,
  banner_slogan: `Slogan ${banner_id}`,
  banner_button_text: 'Shop',
  company_po_id: 1,
});

describe('catalog tables', () => {
  it('shows a banner address as its image, a bare object key never as text', async () => {
    const { rerender } = renderWithKit(
      <BannerTable rows={[banner('https://cdn.example/1/a.png', 1), banner('1/b.webp', 2)]} />,
    );
    expect(await screen.findByRole('img', { name: 'Banner: Slogan 1' })).toHaveAttribute(
      'src',
      'https://cdn.example/1/a.png',
    );
    // The key: the placeholder named after the banner, not the key.
    const placeholder = screen.getByRole('img', { name: 'Banner: Slogan 2' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(screen.queryByText('1/b.webp')).toBeNull();
    // A host that turns keys into addresses gets the picture.
    rerender(
      <BannerTable
        rows={[banner('1/b.webp', 2)]}
        imageUrl={(key) => `https://images.example/${key}`}
      />,
    );
    expect(screen.getByRole('img', { name: 'Banner: Slogan 2' })).toHaveAttribute(
      'src',
      'https://images.example/1/b.webp',
    );
  });

  it('shows the placeholder, not a broken image, when a banner fails to load', async () => {
    renderWithKit(<BannerTable rows={[banner('https://cdn.example/gone.png', 1)]} />);
    const image = await screen.findByRole('img', { name: 'Banner: Slogan 1' });
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Banner: Slogan 1' });
    expect(placeholder).toHaveAttribute('data-image-fallback');
    expect(placeholder).toHaveTextContent('Banner: Slogan 1');
  });

  it('keeps the heading and toolbar while loading or failed, and Retry calls back', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = renderWithKit(
      <Level1Table loading toolbar={<button>Add New</button>} />,
    );
    expect(screen.getByRole('heading', { name: 'Level1 Category' })).toBeInTheDocument();
    expect(screen.getByTestId('catalog-skeleton')).toBeInTheDocument();
    // Rows still loading is a state of its own, not a chunk being fetched.
    expect(screen.getByTestId('catalog-skeleton')).not.toHaveAttribute('data-kit-pending');
    // Shaped like the table: a header and five rows of the two columns.
    const rows = screen
      .getByTestId('catalog-skeleton')
      .querySelectorAll('[data-part="skeleton-row"]');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.children).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(
      <Level1Table error="Network down" onRetry={onRetry} toolbar={<button>Add New</button>} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(alert).toHaveTextContent('Network down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  });

  it('names the table after the product, or the host’s title', async () => {
    renderWithKit(<Level1Table rows={[]} title="Categories" />);
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(await screen.findByText('No Level1 categories yet')).toBeInTheDocument();
  });

  it('offers the first entry from the empty list when the host can add one', async () => {
    const onAdd = vi.fn();
    const { user, rerender } = renderWithKit(<BannerTable rows={[]} />);
    expect(await screen.findByText('No banners yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add your first banner' })).toBeNull();
    rerender(<BannerTable rows={[]} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add your first banner' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});

describe('catalog table heading level', () => {
  const steps = [{ id: 'level1', title: 'Level1 Category' }];

  it.each([
    ['on a host page', null, 3],
    ['under an h2 step title', 2, 3],
    ['under an h1 step title (the wizard is the page)', 1, 2],
  ] as const)('%s, its level is the next one down', (_, stepLevel, level) => {
    const table = <Level1Table loading toolbar={<button>Add New</button>} />;
    renderWithKit(
      stepLevel === null ? (
        table
      ) : (
        <WizardFrame steps={steps} current={0} headingLevel={stepLevel}>
          {table}
        </WizardFrame>
      ),
    );
    const headings = screen.getAllByRole('heading', { name: 'Level1 Category' });
    expect(headings.map((h) => Number(h.tagName.slice(1)))).toEqual(
      stepLevel === null ? [level] : [stepLevel, level],
    );
  });
});
