import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ResendActivation } from '../../src/account/ResendActivation';
import { inLocale, localized } from '../support/kit';
import { findMessage } from '../support/queries';
import {
  MemoryBackend,
  memoryBackend,
  registeredWithLink,
  type StoryBackend,
} from './MemoryBackend';

/**
 * 'Resend activation mail' on its own, over the memory API: under a failed activation link the
 * newcomer types the username; right after registering the screen passes it (see ThankYou).
 */
const meta = {
  title: 'Account/ResendActivation',
  component: ResendActivation,
  loaders: [
    async (): Promise<StoryBackend> => {
      const backend = memoryBackend();
      await registeredWithLink(backend, 'nisha@acme.example.com', 'company');
      return backend;
    },
  ],
  render: (args, { loaded }) => (
    <MemoryBackend backend={loaded as StoryBackend}>
      <ResendActivation {...args} />
    </MemoryBackend>
  ),
} satisfies Meta<typeof ResendActivation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed link names nobody: the newcomer types the username, and a new link is on its way. */
export const TypesUsername: Story = {
  loaders: [async (): Promise<StoryBackend> => memoryBackend()],
  play: async (context) => {
    const { t } = localized(context);
    const canvas = within(context.canvasElement);
    const username = await canvas.findByLabelText(t('resend.username'), { exact: false });
    await userEvent.type(username, 'meena@acme.example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('resend.submit') }));
    await findMessage(
      context.canvasElement,
      'status',
      t('resend.sent', { username: 'meena@acme.example.com' }),
    );
  },
};

/** A mail went to the address minutes ago: the ten-minute limit is worded, nothing is sent. */
export const Limited: Story = {
  args: { username: 'nisha@acme.example.com' },
  play: async (context) => {
    const { t } = localized(context);
    await userEvent.click(
      await within(context.canvasElement).findByRole('button', { name: t('resend.submit') }),
    );
    await findMessage(context.canvasElement, 'alert', t('resend.limited'));
  },
};

export const LimitedArabic = inLocale(Limited, 'ar');

/** Don't: right after registering, the username left out: the newcomer types it again. */
export const DontAskAgainAfterRegistering: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { username: undefined },
};
