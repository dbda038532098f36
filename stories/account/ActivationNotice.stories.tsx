import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ActivationNotice } from '../../src/account/ActivationNotice';
import { inLocale, storyT } from '../support/kit';
import { findMessage } from '../support/queries';
import { screenModes } from '../support/modes';

const meta = {
  title: 'Account/ActivationNotice',
  component: ActivationNotice,
  args: { status: 'success', kind: 'company' },
} satisfies Meta<typeof ActivationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VerifiedCompany: Story = {
  parameters: screenModes,
  play: async (context) => {
    const status = await findMessage(
      context.canvasElement,
      'status',
      storyT(context)('account.activation.verifiedCompany'),
    );
    await expect(status).toHaveAttribute('data-tone', 'success');
  },
};

export const VerifiedSeller: Story = {
  args: { kind: 'seller' },
  play: async (context) => {
    const status = await findMessage(
      context.canvasElement,
      'status',
      storyT(context)('account.activation.verifiedSeller'),
    );
    await expect(status).toHaveAttribute('data-tone', 'success');
  },
};

export const Verifying: Story = {
  args: { status: 'pending' },
  play: async (context) => {
    await findMessage(
      context.canvasElement,
      'status',
      storyT(context)('account.activation.verifying'),
    );
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'This activation link has expired' },
  play: async (context) => {
    // One message: the one given (the code's translation), no general title above it.
    const alert = await findMessage(
      context.canvasElement,
      'alert',
      'This activation link has expired',
    );
    await expect(alert).not.toHaveTextContent(storyT(context)('account.activation.failed'));
  },
};

export const VerifiedCompanyArabic = inLocale(VerifiedCompany, 'ar');
export const VerifiedSellerArabic = inLocale(VerifiedSeller, 'ar');
export const VerifyingArabic = inLocale(Verifying, 'ar');
export const FailedArabic = inLocale(Failed, 'ar');

/** Don't: a seller's activation shown without its kind, so it gets the admin sentence. */
export const DontSellerWithoutKind: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { kind: null },
};
