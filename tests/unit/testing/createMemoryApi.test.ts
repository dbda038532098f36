import { activationMail, invitationMail } from '../../../src/kernel/mails';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/kernel/errors';
import {
  ACTIVATION_TTL_MS,
  createMemoryApi,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoSeed,
  INDIA_PROVINCES,
  type MemoryApi,
} from '../../../src/testing';
import { createMemoryStorage } from '../../../src/api/session/storage';
import type { BannerInput } from '../../../src/api/types';
import { companyPages, productInput, registerInput, sellerUpdate } from '../../contract/fixtures';

// What the shared contract suite (tests/contract) does not cover: the seed, the dev helpers,
// delay and abort, persistence, and the server-side checks, with the reference server's messages.

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function expectRefusals(cases: Array<[() => Promise<unknown>, string]>, status = 400) {
  for (const [call, message] of cases) {
    expect(await rejection(call())).toMatchObject({ kind: 'rejected', status, message });
  }
}

async function activated(api: MemoryApi, username: string, kind: 'company' | 'seller') {
  await api.account.register(registerInput(username, { kind }));
  const link = api.memory.activationFor(username)!;
  await api.account.activate(kind, link.input);
  return (await api.account.signIn({ username, pw: registerInput('x').pw }))[0]!;
}

describe('createMemoryApi: seed', () => {
  it('holds acme and globex; the public profile names the store and nothing personal', async () => {
    const api = createMemoryApi();
    for (const tenant of ['acme', 'globex']) {
      const profile = await api.memory.forTenant(tenant).tenant.resolve(tenant);
      // What a sign-in page needs (docs/api-contract.md, "The init file"): no contact, no address.
      expect(profile.business_subdomain).toBe(tenant);
      expect(profile.business_name).toBeTruthy();
      expect(profile.legal_name).toBeTruthy();
      expect(profile).not.toHaveProperty('point_of_contact');
      expect(profile).not.toHaveProperty('poc_email_id');
    }
  });

  it('serves India with its 28 states and 8 union territories; other countries have none', async () => {
    const api = createMemoryApi();
    expect(await api.reference.countries()).toEqual([
      { id: 'IND', name: 'India', shortname: 'IN' },
    ]);
    const provinces = await api.reference.provinces('IND');
    expect(provinces).toHaveLength(36);
    expect(new Set(provinces.map((p) => p.shortname)).size).toBe(36);
    expect(provinces).toContainEqual({ shortname: 'MH', longname: 'Maharashtra' });
    expect(provinces).toContainEqual({ shortname: 'JK', longname: 'Jammu and Kashmir' });
    expect(provinces).toEqual(INDIA_PROVINCES);
    expect(await api.reference.provinces('USA')).toEqual([]);
  });

  it('signs the demo accounts in with the demo password', async () => {
    const api = createMemoryApi();
    for (const account of DEMO_ACCOUNTS) {
      const [record] = await api.memory
        .forTenant(account.tenant)
        .account.signIn({ username: account.username, pw: DEMO_PASSWORD });
      expect(record).toMatchObject({
        username: account.username,
        kind: account.kind,
        pw_changed: account.pw_changed,
      });
      if (account.kind === 'seller') {
        const seller = await api.sellers.getByBusinessName('Kumar Kitchenware');
        expect(record!.seller_id).toBe(seller!.seller_id);
      }
    }
  });

  it('starts from a seed of your own', async () => {
    const api = createMemoryApi(
      { tenants: { initech: { company: { ...demoSeed().tenants.acme!.company, id: 70 } } } },
      { tenant: 'initech' },
    );
    expect((await api.company.get(70)).signup_page2_over).toBe(false);
    expect(await api.level1.list(70)).toEqual([]);
    const created = await api.level1.create(70, {
      level1_name: 'A',
      description: 'B',
      level1_order_id: 1,
    });
    expect(created.level1_id).toBeGreaterThan(70);
    expect((await rejection(api.memory.forTenant('acme').company.get(1))).status).toBe(404);
  });
});

