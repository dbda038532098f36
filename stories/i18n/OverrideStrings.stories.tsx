import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { createI18n, overrideKitStrings } from '../../src/i18n';
import { VariantsTaxStep } from '../../src/wizards';

/**
 * A host's own words over the kit's (`overrideKitStrings`): here the original product's
 * spellings ('Varient') corrected on the seller's variants step. The instance is the story's own,
 * so the other stories keep the kit's text.
 */
function CorrectedSpelling() {
  const [i18n] = useState(() => {
    const instance = createI18n();
    overrideKitStrings(instance, 'en', {
      seller: {
        variants: {
          title: 'Product Variant and Tax Details',
          allow: 'Allow Variant',
          name: 'Variant Name',
        },
      },
    });
    return instance;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <VariantsTaxStep onSubmit={fn()} defaultValues={{ variantsEnabled: true }} />
    </I18nextProvider>
  );
}

const meta = {
  title: 'Foundations/Override strings',
  component: CorrectedSpelling,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CorrectedSpelling>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Allow Varient' and 'Varient Name' read 'Allow Variant' and 'Variant Name'. */
export const CorrectedVariantSpelling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Allow Variant' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Variant Name/)).toBeVisible();
    await expect(canvas.queryByText(/Varient/)).toBeNull();
  },
};
