import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedChangePassword } from '../../src/account/ConnectedChangePassword';
import { DEMO_PASSWORD } from '../../src/api/memory';
import { MemoryBackend, memoryBackend, type StoryBackend } from './MemoryBackend';
import { findMessage } from './queries';

/** A backend with `username` already signed in (as after the first sign-in). */
async function signedIn(username: string): Promise<StoryBackend> {
  const backend = memoryBackend();
  const [record] = await backend.api.account.signIn({ username, pw: DEMO_PASSWORD });
  if (record) backend.session.signIn(record);
  return backend;
}

const meta = {
  title: 'Account/Connected/ChangePassword',
  component: ConnectedChangePassword,
  args: { kind: 'company', onPasswordChanged: fn() },
  parameters: { layout: 'fullscreen' },
  loaders: [() => signedIn('admin@acme.example.com')],
  render: (args, { loaded }) => (
    <MemoryBackend backend={loaded as StoryBackend}>
      <ConnectedChangePassword {...args} />
    </MemoryBackend>
  ),
} satisfies Meta<typeof ConnectedChangePassword>;
export default meta;
type Story = StoryObj<typeof meta>;

async function change(canvasElement: HTMLElement, pw: string, cpw: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New Password/, { selector: 'input' }), pw);
  await userEvent.type(
    canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }),
    `${cpw}{Enter}`,
  );
}

export const Company: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const { api, session } = loaded as StoryBackend;
    await expect(session.get()?.user.pw_changed).toBe(false);
    await change(canvasElement, 'Fresh#2024', 'Fresh#2024');
    await waitFor(() => expect(args.onPasswordChanged).toHaveBeenCalledTimes(1));
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
  loaders: [() => signedIn('seller@acme.example.com')],
  play: async ({ canvasElement, args }) => {
    await change(canvasElement, 'Fresh#2024', 'Fresh#2024');
    await waitFor(() => expect(args.onPasswordChanged).toHaveBeenCalledTimes(1));
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
    await expect(
      within(canvasElement).getByLabelText(/^Confirm Password/, { selector: 'input' }),
    ).toHaveAccessibleDescription('Confirm Password is required');
    await expect(args.onPasswordChanged).not.toHaveBeenCalled();
  },
};

export const PasswordNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/, { selector: 'input' }), 'Aa#1');
    const confirm = canvas.getByLabelText(/^Confirm Password/, { selector: 'input' });
    await userEvent.type(confirm, 'Aa#2');
    await userEvent.tab();
    await expect(confirm).toHaveValue('');
    await expect(confirm).toHaveAccessibleDescription('Password Not Match');
  },
};

/** Signed out (the session expired): a clear message instead of a call. */
export const NoSession: Story = {
  loaders: [async () => memoryBackend()],
  play: async ({ canvasElement, args }) => {
    await change(canvasElement, 'Fresh#2024', 'Fresh#2024');
    await findMessage(canvasElement, 'alert', 'Your session has ended. Please sign in again.');
    await expect(args.onPasswordChanged).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = { parameters: { kit: { direction: 'rtl', locale: 'ar' } } };
export const Dark: Story = { ...PasswordNotMatch, parameters: { kit: { mode: 'dark' } } };
