import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SellerDetailsStep, type SellerDetailsValues } from '../../../src/wizards';
import { inLocale, localized } from '../../support/kit';
import { findErrorSummary, findRefusal } from '../../support/queries';
import { pendingSave, pressAndFindBusy, provinces } from './fixtures';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Steps/SellerDetails',
  component: SellerDetailsStep,
  args: { provinces, onSubmit: fn(), onBack: fn(), onEdit: fn() },
} satisfies Meta<typeof SellerDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const prefill: Partial<SellerDetailsValues> = {
  sellerType: 1,
  businessType: 1,
  businessName: 'Kumar Kitchenware',
  legalName: 'Kumar Kitchenware LLP',
  panNumber: 'AAKFK1234L',
  gstinNumber: '29AAKFK1234L1Z2',
  commissionPercentage: 8,
  maximumProducts: 500,
  officePhone: '9123456780',
  officeEmail: 'sales@kumar.example.com',
  zip: '560034',
  province: 'KA',
  contactFirstName: 'Ravi',
  contactLastName: 'Kumar',
  contactTitle: 'Partner',
  contactGender: 1,
  contactDateOfBirth: '1990-02-01',
  contactPhone: '9123456781',
  contactEmail: 'ravi@kumar.example.com',
};

/** Prefilled in the company's codes: Save reports them (Organization 1, Male 1). */
export const Prefilled: Story = {
  parameters: screenModes,
  args: { defaultValues: prefill },
  play: async (context) => {
    const { button } = localized(context);
    await userEvent.click(button('wizard.frame.save'));
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ sellerType: 1, contactGender: 1, province: 'KA' }),
      ),
    );
  },
};

/** The seller wizard's codes: the same choices travel as type 2 and gender 2. */
export const SellerCodes: Story = {
  args: {
    codes: 'seller',
    defaultValues: { ...prefill, sellerType: 2, businessType: 2, contactGender: 2 },
  },
  play: async (context) => {
    const { button } = localized(context);
    await userEvent.click(button('wizard.frame.save'));
    await waitFor(() =>
      expect(context.args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ sellerType: 2, businessType: 2, contactGender: 2 }),
      ),
    );
  },
};

/**
 * Save with nothing: every required message beside its field, and the error summary at the
 * form's top (the step's first thing after its title) listing each one as a link to its field.
 * Focus goes to the first invalid field, the seller type.
 */
export const Errors: Story = {
  parameters: screenModes,
  args: { requireTan: true },
  play: async (context) => {
    const { t, canvas, button } = localized(context);
    await userEvent.click(button('wizard.frame.save'));
    const summary = await findErrorSummary(context.canvasElement, t('wizard.frame.errorSummary'));
    const keys = [
      'typeRequired',
      'businessTypeRequired',
      'panRequired',
      'tanRequired',
      'gstinRequired',
      'commissionRequired',
      'maximumProductsRequired',
      'officeEmailRequired',
      'adminTitleRequired',
      'adminGenderRequired',
      'adminDobRequired',
    ];
    for (const key of keys) {
      const message = t(`validation.seller.${key}`);
      // Beside its field, and as the summary's link to that field.
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
      await expect(canvas.getByText(message, { selector: '[id$="-error"]' })).toBeVisible();
    }
    await expect(within(summary).getAllByRole('link')).toHaveLength(19);
    await waitFor(() => expect(canvas.getAllByRole('radio')[0]).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Following a link of the summary: focus moves to that field, which comes into view. */
export const ErrorsFollowLink: Story = {
  name: 'Errors, follow a link (interaction)',
  tags: ['interaction', '!autodocs'],
  play: async (context) => {
    const { t, field, button } = localized(context);
    await userEvent.click(button('wizard.frame.save'));
    const summary = await findErrorSummary(context.canvasElement, t('wizard.frame.errorSummary'));
    await userEvent.click(
      within(summary).getByRole('link', { name: t('validation.seller.officeEmailRequired') }),
    );
    const email = field('wizard.fields.officeEmail');
    await expect(email).toHaveFocus();
    const box = email.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Saving: Story = {
  args: { defaultValues: prefill, onSubmit: fn(pendingSave) },
  play: pressAndFindBusy('wizard.frame.save'),
};

export const ServerError: Story = {
  args: { defaultValues: prefill, serverError: 'Seller not found' },
  play: async (context) => {
    const { field } = localized(context);
    await findRefusal(context.canvasElement, 'en', 'Seller not found');
    await expect(field('wizard.fields.businessName')).toHaveValue('Kumar Kitchenware');
  },
};

export const ErrorsArabic = inLocale(Errors, 'ar');
export const PrefilledArabic = inLocale(Prefilled, 'ar');

/** Don't: a record in the seller wizard's codes read with the company's (`codes` left out). */
export const DontOtherFlowsCodes: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { defaultValues: { ...prefill, sellerType: 2, businessType: 2, contactGender: 2 } },
};
