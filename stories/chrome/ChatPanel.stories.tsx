import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Empty: Story = {};

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

export const Dark: Story = { ...WithThread, parameters: { kit: { mode: 'dark' } } };

export const WithThreadArabic = inLocale(WithThread, 'ar');
