import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Level2Modal } from '../../../src/wizards/catalog';
import { inLocale } from '../../support/kit';
import { everyMessage, findDialog, level1Options, modalArgs, refused, submits } from './support';
import { modalDocs, screenModes } from '../../support/modes';

const TITLE = 'catalog.level2.modal';

const meta = {
  parameters: modalDocs,
  title: 'Wizards/Catalog/Level2Modal',
  component: Level2Modal,
  args: { ...modalArgs(), level1Options },
} satisfies Meta<typeof Level2Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Level2 Category >> Add New', empty: Escape closes it, as every kit dialog. */
export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    await findDialog(context, TITLE);
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ValidationErrors: Story = {
  ...everyMessage(TITLE, [
    'validation.level2.level1Required',
    'validation.level2.nameRequired',
    'validation.level2.orderRequired',
  ]),
  parameters: screenModes,
};

/** Choose a level 1, name it, order it: the values submitted, ids as numbers. */
export const Filled: Story = submits(TITLE, async ({ field }) => {
  await userEvent.selectOptions(field('catalog.level2.level1'), '302');
  await userEvent.type(field('catalog.level2.name'), 'Mixers');
  await userEvent.type(field('catalog.level2.order'), '2');
  return { level1_id: 302, level2_name: 'Mixers', level2_order_id: 2 };
});

export const Saving: Story = { args: { submitting: true } };

export const ServerError: Story = refused(TITLE, 'Level 1 category not found');

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');

/** Don't: Add New opened before any Level1 category exists: no parent to choose. */
export const DontNoParents: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { level1Options: [] },
};
