import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContentLayout } from '../../src/chrome';
import { inLocale, storyT } from '../support/kit';
import { demoMenu } from '../../src/testing/demoMenu';
import { LayoutDemo } from './support';
import { screenModes, wholePage } from '../support/modes';

const meta = {
  title: 'Chrome/ContentLayout',
  component: ContentLayout,
  parameters: wholePage,
  render: (args) => <LayoutDemo {...args} />,
  args: { items: demoMenu },
} satisfies Meta<typeof ContentLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The example menu (Dashboard, Form, Table, Users, Ecommerce, Master …), breadcrumb, friends, footer. */
export const Default: Story = {
  parameters: screenModes,
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const nav = canvas.getByRole('navigation', { name: t('chrome.menu.label') });
    await userEvent.click(within(nav).getByRole('button', { name: t('Master') }));
    await userEvent.click(within(nav).getByRole('link', { name: t('ViewPaymentAccount') }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('/master/ViewPaymentAccount');
    await expect(canvas.getByRole('heading', { name: t('ViewPaymentAccount') })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: t('ViewPaymentAccount') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The header's search finds a page and goes there.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: t('chrome.header.search') }),
      t('Chat'),
    );
    await userEvent.click(
      within(canvas.getByRole('list', { name: t('chrome.search.label') })).getByRole('link', {
        name: t('Chat'),
      }),
    );
    await expect(canvas.getByTestId('page')).toHaveTextContent('/chat/');
    // The right sidebar opens with the friend list.
    const friends = canvas.getByRole('button', { name: t('chrome.header.toggleFriends') });
    await userEvent.click(friends);
    await expect(friends).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(canvas.getByRole('searchbox', { name: t('chrome.friends.search') })).toBeVisible(),
    );
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async (context) => {
    const t = storyT(context);
    const toggle = within(context.canvasElement).getByRole('button', {
      name: t('chrome.header.toggleSidebar'),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FriendsOpen: Story = { args: { rightSidebarOpen: true } };

export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };

/** Phones: the menu starts collapsed and opens over the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DefaultArabic = inLocale(Default, 'ar');

/** Don't: a page in the layout without its breadcrumb, and so without a title. */
export const DontPageWithoutTitle: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  args: { breadcrumb: null },
};
