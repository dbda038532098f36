import { demoSeed, type MemorySeed } from '../../src/testing';

/*
 * The store team the StoreTeam stories and unit test (tests/unit/team) work on, and the store with
 * an owner that registering a second company admin meets (tests/unit/account/registerOwnership):
 * the demo store's owner, an activated admin and one who has not activated yet.
 */

export const OWNER = 9_001;
export const SECOND = 9_002;
export const NEWCOMER = 9_003;
/** Every team member's password. */
export const TEAM_PASSWORD = 'Owner#Pass1';

/** The demo seed with the team in the `acme` store, Priya Sharma its owner. */
export function teamSeed(): MemorySeed {
  const seed = demoSeed();
  const acme = seed.tenants.acme!;
  const admin = (user_id: number, username: string, first_name: string, activated = true) => ({
    user_id,
    username,
    password: TEAM_PASSWORD,
    kind: 'company' as const,
    first_name,
    last_name: 'Sharma',
    activated,
  });
  return {
    ...seed,
    tenants: {
      ...seed.tenants,
      acme: {
        ...acme,
        accounts: [
          ...(acme.accounts ?? []),
          admin(OWNER, 'priya.owner@acme.example.com', 'Priya'),
          admin(SECOND, 'ravi.admin@acme.example.com', 'Ravi'),
          admin(NEWCOMER, 'kiran.new@acme.example.com', 'Kiran', false),
        ],
        owner: OWNER,
      },
    },
  };
}
