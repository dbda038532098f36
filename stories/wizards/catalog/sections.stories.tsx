import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  BannerCatalog,
  CollectionCatalog,
  Level1Catalog,
  Level2Catalog,
  Level3Catalog,
  type CatalogSectionProps,
} from '../../../src/wizards/catalog';
import { fixtureFile } from '../../../tests/fixtures/images/browser';
import { storyT } from '../../support/kit';
import {
  ACME,
  addFirstLevel1,
  addsRow,
  overMemoryApi,
  withData,
  withEmptyLists,
  level1ListFails,
  level1RetryLoads,
  showsRows,
  type CatalogLoaded,
  type StepPlayContext,
} from './support';
import { chooseImage, findMessage } from '../../support/queries';
import { sellerBackend } from '../support';

/**
 * The connected sections (docs/behaviour.md, "Screens and routes" steps 6–10): each one's table over the memory
 * API, and its 'Add New' modal saving through it.
 */
const meta = {
  title: 'Wizards/Catalog/Sections',
  component: Level1Catalog,
  args: { companyId: ACME, onCreated: fn() },
  loaders: withData,
  render: overMemoryApi(Level1Catalog),
} satisfies Meta<typeof Level1Catalog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A story of `Section` that adds a row through its modal (`addsRow`): `fill` the modal, Save,
 * the toast and `shown` in the table, `onCreated` called once; `then` checks the rest.
 */
function adds(
  Section: ComponentType<CatalogSectionProps>,
  area: string,
  shown: string,
  fill: Parameters<typeof addsRow>[2],
  then?: (context: StepPlayContext) => Promise<void>,
): Story {
  return {
    render: overMemoryApi(Section),
    ...addsRow(area, shown, fill, async (context) => {
      await expect(context.args.onCreated).toHaveBeenCalledTimes(1);
      await then?.(context);
    }),
  };
}

/** A section's table with the demo company's rows. */
function shows(Section: ComponentType<CatalogSectionProps>): Story {
  return { render: overMemoryApi(Section), ...showsRows() };
}

/** The demo company's level 1 categories, Add New above the table. */
export const Level1 = shows(Level1Catalog);
export const Level2 = shows(Level2Catalog);
export const Level3 = shows(Level3Catalog);
export const Banners = shows(BannerCatalog);
export const Collections = shows(CollectionCatalog);

/** The demo company's level 1 categories; a new one shows in the table. */
export const Level1AddsARow: Story = {
  ...adds(Level1Catalog, 'catalog.level1', 'Tableware', async ({ field }) => {
    await userEvent.type(field('catalog.level1.name'), 'Tableware');
    await userEvent.type(field('catalog.level1.description'), 'Plates and bowls');
    await userEvent.type(field('catalog.level1.order'), '3');
  }),
  name: 'Level1: Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
};

/** A level 2 under Cookware; the table shows it beside its level 1's name. */
export const Level2AddsARow: Story = {
  ...adds(Level2Catalog, 'catalog.level2', 'Tawas', async ({ field }) => {
    await userEvent.selectOptions(field('catalog.level2.level1'), '301');
    await userEvent.type(field('catalog.level2.name'), 'Tawas');
    await userEvent.type(field('catalog.level2.order'), '3');
  }),
  name: 'Level2: Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
};

/** The level 2 choices follow the chosen level 1; the new level 3 shows in the table. */
export const Level3AddsARow: Story = {
  ...adds(Level3Catalog, 'catalog.level3', 'Induction Base', async ({ field }) => {
    await userEvent.selectOptions(field('catalog.level3.level1'), '301');
    const level2 = field('catalog.level3.level2');
    await waitFor(() =>
      expect(within(level2).getByRole('option', { name: 'Pressure Cookers' })).toBeVisible(),
    );
    await userEvent.selectOptions(level2, '311');
    await userEvent.type(field('catalog.level3.name'), 'Induction Base');
    await userEvent.type(field('catalog.level3.order'), '2');
  }),
  name: 'Level3: Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
};

/** The image is uploaded before the banner is saved; the table shows the uploaded picture. */
export const BannersAddsARow: Story = {
  ...adds(
    BannerCatalog,
    'catalog.banner',
    'Kitchen week',
    async ({ field }) => {
      await userEvent.selectOptions(field('catalog.banner.category1'), '302');
      await userEvent.type(field('catalog.banner.order'), '3');
      await chooseImage(field('catalog.banner.image'), await fixtureFile('png'));
      await userEvent.type(field('catalog.banner.slogan'), 'Kitchen week');
      await userEvent.type(field('catalog.banner.buttonText'), 'See offers');
    },
    async (context) => {
      const alt = storyT(context)('catalog.banner.imageAlt', { slogan: 'Kitchen week' });
      await expect(within(context.canvasElement).getByRole('img', { name: alt })).toBeVisible();
    },
  ),
  name: 'Banners: Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
};

