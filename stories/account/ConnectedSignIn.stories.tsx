import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedSignIn } from '../../src/account/ConnectedSignIn';
import { DEMO_PASSWORD } from '../../src/api/memory';
import {
  MemoryBackend,
  memoryBackend,
  registeredWithLink,
  type StoryBackend,
} from './MemoryBackend';
import { findMessage } from './queries';

const meta = {
  title: 'Account/Connected/SignIn',
  component: ConnectedSignIn,
  args: { onSignedIn: fn() },
  parameters: { layout: 'fullscreen' },
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

async function signIn(canvasElement: HTMLElement, username: string, pw: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Username/), username);
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), `${pw}{Enter}`);
}

export const Default: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const { session } = loaded as StoryBackend;
    await signIn(canvasElement, 'seller@acme.example.com', DEMO_PASSWORD);
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'seller@acme.example.com', kind: 'seller' }),
      ),
    );
    await expect(session.get()?.user.username).toBe('seller@acme.example.com');
    await expect(session.get()?.userDetails).toEqual(session.get()?.user);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement, 'admin@acme.example.com', 'not-the-password');
    await findMessage(canvasElement, 'alert', 'Invalid username or password');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      'Username is required',
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your Email is Verified. Now you can login your admin account'),
    ).toBeVisible();
    await signIn(canvasElement, 'nisha@acme.example.com', DEMO_PASSWORD);
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith(
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
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Your Email is Verified. Now you can login your seller account',
      ),
    ).toBeVisible();
  },
};

export const ActivationFailed: Story = {
  args: { search: '#/auth/login?activation=deadbeef&a=00ff' },
  play: async ({ canvasElement }) => {
    await findMessage(canvasElement, 'alert', /We could not verify your email/);
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
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'pending@acme.example.com', DEMO_PASSWORD);
    await findMessage(
      canvasElement,
      'alert',
      'Please activate your account from the link sent to your e-mail',
    );
  },
};

export const RightToLeft: Story = {
  ...WrongPassword,
  parameters: { kit: { direction: 'rtl', locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^اسم المستخدم/), 'admin@acme.example.com');
    await userEvent.type(
      canvas.getByLabelText(/^كلمة المرور/, { selector: 'input' }),
      'nope{Enter}',
    );
    await findMessage(canvasElement, 'alert', 'Invalid username or password');
  },
};

export const Dark: Story = { ...WrongPassword, parameters: { kit: { mode: 'dark' } } };
