import type {
  AccountKind,
  Banner,
  Brand,
  Collection,
  CompanyProfile,
  CompanyRecord,
  Country,
  Id,
  Level1Category,
  Level2Category,
  Level3Category,
  Product,
  Province,
  Seller,
  SellerShop,
} from '../../api/types';
import { INDIA, INDIA_PROVINCES } from './india';

/** An account as the memory backend keeps it. The password is hashed (see password.ts). */
export interface MemoryAccount {
  user_id: Id;
  tenant: string;
  kind: AccountKind;
  username: string;
  password: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  created_at: string;
  activated: boolean;
  pw_changed: boolean;
  pw_changed_date: string | null;
  /** Seller accounts: their seller record. */
  seller_id?: Id;
  /** A company admin who registered with an invitation: its secret. */
  invitation?: string | null;
  /** Moves on with each password change: tokens of an earlier generation are refused. */
  token_generation?: number;
  /** The token that changed the password, which keeps working. */
  kept_token?: string | null;
}

/** A token handed out by sign-in. */
export interface MemorySession {
  token: string;
  tenant: string;
  user_id: Id;
  /** Epoch milliseconds. */
  issued_at: number;
  /** The account's token generation when issued. */
  generation?: number;
}

/** An administrator's invitation to register another company admin (single use, expiring). */
export interface MemoryInvitation {
  /** Its id in the owner's list (states kept from before ids have none: listed as 0). */
  id?: Id;
  secret: string;
  tenant: string;
  email: string;
  /** The inviting admin; null when the memory api was called without a caller. */
  invited_by: Id | null;
  expires_at: string;
  used_by: Id | null;
  /** When the owner withdrew it (ISO timestamp); absent while it stands. */
  revoked_at?: string | null;
}

export interface MemoryActivation {
  activation: string;
  iv: string;
  user_id: Id;
  tenant: string;
  kind: AccountKind;
  expires_at: string;
  used: boolean;
}

/** A mail the memory backend "sent": the activation link and its parameters. */
export interface MemoryMail {
  tenant: string;
  to: string;
  subject: string;
  text: string;
  /** `{origin}/#/auth/login?activation=…&a=…` (company) or `…&b=…` (seller). */
  link: string;
  kind: AccountKind;
  activation: string;
  iv: string;
  sent_at: string;
  /** An invitation mail: its secret (`activation` and `iv` are then empty). */
  invitation?: string;
  /** A notice (the ownership of a store changed): no link to follow but sign-in's. */
  notice?: boolean;
}

/** Who added a catalog row: a seller's id, or absent/null for the store's administrators. */
export interface Attributed {
  added_by_seller?: Id | null;
}

/** A seller as the memory backend keeps it: its record, shop profile and details flag. */
export type MemorySeller = Seller &
  Partial<SellerShop> & {
    /** The seller details form was saved (docs/behaviour.md, "Progress"). */
    details_saved?: boolean;
  };

export interface MemoryTenantData {
  company: CompanyRecord;
  brands: Array<Brand & Attributed>;
  level1: Array<Level1Category & Attributed>;
  level2: Array<Level2Category & Attributed>;
  level3: Array<Level3Category & Attributed>;
  /** `seller_id`: the seller whose shop it belongs to; absent or null: the storefront's. */
  banners: Array<Banner & { seller_id?: Id | null }>;
  collections: Array<Collection & { seller_id?: Id | null }>;
  products: Product[];
  sellers: MemorySeller[];
  /** The store's own seller record (created when its owner activates). */
  store_seller_id?: Id | null;
}

export type CatalogKey = 'brands' | 'level1' | 'level2' | 'level3' | 'banners' | 'collections';

export interface MemoryState {
  version: 1;
  nextId: number;
  countries: Country[];
  provinces: Record<string, Province[]>;
  tenants: Record<string, MemoryTenantData>;
  accounts: MemoryAccount[];
  activations: MemoryActivation[];
  outbox: MemoryMail[];
  /** Absent in states stored before roles: read as empty. */
  sessions?: MemorySession[];
  invitations?: MemoryInvitation[];
  /** Each tenant's store owner (the first company admin who activated), by tenant. */
  owners?: Record<string, Id>;
  /**
   * The last transfer of each tenant's store: its previous owner, who cannot be removed by the
   * new one for 24 hours after `since` (ISO timestamp).
   */
  handovers?: Record<string, { previous: Id; since: string }>;
}

/** A demo or test account; its plain password is hashed when the api starts. */
export interface SeedAccount {
  user_id: Id;
  username: string;
  password: string;
  kind: AccountKind;
  first_name: string;
  last_name?: string | null;
  phone?: string | null;
  /** @default true */
  activated?: boolean;
  /** @default false */
  pw_changed?: boolean;
  /** Seller accounts: their seller record (created empty when the seed has none). */
  seller_id?: Id;
}

