import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CollectionModal } from '../../../src/wizards/catalog';
import { inLocale } from '../../support/kit';
import { expectEveryMessage, findDialog, inDialog } from './support';
import { modalDocs, screenModes } from '../../support/modes';

const TITLE = 'catalog.collection.modal';

const meta = {
  title: 'Wizards/Catalog/CollectionModal',
  component: CollectionModal,
  parameters: modalDocs,
  args: { open: true, onClose: fn(), onSubmit: fn(), onEdit: fn() },
} satisfies Meta<typeof CollectionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    await findDialog(context, TITLE);
  },
};

export const ValidationErrors: Story = {
  parameters: screenModes,
  play: (context) => expectEveryMessage(context, TITLE, ['validation.collection.nameRequired']),
};

/** Flags left off are submitted as false. */
export const Filled: Story = {
  play: async (context) => {
    const { t, scope, field, save } = inDialog(context, await findDialog(context, TITLE));
    await userEvent.type(field('catalog.collection.name'), 'Festive Picks');
    await userEvent.click(
      scope.getByRole('switch', { name: t('catalog.collection.enableSelect') }),
    );
    await userEvent.click(save());
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({
        collection_name: 'Festive Picks',
        collection_enable_select: true,
        collection_enable_display: false,
      }),
    );
  },
};

export const Saving: Story = { args: { submitting: true } };

export const ServerError: Story = {
  args: { serverError: 'Collection Name is required' },
  play: async (context) => {
    const { scope } = inDialog(context, await findDialog(context, TITLE));
    await expect(scope.getByRole('alert')).toHaveTextContent('Collection Name is required');
  },
};

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');

export const Dark: Story = { ...ValidationErrors, parameters: { kit: { mode: 'dark' } } };
