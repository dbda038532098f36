import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BackofficeApi } from '../../../src/api/BackofficeApi';
import { createHttpApi } from '../../../src/api/http';
import type { CompanyPages } from '../../../src/api/types';
import {
  companyPages,
  productInput,
  registerInput,
  sellerUpdate,
  variantsInput,
} from '../../contract/fixtures';
import { startRecordingServer, type RecordingServer } from './recordingServer';

// One case per row of docs/api-contract.md (docs/behaviour.md, "Calls"): what goes on the wire, to the byte that
// matters, and what the adapter makes of the answer. POST /auth/login is covered in transport tests.

const NOW = new Date('2025-03-01T08:30:00.000Z');
const pages = companyPages('t1');
const { billing_name: _dropped, ...page3Sent } = pages[3];
const seller = sellerUpdate({ company_id: 1, seller_id: 31 }, 'Kumar Traders');
const { seller_id: _storeSellerId, ...storeSeller } = sellerUpdate(
  { company_id: 1, seller_id: 7 },
  'Acme Direct',
);
const shopBilling = {
  gstin_number: '27AACCA1234F1Z5',
  billing_addressline1: '12 Park Road',
  billing_addressline2: null,
  billing_street_no: null,
  billing_street_name: null,
  billing_area: 'Fort',
  billing_region: null,
  billing_zip: '400001',
  billing_stateshort: 'MH',
  billing_country: 'India',
  billing_countryshort: 'IN',
  statelong: 'Maharashtra',
};
const facts = {
  company_information: true,
  billing: true,
  about_us: false,
  terms: false,
  level1: true,
  level2: false,
  level3: false,
  banners: false,
  collections: false,
  product: false,
  variants: false,
  logo: false,
  details: false,
};

interface Row {
  call: (api: BackofficeApi) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Whether the call carries the account token (public calls carry none). */
  auth: boolean;
  /** The exact JSON body; absent for GETs. */
  body?: unknown;
  /** What the recording server answers. */
  reply?: unknown;
  /** What the adapter resolves with. */
  result?: unknown;
}

const admin = {
  user_id: 7,
  username: 'kiran@example.com',
  first_name: 'Kiran',
  last_name: null,
  activated: true,
  owner: false,
};

