import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SellerDetailsStep, type SellerDetailsValues } from '../../../src/wizards/steps';
import { inLocale, localized } from '../../support/kit';
import { findRefusal } from '../../support/queries';
import { later, pressAndFindBusy, provinces } from './fixtures';
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

/** Save with nothing: every required message of the seller form. */
export const ValidationErrors: Story = {
  parameters: screenModes,
  args: { requireTan: true },
  play: async (context) => {
    const { t, canvas, button } = localized(context);
    await userEvent.click(button('wizard.frame.save'));
    for (const key of [
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
    ]) {
      await expect(await canvas.findByText(t(`validation.seller.${key}`))).toBeVisible();
    }
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { defaultValues: prefill, onSubmit: fn(() => later(60_000)) },
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

export const Dark: Story = { ...ValidationErrors, parameters: { kit: { mode: 'dark' } } };
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const PrefilledArabic = inLocale(Prefilled, 'ar');
