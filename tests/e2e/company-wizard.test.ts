import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  activationLink,
  atStep,
  axeAtBothWidths,
  fieldReads,
  richTextHolds,
  origin,
  fillRegisterForm,
  hash,
  launch,
  openPage,
  port,
  screenshot,
  unique,
  setupCode,
} from './harness';
import { apiOk } from './api';
import { addInModal as addThroughModal } from './journeys';

// The whole company onboarding against the reference API (docs/behaviour.md, "The product" and "States and transitions"): on globex,
// whose store has no owner yet (the account flow makes acme's first admin its owner).
const TENANT = 'globex';
const password = 'first-Pass-42';
const newPassword = 'second-Pass-42';
const logo = path.resolve('tests/fixtures/images/pixel.png');
const bannerImage = path.resolve('tests/fixtures/images/pixel.webp');

/** A JSON call to the reference API on the tenant's host; rejects unless 2xx. */
const call = <T>(method: string, urlPath: string, body?: unknown, token?: string) =>
  apiOk<T>(port(), TENANT, method, urlPath, body, token);

// Buttons are pressed with Enter: a success toast sits over the inline-end bottom corner, where
// the primary action is, for a few seconds after each save.
/** Add New, the modal filled by `fill`, Save; the toast says `added`; then Next. */
async function addInModal(
  page: Page,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
  added: string,
) {
  await addThroughModal({ page, tenant: TENANT, at: port(), tr: (text) => text }, fill);
  await expect
    .poll(() => page.getByText(added).first().isVisible(), { timeout: 30_000 })
    .toBe(true);
  // The step's Next comes after the table (whose pager has a Next page button too).
  await page.getByRole('button', { name: 'Next', exact: true }).last().press('Enter');
}

let browser: Browser;
let page: Page;
/** What the page reported as errors (shown when a step is not reached). */
const pageErrors: string[] = [];
const username = unique('owner');
// Step 11 edits the store's own seller record: no seller of that name needs to exist.
const sellerName = `Globex ${unique('Renamed')}`;

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser, TENANT, '/auth/Register');
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

