import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../src/kernel/errors';
import { Level1Step } from '../../../src/wizards/catalog';
import { inLocale, kitSettings, storyT } from '../../support/kit';
import { findMessage, findRefusal } from '../../support/queries';
import {
  catalogApi,
  addFirstLevel1,
  addsRow,
  stepStoryParts,
  withEmptyLists,
  level1ListFails,
  level1RetryLoads,
  emptyStep,
  type CatalogLoaded,
  showsRows,
} from './support';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Catalog/Level1Step',
  component: Level1Step,
  ...stepStoryParts(Level1Step),
} satisfies Meta<typeof Level1Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo company's rows in the table, Add New and Next under it. */
export const WithData: Story = { ...showsRows(), parameters: screenModes };

/** The demo company's level 1 categories; adding one shows it in the table. */
export const AddsARow: Story = {
  name: 'Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
  ...addsRow(
    'catalog.level1',
    'Tableware',
    async ({ field }) => {
      await userEvent.type(field('catalog.level1.name'), 'Tableware');
      await userEvent.type(field('catalog.level1.description'), 'Plates and bowls');
      await userEvent.type(field('catalog.level1.order'), '3');
    },
    async ({ args }) => {
      await expect(args.onCreated).toHaveBeenCalledTimes(1);
    },
  ),
};

/** No category yet: the table's empty message, Add New and Next under it. */
export const Empty: Story = emptyStep();

/** No category yet: Next is refused until one is added, then goes on. */
export const NextNeedsACategory: Story = {
  name: 'Next needs a category (interaction)',
  tags: ['interaction', '!autodocs'],
  loaders: withEmptyLists,
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: t('catalog.next') }));
    await findMessage(context.canvasElement, 'alert', t('catalog.level1.atLeastOne'));
    await expect(context.args.onNext).not.toHaveBeenCalled();
    await addFirstLevel1(context);
    await userEvent.click(canvas.getByRole('button', { name: t('catalog.next') }));
    await expect(context.args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const WithDataArabic = inLocale(WithData, 'ar');

/** The list is still loading: a skeleton under the heading. */
export const Loading: Story = {
  loaders: [async (): Promise<CatalogLoaded> => ({ api: catalogApi(false, 600_000) })],
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('catalog-skeleton')).toBeVisible(),
    );
  },
};

/** The list failed: its message, the server's reason and Retry. */
export const ListFailed: Story = level1ListFails();

export const RetryLoadsTheList: Story = {
  ...level1RetryLoads(),
  name: 'Retry loads the list (interaction)',
  tags: ['interaction', '!autodocs'],
};

/** The server refuses the save: its message in the modal, what was typed kept, no toast. */
export const ServerError: Story = {
  loaders: [
    async (): Promise<CatalogLoaded> => {
      const api = catalogApi(false);
      api.level1.create = () =>
        Promise.reject(new ApiError('Category already exists', { kind: 'rejected', status: 409 }));
      return { api };
    },
  ],
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: t('catalog.addNew') }));
    const dialog = await canvas.findByRole('dialog', { name: t('catalog.level1.modal') });
    const field = (key: string) =>
      within(dialog).getByLabelText(t(key), { selector: 'input, textarea' });
    await userEvent.type(field('catalog.level1.name'), 'Cookware');
    await userEvent.type(field('catalog.level1.description'), 'Again');
    await userEvent.type(field('catalog.level1.order'), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: t('catalog.save') }));
    await findRefusal(dialog, kitSettings(context).locale, 'Category already exists');
    await expect(field('catalog.level1.name')).toHaveValue('Cookware');
    await expect(context.args.onCreated).not.toHaveBeenCalled();
  },
};

export const ServerErrorArabic = inLocale(ServerError, 'ar');

/** Don't: the step shown without Back: the reader cannot return to the terms. */
export const DontNoBack: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { onBack: undefined },
};
