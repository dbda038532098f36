import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BillingStep } from '../../../src/wizards';
import { inLocale, localized } from '../../support/kit';
import { findRefusal } from '../../support/queries';
import { pendingSave, pressAndFindBusy, provinces } from './fixtures';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Steps/Billing',
  component: BillingStep,
  args: {
    billingName: 'Acme Home Stores Private Limited',
    provinces,
    onSubmit: fn(),
    onBack: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof BillingStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const prefill = {
  gstinNumber: '27AACCA1234F1Z5',
  addressLine1: '12, Udyog Bhavan',
  streetName: 'MIDC Central Road',
  area: 'Andheri',
  zip: '400093',
  region: 'Mumbai',
  province: 'MH',
};

/** Empty: the billing name is the legal name, read-only; the country fixed. */
export const Empty: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { field } = localized(context);
    await expect(field('wizard.fields.billingName')).toHaveValue(
      'Acme Home Stores Private Limited',
    );
    await expect(field('wizard.fields.country')).toHaveAttribute('readonly');
  },
};

/** Filled in: Next reports the values (never the billing name). */
export const Filled: Story = {
  play: async (context) => {
    const { field, button } = localized(context);
    await userEvent.type(field('wizard.fields.area'), 'Andheri');
    await userEvent.type(field('wizard.fields.zip'), '400093');
    await userEvent.selectOptions(field('wizard.fields.province'), 'MH');
    await userEvent.click(button('wizard.frame.next'));
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ area: 'Andheri', zip: '400093', province: 'MH' }),
      ),
    );
  },
};

export const Prefilled: Story = {
  args: { defaultValues: prefill },
  play: async (context) => {
    const { field } = localized(context);
    await expect(field('wizard.fields.province')).toHaveValue('MH');
    await expect(field('wizard.fields.zip')).toHaveValue('400093');
  },
};

/** Next with nothing: 'Area is Required', 'Zip is Required', 'Province is required'. */
export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, field, button } = localized(context);
    await userEvent.click(button('wizard.frame.next'));
    await waitFor(() =>
      expect(field('wizard.fields.area')).toHaveAccessibleDescription(
        t('validation.billing.areaRequired'),
      ),
    );
    await expect(field('wizard.fields.zip')).toHaveAccessibleDescription(
      t('validation.billing.zipRequired'),
    );
    await expect(field('wizard.fields.province')).toHaveAccessibleDescription(
      t('validation.billing.provinceRequired'),
    );
    await waitFor(() => expect(field('wizard.fields.area')).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { defaultValues: prefill, onSubmit: fn(pendingSave) },
  play: pressAndFindBusy('wizard.frame.next'),
};

export const ServerError: Story = {
  args: { defaultValues: prefill, serverError: 'billing_zip must be at most 20 characters' },
  play: async (context) => {
    const { field } = localized(context);
    await findRefusal(context.canvasElement, 'en', 'billing_zip must be at most 20 characters');
    await expect(field('wizard.fields.area')).toHaveValue('Andheri');
  },
};

export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const FilledArabic = inLocale(Filled, 'ar');

/**
 * On its own (a host's settings page, as the example's `/form/inputs`): the prefilled step with
 * Save instead of Next, no Back; Save reports the values like Next does.
 */
export const OnItsOwn: Story = {
  args: { defaultValues: prefill, submitLabel: 'save', onBack: undefined },
  play: async (context) => {
    const { field, button, t, canvas } = localized(context);
    await expect(
      canvas.queryByRole('button', { name: t('wizard.frame.next') }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: t('wizard.frame.back') }),
    ).not.toBeInTheDocument();
    await userEvent.clear(field('wizard.fields.area'));
    await userEvent.type(field('wizard.fields.area'), 'Powai');
    await userEvent.click(button('wizard.frame.save'));
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ area: 'Powai', zip: '400093', province: 'MH' }),
      ),
    );
  },
};

/** Don't: the step composed by a host that did not load the provinces. */
export const DontNoProvinces: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { defaultValues: prefill, provinces: [] },
};
