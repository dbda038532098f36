import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackofficeApi } from '../../src/api/BackofficeApi';
import { ApiError } from '../../src/kernel/errors';
import type { AccountKind, ActivationInput, Id, SignInRecord } from '../../src/api/types';
import { CALLERS, NOTHING, OWN, ROLE_TABLE, type Caller, type RoleContext } from './roles';
import {
  companyPages,
  productInput,
  registerInput,
  sellerUpdate,
  uniqueTag,
  variantsInput,
} from './fixtures';

/*
 * One behaviour suite for every BackofficeApi backend: the memory api now, createHttpApi against
 * the reference server in tests/contract/http.test.ts. The backends must hold two tenants, `acme`
 * and `globex`, each with its company; everything else the suite creates itself, under unique
 * names, so it also runs against a database that outlives the run.
 */

export type ContractTenant = 'acme' | 'globex';

export interface ActivationLink {
  kind: AccountKind;
  input: ActivationInput;
}

export interface ContractBackend {
  /** An api answering for `tenant`; with `token` (a sign-in's access_token) it acts as that account. */
  api(tenant: ContractTenant, token?: string): BackofficeApi;
  /** The parameters of the last activation link sent to `username` of `tenant`. */
  activationFor(username: string, tenant: ContractTenant): Promise<ActivationLink>;
  /** The secret of the last invitation mailed to `email` in `tenant`. */
  invitationFor(email: string, tenant: ContractTenant): Promise<string>;
  /** Stops servers, removes temporary data. */
  cleanup(): Promise<void>;
}

/** Reads `activation` and `a` (company) or `b` (seller) from an activation link. */
export function activationFromLink(link: string): ActivationLink | null {
  const params = new URLSearchParams(link.slice(link.indexOf('?') + 1));
  const activation = params.get('activation');
  const a = params.get('a');
  const b = params.get('b');
  if (!activation || (!a && !b)) return null;
  return a
    ? { kind: 'company', input: { activation, iv: a } }
    : { kind: 'seller', input: { activation, iv: b! } };
}

const PASSWORD = registerInput('x').pw;

/** The call's refusal; fails the test when the call answered instead. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) {
    throw new Error(`expected a refusal, got ${JSON.stringify(outcome.value)}`);
  }
  expect(outcome.error).toBeInstanceOf(ApiError);
  expect(outcome.error).toMatchObject({ kind: 'rejected' });
  return outcome.error as ApiError;
}

function isSortedBy<T>(rows: T[], order: (row: T) => number, id: (row: T) => number): boolean {
  return rows.every((row, i) => {
    const prev = rows[i - 1];
    if (!prev) return true;
    return order(prev) < order(row) || (order(prev) === order(row) && id(prev) < id(row));
  });
}

interface Account {
  username: string;
  record: SignInRecord;
  /** The api acting as this account. */
  api: BackofficeApi;
}

/**
 * Registers the contract's cases for one backend.
 *
 * @example
 * describeBackofficeContract('memory', async () => {
 *   const api = createMemoryApi();
 *   return {
 *     api: (tenant) => api.memory.forTenant(tenant),
 *     activationFor: async (username, tenant) => api.memory.forTenant(tenant).memory.activationFor(username)!,
 *     cleanup: async () => {},
 *   };
 * });
 */
