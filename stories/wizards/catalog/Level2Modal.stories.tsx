import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Level2Modal } from '../../../src/wizards/catalog';
import { inLocale } from '../../support/kit';
import { expectEveryMessage, findDialog, inDialog, level1Options } from './support';
import { modalDocs, screenModes } from '../../support/modes';

const TITLE = 'catalog.level2.modal';

const meta = {
  title: 'Wizards/Catalog/Level2Modal',
  component: Level2Modal,
  parameters: modalDocs,
  args: { open: true, onClose: fn(), onSubmit: fn(), onEdit: fn(), level1Options },
} satisfies Meta<typeof Level2Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Level2 Category >> Add New', empty. */
export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    const dialog = await findDialog(context, TITLE);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  parameters: screenModes,
  play: (context) =>
    expectEveryMessage(context, TITLE, [
      'validation.level2.level1Required',
      'validation.level2.nameRequired',
      'validation.level2.orderRequired',
    ]),
};

/** Choose a level 1, name it, order it: the values submitted, ids as numbers. */
export const Filled: Story = {
  play: async (context) => {
    const { field, save } = inDialog(context, await findDialog(context, TITLE));
    await userEvent.selectOptions(field('catalog.level2.level1'), '302');
    await userEvent.type(field('catalog.level2.name'), 'Mixers');
    await userEvent.type(field('catalog.level2.order'), '2');
    await userEvent.click(save());
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({
        level1_id: 302,
        level2_name: 'Mixers',
        level2_order_id: 2,
      }),
    );
  },
};

export const Saving: Story = { args: { submitting: true } };

export const ServerError: Story = {
  args: { serverError: 'Level 1 category not found' },
  play: async (context) => {
    const { scope } = inDialog(context, await findDialog(context, TITLE));
    await expect(scope.getByRole('alert')).toHaveTextContent('Level 1 category not found');
  },
};

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');

export const Dark: Story = { ...ValidationErrors, parameters: { kit: { mode: 'dark' } } };
