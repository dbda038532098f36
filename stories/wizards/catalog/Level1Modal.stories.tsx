import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Level1Modal } from '../../../src/wizards/catalog';
import { inLocale } from '../../support/kit';
import { everyMessage, findDialog, inDialog, modalArgs, refused, submits } from './support';
import { modalDocs, screenModes } from '../../support/modes';

const TITLE = 'catalog.level1.modal';

const meta = {
  parameters: modalDocs,
  title: 'Wizards/Catalog/Level1Modal',
  component: Level1Modal,
  args: modalArgs(),
} satisfies Meta<typeof Level1Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as it opens; Escape closes it while nothing is typed, as every kit dialog. */
export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    await findDialog(context, TITLE);
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Something typed: Escape keeps the dialog and the note beside the buttons says why. */
export const EscapeKeepsTyping: Story = {
  play: async (context) => {
    const dialog = await findDialog(context, TITLE);
    const { t, field } = inDialog(context, dialog);
    await userEvent.type(field('catalog.level1.name'), 'Cookware');
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await expect(field('catalog.level1.name')).toHaveValue('Cookware');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('catalog.escapeKept'));
  },
};

/** Save on an empty form: every message, the first invalid field focused. */
export const ValidationErrors: Story = {
  ...everyMessage(TITLE, [
    'validation.level1.nameRequired',
    'validation.level1.descriptionRequired',
    'validation.level1.orderRequired',
  ]),
  parameters: screenModes,
};

/** A valid form submits the typed values with a numeric order. */
export const Filled: Story = submits(TITLE, async ({ field }) => {
  await userEvent.type(field('catalog.level1.name'), 'Cookware');
  await userEvent.type(field('catalog.level1.description'), 'Pots and pans');
  await userEvent.type(field('catalog.level1.order'), '1');
  return { level1_name: 'Cookware', description: 'Pots and pans', level1_order_id: 1 };
});

/** Saving: Save shows busy and ignores presses. */
export const Saving: Story = {
  args: { submitting: true },
  play: async (context) => {
    const { t, scope } = inDialog(context, await findDialog(context, TITLE));
    const busy = scope.getByRole('button', { name: t('catalog.saving') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the save: its message above the fields. */
export const ServerError: Story = refused(TITLE, 'Category already exists');

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');

/** Don't: the database's text handed to the modal instead of the kit's words for its code. */
export const DontRawServerError: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { serverError: 'duplicate key value violates unique constraint "level1_name_key"' },
};
