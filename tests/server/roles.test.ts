import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  CALLERS,
  ROLE_TABLE,
  markdownTableAfter,
  tableCells,
  type Caller,
  type RoleRow,
} from '../contract/roles';
import { productInput } from '../contract/fixtures';
import {
  IMAGES,
  SERVICE,
  registerBody,
  signedInAccount,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
  type TestServer,
} from './helpers';

/*
 * The role table of docs/api-contract.md: the document shows exactly the test's table, and the
 * rows no BackofficeApi method makes (the service login, presigned uploads) are walked here over
 * the wire; tests/contract walks the others against every backend.
 */

it('docs/api-contract.md shows the role table the tests walk', async () => {
  const doc = await readFile(new URL('../../docs/api-contract.md', import.meta.url), 'utf8');
  expect(markdownTableAfter(doc, '## Who may call what')).toEqual(tableCells());
});

describe('the wire-only rows of the role table', () => {
  let server: TestServer;
  let acme: Client;
  let acmeId: number;
  let tokens: Record<Caller, string | null>;
  let sellerProduct: number;
  let otherProduct: number;

  /** The acme account each caller's token is of, to sign it in afresh. */
  const usernames: Partial<Record<Caller, string>> = {
    seller: 'seller@acme.test',
    admin: 'admin@acme.test',
  };
  /** The caller whose token `token` is. */
  const callerOf = (token: string | null) =>
    (Object.keys(tokens) as Caller[]).find((caller) => tokens[caller] === token) ?? 'anonymous';
  /**
   * A token of the same caller, signed in afresh, so ending its sessions leaves the others'
   * tokens alone; another tenant's and no token stay as they are.
   */
  const fresh = async (token: string | null) => {
    const username = usernames[callerOf(token)];
    if (!username) return token;
    const answer = await acme.post<SignInRecord[]>('/signinSeller', {
      username,
      pw: registerBody(username).pw,
    });
    return answer.body[0]!.access_token;
  };

  serverFixture({}, async (fixture) => {
    ({ server, acme, acmeId } = fixture);
    const { globex } = fixture;
    const admin = await signedInAccount(acme, 'admin@acme.test');
    const seller = await signedInAccount(acme, 'seller@acme.test', 'seller');
    const other = await signedInAccount(acme, 'other@acme.test', 'seller');
    const foreign = await signedInAccount(globex, 'admin@globex.test');
    tokens = {
      anonymous: null,
      seller: seller.access_token,
      admin: admin.access_token,
      otherTenant: foreign.access_token,
    };
    const level1 = await acme.post<{ level1_id: number }>(
      '/v1/l1CategoryPO',
      { level1_name: 'Roles', description: 'x', level1_order_id: 1, company_po_id: acmeId },
      { token: admin.access_token },
    );
    const product = async (account: SignInRecord) => {
      const answer = await acme.post<Array<{ rows: Array<{ prod_id: number }> }>>(
        '/v1/companySellerProd',
        {
          ...productInput(
            {
              company_id: acmeId,
              seller_id: account.seller_id!,
              category1_id: level1.body.level1_id,
            },
            'roles',
          ),
          category2_id: null,
        },
        { token: account.access_token },
      );
      return answer.body[0]!.rows[0]!.prod_id;
    };
    sellerProduct = await product(seller);
    otherProduct = await product(other);
  });

  const presign = (target: string, prodId?: number) => (token: string | null) =>
    acme.post<ErrorBody>(
      '/v1/uploads/presign',
      {
        target,
        content_type: 'image/png',
        company_po_id: acmeId,
        ...(prodId === undefined ? {} : { prod_id: prodId }),
      },
      { token },
    );

  /** A stored logo: its signed PUT URL, made once by the admin. */
  let signed: { url: string; publicUrl: string } | undefined;
  /** A signed logo upload; `fresh`: a new one (a signed URL stores one file, once). */
  const signedUpload = async (fresh = false) => {
    if (fresh || !signed) {
      signed = (
        await acme.post<{ url: string; publicUrl: string }>(
          '/v1/uploads/presign',
          { target: 'logo', content_type: 'image/png', company_po_id: acmeId },
          { token: tokens.admin },
        )
      ).body;
    }
    return signed;
  };
  /** A call straight to the server (paths outside `client`'s, or raw bodies), as `caller`. */
  const raw = async (
    method: 'GET' | 'PUT',
    url: string,
    token: string | null,
    payload?: Buffer,
  ) => {
    const answer = await server.app.inject({
      method,
      url,
      headers: {
        host: 'acme.localhost:8787',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'image/png' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    const type = String(answer.headers['content-type'] ?? '');
    return { status: answer.statusCode, body: type.includes('json') ? answer.json() : null };
  };

  /** The wire calls of the rows without a BackofficeApi method, by row. */
  const wire: Record<
    string,
    Array<(token: string | null) => Promise<{ status: number; body: unknown }>>
  > = {
    'GET /v1/companyCollection (every collection of the store)': [
      (token) => acme.get('/v1/companyCollection', { token }),
    ],
    'PUT /uploads/{key} (the signed URL: its signature is the credential)': [
      async (token) => {
        const target = new URL((await signedUpload(true)).url);
        return raw('PUT', target.pathname + target.search, token, IMAGES.png);
      },
    ],
    'GET /uploads/{key}': [async (token) => raw('GET', (await signedUpload()).publicUrl, token)],
    'GET /dev/outbox (dev mode only; 404 without it)': [
      (token) => acme.get('/dev/outbox', { token }),
    ],
    'POST /auth/login (the service account)': [() => acme.post('/auth/login', SERVICE)],
    "POST /v1/signout (the caller's own token)": [
      async (token) => acme.post('/v1/signout', {}, { token: await fresh(token) }),
    ],
    "POST /v1/sessions/revoke (the caller's other sessions, with its password)": [
      async (token) => {
        const caller = callerOf(token);
        const answer = await acme.post<{ access_token?: string }>(
          '/v1/sessions/revoke',
          { current_pw: registerBody('x').pw },
          { token: await fresh(token) },
        );
        // Every earlier token of the account ended: the caller goes on with the new one.
        if (answer.body.access_token && caller !== 'anonymous') {
          tokens[caller] = answer.body.access_token;
        }
        return answer;
      },
    ],
    'POST /v1/uploads/presign (`logo`, `about-us`)': [presign('logo'), presign('about-us')],
    'POST /v1/uploads/presign (`banner`)': [presign('banner')],
    "POST /v1/uploads/presign (`product-logo` of the seller's product)": [
      (token) => presign('product-logo', sellerProduct)(token),
    ],
    "POST /v1/uploads/presign (`product-logo` of another seller's product)": [
      (token) => presign('product-logo', otherProduct)(token),
    ],
  };

  const wireRows = ROLE_TABLE.filter((row) => !row.run);
  const rowName = (row: RoleRow) => (row.target ? `${row.call} (${row.target})` : row.call);
  it('has a wire call for every row without a BackofficeApi method', () => {
    expect(wireRows.map(rowName).sort()).toEqual(Object.keys(wire).sort());
  });

  for (const row of wireRows) {
    const name = rowName(row);
    it(name, async () => {
      for (const caller of CALLERS) {
        const [status, code] = row.outcomes[caller].split(' ');
        for (const call of wire[name] ?? []) {
          const answer = await call(tokens[caller]);
          expect(answer.status, `${caller}: ${JSON.stringify(answer.body)}`).toBe(Number(status));
          if (code) expect((answer.body as ErrorBody).code, caller).toBe(code);
        }
      }
    });
  }
});
