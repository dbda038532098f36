import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterDetailsStep } from '../../../src/wizards/steps';
import { inLocale, localized } from '../../support/kit';
import { demoProfile, provinces } from './fixtures';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Steps/RegisterDetails',
  component: RegisterDetailsStep,
  args: { profile: demoProfile(), provinces, onNext: fn() },
} satisfies Meta<typeof RegisterDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo store's profile, read-only; Next moves on without a call. */
export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas, field, button } = localized(context);
    await expect(field('wizard.fields.businessName')).toHaveValue('Acme Home Stores');
    await expect(field('wizard.fields.businessName')).toBeDisabled();
    await expect(field('wizard.fields.country')).toBeDisabled();
    await expect(
      canvas.getByRole('radio', { name: t('wizard.fields.organization') }),
    ).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('wizard.fields.female') })).toBeChecked();
    await userEvent.click(button('wizard.frame.next'));
    await expect(context.args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** A profile with nothing filled in yet: empty read-only fields, nothing chosen. */
export const Empty: Story = {
  args: {
    profile: {
      id: 9,
      business_type: null,
      business_vertical_name: null,
      business_vertical_description: null,
      business_name: null,
      business_subdomain: null,
      legal_name: null,
      addressline1: null,
      addressline2: null,
      street_no: null,
      street_name: null,
      area_name: null,
      region_name: null,
      zip: null,
      stateshort: null,
      point_of_contact: null,
    },
  },
  play: async (context) => {
    const { t, canvas, field } = localized(context);
    await expect(field('wizard.fields.businessName')).toHaveValue('');
    await expect(
      canvas.getByRole('radio', { name: t('wizard.fields.individual') }),
    ).not.toBeChecked();
  },
};

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };
export const DefaultArabic = inLocale(Default, 'ar');