// One admin's walk, then the same steps revisited: each test goes on from where the one before
// ended, so they run in order even in a shuffled run.
describe('company onboarding wizard', { shuffle: false }, () => {
  describe('end to end', () => {
    it('registers, activates, changes the password and lands on step 2', async () => {
      await fillRegisterForm(page, {
        firstName: 'Rahul',
        lastName: 'Verma',
        phone: '9820098765',
        username,
        password,
        // globex has no owner yet: its owner claims it with the code the server printed.
        setupCode: setupCode(TENANT),
      });
      await expect
        .poll(() => page.getByText('Thank you for Registering with us.').isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);
      await page.goto(await activationLink(TENANT, username));
      await expect
        .poll(
          () =>
            page
              .getByText('Your Email is Verified. Now you can login your admin account')
              .isVisible(),
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => hash(page), { timeout: 30_000 }).toBe('#/auth/ChangePassword');
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: /submit|change|save/i }).click();
      await atStep(page, 'Company Information');
      await expect.poll(() => hash(page), { timeout: 30_000 }).toBe('#/auth/SignupProcess?val=2');
    });

    it('?val=5 before step 2 is saved: the URL and the title name the step shown', async () => {
      await page.goto(`${origin(TENANT)}/#/auth/SignupProcess?val=5`);
      await atStep(page, 'Company Information');
      await expect.poll(() => hash(page), { timeout: 30_000 }).toBe('#/auth/SignupProcess?val=2');
      await expect
        .poll(() => page.title(), { timeout: 30_000 })
        .toBe('Company Information – Company onboarding – Storefront back-office');
    });

    it('saves steps 2 to 4 (a real PNG logo uploaded first)', async () => {
      await page.getByLabel('Upload Logo').setInputFiles(logo);
      await page.getByLabel('Office Phone').fill('022 4000 1234');
      await page.getByLabel('Office Email').fill('office@globex.example.com');
      await page.getByRole('button', { name: 'Next' }).press('Enter');
      await atStep(page, 'Billing Name and Address');
      await expect
        .poll(() => page.getByText('Company Details Added Successfully').first().isVisible())
        .toBe(true);
      await page.getByLabel('Area', { exact: true }).fill('Girgaon');
      await page.getByLabel('Zip', { exact: true }).fill('400004');
      await page.getByLabel('Province').selectOption('MH');
      await page.getByRole('button', { name: 'Next' }).press('Enter');
      await atStep(page, 'About Us');
      const about = page.getByRole('textbox', { name: 'About Us' });
      await about.click();
      await page.keyboard.type('Phones and audio since 2005.');
      await page.getByRole('button', { name: 'Next' }).press('Enter');
      await atStep(page, 'General Terms and Conditions');
      await expect.poll(() => hash(page)).toBe('#/auth/SignupProcess?val=5');
    });

    it('a reload mid-step resumes there with the typed and the saved values', async () => {
      const terms = page.getByRole('textbox', { name: 'General Terms and Conditions' });
      await terms.click();
      await page.keyboard.type('Returns within 7 days.');
      // The draft is written after a pause in typing: wait until the page has kept it.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              [localStorage, sessionStorage].some((storage) =>
                Object.keys(storage).some(
                  (key) =>
                    key.startsWith('sfo-draft:') &&
                    (storage.getItem(key) ?? '').includes('Returns within 7 days.'),
                ),
              ),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      // The reference server answers a revalidated index.html with a 304 carrying the non-HTML
      // policy (default-src 'none'), which blocks the app's scripts (reported to its owner).
      // Playwright turns the HTTP cache off while it routes requests: the reload is a full one.
      await page.route('**/*', (route) => route.continue());
      await page.reload();
      await atStep(page, 'General Terms and Conditions');
      await expect
        .poll(() => terms.textContent(), { timeout: 30_000 })
        .toContain('Returns within 7 days.');
      await page.getByRole('button', { name: 'Back' }).press('Enter');
      await atStep(page, 'About Us');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'About Us' }).textContent(), {
          timeout: 30_000,
        })
        .toContain('Phones and audio since 2005.');
      await screenshot(page, 'company-wizard-resumed');
      await page.getByRole('button', { name: 'Next' }).press('Enter');
      await atStep(page, 'General Terms and Conditions');
      await page.getByRole('button', { name: 'Next' }).press('Enter');
      await atStep(page, 'Level1 Category');
    });

    it('adds one of each catalog item (steps 6 to 10)', async () => {
      // The step's completion is held until Next has been pressed: Next waits for it (busy) rather
      // than being sent back by the facts read before the category existed.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const completion = '**/v1/companyPO/page6';
      await page.route(completion, async (route) => {
        await held;
        await route.continue();
      });
      await addInModal(
        page,
        async (dialog) => {
          await dialog.getByLabel('Category', { exact: true }).fill('Phones');
          await dialog.getByLabel('Description').fill('Smartphones and feature phones');
          await dialog.getByLabel('Order Id').fill('1');
        },
        'Level1 Category Added Successfully',
      );
      const next = page.getByRole('button', { name: 'Next', exact: true }).last();
      await expect.poll(() => next.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('true');
      await atStep(page, 'Level1 Category');
      release();
      await page.unroute(completion);
      await atStep(page, 'Level2 Category');
      await addInModal(
        page,
        async (dialog) => {
          await dialog.getByLabel('Level1 Category').selectOption({ label: 'Phones' });
          await dialog.getByLabel('Level2 Category').fill('Android');
          await dialog.getByLabel('Order ID').fill('1');
        },
        'Level2 Category Added Successfully',
      );
      await atStep(page, 'Level3 Category');
      await addInModal(
        page,
        async (dialog) => {
          await dialog.getByLabel('Level1 Category').selectOption({ label: 'Phones' });
          const level2 = dialog.getByLabel('Level2 Category', { exact: true });
          await expect
            .poll(() => level2.locator('option').count(), { timeout: 30_000 })
            .toBeGreaterThan(1);
          await level2.selectOption({ label: 'Android' });
          await dialog.getByLabel('Level3 Category', { exact: true }).fill('Foldables');
          await dialog.getByLabel('Level3 Category Order').fill('1');
        },
        'Level3 Category Added Successfully',
      );
      await atStep(page, 'Banners');
      await addInModal(
        page,
        async (dialog) => {
          await dialog.getByLabel('Category 1').selectOption({ label: 'Phones' });
          await dialog.getByLabel('Order Id').fill('1');
          await dialog.getByLabel('Banner Image').setInputFiles(bannerImage);
          await dialog.getByLabel('Banner Slogan').fill('New season phones');
          await dialog.getByLabel('Banner Button Text').fill('Shop now');
        },
        'Banner Added Successfully',
      );
      await atStep(page, 'Collections');
      await addInModal(
        page,
        async (dialog) => {
          await dialog.getByLabel('Collection Name').fill('Best Sellers');
        },
        'Collection Added Successfully',
      );
      await atStep(page, 'Seller Details');
    });

    it('saves the seller and lands on /dashboard/demo; the server holds what was entered', async () => {
      await page.getByLabel('Business Name').fill(sellerName);
      await page.getByLabel('Pan Number').fill('AAKFK1234L');
      await page.getByLabel('GSTIN Number').fill('27AAKFK1234L1Z2');
      await page.getByLabel('Commission Percentage').fill('8');
      await page.getByLabel('Maximum Products', { exact: true }).fill('500');
      await page.getByLabel('Office Phone').fill('9123456780');
      await page.getByLabel('Office Email').fill('sales@ravi.example.com');
      await page.getByRole('button', { name: 'Save' }).press('Enter');
      await expect.poll(() => hash(page), { timeout: 30_000 }).toBe('#/dashboard/demo');
      await screenshot(page, 'company-wizard-done');

      const [user] = await call<Array<{ access_token: string; company_po_id: number }>>(
        'POST',
        '/signinSeller',
        { username, pw: newPassword },
      );
      const token = user?.access_token;
      const record = await call<Record<string, unknown>>(
        'GET',
        `/v1/companyPO/${user?.company_po_id}`,
        undefined,
        token,
      ).then((answer) => (Array.isArray(answer) ? answer[0] : answer) as Record<string, unknown>);
      for (const page of [2, 3, 4, 5, 6, 8, 9, 10, 11]) {
        expect(record[`signup_page${page}_over`]).toBe(true);
      }
      expect(record.office_email).toBe('office@globex.example.com');
      expect(record.billing_zip).toBe('400004');
      expect(record.statelong).toBe('Maharashtra');
      expect(String(record.about_us_text)).toContain('Phones and audio since 2005.');
      expect(String(record.terms_conditions)).toContain('Returns within 7 days.');
      expect(String(record.logo_upload)).toMatch(/\/logo\.png$/);
      // The store's own seller record, found through the store, renamed by the form.
      const [seller] = await call<Array<Record<string, unknown>>>(
        'GET',
        `/v1/companyPO/${user?.company_po_id}/seller`,
        undefined,
        token,
      );
      expect(seller?.seller_business_name).toBe(sellerName);
      expect(seller?.seller_pan_number).toBe('AAKFK1234L');
      expect(seller?.seller_admin_gender).toBe(1);
    });
  });

  describe('every step revisited', () => {
    const reads = (label: string, value: string) => fieldReads(page, label, value);
    const richText = (name: string, text: string) => richTextHolds(page, name, text);
    const listed = (text: string) =>
      expect
        .poll(() => page.getByRole('cell', { name: text }).first().isVisible(), { timeout: 30_000 })
        .toBe(true);
    const back = () => page.getByRole('button', { name: 'Back' }).press('Enter');
    const forward = () =>
      page.getByRole('button', { name: 'Next', exact: true }).last().press('Enter');
    // Every step's axe violations at 1280 and 390 px (issue 46: none of any impact), gathered on
    // the first walk back and checked once at the end, so one run names them all.
    const violations: string[] = [];
    const scan = async (step: string) => violations.push(...(await axeAtBothWidths(page, step)));

    /** Steps 2 to 5 as saved above; `check` scans each once its values show. */
    async function formSteps(check: (step: string) => Promise<unknown> = async () => undefined) {
      await atStep(page, 'General Terms and Conditions');
      await richText('General Terms and Conditions', 'Returns within 7 days.');
      await check('General Terms and Conditions');
      await back();
      await atStep(page, 'About Us');
      await richText('About Us', 'Phones and audio since 2005.');
      await check('About Us');
      await back();
      await atStep(page, 'Billing Name and Address');
      await reads('Area', 'Girgaon');
      await reads('Zip', '400004');
      await reads('Province', 'MH');
      await check('Billing Name and Address');
      await back();
      await atStep(page, 'Company Information');
      await reads('Office Phone', '022 4000 1234');
      await reads('Office Email', 'office@globex.example.com');
      await expect
        .poll(() => page.locator('img[src*="logo.png"]').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await check('Company Information');
    }

    it('after a reload, each step shows what was saved, and again after a second Back', async () => {
      await page.goto(`${origin(TENANT)}/#/auth/SignupProcess?val=11`);
      await page.reload();
      await atStep(page, 'Seller Details');
      await reads('Business Name', sellerName);
      await reads('Pan Number', 'AAKFK1234L');
      await reads('GSTIN Number', '27AAKFK1234L1Z2');
      await reads('Office Phone', '9123456780');
      await reads('Office Email', 'sales@ravi.example.com');
      await scan('Seller Details');
      await back();
      await atStep(page, 'Collections');
      await listed('Best Sellers');
      await scan('Collections');
      await back();
      await atStep(page, 'Banners');
      await listed('New season phones');
      await scan('Banners');
      await back();
      await atStep(page, 'Level3 Category');
      await listed('Foldables');
      await scan('Level3 Category');
      await back();
      await atStep(page, 'Level2 Category');
      await listed('Android');
      await scan('Level2 Category');
      await back();
      await atStep(page, 'Level1 Category');
      await listed('Phones');
      await scan('Level1 Category');
      await back();
      await formSteps(scan);
      // Forward again (each form step saved once more), then every form step a second time.
      for (const name of ['Billing Name and Address', 'About Us', 'General Terms and Conditions']) {
        await forward();
        await atStep(page, name);
      }
      await formSteps();
      // Step 1, which a Back from step 2 does not reach (it saves nothing of its own).
      await page.goto(`${origin(TENANT)}/#/auth/SignupProcess?val=1`);
      await atStep(page, 'Register Details');
      await scan('Register Details');
      expect(violations).toEqual([]);
    });
  });
});
