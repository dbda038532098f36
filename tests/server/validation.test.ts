import { describe, expect, it } from 'vitest';
import {
  SERVICE,
  signedInAccount,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
} from './helpers';

let acme: Client;
let companyId: number;
let admin: SignInRecord;
let seller: SignInRecord;
let level1Id: number;
let level2Id: number;
let level3Id: number;
let prodId: number;

serverFixture({ signInLimit: { max: 1000 } }, async (fixture) => {
  ({ acme, acmeId: companyId } = fixture);
  admin = await signedInAccount(acme, 'admin@acme.test');
  seller = await signedInAccount(acme, 'seller@acme.test', 'seller');
  const token = admin.access_token;
  const l1 = await acme.post<{ level1_id: number }>(
    '/v1/l1CategoryPO',
    { level1_name: 'Kitchen', description: 'Pots', level1_order_id: 1, company_po_id: companyId },
    { token },
  );
  level1Id = l1.body.level1_id;
  const l2 = await acme.post<{ level2_id: number }>(
    '/v1/l2CategoryPO',
    { level1_id: level1Id, level2_name: 'Pans', level2_order_id: 1, company_po_id: companyId },
    { token },
  );
  level2Id = l2.body.level2_id;
  const l3 = await acme.post<{ level3_id: number }>(
    '/v1/l3CategoryPO',
    {
      level1_id: level1Id,
      level2_id: level2Id,
      level3_name: 'Skillets',
      level3_order_id: 1,
      company_po_id: companyId,
    },
    { token },
  );
  level3Id = l3.body.level3_id;
  const product = await acme.post<Array<{ rows: Array<{ prod_id: number }> }>>(
    '/v1/companySellerProd',
    productBody(),
    { token: seller.access_token },
  );
  prodId = product.body[0]!.rows[0]!.prod_id;
});

function productBody() {
  return {
    prod_name: 'Cast iron skillet',
    category1_id: level1Id,
    category2_id: level2Id,
    category3_id: level3Id,
    prod_brand: 'Acme',
    prod_model: 'CI-26',
    prod_colour: 'Black',
    prod_pack: '1 piece',
    prod_description: '<p>Pre-seasoned</p>',
    prod_specifications: '<p>26 cm</p>',
    company_id: companyId,
    seller_id: seller.seller_id!,
    country_origin: 'India',
  };
}

function sellerBody() {
  return {
    seller_type: 1,
    seller_business_type: 1,
    seller_business_name: 'Iyer Kitchens',
    seller_legal_name: 'Iyer Kitchens LLP',
    seller_registration_number: 'REG-1',
    seller_registration_date: '2020-02-02',
    seller_pan_number: 'ABCDE1234F',
    seller_tan_number: null,
    seller_gstin_number: '29ABCDE1234F1Z5',
    seller_comm_percentage: 7.5,
    seller_maximum_products: 500,
    seller_phone: '9876500000',
    seller_office_email: 'office@iyer.test',
    seller_web_url: 'https://iyer.test',
    seller_insta: null,
    seller_linkedin: null,
    seller_addressline1: '1 Main Road',
    seller_addressline2: null,
    seller_street_no: '1',
    seller_street_name: 'Main Road',
    seller_area_name: 'Indiranagar',
    seller_region_name: 'Bengaluru',
    seller_zip: '560038',
    seller_stateshort: 'KA',
    seller_admin_first_name: 'Sam',
    seller_admin_last_name: 'Iyer',
    seller_admin_title: 'Partner',
    seller_admin_gender: 2,
    seller_admin_dob: '1990-05-05',
    seller_admin_phone: '9876500001',
    seller_admin_email: 'sam@iyer.test',
    seller_statelong: 'Karnataka',
    seller_country: 'India',
    seller_countryshort: 'IN',
    company_id: companyId,
    seller_id: seller.seller_id!,
    business_subdomain: 'acme',
  };
}

interface BodyRoute {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  token?: () => string;
  body: () => Record<string, unknown>;
  /** Whether the valid body should succeed as is (false: it passes validation, then a later check). */
  succeeds: boolean;
  required: string;
  /** A text field to overflow; empty when the body has none. */
  longText: string;
  typed: string;
}