/** One tenant's starting data; records carry their ids so seeds can link them. */
export interface TenantSeed {
  company: CompanyProfile & Partial<CompanyRecord>;
  accounts?: SeedAccount[];
  /**
   * The `user_id` of the company admin who owns the store: once there is one, another company
   * admin registers only with an invitation. Without it the first company admin to activate owns
   * the store (the demo seed's admins are admins, not owners, so a demo can register one).
   */
  owner?: Id;
  brands?: Brand[];
  level1?: Level1Category[];
  level2?: Level2Category[];
  level3?: Level3Category[];
  banners?: Banner[];
  collections?: Collection[];
  products?: Product[];
  sellers?: Seller[];
}

/** What `createMemoryApi` starts from. Countries default to India and its provinces. */
export interface MemorySeed {
  countries?: Country[];
  /** Provinces per country id. */
  provinces?: Record<string, Province[]>;
  /** Keyed by tenant (the first host label), e.g. `acme`. */
  tenants: Record<string, TenantSeed>;
}

const FLAGS = {
  signup_page2_over: false,
  signup_page3_over: false,
  signup_page4_over: false,
  signup_page5_over: false,
};

/** The seed as a fresh state (passwords still `plain:`, hashed later by the api). */
export function stateFromSeed(seed: MemorySeed, now: Date): MemoryState {
  const copy = structuredClone(seed);
  const ids: number[] = [0];
  const tenants: Record<string, MemoryTenantData> = {};
  const accounts: MemoryAccount[] = [];

  for (const [tenant, data] of Object.entries(copy.tenants)) {
    const t: MemoryTenantData = {
      company: { ...FLAGS, ...data.company },
      brands: data.brands ?? [],
      level1: data.level1 ?? [],
      level2: data.level2 ?? [],
      level3: data.level3 ?? [],
      banners: data.banners ?? [],
      collections: data.collections ?? [],
      products: data.products ?? [],
      sellers: data.sellers ?? [],
    };
    tenants[tenant] = t;
    ids.push(
      t.company.id,
      ...t.brands.map((r) => r.brand_id),
      ...t.level1.map((r) => r.level1_id),
      ...t.level2.map((r) => r.level2_id),
      ...t.level3.map((r) => r.level3_id),
      ...t.banners.map((r) => r.banner_id),
      ...t.collections.map((r) => r.collection_id),
      ...t.products.map((r) => r.prod_id),
      ...t.sellers.map((r) => r.seller_id),
      ...(data.accounts ?? []).flatMap((a) => [a.user_id, a.seller_id ?? 0]),
    );
    for (const account of data.accounts ?? []) {
      accounts.push({
        user_id: account.user_id,
        tenant,
        kind: account.kind,
        username: account.username,
        password: `plain:${account.password}`,
        first_name: account.first_name,
        last_name: account.last_name ?? null,
        phone: account.phone ?? null,
        created_at: now.toISOString(),
        activated: account.activated ?? true,
        pw_changed: account.pw_changed ?? false,
        pw_changed_date: null,
        seller_id: account.seller_id,
      });
    }
  }

  // A store without a seeded owner gets one when a company admin first activates.
  const owners: Record<string, Id> = {};
  for (const [tenant, data] of Object.entries(copy.tenants)) {
    if (data.owner !== undefined) owners[tenant] = data.owner;
  }
  const state: MemoryState = {
    version: 1,
    nextId: Math.max(...ids) + 1,
    countries: copy.countries ?? [INDIA],
    provinces: copy.provinces ?? { [INDIA.id]: [...INDIA_PROVINCES] },
    tenants,
    accounts,
    activations: [],
    outbox: [],
    sessions: [],
    invitations: [],
    owners,
  };
  // A seller account needs a seller record to sign in with.
  for (const account of accounts) {
    if (account.kind !== 'seller') continue;
    const t = tenants[account.tenant]!;
    account.seller_id ??= state.nextId++;
    if (!t.sellers.some((s) => s.seller_id === account.seller_id)) {
      t.sellers.push({
        seller_id: account.seller_id,
        company_id: t.company.id,
        // Named after the person, as a registration names it.
        seller_business_name: [account.first_name, account.last_name].filter(Boolean).join(' '),
      });
    }
  }
  return state;
}

const LISTS = [
  'brands',
  'level1',
  'level2',
  'level3',
  'banners',
  'collections',
  'products',
  'sellers',
] as const satisfies ReadonlyArray<keyof MemoryTenantData>;

function isTenantData(value: unknown): value is MemoryTenantData {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Partial<MemoryTenantData>;
  return typeof t.company?.id === 'number' && LISTS.every((key) => Array.isArray(t[key]));
}

/** A loose shape check for state read back from storage; anything else is discarded. */
export function isMemoryState(value: unknown): value is MemoryState {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<MemoryState>;
  return (
    s.version === 1 &&
    typeof s.nextId === 'number' &&
    Array.isArray(s.countries) &&
    typeof s.provinces === 'object' &&
    s.provinces !== null &&
    typeof s.tenants === 'object' &&
    s.tenants !== null &&
    Object.values(s.tenants).every(isTenantData) &&
    Array.isArray(s.accounts) &&
    Array.isArray(s.activations) &&
    Array.isArray(s.outbox)
  );
}
