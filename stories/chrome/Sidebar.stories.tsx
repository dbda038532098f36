import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Sidebar } from '../../src/chrome/Sidebar';
import { demoMenu } from '../../src/testing/demoMenu';
import { inLocale, kitSettings, storyT } from '../support/kit';
import { SidebarTheme } from './support';

const meta = {
  title: 'Chrome/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  // The sidebar is fixed to the viewport: a frame as tall as the viewport holds it, so the
  // story's box (and its picture) is the screen the sidebar stands on, not an empty strip.
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  args: { items: demoMenu, currentPath: '/master/Summary', brand: 'Storefront' },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active item (exact path match) is marked and its parents are open. */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const nav = within(context.canvasElement).getByRole('navigation', {
      name: t('chrome.menu.label'),
    });
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: t('Summary') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const master = menu.getByRole('button', { name: t('Master') });
    await expect(master).toHaveAttribute('aria-expanded', 'true');
    // Opening an inactive item closes its siblings.
    await userEvent.click(menu.getByRole('button', { name: t('Form') }));
    await expect(master).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu.getByRole('button', { name: t('Form Controls') }));
    const guide = menu.getByRole('link', { name: new RegExp(t('Form Guide')) });
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    // Keyboard: ↑ from the third level goes back up; ← (→ right to left) closes a branch.
    menu.getByRole('link', { name: t('Form Validation') }).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(menu.getByRole('button', { name: t('Form') })).toHaveFocus();
    const back = kitSettings(context).direction === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.keyboard(back);
    await expect(menu.getByRole('button', { name: t('Form') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Nothing matches `/master`: only exact paths make an item active. */
export const NoActiveItem: Story = { args: { currentPath: '/master' } };

export const Collapsed: Story = { args: { collapsed: true } };

/** A rail of icons, each named under it; a branch opens as a flyout on demand, Escape closes it. */
export const Compact: Story = {
  decorators: [(Story) => <SidebarTheme sidebarType="compact">{Story()}</SidebarTheme>],
  play: async (context) => {
    const t = storyT(context);
    const nav = within(context.canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: t('Master') }));
    const summary = within(nav).getByRole('link', { name: t('Summary') });
    summary.focus();
    await userEvent.keyboard('{Escape}');
    await expect(within(nav).getByRole('button', { name: t('Master') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(nav).getByRole('button', { name: t('Master') })).toHaveFocus();
  },
};

/** A narrower rail of icons alone; it widens on hover or focus. */
export const CompactIcon: Story = {
  decorators: [(Story) => <SidebarTheme sidebarType="compact-icon">{Story()}</SidebarTheme>],
};

export const BorderSidebar: Story = {
  decorators: [(Story) => <SidebarTheme sidebarSetting="border-sidebar">{Story()}</SidebarTheme>],
};

export const IconColorSidebar: Story = {
  decorators: [
    (Story) => (
      <SidebarTheme sidebarSetting="iconcolor-sidebar" sidebarBackground="dark-sidebar">
        {Story()}
      </SidebarTheme>
    ),
  ],
};

export const Pattern: Story = {
  decorators: [
    (Story) => <SidebarTheme sidebarBackground="sidebar-pattern3">{Story()}</SidebarTheme>,
  ],
};

export const Image: Story = {
  decorators: [(Story) => <SidebarTheme sidebarBackground="sidebar-img2">{Story()}</SidebarTheme>],
};

export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };

export const DefaultArabic = inLocale(Default, 'ar');

/** Don't: sentences as menu titles. */
export const DontSentencesAsTitles: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: {
    items: [
      { type: 'link', title: 'See every expense account of the store and its sellers', path: '/a' },
      { type: 'link', title: 'Add a new payment account for the store owner', path: '/b' },
    ],
    currentPath: '/a',
  },
};
