import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThankYou } from '../../src/account/ThankYou';
import { inLocale, localized } from '../support/kit';
import { findMessage } from '../support/queries';
import {
  MemoryBackend,
  memoryBackend,
  registeredWithLink,
  type StoryBackend,
} from './MemoryBackend';
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

/** Right after registering: Resend asks again; the server's ten-minute limit is worded. */
export const ResendLimited: Story = {
  args: { resendFor: 'nisha@acme.example.com' },
  loaders: [
    async (): Promise<StoryBackend> => {
      const backend = memoryBackend();
      await registeredWithLink(backend, 'nisha@acme.example.com', 'company');
      return backend;
    },
  ],
  render: (args, { loaded }) => (
    <MemoryBackend backend={loaded as StoryBackend}>
      <ThankYou {...args} />
    </MemoryBackend>
  ),
  play: async (context) => {
    const { t } = localized(context);
    await userEvent.click(
      await within(context.canvasElement).findByRole('button', { name: t('resend.submit') }),
    );
    await findMessage(context.canvasElement, 'alert', t('resend.limited'));
  },
};

/** Resend for a username: a new link is on its way (the same answer for any name). */
export const ResendSent: Story = {
  ...ResendLimited,
  loaders: [async (): Promise<StoryBackend> => memoryBackend()],
  play: async (context) => {
    const { t } = localized(context);
    await userEvent.click(
      await within(context.canvasElement).findByRole('button', { name: t('resend.submit') }),
    );
    await findMessage(
      context.canvasElement,
      'status',
      t('resend.sent', { username: 'nisha@acme.example.com' }),
    );
  },
};

export const DefaultArabic = inLocale(Default, 'ar');
export const ResendLimitedArabic = inLocale(ResendLimited, 'ar');

/** Don't: the line about the activation e-mail replaced by one that names no next step. */
export const DontHintWithoutNextStep: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { hint: 'You are all set!' },
};
