import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Bookmarks } from '../../src/chrome/Bookmarks';
import { demoMenu } from '../../src/testing/demoMenu';
import { inLocale, storyT } from '../support/kit';
import { roomForPanel, searchBookmarks } from './support';

const meta = {
  title: 'Chrome/Bookmarks',
  component: Bookmarks,
  args: { items: demoMenu },
  decorators: [roomForPanel],
} satisfies Meta<typeof Bookmarks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled by the host: a star reports the new list and changes nothing on its own. */
export const Controlled: Story = {
  args: { bookmarks: ['/dashboard/default'], onBookmarksChange: fn() },
  play: async (context) => {
    const { star: starOf, quickLinks } = await searchBookmarks(context, 'Summary');
    const star = starOf('Summary');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(context.args.onBookmarksChange).toHaveBeenCalledWith([
      '/dashboard/default',
      '/master/Summary',
    ]);
    // The host did not take the change: the list is still its own.
    await expect(within(quickLinks()).getAllByRole('link')).toHaveLength(1);
  },
};

/** Escape closes the panel and gives focus back to the button that opened it. */
export const EscapeCloses: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const opener = canvas.getByRole('button', { name: t('chrome.bookmarks.open') });
    await userEvent.click(opener);
    await expect(
      canvas.getByRole('searchbox', { name: t('chrome.bookmarks.search') }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** No bookmark yet, the panel open: what the list is for and how to add one. */
export const NoBookmarks: Story = {
  args: { bookmarks: [] },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.bookmarks.open') }));
    await expect(canvas.getByText(t('chrome.bookmarks.empty'))).toBeVisible();
    await expect(canvas.getByText(t('chrome.bookmarks.emptyHint'))).toBeVisible();
  },
};

export const Dark: Story = { ...Controlled, parameters: { kit: { mode: 'dark' } } };
export const ControlledArabic = inLocale(Controlled, 'ar');

/** Don't: the host stars pages for the reader. */
export const DontPrefilledBookmarks: StoryObj = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <Bookmarks
      items={demoMenu}
      bookmarks={[
        '/dashboard/default',
        '/dashboard/demo',
        '/master/Summary',
        '/master/ViewExpense',
        '/master/ViewPaymentAccount',
        '/master/ViewExpenseAccount',
      ]}
    />
  ),
};
