import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Sidebar } from '../../../src/chrome/Sidebar';
import { MenuSearch } from '../../../src/chrome/MenuSearch';
import { demoMenu } from '../../../src/testing/demoMenu';
import { renderWithKit } from '../render';

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });
const branch = (name: string | RegExp) => within(nav()).getByRole('button', { name });

describe('Sidebar', { timeout: 20_000 }, () => {
  it('marks the exact-match link active and opens its parents', () => {
    renderWithKit(<Sidebar items={demoMenu} currentPath="/form/validation" />);
    const link = within(nav()).getByRole('link', { name: 'Form Validation' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(branch('Form')).toHaveAttribute('aria-expanded', 'true');
    expect(branch('Form Controls')).toHaveAttribute('aria-expanded', 'true');
    expect(branch('Master')).toHaveAttribute('aria-expanded', 'false');
  });

  it('builds a branch’s entries when it opens, not before', async () => {
    const { user } = renderWithKit(<Sidebar items={demoMenu} currentPath="/master/Summary" />);
    const users = branch('Users');
    const list = document.getElementById(users.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('hidden');
    expect(list).toBeEmptyDOMElement();
    await user.click(users);
    expect(list).not.toHaveAttribute('hidden');
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
    await user.click(users);
    expect(list).toBeEmptyDOMElement();
  });

  it('is active only on an exact path match', () => {
    renderWithKit(<Sidebar items={demoMenu} currentPath="/master" />);
    expect(within(nav()).queryByRole('link', { current: 'page' })).toBeNull();
    expect(branch('Master')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening an inactive item closes its siblings', async () => {
    const { user } = renderWithKit(<Sidebar items={demoMenu} currentPath="/master/Summary" />);
    expect(branch('Master')).toHaveAttribute('aria-expanded', 'true');
    await user.click(branch('Users'));
    expect(branch('Users')).toHaveAttribute('aria-expanded', 'true');
    expect(branch('Master')).toHaveAttribute('aria-expanded', 'false');
    await user.click(branch('Users'));
    expect(branch('Users')).toHaveAttribute('aria-expanded', 'false');
  });

  it('re-opens the active branch when the route changes', async () => {
    const { user, rerender } = renderWithKit(<Sidebar items={demoMenu} currentPath="/chat/" />);
    await user.click(branch('Table'));
    rerender(<Sidebar items={demoMenu} currentPath="/master/ViewExpense" />);
    expect(branch('Master')).toHaveAttribute('aria-expanded', 'true');
    expect(branch('Table')).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).getByRole('link', { name: 'ViewExpense' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens external links in the same tab or, for extTabLink, a new one with rel=noopener', async () => {
    const { user } = renderWithKit(<Sidebar items={demoMenu} currentPath="/form/inputs" />);
    const guide = within(nav()).getByRole('link', { name: /Form Guide/ });
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(guide).toHaveAccessibleName('Form Guide (opens in a new tab)');
    await user.click(branch('Ecommerce New'));
    const store = within(nav()).getByRole('link', { name: 'Storefront' });
    expect(store).toHaveAttribute('href', 'https://example.com/store');
    expect(store).not.toHaveAttribute('target');
  });

  it('shows badges and translates titles with the kit’s i18n instance', () => {
    const items = [{ title: 'chrome.header.signOut', type: 'link' as const, path: '/out' }];
    renderWithKit(<Sidebar items={[...items, ...demoMenu]} />, { locale: 'hi' });
    const menu = screen.getByRole('navigation', { name: 'मुख्य मेनू' });
    expect(within(menu).getByRole('link', { name: 'साइन आउट' })).toHaveAttribute('href', '/out');
    expect(within(menu).getByRole('button', { name: 'Dashboard 2' })).toBeInTheDocument();
  });

  it('moves with the arrow keys and opens and closes branches', async () => {
    const { user } = renderWithKit(<Sidebar items={demoMenu} />);
    branch('Dashboard 2').focus();
    await user.keyboard('{ArrowDown}');
    expect(branch('Form')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(branch('Form')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(branch('Form Controls')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(branch('Form')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(branch('Form')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(branch('Master')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(branch('Master')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(nav()).getByRole('link', { name: 'Summary' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(branch('Dashboard 2')).toHaveFocus();
  });

  it('shows the brand as a monogram in the compact rail, its name kept for assistive tech', () => {
    renderWithKit(<Sidebar items={demoMenu} brand="Acme Retail" />, {
      theme: { sidebarType: 'compact' },
    });
    const mark = nav().querySelector('[data-part="brand-mark"]');
    expect(mark).toHaveTextContent('A');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(within(nav()).getByText('Acme Retail')).toHaveClass('sfo-visually-hidden');
  });

  it('shows the whole brand, no monogram, in the default sidebar', () => {
    renderWithKit(<Sidebar items={demoMenu} brand="Acme Retail" />);
    expect(nav().querySelector('[data-part="brand-mark"]')).toBeNull();
    expect(within(nav()).getByText('Acme Retail')).not.toHaveClass('sfo-visually-hidden');
  });

  it('opens a compact flyout on demand, never by the route, and closes it with Escape', async () => {
    const { user } = renderWithKit(<Sidebar items={demoMenu} currentPath="/master/Summary" />, {
      theme: { sidebarType: 'compact' },
    });
    expect(nav()).toHaveAttribute('data-sidebar-type', 'compact');
    // The current page's branch is marked, but its flyout does not cover the page until asked.
    expect(branch('Master')).toHaveAttribute('aria-expanded', 'false');
    await user.click(branch('Master'));
    within(nav()).getByRole('link', { name: 'Summary' }).focus();
    await user.keyboard('{Escape}');
    expect(branch('Master')).toHaveAttribute('aria-expanded', 'false');
    expect(branch('Master')).toHaveFocus();
  });
});

describe('MenuSearch', () => {
  it('lists matching links, at most 8, and the spec’s message when none match', async () => {
    const { user } = renderWithKit(<MenuSearch items={demoMenu} />);
    const box = screen.getByRole('searchbox', { name: 'Search the menu' });
    expect(box).toHaveAttribute('placeholder', 'Search..');
    await user.type(box, 'view');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['ViewExpense', 'ViewPaymentAccount', 'ViewExpenseAccount']);
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    await user.clear(box);
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    await user.type(box, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Opps!! There are no result found.');
  });

  it('moves into the results with ↓, clears with Escape and closes on a click outside', async () => {
    const { user } = renderWithKit(
      <div>
        <MenuSearch items={demoMenu} />
        <p>outside</p>
      </div>,
    );
    const box = screen.getByRole('searchbox');
    await user.type(box, 'summary');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Summary' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Summary' })).toHaveAttribute(
      'href',
      '/master/Summary',
    );
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('link', { name: 'Summary' })).toBeNull();
    await user.click(box);
    expect(screen.getByRole('link', { name: 'Summary' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});
