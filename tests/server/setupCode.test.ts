import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSetupCode } from '../../examples/server/lib/claiming.ts';
import {
  HOURS,
  activationFor,
  client,
  registerBody,
  startTestServer,
  testClock,
  type Client,
  type ErrorBody,
} from './helpers';

/*
 * Issue 45, item 5: the setup code worked for two registrations before activation, and was kept
 * in clear text. Only a hash is kept now, and the registration that uses it binds it: a second
 * claimant is refused until the first's registration expires (docs/api-contract.md, "Claiming a
 * store").
 */

const clock = testClock();
let server: Awaited<ReturnType<typeof startTestServer>>;
let acme: Client;
let code: string;

beforeAll(async () => {
  server = await startTestServer({ newSetupCode, now: clock.now });
  acme = client(server.app, 'acme');
  code = (await server.app.setupCodes()).acme!;
});
afterAll(() => server.close());

const claim = (username: string, setupCode = code) =>
  acme.post<ErrorBody>('/v1/register', registerBody(username, { setup_code: setupCode }));

describe('the setup code', () => {
  it('is kept only as a hash', async () => {
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const rows = await server.db.query<{ row: string }>(
      'SELECT row_to_json(c)::text AS row FROM companies c',
    );
    const bare = code.replace(/-/g, '');
    for (const { row } of rows) {
      expect(row).not.toContain(code);
      expect(row).not.toContain(bare);
    }
  });

  it('is bound by the registration that uses it: a second claimant waits', async () => {
    expect((await claim('first@acme.test')).status).toBe(200);
    const second = await claim('second@acme.test');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('setup-code-taken');
    // The first registration expires unactivated: the code is free again.
    clock.advance(72 * HOURS + 1);
    expect((await claim('second@acme.test')).status).toBe(200);
    const { activation, iv } = await activationFor(acme, 'second@acme.test');
    expect((await acme.post('/v1/companyPO/activation', { activation, iv })).status).toBe(200);
    const init = await acme.get<Array<{ has_owner: boolean }>>('/init/acme.json');
    expect(init.body[0]?.has_owner).toBe(true);
  });
});
