import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from '../../src/chrome/Header';
import { demoMenu } from '../../src/testing/demoMenu';
import { inLocale, storyT } from '../support/kit';

const meta = {
  title: 'Chrome/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    items: demoMenu,
    userName: 'Asha Rao',
    brand: <strong>Storefront</strong>,
    onToggleSidebar: fn(),
    onToggleFriends: fn(),
    onSignOut: fn(),
    onPictureChange: fn(),
  },
  decorators: [(Story) => <div style={{ minBlockSize: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.header.toggleSidebar') }));
    await expect(context.args.onToggleSidebar).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.header.toggleFriends') }));
    await expect(context.args.onToggleFriends).toHaveBeenCalled();
  },
};

/** The user menu: the profile picture and Sign out, which clears the session first. */
export const UserMenuOpen: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chrome.header.userMenu', { name: 'Asha Rao' }) }),
    );
    await expect(canvas.getByLabelText(t('chrome.profile.change'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('chrome.header.signOut') })).toBeVisible();
  },
};

export const SignOut: Story = {
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chrome.header.userMenu', { name: 'Asha Rao' }) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.header.signOut') }));
    await expect(context.args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Searching: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'expense');
    await expect(canvas.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'ViewExpense',
      'ViewExpenseAccount',
    ]);
  },
};

/** Phones: the search and the actions fold behind two toggles. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    const more = canvas.getByRole('button', { name: t('chrome.header.toggleNav') });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Dark: Story = { ...Default, parameters: { kit: { mode: 'dark' } } };

export const DefaultArabic = inLocale(Default, 'ar');

/** Don't: a language select that changes the page on each arrow key. */
export const DontLanguageSelect: StoryObj = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => (
    <label style={{ display: 'inline-flex', gap: '0.5rem', padding: '1rem' }}>
      Language
      <select defaultValue="en" onChange={() => undefined}>
        <option value="en">English</option>
        <option value="hi">हिन्दी</option>
        <option value="ar">العربية</option>
      </select>
    </label>
  ),
};
