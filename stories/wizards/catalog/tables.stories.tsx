import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Banner, Collection, Level1Category, Level2Category } from '../../../src/api/types';
import { formatNumber } from '../../../src/kernel/format';
import { demoSeed } from '../../../src/testing';
import {
  BannerTable,
  CollectionTable,
  Level1Table,
  Level2Table,
  Level3Table,
  type Level1TableProps,
} from '../../../src/wizards/catalog';
import { Button } from '../../../src/components/Button';
import { AddNewButton } from '../../../src/wizards/catalog/internal/AddNewButton';
import { galleryImages } from '../../../tests/fixtures/images/browser';
import { inLocale, kitSettings, startsWith, storyT } from '../../support/kit';
import { findMessage } from '../../support/queries';
import { ACME, type PlayContext } from './support';

/** The acme tenant's demo catalog (docs/behaviour.md, "Screens and routes" steps 6–10). */
function acmeCatalog() {
  const acme = demoSeed().tenants.acme;
  if (!acme) throw new Error('the demo seed has no acme tenant');
  return acme;
}
const demo = acmeCatalog();

/** Twelve level 1 categories (the demo's two, then ten more): more than two pages of five. */
const level1Rows: Level1Category[] = [
  ...(demo.level1 ?? []),
  ...[
    'Tableware',
    'Bakeware',
    'Storage',
    'Lighting',
    'Cleaning',
    'Decor',
    'Bedding',
    'Bath',
    'Garden',
    'Kids',
  ].map((name, index) => ({
    level1_id: 303 + index,
    level1_name: name,
    description: `Everything for ${name.toLowerCase()}`,
    level1_order_id: 3 + index,
    company_po_id: ACME,
  })),
];

const level2Rows: Level2Category[] = [
  ...(demo.level2 ?? []),
  {
    level2_id: 313,
    level1_id: 302,
    level1_name: 'Appliances',
    level2_name: 'Kettles',
    level2_order_id: 2,
    company_po_id: ACME,
  },
  {
    level2_id: 314,
    level1_id: 301,
    level1_name: 'Cookware',
    level2_name: 'Frying Pans',
    level2_order_id: 2,
    company_po_id: ACME,
  },
];

const level3Rows = [
  ...(demo.level3 ?? []),
  ...['Induction', 'Aluminium'].map((name, index) => ({
    level3_id: 322 + index,
    level2_id: 311,
    level1_id: 301,
    level1_name: 'Cookware',
    level2_name: 'Pressure Cookers',
    level3_name: name,
    level3_order_id: 2 + index,
    company_po_id: ACME,
  })),
];

/** The demo banner stores a bare object key (shown as text); this one has a loadable address. */
const bannerRows: Banner[] = [
  ...(demo.banners ?? []),
  {
    banner_id: 342,
    category1_id: 302,
    category2_id: null,
    category3_id: null,
    order_id: 2,
    banner_url: galleryImages[0] ?? '',
    banner_slogan: 'Mixers for every kitchen',
    banner_button_text: 'Shop appliances',
    company_po_id: ACME,
  },
];

const collectionRows: Collection[] = [
  ...(demo.collections ?? []),
  {
    collection_id: 352,
    collection_name: 'Monsoon Sale',
    collection_enable_select: false,
    collection_enable_display: true,
    company_po_id: ACME,
  },
];

/** The table's body rows (the first row holds the column headers). */
function bodyRows(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);
}

/** The text of each body row's cell number `column` (0-based), top to bottom. */
function columnTexts(canvasElement: HTMLElement, column: number) {
  return bodyRows(canvasElement).map(
    (row) => within(row).getAllByRole('cell')[column]?.textContent ?? '',
  );
}

/** The table titled with the translation of `key`, once its rows are there. */
function findTable(context: PlayContext, key: string) {
  return within(context.canvasElement).findByRole('table', { name: storyT(context)(key) });
}

/** The column header named with the translation of `key` (its sort icon follows the name). */
function header(context: PlayContext, key: string) {
  return within(context.canvasElement).getByRole('columnheader', {
    name: startsWith(storyT(context)(key)),
  });
}

/** Clicks a sortable header twice: the rows come ascending, then descending, by that column. */
async function sortsBy(context: PlayContext, key: string, column: number) {
  const shown = columnTexts(context.canvasElement, column);
  const ascending = [...shown].sort();
  await userEvent.click(header(context, key));
  await expect(header(context, key)).toHaveAttribute('aria-sort', 'ascending');
  await expect(columnTexts(context.canvasElement, column)).toEqual(ascending);
  await userEvent.click(header(context, key));
  await expect(header(context, key)).toHaveAttribute('aria-sort', 'descending');
  await expect(columnTexts(context.canvasElement, column)).toEqual([...ascending].reverse());
}

/** The args every table takes alike, from the level 1 story's (its rows and row callbacks are its own). */
function sharedArgs({ rows: _rows, onRemove: _remove, rowName: _name, ...args }: Level1TableProps) {
  return args;
}

const meta = {
  title: 'Wizards/Catalog/Tables',
  component: Level1Table,
  args: { rows: level1Rows, onRetry: fn(), toolbar: <AddNewButton onClick={fn()} /> },
} satisfies Meta<typeof Level1Table>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Twelve categories: five a page (5 / 10 / 25), paging by number, all on one page at 25, and
 * sorting by Category (docs/behaviour.md, "Screens and routes": data tables).
 */
