import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConnectedChangePassword } from '../../src/account/ConnectedChangePassword';
import { DEMO_PASSWORD } from '../../src/testing';
import {
  MemoryBackend,
  memoryBackend,
  registeredWithLink,
  type StoryBackend,
} from './MemoryBackend';
import { inLocale, localized } from '../support/kit';
import { findMessage } from '../support/queries';
import { pageContent, screenModes } from '../support/modes';

/** A backend with `username` already signed in (as after the first sign-in). */
async function signedIn(username: string, backend = memoryBackend()): Promise<StoryBackend> {
  const [record] = await backend.api.account.signIn({ username, pw: DEMO_PASSWORD });
  if (record) backend.session.signIn(record);
  return backend;
}

/**
 * A backend with a new seller signed in for the first time: registered, activated from the link,
 * signed in, the password never changed (the demo seller changed it long ago, so its change is
 * a voluntary one that asks for the current password).
 */
async function sellerFirstSignIn(): Promise<StoryBackend> {
  const backend = memoryBackend();
  const username = 'nisha.seller@acme.example.com';
  await registeredWithLink(backend, username, 'seller');
  const link = backend.api.memory.activationFor(username);
  if (!link) throw new Error('no activation link for the new seller');
  await backend.api.account.activate(link.kind, link.input);
  return signedIn(username, backend);
}

const meta = {
  title: 'Account/Connected/ChangePassword',
  component: ConnectedChangePassword,
  args: { kind: 'company', onPasswordChanged: fn() },
  parameters: pageContent,
  loaders: [() => signedIn('admin@acme.example.com')],
  render: (args, { loaded }) => (
    <MemoryBackend backend={loaded as StoryBackend}>
      <ConnectedChangePassword {...args} />
    </MemoryBackend>
  ),
} satisfies Meta<typeof ConnectedChangePassword>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const newPassword = 'account.changePassword.newPassword';
const confirmPassword = 'account.changePassword.confirmPassword';

async function change(context: Context, password: string, confirmation: string) {
  const { field } = localized(context);
  await userEvent.type(field(newPassword), password);
  await userEvent.type(field(confirmPassword), `${confirmation}{Enter}`);
}

export const Company: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { api, session } = context.loaded as StoryBackend;
    await expect(session.get()?.user.pw_changed).toBe(false);
    await change(context, 'Fresh#2024', 'Fresh#2024');
    await waitFor(() => expect(context.args.onPasswordChanged).toHaveBeenCalledTimes(1));
    await expect(session.get()?.user.pw_changed).toBe(true);
    const [record] = await api.account.signIn({
      username: 'admin@acme.example.com',
      pw: 'Fresh#2024',
    });
    await expect(record?.pw_changed).toBe(true);
  },
};

export const Seller: Story = {
  args: { kind: 'seller' },
  loaders: [sellerFirstSignIn],
  play: async (context) => {
    const { session } = context.loaded as StoryBackend;
    await expect(session.get()?.user.pw_changed).toBe(false);
    await change(context, 'Fresh#2024', 'Fresh#2024');
    await waitFor(() => expect(context.args.onPasswordChanged).toHaveBeenCalledTimes(1));
  },
};

export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, field, button } = localized(context);
    await userEvent.click(button('account.changePassword.submit'));
    await waitFor(() =>
      expect(field(confirmPassword)).toHaveAccessibleDescription(
        t('validation.changePassword.confirmPasswordRequired'),
      ),
    );
    await waitFor(() => expect(field(newPassword)).toHaveFocus());
    await expect(context.args.onPasswordChanged).not.toHaveBeenCalled();
  },
};

export const PasswordNotMatch: Story = {
  play: async (context) => {
    const { t, field } = localized(context);
    await userEvent.type(field(newPassword), 'Aa#1');
    await userEvent.type(field(confirmPassword), 'Aa#2');
    await userEvent.tab();
    await expect(field(confirmPassword)).toHaveValue('');
    await expect(field(confirmPassword)).toHaveAccessibleDescription(
      t('validation.changePassword.passwordMismatch'),
    );
  },
};

/** Signed out (the session expired): a clear message instead of a call; editing clears it. */
export const NoSession: Story = {
  loaders: [async () => memoryBackend()],
  play: async (context) => {
    const { t, field } = localized(context);
    await change(context, 'Fresh#2024', 'Fresh#2024');
    const alert = await findMessage(context.canvasElement, 'alert', t('account.errors.noSession'));
    await expect(context.args.onPasswordChanged).not.toHaveBeenCalled();
    await userEvent.type(field(newPassword), '!');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
  },
};

export const Dark: Story = { ...PasswordNotMatch, parameters: { kit: { mode: 'dark' } } };

// The same plays in Arabic (right to left): nothing in them is English.
export const CompanyArabic = inLocale(Company, 'ar');
export const SellerArabic = inLocale(Seller, 'ar');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const PasswordNotMatchArabic = inLocale(PasswordNotMatch, 'ar');
export const NoSessionArabic = inLocale(NoSession, 'ar');

/** Don't: the seller's kind hard-coded for the store's administrator. */
export const DontSellerKindForAdmin: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { kind: 'seller' },
};
