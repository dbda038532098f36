import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CollectionsStep } from '../../../src/wizards/catalog';
import { inLocale } from '../../support/kit';
import {
  ACME,
  addsRow,
  emptyStep,
  searchesThenGoesBack,
  stepStoryParts,
  showsRows,
  nextWhenEmpty,
} from './support';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Catalog/CollectionsStep',
  component: CollectionsStep,
  ...stepStoryParts(CollectionsStep),
} satisfies Meta<typeof CollectionsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo company's rows in the table, Add New and Next under it. */
export const WithData: Story = { ...showsRows(), parameters: screenModes };

/** A collection with its flags left off is saved with both false. */
export const AddsARow: Story = {
  name: 'Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
  ...addsRow(
    'catalog.collection',
    'New Arrivals',
    async ({ field }) => {
      await userEvent.type(field('catalog.collection.name'), 'New Arrivals');
    },
    async ({ loaded }) => {
      const rows = await loaded.api.collections.list(ACME);
      const added = rows.find((r) => r.collection_name === 'New Arrivals');
      await expect(added?.collection_enable_select).toBe(false);
      await expect(added?.collection_enable_display).toBe(false);
    },
  ),
};

export const Empty: Story = emptyStep();

export const NextWhenEmpty: Story = {
  ...nextWhenEmpty(),
  name: 'Next with an empty list (interaction)',
  tags: ['interaction', '!autodocs'],
};

export const WithDataArabic = inLocale(WithData, 'ar');

/** Interaction: searches the table for a row, then for nothing, and goes Back. */
export const SearchThenBack: Story = searchesThenGoesBack('Festive Picks');

/** Don't: the last step shown without Back: the reader cannot return to the banners. */
export const DontNoBack: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { onBack: undefined },
};
