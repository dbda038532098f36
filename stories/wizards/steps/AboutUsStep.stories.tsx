import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AboutUsStep } from '../../../src/wizards';
import { fixtureFile } from '../../../tests/fixtures/images/browser';
import { inLocale, localized } from '../../support/kit';
import { chooseImage, findRefusal } from '../../support/queries';
import { pendingSave, pressAndFindBusy } from './fixtures';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Steps/AboutUs',
  component: AboutUsStep,
  args: { onSubmit: fn(), onBack: fn(), onEdit: fn() },
} satisfies Meta<typeof AboutUsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const prefill = { text: '<p>Acme has sold <strong>cookware</strong> since 1998.</p>' };

/** Empty: the editor loads on first show, nothing typed and no image chosen. */
export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas } = localized(context);
    const editor = await canvas.findByRole('textbox', { name: t('wizard.fields.aboutUsText') });
    await expect(editor).toHaveTextContent(/^$|^\s*$/);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Interaction: typing and Next report the HTML and a chosen image. */
export const TypeAndNext: Story = {
  name: 'Type and Next (interaction)',
  tags: ['interaction', '!autodocs'],
  parameters: { visual: { skip: 'a walk whose picture is the Empty and Prefilled stories' } },
  play: async (context) => {
    const { t, canvas, button } = localized(context);
    const editor = await canvas.findByRole('textbox', { name: t('wizard.fields.aboutUsText') });
    await userEvent.click(editor);
    await userEvent.keyboard('We cook.');
    const picker = canvas.getByLabelText(t('wizard.fields.aboutUsImage'), {
      selector: 'input[type="file"]',
    });
    await chooseImage(picker, await fixtureFile('jpeg'));
    await userEvent.click(button('wizard.frame.next'));
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledTimes(1));
    const values = (context.args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(values.text).toContain('We cook.');
    await expect(values.image).toBeInstanceOf(File);
  },
};

export const Prefilled: Story = {
  args: { defaultValues: { ...prefill, image: '' } },
  play: async (context) => {
    const { canvas } = localized(context);
    await expect(await canvas.findByText('cookware')).toBeVisible();
  },
};

/** Next with an empty editor: 'About us Text is required', the editor focused. */
export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas, button } = localized(context);
    const editor = await canvas.findByRole('textbox', { name: t('wizard.fields.aboutUsText') });
    await userEvent.click(button('wizard.frame.next'));
    await waitFor(() =>
      expect(editor).toHaveAccessibleDescription(t('validation.about.textRequired')),
    );
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { defaultValues: prefill, onSubmit: fn(pendingSave) },
  play: async (context) => {
    const { t, canvas } = localized(context);
    await canvas.findByRole('textbox', { name: t('wizard.fields.aboutUsText') });
    await pressAndFindBusy('wizard.frame.next')(context);
  },
};

export const ServerError: Story = {
  args: { defaultValues: prefill, serverError: 'Only allowed PNG or JPG or WEBP' },
  play: async (context) => {
    await findRefusal(context.canvasElement, 'en', 'Only allowed PNG or JPG or WEBP');
  },
};

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const TypeAndNextArabic = inLocale(TypeAndNext, 'ar');

/** Don't: an image limit of the host's own, far below the upload's 5 MB. */
export const DontTinyImageLimit: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { defaultValues: { ...prefill, image: '' }, maxImageBytes: 102_400 },
};
