import type { BackofficeApi } from '../api/BackofficeApi';

/** Methods to provide, by resource: `{ account: { signIn: vi.fn() } }`. */
export type TestApiOverrides = {
  [R in keyof BackofficeApi]?: Partial<BackofficeApi[R]>;
};

// Every method of every resource: the compiler insists the list is complete.
const METHODS: { [R in keyof BackofficeApi]: { [M in keyof BackofficeApi[R]]: true } } = {
  account: {
    signIn: true,
    register: true,
    resendActivation: true,
    isUsernameTaken: true,
    activate: true,
    changePassword: true,
    signOut: true,
    revokeSessions: true,
  },
  tenant: { resolve: true },
  company: { get: true, savePage: true, completeStep: true },
  invitations: { create: true, lookup: true, list: true, revoke: true },
  admins: { list: true, remove: true, transferOwnership: true },
  reference: { countries: true, provinces: true },
  brands: { list: true, create: true, remove: true },
  level1: { list: true, create: true, remove: true },
  level2: { list: true, create: true, remove: true },
  level3: { list: true, create: true, remove: true },
  banners: { list: true, create: true, remove: true },
  collections: { list: true, create: true, remove: true },
  products: { list: true, get: true, create: true, saveVariants: true },
  sellers: {
    list: true,
    getByBusinessName: true,
    update: true,
    store: true,
    saveStore: true,
    shop: true,
    saveShop: true,
  },
  onboarding: { progress: true, sellers: true },
};

/**
 * A BackofficeApi for tests: the methods you provide, and every other one throws
 * `testApi: account.signIn is not implemented`, so a test never talks to a backend by accident.
 *
 * @example
 * const api = testApi({ account: { signIn: vi.fn().mockResolvedValue([record]) } });
 */
export function testApi(overrides: TestApiOverrides = {}): BackofficeApi {
  const api: Record<string, Record<string, unknown>> = {};
  for (const [resource, methods] of Object.entries(METHODS)) {
    const provided = (overrides as Record<string, Record<string, unknown> | undefined>)[resource];
    const target: Record<string, unknown> = {};
    for (const method of Object.keys(methods)) {
      target[method] =
        provided?.[method] ??
        (() => {
          throw new Error(`testApi: ${resource}.${method} is not implemented`);
        });
    }
    api[resource] = target;
  }
  return api as unknown as BackofficeApi;
}
