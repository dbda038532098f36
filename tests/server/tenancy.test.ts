import { describe, expect, it } from 'vitest';
import {
  companyIdOf,
  signedInAccount,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
} from './helpers';
import type { ProductCreateResult } from '../../src/api/types';

let acme: Client;
let globex: Client;
let acmeId: number;
let globexId: number;
let acmeAdmin: SignInRecord;
let acmeSeller: SignInRecord;
let globexAdmin: SignInRecord;
let globexSeller: SignInRecord;
/** Ids of rows globex owns. */
const theirs = { level1: 0, level2: 0, level3: 0, prod: 0 };
/** Ids of rows acme owns. */
const ours = { level1: 0, level2: 0 };

type ProductCreated = ProductCreateResult;

serverFixture({}, async (fixture) => {
  ({ acme, globex, acmeId } = fixture);
  globexId = await companyIdOf(globex);
  acmeAdmin = await signedInAccount(acme, 'admin@acme.test');
  acmeSeller = await signedInAccount(acme, 'seller@acme.test', 'seller');
  globexAdmin = await signedInAccount(globex, 'admin@globex.test');
  globexSeller = await signedInAccount(globex, 'seller@globex.test', 'seller');

  const g = { token: globexAdmin.access_token };
  theirs.level1 = (
    await globex.post<{ level1_id: number }>(
      '/v1/l1CategoryPO',
      { level1_name: 'Audio', description: 'Sound', level1_order_id: 1, company_po_id: globexId },
      g,
    )
  ).body.level1_id;
  theirs.level2 = (
    await globex.post<{ level2_id: number }>(
      '/v1/l2CategoryPO',
      {
        level1_id: theirs.level1,
        level2_name: 'Headphones',
        level2_order_id: 1,
        company_po_id: globexId,
      },
      g,
    )
  ).body.level2_id;
  theirs.level3 = (
    await globex.post<{ level3_id: number }>(
      '/v1/l3CategoryPO',
      {
        level1_id: theirs.level1,
        level2_id: theirs.level2,
        level3_name: 'Wireless',
        level3_order_id: 1,
        company_po_id: globexId,
      },
      g,
    )
  ).body.level3_id;
  await globex.post('/v1/companyBrand', { brand_name: 'Globex', company_po_id: globexId }, g);
  theirs.prod = (
    await globex.post<ProductCreated>(
      '/v1/companySellerProd',
      {
        prod_name: 'Earbuds',
        category1_id: theirs.level1,
        prod_brand: 'Globex',
        company_id: globexId,
        seller_id: globexSeller.seller_id,
        country_origin: 'India',
      },
      { token: globexSeller.access_token },
    )
  ).body[0]!.rows[0]!.prod_id;

  const a = { token: acmeAdmin.access_token };
  ours.level1 = (
    await acme.post<{ level1_id: number }>(
      '/v1/l1CategoryPO',
      { level1_name: 'Kitchen', description: 'Pots', level1_order_id: 1, company_po_id: acmeId },
      a,
    )
  ).body.level1_id;
  ours.level2 = (
    await acme.post<{ level2_id: number }>(
      '/v1/l2CategoryPO',
      { level1_id: ours.level1, level2_name: 'Pans', level2_order_id: 1, company_po_id: acmeId },
      a,
    )
  ).body.level2_id;
});

/** What globex has, read by globex: must not change whatever acme sends. */
async function globexSnapshot() {
  const g = { token: globexAdmin.access_token };
  const lists = await Promise.all(
    [
      'companyBrand',
      'l1CategoryPO',
      'l2CategoryPO',
      'l3CategoryPO',
      'companyBanner',
      'companyCollection',
    ].map((resource) => globex.get(`/v1/${resource}/company_po_id/${globexId}`, g)),
  );
  const company = await globex.get(`/v1/companyPO/${globexId}`, g);
  const product = await globex.get(`/v1/companySellerProd/${theirs.prod}`, g);
  const seller = await globex.get('/v1/companySeller/BusinessName/Asha Rao', g);
  return JSON.stringify([lists.map((l) => l.body), company.body, product.body, seller.body]);
}

describe('an acme token cannot read globex data by id', () => {
  const asAcme = () => ({ token: acmeAdmin.access_token });

  it('answers 404 for globex company ids', async () => {
    for (const url of [
      `/v1/companyPO/${globexId}`,
      `/v1/companyBrand/company_po_id/${globexId}`,
      `/v1/l1CategoryPO/company_po_id/${globexId}`,
      `/v1/l2CategoryPO/company_po_id/${globexId}`,
      `/v1/l3CategoryPO/company_po_id/${globexId}`,
      `/v1/companyBanner/company_po_id/${globexId}`,
      `/v1/companyCollection/company_po_id/${globexId}`,
    ]) {
      const answer = await acme.get<ErrorBody>(url, asAcme());
      expect(answer.status, url).toBe(404);
      expect(answer.body.message, url).toBe('Company not found');
    }
  });

  it('answers 404 for a globex product and finds no globex seller by name', async () => {
    const product = await acme.get<ErrorBody>(`/v1/companySellerProd/${theirs.prod}`, asAcme());
    expect(product.status).toBe(404);
    expect(product.body.message).toBe('Product not found');
    const seller = await acme.get('/v1/companySeller/BusinessName/Asha Rao', asAcme());
    // acme's own seller has that name too (same registrant name): only acme's comes back.
    expect(seller.body).toEqual([
      expect.objectContaining({ seller_id: acmeSeller.seller_id, company_id: acmeId }),
    ]);
  });

  it('does not serve the globex init file on the acme host', async () => {
    expect((await acme.get('/init/globex.json')).status).toBe(404);
    const own =
      await acme.get<Array<{ id: number; business_subdomain: string }>>('/init/acme.json');
    expect(own.body[0]).toMatchObject({ id: acmeId, business_subdomain: 'acme' });
  });
});

