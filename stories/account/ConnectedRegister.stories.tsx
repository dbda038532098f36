import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedRegister } from '../../src/account/ConnectedRegister';
import { MemoryBackend, memoryBackend, type StoryBackend } from './MemoryBackend';
import { findMessage } from './queries';

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

async function fillAllBut(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^First Name/), 'Nisha');
  await userEvent.type(canvas.getByLabelText(/^Phone/), '9000000002');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Secret#2024');
  await userEvent.type(
    canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }),
    'Secret#2024',
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const { api } = loaded as StoryBackend;
    await fillAllBut(canvasElement);
    await userEvent.type(
      within(canvasElement).getByLabelText(/^Username/),
      'nisha@acme.example.com{Enter}',
    );
    await waitFor(() =>
      expect(args.onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ username: 'nisha@acme.example.com', kind: 'company' }),
      ),
    );
    await expect(api.memory.activationFor('nisha@acme.example.com')?.kind).toBe('company');
  },
};

export const Seller: Story = {
  args: { kind: 'seller' },
  play: async ({ canvasElement, args }) => {
    await fillAllBut(canvasElement);
    await userEvent.type(
      within(canvasElement).getByLabelText(/^Username/),
      'shop@acme.example.com{Enter}',
    );
    await waitFor(() =>
      expect(args.onRegistered).toHaveBeenCalledWith(expect.objectContaining({ kind: 'seller' })),
    );
  },
};

export const TakenUsername: Story = {
  play: async ({ canvasElement }) => {
    const username = within(canvasElement).getByLabelText(/^Username/);
    await userEvent.type(username, TAKEN);
    await userEvent.tab();
    await waitFor(() => expect(username).toHaveValue(''), { timeout: 3000 });
    await expect(username).toHaveAccessibleDescription('Username Already Exist');
    await expect(username).toHaveFocus();
  },
};

/** The server refuses a taken name too (submitted without leaving the field). */
export const ServerError: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAllBut(canvasElement);
    await userEvent.type(within(canvasElement).getByLabelText(/^Username/), `${TAKEN}{Enter}`);
    await findMessage(canvasElement, 'alert', 'Username Already Exist');
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = { parameters: { kit: { direction: 'rtl', locale: 'ar' } } };
export const Dark: Story = { ...TakenUsername, parameters: { kit: { mode: 'dark' } } };
