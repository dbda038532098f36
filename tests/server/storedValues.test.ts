import { describe, expect, it } from 'vitest';
import { companyPages, productInput } from '../contract/fixtures';
import {
  signedInAccount,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
} from './helpers';

/*
 * Stored values (docs/api-contract.md, "Values"): rich text is sanitised on save with the kit's
 * own allow-list, plain text refuses markup and invisible-only names, links are http(s) only and
 * images are the store's uploads or on a configured media origin.
 */

let acme: Client;
let acmeId: number;
let admin: SignInRecord;

serverFixture({ env: { MEDIA_ORIGINS: 'https://cdn.example.com' } }, async (fixture) => {
  ({ acme, acmeId } = fixture);
  admin = await signedInAccount(acme, 'values@acme.test');
});

function page(n: 2 | 3 | 4 | 5, change: Record<string, unknown>) {
  // billing_name is shown, never sent.
  const { billing_name: _shown, ...fields } = { billing_name: '', ...companyPages('v')[n] };
  return acme.post<ErrorBody>(
    `/v1/companyPO/page${n}`,
    { ...fields, ...change, id: acmeId },
    { token: admin.access_token },
  );
}

async function stored(): Promise<Record<string, unknown>> {
  const answer = await acme.get<Array<Record<string, unknown>>>(`/v1/companyPO/${acmeId}`, {
    token: admin.access_token,
  });
  return answer.body[0]!;
}

describe('rich text', () => {
  it('is stored with only the markup the kit displays', async () => {
    const answer = await page(4, {
      about_us_text:
        '<p onclick="x()">Hello <script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">link</a><svg onload="alert(4)"></svg><strong>bold</strong></p>',
    });
    expect(answer.status).toBe(200);
    const text = String((await stored()).about_us_text);
    expect(text).toBe('<p>Hello <a rel="noopener noreferrer">link</a><strong>bold</strong></p>');
  });

  it('that is only markup is empty', async () => {
    for (const value of [
      '<img src=x onerror="alert(1)">',
      '<svg onload="alert(1)"></svg>',
      '<script>alert(1)</script>',
      '<p>\u200b\u2800</p>',
    ]) {
      const answer = await page(5, { terms_conditions: value });
      expect(answer.status, value).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'field-required',
        params: { field: 'terms_conditions' },
      });
    }
  });

  it('of a product is sanitised, and markup alone stores nothing', async () => {
    const seller = await signedInAccount(acme, 'values-seller@acme.test', 'seller');
    const level1 = await acme.post<{ level1_id: number }>(
      '/v1/l1CategoryPO',
      { level1_name: 'Values', description: 'x', level1_order_id: 1, company_po_id: acmeId },
      { token: admin.access_token },
    );
    const created = await acme.post<Array<{ rows: Array<{ prod_id: number }> }>>(
      '/v1/companySellerProd',
      {
        ...productInput(
          { company_id: acmeId, seller_id: seller.seller_id!, category1_id: level1.body.level1_id },
          'values',
        ),
        category2_id: null,
        prod_description: '<p>Kettle<img src=x onerror=alert(1)></p>',
        prod_specifications: '<svg onload=alert(1)></svg>',
      },
      { token: seller.access_token },
    );
    expect(created.status).toBe(200);
    const prodId = created.body[0]!.rows[0]!.prod_id;
    const product = await acme.get<Array<Record<string, unknown>>>(
      `/v1/companySellerProd/${prodId}`,
      { token: seller.access_token },
    );
    expect(product.body[0]).toMatchObject({
      prod_description: '<p>Kettle</p>',
      prod_specifications: null,
    });
  });
});

describe('plain text', () => {
  it('refuses markup', async () => {
    const answer = await page(3, { billing_area: '<img src=x onerror=alert(1)>' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'field-markup',
      params: { field: 'billing_area' },
    });
    expect((await page(3, { billing_area: 'Block < 5' })).status).toBe(200);
  });

  it('made only of invisible characters is empty', async () => {
    for (const value of ['\u200b', '\u2800\u2800', '\u200b \ufeff']) {
      const answer = await page(3, { billing_area: value });
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'field-required',
        params: { field: 'billing_area' },
      });
    }
  });
});

describe('links', () => {
  it('accept only http and https addresses', async () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'ftp://x.example',
    ]) {
      const answer = await page(2, { web_url: value });
      expect(answer.status, value).toBe(400);
      expect(answer.body).toMatchObject({ code: 'field-link', params: { field: 'web_url' } });
    }
    expect(
      (await page(2, { web_url: 'https://acme.example', insta: 'http://i.example/acme' })).status,
    ).toBe(200);
  });
});

describe('image URLs', () => {
  it('refuse other hosts, even at an upload path', async () => {
    for (const value of [
      `http://evil.example/api/uploads/${acmeId}/logo.png`,
      'https://evil.example/logo.png',
      'https://cdn.example.com@evil.example/logo.png',
    ]) {
      const answer = await page(2, { logo_upload: value });
      expect(answer.status, value).toBe(400);
      expect(answer.body).toMatchObject({ code: 'image-url', params: { field: 'logo_upload' } });
    }
  });

  it('accept the store’s uploads on its own origin and the configured media origins', async () => {
    for (const value of [
      `http://acme.localhost:8787/api/uploads/${acmeId}/logo.png`,
      `/api/uploads/${acmeId}/logo.png`,
      'https://cdn.example.com/acme/logo.png',
    ]) {
      expect((await page(2, { logo_upload: value })).status, value).toBe(200);
    }
  });
});
