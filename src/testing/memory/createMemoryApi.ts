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
  signInBody,
} from '../../api/http/payloads';
import { readJson, type KeyValueStorage } from '../../api/session/storage';
import type { AccountKind, ActivationInput } from '../../api/types';
import * as accounts from './accounts';
import * as catalog from './catalog';
import * as company from './company';
import type { Db } from './db';
import { upgradePlainPassword } from './password';
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
}

/** Dev helpers beside the api: the outbox, other tenants, a reset. */
export interface MemoryControls {
  readonly tenant: string;
  /** Activation mails sent to this tenant's users, oldest first. */
  outbox(): MemoryMail[];
  /** The parameters of the last activation link sent to `username` in this tenant, or null. */
  activationFor(username: string): { kind: AccountKind; input: ActivationInput } | null;
  /** The same backend, answering for another tenant. */
  forTenant(tenant: string): MemoryApi;
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

function bindTenant(backend: Backend, tenant: string): MemoryApi {
  const delay = backend.options.delay ?? 0;
  const origin = backend.options.origin ?? '';

  /** Every call: wait (delay, abort), work on the state, keep it, answer a copy. */
  async function run<T>(
    options: CallOptions | undefined,
    work: (db: Db) => T | Promise<T>,
    writes = false,
  ): Promise<T> {
    const signal = options?.signal;
    throwIfAborted(signal);
    await withAbort(backend.ready, signal);
    if (delay > 0) await sleep(delay, signal);
    throwIfAborted(signal);
    const result = await work({ state: backend.state, tenant, now: backend.now(), origin });
    if (writes) backend.persist();
    return result === undefined ? result : structuredClone(result);
  }

  const mails = () => backend.state.outbox.filter((mail) => mail.tenant === tenant);

  return {
    account: {
      signIn: (input, o) => run(o, (db) => accounts.signIn(db, signInBody(input))),
      register: (input, o) => run(o, (db) => accounts.register(db, registerBody(input)), true),
      isUsernameTaken: (username, o) => run(o, (db) => accounts.isUsernameTaken(db, username)),
      activate: (kind, input, o) =>
        run(o, (db) => accounts.activate(db, kind, activationBody(input)), true),
      changePassword: (kind, userId, input, o) =>
        run(
          o,
          (db) =>
            accounts.changePassword(db, kind, changePasswordBody(kind, userId, input, db.now)),
          true,
        ),
    },
    tenant: {
      resolve: (hostLabel, o) => run(o, (db) => company.resolveTenant(db, hostLabel)),
    },
    company: {
      get: (companyId, o) => run(o, (db) => company.getCompany(db, companyId)),
      savePage: (page, companyId, values, o) =>
        run(o, (db) => company.savePage(db, page, companyPageBody(page, companyId, values)), true),
      completeStep: (page, companyId, o) =>
        run(o, (db) => company.completeStep(db, page, completionBody(companyId)), true),
    },
    reference: {
      countries: (o) => run(o, (db) => company.countries(db)),
      provinces: (countryId, o) => run(o, (db) => company.provinces(db, countryId)),
    },
    brands: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'brands', id)),
      create: (id, input, o) => run(o, (db) => catalog.createBrand(db, brandBody(id, input)), true),
    },
    level1: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'level1', id)),
      create: (id, input, o) =>
        run(o, (db) => catalog.createLevel1(db, level1Body(id, input)), true),
    },
    level2: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'level2', id)),
      create: (id, input, o) =>
        run(o, (db) => catalog.createLevel2(db, level2Body(id, input)), true),
    },
    level3: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'level3', id)),
      create: (id, input, o) =>
        run(o, (db) => catalog.createLevel3(db, level3Body(id, input)), true),
    },
    banners: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'banners', id)),
      create: (id, input, o) =>
        run(o, (db) => catalog.createBanner(db, bannerBody(id, input)), true),
    },
    collections: {
      list: (id, o) => run(o, (db) => catalog.listCatalog(db, 'collections', id)),
      create: (id, input, o) =>
        run(o, (db) => catalog.createCollection(db, collectionBody(id, input)), true),
    },
    products: {
      get: (prodId, o) => run(o, (db) => catalog.getProduct(db, prodId)),
      create: (input, o) =>
        run(o, (db) => catalog.createProduct(db, productCreateBody(input)), true),
      saveVariants: (input, o) =>
        run(o, (db) => catalog.saveVariants(db, productVariantsBody(input)), true),
    },
    sellers: {
      getByBusinessName: (name, o) => run(o, (db) => catalog.getSellerByBusinessName(db, name)),
      update: (input, o) => run(o, (db) => catalog.updateSeller(db, sellerUpdateBody(input)), true),
    },
    memory: {
      tenant,
      outbox: () => structuredClone(mails()),
      activationFor(username) {
        const mail = mails()
          .filter((m) => m.to === username)
          .at(-1);
        return mail
          ? { kind: mail.kind, input: { activation: mail.activation, iv: mail.iv } }
          : null;
      },
      forTenant: (other) => bindTenant(backend, other),
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
 * await api.account.register({ …, username: 'asha' });
 * const link = api.memory.activationFor('asha'); // what the e-mail would carry
 */
export function createMemoryApi(
  seed: MemorySeed = demoSeed(),
  options: MemoryApiOptions = {},
): MemoryApi {
  return bindTenant(createBackend(seed, options), options.tenant ?? 'acme');
}
