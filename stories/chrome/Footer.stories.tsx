import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../src/chrome/Footer';
import { inLocale, storyT } from '../support/kit';

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  args: { brand: 'Storefront', year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    await expect(within(context.canvasElement).getByRole('contentinfo')).toHaveTextContent(
      t('chrome.footer.copyright', { year: 2026, brand: 'Storefront' }),
    );
  },
};

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };

export const DefaultArabic = inLocale(Default, 'ar');
