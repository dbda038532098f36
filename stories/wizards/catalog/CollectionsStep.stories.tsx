import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CollectionsStep } from '../../../src/wizards/catalog';
import { inLocale } from '../../support/kit';
import {
  ACME,
  addAndSee,
  stepStoryParts,
  expectEmptyAndNext,
  withEmptyLists,
  type CatalogLoaded,
} from './support';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Catalog/CollectionsStep',
  component: CollectionsStep,
  ...stepStoryParts(CollectionsStep),
} satisfies Meta<typeof CollectionsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A collection with its flags left off is saved with both false. */
export const WithData: Story = {
  parameters: screenModes,
  play: async (context) => {
    await addAndSee(
      context,
      'catalog.collection.modal',
      async ({ field }) => {
        await userEvent.type(field('catalog.collection.name'), 'New Arrivals');
      },
      'catalog.collection.added',
      'New Arrivals',
    );
    const rows = await (context.loaded as CatalogLoaded).api.collections.list(ACME);
    const added = rows.find((r) => r.collection_name === 'New Arrivals');
    await expect(added?.collection_enable_select).toBe(false);
    await expect(added?.collection_enable_display).toBe(false);
  },
};

export const Empty: Story = { loaders: withEmptyLists, play: expectEmptyAndNext };

export const WithDataArabic = inLocale(WithData, 'ar');

export const Dark: Story = { ...WithData, parameters: { kit: { mode: 'dark' } } };
