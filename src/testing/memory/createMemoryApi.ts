import type { BackofficeApi, CallOptions } from '../../api/BackofficeApi';
import { sleep, throwIfAborted, withAbort } from '../../api/http/abort';
import {
  activationBody,
  bannerBody,
  brandBody,
  changePasswordBody,
  collectionBody,
  companyPageBody,
  completionBody,
  level1Body,
  level2Body,
  level3Body,
  productCreateBody,
  productVariantsBody,
  registerBody,
  sellerUpdateBody,
  shopBody,
  signInBody,
  storeSellerBody,
} from '../../kernel/payloads';
import { readJson, type KeyValueStorage } from '../../api/session/storage';
import type { AccountKind, ActivationInput } from '../../api/types';
import * as accounts from './accounts';

/** The rarer calls (resend, invitation lookup, the team): a chunk loaded on the first of them. */
const later = () => import('./memoryLazy');
import * as catalog from './catalog';
import * as company from './company';
import * as sellers from './sellers';
import type { Db } from './db';
import { upgradePlainPassword } from './password';
import { callerFromToken } from './roles';
import { mailboxKey } from '../../kernel/mailbox';
import { demoSeed } from './seed';
import {
  isMemoryState,
  stateFromSeed,
  type MemoryMail,
  type MemorySeed,
  type MemoryState,
} from './state';

export interface MemoryApiOptions {
  /** The tenant this api answers for (the first host label). @default 'acme' */
  tenant?: string;
  /** Milliseconds every call waits before answering, so stories show loading. @default 0 */
  delay?: number;
  /** Keeps the state (as JSON under `storageKey`) so a demo survives a reload. */
  storage?: KeyValueStorage;
  /** The storage key. @default 'sfo.memoryApi' */
  storageKey?: string;
  /** Clock for timestamps and link expiry. @default () => new Date() */
  now?: () => Date;
  /** Origin of activation links. @default '' (relative: `/#/auth/login?…`) */
  origin?: string;
  /**
   * The caller's token (a sign-in's `access_token`), as the HTTP adapter reads it: calls then
   * get the reference server's roles (docs/api-contract.md, "Who may call what"): 401 without a
   * valid token of this tenant, 403 for a seller on an administrators' call. Without it the api
   * acts as the server's service account: as the store's administrators (stories, demos).
   */
  getAccessToken?: () => string | null | undefined;
}

/** Dev helpers beside the api: the outbox, other tenants, a reset. */
export interface MemoryControls {
  readonly tenant: string;
  /** Activation mails sent to this tenant's users, oldest first. */
  outbox(): MemoryMail[];
  /** The parameters of the last activation link sent to `username` in this tenant, or null. */
  activationFor(username: string): { kind: AccountKind; input: ActivationInput } | null;
  /** The secret of the last invitation mailed to `email` in this tenant, or null. */
  invitationFor(email: string): string | null;
  /** The same backend, answering for another tenant (with the same caller). */
  forTenant(tenant: string): MemoryApi;
  /** The same backend and tenant, called with `token` (null: no token at all). */
  withToken(token: string | null): MemoryApi;
  /** Back to the seed (and the storage overwritten with it). */
  reset(): Promise<void>;
}

export type MemoryApi = BackofficeApi & { readonly memory: MemoryControls };

interface Backend {
  state: MemoryState;
  ready: Promise<void>;
  options: MemoryApiOptions;
  now(): Date;
  persist(): void;
  reset(): Promise<void>;
}

function createBackend(seed: MemorySeed, options: MemoryApiOptions): Backend {
  const { storage } = options;
  const key = options.storageKey ?? 'sfo.memoryApi';
  const now = options.now ?? (() => new Date());

  const load = (): MemoryState | null => {
    if (!storage) return null;
    const stored = readJson<unknown>(storage, key);
    if (isMemoryState(stored)) return stored;
    if (stored !== null) storage.removeItem(key);
    return null;
  };
  const loaded = load();

  // Seeds carry plain passwords; hash them before the first call is answered.
  const prepare = async (state: MemoryState, fresh: boolean) => {
    let changed = fresh;
    for (const account of state.accounts) {
      const upgraded = await upgradePlainPassword(account.password);
      changed ||= upgraded !== account.password;
      account.password = upgraded;
    }
    if (changed) backend.persist();
  };

  const backend: Backend = {
    state: loaded ?? stateFromSeed(seed, now()),
    ready: Promise.resolve(),
    options,
    now,
    persist() {
      try {
        storage?.setItem(key, JSON.stringify(backend.state));
      } catch {
        // Storage full or unavailable: the demo goes on in memory.
      }
    },
    reset() {
      backend.state = stateFromSeed(seed, now());
      backend.ready = prepare(backend.state, true);
      return backend.ready;
    },
  };
  backend.ready = prepare(backend.state, loaded === null);
  return backend;
}

