import { request } from 'node:http';
import { DEMO_OWNERS } from '../../examples/server/lib/claiming.ts';
import { activationLink } from './harness';

/**
 * The reference API called from Node, to prepare what a test does not exercise through the UI
 * (docs/api-contract.md). Node cannot resolve *.localhost: the tenant goes in the Host header.
 */

export type Tenant = 'acme' | 'globex';

export interface Answer<T> {
  status: number;
  body: T;
}

/** One JSON call on `tenant`'s host of the server listening on `at`; never rejects on a status. */
export function apiCall<T = unknown>(
  at: number,
  tenant: Tenant,
  method: string,
  urlPath: string,
  body?: unknown,
  token?: string,
): Promise<Answer<T>> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: at,
        method,
        path: `/api${urlPath}`,
        headers: {
          host: `${tenant}.localhost:${at}`,
          version: '1.0',
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** `apiCall` that rejects unless the answer is 2xx, resolving with the body. */
export async function apiOk<T = unknown>(...args: Parameters<typeof apiCall>): Promise<T> {
  const answer = await apiCall<T>(...args);
  if (answer.status >= 300) {
    throw new Error(`${args[2]} ${args[3]} ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export interface Account {
  username: string;
  password: string;
  userId: number;
  companyId: number;
  token: string;
}

/** Registers `username` on `tenant` (a company admin unless `kind` says seller). */
export function register(
  at: number,
  tenant: Tenant,
  username: string,
  password: string,
  kind: 'company' | 'seller' = 'company',
  setupCode?: string,
) {
  return apiOk<{ user_id: number }>(at, tenant, 'POST', '/v1/register', {
    first_name: 'Meera',
    last_name: 'Iyer',
    phone: '9820012345',
    username,
    pw: password,
    cpw: password,
    created_at: new Date().toISOString(),
    ...(kind === 'seller' ? { kind } : {}),
    ...(setupCode ? { setup_code: setupCode } : {}),
  });
}

/** Signs in; the first row of `/signinSeller`'s answer. */
export async function signIn(at: number, tenant: Tenant, username: string, password: string) {
  const [user] = await apiOk<
    Array<{ access_token: string; company_po_id: number; user_id: number }>
  >(at, tenant, 'POST', '/signinSeller', { username, pw: password });
  if (!user) throw new Error(`no sign-in answer for ${username}`);
  return user;
}

/**
 * A company admin of `tenant` ready for the wizard: registered (claiming the store with the
 * `setupCode` the server printed), activated through the outbox link, password changed (the first
 * sign-in's obligation), signed in again.
 */
export async function companyAdmin(
  at: number,
  tenant: Tenant,
  username: string,
  password: string,
  setupCode: string | undefined,
): Promise<Account> {
  const first = 'first-Pass-42';
  await register(at, tenant, username, first, 'company', setupCode);
  const link = new URL((await activationLink(tenant, username, at)).replace('/#/', '/'));
  await apiOk(at, tenant, 'POST', '/v1/companyPO/activation', {
    activation: link.searchParams.get('activation'),
    iv: link.searchParams.get('a'),
  });
  const before = await signIn(at, tenant, username, first);
  await apiOk(
    at,
    tenant,
    'POST',
    '/v1/companyPO/changepassword',
    {
      pw: password,
      cpw: password,
      pw_changed_date: new Date().toISOString(),
      user_po_id: before.user_id,
      pw_changed: true,
    },
    before.access_token,
  );
  const user = await signIn(at, tenant, username, password);
  return {
    username,
    password,
    userId: user.user_id,
    companyId: user.company_po_id,
    token: user.access_token,
  };
}

/** The demo owner of `tenant` that `npm start` gives its store (README, "Demo accounts"), signed in. */
export async function demoOwner(at: number, tenant: Tenant): Promise<Account> {
  const demo = DEMO_OWNERS.find((owner) => owner.tenant === tenant)!;
  const user = await signIn(at, tenant, demo.username, demo.password);
  return {
    username: demo.username,
    password: demo.password,
    userId: user.user_id,
    companyId: user.company_po_id,
    token: user.access_token,
  };
}

/** The company record (`GET /v1/companyPO/{id}`), as the wizard reads it. */
export async function companyRecord(
  at: number,
  tenant: Tenant,
  account: Account,
): Promise<Record<string, unknown>> {
  const answer = await apiOk<unknown>(
    at,
    tenant,
    'GET',
    `/v1/companyPO/${account.companyId}`,
    undefined,
    account.token,
  );
  return (Array.isArray(answer) ? answer[0] : answer) as Record<string, unknown>;
}
