import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ActivationNotice } from '../../src/account/ActivationNotice';
import { findMessage } from './queries';

const meta = {
  title: 'Account/ActivationNotice',
  component: ActivationNotice,
  args: { status: 'success', kind: 'company' },
} satisfies Meta<typeof ActivationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VerifiedCompany: Story = {
  play: async ({ canvasElement }) => {
    const status = await findMessage(
      canvasElement,
      'status',
      'Your Email is Verified. Now you can login your admin account',
    );
    await expect(status).toHaveAttribute('data-tone', 'success');
  },
};

export const VerifiedSeller: Story = {
  args: { kind: 'seller' },
  play: async ({ canvasElement }) => {
    const status = await findMessage(
      canvasElement,
      'status',
      'Your Email is Verified. Now you can login your seller account',
    );
    await expect(status).toHaveAttribute('data-tone', 'success');
  },
};

export const Verifying: Story = { args: { status: 'pending' } };

export const Failed: Story = {
  args: { status: 'error', error: 'This activation link is invalid, expired or already used' },
  play: async ({ canvasElement }) => {
    const alert = await findMessage(canvasElement, 'alert', /We could not verify your email/);
    await expect(alert).toHaveTextContent('This activation link is invalid');
  },
};

export const Dark: Story = { ...VerifiedCompany, parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = {
  args: { kind: 'seller' },
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
};
