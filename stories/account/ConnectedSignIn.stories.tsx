import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedSignIn } from '../../src/account/ConnectedSignIn';
import { DEMO_PASSWORD } from '../../src/testing';
import {
  MemoryBackend,
  memoryBackend,
  registeredWithLink,
  type StoryBackend,
} from './MemoryBackend';
import { inLocale, kitSettings, localized, storyT } from '../support/kit';
import { findMessage, findRefusal } from '../support/queries';
import { pageContent, screenModes } from '../support/modes';

const meta = {
  title: 'Account/Connected/SignIn',
  component: ConnectedSignIn,
  args: { onSignedIn: fn() },
  parameters: pageContent,
  loaders: [async (): Promise<StoryBackend> => memoryBackend()],
  render: (args, { loaded }) => {
    const backend = loaded as StoryBackend;
    return (
      <MemoryBackend backend={backend}>
        <ConnectedSignIn {...args} search={backend.search ?? args.search} />
      </MemoryBackend>
    );
  },
} satisfies Meta<typeof ConnectedSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function signIn(context: Context, username: string, password: string) {
  const { field } = localized(context);
  await userEvent.type(field('account.signIn.username'), username);
  await userEvent.type(field('account.signIn.password'), `${password}{Enter}`);
}

export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { session } = context.loaded as StoryBackend;
    await signIn(context, 'seller@acme.example.com', DEMO_PASSWORD);
    await waitFor(() =>
      expect(context.args.onSignedIn).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'seller@acme.example.com', kind: 'seller' }),
      ),
    );
    await expect(session.get()?.user.username).toBe('seller@acme.example.com');
    await expect(session.get()?.userDetails).toEqual(session.get()?.user);
  },
};

/** A refusal shows on the form, and goes as soon as the user edits a field. */
export const WrongPassword: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    await signIn(context, 'admin@acme.example.com', 'not-the-password');
    const alert = await findRefusal(
      canvasElement,
      kitSettings(context).locale,
      'Invalid username or password',
    );
    // The server's refusal shows in the form's language, from its code.
    await expect(alert).toHaveTextContent(storyT(context)('errors.code.invalid-credentials'));
    // An edit clears the refusal (tests/unit/account/connected.test.tsx): the story ends on it.
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  parameters: screenModes,
  play: async (context) => {
    const { t, field, button } = localized(context);
    await userEvent.click(button('account.signIn.submit'));
    // The sign-in rules arrive as their own chunk: the message shows once they have run.
    await waitFor(() =>
      expect(field('account.signIn.username')).toHaveAccessibleDescription(
        t('validation.login.usernameRequired'),
      ),
    );
  },
};

export const VerifiedCompany: Story = {
  loaders: [
    async () => {
      const backend = memoryBackend();
      backend.search = await registeredWithLink(backend, 'nisha@acme.example.com', 'company');
      return backend;
    },
  ],
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(await canvas.findByText(t('account.activation.verifiedCompany'))).toBeVisible();
    await signIn(context, 'nisha@acme.example.com', DEMO_PASSWORD);
    await waitFor(() =>
      expect(context.args.onSignedIn).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'nisha@acme.example.com', kind: 'company' }),
      ),
    );
  },
};

export const VerifiedSeller: Story = {
  loaders: [
    async () => {
      const backend = memoryBackend();
      backend.search = await registeredWithLink(backend, 'nisha.seller@acme.example.com', 'seller');
      return backend;
    },
  ],
  play: async (context) => {
    const { t, canvas } = localized(context);
    await expect(await canvas.findByText(t('account.activation.verifiedSeller'))).toBeVisible();
  },
};

/**
 * A link that does not open: one message (the code's translation), then Resend for a typed
 * username and a link back to the sign-in screen without the link's parameters.
 */
export const ActivationFailed: Story = {
  args: { search: '#/auth/login?activation=deadbeef&a=00ff', loginHref: '#/auth/login' },
  play: async (context) => {
    const { t, canvas } = localized(context);
    const alert = await findMessage(
      context.canvasElement,
      'alert',
      t('errors.code.activation-invalid'),
    );
    await expect(alert).not.toHaveTextContent(t('account.activation.failed'));
    await expect(
      canvas.getByRole('link', { name: t('account.activation.backToSignIn') }),
    ).toHaveAttribute('href', '#/auth/login');
    await userEvent.type(
      await canvas.findByLabelText(t('resend.username')),
      'nisha@acme.example.com',
    );
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

export const NotActivatedYet: Story = {
  loaders: [
    async () => {
      const backend = memoryBackend();
      await registeredWithLink(backend, 'pending@acme.example.com', 'company');
      return backend;
    },
  ],
  play: async (context) => {
    await signIn(context, 'pending@acme.example.com', DEMO_PASSWORD);
    await findRefusal(
      context.canvasElement,
      kitSettings(context).locale,
      'Please activate your account from the link sent to your e-mail',
    );
  },
};

export const Dark: Story = { ...WrongPassword, parameters: { kit: { mode: 'dark' } } };

// The same plays in Arabic (right to left): nothing in them is English.
export const DefaultArabic = inLocale(Default, 'ar');
export const WrongPasswordArabic = inLocale(WrongPassword, 'ar');
export const ValidationErrorsArabic = inLocale(ValidationErrors, 'ar');
export const VerifiedCompanyArabic = inLocale(VerifiedCompany, 'ar');
export const VerifiedSellerArabic = inLocale(VerifiedSeller, 'ar');
export const ActivationFailedArabic = inLocale(ActivationFailed, 'ar');
export const NotActivatedYetArabic = inLocale(NotActivatedYet, 'ar');

/** Don't: the seller's way in left out of the sign-in. */
export const DontNoSellerLink: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { sellerRegisterHref: null },
};
