import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FriendList } from '../../src/chrome/FriendList';
import { demoFriends } from '../../src/testing/demoFriends';
import { inLocale, storyT } from '../support/kit';

const meta = {
  title: 'Chrome/FriendList',
  component: FriendList,
  args: { friends: demoFriends },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof FriendList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** People with `authenticate === 1` (Kiran) are not shown; each links to /chat/. */
export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.queryByText('Kiran Patel')).toBeNull();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/chat/');
  },
};

/** A search by name narrows the list as the reader types. */
export const Searching: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const box = canvas.getByRole('searchbox', { name: t('chrome.friends.search') });
    await userEvent.type(box, 'sing');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Nobody matches: the kit's empty state, announced, with 'Clear search' back to the list. */
export const NoResults: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'nobody');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('chrome.friends.noResults'));
    await expect(canvas.getByRole('button', { name: t('fields.clearSearch') })).toBeVisible();
  },
};

/** Nobody to list: the kit's empty state, without a search to clear. */
export const Empty: Story = {
  args: { friends: [] },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(t('chrome.friends.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('fields.clearSearch') })).toBeNull();
  },
};

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };

export const NoResultsArabic = inLocale(NoResults, 'ar');

/** Don't: a search that found nobody, told in a line of its own making. */
export const DontOwnNoResults: StoryObj = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <div style={{ maxInlineSize: '20rem' }}>
      <input type="search" aria-label="Search friends" defaultValue="nobody" />
      <p>Nothing here.</p>
    </div>
  ),
};