const token = () => admin.access_token;
const sellerToken = () => seller.access_token;
const changePassword = (kind: 'company' | 'seller') => ({
  // a change after the first asks for the current password (registerBody's)
  current_pw: 'first-Password-1',
  pw: 'new-Password-9',
  cpw: 'new-Password-9',
  pw_changed_date: '2025-01-15T12:00:00.000Z',
  [kind === 'company' ? 'user_po_id' : 'user_seller_id']: (kind === 'company' ? admin : seller)
    .user_id,
  pw_changed: true,
});

const ROUTES: BodyRoute[] = [
  {
    name: 'service login',
    method: 'POST',
    url: () => '/auth/login',
    body: () => ({ ...SERVICE }),
    succeeds: true,
    required: 'password',
    longText: 'username',
    typed: 'password',
  },
  {
    name: 'sign-in',
    method: 'POST',
    url: () => '/signinSeller',
    body: () => ({ username: 'admin@acme.test', pw: 'first-Password-1' }),
    succeeds: true,
    required: 'pw',
    longText: 'username',
    typed: 'pw',
  },
  {
    name: 'register',
    method: 'POST',
    url: () => '/v1/register',
    body: () => ({
      first_name: 'New',
      last_name: 'Person',
      phone: '+91 98765 43210',
      username: `new-${Math.random().toString(36).slice(2)}@acme.test`,
      pw: 'a-Password-1',
      cpw: 'a-Password-1',
      created_at: '2025-01-15T12:00:00.000Z',
      // The store has its owner: a seller registers freely (a company admin needs an invitation).
      kind: 'seller',
    }),
    succeeds: true,
    required: 'first_name',
    longText: 'last_name',
    typed: 'phone',
  },
  ...(['companyPO', 'companySeller'] as const).map((resource): BodyRoute => ({
    name: `${resource} activation`,
    method: 'POST',
    url: () => `/v1/${resource}/activation`,
    body: () => ({ activation: 'abc', iv: 'def' }),
    succeeds: false,
    required: 'iv',
    longText: 'activation',
    typed: 'iv',
  })),
  {
    name: 'company change password',
    method: 'POST',
    url: () => '/v1/companyPO/changepassword',
    token,
    body: () => changePassword('company'),
    succeeds: true,
    required: 'user_po_id',
    longText: 'pw',
    typed: 'pw_changed',
  },
  {
    name: 'seller change password',
    method: 'POST',
    url: () => '/v1/companySeller/changepassword',
    token: sellerToken,
    body: () => changePassword('seller'),
    succeeds: true,
    required: 'user_seller_id',
    longText: 'cpw',
    typed: 'user_seller_id',
  },
  {
    name: 'page 2',
    method: 'POST',
    url: () => '/v1/companyPO/page2',
    token,
    body: () => ({
      id: companyId,
      logo_upload: `${companyId}/logo.png`,
      registration_number: 'U12345KA2020PTC000001',
      registration_date: '2020-01-01',
      pan_number: 'AAACA1234A',
      phone: '080 4000 1234',
      office_email: 'office@acme.test',
      accounts_email: '',
      accounts_phone: null,
      web_url: 'https://acme.test',
      insta: null,
      linkedin: null,
      password_renewal_days: 90,
      enquiry_email: 'hello@acme.test',
      monthly_purchase_minimum: 2000,
      maximum_products: 1000,
    }),
    succeeds: true,
    required: 'office_email',
    longText: 'registration_number',
    typed: 'password_renewal_days',
  },
  {
    name: 'page 3',
    method: 'POST',
    url: () => '/v1/companyPO/page3',
    token,
    body: () => ({
      id: companyId,
      gstin_number: '29AAACA1234A1Z5',
      billing_addressline1: 'Unit 402',
      billing_addressline2: null,
      billing_street_no: '14',
      billing_street_name: 'ORR',
      billing_area: 'Marathahalli',
      billing_region: 'Bengaluru',
      billing_zip: '560103',
      billing_stateshort: 'KA',
      billing_country: 'India',
      billing_countryshort: 'IN',
      statelong: 'Karnataka',
    }),
    succeeds: true,
    required: 'billing_zip',
    longText: 'billing_area',
    typed: 'billing_stateshort',
  },
  {
    name: 'page 4',
    method: 'POST',
    url: () => '/v1/companyPO/page4',
    token,
    body: () => ({ id: companyId, about_us_text: '<p>About</p>', about_us_image_url: null }),
    succeeds: true,
    required: 'about_us_text',
    longText: 'about_us_text',
    typed: 'id',
  },
  {
    name: 'page 5',
    method: 'POST',
    url: () => '/v1/companyPO/page5',
    token,
    body: () => ({ id: companyId, terms_conditions: '<p>Terms</p>' }),
    succeeds: true,
    required: 'terms_conditions',
    longText: 'terms_conditions',
    typed: 'terms_conditions',
  },
  ...[6, 8, 9, 10, 11, 12].map((page): BodyRoute => ({
    name: `page ${page} flag`,
    method: 'POST',
    url: () => `/v1/companyPO/page${page}`,
    token,
    body: () => ({ company_po_id: companyId }),
    succeeds: true,
    required: 'company_po_id',
    longText: '',
    typed: 'company_po_id',
  })),
  {
    name: 'brand',
    method: 'POST',
    url: () => '/v1/companyBrand',
    token,
    body: () => ({ brand_name: 'Acme', company_po_id: companyId }),
    succeeds: true,
    required: 'brand_name',
    longText: 'brand_name',
    typed: 'company_po_id',
  },
  {
    name: 'level 1',
    method: 'POST',
    url: () => '/v1/l1CategoryPO',
    token,
    body: () => ({
      level1_name: 'Dining',
      description: 'Plates',
      level1_order_id: 2,
      company_po_id: companyId,
    }),
    succeeds: true,
    required: 'level1_order_id',
    longText: 'description',
    typed: 'level1_order_id',
  },
  {
    name: 'level 2',
    method: 'POST',
    url: () => '/v1/l2CategoryPO',
    token,
    body: () => ({
      level1_id: level1Id,
      level2_name: 'Woks',
      level2_order_id: 2,
      level1_name: 'Kitchen',
      company_po_id: companyId,
    }),
    succeeds: true,
    required: 'level1_id',
    longText: 'level2_name',
    typed: 'level2_order_id',
  },
  {
    name: 'level 3',
    method: 'POST',
    url: () => '/v1/l3CategoryPO',
    token,
    body: () => ({
      level1_id: level1Id,
      level2_id: level2Id,
      level3_name: 'Grill pans',
      level3_order_id: 2,
      level1_name: 'Kitchen',
      level2_name: 'Pans',
      company_po_id: companyId,
    }),
    succeeds: true,
    required: 'level2_id',
    longText: 'level3_name',
    typed: 'level3_order_id',
  },
  {
    name: 'banner',
    method: 'POST',
    url: () => '/v1/companyBanner',
    token,
    body: () => ({
      category1_id: level1Id,
      category2_id: null,
      category3_id: null,
      order_id: 1,
      banner_url: `http://acme.localhost:8787/api/uploads/${companyId}/banner.png`,
      banner_slogan: 'Cook more',
      banner_button_text: 'Shop',
      company_po_id: companyId,
    }),
    succeeds: true,
    required: 'banner_url',
    longText: 'banner_slogan',
    typed: 'category2_id',
  },
  {
    name: 'collection',
    method: 'POST',
    url: () => '/v1/companyCollection',
    token,
    body: () => ({
      collection_name: 'Summer',
      collection_enable_select: true,
      collection_enable_display: false,
      company_po_id: companyId,
    }),
    succeeds: true,
    required: 'collection_name',
    longText: 'collection_name',
    typed: 'collection_enable_select',
  },
  {
    name: 'product',
    method: 'POST',
    url: () => '/v1/companySellerProd',
    token: sellerToken,
    body: productBody,
    succeeds: true,
    required: 'prod_name',
    longText: 'prod_description',
    typed: 'category1_id',
  },
  {
    name: 'product variants',
    method: 'POST',
    url: () => '/v1/companySellerProd/page2',
    token: sellerToken,
    body: () => ({
      prod_id: prodId,
      prod_varient_enabled: true,
      prod_varient_header: 'Size',
      prod_varient_display_type: 1,
      cgst: 9,
      sgst: 9,
      igst: 18,
    }),
    succeeds: true,
    required: 'igst',
    longText: 'prod_varient_header',
    typed: 'prod_varient_enabled',
  },
  {
    name: 'seller update',
    method: 'PUT',
    url: () => `/v1/companySeller/${seller.seller_id}`,
    token: sellerToken,
    body: sellerBody,
    succeeds: true,
    required: 'seller_gstin_number',
    longText: 'seller_legal_name',
    typed: 'seller_comm_percentage',
  },
  {
    name: 'upload presign',
    method: 'POST',
    url: () => '/v1/uploads/presign',
    token,
    body: () => ({ target: 'logo', content_type: 'image/png', company_po_id: companyId }),
    succeeds: true,
    required: 'target',
    longText: 'content_type',
    typed: 'target',
  },
];

