import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThankYou } from '../../src/account/ThankYou';

const meta = {
  title: 'Account/ThankYou',
  component: ThankYou,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThankYou>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Thank you for Registering with us.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Please Login your Account.' })).toHaveAttribute(
      'href',
      '#/auth/login',
    );
  },
};

export const RightToLeft: Story = {
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'يرجى تسجيل الدخول إلى حسابك.' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };
