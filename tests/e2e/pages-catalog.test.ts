import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axeAtBothWidths,
  hash,
  launch,
  openPage,
  origin,
  port,
  screenshot,
  unique,
  visible,
} from './harness';
import { E2E_SERVICE } from './service';

/*
 * The example's store pages against the reference API (docs/behaviour.md, "Signed-in layouts"):
 * the catalog browser, the company settings edited with the wizard's own steps, the onboarding
 * summary, the master pages without a data model and the error page on a route error.
 *
 * On acme, signed in with the store's service token (docs/api-contract.md: it acts for the store)
 * so that no company admin activates here: the account flow's test makes acme's first admin its
 * owner and expects the wizard to resume at step 2, so this test saves only page 3 (billing),
 * which leaves the resume step where it is.
 */
const TENANT = 'acme';

/** A JSON call to the reference API on acme's host (Node cannot resolve *.localhost). */
function call<T>(method: string, urlPath: string, body?: unknown, token?: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        method,
        path: `/api${urlPath}`,
        headers: {
          host: `${TENANT}.localhost:${port()}`,
          version: '1.0',
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          (res.statusCode ?? 500) < 300
            ? resolve((text ? JSON.parse(text) : null) as T)
            : reject(new Error(`${method} ${urlPath} ${res.statusCode}: ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

let browser: Browser;
let page: Page;
let token: string;
let companyId: number;
const pageErrors: string[] = [];
/** A word only this run's categories carry, so the search finds exactly them. */
const tag = unique('shelf');

async function go(path: string) {
  await page.goto(`${origin(TENANT)}/#${path}`);
}

/** A fresh browser context signed in with the service token, as the sign-in screen stores a session. */
async function signedInPage(): Promise<Page> {
  const fresh = await openPage(browser, TENANT, '/auth/login');
  await fresh.evaluate(
    ({ accessToken, company }) => {
      const user = {
        user_id: 0,
        username: 'acme.service',
        first_name: 'Store',
        last_name: 'Service',
        kind: 'company',
        pw_changed: true,
        access_token: accessToken,
        company_po_id: company,
      };
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('username', user.username);
      localStorage.setItem('user_id', String(user.user_id));
      localStorage.setItem('lang', 'en');
    },
    { accessToken: token, company: companyId },
  );
  return fresh;
}

beforeAll(async () => {
  ({ access_token: token } = await call<{ access_token: string }>('POST', '/auth/login', {
    username: E2E_SERVICE.username,
    password: E2E_SERVICE.password,
  }));
  const [profile] = await call<Array<{ id: number }>>('GET', `/init/${TENANT}.json`);
  companyId = profile!.id;
  // Six level 1 categories of this run: more than one page of five.
  for (let n = 1; n <= 6; n++) {
    await call(
      'POST',
      '/v1/l1CategoryPO',
      {
        level1_name: `${tag} ${n}`,
        description: `Aisle ${n} of ${tag}`,
        level1_order_id: n,
        company_po_id: companyId,
      },
      token,
    );
  }
  browser = await launch();
  page = await signedInPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

describe('the store pages of the example', () => {
  it('browses the catalog: search, paging, and a level 1 category created through the modal', async () => {
    await go('/table/datatable');
    const table = page.getByRole('table', { name: 'Level1 Category' });
    await visible(table);
    expect(
      await page.getByRole('tab', { name: /^Level 1 categories/ }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(tag);
    const rows = table.getByRole('row');
    // A header row and five of the six categories: page 1 of 2. Every data row is this run's (the
    // shared store has other categories: counting alone could pass before the search applies).
    const dataRows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect
      .poll(async () => (await dataRows.allInnerTexts()).filter((text) => text.includes(tag)), {
        timeout: 10_000,
      })
      .toHaveLength(5);
    expect(await dataRows.count()).toBe(5);
    expect(await rows.count()).toBe(6);
    // The search has settled (the table is no longer busy): the library sends the table back to
    // page 1 in an effect after the filtered rows paint, and a click inside that window was lost.
    await expect.poll(() => page.locator('[data-loading]').count()).toBe(0);
    const pager = page.getByRole('navigation', { name: 'Level1 Category pagination' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await expect
      .poll(() => table.getByRole('cell', { name: `${tag} 6`, exact: true }).isVisible())
      .toBe(true);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
    await expect.poll(() => rows.count()).toBe(7);
    await screenshot(page, 'pages-catalog-level1');

    // Add New opens the wizard's Level1 modal; the new row shows once the list is fetched again.
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Category').fill(`${tag} new`);
    await dialog.getByLabel('Description').fill('Made through the modal');
    await dialog.getByLabel('Order Id').fill('7');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Level1 Category Added Successfully').first());
    await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
    await expect
      .poll(() => table.getByRole('cell', { name: `${tag} new`, exact: true }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    const stored = await call<Array<{ level1_name: string }>>(
      'GET',
      `/v1/l1CategoryPO/company_po_id/${companyId}`,
      undefined,
      token,
    );
    expect(stored.map((row) => row.level1_name)).toContain(`${tag} new`);

    // Remove asks first; once confirmed the row goes, on the page and on the server.
    await table.getByRole('button', { name: `Remove ${tag} new` }).click();
    const question = page.getByRole('dialog', { name: 'Remove this entry?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Remove', exact: true }).click();
    await visible(page.getByText(`“${tag} new” removed`).first());
    await expect
      .poll(() => table.getByRole('cell', { name: `${tag} new`, exact: true }).count(), {
        timeout: 30_000,
      })
      .toBe(0);
    const after = await call<Array<{ level1_name: string }>>(
      'GET',
      `/v1/l1CategoryPO/company_po_id/${companyId}`,
      undefined,
      token,
    );
    expect(after.map((row) => row.level1_name)).not.toContain(`${tag} new`);

    // Another list, by its tab; the address keeps the choice.
    await page.getByRole('tab', { name: /^Collections/ }).click();
    await expect.poll(() => hash(page)).toBe('#/table/datatable?list=collections');
    await visible(page.getByRole('heading', { name: 'Collections', level: 3 }));
  });

  it('edits the billing address with the wizard’s own step and reads it back from the server', async () => {
    await go('/form/inputs');
    const area = page.getByLabel('Area', { exact: true });
    await visible(area);
    const areaName = `Koramangala ${tag}`;
    await area.fill(areaName);
    await page.getByLabel('Zip', { exact: true }).fill('560034');
    await page.getByLabel('Province').selectOption('KA');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Billing Details Added Successfully').first());
    const [record] = await call<Array<{ billing_area: string; signup_page3_over: boolean }>>(
      'GET',
      `/v1/companyPO/${companyId}`,
      undefined,
      token,
    );
    expect(record!.billing_area).toBe(areaName);
    expect(record!.signup_page3_over).toBe(true);
    await screenshot(page, 'pages-settings-billing');
    // A reload shows the stored value, not a draft.
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Area', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe(areaName);
  });

  it('shows the onboarding summary: steps from the page flags, catalog counts linking to the lists', async () => {
    await go('/master/Summary');
    await visible(page.getByRole('heading', { name: 'Onboarding summary' }));
    const steps = page.getByRole('heading', { name: /^\d+ of 11 steps done$/ });
    await visible(steps);
    await visible(page.getByRole('link', { name: 'Open step 3: Billing Name and Address' }));
    const level1 = await call<unknown[]>(
      'GET',
      `/v1/l1CategoryPO/company_po_id/${companyId}`,
      undefined,
      token,
    );
    const tile = page.getByRole('link', { name: 'Level 1 categories' });
    await visible(tile);
    await expect
      .poll(() => tile.locator('xpath=ancestor::div[1]').locator('dd').textContent())
      .toBe(String(level1.length));
    await screenshot(page, 'pages-summary');
    await tile.click();
    await expect.poll(() => hash(page)).toBe('#/table/datatable?list=level1');
  });

  it('shows an honest empty state on each master page without a data model', async () => {
    for (const [path, title] of [
      ['ViewExpense', 'No expenses to show'],
      ['ViewPaymentAccount', 'No payment accounts to show'],
      ['ViewExpenseAccount', 'No expense accounts to show'],
    ] as const) {
      await go(`/master/${path}`);
      await visible(page.getByRole('heading', { name: title }));
      await visible(page.getByText('No data model'));
      await visible(page.getByRole('link', { name: 'See the onboarding summary' }));
    }
    await screenshot(page, 'pages-master-empty');
  });

  it('shows the error page with a retry when a route fails, and the page after the retry', async () => {
    // In a fresh page (this one has the summary's chunk already), that chunk cannot be fetched:
    // the error page shows inside the chrome, instead of a blank screen.
    const fresh = await signedInPage();
    const chunk = /SummaryPage-[^/]*\.js$/;
    try {
      await fresh.route(chunk, (route) => route.abort());
      await fresh.goto(`${origin(TENANT)}/#/master/Summary`);
      await visible(fresh.getByRole('heading', { name: 'Something went wrong' }));
      await visible(fresh.getByRole('navigation', { name: 'Main menu' }));
      await screenshot(fresh, 'pages-route-error');
      await fresh.unroute(chunk);
      await fresh.getByRole('button', { name: 'Try again' }).click();
      await visible(fresh.getByRole('heading', { name: 'Onboarding summary' }));
    } finally {
      await fresh.context().close();
    }
    expect(pageErrors).toEqual([]);
  });

  it('reads right to left in Arabic on a phone, nothing wider than the screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const small = await phone.newPage();
    try {
      await small.goto(`${origin(TENANT)}/#/auth/login`);
      await small.evaluate(
        ({ accessToken, company }) => {
          localStorage.setItem(
            'user',
            JSON.stringify({
              user_id: 0,
              username: 'acme.service',
              first_name: 'Store',
              last_name: 'Service',
              kind: 'company',
              pw_changed: true,
              access_token: accessToken,
              company_po_id: company,
            }),
          );
          localStorage.setItem('lang', 'ar');
        },
        { accessToken: token, company: companyId },
      );
      for (const [path, heading] of [
        ['/table/datatable', 'الكتالوج'],
        ['/master/Summary', 'ملخص الإعداد'],
        ['/form/wizard', 'من نحن والشروط'],
        ['/master/ViewExpense', 'لا توجد مصروفات لعرضها'],
      ] as const) {
        await small.goto(`${origin(TENANT)}/#${path}`);
        await small.reload();
        await visible(small.getByRole('heading', { name: heading, level: 2 }));
        expect(await small.evaluate(() => document.documentElement.dir)).toBe('rtl');
        const overflow = await small.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        await screenshot(small, `pages-rtl-phone${path.replace(/\W+/g, '-')}`);
      }
    } finally {
      await phone.close();
    }
  });

  it('has no axe violations on the store pages, at 1280 and 390 px', async () => {
    const violations: string[] = [];
    for (const [route, heading] of [
      ['/table/datatable', 'Level1 Category'],
      ['/master/Summary', 'Onboarding summary'],
      ['/form/inputs', 'Billing address'],
      ['/form/wizard', 'About us and terms'],
      ['/master/ViewPaymentAccount', 'No payment accounts to show'],
      ['/error', 'Something went wrong'],
      ['/authentication', 'Authentication'],
      ['/comingsoon', 'Coming soon'],
      ['/maintenance', 'Under maintenance'],
    ] as const) {
      await go(route);
      await visible(page.getByRole('heading', { name: heading }));
      violations.push(...(await axeAtBothWidths(page, route)));
    }
    expect(violations).toEqual([]);
  });

  it('shows the full-layout pages', async () => {
    for (const [path, title] of [
      ['/error', 'Something went wrong'],
      ['/authentication', 'Authentication'],
      ['/comingsoon', 'Coming soon'],
      ['/maintenance', 'Under maintenance'],
    ] as const) {
      await go(path);
      await visible(page.getByRole('heading', { name: title, level: 1 }));
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Check again' }).click();
    await visible(page.getByText('The back-office answers again.'));
    await screenshot(page, 'pages-maintenance');
  });
});
