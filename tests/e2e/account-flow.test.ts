import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  activationLink,
  axeAtBothWidths,
  fillRegisterForm,
  hash,
  launch,
  openPage,
  origin,
  screenshot,
  scriptsLoaded,
  setupCode,
  unique,
  visible,
} from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const password = 'first-Pass-42';
const newPassword = 'second-Pass-42';

async function register(
  page: Page,
  tenant: 'acme' | 'globex',
  username: string,
  kind: 'company' | 'seller',
) {
  await page.goto(`${origin(tenant)}/#/auth/Register${kind === 'seller' ? '?as=seller' : ''}`);
  await fillRegisterForm(page, {
    firstName: 'Asha',
    lastName: 'Rao',
    phone: '9876543210',
    username,
    password,
    // The first company admin claims the store with the code the server printed.
    ...(kind === 'company' ? { setupCode: setupCode(tenant) } : {}),
  });
  await visible(page.getByText('Thank you for Registering with us.'), `${kind} thank you`, page);
}

async function signIn(page: Page, username: string, pw: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(pw);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The form's error message (the app's empty toast region is an alert region too). */
/**
 * The back-office's own code (examples/app/backOfficeChunks.ts) is for the back-office: a screen
 * that loads it pays for the chrome and the store pages it never shows.
 */
async function expectNoBackOfficeCode(page: Page) {
  await page.waitForLoadState('networkidle');
  const scripts = await scriptsLoaded(page);
  expect(
    scripts.filter((file) => /^store-/.test(file)),
    scripts.join(', '),
  ).toEqual([]);
}

function formError(page: Page) {
  return page.getByRole('alert').filter({ hasText: /\S/ });
}

for (const kind of ['company', 'seller'] as const) {
  // One account's life, in order: registered, refused before activation, activated, …
  describe(`${kind} account flow`, { shuffle: false }, () => {
    const username = unique(kind === 'company' ? 'admin' : 'seller');
    let page: Page;

    beforeAll(async () => {
      page = await openPage(browser, 'acme', '/auth/login');
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it('registers and lands on the thank-you page', async () => {
      await register(page, 'acme', username, kind);
      await screenshot(page, `${kind}-thankyou`);
      await expect(
        page.getByRole('link', { name: 'Please Login your Account.' }).isVisible(),
      ).resolves.toBe(true);
      await expectNoBackOfficeCode(page);
    });

    it('refuses sign-in before activation', async () => {
      await page.goto(`${origin('acme')}/#/auth/login`);
      await signIn(page, username, password);
      const alert = formError(page);
      await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toMatch(/activate/i);
      await screenshot(page, `${kind}-signin-refused`);
    });

    it('activates through the mailed link and shows the verified message', async () => {
      const link = await activationLink('acme', username);
      expect(link).toMatch(kind === 'company' ? /activation=.*&a=/ : /activation=.*&b=/);
      await page.goto(link);
      const expected =
        kind === 'company'
          ? 'Your Email is Verified. Now you can login your admin account'
          : 'Your Email is Verified. Now you can login your seller account';
      await expect.poll(() => page.getByText(expected).isVisible(), { timeout: 30_000 }).toBe(true);
      // The refusal shown before the link was followed is gone.
      await expect(formError(page).count()).resolves.toBe(0);
      await screenshot(page, `${kind}-verified`);
    });

    it('forces a password change after the first sign-in', async () => {
      await signIn(page, username, password);
      const target = kind === 'company' ? '#/auth/ChangePassword' : '#/auth/ChangePasswordSeller';
      await expect.poll(() => hash(page), { timeout: 30_000 }).toBe(target);
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
      await screenshot(page, `${kind}-change-password`);
      await page.getByRole('button', { name: /submit|change|save/i }).click();
      const wizard =
        kind === 'company' ? '#/auth/SignupProcess?val=2' : '#/auth/SignupProcessSeller?val=1';
      await expect.poll(() => hash(page), { timeout: 30_000 }).toBe(wizard);
      // The router commits the new screen in a transition, after the hash changes: wait for it.
      // Each wizard opens at its first open step (Company Information for a new admin; Add Product).
      const screen = page.getByRole('heading', {
        level: 1,
        name: kind === 'company' ? 'Company Information' : 'Add Product',
      });
      await expect.poll(() => screen.isVisible(), { timeout: 30_000 }).toBe(true);
      await screenshot(page, `${kind}-wizard`);
      // Sign-in, the password change and the wizard, in this one document.
      await expectNoBackOfficeCode(page);
    });

    it('refuses the old password and accepts the new one', async () => {
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${origin('acme')}/#/auth/login`);
      await page.reload();
      await signIn(page, username, password);
      await expect
        .poll(() => formError(page).textContent(), { timeout: 30_000 })
        .toMatch(/invalid/i);
      await signIn(page, username, newPassword);
      const wizard =
        kind === 'company' ? '#/auth/SignupProcess?val=2' : '#/auth/SignupProcessSeller?val=1';
      await expect.poll(() => hash(page), { timeout: 30_000 }).toBe(wizard);
    });

    it('shows what the onboarding saved on /dashboard/demo, read from the server', async () => {
      await page.goto(`${origin('acme')}/#/dashboard/demo`);
      // The onboarding has only begun: the page says so and offers to continue it.
      await expect
        .poll(() => page.getByText('The onboarding is not finished yet.').isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);
      // One heading, and a true one: not 'set up' above 'not finished'.
      const [done, unfinished] =
        kind === 'company'
          ? ['Your store is set up', 'Your store is not set up yet']
          : ['Your seller account is set up', 'Your seller account is not set up yet'];
      await expect(page.getByRole('heading', { name: unfinished }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: done, exact: true }).count()).resolves.toBe(0);
      const region = page.getByRole('region', {
        name: kind === 'company' ? 'Company information' : 'Seller details',
      });
      await expect
        .poll(() => region.textContent(), { timeout: 30_000 })
        .toMatch(kind === 'company' ? /Acme Home Store/ : /Asha Rao/);
      await expect(region.getByTestId('data-skeleton').count()).resolves.toBe(0);
      expect(await axeAtBothWidths(page, `${kind} /dashboard/demo`)).toEqual([]);
      await screenshot(page, `${kind}-dashboard`);
    });

    it('cannot sign in on another tenant', async () => {
      const other = await openPage(browser, 'globex', '/auth/login');
      await signIn(other, username, newPassword);
      await expect
        .poll(() => formError(other).textContent(), { timeout: 30_000 })
        .toMatch(/invalid/i);
      await other.context().close();
    });
  });
}

describe('routing', () => {
  it('the empty path and unknown paths go to sign-in', async () => {
    const page = await openPage(browser, 'acme', '/');
    await expect.poll(() => hash(page)).toBe('#/auth/login');
    await page.goto(`${origin('acme')}/#/no/such/page`);
    await expect.poll(() => hash(page)).toBe('#/auth/login');
    await screenshot(page, 'signin');
    await page.context().close();
  });

  it('the guard sends a visitor without a session to sign-in and keeps the return path', async () => {
    const page = await openPage(browser, 'acme', '/dashboard/demo');
    await expect.poll(() => hash(page)).toMatch(/^#\/auth\/login\?returnTo=%2Fdashboard%2Fdemo$/);
    await page.context().close();
  });

  it('sign-in screen links to registration', async () => {
    const page = await openPage(browser, 'acme', '/auth/login');
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expect.poll(() => hash(page)).toBe('#/auth/Register');
    await page.getByRole('button', { name: 'Register' }).waitFor();
    await screenshot(page, 'register');
    await page.context().close();
  });
});
