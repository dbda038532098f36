import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { CollectionModal } from '../../../src/wizards/catalog';
import { inLocale } from '../../support/kit';
import { everyMessage, modalArgs, opens, refused, submits } from './support';
import { modalDocs, screenModes } from '../../support/modes';

const TITLE = 'catalog.collection.modal';

const meta = {
  parameters: modalDocs,
  title: 'Wizards/Catalog/CollectionModal',
  component: CollectionModal,
  args: modalArgs(),
} satisfies Meta<typeof CollectionModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { ...opens(TITLE), parameters: screenModes };

export const ValidationErrors: Story = {
  ...everyMessage(TITLE, ['validation.collection.nameRequired']),
  parameters: screenModes,
};

/** Flags left off are submitted as false. */
export const Filled: Story = submits(TITLE, async ({ t, scope, field }) => {
  await userEvent.type(field('catalog.collection.name'), 'Festive Picks');
  await userEvent.click(scope.getByRole('switch', { name: t('catalog.collection.enableSelect') }));
  return {
    collection_name: 'Festive Picks',
    collection_enable_select: true,
    collection_enable_display: false,
  };
});

export const Saving: Story = { args: { submitting: true } };

export const ServerError: Story = refused(TITLE, 'Collection Name is required');

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');

/** Don't: the host's busy flag left on from the last save: Save is busy before anything is sent. */
export const DontBusyOnOpen: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { submitting: true },
};
