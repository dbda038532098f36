import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../../src/chrome/Breadcrumb';
import { demoMenu } from '../../src/testing/demoMenu';
import { inLocale, storyT } from '../support/kit';
import { roomForPanel, searchBookmarks } from './support';

const meta = {
  title: 'Chrome/Breadcrumb',
  component: Breadcrumb,
  args: { parent: 'Master', title: 'Summary', items: demoMenu },
  decorators: [roomForPanel],
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const nav = canvas.getByRole('navigation', { name: t('chrome.breadcrumb.label') });
    await expect(
      within(nav).getByRole('link', { name: t('chrome.breadcrumb.home') }),
    ).toHaveAttribute('href', '/dashboard/default');
  },
};

/** Starred quick links, as icons. */
export const WithBookmarks: Story = {
  args: { bookmarks: ['/dashboard/default', '/master/Summary', '/chat/'] },
};

/** Search the menu and star an item: it joins the quick links (kept in the settings store). */
export const AddingABookmark: Story = {
  play: async (context) => {
    const { t, star: starOf, quickLinks } = await searchBookmarks(context, 'ViewExpenseAccount');
    const star = starOf('ViewExpenseAccount');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    const quick = quickLinks();
    await expect(within(quick).getByRole('link', { name: t('ViewExpenseAccount') })).toBeVisible();
    // The same star removes it again.
    await userEvent.click(star);
    await expect(within(quick).queryByRole('link')).toBeNull();
  },
};

export const NoBookmarkResults: Story = {
  play: async (context) => {
    const { t, canvas } = await searchBookmarks(context, 'qqq');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('chrome.search.noResults'));
  },
};

export const Dark: Story = { ...WithBookmarks, parameters: { kit: { mode: 'dark' } } };

export const AddingABookmarkArabic = inLocale(AddingABookmark, 'ar');

/** Don't: a page title other than its menu label. */
export const DontTitleUnlikeItsMenu: StoryObj = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <Breadcrumb parent="Master" title="Report of every expense summarised" items={demoMenu} />
  ),
};