const rows: Record<string, Row> = {
  'POST /signinSeller': {
    call: (api) => api.account.signIn({ username: 'asha', pw: 'secret' }),
    method: 'POST',
    path: '/signinSeller',
    auth: false,
    body: { username: 'asha', pw: 'secret' },
    reply: [{ user_id: 5, username: 'asha', kind: 'company', pw_changed: false }],
    result: [{ user_id: 5, username: 'asha', kind: 'company', pw_changed: false }],
  },
  'POST /v1/companyPO/activation': {
    call: (api) => api.account.activate('company', { activation: 'tok', iv: 'iv1' }),
    method: 'POST',
    path: '/v1/companyPO/activation',
    auth: false,
    body: { activation: 'tok', iv: 'iv1' },
    reply: { activated: true, kind: 'company', username: 'asha' },
    result: { activated: true, kind: 'company', username: 'asha' },
  },
  'POST /v1/companySeller/activation': {
    call: (api) => api.account.activate('seller', { activation: 'tok', iv: 'iv2' }),
    method: 'POST',
    path: '/v1/companySeller/activation',
    auth: false,
    body: { activation: 'tok', iv: 'iv2' },
    reply: { activated: true, kind: 'seller' },
    result: { activated: true, kind: 'seller' },
  },
  'POST /v1/companyPO/changepassword': {
    call: (api) => api.account.changePassword('company', 5, { pw: 'N3w#pass', cpw: 'N3w#pass' }),
    method: 'POST',
    path: '/v1/companyPO/changepassword',
    auth: true,
    body: {
      pw: 'N3w#pass',
      cpw: 'N3w#pass',
      pw_changed_date: NOW.toISOString(),
      user_po_id: 5,
      pw_changed: true,
    },
    reply: { ok: true, access_token: 'new-token' },
    result: { access_token: 'new-token' },
  },
  'POST /v1/companySeller/changepassword': {
    call: (api) => api.account.changePassword('seller', 8, { pw: 'N3w#pass', cpw: 'N3w#pass' }),
    method: 'POST',
    path: '/v1/companySeller/changepassword',
    auth: true,
    body: {
      pw: 'N3w#pass',
      cpw: 'N3w#pass',
      pw_changed_date: NOW.toISOString(),
      user_seller_id: 8,
      pw_changed: true,
    },
    result: {},
  },
  'GET /v1/register/Username/{username}': {
    call: (api) => api.account.isUsernameTaken('asha v/2'),
    method: 'GET',
    path: '/v1/register/Username/asha%20v%2F2',
    auth: false,
    reply: [{ username: 'asha v/2' }],
    result: true,
  },
  'POST /v1/register': {
    call: (api) => api.account.register(registerInput('asha', { kind: 'seller' })),
    method: 'POST',
    path: '/v1/register',
    auth: false,
    body: registerInput('asha', { kind: 'seller' }),
    reply: { user_id: 9, username: 'asha', kind: 'seller' },
    result: { user_id: 9, username: 'asha', kind: 'seller' },
  },
  'GET /init/{label}.json': {
    call: (api) => api.tenant.resolve('acme'),
    method: 'GET',
    path: '/init/acme.json',
    auth: false,
    reply: [{ id: 1, business_name: 'Acme' }],
    result: { id: 1, business_name: 'Acme' },
  },
  'POST /v1/companyPO/invitations': {
    call: (api) => api.invitations.create(1, { email: 'kiran@example.com', current_pw: 'pw-1' }),
    method: 'POST',
    path: '/v1/companyPO/invitations',
    auth: true,
    body: { email: 'kiran@example.com', company_po_id: 1, current_pw: 'pw-1' },
    reply: { email: 'kiran@example.com', expires_at: '2025-01-18T12:00:00.000Z' },
    result: { email: 'kiran@example.com', expires_at: '2025-01-18T12:00:00.000Z' },
  },
  'POST /v1/signout': {
    // The token signed out is the one given (the session's, which the kit has just cleared).
    call: (api) => api.account.signOut('account-token'),
    method: 'POST',
    path: '/v1/signout',
    auth: true,
    body: {},
    reply: { revoked: true },
  },
  'POST /v1/sessions/revoke': {
    call: (api) => api.account.revokeSessions({ current_pw: 'pw-1' }),
    method: 'POST',
    path: '/v1/sessions/revoke',
    auth: true,
    body: { current_pw: 'pw-1' },
    reply: { ok: true, access_token: 'new-token' },
    result: { access_token: 'new-token' },
  },
  'POST /v1/register/resendActivation': {
    call: (api) => api.account.resendActivation('asha@example.com'),
    method: 'POST',
    path: '/v1/register/resendActivation',
    auth: false,
    body: { username: 'asha@example.com' },
    reply: { sent: true },
  },
  'POST /v1/register/invitation': {
    call: (api) => api.invitations.lookup('s3cret'),
    method: 'POST',
    path: '/v1/register/invitation',
    auth: false,
    body: { invitation: 's3cret' },
    reply: { email: 'kiran@example.com', expires_at: '2025-01-18T12:00:00.000Z' },
    result: { email: 'kiran@example.com', expires_at: '2025-01-18T12:00:00.000Z' },
  },
  'GET /v1/companyPO/{companyId}/invitations': {
    call: (api) => api.invitations.list(1),
    method: 'GET',
    path: '/v1/companyPO/1/invitations',
    auth: true,
    reply: [
      { invitation_id: 4, email: 'kiran@example.com', expires_at: '2025-01-18T12:00:00.000Z' },
    ],
    result: [
      { invitation_id: 4, email: 'kiran@example.com', expires_at: '2025-01-18T12:00:00.000Z' },
    ],
  },
  'DELETE /v1/companyPO/{companyId}/invitations/{invitationId}': {
    call: (api) => api.invitations.revoke(1, 4),
    method: 'DELETE',
    path: '/v1/companyPO/1/invitations/4',
    auth: true,
    reply: { revoked: true },
  },
  'GET /v1/companyPO/{companyId}/admins': {
    call: (api) => api.admins.list(1),
    method: 'GET',
    path: '/v1/companyPO/1/admins',
    auth: true,
    reply: [admin],
    result: [admin],
  },
  'DELETE /v1/companyPO/{companyId}/admins/{userId}': {
    call: (api) => api.admins.remove(1, 7, { current_pw: 'pw-1' }),
    method: 'DELETE',
    path: '/v1/companyPO/1/admins/7',
    auth: true,
    body: { current_pw: 'pw-1' },
    reply: { removed: true },
  },
  'POST /v1/companyPO/{companyId}/owner': {
    call: (api) => api.admins.transferOwnership(1, 7, { current_pw: 'pw-1' }),
    method: 'POST',
    path: '/v1/companyPO/1/owner',
    auth: true,
    body: { user_po_id: 7, current_pw: 'pw-1' },
    reply: { owner: 7 },
  },
  'GET /v1/companyPO/{companyId}': {
    call: (api) => api.company.get(1),
    method: 'GET',
    path: '/v1/companyPO/1',
    auth: true,
    reply: [{ id: 1, signup_page2_over: true }],
    result: { id: 1, signup_page2_over: true },
  },
  'GET /v1/country': {
    call: (api) => api.reference.countries(),
    method: 'GET',
    path: '/v1/country',
    auth: false,
    reply: [{ id: 'IND', name: 'India', shortname: 'IN' }],
    result: [{ id: 'IND', name: 'India', shortname: 'IN' }],
  },
  'GET /v1/countryProvince/Country/{countryId}': {
    call: (api) => api.reference.provinces('IND'),
    method: 'GET',
    path: '/v1/countryProvince/Country/IND',
    auth: false,
    reply: [{ shortname: 'MH', longname: 'Maharashtra' }],
    result: [{ shortname: 'MH', longname: 'Maharashtra' }],
  },
  'GET /v1/companyBrand/company_po_id/{id}': {
    call: (api) => api.brands.list(1),
    method: 'GET',
    path: '/v1/companyBrand/company_po_id/1',
    auth: true,
    reply: [{ brand_id: 3, brand_name: 'Acme Basics', company_po_id: 1 }],
    result: [{ brand_id: 3, brand_name: 'Acme Basics', company_po_id: 1 }],
  },
  'POST /v1/companyBrand': {
    call: (api) => api.brands.create(1, { brand_name: 'Acme Basics' }),
    method: 'POST',
    path: '/v1/companyBrand',
    auth: true,
    body: { brand_name: 'Acme Basics', company_po_id: 1 },
    reply: { brand_id: 3, brand_name: 'Acme Basics', company_po_id: 1 },
    result: { brand_id: 3, brand_name: 'Acme Basics', company_po_id: 1 },
  },
  'GET /v1/l1CategoryPO/company_po_id/{id}': {
    call: (api) => api.level1.list(1),
    method: 'GET',
    path: '/v1/l1CategoryPO/company_po_id/1',
    auth: true,
    reply: [{ level1_id: 4 }],
    result: [{ level1_id: 4 }],
  },
  'POST /v1/l1CategoryPO': {
    call: (api) =>
      api.level1.create(1, { level1_name: 'Kitchen', description: 'Pots', level1_order_id: 2 }),
    method: 'POST',
    path: '/v1/l1CategoryPO',
    auth: true,
    body: { level1_name: 'Kitchen', description: 'Pots', level1_order_id: 2, company_po_id: 1 },
    reply: { level1_id: 4 },
    result: { level1_id: 4 },
  },
  'GET /v1/l2CategoryPO/company_po_id/{id}': {
    call: (api) => api.level2.list(1),
    method: 'GET',
    path: '/v1/l2CategoryPO/company_po_id/1',
    auth: true,
    reply: [{ level2_id: 5 }],
    result: [{ level2_id: 5 }],
  },
  'POST /v1/l2CategoryPO': {
    call: (api) =>
      api.level2.create(1, {
        level1_id: 4,
        level2_name: 'Cookware',
        level2_order_id: 1,
        level1_name: 'Kitchen',
      }),
    method: 'POST',
    path: '/v1/l2CategoryPO',
    auth: true,
    body: {
      level1_id: 4,
      level2_name: 'Cookware',
      level2_order_id: 1,
      level1_name: 'Kitchen',
      company_po_id: 1,
    },
    reply: { level2_id: 5 },
    result: { level2_id: 5 },
  },
  'GET /v1/l3CategoryPO/company_po_id/{id}': {
    call: (api) => api.level3.list(1),
    method: 'GET',
    path: '/v1/l3CategoryPO/company_po_id/1',
    auth: true,
    reply: [{ level3_id: 6 }],
    result: [{ level3_id: 6 }],
  },
  'POST /v1/l3CategoryPO': {
    call: (api) =>
      api.level3.create(1, {
        level1_id: 4,
        level2_id: 5,
        level3_name: 'Kettles',
        level3_order_id: 3,
        level1_name: 'Kitchen',
        level2_name: 'Cookware',
      }),
    method: 'POST',
    path: '/v1/l3CategoryPO',
    auth: true,
    body: {
      level1_id: 4,
      level2_id: 5,
      level3_name: 'Kettles',
      level3_order_id: 3,
      level1_name: 'Kitchen',
      level2_name: 'Cookware',
      company_po_id: 1,
    },
    reply: { level3_id: 6 },
    result: { level3_id: 6 },
  },
  'GET /v1/companySellerProd/company_po_id/{id}': {
    call: (api) => api.products.list(1),
    method: 'GET',
    path: '/v1/companySellerProd/company_po_id/1',
    auth: true,
    reply: [{ prod_id: 77, prod_name: 'Kettle' }],
    result: [{ prod_id: 77, prod_name: 'Kettle' }],
  },
  'GET /v1/companySellerProd/{prod_id}': {
    call: (api) => api.products.get(77),
    method: 'GET',
    path: '/v1/companySellerProd/77',
    auth: true,
    reply: [{ prod_id: 77, prod_name: 'Kettle' }],
    result: { prod_id: 77, prod_name: 'Kettle' },
  },
  'POST /v1/companySellerProd': {
    call: (api) =>
      api.products.create(productInput({ company_id: 1, seller_id: 31, category1_id: 4 }, 't1')),
    method: 'POST',
    path: '/v1/companySellerProd',
    auth: true,
    body: {
      ...productInput({ company_id: 1, seller_id: 31, category1_id: 4 }, 't1'),
      category2_id: null,
      category3_id: null,
    },
    reply: [{ rows: [{ prod_id: 77 }] }],
    result: 77,
  },
  'POST /v1/companySellerProd/page2': {
    call: (api) => api.products.saveVariants(variantsInput(77)),
    method: 'POST',
    path: '/v1/companySellerProd/page2',
    auth: true,
    body: variantsInput(77),
    result: undefined,
  },
  'POST /v1/companyPO/page2': {
    call: (api) => {
      // A form-only value must not reach the wire.
      const values = { ...pages[2], logo_file: 'C:\\fakepath\\logo.png' } as CompanyPages[2];
      return api.company.savePage(2, 1, values);
    },
    method: 'POST',
    path: '/v1/companyPO/page2',
    auth: true,
    body: { ...pages[2], id: 1 },
    result: undefined,
  },
  'POST /v1/companyPO/page3': {
    call: (api) => api.company.savePage(3, 1, pages[3]),
    method: 'POST',
    path: '/v1/companyPO/page3',
    auth: true,
    body: { ...page3Sent, id: 1 },
    result: undefined,
  },
  'POST /v1/companyPO/page4': {
    call: (api) => api.company.savePage(4, 1, pages[4]),
    method: 'POST',
    path: '/v1/companyPO/page4',
    auth: true,
    body: { ...pages[4], id: 1 },
    result: undefined,
  },
  'POST /v1/companyPO/page5': {
    call: (api) => api.company.savePage(5, 1, pages[5]),
    method: 'POST',
    path: '/v1/companyPO/page5',
    auth: true,
    body: { ...pages[5], id: 1 },
    result: undefined,
  },
  ...Object.fromEntries(
    ([6, 8, 9, 10, 11, 12] as const).map((page): [string, Row] => [
      `POST /v1/companyPO/page${page}`,
      {
        call: (api) => api.company.completeStep(page, 1),
        method: 'POST',
        path: `/v1/companyPO/page${page}`,
        auth: true,
        body: { company_po_id: 1 },
        result: undefined,
      },
    ]),
  ),
  'GET /v1/companyBanner/company_po_id/{id}': {
    call: (api) => api.banners.list(1),
    method: 'GET',
    path: '/v1/companyBanner/company_po_id/1',
    auth: true,
    reply: [{ banner_id: 7 }],
    result: [{ banner_id: 7 }],
  },
  'POST /v1/companyBanner': {
    call: (api) =>
      api.banners.create(1, {
        category1_id: 4,
        category2_id: '',
        order_id: 1,
        banner_url: '1/ab12.png',
        banner_slogan: 'Big sale',
        banner_button_text: 'Shop now',
      }),
    method: 'POST',
    path: '/v1/companyBanner',
    auth: true,
    body: {
      category1_id: 4,
      category2_id: null,
      category3_id: null,
      order_id: 1,
      banner_url: '1/ab12.png',
      banner_slogan: 'Big sale',
      banner_button_text: 'Shop now',
      company_po_id: 1,
    },
    reply: { banner_id: 7 },
    result: { banner_id: 7 },
  },
  'GET /v1/companyCollection/company_po_id/{id}': {
    call: (api) => api.collections.list(1),
    method: 'GET',
    path: '/v1/companyCollection/company_po_id/1',
    auth: true,
    reply: [{ collection_id: 8 }],
    result: [{ collection_id: 8 }],
  },
  'POST /v1/companyCollection': {
    call: (api) =>
      api.collections.create(1, { collection_name: 'Summer', collection_enable_select: '' }),
    method: 'POST',
    path: '/v1/companyCollection',
    auth: true,
    body: {
      collection_name: 'Summer',
      collection_enable_select: false,
      collection_enable_display: false,
      company_po_id: 1,
    },
    reply: { collection_id: 8 },
    result: { collection_id: 8 },
  },
  'DELETE /v1/{catalog list}/company_po_id/{id}/{entryId}': {
    call: (api) => api.level1.remove(1, 17),
    method: 'DELETE',
    path: '/v1/l1CategoryPO/company_po_id/1/17',
    auth: true,
    result: undefined,
  },
  'GET /v1/companySeller/company_po_id/{id}': {
    call: (api) => api.sellers.list(1),
    method: 'GET',
    path: '/v1/companySeller/company_po_id/1',
    auth: true,
    reply: [{ seller_id: 31, company_id: 1, seller_business_name: 'Kumar & Sons' }],
    result: [{ seller_id: 31, company_id: 1, seller_business_name: 'Kumar & Sons' }],
  },
  'GET /v1/companySeller/BusinessName/{businessName}': {
    call: (api) => api.sellers.getByBusinessName('Kumar & Sons'),
    method: 'GET',
    path: '/v1/companySeller/BusinessName/Kumar%20%26%20Sons',
    auth: true,
    reply: [{ seller_id: 31, company_id: 1, seller_business_name: 'Kumar & Sons' }],
    result: { seller_id: 31, company_id: 1, seller_business_name: 'Kumar & Sons' },
  },
  'PUT /v1/companySeller/{seller_id}': {
    call: (api) => api.sellers.update(seller),
    method: 'PUT',
    path: '/v1/companySeller/31',
    auth: true,
    body: seller,
    result: undefined,
  },
  'GET /v1/companyPO/{companyId}/seller': {
    call: (api) => api.sellers.store(1),
    method: 'GET',
    path: '/v1/companyPO/1/seller',
    auth: true,
    reply: [{ seller_id: 7, seller_business_name: 'Acme Direct' }],
    result: { seller_id: 7, seller_business_name: 'Acme Direct' },
  },
  'PUT /v1/companyPO/{companyId}/seller': {
    call: (api) => api.sellers.saveStore(storeSeller),
    method: 'PUT',
    path: '/v1/companyPO/1/seller',
    auth: true,
    body: storeSeller,
    reply: { seller_id: 7 },
    result: 7,
  },
  'GET /v1/companySeller/{seller_id}/shop': {
    call: (api) => api.sellers.shop(31),
    method: 'GET',
    path: '/v1/companySeller/31/shop',
    auth: true,
    reply: [{ seller_id: 31, about_us_text: '<p>Ours</p>' }],
    result: { seller_id: 31, about_us_text: '<p>Ours</p>' },
  },
  'POST /v1/companySeller/{seller_id}/shop/about': {
    call: (api) =>
      api.sellers.saveShop('about', 31, { about_us_text: '<p>Ours</p>', about_us_image_url: null }),
    method: 'POST',
    path: '/v1/companySeller/31/shop/about',
    auth: true,
    body: { about_us_text: '<p>Ours</p>', about_us_image_url: null },
    result: undefined,
  },
  'POST /v1/companySeller/{seller_id}/shop/terms': {
    call: (api) => api.sellers.saveShop('terms', 31, { terms_conditions: '<p>Terms</p>' }),
    method: 'POST',
    path: '/v1/companySeller/31/shop/terms',
    auth: true,
    body: { terms_conditions: '<p>Terms</p>' },
    result: undefined,
  },
  'POST /v1/companySeller/{seller_id}/shop/billing': {
    call: (api) => api.sellers.saveShop('billing', 31, shopBilling),
    method: 'POST',
    path: '/v1/companySeller/31/shop/billing',
    auth: true,
    body: shopBilling,
    result: undefined,
  },
  'GET /v1/onboarding/progress': {
    call: (api) => api.onboarding.progress(),
    method: 'GET',
    path: '/v1/onboarding/progress',
    auth: true,
    reply: facts,
    result: facts,
  },
  'GET /v1/onboarding/sellers': {
    call: (api) => api.onboarding.sellers(),
    method: 'GET',
    path: '/v1/onboarding/sellers',
    auth: true,
    reply: [{ seller_id: 31, seller_business_name: 'Kumar Traders', facts }],
    result: [{ seller_id: 31, seller_business_name: 'Kumar Traders', facts }],
  },
};