export function describeBackofficeContract(
  name: string,
  makeBackend: () => Promise<ContractBackend>,
): void {
  describe(`BackofficeApi contract: ${name}`, () => {
    let backend: ContractBackend;
    const companyId = {} as Record<ContractTenant, Id>;
    let acmeAdmin: Account;
    let acmeSeller: Account;
    let globexAdmin: Account;

    const newUsername = (prefix: string) => `${prefix}.${uniqueTag()}@example.com`;

    const admins = {} as Record<ContractTenant, Account | undefined>;

    /**
     * An invitation of the tenant's first admin (its store's owner) for `email`, once the suite
     * has one; only `email` may register with it.
     */
    async function invitation(tenant: ContractTenant, email: string): Promise<string | undefined> {
      const admin = admins[tenant];
      if (!admin) return undefined;
      await admin.api.invitations.create(companyId[tenant], { email, current_pw: PASSWORD });
      return backend.invitationFor(email, tenant);
    }

    async function register(tenant: ContractTenant, kind: AccountKind): Promise<string> {
      const username = newUsername(kind);
      const invited = kind === 'company' ? await invitation(tenant, username) : undefined;
      await backend
        .api(tenant)
        .account.register(
          registerInput(username, { kind, ...(invited ? { invitation: invited } : {}) }),
        );
      return username;
    }

    async function activeAccount(tenant: ContractTenant, kind: AccountKind): Promise<Account> {
      const username = await register(tenant, kind);
      const link = await backend.activationFor(username, tenant);
      await backend.api(tenant).account.activate(link.kind, link.input);
      const [first] = await backend.api(tenant).account.signIn({ username, pw: PASSWORD });
      // The forced first change (to the same password), made with the sign-in's grant: until it,
      // the reference server takes the token for nothing else.
      await backend
        .api(tenant, first!.access_token)
        .account.changePassword(kind, first!.user_id, { pw: PASSWORD, cpw: PASSWORD });
      const [record] = await backend.api(tenant).account.signIn({ username, pw: PASSWORD });
      return { username, record: record!, api: backend.api(tenant, record!.access_token) };
    }

    beforeAll(async () => {
      backend = await makeBackend();
      for (const tenant of ['acme', 'globex'] as const) {
        companyId[tenant] = (await backend.api(tenant).tenant.resolve(tenant)).id;
      }
      // The first company admin of each store owns it; later ones come with its invitation.
      acmeAdmin = admins.acme = await activeAccount('acme', 'company');
      acmeSeller = await activeAccount('acme', 'seller');
      globexAdmin = admins.globex = await activeAccount('globex', 'company');
    });
    afterAll(() => backend?.cleanup());

    it('serves India and all its states and union territories', async () => {
      const api = backend.api('acme');
      expect(await api.reference.countries()).toContainEqual(
        expect.objectContaining({ id: 'IND', name: 'India' }),
      );
      const provinces = await api.reference.provinces('IND');
      expect(provinces).toHaveLength(36);
      expect(provinces).toContainEqual({ shortname: 'MH', longname: 'Maharashtra' });
      expect(provinces).toContainEqual({ shortname: 'LA', longname: 'Ladakh' });
    });

    it('resolves each tenant to its own company, and only its own', async () => {
      const acme = await backend.api('acme').tenant.resolve('acme');
      const globex = await backend.api('globex').tenant.resolve('globex');
      expect(acme.id).not.toBe(globex.id);
      expect(acme.business_name).toEqual(expect.any(String));
      expect((await refusal(backend.api('acme').tenant.resolve('globex'))).status).toBe(404);
    });

    it('registers a username once per tenant', async () => {
      const api = backend.api('acme');
      const username = newUsername('taken');
      expect(await api.account.isUsernameTaken(username)).toBe(false);

      const invited = await invitation('acme', username);
      const result = await api.account.register(registerInput(username, { invitation: invited }));
      expect(result).toMatchObject({ user_id: expect.any(Number), username, kind: 'company' });
      expect(await api.account.isUsernameTaken(username)).toBe(true);

      const again = await refusal(
        api.account.register(
          registerInput(username, { invitation: await invitation('acme', username) }),
        ),
      );
      expect(again).toMatchObject({
        status: 409,
        message: 'Username Already Exist',
        code: 'username-taken',
      });
      expect(await backend.api('globex').account.isUsernameTaken(username)).toBe(false);
    });

    it('refuses sign-in before activation; the link works once', async () => {
      const api = backend.api('acme');
      const username = await register('acme', 'company');

      const early = await refusal(api.account.signIn({ username, pw: PASSWORD }));
      expect(early).toMatchObject({
        status: 403,
        message: 'Please activate your account from the link sent to your e-mail',
        code: 'not-activated',
      });

      const link = await backend.activationFor(username, 'acme');
      expect(link.kind).toBe('company');
      expect(await api.account.activate('company', link.input)).toMatchObject({
        activated: true,
        kind: 'company',
        username,
      });
      expect(await refusal(api.account.activate('company', link.input))).toMatchObject({
        status: 400,
        code: 'activation-used',
      });

      const [record] = await api.account.signIn({ username, pw: PASSWORD });
      expect(record).toMatchObject({
        user_id: expect.any(Number),
        username,
        first_name: 'Asha',
        kind: 'company',
        pw_changed: false,
        access_token: expect.any(String),
        company_po_id: companyId.acme,
      });
    });

    it('answers the same refusal for a wrong password and an unknown name', async () => {
      const api = backend.api('acme');
      const wrong = await refusal(api.account.signIn({ username: acmeAdmin.username, pw: 'nope' }));
      const unknown = await refusal(
        api.account.signIn({ username: newUsername('ghost'), pw: PASSWORD }),
      );
      for (const error of [wrong, unknown]) {
        expect(error).toMatchObject({
          status: 401,
          message: 'Invalid username or password',
          code: 'invalid-credentials',
        });
      }
    });

    it('activates a seller through the seller link only', async () => {
      const api = backend.api('acme');
      const username = await register('acme', 'seller');
      const link = await backend.activationFor(username, 'acme');
      expect(link.kind).toBe('seller');
      expect((await refusal(api.account.activate('company', link.input))).status).toBe(400);
      expect(await api.account.activate('seller', link.input)).toMatchObject({
        activated: true,
        kind: 'seller',
      });
      const [record] = await api.account.signIn({ username, pw: PASSWORD });
      expect(record).toMatchObject({ kind: 'seller', seller_id: expect.any(Number) });
    });

    it.each(['company', 'seller'] as const)(
      'changes a %s password: pw_changed is set, the old password refused',
      async (kind) => {
        const account = await activeAccount('acme', kind);
        const next = 'Second#Pass2';
        await account.api.account.changePassword(kind, account.record.user_id, {
          pw: next,
          cpw: next,
          current_pw: PASSWORD,
        });

        const api = backend.api('acme');
        const old = await refusal(api.account.signIn({ username: account.username, pw: PASSWORD }));
        expect(old.status).toBe(401);
        const [record] = await api.account.signIn({ username: account.username, pw: next });
        expect(record).toMatchObject({ kind, pw_changed: true });
      },
    );

    it('saves wizard pages, sets their flags and resumes from the record', async () => {
      const { api } = acmeAdmin;
      const tag = uniqueTag();
      const pages = companyPages(tag);
      for (const page of [2, 3, 4, 5] as const) {
        await api.company.savePage(page, companyId.acme, pages[page]);
      }
      for (const page of [6, 8, 9, 10, 11, 12] as const) {
        await api.company.completeStep(page, companyId.acme);
      }

      const record = await api.company.get(companyId.acme);
      expect(record).toMatchObject({
        id: companyId.acme,
        signup_page2_over: true,
        signup_page3_over: true,
        signup_page4_over: true,
        signup_page5_over: true,
        signup_page6_over: true,
        signup_page8_over: true,
        signup_page9_over: true,
        signup_page10_over: true,
        signup_page11_over: true,
        signup_page12_over: true,
        registration_number: `REG-${tag}`,
        office_email: 'office@acme.example.com',
        password_renewal_days: 90,
        billing_addressline1: `Unit ${tag}`,
        billing_stateshort: 'MH',
        about_us_text: `<p>About ${tag}</p>`,
        terms_conditions: `<p>Terms ${tag}</p>`,
      });
      expect((record as unknown as Record<string, unknown>).billing_name ?? null).toBeNull();
    });

    it('asks for a logo on page 2 until one is on record, then keeps it', async () => {
      const { api } = globexAdmin;
      const id = companyId.globex;
      const page = companyPages(uniqueTag())[2];
      // A database that outlives the run may already hold globex's logo.
      if (!(await api.company.get(id)).logo_upload) {
        expect(
          await refusal(api.company.savePage(2, id, { ...page, logo_upload: null })),
        ).toMatchObject({ status: 400, code: 'logo-required', message: 'Please Upload Logo' });
      }
      await api.company.savePage(2, id, { ...page, logo_upload: `${id}/logo.png` });
      await api.company.savePage(2, id, { ...page, logo_upload: null });
      expect(await api.company.get(id)).toMatchObject({
        logo_upload: `${id}/logo.png`,
        signup_page2_over: true,
      });
    });

    it('refuses a value with the code and field the kit translates', async () => {
      const { api } = acmeAdmin;
      const error = await refusal(
        api.level1.create(companyId.acme, {
          level1_name: ' ',
          description: 'x',
          level1_order_id: 1,
        }),
      );
      expect(error).toMatchObject({
        status: 400,
        message: 'level1_name is required',
        code: 'field-required',
        params: { field: 'level1_name' },
      });
      const foreign = await refusal(acmeAdmin.api.company.get(companyId.globex));
      expect(foreign).toMatchObject({ status: 404, code: 'company-not-found' });
    });

    it('creates categories only under existing parents of the same company', async () => {
      const { api } = acmeAdmin;
      const tag = uniqueTag();
      const kitchen = await api.level1.create(companyId.acme, {
        level1_name: `Kitchen ${tag}`,
        description: 'Pots and pans',
        level1_order_id: 1,
      });
      expect(kitchen).toMatchObject({
        level1_id: expect.any(Number),
        level1_name: `Kitchen ${tag}`,
        company_po_id: companyId.acme,
      });
      const garden = await api.level1.create(companyId.acme, {
        level1_name: `Garden ${tag}`,
        description: 'Tools',
        level1_order_id: 2,
      });

      const cookware = await api.level2.create(companyId.acme, {
        level1_id: kitchen.level1_id,
        level1_name: kitchen.level1_name,
        level2_name: `Cookware ${tag}`,
        level2_order_id: 1,
      });
      expect(cookware).toMatchObject({
        level2_id: expect.any(Number),
        level1_id: kitchen.level1_id,
        level1_name: kitchen.level1_name,
      });

      const orphan = await refusal(
        api.level2.create(companyId.acme, {
          level1_id: 987_654_321,
          level2_name: `Orphan ${tag}`,
          level2_order_id: 1,
        }),
      );
      expect(orphan.status).toBe(400);

      const mismatched = await refusal(
        api.level3.create(companyId.acme, {
          level1_id: garden.level1_id,
          level2_id: cookware.level2_id,
          level3_name: `Kettles ${tag}`,
          level3_order_id: 1,
        }),
      );
      expect(mismatched.status).toBe(400);

      const kettles = await api.level3.create(companyId.acme, {
        level1_id: kitchen.level1_id,
        level2_id: cookware.level2_id,
        level1_name: kitchen.level1_name,
        level2_name: cookware.level2_name,
        level3_name: `Kettles ${tag}`,
        level3_order_id: 1,
      });
      expect(kettles).toMatchObject({
        level3_id: expect.any(Number),
        level1_id: kitchen.level1_id,
        level2_id: cookware.level2_id,
        level1_name: kitchen.level1_name,
        level2_name: cookware.level2_name,
      });
    });

    it('lists entries by order id then id, and refreshes after each create', async () => {
      const { api } = acmeAdmin;
      const id = companyId.acme;
      const tag = uniqueTag();
      for (const [letter, order] of [
        ['A', 30],
        ['B', 10],
        ['C', 20],
        ['D', 10],
      ] as const) {
        await api.level1.create(id, {
          level1_name: `${letter} ${tag}`,
          description: 'ordered',
          level1_order_id: order,
        });
      }
      const level1 = await api.level1.list(id);
      expect(level1.filter((l) => l.level1_name.endsWith(tag)).map((l) => l.level1_name)).toEqual(
        ['B', 'D', 'C', 'A'].map((letter) => `${letter} ${tag}`),
      );
      expect(
        isSortedBy(
          level1,
          (l) => l.level1_order_id,
          (l) => l.level1_id,
        ),
      ).toBe(true);

      const parent = level1.find((l) => l.level1_name === `A ${tag}`)!;
      for (const order of [2, 1]) {
        await api.banners.create(id, {
          category1_id: parent.level1_id,
          category2_id: '',
          order_id: order,
          banner_url: `${id}/${tag}-${order}.png`,
          banner_slogan: `Slogan ${order} ${tag}`,
          banner_button_text: 'Shop now',
        });
      }
      const banners = await api.banners.list(id);
      const ours = banners.filter((b) => b.banner_slogan.endsWith(tag));
      expect(ours.map((b) => b.order_id)).toEqual([1, 2]);
      expect(ours.every((b) => b.category2_id === null && b.category3_id === null)).toBe(true);
      expect(
        isSortedBy(
          banners,
          (b) => b.order_id,
          (b) => b.banner_id,
        ),
      ).toBe(true);

      const plain = await api.collections.create(id, {
        collection_name: `Plain ${tag}`,
        collection_enable_select: '',
      });
      const shown = await api.collections.create(id, {
        collection_name: `Shown ${tag}`,
        collection_enable_select: true,
        collection_enable_display: true,
      });
      expect(plain).toMatchObject({
        collection_enable_select: false,
        collection_enable_display: false,
      });
      const collections = await api.collections.list(id);
      expect(collections.filter((c) => c.collection_name.endsWith(tag))).toEqual([plain, shown]);

      const brand = await api.brands.create(id, { brand_name: `Brand ${tag}` });
      expect(await api.brands.list(id)).toContainEqual(brand);
      for (const list of [await api.level2.list(id), await api.level3.list(id)]) {
        expect(list.every((row) => row.company_po_id === id)).toBe(true);
      }
    });

    it('creates a product, reads it back and saves its variants', async () => {
      const { api, record } = acmeSeller;
      const tag = uniqueTag();
      const category = await api.level1.create(companyId.acme, {
        level1_name: `Appliances ${tag}`,
        description: 'Small appliances',
        level1_order_id: 5,
      });
      const input = productInput(
        {
          company_id: record.company_po_id!,
          seller_id: record.seller_id!,
          category1_id: category.level1_id,
        },
        tag,
      );

      const prodId = await api.products.create(input);
      expect(prodId).toEqual(expect.any(Number));
      expect(await api.products.get(prodId)).toMatchObject({
        prod_id: prodId,
        prod_name: `Kettle ${tag}`,
        prod_brand: 'Acme Basics',
        category1_id: category.level1_id,
        category2_id: null,
        category3_id: null,
        company_id: companyId.acme,
        seller_id: record.seller_id,
      });

      await api.products.saveVariants(variantsInput(prodId));
      expect(await api.products.get(prodId)).toMatchObject({
        prod_varient_enabled: true,
        prod_varient_header: 'Capacity',
        prod_varient_display_type: 1,
        cgst: 9,
        sgst: 9,
        igst: 18,
      });
    });

    it('finds a seller by business name once its details are saved', async () => {
      const { api, record } = acmeSeller;
      const name = `Traders ${uniqueTag()}`;
      expect(await api.sellers.getByBusinessName(name)).toBeNull();

      await api.sellers.update(
        sellerUpdate({ company_id: companyId.acme, seller_id: record.seller_id! }, name),
      );
      expect(await api.sellers.getByBusinessName(name)).toMatchObject({
        seller_id: record.seller_id,
        company_id: companyId.acme,
        seller_business_name: name,
        seller_legal_name: `${name} LLP`,
        seller_stateshort: 'KA',
        seller_admin_email: 'ravi@seller.example.com',
      });
      expect(await globexAdmin.api.sellers.getByBusinessName(name)).toBeNull();
    });

    it('refuses a GSTIN that is not the province’s, naming the field', async () => {
      const { api, record } = acmeSeller;
      const seller = sellerUpdate(
        { company_id: companyId.acme, seller_id: record.seller_id! },
        `Traders ${uniqueTag()}`,
      );
      const error = await refusal(
        api.sellers.update({ ...seller, seller_gstin_number: '27AABFA1234B1Z2' }),
      );
      expect(error).toMatchObject({
        status: 400,
        code: 'gstin-province-mismatch',
        message: 'GSTIN does not match the province',
        params: { field: 'seller_gstin_number' },
      });
      const billing = await refusal(
        acmeAdmin.api.company.savePage(3, companyId.acme, {
          ...companyPages(uniqueTag())[3],
          gstin_number: '33AAACA1234A1Z5',
        }),
      );
      expect(billing).toMatchObject({
        code: 'gstin-province-mismatch',
        params: { field: 'gstin_number' },
      });
    });

    it("lists the store's sellers and products: all for an admin, its own for a seller", async () => {
      const tag = uniqueTag();
      const other = await activeAccount('acme', 'seller');
      const category = await acmeAdmin.api.level1.create(companyId.acme, {
        level1_name: `Lists ${tag}`,
        description: 'Lists',
        level1_order_id: 1,
      });
      const create = (account: Account, name: string) =>
        account.api.products.create(
          productInput(
            {
              company_id: companyId.acme,
              seller_id: account.record.seller_id!,
              category1_id: category.level1_id,
            },
            `${name} ${tag}`,
          ),
        );
      const mine = await create(acmeSeller, 'Mine');
      const theirs = await create(other, 'Theirs');
      const sellerIds = [acmeSeller.record.seller_id, other.record.seller_id];

      const products = await acmeAdmin.api.products.list(companyId.acme);
      expect(products.map((p) => p.prod_id)).toEqual(expect.arrayContaining([mine, theirs]));
      expect(products.find((p) => p.prod_id === theirs)).toMatchObject({
        prod_name: `Kettle Theirs ${tag}`,
        seller_id: other.record.seller_id,
        company_id: companyId.acme,
      });
      expect(
        isSortedBy(
          products,
          (p) => p.prod_id,
          (p) => p.prod_id,
        ),
      ).toBe(true);
      const sellers = await acmeAdmin.api.sellers.list(companyId.acme);
      expect(sellers.map((s) => s.seller_id)).toEqual(expect.arrayContaining(sellerIds));
      expect(sellers.every((s) => s.company_id === companyId.acme)).toBe(true);
      expect(
        isSortedBy(
          sellers,
          (s) => s.seller_id,
          (s) => s.seller_id,
        ),
      ).toBe(true);

      const own = await acmeSeller.api.products.list(companyId.acme);
      expect(own.map((p) => p.prod_id)).toContain(mine);
      expect(own.every((p) => p.seller_id === acmeSeller.record.seller_id)).toBe(true);
      expect((await acmeSeller.api.sellers.list(companyId.acme)).map((s) => s.seller_id)).toEqual([
        acmeSeller.record.seller_id,
      ]);
      expect(
        (await globexAdmin.api.products.list(companyId.globex)).map((p) => p.prod_id),
      ).not.toContain(mine);
      expect(
        (await globexAdmin.api.sellers.list(companyId.globex)).some((s) =>
          sellerIds.includes(s.seller_id),
        ),
      ).toBe(false);
    });

    it('keeps tenants apart: acme cannot reach globex ids', async () => {
      const tag = uniqueTag();
      const acme = acmeAdmin.api;
      const globexCategory = await globexAdmin.api.level1.create(companyId.globex, {
        level1_name: `Safety ${tag}`,
        description: 'Helmets',
        level1_order_id: 1,
      });

      const foreignCalls: Array<() => Promise<unknown>> = [
        () => acme.company.get(companyId.globex),
        () => acme.level1.list(companyId.globex),
        () => acme.banners.list(companyId.globex),
        () => acme.sellers.list(companyId.globex),
        () => acme.products.list(companyId.globex),
        () =>
          acme.level1.create(companyId.globex, {
            level1_name: `Intruder ${tag}`,
            description: 'x',
            level1_order_id: 1,
          }),
        () => acme.company.savePage(5, companyId.globex, { terms_conditions: 'x' }),
        () => acme.company.completeStep(6, companyId.globex),
      ];
      for (const call of foreignCalls) {
        expect((await refusal(call())).status).toBe(404);
      }
      const foreignParent = await refusal(
        acme.level2.create(companyId.acme, {
          level1_id: globexCategory.level1_id,
          level2_name: `Intruder ${tag}`,
          level2_order_id: 1,
        }),
      );
      expect([400, 404]).toContain(foreignParent.status);
      expect(
        (await acme.level1.list(companyId.acme)).some(
          (l) => l.level1_id === globexCategory.level1_id,
        ),
      ).toBe(false);

      const prodId = await acmeSeller.api.products.create(
        productInput(
          {
            company_id: companyId.acme,
            seller_id: acmeSeller.record.seller_id!,
            category1_id: (await acme.level1.list(companyId.acme))[0]!.level1_id,
          },
          tag,
        ),
      );
      expect((await refusal(globexAdmin.api.products.get(prodId))).status).toBe(404);
      const sellerInGlobex = sellerUpdate(
        { company_id: companyId.globex, seller_id: acmeSeller.record.seller_id! },
        `Intruder ${tag}`,
      );
      expect((await refusal(globexAdmin.api.sellers.update(sellerInGlobex))).status).toBe(404);

      const elsewhere = await refusal(
        backend.api('globex').account.signIn({ username: acmeAdmin.username, pw: PASSWORD }),
      );
      expect(elsewhere.status).toBe(401);
    });

    it('takes a second company admin only with an invitation, which works once', async () => {
      const api = backend.api('acme');
      const stranger = await refusal(api.account.register(registerInput(newUsername('stranger'))));
      expect(stranger).toMatchObject({ status: 403, code: 'store-has-owner' });
      const invited = newUsername('invited');
      const secret = await invitation('acme', invited);
      await api.account.register(registerInput(invited, { invitation: secret }));
      const again = await refusal(
        api.account.register(registerInput(newUsername('again'), { invitation: secret })),
      );
      expect(again).toMatchObject({ status: 400, code: 'invitation-used' });
      const foreignName = newUsername('foreign');
      const foreign = await refusal(
        backend
          .api('globex')
          .account.register(
            registerInput(foreignName, { invitation: await invitation('acme', foreignName) }),
          ),
      );
      expect(foreign).toMatchObject({ status: 400, code: 'invitation-invalid' });
    });

    it('refuses a weak password and a username that would pass for another', async () => {
      const api = backend.api('acme');
      const weak = await refusal(
        api.account.register(
          registerInput(newUsername('weak'), { pw: 'x', cpw: 'x', kind: 'seller' }),
        ),
      );
      expect(weak).toMatchObject({ status: 400, code: 'password-too-weak' });
      const name = newUsername('Case');
      await api.account.register(registerInput(name, { kind: 'seller' }));
      expect(await api.account.isUsernameTaken(name.toUpperCase())).toBe(true);
      const upper = await refusal(
        api.account.register(registerInput(name.toUpperCase(), { kind: 'seller' })),
      );
      expect(upper).toMatchObject({ status: 409, code: 'username-taken' });
      for (const [hidden, code] of [
        [`a\u200d${newUsername('zwj')}`, 'username-invisible'],
        [`\u202e${newUsername('bidi')}`, 'username-invisible'],
        [`\u0430${newUsername('cyr')}`, 'username-mixed-script'],
      ] as const) {
        const error = await refusal(
          api.account.register(registerInput(hidden, { kind: 'seller' })),
        );
        expect(error).toMatchObject({ status: 400, code });
      }
    });

    it('revokes the other tokens of an account when its password changes', async () => {
      const account = await activeAccount('acme', 'seller');
      const [other] = await backend
        .api('acme')
        .account.signIn({ username: account.username, pw: PASSWORD });
      const otherApi = backend.api('acme', other!.access_token);
      await otherApi.brands.list(companyId.acme);
      await account.api.account.changePassword('seller', account.record.user_id, {
        pw: 'Changed#Pass3',
        cpw: 'Changed#Pass3',
        current_pw: PASSWORD,
      });
      expect(await refusal(otherApi.brands.list(companyId.acme))).toMatchObject({
        status: 401,
        code: 'invalid-token',
      });
      // The session that made the change goes on.
      await account.api.brands.list(companyId.acme);
    });

    it('refuses an image reference that is not the store’s upload nor on a media origin', async () => {
      const { api } = acmeAdmin;
      const parent = await api.level1.create(companyId.acme, {
        level1_name: `Images ${uniqueTag()}`,
        description: 'x',
        level1_order_id: 1,
      });
      const error = await refusal(
        api.banners.create(companyId.acme, {
          category1_id: parent.level1_id,
          category2_id: '',
          order_id: 1,
          banner_url: 'javascript:alert(1)',
          banner_slogan: 'x',
          banner_button_text: 'x',
        }),
      );
      expect(error).toMatchObject({
        status: 400,
        code: 'image-url',
        params: { field: 'banner_url' },
      });
      // Any other host: only configured media origins are (none here).
      const elsewhere = await refusal(
        api.banners.create(companyId.acme, {
          category1_id: parent.level1_id,
          category2_id: '',
          order_id: 1,
          banner_url: 'https://evil.example/banner.png',
          banner_slogan: 'x',
          banner_button_text: 'x',
        }),
      );
      expect(elsewhere).toMatchObject({ status: 400, code: 'image-url' });
      await api.banners.create(companyId.acme, {
        category1_id: parent.level1_id,
        category2_id: '',
        order_id: 1,
        banner_url: `${companyId.acme}/banner.png`,
        banner_slogan: 'x',
        banner_button_text: 'x',
      });
    });

    // Last: it changes the table's accounts' passwords and the seller's terms.
    it("keeps the store's own seller record, found through the store and saved by its admins", async () => {
      const id = companyId.acme;
      // Created when the store's owner activated: named after the store, details not yet saved.
      const created = await acmeAdmin.api.sellers.store(id);
      expect(created).not.toBeNull();
      const profile = await backend.api('acme').tenant.resolve('acme');
      const before = await acmeAdmin.api.onboarding.progress();
      const name = `Store seller ${uniqueTag()}`;
      const body = sellerUpdate({ company_id: id, seller_id: 0 }, name);
      const { seller_id: _none, ...input } = body;
      const sellerId = await acmeAdmin.api.sellers.saveStore(input);
      expect(sellerId).toBe(created!.seller_id);
      // Renaming the business renames the same record; no second one is made.
      const renamed = `${name} renamed`;
      expect(
        await acmeAdmin.api.sellers.saveStore({ ...input, seller_business_name: renamed }),
      ).toBe(sellerId);
      expect(await acmeAdmin.api.sellers.store(id)).toMatchObject({
        seller_id: sellerId,
        seller_business_name: renamed,
      });
      expect(before.details === false || profile.business_name !== undefined).toBe(true);
      expect((await acmeAdmin.api.onboarding.progress()).details).toBe(true);
      // A seller neither reads nor writes it.
      expect((await refusal(acmeSeller.api.sellers.store(id))).code).toBe('admins-only');
      expect((await refusal(acmeSeller.api.sellers.saveStore(input))).code).toBe('admins-only');
      // The store's record is not one of the sellers whose onboarding the admins follow.
      const sellers = await acmeAdmin.api.onboarding.sellers();
      expect(sellers.map((row) => row.seller_id)).not.toContain(sellerId);
      expect(sellers.map((row) => row.seller_id)).toContain(acmeSeller.record.seller_id);
    });

    it("saves a seller's own billing, about us and terms, never the store's", async () => {
      const seller = await activeAccount('acme', 'seller');
      const sellerId = seller.record.seller_id!;
      const storeBefore = await acmeAdmin.api.company.get(companyId.acme);
      const fresh = await seller.api.onboarding.progress();
      expect(fresh).toMatchObject({
        billing: false,
        about_us: false,
        terms: false,
        details: false,
      });
      expect(fresh).toMatchObject({ product: false, company_information: false });
      const pages = companyPages(uniqueTag());
      const { billing_name: _shown, ...billing } = pages[3];
      await seller.api.sellers.saveShop('billing', sellerId, billing);
      await seller.api.sellers.saveShop('about', sellerId, {
        about_us_text: '<p>Our own shop</p>',
        about_us_image_url: null,
      });
      await seller.api.sellers.saveShop('terms', sellerId, { terms_conditions: '<p>Ours</p>' });
      expect(await seller.api.sellers.shop(sellerId)).toMatchObject({
        seller_id: sellerId,
        billing_zip: billing.billing_zip,
        about_us_text: '<p>Our own shop</p>',
        terms_conditions: '<p>Ours</p>',
      });
      expect(await seller.api.onboarding.progress()).toMatchObject({
        billing: true,
        about_us: true,
        terms: true,
      });
      // The store's record is as it was; another seller's shop is not this seller's to touch.
      const storeAfter = await acmeAdmin.api.company.get(companyId.acme);
      expect(storeAfter.about_us_text).toBe(storeBefore.about_us_text);
      expect(storeAfter.billing_zip).toBe(storeBefore.billing_zip);
      expect((await refusal(acmeSeller.api.sellers.shop(sellerId))).code).toBe('seller-not-found');
      expect(
        (
          await refusal(
            acmeSeller.api.sellers.saveShop('terms', sellerId, { terms_conditions: 'x' }),
          )
        ).code,
      ).toBe('seller-not-found');
      // The admins follow its progress.
      const row = (await acmeAdmin.api.onboarding.sellers()).find((r) => r.seller_id === sellerId);
      expect(row?.facts).toMatchObject({ billing: true, terms: true, product: false });
      // The admins' list says exactly what the seller's own progress says.
      expect(row?.facts).toEqual(await seller.api.onboarding.progress());
    });

    it("attributes a seller's catalog: categories shared, banners and collections its own", async () => {
      const seller = await activeAccount('acme', 'seller');
      const id = companyId.acme;
      const level1 = await seller.api.level1.create(id, {
        level1_name: `Seller L1 ${uniqueTag()}`,
        description: 'Added by a seller',
        level1_order_id: 1,
      });
      // Shared: the admin's list has it too.
      expect((await acmeAdmin.api.level1.list(id)).map((r) => r.level1_id)).toContain(
        level1.level1_id,
      );
      expect((await seller.api.onboarding.progress()).level1).toBe(true);
      const collection = await seller.api.collections.create(id, {
        collection_name: `Own ${uniqueTag()}`,
      });
      const own = (await seller.api.collections.list(id)).map((r) => r.collection_id);
      const storefront = (await acmeAdmin.api.collections.list(id)).map((r) => r.collection_id);
      expect(own).toEqual([collection.collection_id]);
      expect(storefront).not.toContain(collection.collection_id);
      expect((await seller.api.onboarding.progress()).collections).toBe(true);
    });

    it("removes catalog entries: an admin any, a seller its own shop's, nothing in use", async () => {
      const seller = await activeAccount('acme', 'seller');
      const id = companyId.acme;
      const tag = uniqueTag();
      // A seller's category joins the shared list; a seller cannot remove it, an admin can.
      const added = await seller.api.level1.create(id, {
        level1_name: `Seller L1 ${tag}`,
        description: 'Added by a seller',
        level1_order_id: 1,
      });
      expect((await refusal(seller.api.level1.remove(id, added.level1_id))).code).toBe(
        'admins-only',
      );
      const level2 = await seller.api.level2.create(id, {
        level1_id: added.level1_id,
        level2_name: `Seller L2 ${tag}`,
        level2_order_id: 1,
      });
      // In use: the level 2 under it keeps it; once that is gone it can go.
      const inUse = await refusal(acmeAdmin.api.level1.remove(id, added.level1_id));
      expect(inUse).toMatchObject({ code: 'catalog-entry-in-use', status: 409 });
      expect((await acmeAdmin.api.level1.list(id)).map((r) => r.level1_id)).toContain(
        added.level1_id,
      );
      await acmeAdmin.api.level2.remove(id, level2.level2_id);
      await acmeAdmin.api.level1.remove(id, added.level1_id);
      expect((await seller.api.level1.list(id)).map((r) => r.level1_id)).not.toContain(
        added.level1_id,
      );
      // Removed once: the second time it is not found.
      expect((await refusal(acmeAdmin.api.level1.remove(id, added.level1_id))).code).toBe(
        'catalog-entry-not-found',
      );

      // Shop lists: the seller removes its own collection, not the storefront's; an admin removes
      // a seller's. Another shop's entry answers as a missing one.
      const storefront = await acmeAdmin.api.collections.create(id, {
        collection_name: `Storefront ${tag}`,
      });
      const own = await seller.api.collections.create(id, { collection_name: `Own ${tag}` });
      const second = await seller.api.collections.create(id, { collection_name: `Two ${tag}` });
      const foreign = await refusal(seller.api.collections.remove(id, storefront.collection_id));
      expect(foreign).toMatchObject({ code: 'catalog-entry-not-found', status: 404 });
      await seller.api.collections.remove(id, own.collection_id);
      await acmeAdmin.api.collections.remove(id, second.collection_id);
      expect(await seller.api.collections.list(id)).toEqual([]);
      expect((await acmeAdmin.api.collections.list(id)).map((r) => r.collection_id)).toContain(
        storefront.collection_id,
      );
      // Another tenant's entry: the company id is checked against the host first.
      expect(
        (await refusal(globexAdmin.api.collections.remove(id, storefront.collection_id))).status,
      ).toBe(404);
      await acmeAdmin.api.collections.remove(id, storefront.collection_id);
    });

    it('takes an invitation only from its address, and tells its holder which that is', async () => {
      const api = backend.api('acme');
      const invited = newUsername('bound');
      const secret = (await invitation('acme', invited))!;
      expect(await api.invitations.lookup(secret)).toMatchObject({ email: invited });
      expect(await refusal(api.invitations.lookup('not-a-secret'))).toMatchObject({
        status: 400,
        code: 'invitation-invalid',
      });
      const other = await refusal(
        api.account.register(registerInput(newUsername('holder'), { invitation: secret })),
      );
      expect(other).toMatchObject({ status: 403, code: 'invitation-email-mismatch' });
      await api.account.register(registerInput(invited, { invitation: secret }));
      expect(await refusal(api.invitations.lookup(secret))).toMatchObject({
        code: 'invitation-used',
      });
    });

    it("lets the store's owner, no other admin, manage its team", async () => {
      const id = companyId.acme;
      const proof = { current_pw: PASSWORD };
      const second = await activeAccount('acme', 'company');
      // Another admin may invite, but not manage the team.
      for (const call of [
        () => second.api.admins.list(id),
        () => second.api.invitations.list(id),
        () => second.api.admins.transferOwnership(id, second.record.user_id, proof),
      ]) {
        expect(await refusal(call())).toMatchObject({ status: 403, code: 'owner-only' });
      }
      const team = await acmeAdmin.api.admins.list(id);
      expect(team.find((row) => row.owner)?.user_id).toBe(acmeAdmin.record.user_id);
      expect(team.find((row) => row.user_id === second.record.user_id)).toMatchObject({
        owner: false,
        activated: true,
        username: second.username,
      });

      // Withdrawing an invitation: it is no longer pending, and registers nobody.
      const withdrawn = newUsername('withdrawn');
      const secret = (await invitation('acme', withdrawn))!;
      const row = (await acmeAdmin.api.invitations.list(id)).find((r) => r.email === withdrawn)!;
      await acmeAdmin.api.invitations.revoke(id, row.invitation_id);
      expect((await acmeAdmin.api.invitations.list(id)).map((r) => r.email)).not.toContain(
        withdrawn,
      );
      expect(
        await refusal(
          backend.api('acme').account.register(registerInput(withdrawn, { invitation: secret })),
        ),
      ).toMatchObject({ code: 'invitation-revoked' });
      expect(await refusal(acmeAdmin.api.invitations.revoke(id, row.invitation_id))).toMatchObject({
        status: 404,
        code: 'invitation-not-found',
      });

      // Another store's ids answer as missing ones.
      const globexId = companyId.globex;
      expect((await refusal(acmeAdmin.api.admins.list(globexId))).status).toBe(404);
      expect(
        await refusal(acmeAdmin.api.admins.remove(id, globexAdmin.record.user_id, proof)),
      ).toMatchObject({ status: 404, code: 'admin-not-found' });
      expect(
        await refusal(
          acmeAdmin.api.admins.transferOwnership(id, globexAdmin.record.user_id, proof),
        ),
      ).toMatchObject({ status: 404, code: 'admin-not-found' });
      expect(
        await refusal(acmeAdmin.api.admins.remove(id, acmeAdmin.record.user_id, proof)),
      ).toMatchObject({ status: 409, code: 'owner-not-removable' });

      // Handing the store over and back: the old owner stays an admin meanwhile, and the new
      // owner cannot remove it for 24 hours.
      await acmeAdmin.api.admins.transferOwnership(id, second.record.user_id, proof);
      expect(await refusal(acmeAdmin.api.admins.list(id))).toMatchObject({ code: 'owner-only' });
      expect((await acmeAdmin.api.company.get(id)).id).toBe(id);
      expect(
        await refusal(second.api.admins.remove(id, acmeAdmin.record.user_id, proof)),
      ).toMatchObject({ status: 409, code: 'previous-owner-protected' });
      await second.api.admins.transferOwnership(id, acmeAdmin.record.user_id, proof);

      // The second admin is now the previous owner, protected for a day: a third one is removed
      // instead, and its token stops working at once.
      const third = await activeAccount('acme', 'company');
      await acmeAdmin.api.admins.remove(id, third.record.user_id, proof);
      expect((await refusal(third.api.company.get(id))).status).toBe(401);
      expect((await acmeAdmin.api.admins.list(id)).map((r) => r.user_id)).not.toContain(
        third.record.user_id,
      );
    });

    it('asks for the password before the store changes hands, and signs tokens out (issue 45)', async () => {
      const id = companyId.acme;
      const proof = { current_pw: PASSWORD };
      // A token alone invites, hands over and removes nobody.
      const stolen = acmeAdmin.api;
      const email = newUsername('accomplice');
      for (const attempt of [
        () => stolen.invitations.create(id, { email, current_pw: '' }),
        () => stolen.admins.transferOwnership(id, acmeAdmin.record.user_id, { current_pw: '' }),
        () => stolen.admins.remove(id, acmeAdmin.record.user_id, { current_pw: '' }),
        () => stolen.account.revokeSessions({ current_pw: '' }),
      ]) {
        expect(await refusal(attempt())).toMatchObject({
          status: 400,
          code: 'current-password-required',
        });
      }
      expect(
        await refusal(stolen.invitations.create(id, { email, current_pw: 'not-it-9' })),
      ).toMatchObject({ status: 403, code: 'current-password-wrong' });

      // Removing an admin takes the registrations it invited with it.
      const inviter = await activeAccount('acme', 'company');
      const sleeper = newUsername('sleeper');
      await inviter.api.invitations.create(id, { email: sleeper, current_pw: PASSWORD });
      const secret = await backend.invitationFor(sleeper, 'acme');
      await backend.api('acme').account.register(registerInput(sleeper, { invitation: secret }));
      const link = await backend.activationFor(sleeper, 'acme');
      await acmeAdmin.api.admins.remove(id, inviter.record.user_id, proof);
      expect(
        (await refusal(backend.api('acme').account.activate(link.kind, link.input))).status,
      ).toBe(400);

      // Signing out ends that token only; revoking sessions ends every other one.
      const signIn = async () =>
        (
          await backend.api('acme').account.signIn({ username: acmeAdmin.username, pw: PASSWORD })
        )[0]!.access_token!;
      const [one, two, three] = [await signIn(), await signIn(), await signIn()];
      await backend.api('acme').account.signOut(one);
      expect((await refusal(backend.api('acme', one).company.get(id))).status).toBe(401);
      expect((await backend.api('acme', two).company.get(id)).id).toBe(id);
      const revoked = await backend.api('acme', three).account.revokeSessions(proof);
      expect((await refusal(backend.api('acme', two).company.get(id))).status).toBe(401);
      expect(revoked.access_token).toEqual(expect.any(String));
      const fresh = backend.api('acme', revoked.access_token);
      expect((await fresh.company.get(id)).id).toBe(id);
      acmeAdmin = {
        ...acmeAdmin,
        api: fresh,
        record: { ...acmeAdmin.record, access_token: revoked.access_token },
      };
      admins.acme = acmeAdmin;
    });

    it('mails one mailbox: a username with an @ is one address and nothing around it (issue 45)', async () => {
      for (const username of [
        'a1<victim@corp.test>',
        'me@evil.test,victim@corp.test',
        '"x"@corp.test',
      ]) {
        expect(
          await refusal(
            backend.api('acme').account.register(registerInput(username, { kind: 'seller' })),
          ),
        ).toMatchObject({ status: 400, code: 'username-not-mailbox' });
      }
    });

    describe('the role table of docs/api-contract.md', () => {
      let ctx: Omit<RoleContext, 'self'>;
      let otherSeller: Account;
      let activeAdminOnce: Promise<Account> | undefined;
      /** A company admin registered with the owner's invitation, not activated. */
      const registerAdmin = async () => {
        const username = newUsername('admin');
        return backend
          .api('acme')
          .account.register(
            registerInput(username, { invitation: await invitation('acme', username) }),
          );
      };

      beforeAll(async () => {
        const tag = uniqueTag();
        otherSeller = await activeAccount('acme', 'seller');
        const id = companyId.acme;
        const level1 = await acmeAdmin.api.level1.create(id, {
          level1_name: `Roles ${tag}`,
          description: 'Roles',
          level1_order_id: 1,
        });
        const level2 = await acmeAdmin.api.level2.create(id, {
          level1_id: level1.level1_id,
          level2_name: `Roles ${tag}`,
          level2_order_id: 1,
        });
        const names = { seller: `Roles Seller ${tag}`, other: `Roles Other ${tag}` };
        const product = async (account: Account) =>
          account.api.products.create(
            productInput(
              {
                company_id: id,
                seller_id: account.record.seller_id!,
                category1_id: level1.level1_id,
              },
              tag,
            ),
          );
        for (const [account, name] of [
          [acmeSeller, names.seller],
          [otherSeller, names.other],
        ] as const) {
          await account.api.sellers.update(
            sellerUpdate({ company_id: id, seller_id: account.record.seller_id! }, name),
          );
        }
        ctx = {
          companyId: id,
          sellerId: acmeSeller.record.seller_id!,
          sellerProductId: await product(acmeSeller),
          sellerBusinessName: names.seller,
          otherSellerId: otherSeller.record.seller_id!,
          otherProductId: await product(otherSeller),
          otherBusinessName: names.other,
          level1Id: level1.level1_id,
          level2Id: level2.level2_id,
          sellerLogin: { username: acmeSeller.username, pw: PASSWORD },
          invitation: async (email) => (await invitation('acme', email))!,
          async pendingInvitation() {
            const email = newUsername('pending');
            await invitation('acme', email);
            const rows = await acmeAdmin.api.invitations.list(id);
            return rows.find((row) => row.email === email)!.invitation_id;
          },
          async newAdmin() {
            return (await registerAdmin()).user_id;
          },
          async activeAdmin() {
            activeAdminOnce ??= activeAccount('acme', 'company');
            const admin = await activeAdminOnce;
            return { user_id: admin.record.user_id, api: admin.api };
          },
          async sellerActivation() {
            const username = await register('acme', 'seller');
            return (await backend.activationFor(username, 'acme')).input;
          },
          unique: uniqueTag,
        };
      });

      const callers: Record<Caller, () => { api: BackofficeApi; self: RoleContext['self'] }> = {
        anonymous: () => ({ api: backend.api('acme'), self: null }),
        seller: () => ({ api: acmeSeller.api, self: acmeSeller.record }),
        admin: () => ({ api: acmeAdmin.api, self: acmeAdmin.record }),
        otherTenant: () => ({
          api: backend.api('acme', globexAdmin.record.access_token),
          self: null,
        }),
      };

      for (const row of ROLE_TABLE) {
        const run = row.run;
        if (!run) continue;
        it(`${row.call}${row.target ? ` (${row.target})` : ''}`, async () => {
          for (const caller of CALLERS) {
            const expected = row.outcomes[caller];
            const { api, self } = callers[caller]();
            const outcome = await run(api, { ...ctx, self }).then(
              (value: unknown) => ({ value }),
              (error: unknown) => ({ error }),
            );
            const [status, code] = expected.split(' ');
            const where = `${caller}: expected ${expected}`;
            if (status === '200') {
              if ('error' in outcome) {
                throw new Error(`${where}, got ${String(outcome.error)}`, {
                  cause: outcome.error,
                });
              }
              expect(outcome.value === NOTHING, where).toBe(code === 'empty');
              expect(outcome.value === OWN, where).toBe(code === 'own');
            } else {
              expect('error' in outcome, where).toBe(true);
              const error = (outcome as { error: ApiError }).error;
              expect(error, where).toBeInstanceOf(ApiError);
              expect({ status: error.status, code: error.code }, where).toMatchObject({
                status: Number(status),
                ...(code ? { code } : {}),
              });
            }
          }
        });
      }
    });
  });
}
