import { describe, expect, it } from 'vitest';
import { sellerUpdate } from '../contract/fixtures';
import { signedInAccount, serverFixture, type Client, type SignInRecord } from './helpers';

/*
 * Enumeration (docs/api-contract.md, "Who may call what"): another seller's seller id answers
 * exactly as a missing one, so a seller cannot learn which ids exist.
 */

let acme: Client;
let acmeId: number;
let ravi: SignInRecord;
let sunita: SignInRecord;

serverFixture({}, async (fixture) => {
  ({ acme, acmeId } = fixture);
  ravi = await signedInAccount(acme, 'enum-ravi@acme.test', 'seller');
  sunita = await signedInAccount(acme, 'enum-sunita@acme.test', 'seller');
});

describe("another seller's id", () => {
  it('answers as a missing one, on reads and on writes', async () => {
    const missing = 999_999;
    const calls = (id: number) => [
      acme.get(`/v1/companySeller/${id}/shop`, { token: ravi.access_token }),
      acme.put(
        `/v1/companySeller/${id}`,
        sellerUpdate({ company_id: acmeId, seller_id: id }, 'X'),
        {
          token: ravi.access_token,
        },
      ),
    ];
    const other = await Promise.all(calls(sunita.seller_id!));
    const none = await Promise.all(calls(missing));
    for (const [index, answer] of other.entries()) {
      expect(answer.status).toBe(404);
      expect(answer.status).toBe(none[index]!.status);
      expect(answer.body).toEqual(none[index]!.body);
    }
  });
});
