import type { BackofficeApi } from '../../src/api/BackofficeApi';
import type { Id } from '../../src/api/types';
import { companyPages, productInput, registerInput, sellerUpdate, variantsInput } from './fixtures';

/*
 * The role table of docs/api-contract.md ("Who may call what"), as data: every call, and what
 * each caller gets. `tests/contract/contract.ts` walks the rows a BackofficeApi can make against
 * every backend (the memory api, the reference server on PGlite and PostgreSQL);
 * `tests/server/roles.test.ts` walks the wire-only rows against the server and checks that the
 * document shows exactly this table.
 */

/** The four callers of the table. */
export const CALLERS = ['anonymous', 'seller', 'admin', 'otherTenant'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * What a caller gets: `200` (allowed), `200 empty` (allowed, finds nothing), `200 own` (allowed,
 * a list of the caller's own rows only), or a refusal's status and code (`403 admins-only`).
 */
export type Outcome = string;

/** What a row's call works with: the store's ids and the caller's own account. */
export interface RoleContext {
  companyId: Id;
  /** The caller's account (the table's seller, or its admin; none for the others). */
  self: { user_id: Id; seller_id?: Id } | null;
  /** The seller of the table, its product and its business name. */
  sellerId: Id;
  sellerProductId: Id;
  sellerBusinessName: string;
  /** Another seller of the store, its product and its business name. */
  otherSellerId: Id;
  otherProductId: Id;
  otherBusinessName: string;
  level1Id: Id;
  level2Id: Id;
  /** The seller's sign-in. */
  sellerLogin: { username: string; pw: string };
  /** A new invitation of the store's owner for `email` (only `email` registers with it). */
  invitation(email: string): Promise<string>;
  /** The id of a new pending invitation of the store's owner. */
  pendingInvitation(): Promise<Id>;
  /** The id of a new company admin (registered with an invitation, not activated). */
  newAdmin(): Promise<Id>;
  /** An activated company admin other than the owner, with its api. */
  activeAdmin(): Promise<{ user_id: Id; api: BackofficeApi }>;
  /** A fresh seller registration's activation link. */
  sellerActivation(): Promise<{ activation: string; iv: string }>;
  unique(): string;
}

export interface RoleRow {
  /** The call, as the table names it. */
  call: string;
  /** Which case of the call (another seller's product, …). */
  target?: string;
  outcomes: Record<Caller, Outcome>;
  /** The call through a BackofficeApi; absent for wire-only rows (walked in tests/server). */
  run?: (api: BackofficeApi, ctx: RoleContext) => Promise<unknown>;
}

const PUBLIC = { anonymous: '200', seller: '200', admin: '200', otherTenant: '200' };
/** Any signed-in caller of the store. */
const SIGNED_IN = { anonymous: '401', seller: '200', admin: '200', otherTenant: '401' };
/** The store's administrators only. */
const ADMINS = {
  anonymous: '401',
  seller: '403 admins-only',
  admin: '200',
  otherTenant: '401',
};
/**
 * The seller on its own records, the administrators on any: another seller's record answers as a
 * missing one (404), so ids cannot be probed.
 */
const NOT_HIS_SELLER = {
  anonymous: '401',
  seller: '404 seller-not-found',
  admin: '200',
  otherTenant: '401',
};
const NOT_HIS_PRODUCT = { ...NOT_HIS_SELLER, seller: '404 product-not-found' };

/**
 * The store's owner only (the table's company admin owns the store): any other company admin gets
 * 403 `owner-only` too (tests/contract/contract.ts, tests/server/team.test.ts).
 */
const OWNER = {
  anonymous: '401',
  seller: '403 owner-only',
  admin: '200',
  otherTenant: '401',
};

/** A list: the store's rows for its administrators, the seller's own for a seller. */
const OWN_ROWS = { anonymous: '401', seller: '200 own', admin: '200', otherTenant: '401' };

/**
 * The "new" password of the role table's changes: the same again, since the rows after them
 * prove it (the step-ups of invitations and the team) with the suite's one password.
 */
const NEW_PASSWORD = registerInput('x').pw;

function page(n: 2 | 3 | 4 | 5): RoleRow {
  return {
    call: `POST /v1/companyPO/page${n}`,
    outcomes: ADMINS,
    run: (api, ctx) => {
      const values = companyPages(ctx.unique())[n];
      return api.company.savePage(
        n,
        ctx.companyId,
        n === 2 ? { ...values, logo_upload: `${ctx.companyId}/logo.png` } : values,
      );
    },
  };
}

export const ROLE_TABLE: RoleRow[] = [
  // ---------------------------------------------------------------- public
  {
    call: 'POST /signinSeller',
    outcomes: PUBLIC,
    run: (api, ctx) => api.account.signIn(ctx.sellerLogin),
  },
  {
    call: 'POST /v1/register',
    target: 'a seller, `kind: seller`',
    outcomes: PUBLIC,
    run: (api, ctx) =>
      api.account.register(registerInput(`s.${ctx.unique()}@example.com`, { kind: 'seller' })),
  },
  {
    call: 'POST /v1/register',
    target: 'a company admin, the store having its owner',
    outcomes: {
      anonymous: '403 store-has-owner',
      seller: '403 store-has-owner',
      admin: '403 store-has-owner',
      otherTenant: '403 store-has-owner',
    },
    run: (api, ctx) => api.account.register(registerInput(`c.${ctx.unique()}@example.com`)),
  },
  {
    call: 'POST /v1/register',
    target: 'a company admin with an invitation',
    outcomes: PUBLIC,
    run: async (api, ctx) => {
      const username = `i.${ctx.unique()}@example.com`;
      return api.account.register(
        registerInput(username, { invitation: await ctx.invitation(username) }),
      );
    },
  },
  {
    call: 'POST /v1/register',
    target: "a company admin with another address's invitation",
    outcomes: {
      anonymous: '403 invitation-email-mismatch',
      seller: '403 invitation-email-mismatch',
      admin: '403 invitation-email-mismatch',
      otherTenant: '403 invitation-email-mismatch',
    },
    run: async (api, ctx) =>
      api.account.register(
        registerInput(`h.${ctx.unique()}@example.com`, {
          invitation: await ctx.invitation(`j.${ctx.unique()}@example.com`),
        }),
      ),
  },
  {
    call: 'POST /v1/register/invitation',
    target: "the invitation's secret",
    outcomes: PUBLIC,
    run: async (api, ctx) =>
      api.invitations.lookup(await ctx.invitation(`l.${ctx.unique()}@example.com`)),
  },
  {
    call: 'GET /v1/register/Username/{username}',
    outcomes: PUBLIC,
    run: (api, ctx) => api.account.isUsernameTaken(ctx.sellerLogin.username),
  },
  {
    call: 'POST /v1/register/resendActivation',
    outcomes: PUBLIC,
    run: (api, ctx) => api.account.resendActivation(`r.${ctx.unique()}@example.com`),
  },
  {
    call: 'POST /v1/companySeller/activation',
    outcomes: PUBLIC,
    run: async (api, ctx) => api.account.activate('seller', await ctx.sellerActivation()),
  },
  { call: 'POST /auth/login', target: 'the service account', outcomes: PUBLIC },
  {
    call: 'GET /init/{label}.json',
    outcomes: PUBLIC,
    run: (api) => api.tenant.resolve('acme'),
  },
  {
    call: 'GET /v1/country, /v1/countryProvince/Country/{id}',
    outcomes: PUBLIC,
    run: async (api) => [await api.reference.countries(), await api.reference.provinces('IND')],
  },
  // ---------------------------------------------------------------- accounts
  {
    call: 'POST /v1/companyPO/changepassword',
    target: "the caller's own account",
    outcomes: {
      anonymous: '401',
      seller: '403 not-your-account',
      admin: '200',
      otherTenant: '401',
    },
    run: (api, ctx) =>
      api.account.changePassword('company', ctx.self?.user_id ?? 1, {
        pw: NEW_PASSWORD,
        cpw: NEW_PASSWORD,
        // A voluntary change (the suite's accounts made the forced one): the current password.
        current_pw: registerInput('x').pw,
      }),
  },
  {
    call: 'POST /v1/companySeller/changepassword',
    target: "the caller's own account",
    outcomes: {
      anonymous: '401',
      seller: '200',
      admin: '403 not-your-account',
      otherTenant: '401',
    },
    run: (api, ctx) =>
      api.account.changePassword('seller', ctx.self?.user_id ?? 1, {
        pw: NEW_PASSWORD,
        cpw: NEW_PASSWORD,
        // A voluntary change (the suite's accounts made the forced one): the current password.
        current_pw: registerInput('x').pw,
      }),
  },
  // Wire-only: they end the caller's own sessions (tests/server/roles.test.ts signs in afresh).
  {
    call: 'POST /v1/signout',
    target: "the caller's own token",
    outcomes: SIGNED_IN,
  },
  {
    call: 'POST /v1/sessions/revoke',
    target: "the caller's other sessions, with its password",
    outcomes: SIGNED_IN,
  },
  {
    call: 'POST /v1/companyPO/invitations',
    outcomes: ADMINS,
    run: (api, ctx) =>
      api.invitations.create(ctx.companyId, {
        email: `inv.${ctx.unique()}@example.com`,
        current_pw: registerInput('x').pw,
      }),
  },
  {
    call: 'GET /v1/companyPO/{companyId}/invitations',
    target: 'the pending ones',
    outcomes: OWNER,
    run: (api, ctx) => api.invitations.list(ctx.companyId),
  },
  {
    call: 'DELETE /v1/companyPO/{companyId}/invitations/{invitationId}',
    target: 'withdraws a pending one',
    outcomes: OWNER,
    run: async (api, ctx) => api.invitations.revoke(ctx.companyId, await ctx.pendingInvitation()),
  },
  {
    call: 'GET /v1/companyPO/{companyId}/admins',
    target: 'the owner marked',
    outcomes: OWNER,
    run: (api, ctx) => api.admins.list(ctx.companyId),
  },
  {
    call: 'DELETE /v1/companyPO/{companyId}/admins/{userId}',
    target: 'another admin',
    outcomes: OWNER,
    run: async (api, ctx) =>
      api.admins.remove(ctx.companyId, await ctx.newAdmin(), { current_pw: registerInput('x').pw }),
  },
  {
    call: 'POST /v1/companyPO/{companyId}/owner',
    target: 'to an activated admin',
    outcomes: OWNER,
    run: async (api, ctx) => {
      const target = await ctx.activeAdmin();
      const proof = { current_pw: registerInput('x').pw };
      await api.admins.transferOwnership(ctx.companyId, target.user_id, proof);
      // Handed back, so the table's company admin stays the owner for the next rows.
      if (ctx.self) {
        await target.api.admins.transferOwnership(ctx.companyId, ctx.self.user_id, proof);
      }
    },
  },
  // ---------------------------------------------------------------- the company
  {
    call: 'GET /v1/companyPO/{companyId}',
    outcomes: SIGNED_IN,
    run: (api, ctx) => api.company.get(ctx.companyId),
  },
  page(2),
  page(3),
  page(4),
  page(5),
  {
    call: 'POST /v1/companyPO/page6, 8, 9, 10, 11, 12',
    outcomes: SIGNED_IN,
    run: async (api, ctx) => {
      for (const step of [6, 8, 9, 10, 11, 12] as const) {
        await api.company.completeStep(step, ctx.companyId);
      }
    },
  },
  // ---------------------------------------------------------------- the catalog
  {
    call: 'GET /v1/{companyBrand,l1CategoryPO,l2CategoryPO,l3CategoryPO,companyBanner,companyCollection}/company_po_id/{id}',
    outcomes: SIGNED_IN,
    run: async (api, ctx) =>
      Promise.all([
        api.brands.list(ctx.companyId),
        api.level1.list(ctx.companyId),
        api.level2.list(ctx.companyId),
        api.level3.list(ctx.companyId),
        api.banners.list(ctx.companyId),
        api.collections.list(ctx.companyId),
      ]),
  },
  {
    call: 'POST /v1/companyBrand',
    outcomes: SIGNED_IN,
    run: (api, ctx) => api.brands.create(ctx.companyId, { brand_name: `Brand ${ctx.unique()}` }),
  },
  {
    call: 'POST /v1/l1CategoryPO',
    outcomes: SIGNED_IN,
    run: (api, ctx) =>
      api.level1.create(ctx.companyId, {
        level1_name: `L1 ${ctx.unique()}`,
        description: 'Roles',
        level1_order_id: 1,
      }),
  },
  {
    call: 'POST /v1/l2CategoryPO',
    outcomes: SIGNED_IN,
    run: (api, ctx) =>
      api.level2.create(ctx.companyId, {
        level1_id: ctx.level1Id,
        level2_name: `L2 ${ctx.unique()}`,
        level2_order_id: 1,
      }),
  },
  {
    call: 'POST /v1/l3CategoryPO',
    outcomes: SIGNED_IN,
    run: (api, ctx) =>
      api.level3.create(ctx.companyId, {
        level1_id: ctx.level1Id,
        level2_id: ctx.level2Id,
        level3_name: `L3 ${ctx.unique()}`,
        level3_order_id: 1,
      }),
  },
  {
    call: 'POST /v1/companyBanner',
    outcomes: SIGNED_IN,
    run: (api, ctx) =>
      api.banners.create(ctx.companyId, {
        category1_id: ctx.level1Id,
        category2_id: '',
        order_id: 1,
        banner_url: `${ctx.companyId}/${ctx.unique()}.png`,
        banner_slogan: 'Roles',
        banner_button_text: 'Shop',
      }),
  },
  {
    call: 'POST /v1/companyCollection',
    outcomes: SIGNED_IN,
    run: (api, ctx) =>
      api.collections.create(ctx.companyId, {
        collection_name: `Collection ${ctx.unique()}`,
        collection_enable_select: true,
      }),
  },
  // Removing: each caller removes an entry it has just added, so every row starts from its own.
  {
    call: 'DELETE /v1/{companyBrand,l1CategoryPO,l2CategoryPO,l3CategoryPO}/company_po_id/{id}/{entryId}',
    outcomes: ADMINS,
    run: async (api, ctx) => {
      const brand = await api.brands.create(ctx.companyId, { brand_name: `B ${ctx.unique()}` });
      await api.brands.remove(ctx.companyId, brand.brand_id);
      const level1 = await api.level1.create(ctx.companyId, {
        level1_name: `L1 ${ctx.unique()}`,
        description: 'Removed',
        level1_order_id: 9,
      });
      const level2 = await api.level2.create(ctx.companyId, {
        level1_id: level1.level1_id,
        level2_name: `L2 ${ctx.unique()}`,
        level2_order_id: 9,
      });
      const level3 = await api.level3.create(ctx.companyId, {
        level1_id: level1.level1_id,
        level2_id: level2.level2_id,
        level3_name: `L3 ${ctx.unique()}`,
        level3_order_id: 9,
      });
      // Children first: a category something refers to is refused (catalog-entry-in-use).
      await api.level3.remove(ctx.companyId, level3.level3_id);
      await api.level2.remove(ctx.companyId, level2.level2_id);
      await api.level1.remove(ctx.companyId, level1.level1_id);
    },
  },
  {
    call: 'DELETE /v1/{companyBanner,companyCollection}/company_po_id/{id}/{entryId}',
    target: "the caller's shop's",
    outcomes: SIGNED_IN,
    run: async (api, ctx) => {
      const banner = await api.banners.create(ctx.companyId, {
        category1_id: ctx.level1Id,
        category2_id: '',
        order_id: 9,
        banner_url: `${ctx.companyId}/${ctx.unique()}.png`,
        banner_slogan: 'Removed',
        banner_button_text: 'Shop',
      });
      await api.banners.remove(ctx.companyId, banner.banner_id);
      const collection = await api.collections.create(ctx.companyId, {
        collection_name: `C ${ctx.unique()}`,
        collection_enable_select: true,
      });
      await api.collections.remove(ctx.companyId, collection.collection_id);
    },
  },
  // ---------------------------------------------------------------- products
  {
    call: 'POST /v1/companySellerProd',
    target: "the seller's",
    outcomes: SIGNED_IN,
    run: (api, ctx) =>
      api.products.create(
        productInput(
          { company_id: ctx.companyId, seller_id: ctx.sellerId, category1_id: ctx.level1Id },
          ctx.unique(),
        ),
      ),
  },
  {
    call: 'POST /v1/companySellerProd',
    target: "another seller's",
    outcomes: NOT_HIS_SELLER,
    run: (api, ctx) =>
      api.products.create(
        productInput(
          { company_id: ctx.companyId, seller_id: ctx.otherSellerId, category1_id: ctx.level1Id },
          ctx.unique(),
        ),
      ),
  },
  {
    call: 'GET /v1/companySellerProd/{prod_id}',
    target: "the seller's",
    outcomes: SIGNED_IN,
    run: (api, ctx) => api.products.get(ctx.sellerProductId),
  },
  {
    call: 'GET /v1/companySellerProd/{prod_id}',
    target: "another seller's",
    outcomes: {
      anonymous: '401',
      seller: '404 product-not-found',
      admin: '200',
      otherTenant: '401',
    },
    run: (api, ctx) => api.products.get(ctx.otherProductId),
  },
  {
    call: 'GET /v1/companySellerProd/company_po_id/{id}',
    target: "the store's products",
    outcomes: OWN_ROWS,
    run: (api, ctx) => scope(api.products.list(ctx.companyId), (p) => p.seller_id, ctx),
  },
  {
    call: 'POST /v1/companySellerProd/page2',
    target: "the seller's",
    outcomes: SIGNED_IN,
    run: (api, ctx) => api.products.saveVariants(variantsInput(ctx.sellerProductId)),
  },
  {
    call: 'POST /v1/companySellerProd/page2',
    target: "another seller's",
    outcomes: NOT_HIS_PRODUCT,
    run: (api, ctx) => api.products.saveVariants(variantsInput(ctx.otherProductId)),
  },
  // ---------------------------------------------------------------- sellers
  {
    call: 'GET /v1/companySeller/company_po_id/{id}',
    target: "the store's sellers",
    outcomes: OWN_ROWS,
    run: (api, ctx) => scope(api.sellers.list(ctx.companyId), (s) => s.seller_id, ctx),
  },
  {
    call: 'GET /v1/companySeller/BusinessName/{businessName}',
    target: "the seller's",
    outcomes: SIGNED_IN,
    run: (api, ctx) => found(api.sellers.getByBusinessName(ctx.sellerBusinessName)),
  },
  {
    call: 'GET /v1/companySeller/BusinessName/{businessName}',
    target: "another seller's",
    outcomes: {
      anonymous: '401',
      seller: '200 empty',
      admin: '200',
      otherTenant: '401',
    },
    run: (api, ctx) => found(api.sellers.getByBusinessName(ctx.otherBusinessName)),
  },
  {
    call: 'GET /v1/companyPO/{companyId}/seller',
    target: "the store's own seller record",
    outcomes: ADMINS,
    run: (api, ctx) => api.sellers.store(ctx.companyId),
  },
  {
    call: 'PUT /v1/companyPO/{companyId}/seller',
    target: "the store's own seller record",
    outcomes: ADMINS,
    run: (api, ctx) => {
      const { seller_id: _none, ...input } = sellerUpdate(
        { company_id: ctx.companyId, seller_id: 0 },
        `Store ${ctx.unique()}`,
      );
      return api.sellers.saveStore(input);
    },
  },
  {
    call: 'GET /v1/companySeller/{seller_id}/shop',
    target: "the seller's",
    outcomes: SIGNED_IN,
    run: (api, ctx) => api.sellers.shop(ctx.sellerId),
  },
  {
    call: 'GET /v1/companySeller/{seller_id}/shop',
    target: "another seller's",
    outcomes: NOT_HIS_SELLER,
    run: (api, ctx) => api.sellers.shop(ctx.otherSellerId),
  },
  {
    call: 'POST /v1/companySeller/{seller_id}/shop/{billing,about,terms}',
    target: "the seller's",
    outcomes: SIGNED_IN,
    run: (api, ctx) =>
      api.sellers.saveShop('terms', ctx.sellerId, { terms_conditions: `<p>${ctx.unique()}</p>` }),
  },
  {
    call: 'POST /v1/companySeller/{seller_id}/shop/{billing,about,terms}',
    target: "another seller's",
    outcomes: NOT_HIS_SELLER,
    run: (api, ctx) =>
      api.sellers.saveShop('terms', ctx.otherSellerId, {
        terms_conditions: `<p>${ctx.unique()}</p>`,
      }),
  },
  {
    call: 'GET /v1/onboarding/progress',
    target: "the caller's own",
    outcomes: SIGNED_IN,
    run: (api) => api.onboarding.progress(),
  },
  {
    call: 'GET /v1/onboarding/sellers',
    target: "every seller's",
    outcomes: ADMINS,
    run: (api) => api.onboarding.sellers(),
  },
  {
    call: 'PUT /v1/companySeller/{seller_id}',
    target: "the seller's, its terms unchanged",
    outcomes: SIGNED_IN,
    run: (api, ctx) =>
      api.sellers.update(
        sellerUpdate(
          { company_id: ctx.companyId, seller_id: ctx.sellerId },
          ctx.sellerBusinessName,
        ),
      ),
  },
  {
    call: 'PUT /v1/companySeller/{seller_id}',
    target: "another seller's",
    outcomes: NOT_HIS_SELLER,
    run: (api, ctx) =>
      api.sellers.update(
        sellerUpdate(
          { company_id: ctx.companyId, seller_id: ctx.otherSellerId },
          ctx.otherBusinessName,
        ),
      ),
  },
  {
    call: 'PUT /v1/companySeller/{seller_id}',
    target: "the seller's, with another commission or quota",
    outcomes: {
      anonymous: '401',
      seller: '403 seller-terms-admin-only',
      admin: '200',
      otherTenant: '401',
    },
    run: (api, ctx) =>
      api.sellers.update({
        ...sellerUpdate(
          { company_id: ctx.companyId, seller_id: ctx.sellerId },
          ctx.sellerBusinessName,
        ),
        seller_comm_percentage: 0,
        seller_maximum_products: 100_000,
      }),
  },
  {
    call: 'GET /v1/companyCollection',
    target: 'every collection of the store',
    outcomes: SIGNED_IN,
  },
  // ---------------------------------------------------------------- uploads (wire only)
  {
    call: 'POST /v1/uploads/presign',
    target: '`logo`, `about-us`',
    outcomes: ADMINS,
  },
  { call: 'POST /v1/uploads/presign', target: '`banner`', outcomes: SIGNED_IN },
  {
    call: 'POST /v1/uploads/presign',
    target: "`product-logo` of the seller's product",
    outcomes: SIGNED_IN,
  },
  {
    call: 'POST /v1/uploads/presign',
    target: "`product-logo` of another seller's product",
    outcomes: NOT_HIS_PRODUCT,
  },
  {
    call: 'PUT /uploads/{key}',
    target: 'the signed URL: its signature is the credential',
    outcomes: PUBLIC,
  },
  { call: 'GET /uploads/{key}', outcomes: PUBLIC },
  { call: 'GET /dev/outbox', target: 'dev mode only; 404 without it', outcomes: PUBLIC },
];

/** The seller a lookup found, or a refusal-free "finds nothing" (`200 empty`). */
async function found<T>(lookup: Promise<T | null>): Promise<T | typeof NOTHING> {
  return (await lookup) ?? NOTHING;
}
/** What a `200 empty` call answers. */
export const NOTHING = Symbol('finds nothing');

/** What a `200 own` list answers: rows of the table's seller only. */
export const OWN = Symbol("the caller's own rows");

/**
 * A list of the store's rows, by the seller each belongs to: `OWN` when it holds the table's
 * seller's rows only, the rows when it holds both sellers' (the administrators' view); any other
 * answer fails the row.
 */
async function scope<T>(
  list: Promise<T[]>,
  sellerOf: (row: T) => Id,
  ctx: RoleContext,
): Promise<T[] | typeof OWN> {
  const rows = await list;
  const sellers = new Set(rows.map(sellerOf));
  if (sellers.has(ctx.sellerId) && sellers.has(ctx.otherSellerId)) return rows;
  if (sellers.size === 1 && sellers.has(ctx.sellerId)) return OWN;
  throw new Error(`the list holds the rows of sellers ${[...sellers].join(', ')}`);
}

// ---------------------------------------------------------------- the document's table

const HEADINGS: Record<Caller, string> = {
  anonymous: 'Anonymous',
  seller: 'Seller',
  admin: 'Company admin',
  otherTenant: 'Other tenant',
};

/** An outcome as the document writes it: `allowed`, `403 \`admins-only\``. */
export function outcomeText(outcome: Outcome): string {
  if (outcome === '200') return 'allowed';
  if (outcome === '200 empty') return 'allowed, finds nothing';
  if (outcome === '200 own') return 'allowed, its own only';
  const [status, code] = outcome.split(' ');
  return code ? `${status} \`${code}\`` : String(status);
}

/** The table's cells, row by row (header first), as the document must show them. */
export function tableCells(): string[][] {
  return [
    ['Call', ...CALLERS.map((caller) => HEADINGS[caller])],
    ...ROLE_TABLE.map((row) => [
      row.target ? `${row.call} (${row.target})` : row.call,
      ...CALLERS.map((caller) => outcomeText(row.outcomes[caller])),
    ]),
  ];
}

/** The rows of the first markdown table after `heading` in `markdown`, cell by cell. */
export function markdownTableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(heading);
  if (start < 0) return [];
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    rows.push(cells);
  }
  return rows;
}
