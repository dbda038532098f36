import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConnectedRegister } from '../../src/account/ConnectedRegister';
import {
  MemoryBackend,
  memoryBackend,
  registeredWithLink,
  type StoryBackend,
} from './MemoryBackend';
import { inLocale, kitSettings, localized } from '../support/kit';
import { findRefusal } from '../support/queries';
import { pageContent, screenModes } from '../support/modes';

const TAKEN = 'admin@acme.example.com';

const meta = {
  title: 'Account/Connected/Register',
  component: ConnectedRegister,
  args: { onRegistered: fn(), usernameCheckDelay: 150 },
  parameters: pageContent,
  loaders: [async (): Promise<StoryBackend> => memoryBackend()],
  render: (args, { loaded }) => (
    <MemoryBackend backend={loaded as StoryBackend}>
      <ConnectedRegister {...args} />
    </MemoryBackend>
  ),
} satisfies Meta<typeof ConnectedRegister>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Fills every field but Username, then types `username` and presses Enter. */
async function register(context: Context, username: string) {
  const { field } = localized(context);
  await userEvent.type(field('account.register.firstName'), 'Nisha');
  await userEvent.type(field('account.register.phone'), '9000000002');
  await userEvent.type(field('account.register.password'), 'Secret#2024');
  await userEvent.type(field('account.register.confirmPassword'), 'Secret#2024');
  await userEvent.type(field('account.register.username'), `${username}{Enter}`);
}

export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { api } = context.loaded as StoryBackend;
    await register(context, 'nisha@acme.example.com');
    await waitFor(() =>
      expect(context.args.onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'nisha@acme.example.com', kind: 'company' }),
      ),
    );
    await expect(api.memory.activationFor('nisha@acme.example.com')?.kind).toBe('company');
  },
};

export const Seller: Story = {
  args: { kind: 'seller' },
  play: async (context) => {
    await register(context, 'shop@acme.example.com');
    await waitFor(() =>
      expect(context.args.onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'seller' }),
      ),
    );
  },
};

export const TakenUsername: Story = {
  play: async (context) => {
    const { t, field } = localized(context);
    const username = field('account.register.username');
    await userEvent.type(username, TAKEN);
    await userEvent.tab();
    await waitFor(() => expect(username).toHaveValue(''));
    await expect(username).toHaveAccessibleDescription(t('validation.register.usernameTaken'));
    await expect(username).toHaveFocus();
  },
};

/** The server refuses a taken name too (submitted without leaving the field); editing clears it. */
/** The server refuses: the reason in the card, nothing registered (an edit clears it: unit tests). */
export const ServerError: Story = {
  play: async (context) => {
    await register(context, TAKEN);
    await findRefusal(context.canvasElement, kitSettings(context).locale, 'Username Already Exist');
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
  },
};

/**
 * The store already has its administrator (the first company admin who activated owns it): a
 * stranger's administrator registration is refused with the reason and what to do instead, and
 * nothing is registered (docs/api-contract.md, "Roles").
 */
export const StoreHasOwner: Story = {
  loaders: [
    async (): Promise<StoryBackend> => {
      const backend = memoryBackend();
      await registeredWithLink(backend, 'owner@acme.example.com', 'company');
      const link = backend.api.memory.activationFor('owner@acme.example.com')!;
      await backend.api.account.activate('company', link.input);
      return backend;
    },
  ],
  play: async (context) => {
    const { api } = context.loaded as StoryBackend;
    await register(context, 'stranger@acme.example.com');
    const alert = await findRefusal(
      context.canvasElement,
      kitSettings(context).locale,
      'This store already has an administrator. Ask them for an invitation to register as an administrator, or register as a seller',
    );
    // In every locale, the code's translation (not the server's English).
    await expect(alert).toHaveTextContent(localized(context).t('errors.code.store-has-owner'));
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
    await expect(api.memory.activationFor('stranger@acme.example.com')).toBeNull();
  },
};

/**
 * Opened from an invitation link: Username holds the invited address, read-only (only it may
 * register with the invitation), and the registration goes through.
 */
export const Invited: Story = {
  loaders: [
    async (): Promise<StoryBackend> => {
      const backend = memoryBackend();
      // No caller: the memory api acts as the service account, which proves no password here.
      await backend.api.invitations.create(1, { email: 'kiran@acme.example.com', current_pw: '' });
      // The invitation's secret rides in `search` (this story's only use of it).
      backend.search = backend.api.memory.invitationFor('kiran@acme.example.com') ?? '';
      return backend;
    },
  ],
  render: (args, { loaded }) => (
    <MemoryBackend backend={loaded as StoryBackend}>
      <ConnectedRegister {...args} invitation={(loaded as StoryBackend).search} />
    </MemoryBackend>
  ),
  play: async (context) => {
    const { field, t } = localized(context);
    await waitFor(() =>
      expect(field('account.register.username')).toHaveValue('kiran@acme.example.com'),
    );
    await expect(field('account.register.username')).toHaveAttribute('readonly');
    await expect(field('account.register.username')).toHaveAccessibleDescription(
      t('account.register.invitedHint'),
    );
    await userEvent.type(field('account.register.firstName'), 'Kiran');
    await userEvent.type(field('account.register.phone'), '9000000003');
    await userEvent.type(field('account.register.password'), 'Secret#2024');
    await userEvent.type(field('account.register.confirmPassword'), 'Secret#2024{Enter}');
    await waitFor(() =>
      expect(context.args.onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'kiran@acme.example.com', kind: 'company' }),
      ),
    );
  },
};

export const Dark: Story = { ...TakenUsername, parameters: { kit: { mode: 'dark' } } };

// The same plays in Arabic (right to left): nothing in them is English.
export const DefaultArabic = inLocale(Default, 'ar');
export const SellerArabic = inLocale(Seller, 'ar');
export const TakenUsernameArabic = inLocale(TakenUsername, 'ar');
export const ServerErrorArabic = inLocale(ServerError, 'ar');
export const StoreHasOwnerArabic = inLocale(StoreHasOwner, 'ar');
export const StoreHasOwnerHindi = inLocale(StoreHasOwner, 'hi');
export const InvitedArabic = inLocale(Invited, 'ar');

/** Don't: the registration squeezed into a narrow column beside other content. */
export const DontNarrowColumn: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: (args, { loaded }) => (
    <div style={{ inlineSize: '16rem' }}>
      <MemoryBackend backend={loaded as StoryBackend}>
        <ConnectedRegister {...args} />
      </MemoryBackend>
    </div>
  ),
};