describe('createMemoryApi: accounts', () => {
  it('quotes a registered name only at the end of the activation mail, on one line', async () => {
    const api = createMemoryApi(undefined, { origin: 'http://acme.localhost:5173' });
    await api.account.register(
      registerInput('asha@example.com', {
        first_name: 'URGENT\n\nYour bank account is blocked, open http://evil.example now',
      }),
    );
    const [mail] = api.memory.outbox();
    expect(mail!.text.startsWith('Open this link within 24 hours')).toBe(true);
    const last = mail!.text.split('\n').at(-1)!;
    expect(last).toMatch(/^Registered name: URGENT Your bank account is blocked/);
    expect(Array.from(last.replace('Registered name: ', ''))).toHaveLength(40);
  });

  it('mails an activation link per registration, to this tenant only', async () => {
    const api = createMemoryApi(undefined, { origin: 'http://acme.localhost:5173' });
    await api.account.register(registerInput('asha@example.com'));
    await api.account.register(registerInput('ravi@example.com', { kind: 'seller' }));

    const [company, seller] = api.memory.outbox();
    expect(company).toMatchObject({ to: 'asha@example.com', kind: 'company', tenant: 'acme' });
    expect(company!.link).toBe(
      `http://acme.localhost:5173/#/auth/login?activation=${company!.activation}&a=${company!.iv}`,
    );
    // The server's words (src/kernel/mails.ts); the registered name last, on one line.
    expect(company).toMatchObject(activationMail('acme', 'admin', company!.link, 'Asha'));
    expect(seller).toMatchObject(activationMail('acme', 'seller', seller!.link, 'Asha'));
    expect(seller!.link).toMatch(/\/#\/auth\/login\?activation=[0-9a-f]+&b=[0-9a-f]+$/);
    expect(api.memory.activationFor('ravi@example.com')).toEqual({
      kind: 'seller',
      input: { activation: seller!.activation, iv: seller!.iv },
    });
    expect(api.memory.forTenant('globex').memory.outbox()).toEqual([]);
    expect(api.memory.activationFor('nobody@example.com')).toBeNull();
  });

  it('matches usernames in one normal form (NFKC, case-folded), as the server does', async () => {
    const api = createMemoryApi();
    await api.account.register(registerInput('Asha@Example.com'));
    expect(await api.account.isUsernameTaken('Asha@Example.com')).toBe(true);
    expect(await api.account.isUsernameTaken('asha@example.com')).toBe(true);
    expect(await api.account.isUsernameTaken('ＡＳＨＡ@example.com')).toBe(true);
    expect(await api.account.isUsernameTaken('asha2@example.com')).toBe(false);
    const error = await rejection(api.account.register(registerInput('ASHA@example.com')));
    expect(error).toMatchObject({ status: 409, message: 'Username Already Exist' });
  });

  it('gives a registered seller a seller record named after them', async () => {
    const api = createMemoryApi();
    const record = await activated(api, 'ravi@example.com', 'seller');
    expect(await api.sellers.getByBusinessName('Asha Verma')).toMatchObject({
      seller_id: record.seller_id,
      company_id: 1,
      seller_admin_first_name: 'Asha',
      seller_admin_email: 'ravi@example.com',
      business_subdomain: 'acme',
    });
    expect(record.email_id).toBe('ravi@example.com');
  });

  it('tells a bad, a used and an expired activation link apart', async () => {
    let now = new Date('2025-01-01T00:00:00Z');
    const api = createMemoryApi(undefined, { now: () => now });
    await api.account.register(registerInput('late@example.com'));
    await api.account.register(registerInput('once@example.com'));
    const once = api.memory.activationFor('once@example.com')!;
    await api.account.activate('company', once.input);
    now = new Date(now.getTime() + ACTIVATION_TTL_MS);
    const late = api.memory.activationFor('late@example.com')!;
    await expectRefusals([
      [() => api.account.activate('seller', late.input), 'Invalid activation link'],
      [
        () => api.account.activate('company', { ...late.input, iv: 'ff' }),
        'Invalid activation link',
      ],
      [
        () => api.account.activate('company', once.input),
        'This activation link has already been used',
      ],
      [() => api.account.activate('company', late.input), 'This activation link has expired'],
    ]);
  });

  it.each([
    [{ first_name: '' }, 'first_name is required'],
    [{ phone: '' }, 'phone is required'],
    [{ username: ' ' }, 'username is required'],
    [{ username: 'two words' }, 'username must not contain spaces'],
    [{ created_at: '' }, 'created_at is required'],
    [{ cpw: 'other' }, 'Password mismatch'],
  ])('refuses a registration with %o: %s', async (patch, message) => {
    const api = createMemoryApi();
    const error = await rejection(api.account.register(registerInput('new@example.com', patch)));
    expect(error).toMatchObject({ kind: 'rejected', status: 400, message });
    expect(api.memory.outbox()).toEqual([]);
  });

  it('checks the change-password payload and the account it names', async () => {
    const api = createMemoryApi();
    const record = await activated(api, 'pw@example.com', 'company');
    await expectRefusals([
      [
        () => api.account.changePassword('company', record.user_id, { pw: 'a', cpw: 'b' }),
        'Password Not Match',
      ],
    ]);
    // A company account's id on the seller path names no seller account.
    await expectRefusals(
      [
        [
          () => api.account.changePassword('seller', record.user_id, { pw: 'a', cpw: 'a' }),
          'You can only change the password of the account you are signed in with',
        ],
      ],
      403,
    );
    // A seller may be named by its seller_id as well as its account id.
    const seller = await activated(api, 'pw-seller@example.com', 'seller');
    await api.account.changePassword('seller', seller.seller_id!, {
      pw: 'N3w#Pass1',
      cpw: 'N3w#Pass1',
    });
    const [again] = await api.account.signIn({
      username: 'pw-seller@example.com',
      pw: 'N3w#Pass1',
    });
    expect(again!.pw_changed).toBe(true);
  });

  it('keeps password digests, never the passwords, in storage', async () => {
    const storage = createMemoryStorage();
    const api = createMemoryApi(undefined, { storage });
    await api.account.register(
      registerInput('secret@example.com', { pw: 'Pw#471100', cpw: 'Pw#471100' }),
    );
    const saved = storage.getItem('sfo.memoryApi')!;
    expect(saved).toContain('secret@example.com');
    expect(saved).not.toContain('Pw#471100');
    expect(saved).not.toContain(DEMO_PASSWORD);
  });
});

describe('createMemoryApi: wizard data', () => {
  it('checks pages as the server does (required fields, e-mail pattern)', async () => {
    const api = createMemoryApi();
    const pages = companyPages('u1');
    await expectRefusals([
      [() => api.company.savePage(2, 1, { ...pages[2], phone: '' }), 'phone is required'],
      [
        () => api.company.savePage(2, 1, { ...pages[2], office_email: 'a@b' }),
        'office_email is not a valid e-mail address',
      ],
      [
        () => api.company.savePage(3, 1, { ...pages[3], billing_zip: '' }),
        'billing_zip is required',
      ],
      [
        () => api.company.savePage(4, 1, { ...pages[4], about_us_text: '' }),
        'about_us_text is required',
      ],
      [() => api.company.savePage(5, 1, { terms_conditions: ' ' }), 'terms_conditions is required'],
    ]);
    expect((await api.company.get(1)).signup_page2_over).toBe(false);
  });

  it('refuses page 2 without a logo unless one is on record, with the server code', async () => {
    const api = createMemoryApi();
    const pages = companyPages('u3');
    const missing = await rejection(api.company.savePage(2, 1, { ...pages[2], logo_upload: null }));
    expect(missing).toMatchObject({
      kind: 'rejected',
      status: 400,
      code: 'logo-required',
      message: 'Please Upload Logo',
    });
    await api.company.savePage(2, 1, pages[2]);
    // Now one is on record: the page may be saved again without a new one.
    await api.company.savePage(2, 1, { ...pages[2], logo_upload: null });
    expect((await api.company.get(1)).logo_upload).toBe(pages[2].logo_upload);
  });

  it('stores what a page sends, trimmed, and leaves the other fields alone', async () => {
    const api = createMemoryApi();
    const pages = companyPages('u2');
    await api.company.savePage(2, 1, pages[2]);
    await api.company.savePage(2, 1, { ...pages[2], logo_upload: null, phone: ' 9000000000 ' });
    expect(await api.company.get(1)).toMatchObject({
      // No new logo: the one on record stays.
      logo_upload: pages[2].logo_upload,
      phone: '9000000000',
      business_name: 'Acme Home Stores',
      signup_page2_over: true,
      signup_page3_over: false,
    });
  });

  it('checks the category path and fields of a banner', async () => {
    const api = createMemoryApi();
    const banner: BannerInput = {
      category1_id: 301,
      order_id: 1,
      banner_url: '1/b.png',
      banner_slogan: 'S',
      banner_button_text: 'B',
    };
    const cases: Array<[Partial<BannerInput>, string]> = [
      // 401 is globex's; 312 is a level 2 of 302, not of 301.
      [{ category1_id: 401 }, 'category1_id does not name a Level1 category of this company'],
      [{ category2_id: 312 }, 'category2_id does not name a Level2 category under category1_id'],
      [{ category3_id: 321 }, 'category2_id is required when category3_id is given'],
      [{ banner_url: '' }, 'banner_url is required'],
      [{ order_id: 1.5 }, 'order_id must be of type integer'],
    ];
    await expectRefusals(
      cases.map(([patch, message]) => [
        () => api.banners.create(1, { ...banner, ...patch }),
        message,
      ]),
    );
    const ok = await api.banners.create(1, { ...banner, category2_id: 311, category3_id: 321 });
    expect(ok).toMatchObject({ category2_id: 311, category3_id: 321, company_po_id: 1 });
  });

  it('checks variants: header and display type when enabled, taxes always', async () => {
    const api = createMemoryApi();
    const prodId = await api.products.create({
      prod_name: 'Kettle',
      prod_brand: 'Acme Basics',
      category1_id: 302,
      company_id: 1,
      seller_id: 201,
      country_origin: 'India',
    });
    const base = { prod_id: prodId, prod_varient_enabled: true, cgst: 9, sgst: 9, igst: 18 };
    await expectRefusals([
      [() => api.products.saveVariants(base), 'Please Enter Varient Header'],
      [
        () => api.products.saveVariants({ ...base, prod_varient_header: 'Size' }),
        'Please Enter Varient Display Type',
      ],
      [
        () => api.products.saveVariants({ ...base, igst: Number.NaN }),
        'igst must be of type number',
      ],
    ]);
    await api.products.saveVariants({
      ...base,
      prod_varient_enabled: false,
      prod_varient_header: ' Size ',
      summary_image_url: '1/products/k.png',
    });
    expect(await api.products.get(prodId)).toMatchObject({
      prod_varient_enabled: false,
      prod_varient_header: 'Size',
      prod_varient_display_type: null,
      igst: 18,
      summary_image_url: '1/products/k.png',
    });
    const product = {
      prod_name: 'X',
      prod_brand: 'Y',
      category1_id: 301,
      company_id: 1,
      seller_id: 999,
      country_origin: 'India',
    };
    await expectRefusals([[() => api.products.create(product), 'Seller not found']], 404);
  });

  it('requires the seller fields the server requires', async () => {
    const api = createMemoryApi();
    const input = sellerUpdate({ company_id: 1, seller_id: 201 }, 'Kumar Kitchen Co');
    await expectRefusals([
      [
        () => api.sellers.update({ ...input, seller_gstin_number: ' ' }),
        'seller_gstin_number is required',
      ],
      [
        () => api.sellers.update({ ...input, seller_admin_email: 'ravi' }),
        'seller_admin_email is not a valid e-mail address',
      ],
    ]);
    await api.sellers.update({ ...input, seller_legal_name: ' Kumar LLP ' });
    expect(await api.sellers.getByBusinessName('Kumar Kitchen Co')).toMatchObject({
      seller_id: 201,
      seller_legal_name: 'Kumar LLP',
      seller_tan_number: null,
    });
    expect(await api.sellers.getByBusinessName('Kumar Kitchenware')).toBeNull();
  });

  it('answers copies: changing a result does not change the store', async () => {
    const api = createMemoryApi();
    const list = await api.level1.list(1);
    list[0]!.level1_name = 'Changed';
    list.pop();
    expect((await api.level1.list(1)).map((l) => l.level1_name)).toEqual([
      'Cookware',
      'Appliances',
    ]);
  });
});

describe('createMemoryApi: delay, abort, persistence', () => {
  it('waits `delay` ms before answering', async () => {
    const api = createMemoryApi(undefined, { delay: 120 });
    await api.reference.countries(); // the first call also waits for the seed's password digests
    const started = performance.now();
    await api.reference.countries();
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('abandons an aborted call before it changes anything', async () => {
    const api = createMemoryApi(undefined, { delay: 200 });
    const controller = new AbortController();
    const pending = api.account.register(registerInput('aborted@example.com'), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    expect(await rejection(pending)).toMatchObject({ kind: 'aborted' });
    expect(await rejection(api.reference.countries({ signal: controller.signal }))).toMatchObject({
      kind: 'aborted',
    });
    expect(await api.account.isUsernameTaken('aborted@example.com')).toBe(false);
  });

  it('reloads its state from storage, under its key', async () => {
    const storage = createMemoryStorage();
    const first = createMemoryApi(undefined, { storage, storageKey: 'demo' });
    const made = await first.level1.create(1, {
      level1_name: 'Garden',
      description: 'Tools',
      level1_order_id: 9,
    });
    const second = createMemoryApi(undefined, { storage, storageKey: 'demo' });
    expect(await second.level1.list(1)).toContainEqual(made);
    expect(Object.keys(storage.snapshot())).toEqual(['demo']);
  });

  it.each([
    ['corrupt JSON', '{"version":1,'],
    ['another shape', JSON.stringify({ version: 1, tenants: { acme: {} } })],
    ['an older version', JSON.stringify({ version: 0 })],
  ])('discards %s in storage and starts from the seed', async (_case, raw) => {
    const storage = createMemoryStorage({ 'sfo.memoryApi': raw });
    const api = createMemoryApi(undefined, { storage });
    expect(storage.getItem('sfo.memoryApi')).toBeNull();
    expect(await api.level1.list(1)).toHaveLength(2);
    expect(JSON.parse(storage.getItem('sfo.memoryApi')!)).toMatchObject({ version: 1 });
  });

  it('resets to the seed', async () => {
    const storage = createMemoryStorage();
    const api = createMemoryApi(undefined, { storage });
    await api.brands.create(1, { brand_name: 'Temporary' });
    await api.memory.reset();
    expect((await api.brands.list(1)).map((b) => b.brand_name)).toEqual([
      'Acme Basics',
      'Acme Pro',
    ]);
    await expect(createMemoryApi(undefined, { storage }).brands.list(1)).resolves.toHaveLength(2);
  });

  it('answers 404 for a tenant it does not hold', async () => {
    const api = createMemoryApi(undefined, { tenant: 'initech' });
    expect((await rejection(api.tenant.resolve('initech'))).status).toBe(404);
    expect((await rejection(api.level1.list(1))).status).toBe(404);
  });
});

describe('createMemoryApi: callers', () => {
  it('without a caller acts as the store (stories and demos that never sign in)', async () => {
    const api = createMemoryApi();
    const id = (await api.tenant.resolve('acme')).id;
    await api.company.savePage(5, id, { terms_conditions: '<p>Ours</p>' });
    expect((await api.company.get(id)).terms_conditions).toBe('<p>Ours</p>');
  });

  it('with getAccessToken checks the token and the role, as the server does', async () => {
    let token: string | null = null;
    const api = createMemoryApi(undefined, { getAccessToken: () => token });
    const id = (await api.tenant.resolve('acme')).id;
    expect(await rejection(api.company.get(id))).toMatchObject({
      status: 401,
      code: 'authentication-required',
    });
    token = 'mem_forged';
    expect(await rejection(api.company.get(id))).toMatchObject({
      status: 401,
      code: 'invalid-token',
    });
    const seller = DEMO_ACCOUNTS.find((a) => a.tenant === 'acme' && a.kind === 'seller')!;
    token = (await api.account.signIn({ username: seller.username, pw: DEMO_PASSWORD }))[0]!
      .access_token!;
    expect((await api.company.get(id)).id).toBe(id);
    expect(
      await rejection(api.company.savePage(5, id, { terms_conditions: '<p>Mine</p>' })),
    ).toMatchObject({ status: 403, code: 'admins-only' });
    // Another tenant's token is refused like a forged one.
    const globex = api.memory.forTenant('globex');
    expect(
      await rejection(globex.company.get((await globex.tenant.resolve('globex')).id)),
    ).toMatchObject({ status: 401, code: 'invalid-token' });
  });

  it("lists the store's sellers and products: all for the store, its own for a seller", async () => {
    let token: string | null = null;
    const api = createMemoryApi(undefined, { getAccessToken: () => token });
    const id = (await api.tenant.resolve('acme')).id;
    const seller = await activated(api, 'lists.seller@example.com', 'seller');
    token = seller.access_token!;
    expect((await api.sellers.list(id)).map((s) => s.seller_id)).toEqual([seller.seller_id]);
    expect(await api.products.list(id)).toEqual([]);
    const level1 = await api.level1.create(id, {
      level1_name: 'Kitchen',
      description: 'Pots',
      level1_order_id: 1,
    });
    const prodId = await api.products.create(
      productInput(
        { company_id: id, seller_id: seller.seller_id!, category1_id: level1.level1_id },
        'x',
      ),
    );
    expect(await api.products.list(id)).toMatchObject([{ prod_id: prodId, prod_name: 'Kettle x' }]);

    const admin = DEMO_ACCOUNTS.find((a) => a.tenant === 'acme' && a.kind === 'company')!;
    token = (await api.account.signIn({ username: admin.username, pw: DEMO_PASSWORD }))[0]!
      .access_token!;
    const sellers = await api.sellers.list(id);
    expect(sellers.map((s) => s.seller_business_name)).toEqual(
      expect.arrayContaining(['Kumar Kitchenware', 'Asha Verma']),
    );
    expect(sellers.map((s) => s.seller_id)).toEqual(
      [...sellers.map((s) => s.seller_id)].sort((a, b) => a - b),
    );
    expect((await api.products.list(id)).map((p) => p.prod_id)).toContain(prodId);
    // Another store's company id is unknown here.
    const globexId = (await api.memory.forTenant('globex').tenant.resolve('globex')).id;
    expect(await rejection(api.sellers.list(globexId))).toMatchObject({
      status: 404,
      code: 'company-not-found',
    });
  });

  it('makes the first company admin to activate the owner, then wants an invitation', async () => {
    const api = createMemoryApi();
    const first = await activated(api, 'first@example.com', 'company');
    expect(
      await rejection(api.account.register(registerInput('second@example.com'))),
    ).toMatchObject({ status: 403, code: 'store-has-owner' });
    const asFirst = api.memory.withToken(first.access_token!);
    const made = await asFirst.invitations.create(first.company_po_id!, {
      email: 'second@example.com',
      current_pw: registerInput('x').pw,
    });
    expect(made.email).toBe('second@example.com');
    const mail = api.memory.outbox().at(-1)!;
    expect(mail.link).toMatch(/^\/#\/auth\/Register\?invitation=[0-9a-f]+$/);
    // The reference server sends the same words (tests/server/team.test.ts).
    expect(mail).toMatchObject({ to: 'second@example.com', ...invitationMail('acme', mail.link) });
    expect(mail.text).toContain('within 72 hours');
    const invitation = api.memory.invitationFor('second@example.com')!;
    await api.account.register(registerInput('second@example.com', { invitation }));
    expect(api.memory.activationFor('second@example.com')).not.toBeNull();
  });
});