/** A collection with both flags on reads Yes, Yes in the table. */
export const CollectionsAddsARow: Story = {
  ...adds(
    CollectionCatalog,
    'catalog.collection',
    'Summer Picks',
    async ({ field }) => {
      await userEvent.type(field('catalog.collection.name'), 'Summer Picks');
      await userEvent.click(field('catalog.collection.enableSelect'));
      await userEvent.click(field('catalog.collection.enableDisplay'));
    },
    async (context) => {
      const row = within(context.canvasElement).getByRole('row', { name: /Summer Picks/ });
      await expect(within(row).getAllByText(storyT(context)('catalog.yes'))).toHaveLength(2);
    },
  ),
  name: 'Collections: Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
};

/**
 * `removable`: a Remove button on each row (for the store's administrators). Cancel keeps the
 * row and asks the API nothing; Remove in the dialog removes that row's entry by its id, the row
 * leaves the table, a toast says so and focus goes to the list's heading.
 */
export const Removable: Story = {
  args: { removable: true },
  render: overMemoryApi(CollectionCatalog),
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const page = within(context.canvasElement.ownerDocument.body);
    const { api } = context.loaded as CatalogLoaded;
    const remove = spyOn(api.collections, 'remove');
    const removeButton = () =>
      canvas.findByRole('button', { name: t('catalog.remove.label', { name: 'Festive Picks' }) });
    const question = async () => {
      await userEvent.click(await removeButton());
      return page.findByRole('dialog', { name: t('catalog.remove.title') });
    };

    // Cancel: the dialog closes, the row stays, nothing is removed.
    const asked = await question();
    await expect(asked).toHaveTextContent(
      t('catalog.remove.confirm', { name: 'Festive Picks', list: t('catalog.collection.table') }),
    );
    await userEvent.click(within(asked).getByRole('button', { name: t('catalog.cancel') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Festive Picks')).toBeVisible();
    await expect(remove).not.toHaveBeenCalled();

    // Remove: the API removes entry 351 of the company, and the row is gone.
    const confirm = await question();
    await userEvent.click(
      within(confirm).getByRole('button', { name: t('catalog.remove.button') }),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(remove).toHaveBeenCalledTimes(1);
    await expect(remove.mock.calls[0]?.slice(0, 2)).toEqual([ACME, 351]);
    await waitFor(() => expect(canvas.queryByText('Festive Picks')).toBeNull());
    await expect(await api.collections.list(ACME)).toEqual([]);
    await findMessage(
      context.canvasElement.ownerDocument.body,
      'status',
      t('catalog.remove.removed', { name: 'Festive Picks' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: t('catalog.collection.table') })).toHaveFocus(),
    );
  },
};

/** Remove asks first (Cancel has focus); a category that has subcategories is refused in the dialog. */
export const RemovesARow: Story = {
  name: 'Removes a row, refuses one in use (interaction)',
  tags: ['interaction', '!autodocs'],
  args: { removable: true },
  render: overMemoryApi(Level1Catalog),
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const page = within(context.canvasElement.ownerDocument.body);
    // Cookware has level 2 categories under it (the demo data).
    await userEvent.click(
      await canvas.findByRole('button', { name: t('catalog.remove.label', { name: 'Cookware' }) }),
    );
    const dialog = await page.findByRole('dialog', { name: t('catalog.remove.title') });
    await expect(within(dialog).getByRole('button', { name: t('catalog.cancel') })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: t('catalog.remove.button') }));
    await expect(
      await within(dialog).findByText(t('errors.code.catalog-entry-in-use')),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('catalog.cancel') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** No category yet: the empty state, with 'Add your first Level1 category'. */
export const Empty: Story = {
  loaders: withEmptyLists,
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByText(t('catalog.level1.empty'))).toBeVisible());
    await expect(
      canvas.getByRole('button', { name: t('catalog.level1.addFirst') }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** The first category added replaces the empty message. */
export const AddsTheFirstRow: Story = {
  name: 'Adds the first row (interaction)',
  tags: ['interaction', '!autodocs'],
  loaders: withEmptyLists,
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByText(t('catalog.level1.empty'))).toBeVisible());
    await addFirstLevel1(context);
    await expect(canvas.queryByText(t('catalog.level1.empty'))).not.toBeInTheDocument();
    await expect(context.args.onCreated).toHaveBeenCalledTimes(1);
  },
};

/** The list could not be loaded: the reason and Retry. */
export const LoadFailed: Story = level1ListFails();

export const RetryLoadsTheList: Story = {
  ...level1RetryLoads(),
  name: 'Retry loads the list (interaction)',
  tags: ['interaction', '!autodocs'],
};

/** Don't: Remove offered to a seller on the store's categories, which the server refuses. */
export const DontRemovableForSeller: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { removable: true },
  loaders: [async (): Promise<CatalogLoaded> => sellerBackend()],
};
