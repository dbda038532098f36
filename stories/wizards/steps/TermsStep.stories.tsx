import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TermsStep } from '../../../src/wizards';
import { inLocale, localized } from '../../support/kit';
import { findRefusal } from '../../support/queries';
import { pendingSave, pressAndFindBusy } from './fixtures';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Steps/Terms',
  component: TermsStep,
  args: { onSubmit: fn(), onBack: fn(), onEdit: fn() },
} satisfies Meta<typeof TermsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const prefill = { terms: '<h2>Returns</h2><p>Returns are accepted within 7 days.</p>' };

/** Empty: typed terms are reported as HTML on Next. */
export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas, button } = localized(context);
    const editor = await canvas.findByRole('textbox', { name: t('wizard.fields.terms') });
    await userEvent.click(editor);
    await userEvent.keyboard('No returns after 30 days.');
    await userEvent.click(button('wizard.frame.next'));
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith({
        terms: expect.stringContaining('No returns after 30 days.'),
      }),
    );
  },
};

export const Prefilled: Story = {
  args: { defaultValues: prefill },
  play: async (context) => {
    const { canvas } = localized(context);
    await expect(await canvas.findByText('Returns are accepted within 7 days.')).toBeVisible();
  },
};

/** Next with an empty editor: 'Terms and Condition is required'. */
export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas, button } = localized(context);
    const editor = await canvas.findByRole('textbox', { name: t('wizard.fields.terms') });
    await userEvent.click(button('wizard.frame.next'));
    await waitFor(() => expect(editor).toHaveAccessibleDescription(t('validation.terms.required')));
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { defaultValues: prefill, onSubmit: fn(pendingSave) },
  play: async (context) => {
    const { t, canvas } = localized(context);
    await canvas.findByRole('textbox', { name: t('wizard.fields.terms') });
    await pressAndFindBusy('wizard.frame.next')(context);
  },
};

export const ServerError: Story = {
  args: { defaultValues: prefill, serverError: 'Internal Server Error' },
  play: async (context) => {
    await findRefusal(context.canvasElement, 'en', 'Internal Server Error');
  },
};

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');

/** Don't: the step in the middle of the flow shown without Back. */
export const DontNoBack: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { defaultValues: prefill, onBack: undefined },
};
