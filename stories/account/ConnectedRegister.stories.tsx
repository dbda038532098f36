import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConnectedRegister } from '../../src/account/ConnectedRegister';
import { MemoryBackend, memoryBackend, type StoryBackend } from './MemoryBackend';
import { inLocale, kitSettings, localized } from '../support/kit';
import { findRefusal } from '../support/queries';
import { noScreenshot, screenModes } from '../support/modes';

const TAKEN = 'admin@acme.example.com';

const meta = {
  title: 'Account/Connected/Register',
  component: ConnectedRegister,
  args: { onRegistered: fn(), usernameCheckDelay: 150 },
  parameters: { layout: 'fullscreen' },
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
    await waitFor(() => expect(username).toHaveValue(''), { timeout: 3000 });
    await expect(username).toHaveAccessibleDescription(t('validation.register.usernameTaken'));
    await expect(username).toHaveFocus();
  },
};

/** The server refuses a taken name too (submitted without leaving the field); editing clears it. */
export const ServerError: Story = {
  parameters: noScreenshot(
    'Editing after the refusal starts the username availability check again; it lands at a time that depends on machine speed, so the last frame is not stable.',
  ),
  play: async (context) => {
    await register(context, TAKEN);
    const alert = await findRefusal(
      context.canvasElement,
      kitSettings(context).locale,
      'Username Already Exist',
    );
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
    await userEvent.type(localized(context).field('account.register.lastName'), 'V');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  },
};

export const Dark: Story = { ...TakenUsername, parameters: { kit: { mode: 'dark' } } };

// The same plays in Arabic (right to left): nothing in them is English.
export const DefaultArabic = inLocale(Default, 'ar');
export const SellerArabic = inLocale(Seller, 'ar');
export const TakenUsernameArabic = inLocale(TakenUsername, 'ar');
export const ServerErrorArabic = inLocale(ServerError, 'ar');
