import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { companyRecord, demoOwner, type Account } from './api';
import { atStep, launch, openPage, screenshot } from './harness';
import { startServer, type RunningServer } from './referenceServer';

/*
 * Faults (docs/behaviour.md, "Messages", "nothing typed is lost"): the API goes away while a wizard step
 * is saved, and `npm start` is stopped mid-wizard and started again. This file runs its own
 * server (`npm start`'s script, 127.0.0.1, its own data folder) so it can stop it and start it
 * again on the same folder and port; the shared server is not touched.
 */

const logo = path.resolve('tests/fixtures/images/pixel.png');
const NETWORK = 'The server could not be reached. Check your connection and try again.';

let server: RunningServer;
let browser: Browser;
let page: Page;
let admin: Account;

/** `npm start` again on the same data folder and port. */
async function restart() {
  server = await startServer({ command: 'start', port: server.port, dataDir: server.dataDir });
}

const press = (name: string) =>
  page.getByRole('button', { name, exact: true }).last().press('Enter');

/** A new browser context (no session, no drafts) signed in through the sign-in screen. */
async function signInFresh() {
  await page?.context().close();
  page = await openPage(browser, 'acme', '/auth/login', server.port);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

beforeAll(async () => {
  server = await startServer({ command: 'start' });
  [browser, admin] = await Promise.all([
    launch(),
    // `npm start` gives acme its demo owner (README, "Demo accounts").
    demoOwner(server.port, 'acme'),
  ]);
  await signInFresh();
  await atStep(page, 'Company Information');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.remove();
});

// One admin's wizard, in order: each fault starts where the test before left it.
describe('faults: nothing typed is lost', { shuffle: false }, () => {
  it('the API stops while a step is saved: the failure is shown, the values and the file are kept, and Save works once it is back', async () => {
    const values = {
      'Office Phone': '022 4000 1234',
      'Office Email': 'office@acme.example.com',
      Website: 'https://acme.example.com',
    };
    await page.getByLabel('Upload Logo').setInputFiles(logo);
    for (const [label, value] of Object.entries(values)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await server.stop();

    await press('Next');
    await expect
      .poll(() => page.getByText(NETWORK).first().isVisible(), { timeout: 30_000 })
      .toBe(true);
    await screenshot(page, 'faults-api-down');
    await atStep(page, 'Company Information');
    for (const [label, value] of Object.entries(values)) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    }
    await expect.poll(() => page.getByText('Chosen file: pixel.png').isVisible()).toBe(true);

    await restart();
    await press('Next');
    await atStep(page, 'Billing Name and Address');
    await expect
      .poll(() => page.getByText('Company Details Added Successfully').first().isVisible())
      .toBe(true);
    const record = await companyRecord(server.port, 'acme', admin);
    expect(record.office_email).toBe(values['Office Email']);
    expect(record.signup_page2_over).toBe(true);
    expect(String(record.logo_upload)).toMatch(/\/logo\.png$/);
  });

  it('`npm start` stopped mid-wizard (SIGTERM) and started again: every saved step is still there', async () => {
    await page.getByLabel('Area', { exact: true }).fill('Fort');
    await page.getByLabel('Zip', { exact: true }).fill('400001');
    await page.getByLabel('Province').selectOption('MH');
    await press('Next');
    await atStep(page, 'About Us');
    await page.getByRole('textbox', { name: 'About Us' }).click();
    await page.keyboard.type('Kitchenware since 1998.');
    await press('Next');
    await atStep(page, 'General Terms and Conditions');

    await server.stop('SIGTERM');
    await restart();
    // A fresh browser on the restarted server: only what the server kept can show.
    await signInFresh();
    await atStep(page, 'General Terms and Conditions');

    await press('Back');
    await atStep(page, 'About Us');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'About Us' }).textContent(), {
        timeout: 30_000,
      })
      .toContain('Kitchenware since 1998.');
    await press('Back');
    await atStep(page, 'Billing Name and Address');
    expect(await page.getByLabel('Zip', { exact: true }).inputValue()).toBe('400001');
    await press('Back');
    await atStep(page, 'Company Information');
    expect(await page.getByLabel('Office Email', { exact: true }).inputValue()).toBe(
      'office@acme.example.com',
    );
    const record = await companyRecord(server.port, 'acme', admin);
    for (const n of [2, 3, 4]) expect(record[`signup_page${n}_over`]).toBe(true);
    expect(record.billing_zip).toBe('400001');
    expect(String(record.about_us_text)).toContain('Kitchenware since 1998.');
  }, 150_000); // its parts bound themselves (stop 20 s, start 60 s, each step 30 s): above 60 s
});
