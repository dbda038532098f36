import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatPanel } from '../../src/chrome/ChatPanel';
import { demoFriends } from '../../src/testing/demoFriends';
import { inLocale, storyT } from '../support/kit';

const meta = {
  title: 'Chrome/ChatPanel',
  component: ChatPanel,
  args: { people: demoFriends, onSend: fn() },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thread with no messages yet: the empty state in the conversation. */
export const Empty: Story = {
  play: async (context) => {
    const t = storyT(context);
    await expect(within(context.canvasElement).getByRole('log')).toHaveTextContent(
      t('chrome.chat.empty'),
    );
  },
};

/** Nobody to write to: the panel says so instead of 'Choose someone to chat with.' */
export const NoPeople: Story = {
  args: { people: [] },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(t('chrome.chat.noPeople'))).toBeVisible();
    await expect(canvas.queryByText(t('chrome.chat.choose'))).toBeNull();
  },
};

export const WithThread: Story = {
  args: {
    defaultThreads: {
      f1: [
        { id: 'm1', from: 'f1', text: 'Did the new catalog go live?', at: 0 },
        { id: 'm2', from: 'me', text: 'Yes, this morning.', at: 1 },
      ],
    },
  },
};

/** Send: the message joins the thread; two seconds later the person replies they are busy. */
export const SendAndAutoReply: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sara Khan/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('chrome.chat.message') }),
      'Hi Sara',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.chat.send') }));
    const log = canvas.getByRole('log');
    await expect(log).toHaveTextContent('Hi Sara');
    await expect(context.args.onSend).toHaveBeenCalledWith(demoFriends[4], 'Hi Sara');
    await expect(
      await within(log).findByText(t('chrome.chat.autoReply', { name: 'Sara Khan' }), undefined, {
        timeout: 4000,
      }),
    ).toBeVisible();
  },
};

const longThread = Array.from({ length: 30 }, (_, i) => ({
  id: `long-${i}`,
  from: i % 2 ? 'me' : 'f1',
  text: `Message ${i + 1} about the autumn catalog`,
  at: i,
}));

/** At the newest message: once a long thread has rendered, on coming back to it, after sending. */
export const ScrollsToNewestMessage: Story = {
  // Two threads of the same length: opening the other must scroll too, not only a new message.
  args: {
    defaultThreads: {
      f1: longThread,
      f5: longThread.map((m) => ({
        ...m,
        id: `sara-${m.id}`,
        from: m.from === 'me' ? 'me' : 'f5',
      })),
    },
  },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const log = () => canvas.getByRole('log');
    const atBottom = () => {
      const l = log();
      return l.scrollHeight > l.clientHeight && l.scrollTop + l.clientHeight >= l.scrollHeight - 1;
    };
    await waitFor(() => expect(atBottom()).toBe(true));
    log().scrollTop = 0;
    await userEvent.click(canvas.getByRole('button', { name: /Sara Khan/ }));
    await waitFor(() => expect(atBottom()).toBe(true));
    log().scrollTop = 0;
    await userEvent.type(canvas.getByRole('textbox', { name: t('chrome.chat.message') }), 'Done');
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.chat.send') }));
    await waitFor(() => expect(atBottom()).toBe(true));
    await expect(within(log()).getAllByRole('listitem').at(-1)).toHaveTextContent('Done');
  },
};

/** Vikram is typing: the note under his name, and in his thread once opened. */
export const PersonTyping: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Vikram Singh/ }));
    await expect(canvas.getByRole('log')).toHaveTextContent(
      t('chrome.chat.isTyping', { name: 'Vikram Singh' }),
    );
  },
};

export const Dark: Story = { ...WithThread, parameters: { kit: { mode: 'dark' } } };

export const WithThreadArabic = inLocale(WithThread, 'ar');

/** Don't: robots among the people, the chat used as a notification feed. */
export const DontChatAsNotifications: StoryObj = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <ChatPanel
      people={[
        { id: 'alerts', name: 'Order alerts', status: 'online' },
        { id: 'notices', name: 'System notices', status: 'online' },
      ]}
    />
  ),
};
