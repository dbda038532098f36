import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Level3Step } from '../../../src/wizards/catalog';
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
  title: 'Wizards/Catalog/Level3Step',
  component: Level3Step,
  ...stepStoryParts(Level3Step),
} satisfies Meta<typeof Level3Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo company's rows in the table, Add New and Next under it. */
export const WithData: Story = { ...showsRows(), parameters: screenModes };

/** Level 2 choices load for the chosen level 1; the new level 3 shows in the table. */
export const AddsARow: Story = {
  name: 'Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
  ...addsRow(
    'catalog.level3',
    'Wet Grinders',
    async ({ field }) => {
      await userEvent.selectOptions(field('catalog.level3.level1'), '302');
      await waitFor(() =>
        expect(
          within(field('catalog.level3.level2')).getByRole('option', { name: 'Mixer Grinders' }),
        ).toBeInTheDocument(),
      );
      await expect(
        within(field('catalog.level3.level2')).queryByRole('option', { name: 'Pressure Cookers' }),
      ).not.toBeInTheDocument();
      await userEvent.selectOptions(field('catalog.level3.level2'), '312');
      await userEvent.type(field('catalog.level3.name'), 'Wet Grinders');
      await userEvent.type(field('catalog.level3.order'), '1');
    },
    async ({ args }) => {
      await expect(args.onCreated).toHaveBeenCalledTimes(1);
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
export const SearchThenBack: Story = searchesThenGoesBack('Stovetop');

/** Don't: a company id written into the host (another store's): the list is refused. */
export const DontOtherStore: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { companyId: ACME + 1 },
};
