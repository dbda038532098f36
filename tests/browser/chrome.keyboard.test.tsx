import '@testing-library/jest-dom/vitest';
import { useSyncExternalStore } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import {
  Breadcrumb,
  ContentLayout,
  Customizer,
  FriendList,
  SettingsThemeProvider,
} from '../../src/chrome';
import { BackofficeProvider } from '../../src/api/BackofficeProvider';
import { createMemoryStorage } from '../../src/api/session/storage';
import { createSessionStore } from '../../src/api/session/SessionStore';
import { createSettingsStore } from '../../src/api/session/SettingsStore';
import { createI18n, localeDirection } from '../../src/i18n';
import { DataTable } from '../../src/components/DataTable';
import { demoFriends, demoMenu } from '../../src/testing';
import { renderWithKit } from '../unit/render';
import { tabTo } from './wizards/support';

// Real Chromium: Tab, Enter and Escape as a keyboard user presses them; focus as the browser moves it.
afterEach(() => cleanup());
// A desktop window: the header shows its actions (a phone folds them behind a toggle).
beforeAll(() => page.viewport(1280, 860));
afterAll(() => page.viewport(414, 896));

function renderChrome() {
  return renderWithKit(
    <ContentLayout
      items={demoMenu}
      currentPath="/master/Summary"
      brand="Storefront"
      userName="Asha Rao"
      breadcrumb={<Breadcrumb parent="Master" title="Summary" items={demoMenu} />}
      rightSidebar={<FriendList friends={demoFriends} />}
      customizer={<Customizer />}
    >
      <label>
        Page field <input />
      </label>
    </ContentLayout>,
  );
}

const tab = () => userEvent.keyboard('{Tab}');
const button = (name: string) => screen.getByRole('button', { name });

