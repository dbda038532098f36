import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CompanyInformationStep } from '../../../src/wizards';
import { fixtureFile } from '../../../tests/fixtures/images/browser';
import { inLocale, localized } from '../../support/kit';
import { chooseImage, findRefusal } from '../../support/queries';
import { pendingSave, pressAndFindBusy } from './fixtures';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Steps/CompanyInformation',
  component: CompanyInformationStep,
  args: { onSubmit: fn(), onBack: fn(), onEdit: fn(), onValuesChange: fn() },
} satisfies Meta<typeof CompanyInformationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const prefill = {
  logo: '',
  registrationNumber: 'U52100MH2019PTC123456',
  registrationDate: '2019-04-01',
  panNumber: 'AACCA1234F',
  officePhone: '022 4000 1234',
  officeEmail: 'office@acme.example.com',
  accountsEmail: 'accounts@acme.example.com',
  website: 'https://acme.example.com',
  passwordExpiryDays: 60,
  monthlyPurchaseMinimum: 5000,
  maximumProducts: 800,
};

/** A first visit: empty, with the defaults 90, 2000 and 1000. */
export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { field } = localized(context);
    await expect(field('wizard.fields.passwordExpiryDays')).toHaveValue('90');
    await expect(field('wizard.fields.monthlyPurchaseMinimum')).toHaveValue('2000');
    await expect(field('wizard.fields.maximumProducts')).toHaveValue('1000');
  },
};

/** Prefilled from a saved page 2: a new logo is chosen, Next reports it as a file. */
export const Prefilled: Story = {
  args: { defaultValues: prefill },
  play: async (context) => {
    const { field, button, canvas } = localized(context);
    await expect(field('wizard.fields.officeEmail')).toHaveValue('office@acme.example.com');
    const picker = canvas.getByLabelText(localized(context).t('wizard.fields.logo'), {
      selector: 'input[type="file"]',
    });
    await chooseImage(picker, await fixtureFile('png'));
    await userEvent.click(button('wizard.frame.next'));
    await waitFor(() => expect(context.args.onSubmit).toHaveBeenCalledTimes(1));
    const values = (context.args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(values.logo).toBeInstanceOf(File);
    await expect(values.passwordExpiryDays).toBe(60);
  },
};

/** Next with nothing: every message of the step, focus on the first invalid field. */
export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas, field, button } = localized(context);
    await userEvent.click(button('wizard.frame.next'));
    await expect(await canvas.findByText(t('validation.logo.required'))).toBeVisible();
    await expect(field('wizard.fields.officePhone')).toHaveAccessibleDescription(
      t('validation.companyContact.officePhoneRequired'),
    );
    await expect(field('wizard.fields.officeEmail')).toHaveAccessibleDescription(
      t('validation.companyContact.emailRequired'),
    );
    await userEvent.type(field('wizard.fields.officeEmail'), 'nope');
    await waitFor(() =>
      expect(field('wizard.fields.officeEmail')).toHaveAccessibleDescription(
        t('validation.companyContact.emailInvalid'),
      ),
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving: the button spins while the flow uploads the logo and saves the page. */
export const Saving: Story = {
  args: { defaultValues: { ...prefill, logo: '1/logo.png' }, onSubmit: fn(pendingSave) },
  play: async (context) => {
    // The logo on record is a key this story cannot load: its placeholder, not a broken image.
    await waitFor(() =>
      expect(context.canvasElement.querySelector('[data-image-fallback]')).not.toBeNull(),
    );
    await pressAndFindBusy('wizard.frame.next')(context);
  },
};

/** The server refused: its message on the form, every typed value kept. */
export const ServerError: Story = {
  args: { defaultValues: prefill, serverError: 'Please Upload Logo' },
  play: async (context) => {
    const { field } = localized(context);
    await findRefusal(context.canvasElement, 'en', 'Please Upload Logo');
    await expect(field('wizard.fields.panNumber')).toHaveValue('AACCA1234F');
    await userEvent.type(field('wizard.fields.insta'), '@acme');
    await expect(context.args.onEdit).toHaveBeenCalled();
  },
};

/** A draft restored over the server's values is said so. */
export const DraftRestored: Story = {
  args: { defaultValues: prefill, draftRestored: true },
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(canvas.getByText(t('wizard.frame.draftRestored'))).toBeVisible();
  },
};

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const PrefilledArabic = inLocale(Prefilled, 'ar');

/** Don't: the server's raw text handed to the step instead of the kit's words for its code. */
export const DontRawServerError: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: {
    defaultValues: prefill,
    serverError: 'duplicate key value violates unique constraint "company_pan_number_key"',
  },
};
