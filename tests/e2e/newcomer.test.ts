import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiOk, type Tenant } from './api';
import { atStep, launch, openPage, unique } from './harness';
import {
  addInModal,
  atHash,
  companyCatalogSteps,
  companyProfileSteps,
  companySellerStep,
  english,
  fillLevel1,
  join,
  newPassword,
  next,
  sellerSteps,
  signIn,
  signOut,
  translator,
  type Journey,
  type Person,
  type Tr,
} from './journeys';
import { startServer, type RunningServer } from './referenceServer';
import { E2E_SERVICE } from './service';

// The journeys of newcomers on an empty store (docs/behaviour.md, "The product", "Screens and routes" and "States and transitions"), through the UI only:
// a server of its own on a new, empty data folder, whose stores exist only as the profiles an
// operator provisions. The API is only read, to check what the UI left on the server.

let server: RunningServer;
let browser: Browser;
/** The e2e service account's tokens: read-only checks of what the journeys left on the server. */
const service: Partial<Record<Tenant, string>> = {};
/** Each store as the server provisioned it, read before any test ran. */
const provisioned: Partial<Record<Tenant, { flags: string[]; lists: unknown[][] }>> = {};

const read = <T>(tenant: Tenant, path: string) =>
  apiOk<T>(server.port, tenant, 'GET', path, undefined, service[tenant]);
const storeId = async (tenant: Tenant) =>
  (await apiOk<Array<{ id: number }>>(server.port, tenant, 'GET', `/init/${tenant}.json`))[0]!.id;
const storeRecord = async (tenant: Tenant) => {
  const answer = await read<unknown>(tenant, `/v1/companyPO/${await storeId(tenant)}`);
  return (Array.isArray(answer) ? answer[0] : answer) as Record<string, unknown>;
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launch()]);
  for (const tenant of ['acme', 'globex'] as const) {
    const answer = await apiOk<{ access_token: string }>(
      server.port,
      tenant,
      'POST',
      '/auth/login',
      { username: E2E_SERVICE.username, password: E2E_SERVICE.password },
    );
    service[tenant] = answer.access_token;
  }
  for (const tenant of ['acme', 'globex'] as const) {
    const id = await storeId(tenant);
    const record = await storeRecord(tenant);
    provisioned[tenant] = {
      flags: Object.keys(record).filter((key) => /_over$/.test(key) && record[key]),
      lists: await Promise.all(
        [
          `/v1/l1CategoryPO/company_po_id/${id}`,
          `/v1/companySeller/company_po_id/${id}`,
          `/v1/companySellerProd/company_po_id/${id}`,
        ].map((list) => read<unknown[]>(tenant, list)),
      ),
    };
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.remove();
});

async function journey(tenant: Tenant, tr: Tr = english, hash = '/auth/login'): Promise<Journey> {
  const page = await openPage(browser, tenant, hash, server.port);
  if (tr !== english) {
    // The language is chosen on the page, as a user does.
    await page.getByLabel('Language').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  }
  return { page, tenant, at: server.port, tr };
}

/** Signs in on a fresh browser context (no storage of the earlier one): lands on the dashboard. */
async function returns(tenant: Tenant, username: string, tr: Tr = english) {
  const again = await journey(tenant, tr);
  await signIn(again, username, newPassword);
  await atHash(again, '#/dashboard/demo');
  await again.page.context().close();
}

const person = (firstName: string, lastName: string, prefix: string): Person => ({
  firstName,
  lastName,
  phone: '9820098765',
  username: unique(prefix),
});

describe('a newly provisioned store', { timeout: 180_000 }, () => {
  it('exists only as its profile: no owner, sellers, catalog, products or flags', () => {
    expect(Object.keys(server.setupCodes).sort()).toEqual(['acme', 'globex']);
    // Read before any newcomer came (beforeAll): the other suites claim both stores.
    expect(provisioned).toEqual({
      acme: { flags: [], lists: [[], [], []] },
      globex: { flags: [], lists: [[], [], []] },
    });
  });
});