/** Where a call's token comes from; undefined: no caller (the service account's rights). */
type TokenSource = (() => string | null | undefined) | undefined;

function bindTenant(backend: Backend, tenant: string, tokenOf: TokenSource): MemoryApi {
  const delay = backend.options.delay ?? 0;
  const origin = backend.options.origin ?? '';

  /**
   * Every call: wait (delay, abort), check the caller (`guarded` calls, when the api has a token
   * source), work on the state, keep it, answer a copy.
   */
  async function run<T>(
    options: CallOptions | undefined,
    work: (db: Db) => T | Promise<T>,
    writes = false,
    guarded = true,
  ): Promise<T> {
    const signal = options?.signal;
    throwIfAborted(signal);
    await withAbort(backend.ready, signal);
    if (delay > 0) await sleep(delay, signal);
    throwIfAborted(signal);
    const base = { state: backend.state, tenant, now: backend.now(), origin };
    let db: Db = base;
    if (guarded && tokenOf) {
      const token = tokenOf() ?? null;
      db = { ...base, token, caller: callerFromToken(base, token) };
    }
    const result = await work(db);
    if (writes) backend.persist();
    return result === undefined ? result : structuredClone(result);
  }
  /** A call anyone may make (docs/api-contract.md, "Authentication"). */
  const open = <T>(
    options: CallOptions | undefined,
    work: (db: Db) => T | Promise<T>,
    writes = false,
  ) => run(options, work, writes, false);

  const mails = () => backend.state.outbox.filter((mail) => mail.tenant === tenant);

  return {
    account: {
      signIn: (input, o) => open(o, (db) => accounts.signIn(db, signInBody(input)), true),
      register: (input, o) => open(o, (db) => accounts.register(db, registerBody(input)), true),
      resendActivation: (username, o) =>
        open(o, async (db) => (await later()).resendActivation(db, username), true),
      isUsernameTaken: (username, o) => open(o, (db) => accounts.isUsernameTaken(db, username)),
      activate: (kind, input, o) =>
        open(o, (db) => accounts.activate(db, kind, activationBody(input)), true),
      changePassword: (kind, userId, input, o) =>
        run(
          o,
          (db) =>
            accounts.changePassword(db, kind, changePasswordBody(kind, userId, input, db.now)),
          true,
        ),
      signOut: (accessToken, o) =>
        open(o, async (db) => (await later()).signOut(db, accessToken), true),
      revokeSessions: (proof, o) =>
        run(o, async (db) => (await later()).revokeSessions(db, proof), true),
    },
    tenant: {
      resolve: (hostLabel, o) => open(o, (db) => company.resolveTenant(db, hostLabel)),
    },
    company: {
      get: (companyId, o) => run(o, (db) => company.getCompany(db, companyId)),
      savePage: (page, companyId, values, o) =>
        run(o, (db) => company.savePage(db, page, companyPageBody(page, companyId, values)), true),
      completeStep: (page, companyId, o) =>
        run(o, (db) => company.completeStep(db, page, completionBody(companyId)), true),
    },
    invitations: {
      create: (companyId, input, o) =>
        run(o, async (db) => (await later()).createInvitation(db, companyId, input), true),
      lookup: (secret, o) => open(o, async (db) => (await later()).lookupInvitation(db, secret)),
      list: (companyId, o) => run(o, async (db) => (await later()).listInvitations(db, companyId)),
      revoke: (companyId, invitationId, o) =>
        run(o, async (db) => (await later()).revokeInvitation(db, companyId, invitationId), true),
    },
    admins: {
      list: (companyId, o) => run(o, async (db) => (await later()).listAdmins(db, companyId)),
      remove: (companyId, userId, proof, o) =>
        run(o, async (db) => (await later()).removeAdmin(db, companyId, userId, proof), true),
      transferOwnership: (companyId, userId, proof, o) =>
        run(o, async (db) => (await later()).transferOwnership(db, companyId, userId, proof), true),
    },
    reference: {
      countries: (o) => open(o, (db) => company.countries(db)),
      provinces: (countryId, o) => open(o, (db) => company.provinces(db, countryId)),
    },
    brands: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'brands', id)),
      remove: (id, entry, o) =>
        run(o, (db) => catalog.removeCatalog(db, 'brands', id, entry), true),
      create: (id, input, o) => run(o, (db) => catalog.createBrand(db, brandBody(id, input)), true),
    },
    level1: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'level1', id)),
      remove: (id, entry, o) =>
        run(o, (db) => catalog.removeCatalog(db, 'level1', id, entry), true),
      create: (id, input, o) =>
        run(o, (db) => catalog.createLevel1(db, level1Body(id, input)), true),
    },
    level2: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'level2', id)),
      remove: (id, entry, o) =>
        run(o, (db) => catalog.removeCatalog(db, 'level2', id, entry), true),
      create: (id, input, o) =>
        run(o, (db) => catalog.createLevel2(db, level2Body(id, input)), true),
    },
    level3: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'level3', id)),
      remove: (id, entry, o) =>
        run(o, (db) => catalog.removeCatalog(db, 'level3', id, entry), true),
      create: (id, input, o) =>
        run(o, (db) => catalog.createLevel3(db, level3Body(id, input)), true),
    },
    banners: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'banners', id)),
      remove: (id, entry, o) =>
        run(o, (db) => catalog.removeCatalog(db, 'banners', id, entry), true),
      create: (id, input, o) =>
        run(o, (db) => catalog.createBanner(db, bannerBody(id, input)), true),
    },
    collections: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'collections', id)),
      remove: (id, entry, o) =>
        run(o, (db) => catalog.removeCatalog(db, 'collections', id, entry), true),
      create: (id, input, o) =>
        run(o, (db) => catalog.createCollection(db, collectionBody(id, input)), true),
    },
    products: {
      list: (companyId, o) => run(o, (db) => catalog.listProducts(db, companyId)),
      get: (prodId, o) => run(o, (db) => catalog.getProduct(db, prodId)),
      create: (input, o) =>
        run(o, (db) => catalog.createProduct(db, productCreateBody(input)), true),
      saveVariants: (input, o) =>
        run(o, (db) => catalog.saveVariants(db, productVariantsBody(input)), true),
    },
    sellers: {
      list: (companyId, o) => run(o, (db) => catalog.listSellers(db, companyId)),
      getByBusinessName: (name, o) => run(o, (db) => catalog.getSellerByBusinessName(db, name)),
      update: (input, o) => run(o, (db) => catalog.updateSeller(db, sellerUpdateBody(input)), true),
      store: (companyId, o) => run(o, (db) => sellers.storeSeller(db, companyId)),
      saveStore: (input, o) =>
        run(o, (db) => sellers.saveStoreSeller(db, storeSellerBody(input)), true),
      shop: (sellerId, o) => run(o, (db) => sellers.shop(db, sellerId)),
      saveShop: (section, sellerId, values, o) =>
        run(o, (db) => sellers.saveShop(db, section, sellerId, shopBody(section, values)), true),
    },
    onboarding: {
      progress: (o) => run(o, (db) => sellers.progress(db)),
      sellers: (o) => run(o, (db) => sellers.sellersProgress(db)),
    },
    memory: {
      tenant,
      outbox: () => structuredClone(mails()),
      activationFor(username) {
        const mail = mails()
          .filter(
            (m) =>
              (m.to === mailboxKey(username) || m.to === username) && !m.invitation && !m.notice,
          )
          .at(-1);
        return mail
          ? { kind: mail.kind, input: { activation: mail.activation, iv: mail.iv } }
          : null;
      },
      invitationFor(email) {
        return (
          mails()
            .filter((m) => m.to === mailboxKey(email) && m.invitation)
            .at(-1)?.invitation ?? null
        );
      },
      forTenant: (other) => bindTenant(backend, other, tokenOf),
      withToken: (token) => bindTenant(backend, tenant, () => token),
      reset: () => backend.reset(),
    },
  };
}

/**
 * The BackofficeApi in memory: the same behaviour as the reference server (accounts, activation
 * links, page flags, category parents, per-tenant isolation), for stories, tests and demos.
 *
 * @example
 * const api = createMemoryApi(undefined, { tenant: 'acme', delay: 400 });
 * await api.account.register({ …, username: 'asha@example.com' });
 * const link = api.memory.activationFor('asha@example.com'); // what the e-mail would carry
 */
export function createMemoryApi(
  seed: MemorySeed = demoSeed(),
  options: MemoryApiOptions = {},
): MemoryApi {
  return bindTenant(createBackend(seed, options), options.tenant ?? 'acme', options.getAccessToken);
}
