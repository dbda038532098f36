import { inspect } from 'node:util';
import axios from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/kernel/errors';
import { createHttpApi, type HttpApiConfig } from '../../../src/api/http';
import { startRecordingServer, type RecordingServer, type Reply } from './recordingServer';

// Auth, one attempt per call, timeouts, cancellation and error mapping of createHttpApi, against a real
// local HTTP server.

const SERVICE = { username: 'svc-user', password: 'svc-S3cret!' };

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.useRealTimers());

const make = (config: Partial<HttpApiConfig> = {}) =>
  createHttpApi({ baseURL: server.origin, ...config });

const paths = () => server.requests.map((r) => `${r.method} ${r.path}`);

/** A server whose /auth/login issues svc-1, svc-2 … and whose other calls answer `other`. */
function withServiceLogin(other: (auth: string | undefined) => Reply) {
  let issued = 0;
  server.handle((request) => {
    if (request.path === '/auth/login') {
      issued += 1;
      return { body: { access_token: `svc-${issued}` } };
    }
    return other(request.headers.authorization);
  });
}

describe('service account (legacy POST /auth/login)', () => {
  it('POST /auth/login: signs in once with the credentials and reuses the token', async () => {
    withServiceLogin(() => ({ body: [] }));
    const api = make({ serviceAccount: SERVICE, apiKey: 'key-1' });

    await api.level1.list(1);
    await api.brands.create(1, { brand_name: 'B' });
    await api.banners.list(1);

    expect(paths()).toEqual([
      'POST /auth/login',
      'GET /v1/l1CategoryPO/company_po_id/1',
      'POST /v1/companyBrand',
      'GET /v1/companyBanner/company_po_id/1',
    ]);
    const [login, ...calls] = server.requests;
    expect(login!.body).toStrictEqual({ username: 'svc-user', password: 'svc-S3cret!' });
    expect(login!.headers.version).toBe('1.0');
    expect(login!.headers['x-api-key']).toBe('key-1');
    expect(login!.headers.authorization).toBeUndefined();
    expect(calls.map((c) => c.headers.authorization)).toEqual([
      'Bearer svc-1',
      'Bearer svc-1',
      'Bearer svc-1',
    ]);
  });

  it('shares one sign-in between concurrent calls', async () => {
    withServiceLogin(() => ({ body: [] }));
    const api = make({ serviceAccount: SERVICE });
    await Promise.all([api.level1.list(1), api.level2.list(1), api.level3.list(1)]);
    expect(paths().filter((p) => p === 'POST /auth/login')).toHaveLength(1);
  });

  it('does not sign in for public calls', async () => {
    server.handle(() => ({ body: [] }));
    const api = make({ serviceAccount: SERVICE });
    await api.reference.countries();
    await api.account.signIn({ username: 'u', pw: 'p' });
    expect(paths()).toEqual(['GET /v1/country', 'POST /signinSeller']);
    expect(server.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('renews the token exactly once on a 401 and retries the call', async () => {
    withServiceLogin((auth) =>
      auth === 'Bearer svc-1' ? { status: 401, body: { message: 'Token expired' } } : { body: [] },
    );
    const api = make({ serviceAccount: SERVICE });

    await expect(api.collections.create(1, { collection_name: 'C' })).resolves.toEqual([]);
    await api.level1.list(1);

    expect(paths()).toEqual([
      'POST /auth/login',
      'POST /v1/companyCollection',
      'POST /auth/login',
      'POST /v1/companyCollection',
      'GET /v1/l1CategoryPO/company_po_id/1',
    ]);
    expect(server.requests.slice(3).map((r) => r.headers.authorization)).toEqual([
      'Bearer svc-2',
      'Bearer svc-2',
    ]);
  });

  it('gives up after one renewal when the server keeps answering 401', async () => {
    withServiceLogin(() => ({ status: 401, body: { message: 'Not allowed' } }));
    const api = make({ serviceAccount: SERVICE });

    await expect(api.company.get(1)).rejects.toMatchObject({
      kind: 'rejected',
      status: 401,
      message: 'Not allowed',
    });
    expect(paths()).toEqual([
      'POST /auth/login',
      'GET /v1/companyPO/1',
      'POST /auth/login',
      'GET /v1/companyPO/1',
    ]);
  });

  it('reports a refused sign-in and tries again on the next call', async () => {
    let refuse = true;
    server.handle((request) => {
      if (request.path !== '/auth/login') return { body: [] };
      return refuse
        ? { status: 401, body: { message: 'Bad service credentials' } }
        : { body: { access_token: 'svc-ok' } };
    });
    const api = make({ serviceAccount: SERVICE });

    await expect(api.level1.list(1)).rejects.toMatchObject({
      status: 401,
      message: 'Bad service credentials',
    });
    refuse = false;
    await expect(api.level1.list(1)).resolves.toEqual([]);
    expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer svc-ok');
  });

  it('rejects a sign-in answer without a token as invalid', async () => {
    server.handle(() => ({ body: { token: 'wrong-field' } }));
    await expect(make({ serviceAccount: SERVICE }).level1.list(1)).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it('never embeds credentials in the errors it throws', async () => {
    withServiceLogin(() => ({ status: 500, body: {} }));
    const api = make({ serviceAccount: SERVICE, apiKey: 'key-SECRET-42' });
    const error = await api.sellers.update({ seller_id: 3 } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const dump = inspect(error, { depth: 10 }) + JSON.stringify(error);
    expect(dump).not.toContain('svc-S3cret!');
    expect(dump).not.toContain('key-SECRET-42');
    expect(dump).not.toContain('svc-1');

    server.handle(() => 'drop');
    const dropped = await api.account.signIn({ username: 'u', pw: 'user-pw-7' }).catch((e) => e);
    expect(inspect(dropped, { depth: 10 })).not.toContain('user-pw-7');
  });
});

describe('host tokens (getAccessToken)', () => {
  it('sends the token the host gives, sync or async, and nothing when it has none', async () => {
    server.handle(() => ({ body: [] }));
    let token: string | null = 'host-A';
    await make({ getAccessToken: () => token }).level1.list(1);
    await make({ getAccessToken: () => Promise.resolve('host-B') }).level1.list(1);
    token = null;
    await make({ getAccessToken: () => token }).level1.list(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer host-A',
      'Bearer host-B',
      undefined,
    ]);
  });

  it('does not renew a host token on 401: the host owns it', async () => {
    server.handle(() => ({ status: 401, body: { message: 'Session expired' } }));
    const api = make({ getAccessToken: () => 'host-A', serviceAccount: SERVICE });
    await expect(api.company.get(1)).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual(['GET /v1/companyPO/1']);
  });

  it('falls back to the service account while the host has no token', async () => {
    withServiceLogin(() => ({ body: [] }));
    let token: string | null = null;
    const api = make({ getAccessToken: () => token, serviceAccount: SERVICE });
    await api.level1.list(1);
    token = 'host-A';
    await api.level1.list(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      undefined,
      'Bearer svc-1',
      'Bearer host-A',
    ]);
  });
});

describe('onUnauthorized: a session that ended', () => {
  const refusal = {
    status: 401,
    body: { message: 'Invalid or expired token', code: 'invalid-token' },
  };

  it('hears each 401 of a call made for the account, which still fails with it', async () => {
    server.handle(() => refusal);
    const heard: ApiError[] = [];
    const api = make({ getAccessToken: () => 'expired', onUnauthorized: (e) => heard.push(e) });
    await expect(api.company.get(1)).rejects.toMatchObject({ status: 401, code: 'invalid-token' });
    await expect(api.level1.create(1, { name: 'x' } as never)).rejects.toMatchObject({
      status: 401,
    });
    expect(heard.map((e) => [e.status, e.code])).toEqual([
      [401, 'invalid-token'],
      [401, 'invalid-token'],
    ]);
  });

  it('is not called for a public call refused with 401 (a wrong password)', async () => {
    server.handle(() => ({ status: 401, body: { message: 'Invalid username or password' } }));
    const heard: ApiError[] = [];
    const api = make({ onUnauthorized: (e) => heard.push(e) });
    await expect(api.account.signIn({ username: 'a', pw: 'b' })).rejects.toMatchObject({
      status: 401,
    });
    expect(heard).toEqual([]);
  });

  it('is not called when signing a token out answers 401 (it ended anyway)', async () => {
    server.handle(() => refusal);
    const heard: ApiError[] = [];
    const api = make({ getAccessToken: () => 'current', onUnauthorized: (e) => heard.push(e) });
    await expect(api.account.signOut('expired')).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual([]);
  });

  it('waits for the service account to be renewed once, then hears the second 401', async () => {
    withServiceLogin(() => refusal);
    const heard: ApiError[] = [];
    const api = make({ serviceAccount: SERVICE, onUnauthorized: (e) => heard.push(e) });
    await expect(api.company.get(1)).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual([
      'POST /auth/login',
      'GET /v1/companyPO/1',
      'POST /auth/login',
      'GET /v1/companyPO/1',
    ]);
    expect(heard).toHaveLength(1);
  });

  it('a hook that throws does not replace the refusal', async () => {
    server.handle(() => refusal);
    const shown = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = make({
      getAccessToken: () => 'expired',
      onUnauthorized: () => {
        throw new Error('host bug');
      },
    });
    await expect(api.company.get(1)).rejects.toMatchObject({ status: 401 });
    expect(shown).toHaveBeenCalledWith(new Error('host bug'));
    shown.mockRestore();
  });
});

describe('one attempt per call (reads are retried by the query layer, src/api/query.ts)', () => {
  it('sends a GET once on a dropped connection', async () => {
    server.handle(() => 'drop');
    await expect(make().reference.countries()).rejects.toMatchObject({ kind: 'network' });
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a POST or a PUT', async () => {
    server.handle(() => 'drop');
    const api = make();
    await expect(
      api.level1.create(1, { level1_name: 'A', description: 'B', level1_order_id: 1 }),
    ).rejects.toMatchObject({ kind: 'network' });
    await expect(api.sellers.update({ seller_id: 3 } as never)).rejects.toMatchObject({
      kind: 'network',
    });
    expect(paths()).toEqual(['POST /v1/l1CategoryPO', 'PUT /v1/companySeller/3']);
  });

  it('does not retry a GET the server refused', async () => {
    server.handle(() => ({ status: 503, body: { message: 'Down for maintenance' } }));
    await expect(make().level1.list(1)).rejects.toMatchObject({
      kind: 'rejected',
      status: 503,
      message: 'Down for maintenance',
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeouts and cancellation', () => {
  it('maps a slow answer to kind timeout (writes: one attempt)', async () => {
    server.handle(() => 'hang');
    const api = make({ timeoutMs: 150 });
    await expect(api.brands.create(1, { brand_name: 'B' })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('sends a timed-out GET once', async () => {
    server.handle(() => 'hang');
    await expect(make({ timeoutMs: 150 }).brands.list(1)).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('maps an abort during the request to kind aborted', async () => {
    server.handle(() => 'hang');
    const controller = new AbortController();
    const pending = make().level1.list(1, { signal: controller.signal });
    await waitFor(() => server.requests.length === 1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      make().account.signIn({ username: 'u', pw: 'p' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('rejections', () => {
  it.each([
    [
      400,
      { statusCode: 400, error: 'Bad Request', message: 'level1_name is required' },
      'level1_name is required',
    ],
    [409, { error: { message: 'Username Already Exist' } }, 'Username Already Exist'],
    [404, { statusCode: 404, error: 'Not Found' }, 'Request failed with status 404'],
    [500, undefined, 'Request failed with status 500'],
  ])('status %i answers ApiError with the server message', async (status, body, message) => {
    server.handle(() => ({ status, body }));
    const error = await make()
      .level1.create(1, { level1_name: '', description: 'd', level1_order_id: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rejected', status, message, isRejection: true });
  });

  it("carries the server's stable code and params beside its message", async () => {
    server.handle(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'cgst must be at most 100',
        code: 'field-too-large',
        params: { field: 'cgst', limit: 100, nested: { no: 1 } },
      },
    }));
    const error = await make()
      .level1.create(1, { level1_name: 'x', description: 'd', level1_order_id: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'cgst must be at most 100',
      code: 'field-too-large',
      // Only text and number params are kept: they fill a translated message.
      params: { field: 'cgst', limit: 100 },
    });
    server.handle(() => ({ status: 400, body: { message: 'No code here', code: 'Not A Code!' } }));
    const uncoded = await make()
      .level1.create(1, { level1_name: 'x', description: 'd', level1_order_id: 1 })
      .catch((e: unknown) => e);
    expect(uncoded).toMatchObject({ message: 'No code here', code: undefined });
  });

  it('maps a refused connection to kind network', async () => {
    const api = createHttpApi({ baseURL: 'http://127.0.0.1:9' });
    await expect(api.reference.countries()).rejects.toMatchObject({ kind: 'network' });
  });

  it('sends through an injected axios instance (its interceptors run)', async () => {
    server.handle(() => ({ body: [] }));
    const instance = axios.create();
    instance.interceptors.request.use((config) => {
      config.headers.set('x-trace', 'trace-1');
      return config;
    });
    await make({ axios: instance }).level1.list(1);
    expect(server.requests[0]!.headers['x-trace']).toBe('trace-1');
  });
});

/** Waits until `condition` holds (vitest polls it, with a deadline). */
function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  return vi.waitFor(() => expect(condition()).toBe(true), { timeout: timeoutMs });
}