// One store's newcomers, in order: the admin claims it, sellers join, the admin walks on.
describe(
  'newcomers on an empty store (acme, in English)',
  { timeout: 180_000, shuffle: false },
  () => {
    const admin = person('Rahul', 'Verma', 'owner');
    const first = person('Ravi', 'Kumar', 'seller');
    const second = person('Meena', 'Iyer', 'seller');
    let adminJourney: Journey;
    let before: Record<string, unknown>;
    const firstCategory = unique('Cookware ');
    const firstBusiness = unique('Kumar Cookware ');
    const secondBusiness = unique('Iyer Steel ');

    it('the first admin registers with the setup code, activates and changes the password', async () => {
      adminJourney = await journey('acme', english, '/auth/Register');
      await join(adminJourney, admin, 'company', server.setupCodes.acme);
      before = await storeRecord('acme');
    });

    it('a seller who joins before the admin did anything more walks all 12 steps', async () => {
      const seller = await journey('acme', english, '/auth/Register?as=seller');
      await join(seller, first, 'seller');
      // The store has no category yet: the seller makes the first one from step 1.
      await sellerSteps(seller, {
        product: 'Cast Iron Skillet',
        category: { add: firstCategory },
        brand: unique('Lodge '),
        zip: '560034',
        about: 'Ravi makes pans.',
        business: firstBusiness,
      });
      await signOut(seller, 'Ravi Kumar');
      await seller.page.context().close();
      const after = await storeRecord('acme');
      for (const key of ['about_us_text', 'terms_conditions', 'billing_area', 'billing_zip']) {
        expect(after[key], key).toEqual(before[key]);
      }
    });

    it('the admin then walks steps 2 to 11 and lands on /dashboard/demo', async () => {
      await companyProfileSteps(adminJourney, {
        email: 'office@acme.example.com',
        zip: '400004',
        about: 'Phones and audio since 2005.',
        terms: 'Returns within 7 days.',
      });
      const phones = unique('Phones ');
      await addInModal(adminJourney, (dialog) => fillLevel1(adminJourney, dialog, phones));
      await next(adminJourney);
      await companyCatalogSteps(adminJourney, phones, unique('A'));
      await companySellerStep(adminJourney, unique('Acme Direct '));
    });

    it('a second seller after the admin walks all 12 steps; the store keeps its own texts', async () => {
      before = await storeRecord('acme');
      expect(String(before.about_us_text)).toContain('Phones and audio since 2005.');
      const seller = await journey('acme', english, '/auth/Register?as=seller');
      await join(seller, second, 'seller');
      await sellerSteps(seller, {
        product: 'Steel Tawa',
        category: { pick: firstCategory },
        brand: unique('Prestige '),
        zip: '560001',
        about: 'Meena sells tawas.',
        business: secondBusiness,
      });
      await signOut(seller, 'Meena Iyer');
      await seller.page.context().close();
      const after = await storeRecord('acme');
      expect(String(after.about_us_text)).toContain('Phones and audio since 2005.');
      expect(after.billing_zip).toBe('400004');
      for (const key of ['about_us_text', 'terms_conditions', 'billing_area', 'billing_zip']) {
        expect(after[key], key).toEqual(before[key]);
      }
    });

    it('the admin sees each seller complete on the sellers’ onboarding page', async () => {
      const { page } = adminJourney;
      await page.goto(`${page.url().split('#')[0]}#/users/profile`);
      for (const business of [firstBusiness, secondBusiness]) {
        const row = page.locator('li[data-seller]', { hasText: business });
        await expect
          .poll(() => row.textContent(), { timeout: 30_000 })
          .toContain('Onboarding complete');
      }
    });

    it('each signs in again on a fresh browser to /dashboard/demo; one product per seller', async () => {
      await signOut(adminJourney, 'Rahul Verma');
      await adminJourney.page.context().close();
      for (const account of [admin, first, second]) await returns('acme', account.username);
      const id = await storeId('acme');
      const sellers = await read<Array<{ seller_id: number; seller_admin_email?: string }>>(
        'acme',
        `/v1/companySeller/company_po_id/${id}`,
      );
      const products = await read<Array<{ seller_id: number; prod_name: string }>>(
        'acme',
        `/v1/companySellerProd/company_po_id/${id}`,
      );
      expect(products.map((p) => p.prod_name).sort()).toEqual(['Cast Iron Skillet', 'Steel Tawa']);
      const owners = products.map((p) => p.seller_id);
      expect(new Set(owners).size).toBe(2);
      for (const owner of owners) expect(sellers.map((s) => s.seller_id)).toContain(owner);
    });
  },
);

describe('a store admin in Arabic (globex, right to left)', { timeout: 180_000 }, () => {
  it('walks start to end; a level 1 category made on /table/datatable lets step 6 advance', async () => {
    const ar = translator('ar');
    const admin = person('Rahul', 'Verma', 'owner');
    const walk = await journey('globex', ar, '/auth/Register');
    await join(walk, admin, 'company', server.setupCodes.globex);
    await companyProfileSteps(walk, {
      email: 'office@globex.example.com',
      zip: '400002',
      about: 'هواتف منذ 2005.',
      terms: 'الإرجاع خلال 7 أيام.',
    });
    // The category is made on the catalog page, not in the wizard: step 6 reads the fact.
    const level1 = unique('هواتف ');
    await walk.page.goto(`${walk.page.url().split('#')[0]}#/table/datatable`);
    await addInModal(walk, (dialog) => fillLevel1(walk, dialog, level1));
    await walk.page.goto(`${walk.page.url().split('#')[0]}#/auth/SignupProcess?val=6`);
    await atStep(walk.page, walk.tr('Level1 Category'));
    await next(walk);
    await companyCatalogSteps(walk, level1, unique('G'));
    await companySellerStep(walk, unique('Globex Direct '));
    expect(await walk.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await signOut(walk, 'Rahul Verma');
    await walk.page.context().close();
    await returns('globex', admin.username, ar);
  });
});