describe('createHttpApi: the wire contract, one case per row', () => {
  let server: RecordingServer;
  let api: BackofficeApi;

  beforeAll(async () => {
    server = await startRecordingServer();
    api = createHttpApi({
      baseURL: `${server.origin}/api`,
      apiKey: 'key-123',
      getAccessToken: () => 'account-token',
      now: () => NOW,
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it.each(Object.entries(rows))('%s', async (_name, row) => {
    server.handle(() => ({ body: row.reply ?? { ok: true } }));

    const result = await row.call(api);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.method).toBe(row.method);
    expect(request!.path).toBe(`/api${row.path}`);
    expect(request!.headers.version).toBe('1.0');
    expect(request!.headers['x-api-key']).toBe('key-123');
    expect(request!.headers.authorization).toBe(row.auth ? 'Bearer account-token' : undefined);
    if (row.body === undefined) {
      expect(request!.body).toBeUndefined();
    } else {
      expect(request!.headers['content-type']).toMatch(/^application\/json/);
      expect(request!.body).toStrictEqual(row.body);
    }
    expect(result).toStrictEqual(row.result);
  });

  it('covers every row of the contract table, and nothing else', () => {
    expect(Object.keys(rows).sort()).toEqual(
      documentedRows()
        // The one wire-only call the adapter does not make: the service login (transport tests).
        .filter((row) => row !== 'POST /auth/login')
        .sort(),
    );
  });

  it('removes an entry of each catalog list at its own path', async () => {
    server.handle(() => ({ body: { ok: true } }));
    await api.brands.remove(1, 11);
    await api.level1.remove(1, 12);
    await api.level2.remove(1, 13);
    await api.level3.remove(1, 14);
    await api.banners.remove(1, 15);
    await api.collections.remove(1, 16);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/v1/companyBrand/company_po_id/1/11',
      'DELETE /api/v1/l1CategoryPO/company_po_id/1/12',
      'DELETE /api/v1/l2CategoryPO/company_po_id/1/13',
      'DELETE /api/v1/l3CategoryPO/company_po_id/1/14',
      'DELETE /api/v1/companyBanner/company_po_id/1/15',
      'DELETE /api/v1/companyCollection/company_po_id/1/16',
    ]);
  });

  it('sends no Authorization on protected calls when the host has no token', async () => {
    server.handle(() => ({ body: [] }));
    const anonymous = createHttpApi({ baseURL: server.origin, getAccessToken: async () => null });
    await anonymous.level1.list(1);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('sends the API key under a custom header name and extra headers such as Host', async () => {
    server.handle(() => ({ body: [] }));
    const custom = createHttpApi({
      baseURL: server.origin,
      apiKey: 'key-9',
      apiKeyHeader: 'x-tenant-key',
      headers: { host: 'globex.localhost' },
    });
    await custom.reference.countries();
    const [request] = server.requests;
    expect(request!.headers['x-tenant-key']).toBe('key-9');
    expect(request!.headers['x-api-key']).toBeUndefined();
    expect(request!.headers.host).toBe('globex.localhost');
  });

  it('maps answers: an empty username list is free, a missing seller is null', async () => {
    server.handle(() => ({ body: [] }));
    await expect(api.account.isUsernameTaken('nobody')).resolves.toBe(false);
    await expect(api.sellers.getByBusinessName('Nobody Ltd')).resolves.toBeNull();
  });

  it('rejects answers that are not shaped as the contract says (kind invalid)', async () => {
    server.handle(() => ({ body: [] }));
    await expect(api.company.get(1)).rejects.toMatchObject({ kind: 'invalid' });
    server.handle(() => ({ body: '<!doctype html><title>App</title>' }));
    await expect(api.level1.list(1)).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Unexpected answer from GET /v1/l1CategoryPO/company_po_id/1',
    });
    server.handle(() => ({ body: [{ rows: [] }] }));
    await expect(
      api.products.create(productInput({ company_id: 1, seller_id: 2, category1_id: 3 }, 'x')),
    ).rejects.toMatchObject({ kind: 'invalid', message: expect.stringContaining('POST') });
  });
});

/** "METHOD path" for each row of the doc's Calls table, with `page2 … page5` and `page6, 8` expanded. */
function documentedRows(): string[] {
  const doc = readFileSync(new URL('../../../docs/api-contract.md', import.meta.url), 'utf8');
  const section = doc.split('## Calls')[1]!.split('\n## ')[0]!;
  return [...section.matchAll(/^\|\s*(GET|POST|PUT|DELETE)\s*\|\s*([^|]+?)\s*\|/gm)].flatMap(
    ([, method, cell]) => {
      const paged = /^(\S+\/page)(\d.*[…,].*)$/.exec(cell!);
      if (!paged) return [`${method} ${cell}`];
      const numbers = [...paged[2]!.matchAll(/\d+/g)].map(Number);
      const pages = cell!.includes('…')
        ? Array.from({ length: numbers[1]! - numbers[0]! + 1 }, (_, i) => numbers[0]! + i)
        : numbers;
      return pages.map((page) => `${method} ${paged[1]}${page}`);
    },
  );
}
