import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BannersStep } from '../../../src/wizards/catalog';
import { fixtureFile } from '../../../tests/fixtures/images/browser';
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
import { chooseImage } from '../../support/queries';

const meta = {
  title: 'Wizards/Catalog/BannersStep',
  component: BannersStep,
  ...stepStoryParts(BannersStep),
} satisfies Meta<typeof BannersStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo company's rows in the table, Add New and Next under it. */
export const WithData: Story = { ...showsRows(), parameters: screenModes };

/** The image is uploaded (memory uploader) before the banner is saved; it shows in the table. */
export const AddsARow: Story = {
  name: 'Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
  ...addsRow(
    'catalog.banner',
    'Festive offers',
    async ({ field }) => {
      await userEvent.selectOptions(field('catalog.banner.category1'), '301');
      await userEvent.type(field('catalog.banner.order'), '2');
      await chooseImage(field('catalog.banner.image'), await fixtureFile('webp'));
      await userEvent.type(field('catalog.banner.slogan'), 'Festive offers');
      await userEvent.type(field('catalog.banner.buttonText'), 'Shop now');
    },
    async ({ loaded }) => {
      const banners = await loaded.api.banners.list(ACME);
      const added = banners.find((b) => b.banner_slogan === 'Festive offers');
      await expect(added?.banner_url).toMatch(/^(blob|data):/);
      await expect(added?.category2_id).toBeNull();
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
export const SearchThenBack: Story = searchesThenGoesBack('Cook more, spend less');

/** Don't: an Arabic page held left to right by the host. */
export const DontHeldLeftToRight: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  parameters: { kit: { locale: 'ar', direction: 'ltr' } },
};
