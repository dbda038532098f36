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

/** Don't: the footer as a second menu. */
export const DontFooterAsMenu: StoryObj = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div>
      <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
        <a href="/master/Summary">Summary</a>
        <a href="/master/ViewExpense">ViewExpense</a>
        <a href="/table/datatable">Data Tables</a>
      </p>
      <Footer brand="Storefront" year={2026} />
    </div>
  ),
};
