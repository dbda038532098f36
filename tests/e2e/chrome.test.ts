import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hash, launch, openPage, origin, screenshot } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A signed-in user, as the session store keeps one (docs/behaviour.md, "Entities"). The account flow's own
 * test signs in through the API; the chrome needs no server call, so the session is stored
 * directly and the guard lets the pages through.
 */
async function signedIn(page: Page, hash: string): Promise<void> {
  await page.evaluate(() => {
    const user = {
      user_id: 41,
      username: 'asha.chrome',
      first_name: 'Asha',
      last_name: 'Rao',
      kind: 'company',
      pw_changed: 1,
    };
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('username', user.username);
    localStorage.setItem('user_id', String(user.user_id));
    localStorage.setItem('lang', 'en');
  });
  await page.goto(`${origin('acme')}/#${hash}`);
  await page.reload();
}

const kitRoot = (page: Page) => page.locator('.sfo-root').first();
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

// One signed-in page, in order: each test goes on from where the one before left it.
describe('the back-office chrome', { shuffle: false }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, 'acme', '/auth/login');
    await signedIn(page, '/dashboard/default');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('puts the signed-in pages in the content layout, and the menu opens the right pages', async () => {
    await expect.poll(() => menu(page).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Default' }).isVisible()).toBe(true);
    await menu(page).getByRole('button', { name: 'Master' }).click();
    await menu(page).getByRole('link', { name: 'ViewPaymentAccount' }).click();
    await expect.poll(() => hash(page)).toBe('#/master/ViewPaymentAccount');
    await expect
      .poll(() => page.getByRole('heading', { name: 'ViewPaymentAccount' }).isVisible())
      .toBe(true);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.textContent()).toContain('Master');
    expect(
      await menu(page)
        .getByRole('link', { name: 'ViewPaymentAccount' })
        .getAttribute('aria-current'),
    ).toBe('page');
    // The header's search goes there too.
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('chat');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: 'Chat' })
      .click();
    await expect.poll(() => hash(page)).toBe('#/chat/');
    await expect.poll(() => page.getByRole('log').isVisible()).toBe(true);
    await screenshot(page, 'chrome-content-layout');
  });

  it('switches to dark color-4 and RTL in the customizer, and both survive a reload', async () => {
    await page.getByRole('button', { name: 'Open the colour schemes' }).click();
    // The radios are visually hidden inside their swatch labels: click the swatch, as a user does.
    await page
      .getByRole('group', { name: 'Dark layout' })
      .getByRole('radio', { name: 'Colour scheme 4' })
      .locator('xpath=..')
      .click();
    await expect.poll(() => kitRoot(page).getAttribute('data-color-mode')).toBe('dark');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'RTL' }).locator('xpath=..').click();
    await expect.poll(() => kitRoot(page).getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'chrome-customizer-dark-rtl');
    await page.reload();
    await expect.poll(() => menu(page).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await kitRoot(page).getAttribute('dir')).toBe('rtl');
    expect(await kitRoot(page).getAttribute('data-color-mode')).toBe('dark');
    expect(await kitRoot(page).getAttribute('data-preset')).toBe('color-4');
    expect(await page.evaluate(() => localStorage.getItem('layoutVersion'))).toBe('dark-only');
    expect(await page.evaluate(() => localStorage.getItem('primary_color'))).toBe('#4c2fbf');
  });

  it('keeps bookmarks through a reload', async () => {
    await page.getByRole('button', { name: 'Add or remove bookmarks' }).click();
    await page.getByRole('searchbox', { name: 'Search the menu to bookmark' }).fill('expense');
    await page.getByRole('button', { name: 'Bookmark ViewExpenseAccount' }).click();
    await page.reload();
    const quick = page.getByRole('list', { name: 'Bookmarks' });
    await expect
      .poll(() => quick.getByRole('link', { name: 'ViewExpenseAccount' }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    await quick.getByRole('link', { name: 'ViewExpenseAccount' }).click();
    await expect.poll(() => hash(page)).toBe('#/master/ViewExpenseAccount');
  });

  it('names its own icon, which the server sends as SVG', async () => {
    const href = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href,
    );
    expect(href).toMatch(/\/favicon\.svg$/);
    // Fetched by the browser: only Chromium resolves the tenant's *.localhost host.
    const icon = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        body: await response.text(),
      };
    }, href!);
    expect(icon.status).toBe(200);
    expect(icon.type).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg[\s>]/);
  });

  it('shows the full-layout pages without the chrome', async () => {
    await page.goto(`${origin('acme')}/#/maintenance`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Under maintenance' }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await menu(page).count()).toBe(0);
  });

  it('fades the page in on a route change, and not under reduced motion', async () => {
    await page.goto(`${origin('acme')}/#/master/Summary`);
    const main = page.getByRole('main', { name: 'Page content' });
    await expect.poll(() => main.isVisible(), { timeout: 30_000 }).toBe(true);
    // Every animation that starts on the page frame, from here on.
    const fades = () =>
      page.evaluate(() => (window as unknown as { fades: string[] }).fades.splice(0));
    await page.evaluate(() => {
      const w = window as unknown as { fades: string[] };
      w.fades = [];
      document.addEventListener('animationstart', (event) => {
        const target = event.target as HTMLElement;
        // The page frame inside main (the breadcrumb's h1 sits in main too, outside the frame).
        if (target.dataset.part === 'page') w.fades.push(event.animationName);
      });
    });
    await menu(page).getByRole('button', { name: 'Table' }).click();
    await menu(page).getByRole('link', { name: 'Data Tables' }).click();
    await expect.poll(() => hash(page)).toBe('#/table/datatable');
    await expect.poll(async () => (await fades()).length > 0).toBe(true);
    const frame = main.locator('[data-part="page"]');
    expect(await frame.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Drop what the last route started (a lazily loaded page can start its fade twice under load):
    // from here on, only what the next route change starts counts.
    await fades();
    await menu(page).getByRole('button', { name: 'Master' }).click();
    await menu(page).getByRole('link', { name: 'Summary' }).click();
    await expect.poll(() => hash(page)).toBe('#/master/Summary');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Summary' }).first().isVisible())
      .toBe(true);
    expect(await fades()).toEqual([]);
    expect(await frame.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('has the expense group: Add Expense says where expenses belong, Logout signs out', async () => {
    await page.goto(`${origin('acme')}/#/dashboard/default`);
    await expect.poll(() => menu(page).isVisible(), { timeout: 30_000 }).toBe(true);
    const expenses = menu(page).getByRole('button', { name: 'Expenses' });
    await expenses.click();
    // The spec's five entries, in its order.
    const group = page.locator(`[id="${await expenses.getAttribute('aria-controls')}"]`);
    await expect(group.getByRole('link').allTextContents()).resolves.toEqual([
      'Dashboard',
      'Add Expense',
      'Payment Account',
      'Expense Account',
      'Logout',
    ]);
    await menu(page).getByRole('link', { name: 'Add Expense' }).click();
    await expect.poll(() => hash(page)).toBe('#/master/AddExpense');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Expenses are not added here' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('main').textContent()).toContain('accounting system');
    await menu(page).getByRole('link', { name: 'Logout' }).click();
    await expect.poll(() => hash(page)).toBe('#/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto(`${origin('acme')}/#/dashboard/default`);
    await expect.poll(() => hash(page)).toMatch(/^#\/auth\/login\?returnTo=/);
    // Opened directly without a session it goes to sign-in too (not through it and back).
    await page.goto(`${origin('acme')}/#/dashboard/Logout`);
    await expect.poll(() => hash(page)).toBe('#/auth/login');
    await signedIn(page, '/dashboard/default');
  });

  it('signs out to sign-in, and the guard then refuses the inner pages', async () => {
    await page.goto(`${origin('acme')}/#/dashboard/default`);
    await page.getByRole('button', { name: 'Account menu for Asha Rao' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => hash(page)).toMatch(/^#\/auth\/login/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto(`${origin('acme')}/#/master/Summary`);
    await expect.poll(() => hash(page)).toMatch(/^#\/auth\/login\?returnTo=/);
  });
});

describe('the chrome on a phone', () => {
  it('starts with the side menu collapsed, and opens it over the page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin('acme')}/#/auth/login`);
    await signedIn(page, '/dashboard/default');
    const toggle = page.getByRole('button', { name: 'Toggle the side menu' });
    await expect.poll(() => toggle.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('nav[data-state]').first().getAttribute('data-state')).toBe(
      'collapsed',
    );
    // The search box hides behind its own toggle on a phone; the toggle shows it, focused.
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    const searchToggle = page.getByRole('button', { name: 'Show the search box' });
    expect(await search.isVisible()).toBe(false);
    await searchToggle.click();
    expect(await searchToggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => search.isVisible()).toBe(true);
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('summary');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: 'Summary' })
      .click();
    await expect.poll(() => hash(page)).toBe('#/master/Summary');
    await searchToggle.click();
    await expect.poll(() => search.isVisible()).toBe(false);

    await toggle.click();
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    await menu(page).getByRole('button', { name: 'Users' }).click();
    await menu(page).getByRole('link', { name: 'Chat' }).click();
    await expect.poll(() => hash(page)).toBe('#/chat/');
    // Following a link closes the menu again on a phone.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'chrome-mobile');
    await context.close();
  });
});
