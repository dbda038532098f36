import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { DataTable, type DataTableColumn } from '../../src/components/DataTable';
import { loadRtlSupport, type Direction } from '../../src/theme';
import { renderWithKit } from '../unit/render';

// Real layout at a phone's width: whether the table overflows, what sticks and what shows.
beforeAll(async () => {
  await loadRtlSupport();
  await page.viewport(390, 844);
});
afterEach(() => cleanup());
afterAll(() => page.viewport(414, 896));

interface Banner {
  id: number;
  slogan: string;
  button: string;
  category: string;
  order: number;
}

const rows: Banner[] = Array.from({ length: 3 }, (_, index) => ({
  id: index + 1,
  slogan: `Monsoon sale ${index + 1}`,
  button: 'Shop now',
  category: 'Kitchen',
  order: index + 1,
}));

const columns: DataTableColumn<Banner>[] = [
  {
    id: 'slogan',
    name: 'Banner Slogan',
    selector: (r) => r.slogan,
    sortable: true,
    minWidth: '10rem',
  },
  { id: 'button', name: 'Banner Button Text', selector: (r) => r.button, minWidth: '10rem' },
  { id: 'category', name: 'Category 1', selector: (r) => r.category, minWidth: '10rem' },
  { id: 'order', name: 'Order Id', selector: (r) => r.order, minWidth: '8rem', alignEnd: true },
];

function renderTable(direction: Direction) {
  renderWithKit(
    <div style={{ inlineSize: '358px' }}>
      <DataTable
        title="Banners"
        columns={columns}
        data={rows}
        pagination={false}
        searchable={false}
      />
    </div>,
    { theme: { direction } },
  );
  const table = screen.getByRole('table', { name: 'Banners' });
  const scroller = table.closest('.rdt_responsiveWrapperScroll') as HTMLElement;
  const frame = scroller.closest('[data-more-end], section > div:last-child') as HTMLElement;
  const firstCell = () => within(table).getAllByRole('cell')[0] ?? (null as unknown as HTMLElement);
  return { table, scroller, frame, firstCell };
}

describe.each(['ltr', 'rtl'] as const)('DataTable at 390 px (%s)', (direction) => {
  it('scrolls inside its box, shows the hidden edge and keeps the first column in place', async () => {
    const { scroller, firstCell } = renderTable(direction);
    const frame = scroller.closest('section')?.lastElementChild as HTMLElement;
    // Wider than the box: it scrolls inside it, the page does not.
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // The end hides columns: its shadow shows; the start hides none.
    await waitFor(() => expect(frame).toHaveAttribute('data-more-end'));
    expect(frame).not.toHaveAttribute('data-more-start');
    expect(getComputedStyle(scroller, '::after').opacity).toBe('1');
    // A named, keyboard-reachable scroll region.
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveAccessibleName('Banners, scrolls sideways');

    const before = firstCell().getBoundingClientRect();
    const toEnd = direction === 'rtl' ? -scroller.scrollWidth : scroller.scrollWidth;
    scroller.scrollLeft = toEnd;
    await waitFor(() => expect(frame).toHaveAttribute('data-more-start'));
    expect(frame).not.toHaveAttribute('data-more-end');
    // The first column did not move with the rest.
    const after = firstCell().getBoundingClientRect();
    expect(Math.round(after.left)).toBe(Math.round(before.left));
    expect(getComputedStyle(firstCell()).position).toBe('sticky');
    // Each cell's text takes its own direction (dir="auto" for the rows' own words).
    expect(getComputedStyle(firstCell().firstElementChild as Element).unicodeBidi).toBe(
      'plaintext',
    );
    // Its shadow falls on the side of the scrolled columns: right in LTR, left in RTL.
    const shadow = getComputedStyle(firstCell()).boxShadow;
    expect(shadow).not.toBe('none');
    expect(shadow).toMatch(direction === 'rtl' ? /\)\s-6px/ : /\)\s6px/);
  });

  it('shows every header whole, wrapped rather than cut', () => {
    // The catalog's banner table: three columns at the library's default widths.
    renderWithKit(
      <div style={{ inlineSize: '358px' }}>
        <DataTable
          title="Banners"
          columns={columns.slice(0, 3).map(({ minWidth: _, ...column }) => column)}
          data={rows}
          pagination={false}
          searchable={false}
        />
      </div>,
      { theme: { direction } },
    );
    const table = screen.getByRole('table', { name: 'Banners' });
    const texts = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.querySelector<HTMLElement>('.rdt_columnText, .sfo-sort-button'))
      .filter((text) => text !== null);
    expect(texts).toHaveLength(3);
    for (const text of texts) expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  });

  it('neither scrolls nor casts a shadow when it fits', async () => {
    renderWithKit(
      <div style={{ inlineSize: '358px' }}>
        <DataTable
          title="Levels"
          columns={[{ id: 'name', name: 'Category', selector: (r: Banner) => r.slogan }]}
          data={rows}
          pagination={false}
          searchable={false}
        />
      </div>,
      { theme: { direction } },
    );
    const scroller = screen
      .getByRole('table', { name: 'Levels' })
      .closest('.rdt_responsiveWrapperScroll') as HTMLElement;
    const frame = scroller.closest('section')?.lastElementChild as HTMLElement;
    // Two frames: its size observers have reported (in the first one's layout step) and what
    // they said has been drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(frame).not.toHaveAttribute('data-more-end');
    expect(frame).not.toHaveAttribute('data-more-start');
    expect(scroller).not.toHaveAttribute('tabindex');
  });
});
