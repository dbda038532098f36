import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThankYou } from '../../src/account/ThankYou';
import { inLocale, localized } from '../support/kit';
import { pageContent, screenModes } from '../support/modes';

const meta = {
  title: 'Account/ThankYou',
  component: ThankYou,
  parameters: pageContent,
} satisfies Meta<typeof ThankYou>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(canvas.getByRole('heading', { name: t('account.thankYou.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('account.thankYou.login') })).toHaveAttribute(
      'href',
      '#/auth/login',
    );
  },
};

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };

export const DefaultArabic = inLocale(Default, 'ar');