function send(route: BodyRoute, body: unknown) {
  return acme.call<ErrorBody>(route.method, route.url(), {
    body,
    ...(route.token ? { token: route.token() } : {}),
  });
}

describe.each(ROUTES)('$method $name', (route) => {
  it('accepts the valid body (the cases below change one thing)', async () => {
    const answer = await send(route, route.body());
    if (route.succeeds) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    } else {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid activation link');
    }
  });

  it('names a missing required field', async () => {
    const { [route.required]: _dropped, ...body } = route.body();
    const answer = await send(route, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `${route.required} is required`,
      code: 'field-required',
      params: { field: route.required },
    });
  });

  it('refuses an extra key instead of dropping it', async () => {
    const answer = await send(route, { ...route.body(), company_tenant: 'globex' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('company_tenant is not allowed');
  });

  it('names a field of the wrong type', async () => {
    const answer = await send(route, { ...route.body(), [route.typed]: { nested: true } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(new RegExp(`^${route.typed} must be `));
  });

  // Completion flags carry no text.
  if (route.longText) {
    it('refuses an over-long string', async () => {
      const answer = await send(route, { ...route.body(), [route.longText]: 'x'.repeat(200_001) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(
        new RegExp(`^${route.longText} must be at most \\d+ characters$`),
      );
    });
  }

  it('refuses a body that is not an object', async () => {
    const answer = await send(route, [route.body()]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The body must be a JSON object');
  });
});

describe('request shape', () => {
  it('answers malformed JSON with 400, not 500', async () => {
    const answer = await acme.call<ErrorBody>('POST', '/v1/register', {
      body: '{"first_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The body is not valid JSON');
  });

  it('answers an empty JSON body with 400', async () => {
    const answer = await acme.call<ErrorBody>('POST', '/v1/register', {
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
  });

  it('answers a body over 1 MB with 413', async () => {
    const answer = await acme.post<ErrorBody>('/v1/register', {
      first_name: 'x'.repeat(1_100_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The body is too large');
  });

  it('answers a non-JSON content type with 415', async () => {
    const answer = await acme.call<ErrorBody>('POST', '/v1/register', {
      body: 'first_name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('Send the body as application/json');
  });

  it('refuses non-numeric or too large ids in paths', async () => {
    for (const url of [
      '/v1/companyPO/abc',
      '/v1/companyPO/0',
      '/v1/companyPO/12345678901',
      '/v1/companyBrand/company_po_id/1.5',
      '/v1/l1CategoryPO/company_po_id/-1',
      '/v1/l2CategoryPO/company_po_id/x',
      '/v1/l3CategoryPO/company_po_id/x',
      '/v1/companyBanner/company_po_id/x',
      '/v1/companyCollection/company_po_id/x',
      '/v1/companySellerProd/x',
    ]) {
      const answer = await acme.get<ErrorBody>(url, { token: token() });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(
        / must be (a positive whole number|at most 10 characters)$/,
      );
    }
    const put = await acme.put<ErrorBody>('/v1/companySeller/abc', sellerBody(), {
      token: token(),
    });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('seller_id must be a positive whole number');
  });

  it('refuses over-long text parameters', async () => {
    const username = await acme.get<ErrorBody>(`/v1/register/Username/${'u'.repeat(101)}`);
    expect(username.status).toBe(400);
    expect(username.body.message).toBe('username must be at most 100 characters');
    const business = await acme.get<ErrorBody>(
      `/v1/companySeller/BusinessName/${'b'.repeat(201)}`,
      {
        token: token(),
      },
    );
    expect(business.status).toBe(400);
    expect(business.body.message).toBe('businessName must be at most 200 characters');
  });

  it('checks field formats with messages naming the field', async () => {
    const page2 = ROUTES.find((r) => r.name === 'page 2')!;
    const badEmail = await send(page2, { ...page2.body(), office_email: 'not-an-email' });
    expect(badEmail.body.message).toBe('office_email is not a valid e-mail address');
    const blank = await send(page2, { ...page2.body(), phone: '' });
    expect(blank.body.message).toBe('phone must contain only digits, spaces and + ( ) -');

    const register = ROUTES.find((r) => r.name === 'register')!;
    const blankName = await send(register, { ...register.body(), first_name: '   ' });
    expect(blankName.body.message).toBe('first_name is required');
    const badDate = await send(register, { ...register.body(), created_at: 'yesterday' });
    expect(badDate.body.message).toBe('created_at must be an ISO date and time');
    const badKind = await send(register, { ...register.body(), kind: 'admin' });
    expect(badKind.body.message).toBe('kind must be one of: company, seller');

    const level1 = ROUTES.find((r) => r.name === 'level 1')!;
    const fraction = await send(level1, { ...level1.body(), level1_order_id: 1.5 });
    expect(fraction.body).toMatchObject({
      message: 'level1_order_id must be of type integer',
      code: 'field-type',
    });
    const negative = await send(level1, { ...level1.body(), level1_order_id: -1 });
    expect(negative.body.message).toBe('level1_order_id must be at least 0');
    const asText = await send(level1, { ...level1.body(), level1_order_id: '1' });
    expect(asText.body.message).toBe('level1_order_id must be of type integer');

    const variants = ROUTES.find((r) => r.name === 'product variants')!;
    const overTax = await send(variants, { ...variants.body(), cgst: 101 });
    expect(overTax.body.message).toBe('cgst must be at most 100');
    const noHeader = await send(variants, { ...variants.body(), prod_varient_header: null });
    expect(noHeader.body).toMatchObject({
      message: 'Please Enter Varient Header',
      code: 'variant-header-required',
    });
    const badDisplay = await send(variants, { ...variants.body(), prod_varient_display_type: 7 });
    expect(badDisplay.body.message).toBe(
      'prod_varient_display_type must be one of: 0, 1, 2, 3, null',
    );

    const sellerRoute = ROUTES.find((r) => r.name === 'seller update')!;
    const minor = await send(sellerRoute, {
      ...sellerRoute.body(),
      seller_admin_dob: '2020-01-01',
    });
    expect(minor.status).toBe(400);
    expect(minor.body.message).toBe('seller_admin_dob must be at least 18 years ago');
    const notADate = await send(sellerRoute, {
      ...sellerRoute.body(),
      seller_admin_dob: '1990-02-31',
    });
    expect(notADate.body).toMatchObject({
      message: 'seller_admin_dob must be a real date written yyyy-MM-dd',
      code: 'field-date',
    });
    const pathMismatch = await acme.put<ErrorBody>(
      `/v1/companySeller/${seller.seller_id! + 1000}`,
      sellerBody(),
      { token: sellerToken() },
    );
    expect(pathMismatch.body.message).toBe('seller_id must match the seller in the path');
  });

  it('requires a token on every non-public route', async () => {
    for (const route of ROUTES.filter((r) => r.token)) {
      const answer = await acme.call<ErrorBody>(route.method, route.url(), { body: route.body() });
      expect(answer.status, route.name).toBe(401);
      expect(answer.body.message).toBe('Authentication required');
    }
    for (const url of [
      `/v1/companyPO/${companyId}`,
      `/v1/companyBrand/company_po_id/${companyId}`,
      `/v1/l1CategoryPO/company_po_id/${companyId}`,
      `/v1/l2CategoryPO/company_po_id/${companyId}`,
      `/v1/l3CategoryPO/company_po_id/${companyId}`,
      `/v1/companyBanner/company_po_id/${companyId}`,
      `/v1/companyCollection/company_po_id/${companyId}`,
      '/v1/companyCollection',
      `/v1/companySellerProd/${prodId}`,
      '/v1/companySeller/BusinessName/Iyer Kitchens',
    ]) {
      expect((await acme.get(url)).status, url).toBe(401);
      expect((await acme.get(url, { token: 'v1.forged.token' })).status, url).toBe(401);
    }
  });

  it('answers unknown routes with the error shape', async () => {
    const answer = await acme.get<ErrorBody>('/v1/nothing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/v1/nothing not found',
      code: 'route-not-found',
      params: { method: 'GET', path: '/api/v1/nothing' },
    });
  });
});
