import { describe, expect, it } from 'vitest';
import { companyPages, productInput, sellerUpdate } from '../contract/fixtures';
import {
  signedInAccount,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
} from './helpers';

/*
 * Quotas (docs/api-contract.md, "Limits"): a seller creates at most its seller_maximum_products,
 * the store holds at most its maximum_products.
 */

let acme: Client;
let acmeId: number;
let admin: SignInRecord;
let level1: number;

serverFixture({}, async (fixture) => {
  ({ acme, acmeId } = fixture);
  admin = await signedInAccount(acme, 'quota-admin@acme.test');
  const created = await acme.post<{ level1_id: number }>(
    '/v1/l1CategoryPO',
    { level1_name: 'Quota', description: 'x', level1_order_id: 1, company_po_id: acmeId },
    { token: admin.access_token },
  );
  level1 = created.body.level1_id;
});

async function sellerWithMaximum(username: string, maximum: number) {
  const seller = await signedInAccount(acme, username, 'seller');
  const saved = await acme.put(
    `/v1/companySeller/${seller.seller_id}`,
    {
      ...sellerUpdate({ company_id: acmeId, seller_id: seller.seller_id! }, username),
      seller_maximum_products: maximum,
    },
    { token: admin.access_token },
  );
  expect(saved.status).toBe(200);
  return seller;
}

const createProduct = (seller: SignInRecord, tag: string) =>
  acme.post<ErrorBody>(
    '/v1/companySellerProd',
    {
      ...productInput(
        { company_id: acmeId, seller_id: seller.seller_id!, category1_id: level1 },
        tag,
      ),
      category2_id: null,
    },
    { token: seller.access_token },
  );

describe('product quotas', () => {
  it('stop a seller at its seller_maximum_products', async () => {
    const seller = await sellerWithMaximum('quota-one@acme.test', 1);
    expect((await createProduct(seller, 'one-1')).status).toBe(200);
    const second = await createProduct(seller, 'one-2');
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      code: 'seller-product-limit',
      params: { limit: 1 },
      message: 'This seller has reached its maximum of 1 products',
    });
  });

  it('stop the store at its maximum_products', async () => {
    const page2 = companyPages('q')[2];
    const seller = await sellerWithMaximum('quota-many@acme.test', 100);
    expect((await createProduct(seller, 'many-1')).status).toBe(200);
    // The store now holds 2 products (one above, one here): its maximum becomes 2.
    const saved = await acme.post(
      '/v1/companyPO/page2',
      { ...page2, maximum_products: 2, id: acmeId },
      { token: admin.access_token },
    );
    expect(saved.status).toBe(200);
    const refused = await createProduct(seller, 'many-2');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'company-product-limit', params: { limit: 2 } });
  });
});