describe('the chrome with the keyboard alone (Chromium)', () => {
  it('the skip link moves focus to the page, its heading and breadcrumb, without changing the URL', async () => {
    renderChrome();
    const before = window.location.href;
    await tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    await waitFor(() => expect(main).toHaveFocus());
    expect(window.location.href).toBe(before);
    // The page's one h1 and its breadcrumb are inside main: jumping there skips nothing.
    expect(within(main).getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
    expect(within(main).getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    expect(within(main).getByRole('list', { name: 'Bookmarks' })).toBeInTheDocument();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // The next Tab continues inside the page, not at the top of the document.
    await tab();
    expect(main.contains(document.activeElement)).toBe(true);
  });

  it('closing the customizer with × or Escape gives focus back to the icon that opened it', async () => {
    renderChrome();
    const settings = button('Open the layout settings');
    await tabTo(settings);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(settings).toHaveFocus());
    expect(screen.queryByRole('tablist')).toBeNull();

    const colours = button('Open the colour schemes');
    await tabTo(colours);
    await userEvent.keyboard('{Enter}');
    await tabTo(button('Close the customizer'), { back: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(colours).toHaveFocus());
  });

  it('the friend list takes focus when opened and Escape gives it back to its toggle', async () => {
    renderChrome();
    const toggle = button('Show the friend list');
    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    const search = screen.getByRole('searchbox', { name: 'Search friends' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('the account menu closes when focus leaves it', async () => {
    renderChrome();
    const account = button('Account menu for Asha Rao');
    await tabTo(account);
    await userEvent.keyboard('{Enter}');
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    await tabTo(signOut);
    await tab();
    await waitFor(() => expect(account).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('the menu search results close when focus leaves the search', async () => {
    renderChrome();
    const search = screen.getByRole('searchbox', { name: 'Search the menu' });
    await tabTo(search);
    await userEvent.keyboard('sum');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const [first] = within(results).getAllByRole('link');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(first).toHaveFocus());
    // Tab on past the last result: focus is in the header, the list is gone.
    for (let i = 0; i < 10 && screen.queryByRole('list', { name: 'Search results' }); i += 1) {
      await tab();
    }
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('the bookmarks panel closes when focus leaves it', async () => {
    renderChrome();
    const open = button('Add or remove bookmarks');
    await tabTo(open);
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('group', { name: 'Bookmark' });
    await tabTo(within(panel).getByRole('searchbox', { name: 'Search the menu to bookmark' }));
    await tab();
    // Past the panel: the page's own field has focus and nothing covers it.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Bookmark' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Page field' })).toHaveFocus();
  });

  it('the header’s language switch changes the page on a choice, not on each arrow key', async () => {
    // As a host app does it: Hindi and Arabic load on demand (no preloaded tables) and the
    // direction follows the language, so each change re-renders the chrome, Arabic mirrored.
    const i18n = createI18n({ lng: 'en' });
    const storage = createMemoryStorage();
    function Host() {
      const locale = useSyncExternalStore(
        (notify) => {
          i18n.on('languageChanged', notify);
          return () => i18n.off('languageChanged', notify);
        },
        () => i18n.language,
      );
      return (
        <SettingsThemeProvider direction={localeDirection(locale)}>
          <ContentLayout items={demoMenu} currentPath="/master/Summary" customizer={<Customizer />}>
            <p>Page</p>
          </ContentLayout>
        </SettingsThemeProvider>
      );
    }
    render(
      <BackofficeProvider
        i18n={i18n}
        session={createSessionStore(storage)}
        settings={createSettingsStore(storage)}
        tenant="acme"
      >
        <Host />
      </BackofficeProvider>,
    );
    const banner = () => within(screen.getByRole('banner'));
    const language = banner().getByRole('button', { name: 'Language English' });
    await tabTo(language);
    // Arrow keys on the switch itself change nothing (WCAG 3.2.2: a native select did).
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(i18n.language).toBe('en');
    // Opened, the list starts on the current language; moving through it changes nothing either.
    await userEvent.keyboard('{Enter}');
    const list = banner().getByRole('list', { name: 'Language' });
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'English' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('button', { name: 'العربية' })).toHaveFocus();
    expect(i18n.language).toBe('en');
    // Enter chooses: the page turns Arabic, right to left, and focus is back on the switch.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(i18n.language).toBe('ar'), { timeout: 5_000 });
    // Once the chrome's Arabic strings have arrived and the switch is named with them.
    const arabic = await banner().findByRole(
      'button',
      { name: 'اللغة العربية' },
      { timeout: 5_000 },
    );
    await waitFor(() => expect(arabic).toHaveFocus());
    expect(document.querySelector('.sfo-root')).toHaveAttribute('dir', 'rtl');
    expect(banner().queryByRole('list', { name: 'اللغة' })).toBeNull();
    // Opened again, an arrow key pressed at once moves on from the current language, and stays
    // moved once the next frames are drawn.
    act(() => arabic.click());
    fireEvent.keyDown(arabic, { key: 'ArrowUp' });
    const arabicList = banner().getByRole('list', { name: 'اللغة' });
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    expect(within(arabicList).getByRole('button', { name: 'हिन्दी' })).toHaveFocus();
    // Escape closes the list without a change, focus back on the switch.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(arabic).toHaveFocus());
    expect(banner().queryByRole('list', { name: 'اللغة' })).toBeNull();
    expect(i18n.language).toBe('ar');
  });

  it('the friend list closes when focus leaves it, and Escape outside it closes it too', async () => {
    renderChrome();
    const toggle = button('Show the friend list');
    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    const panel = screen.getByRole('complementary', { name: 'Friends' });
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search friends' })).toHaveFocus(),
    );
    // Tab on past its last person: focus lands outside and the panel has gone from over the page.
    const people = within(panel).getAllByRole('link');
    await tabTo(people[people.length - 1]!);
    await tab();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(panel.contains(document.activeElement)).toBe(false);
    // Hidden once it has slid out.
    await waitFor(() => expect(panel).not.toBeVisible());
    // Opened again and left for the page's field with the mouse: Escape there still closes it.
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    const field = screen.getByRole('textbox', { name: 'Page field' });
    field.focus();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(toggle).toHaveFocus();
  });

  it('the customizer closes when focus leaves it, and shows the page’s direction', async () => {
    renderWithKit(
      <ContentLayout items={demoMenu} currentPath="/master/Summary" customizer={<Customizer />}>
        <label>
          Page field <input />
        </label>
      </ContentLayout>,
      { theme: { direction: 'rtl' } },
    );
    const settings = button('Open the layout settings');
    await tabTo(settings);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus());
    // Nothing stored: 'Layout type' shows the direction the page is in, right to left.
    const layout = screen.getByRole('group', { name: 'Layout type' });
    expect(within(layout).getByRole('radio', { name: 'RTL' })).toBeChecked();
    // Focus leaving the panel (and its icons), as Tab past the end of the page does, closes it.
    const field = screen.getByRole('textbox', { name: 'Page field' });
    await tabTo(field, { back: true });
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull());
    expect(settings).toHaveAttribute('aria-expanded', 'false');
  });

  it('the floating icons share no column with a table’s Search field or a step’s Done label', async () => {
    const rows = [{ id: 1, name: 'Kitchen' }];
    for (const [width, height, direction] of [
      [1280, 860, 'ltr'],
      [414, 896, 'ltr'],
      [1280, 860, 'rtl'],
    ] as const) {
      await page.viewport(width, height);
      renderWithKit(
        <ContentLayout items={demoMenu} currentPath="/master/Summary" customizer={<Customizer />}>
          {/* As on the dashboard: a progress row whose state sits at the inline end. */}
          <p style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>Company Information</span>
            <span>Done</span>
          </p>
          <DataTable
            aria-label="Categories"
            columns={[{ id: 'name', name: 'Category', selector: (row) => row.name }]}
            data={rows}
          />
        </ContentLayout>,
        { theme: { direction } },
      );
      const search = screen.getByRole('searchbox', { name: 'Search' });
      const done = screen.getByText('Done');
      for (const name of ['Open the layout settings', 'Open the colour schemes']) {
        const icon = button(name).getBoundingClientRect();
        for (const target of [search, done]) {
          const box = target.getBoundingClientRect();
          // The icons are fixed to the viewport: as the page scrolls, any row passes their
          // height, so what matters is that they share no column with the control.
          const overlaps = box.left < icon.right && icon.left < box.right;
          expect(
            overlaps,
            `${name} over ${target.textContent || 'Search'} at ${width} px ${direction}`,
          ).toBe(false);
        }
      }
      cleanup();
    }
    await page.viewport(1280, 860);
  });

  it('the customizer’s floating icons never cover the page’s controls', async () => {
    renderChrome();
    const field = screen.getByRole('textbox', { name: 'Page field' });
    field.style.inlineSize = '100%';
    const icons = button('Open the layout settings').getBoundingClientRect();
    const main = screen.getByRole('main').getBoundingClientRect();
    // The page's content box ends where the icons begin.
    expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(icons.left + 0.5);
    expect(main.right).toBeGreaterThan(icons.left);
  });
});

describe('the chrome on a 390 px phone with the keyboard alone (Chromium)', () => {
  beforeAll(() => page.viewport(390, 844));
  afterAll(() => page.viewport(1280, 860));

  it('the side menu takes focus when opened, keeps Tab out of the page under it, and Escape closes it', async () => {
    renderChrome();
    const toggle = button('Toggle the side menu');
    // Closed, the menu is hidden, its name with it: found by its label.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main menu"]')!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    // Focus moves into the menu, on the current page's entry.
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Summary' })).toHaveFocus());
    // Tab never reaches the page the menu lies over.
    const main = screen.getByRole('main', { hidden: true });
    for (let i = 0; i < 30; i += 1) {
      await tab();
      expect(main.contains(document.activeElement), `Tab ${i + 1}`).toBe(false);
    }
    // Escape closes it, wherever focus is, and gives focus back to the toggle.
    within(nav).getByRole('link', { name: 'Summary' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(toggle).toHaveFocus();
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    // Closed, the page is in the tab order again.
    await tabTo(screen.getByRole('textbox', { name: 'Page field' }));
  });

  it('the friend list closes when focus leaves it', async () => {
    renderChrome();
    await userEvent.click(button('Show the header actions'));
    const toggle = button('Show the friend list');
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search friends' })).toHaveFocus(),
    );
    // Shift+Tab out of it: back in the header, and the panel no longer covers the page.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    const panel = document.querySelector<HTMLElement>('aside[aria-label="Friends"]')!;
    await waitFor(() => expect(panel).not.toBeVisible());
  });
});
