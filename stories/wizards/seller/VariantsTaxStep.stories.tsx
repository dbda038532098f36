import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VariantsTaxStep } from '../../../src/wizards';
import { inLocale, localized, startsWith } from '../../support/kit';
import { findMessage } from '../../support/queries';
import { screenModes } from '../../support/modes';

const meta = {
  title: 'Wizards/Seller/VariantsTax',
  component: VariantsTaxStep,
  args: { onSubmit: fn(), onValuesChange: fn(), onEdit: fn(), onBack: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VariantsTaxStep>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const next = 'wizard.frame.next';
const taxes = [
  ['seller.variants.cgst', 'validation.variants.cgstRequired', 'validation.variants.cgstRange'],
  ['seller.variants.sgst', 'validation.variants.sgstRequired', 'validation.variants.sgstRange'],
  ['seller.variants.igst', 'validation.variants.igstRequired', 'validation.variants.igstRange'],
] as const;

function parts(context: Context) {
  const { t, canvas, button } = localized(context);
  return {
    t,
    canvas,
    next: () => button(next),
    allow: () => canvas.getByRole('switch', { name: t('seller.variants.allow') }),
    name: () => canvas.getByLabelText(startsWith(t('seller.variants.name'))),
    displayType: () =>
      canvas.getByRole('radiogroup', { name: startsWith(t('seller.variants.displayType')) }),
    tax: (key: string) => canvas.getByLabelText(startsWith(t(key))),
  };
}

/** Variants off: only the taxes show. */
export const VariantsOff: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas, allow } = parts(context);
    await expect(canvas.getByRole('group', { name: t('seller.variants.title') })).toBeVisible();
    await expect(allow()).not.toBeChecked();
    await expect(canvas.queryByLabelText(startsWith(t('seller.variants.name')))).toBeNull();
  },
};

/** 'Allow Varient' on: 'Varient Name' and the four display types appear. */
export const VariantsOn: Story = {
  play: async (context) => {
    const { t, canvas, allow, name } = parts(context);
    await userEvent.click(allow());
    await expect(allow()).toBeChecked();
    await expect(name()).toBeVisible();
    for (const key of ['round', 'rectangle', 'list', 'card']) {
      await expect(canvas.getByRole('radio', { name: t(`seller.variants.${key}`) })).toBeVisible();
    }
  },
};

/** Next with nothing filled and variants off: the three tax messages. */
export const TaxesRequired: Story = {
  play: async (context) => {
    const { t, next, tax } = parts(context);
    await userEvent.click(next());
    for (const [label, required] of taxes) {
      await waitFor(() => expect(tax(label)).toHaveAccessibleDescription(startsWith(t(required))));
    }
    await waitFor(() => expect(tax(taxes[0][0])).toHaveFocus());
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Variants on without a name or display type: both of their messages. */
export const VariantsRequired: Story = {
  args: { defaultValues: { variantsEnabled: true, cgst: 9, sgst: 9, igst: 18 } },
  play: async (context) => {
    const { t, next, name, displayType } = parts(context);
    await userEvent.click(next());
    await waitFor(() =>
      expect(name()).toHaveAccessibleDescription(t('validation.variants.headerRequired')),
    );
    await expect(displayType()).toHaveAccessibleDescription(
      startsWith(t('validation.variants.displayTypeRequired')),
    );
    await waitFor(() => expect(name()).toHaveFocus());
  },
};

/** Each tax outside 0 to 100 says so. */
export const TaxesOutOfRange: Story = {
  args: { defaultValues: { cgst: 101, sgst: -1, igst: 250 } },
  play: async (context) => {
    const { t, next, tax } = parts(context);
    await userEvent.click(next());
    for (const [label, , range] of taxes) {
      await waitFor(() => expect(tax(label)).toHaveAccessibleDescription(startsWith(t(range))));
    }
  },
};

/** Prefilled from the saved product: Next hands the values over unchanged. */
export const Filled: Story = {
  args: {
    defaultValues: {
      variantsEnabled: true,
      variantName: 'Size',
      displayType: 2,
      cgst: 9,
      sgst: 9,
      igst: 18,
    },
  },
  play: async (context) => {
    await userEvent.click(parts(context).next());
    await expect(context.args.onSubmit).toHaveBeenCalledWith(context.args.defaultValues);
  },
};

export const Submitting: Story = {
  args: { ...Filled.args, submitting: true },
  play: async (context) => {
    const button = parts(context).next();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { ...Filled.args, serverError: 'Product not found' },
  play: async (context) => {
    await findMessage(context.canvasElement, 'alert', 'Product not found');
    await userEvent.type(parts(context).tax(taxes[0][0]), '1');
    await expect(context.args.onEdit).toHaveBeenCalled();
  },
};

export const Dark: Story = { ...VariantsRequired, parameters: { kit: { mode: 'dark' } } };

export const VariantsOffArabic = inLocale(VariantsOff, 'ar');
export const VariantsOnArabic = inLocale(VariantsOn, 'ar');
export const TaxesRequiredArabic = inLocale(TaxesRequired, 'ar');
export const VariantsRequiredArabic = inLocale(VariantsRequired, 'ar');
export const TaxesOutOfRangeArabic = inLocale(TaxesOutOfRange, 'ar');

/** Don't: tax rates prefilled by the host, for the seller to pass over unread. */
export const DontPrefilledTaxes: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { defaultValues: { cgst: 9, sgst: 9, igst: 18 } },
};
