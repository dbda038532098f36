import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rekeyUsernames } from '../../examples/server/lib/usernames.ts';
import { client, registerBody, startTestServer, type Client, type ErrorBody } from './helpers';

/*
 * Lookalike usernames (issue 21 item 8, UTS #39): refused when they use what Unicode does not
 * recommend in identifiers, and otherwise compared by their confusable skeleton, so a copy is the
 * account it copies.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let acme: Client;

beforeAll(async () => {
  server = await startTestServer();
  acme = client(server.app, 'acme');
});
afterAll(() => server.close());

const register = (username: string) =>
  acme.post<ErrorBody>('/v1/register', registerBody(username, { kind: 'seller' }));

describe('lookalike usernames', () => {
  it.each([
    ['an all-Cyrillic copy', 'ace@xe.pc', '\u0430\u0441\u0435@\u0445\u0435.\u0440\u0441'],
    ['Armenian letters in a Latin name', 'dupe@x.com', 'd\u057dpe@x.com'],
    ['a digit one for a letter l', 'paull@x.test', 'paul1@x.test'],
  ])('treats %s as the same account', async (_name, original, copy) => {
    expect((await register(original)).status).toBe(200);
    const copied = await register(copy);
    expect(copied.status).toBe(409);
    expect(copied.body.code).toBe('username-taken');
    // The username check says the same, in the asker's words: never the other account's name.
    const check = await acme.get<Array<{ username: string }>>(
      `/v1/register/Username/${encodeURIComponent(copy)}`,
    );
    expect(check.body).toEqual([{ username: copy }]);
  });

  it.each([
    ['Cherokee', '\u13aa\u13a0\u13b7\u13a5\u13c1@x.com', 'username-lookalike'],
    ['small capitals', '\u1d00\u1d05\u1d0d\u026a\u0274@x.com', 'username-lookalike'],
    ['a combining overlay', 'd\u0336upe@x.com', 'username-lookalike'],
    ['a Braille blank', 'du\u2800pe@x.com', 'username-invisible'],
    ['Cyrillic among Latin', '\u0430dmin@x.com', 'username-mixed-script'],
  ])('refuses %s', async (_name, username, code) => {
    const answer = await register(username);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
  });

  it('keeps names that only look alike in other scripts apart when they are not confusable', async () => {
    expect((await register('प्रिया@acme.test')).status).toBe(200);
    expect((await register('priya@acme.test')).status).toBe(200);
  });

  it('brings keys stored by the older rule to the skeleton at start', async () => {
    expect((await register('mike1@x.test')).status).toBe(200);
    // As the folding-only rule stored it.
    await server.db.query(
      `UPDATE accounts SET username_key = 'mike1@x.test' WHERE username = 'mike1@x.test'`,
    );
    expect((await register('mikel@x.test')).status).toBe(200);
    await server.db.query(`DELETE FROM sellers WHERE seller_admin_email = 'mikel@x.test'`);
    await server.db.query(`DELETE FROM accounts WHERE username = 'mikel@x.test'`);
    const warnings: string[] = [];
    await rekeyUsernames(server.db, (line) => warnings.push(line));
    expect(warnings).toEqual([]);
    const again = await register('mikel@x.test');
    expect(again.status).toBe(409);
  });
});
