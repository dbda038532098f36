import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Level2Step } from '../../../src/wizards/catalog';
import { inLocale } from '../../support/kit';
import {
  ACME,
  addsRow,
  emptyStep,
  searchesThenGoesBack,
  stepStoryParts,
  showsRows,
  nextWhenEmpty,
  overMemoryApi,
} from './support';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Catalog/Level2Step',
  component: Level2Step,
  ...stepStoryParts(Level2Step),
} satisfies Meta<typeof Level2Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo company's rows in the table, Add New and Next under it. */
export const WithData: Story = { ...showsRows(), parameters: screenModes };

/** Adds a level 2 under Appliances; the table shows it with its level 1's name. */
export const AddsARow: Story = {
  name: 'Add New saves a row (interaction)',
  tags: ['interaction', '!autodocs'],
  ...addsRow(
    'catalog.level2',
    'Kettles',
    async ({ field }) => {
      await userEvent.selectOptions(field('catalog.level2.level1'), '302');
      await userEvent.type(field('catalog.level2.name'), 'Kettles');
      await userEvent.type(field('catalog.level2.order'), '2');
    },
    async ({ args, loaded }) => {
      await expect(args.onCreated).toHaveBeenCalledTimes(1);
      const rows = await loaded.api.level2.list(ACME);
      await expect(rows.find((r) => r.level2_name === 'Kettles')?.level1_name).toBe('Appliances');
    },
  ),
};

/** No level 2 yet; Next is not checked (docs/behaviour.md, "States and transitions"). */
export const Empty: Story = emptyStep();

export const NextWhenEmpty: Story = {
  ...nextWhenEmpty(),
  name: 'Next with an empty list (interaction)',
  tags: ['interaction', '!autodocs'],
};

export const WithDataArabic = inLocale(WithData, 'ar');

/** Interaction: searches the table for a row, then for nothing, and goes Back. */
export const SearchThenBack: Story = searchesThenGoesBack('Mixer Grinders');

/** Don't: the step squeezed into a narrow column beside other content. */
export const DontNarrowColumn: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: (args, context) => (
    <div style={{ inlineSize: '16rem' }}>{overMemoryApi(Level2Step)(args, context)}</div>
  ),
};
