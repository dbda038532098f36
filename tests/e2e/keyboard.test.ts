import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { companyAdmin } from './api';
import { animationsDone, axeAtBothWidths, launch, openPage, origin, unique } from './harness';
import { startServer, type RunningServer } from './referenceServer';

// The example app as a keyboard and screen-reader user meets it (docs/behaviour.md, "Keyboard and screen readers"): a title
// per route, focus on the new page's h1, a skip link that stays in the app, the direction that
// follows the language, and no axe violation of any impact on the whole document at 1280 and
// 390 px (WCAG 2.2 AA and best practices; page-level rules included: `region`,
// `page-has-heading-one`).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const APP = 'Storefront back-office';
/** What has focus: its tag, and its text when it is a heading. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return '';
    return /^H\d$/.test(active.tagName)
      ? `${active.tagName.toLowerCase()}: ${active.textContent}`
      : active.tagName.toLowerCase();
  });
const hash = (page: Page) => page.evaluate(() => window.location.hash);

/** Presses Tab until the element matched by `selector` has focus (fails after `limit`). */
async function tabTo(page: Page, selector: string, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${selector} with Tab`);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
}

// One page: the first test reads it as it opened (sign-in), the others go on from there.
describe('public pages by keyboard', { shuffle: false }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(browser, 'acme', '/auth/login');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('names each route in the title and moves focus to the new page’s h1', async () => {
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(`Sign In – ${APP}`);
    await settle(page);
    expect(await axeAtBothWidths(page, 'Sign In')).toEqual([]);
    await tabTo(page, 'a[href$="auth/Register"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => hash(page)).toBe('#/auth/Register');
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(`Create Account – ${APP}`);
    await expect.poll(() => focused(page), { timeout: 30_000 }).toMatch(/^h1: /);
    await settle(page);
    expect(await axeAtBothWidths(page, 'Create Account')).toEqual([]);
  });

  it('sets the direction with the language (Arabic from the switch is right-to-left)', async () => {
    await page.goto(`${origin('acme')}/#/auth/Register`);
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(`Create Account – ${APP}`);
    await tabTo(page, 'header select');
    // A closed select takes arrow keys: English → Hindi → Arabic; focus stays on the select.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await focused(page)).toBe('select');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect.poll(() => page.locator('.sfo-root').first().getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.title()).toBe('إنشاء حساب – المكتب الخلفي للمتجر');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('.sfo-root').first().getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.title()).toBe(`Create Account – ${APP}`);
  });
});

// One signed-in page: the first test reads it as sign-in left it, the others go on from there.
describe('signed-in pages by keyboard', { shuffle: false }, () => {
  let page: Page;
  // A server of its own: its acme is still unclaimed, so this admin becomes the owner with the
  // setup code the server printed (the shared server's acme belongs to another file's admin).
  let own: RunningServer | undefined;
  beforeAll(async () => {
    own = await startServer();
    const at = own.port;
    const admin = await companyAdmin(
      at,
      'acme',
      unique('kbd'),
      'keyboard-Pass-42',
      own.setupCodes.acme,
    );
    page = await openPage(browser, 'acme', '/auth/login', at);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
  });
  afterAll(async () => {
    await page?.context().close();
    await own?.stop();
    own?.remove();
  });

  it('the wizard page has one h1, the step title, which has focus after sign-in', async () => {
    // The title names the step once the step is known (before that, the wizard alone).
    await expect
      .poll(() => page.title(), { timeout: 30_000 })
      .toBe(`Company Information – Company onboarding – ${APP}`);
    await expect.poll(() => focused(page), { timeout: 30_000 }).toBe('h1: Company Information');
    expect(await page.locator('h1').count()).toBe(1);
    await settle(page);
    expect(await axeAtBothWidths(page, 'Company Information (wizard step 2)')).toEqual([]);
  });

  it('the skip link moves focus into main without leaving the page', async () => {
    await page.goto(`${origin('acme', own!.port)}/#/master/Summary`);
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(`Summary – ${APP}`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('main');
    expect(await hash(page)).toBe('#/master/Summary');
    // The page's heading is inside main: the next stop is in the page, not the header.
    expect(await page.locator('main h1').textContent()).toBe('Summary');
    await settle(page);
    expect(await axeAtBothWidths(page, 'Summary')).toEqual([]);
  });

  it('a side-menu link names the new page in the title and focuses its h1', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const link = menu.getByRole('link', { name: 'ViewPaymentAccount' });
    if (!(await link.isVisible()))
      await menu.getByRole('button', { name: 'Master' }).press('Enter');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hash(page)).toBe('#/master/ViewPaymentAccount');
    await expect.poll(() => page.title()).toBe(`ViewPaymentAccount – ${APP}`);
    await expect.poll(() => focused(page), { timeout: 30_000 }).toBe('h1: ViewPaymentAccount');
    await settle(page);
    expect(await axeAtBothWidths(page, 'ViewPaymentAccount')).toEqual([]);
  });

  it('the header’s language switch changes the page on a choice and keeps focus; Arabic is right-to-left', async () => {
    // Signed in (the first stop is the wizard), then on a page of the chrome.
    await expect.poll(() => page.title(), { timeout: 30_000 }).not.toBe(`Sign In – ${APP}`);
    await page.goto(`${origin('acme', own!.port)}/#/master/Summary`);
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(`Summary – ${APP}`);
    // Found by place, not name: its name is translated with each choice.
    const language = page.getByRole('banner').locator('[data-part="language"]');
    const onSwitch = () =>
      page.evaluate(
        () => document.activeElement === document.querySelector('header [data-part="language"]'),
      );
    const lang = () => page.evaluate(() => document.documentElement.lang);
    await language.focus();
    // Arrow keys move through the list; only Enter changes the page (WCAG 3.2.2).
    await page.keyboard.press('ArrowDown');
    expect(await lang()).toBe('en');
    for (const [steps, code, own] of [
      [2, 'ar', 'العربية'],
      [-1, 'hi', 'हिन्दी'],
      [-1, 'en', 'English'],
    ] as const) {
      await page.keyboard.press('Enter');
      for (let i = 0; i < Math.abs(steps); i += 1) {
        await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
      }
      expect(await lang()).not.toBe(code);
      await page.keyboard.press('Enter');
      await expect.poll(lang).toBe(code);
      // Once the language's strings have arrived and the chrome has re-rendered with them.
      await expect.poll(() => language.textContent()).toContain(own);
      await settle(page);
      expect(await onSwitch()).toBe(true);
      if (code === 'ar') {
        await expect.poll(() => page.locator('.sfo-root').first().getAttribute('dir')).toBe('rtl');
      }
    }
    await expect.poll(() => page.locator('.sfo-root').first().getAttribute('dir')).toBe('ltr');
  });

  it('the full-layout pages and the dashboard have no violations either', async () => {
    for (const [route, title] of [
      ['/maintenance', 'Under maintenance'],
      ['/dashboard/default', 'Default'],
      ['/table/datatable', 'Data Tables'],
    ] as const) {
      await page.goto(`${origin('acme', own!.port)}/#${route}`);
      await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(`${title} – ${APP}`);
      // The page itself, not only its title: its chunk may still be on the way.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      expect(await axeAtBothWidths(page, route)).toEqual([]);
    }
  });
});