export const Level1: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const fmt = (value: number) => formatNumber(value, kitSettings(context).locale);
    const title = t('catalog.level1.table');
    await expect(await canvas.findByRole('table', { name: title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(bodyRows(context.canvasElement)).toHaveLength(5);
    await expect(
      canvas.getByText(t('data.table.range', { from: fmt(1), to: fmt(5), total: fmt(12) })),
    ).toBeVisible();

    const nav = within(
      canvas.getByRole('navigation', { name: t('data.table.paginationNamed', { name: title }) }),
    );
    const page = (n: number) => t('data.table.page', { page: fmt(n) });
    await userEvent.click(nav.getByRole('button', { name: page(3) }));
    await expect(nav.getByRole('button', { name: page(3) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(columnTexts(context.canvasElement, 0)).toEqual(['Garden', 'Kids']);

    const size = canvas.getByRole('combobox', { name: t('data.table.rowsPerPage') });
    await expect(
      within(size)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['5', '10', '25']);
    await userEvent.selectOptions(size, '25');
    await waitFor(() => expect(bodyRows(context.canvasElement)).toHaveLength(12));
    await expect(nav.getByRole('button', { name: page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.queryByRole('button', { name: page(2) })).not.toBeInTheDocument();

    await sortsBy(context, 'catalog.level1.name', 0);
  },
};

/** The search filters the rows as the user types (either level's name matches). */
export const Level2: Story = {
  render: (args) => <Level2Table {...sharedArgs(args)} rows={level2Rows} />,
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findTable(context, 'catalog.level2.table');
    await expect(bodyRows(context.canvasElement)).toHaveLength(4);
    const search = canvas.getByRole('searchbox', { name: t('data.table.search') });
    await userEvent.type(search, 'pan');
    await waitFor(() => expect(columnTexts(context.canvasElement, 1)).toEqual(['Frying Pans']));
    await userEvent.clear(search);
    await userEvent.type(search, 'appliances');
    await waitFor(() =>
      expect(columnTexts(context.canvasElement, 1)).toEqual(['Mixer Grinders', 'Kettles']),
    );
  },
};

/** The three level names; sorting by the level 3 name reorders the rows. */
export const Level3: Story = {
  render: (args) => <Level3Table {...sharedArgs(args)} rows={level3Rows} />,
  play: async (context) => {
    await findTable(context, 'catalog.level3.table');
    await expect(columnTexts(context.canvasElement, 2)).toEqual([
      'Stovetop',
      'Induction',
      'Aluminium',
    ]);
    await sortsBy(context, 'catalog.level3.name', 2);
  },
};

/** Banner images as 48 px thumbnails; a stored key without an address is a named placeholder. */
export const Banners: Story = {
  render: (args) => <BannerTable {...sharedArgs(args)} rows={bannerRows} />,
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await findTable(context, 'catalog.banner.table');
    const image = canvas.getByRole<HTMLImageElement>('img', {
      name: t('catalog.banner.imageAlt', { slogan: 'Mixers for every kitchen' }),
    });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    // A 48 px thumbnail, cropped to fit.
    await expect(image.getBoundingClientRect().height).toBe(48);
    await expect(getComputedStyle(image).objectFit).toBe('cover');
    // A stored key with no address: the placeholder named after the banner, never the key.
    const [keyed] = bodyRows(context.canvasElement);
    await expect(within(keyed as HTMLElement).queryByText('1/banner-cookware.webp')).toBeNull();
    await expect(within(keyed as HTMLElement).getByRole('img')).toHaveAttribute(
      'data-image-fallback',
    );
  },
};

/** The two flags of each collection read Yes or No. */
export const Collections: Story = {
  render: (args) => <CollectionTable {...sharedArgs(args)} rows={collectionRows} />,
  play: async (context) => {
    const t = storyT(context);
    await findTable(context, 'catalog.collection.table');
    const cells = bodyRows(context.canvasElement).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    await expect(cells).toEqual([
      ['Festive Picks', t('catalog.yes'), t('catalog.yes')],
      ['Monsoon Sale', t('catalog.no'), t('catalog.yes')],
    ]);
  },
};

/** The list is loading: a skeleton with its status, under the heading and the toolbar. */
export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const status = await findMessage(context.canvasElement, 'status', t('common.loading'));
    const skeleton = canvas.getByTestId('catalog-skeleton');
    await expect(skeleton).toContainElement(status);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    // Shaped like the table: a header row and a page of 5 rows of its 2 columns.
    const rows = skeleton.querySelectorAll('[data-part="skeleton-row"]');
    await expect(rows).toHaveLength(6);
    await expect(rows[0]?.children).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: t('catalog.level1.table') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('catalog.addNew') })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The list could not be loaded: the reason, and Retry asks again. */
export const LoadFailed: Story = {
  args: { rows: undefined, error: 'Service unavailable' },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const alert = await findMessage(context.canvasElement, 'alert', t('catalog.loadFailed'));
    await expect(alert).toHaveTextContent('Service unavailable');
    await expect(canvas.getByRole('heading', { name: t('catalog.level1.table') })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: t('catalog.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No rows yet: the empty state with 'Add your first Level1 category', the toolbar still there. */
export const Empty: Story = {
  args: { rows: [], onAdd: fn() },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByText(t('catalog.level1.empty'))).toBeVisible());
    await expect(canvas.getByRole('button', { name: t('catalog.level1.addFirst') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('catalog.addNew') })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Level1Arabic = inLocale(Level1, 'ar');

export const Dark: Story = { ...Level1, parameters: { kit: { mode: 'dark' } } };

/** Don't: a filled primary Add New above the table, competing with the step's Next. */
export const DontPrimaryAddNew: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { toolbar: <Button onClick={fn()}>Add New</Button> },
};
