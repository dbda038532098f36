import { describe, expect, it } from 'vitest';
import { companyPages } from '../contract/fixtures';
import { signedInAccount, serverFixture, type Client, type SignInRecord } from './helpers';

/*
 * Personal data (docs/api-contract.md, "The init file" and "Who may call what"): the public init
 * answers what a sign-in page needs; a seller reads the store's public profile only.
 */

let acme: Client;
let acmeId: number;
let admin: SignInRecord;

serverFixture({}, async (fixture) => {
  ({ acme, acmeId } = fixture);
  admin = await signedInAccount(acme, 'pd-admin@acme.test');
  const { billing_name: _shown, ...billing } = companyPages('pd')[3];
  for (const [n, body] of [
    [2, companyPages('pd')[2]],
    [3, billing],
    [4, companyPages('pd')[4]],
  ] as const) {
    const saved = await acme.post(
      `/v1/companyPO/page${n}`,
      { ...body, id: acmeId },
      { token: admin.access_token },
    );
    expect(saved.status).toBe(200);
  }
});

describe('the public init file', () => {
  it('answers only id, names, logo and has_owner', async () => {
    const answer = await acme.get<Array<Record<string, unknown>>>('/init/acme.json');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body[0]!).sort()).toEqual(
      [
        'business_name',
        'business_subdomain',
        'has_owner',
        'id',
        'legal_name',
        'logo_upload',
      ].sort(),
    );
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/point_of_contact|dob|email|phone|pan_number/);
  });
});

describe("a seller reading the store's record", () => {
  it('gets its public profile, without tax numbers nor the contact', async () => {
    const seller = await signedInAccount(acme, 'pd-seller@acme.test', 'seller');
    const answer = await acme.get<Array<Record<string, unknown>>>(`/v1/companyPO/${acmeId}`, {
      token: seller.access_token,
    });
    expect(answer.status).toBe(200);
    const record = answer.body[0]!;
    expect(record).toMatchObject({ id: acmeId, about_us_text: '<p>About pd</p>' });
    for (const field of [
      'pan_number',
      'registration_number',
      'point_of_contact',
      'phone',
      'office_email',
      'accounts_email',
      'gstin_number',
      'maximum_products',
    ]) {
      expect(record, field).not.toHaveProperty(field);
    }
    const byAdmin = await acme.get<Array<Record<string, unknown>>>(`/v1/companyPO/${acmeId}`, {
      token: admin.access_token,
    });
    expect(byAdmin.body[0]).toMatchObject({ pan_number: 'AAACA1234A' });
    expect(byAdmin.body[0]).toHaveProperty('point_of_contact');
  });
});