describe('an acme token cannot write globex data', () => {
  it('refuses every write naming globex, and globex is unchanged', async () => {
    const before = await globexSnapshot();
    const token = acmeAdmin.access_token;
    const writes: Array<[string, Record<string, unknown>, number]> = [
      ['/v1/companyPO/page2', { id: globexId, phone: '1', office_email: 'x@y.test' }, 404],
      [
        '/v1/companyPO/page3',
        { id: globexId, billing_area: 'a', billing_zip: '1', billing_stateshort: 'MH' },
        404,
      ],
      ['/v1/companyPO/page4', { id: globexId, about_us_text: 'hijacked' }, 404],
      ['/v1/companyPO/page5', { id: globexId, terms_conditions: 'hijacked' }, 404],
      ...[6, 8, 9, 10, 11, 12].map((page): [string, Record<string, unknown>, number] => [
        `/v1/companyPO/page${page}`,
        { company_po_id: globexId },
        404,
      ]),
      ['/v1/companyBrand', { brand_name: 'Hijack', company_po_id: globexId }, 404],
      [
        '/v1/l1CategoryPO',
        { level1_name: 'H', description: 'H', level1_order_id: 1, company_po_id: globexId },
        404,
      ],
      [
        '/v1/l2CategoryPO',
        { level1_id: theirs.level1, level2_name: 'H', level2_order_id: 1, company_po_id: globexId },
        404,
      ],
      [
        '/v1/companyBanner',
        {
          category1_id: theirs.level1,
          order_id: 1,
          banner_url: 'u',
          banner_slogan: 's',
          banner_button_text: 'b',
          company_po_id: globexId,
        },
        404,
      ],
      ['/v1/companyCollection', { collection_name: 'H', company_po_id: globexId }, 404],
      [
        '/v1/companySellerProd/page2',
        { prod_id: theirs.prod, prod_varient_enabled: false, cgst: 1, sgst: 1, igst: 1 },
        404,
      ],
      [
        '/v1/uploads/presign',
        { target: 'logo', content_type: 'image/png', company_po_id: globexId },
        404,
      ],
    ];
    for (const [url, body, status] of writes) {
      const answer = await acme.post<ErrorBody>(url, body, { token });
      expect(answer.status, url).toBe(status);
    }
    const put = await acme.put<ErrorBody>(
      `/v1/companySeller/${globexSeller.seller_id}`,
      sellerUpdate(globexSeller.seller_id!, acmeId),
      { token },
    );
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Seller not found');
    expect(await globexSnapshot()).toBe(before);
  });

  it('refuses globex parents under an acme company (400) and creates nothing', async () => {
    const token = acmeAdmin.access_token;
    const level2 = await acme.post<ErrorBody>(
      '/v1/l2CategoryPO',
      { level1_id: theirs.level1, level2_name: 'X', level2_order_id: 1, company_po_id: acmeId },
      { token },
    );
    expect(level2.status).toBe(400);
    expect(level2.body.message).toBe('level1_id does not name a Level1 category of this company');

    const level3 = await acme.post<ErrorBody>(
      '/v1/l3CategoryPO',
      {
        level1_id: theirs.level1,
        level2_id: theirs.level2,
        level3_name: 'X',
        level3_order_id: 1,
        company_po_id: acmeId,
      },
      { token },
    );
    expect(level3.status).toBe(400);

    const banner = await acme.post<ErrorBody>(
      '/v1/companyBanner',
      {
        category1_id: ours.level1,
        category2_id: theirs.level2,
        order_id: 1,
        banner_url: 'u',
        banner_slogan: 's',
        banner_button_text: 'b',
        company_po_id: acmeId,
      },
      { token },
    );
    expect(banner.status).toBe(400);
    expect(banner.body.message).toBe(
      'category2_id does not name a Level2 category under category1_id',
    );

    const product = await acme.post<ErrorBody>(
      '/v1/companySellerProd',
      {
        prod_name: 'X',
        category1_id: theirs.level1,
        prod_brand: 'X',
        company_id: acmeId,
        seller_id: acmeSeller.seller_id,
        country_origin: 'India',
      },
      { token: acmeSeller.access_token },
    );
    expect(product.status).toBe(400);

    const foreignSeller = await acme.post<ErrorBody>(
      '/v1/companySellerProd',
      {
        prod_name: 'X',
        category1_id: ours.level1,
        prod_brand: 'X',
        company_id: acmeId,
        seller_id: globexSeller.seller_id,
        country_origin: 'India',
      },
      { token },
    );
    expect(foreignSeller.status).toBe(404);
    expect(foreignSeller.body.message).toBe('Seller not found');

    const logo = await acme.post<ErrorBody>(
      '/v1/uploads/presign',
      {
        target: 'product-logo',
        content_type: 'image/png',
        company_po_id: acmeId,
        prod_id: theirs.prod,
      },
      { token },
    );
    expect(logo.status).toBe(404);

    const l2 = await acme.get<unknown[]>(`/v1/l2CategoryPO/company_po_id/${acmeId}`, { token });
    expect(l2.body).toHaveLength(1);
    const l3 = await acme.get<unknown[]>(`/v1/l3CategoryPO/company_po_id/${acmeId}`, { token });
    expect(l3.body).toHaveLength(0);
  });
});

describe('tokens are bound to their tenant', () => {
  it('refuses an acme account token on the globex host', async () => {
    const onGlobex = { token: acmeAdmin.access_token };
    for (const url of [`/v1/companyPO/${globexId}`, `/v1/l1CategoryPO/company_po_id/${globexId}`]) {
      const answer = await globex.get<ErrorBody>(url, onGlobex);
      expect(answer.status, url).toBe(401);
      expect(answer.body.message).toBe('Invalid or expired token');
    }
    const write = await globex.post<ErrorBody>(
      '/v1/companyBrand',
      { brand_name: 'Hijack', company_po_id: globexId },
      onGlobex,
    );
    expect(write.status).toBe(401);
    const change = await globex.post<ErrorBody>(
      '/v1/companyPO/changepassword',
      {
        pw: 'x',
        cpw: 'x',
        pw_changed_date: '2025-01-01T00:00:00.000Z',
        user_po_id: acmeAdmin.user_id,
        pw_changed: true,
      },
      onGlobex,
    );
    expect(change.status).toBe(401);
  });

  it('refuses a token whose signature was altered', async () => {
    const [version, body, mac] = acmeAdmin.access_token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, company: globexId })).toString(
      'base64url',
    );
    const answer = await globex.get(`/v1/companyPO/${globexId}`, {
      token: `${version}.${forgedBody}.${mac}`,
    });
    expect(answer.status).toBe(401);
  });
});

describe('the tenant comes from the host', () => {
  it('refuses requests without a known tenant host', async () => {
    for (const host of [
      'localhost',
      '127.0.0.1:8787',
      'initech.localhost',
      '-bad-.localhost',
      '',
    ]) {
      const answer = await acme.get<ErrorBody>('/v1/country', { host });
      expect(answer.status, host).toBe(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Unknown tenant',
        code: 'unknown-tenant',
      });
    }
  });

  it('accepts the tenant with a port, in any case, with a trailing dot', async () => {
    for (const host of ['acme.localhost:5173', 'ACME.localhost', 'acme.example.com.']) {
      expect((await acme.get('/v1/country', { host })).status, host).toBe(200);
    }
  });

  it('registers per tenant: the same username on both hosts is two accounts', async () => {
    const sameName = 'twin@example.test';
    const first = await signedInAccount(acme, sameName);
    const second = await signedInAccount(globex, sameName);
    expect(first.company_po_id).toBe(acmeId);
    expect(second.company_po_id).toBe(globexId);
    expect(first.user_id).not.toBe(second.user_id);
  });
});

describe('seller tokens act for their own seller only', () => {
  it('refuses a seller updating another seller of the same tenant', async () => {
    const other = await signedInAccount(acme, 'other-seller@acme.test', 'seller');
    const answer = await acme.put<ErrorBody>(
      `/v1/companySeller/${other.seller_id}`,
      sellerUpdate(other.seller_id!, acmeId),
      { token: acmeSeller.access_token },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Seller not found');
    const byAdmin = await acme.put(
      `/v1/companySeller/${other.seller_id}`,
      sellerUpdate(other.seller_id!, acmeId),
      { token: acmeAdmin.access_token },
    );
    expect(byAdmin.status).toBe(200);
  });
});

function sellerUpdate(sellerId: number, companyId: number) {
  return {
    seller_type: 1,
    seller_business_type: 1,
    seller_business_name: 'Hijacked Traders',
    seller_legal_name: 'Hijacked Traders',
    seller_pan_number: 'ABCDE1234F',
    seller_gstin_number: '27ABCDE1234F1Z5',
    seller_comm_percentage: 5,
    seller_maximum_products: 10,
    seller_phone: '9999999999',
    seller_office_email: 'x@y.test',
    seller_zip: '400001',
    seller_stateshort: 'MH',
    seller_admin_first_name: 'H',
    seller_admin_title: 'T',
    seller_admin_gender: 2,
    seller_admin_dob: '1980-01-01',
    seller_admin_phone: '9999999999',
    seller_admin_email: 'x@y.test',
    seller_statelong: 'Maharashtra',
    seller_country: 'India',
    seller_countryshort: 'IN',
    company_id: companyId,
    seller_id: sellerId,
    business_subdomain: 'acme',
  };
}
