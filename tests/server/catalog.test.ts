import { describe, expect, it } from 'vitest';
import {
  client,
  serviceToken,
  signedInAccount,
  serverFixture,
  type Client,
  type ErrorBody,
  type SignInRecord,
  type TestServer,
} from './helpers';

let server: TestServer;
let acme: Client;
let companyId: number;
let admin: SignInRecord;
let seller: SignInRecord;
const auth = () => ({ token: admin.access_token });

type Row = Record<string, unknown>;

serverFixture({}, async (fixture) => {
  ({ server, acme, acmeId: companyId } = fixture);
  admin = await signedInAccount(acme, 'admin@acme.test');
  seller = await signedInAccount(acme, 'seller@acme.test', 'seller');
});

describe('reference data', () => {
  it('lists India and all its 36 states and union territories', async () => {
    expect((await acme.get('/v1/country')).body).toEqual([
      { id: 'IND', name: 'India', shortname: 'IN' },
    ]);
    const provinces = await acme.get<Array<{ shortname: string; longname: string }>>(
      '/v1/countryProvince/Country/IND',
    );
    expect(provinces.body).toHaveLength(36);
    expect(provinces.body).toContainEqual({ shortname: 'KA', longname: 'Karnataka' });
    expect(provinces.body).toContainEqual({ shortname: 'LA', longname: 'Ladakh' });
    expect(provinces.body).toContainEqual({
      shortname: 'DH',
      longname: 'Dadra and Nagar Haveli and Daman and Diu',
    });
    const names = provinces.body.map((p) => p.longname);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await acme.get('/v1/countryProvince/Country/XYZ')).body).toEqual([]);
  });

  it('serves both demo tenants a complete profile for step 1', async () => {
    for (const api of [acme, client(server.app, 'globex')]) {
      // The init file is public and names only; step 1 reads the store's record.
      const init = await api.get<Row[]>(`/init/${api.tenant}.json`);
      const record = await api.get<Row[]>(`/v1/companyPO/${String(init.body[0]!.id)}`, {
        token: await serviceToken(api),
      });
      const profile = record.body[0]!;
      for (const field of [
        'business_vertical_name',
        'business_vertical_description',
        'business_name',
        'business_subdomain',
        'legal_name',
        'addressline1',
        'street_no',
        'street_name',
        'area_name',
        'region_name',
        'zip',
        'stateshort',
      ]) {
        expect(profile[field], `${api.tenant}.${field}`).toEqual(expect.any(String));
      }
      expect([0, 1]).toContain(profile.business_type);
      expect(profile.business_subdomain).toBe(api.tenant);
      expect(profile.point_of_contact).toEqual({
        first_name: expect.any(String),
        last_name: expect.any(String),
        title: expect.any(String),
        gender: expect.any(Number),
        dob: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        phone: expect.stringMatching(/^\d{10}$/),
        email_id: expect.stringMatching(/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/),
      });
    }
  });
});

describe('company record and wizard pages', () => {
  it('starts with every step flag false', async () => {
    const record = (await acme.get<Row[]>(`/v1/companyPO/${companyId}`, auth())).body[0]!;
    expect(record.id).toBe(companyId);
    for (const page of [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]) {
      expect(record[`signup_page${page}_over`], `page ${page}`).toBe(false);
    }
    expect(record.logo_upload).toBeNull();
  });

  it('stores pages 2 to 5 and their flags, so a user resumes with prefilled values', async () => {
    const page2 = {
      logo_upload: `/api/uploads/${companyId}/logo.png`,
      registration_number: 'U12345KA2020PTC000001',
      registration_date: '2020-01-01',
      pan_number: 'AAACA1234A',
      phone: '080 4000 1234',
      office_email: 'office@acme.test',
      accounts_email: 'accounts@acme.test',
      accounts_phone: '080 4000 1235',
      web_url: 'https://acme.test',
      insta: 'https://instagram.com/acme',
      linkedin: null,
      password_renewal_days: 90,
      enquiry_email: 'hello@acme.test',
      monthly_purchase_minimum: 2000,
      maximum_products: 1000,
      admin_title: 'Director',
    };
    const page3 = {
      gstin_number: '29AAACA1234A1Z5',
      billing_addressline1: 'Unit 402',
      billing_addressline2: 'Tower B',
      billing_street_no: '14',
      billing_street_name: 'Outer Ring Road',
      billing_area: 'Marathahalli',
      billing_region: 'Bengaluru',
      billing_zip: '560103',
      billing_stateshort: 'KA',
      billing_country: 'India',
      billing_countryshort: 'IN',
      statelong: 'Karnataka',
    };
    const page4 = { about_us_text: '<p>We make <b>pans</b>.</p>', about_us_image_url: null };
    const page5 = { terms_conditions: '<ol><li>Be nice</li></ol>' };
    for (const [page, values] of [
      [2, page2],
      [3, page3],
      [4, page4],
      [5, page5],
    ] as const) {
      const answer = await acme.post(
        `/v1/companyPO/page${page}`,
        { ...values, id: companyId },
        auth(),
      );
      expect(answer.status, `page ${page}`).toBe(200);
      expect(answer.body).toEqual({ ok: true });
    }

    // A new sign-in (fresh token) reads everything back.
    const again = await acme.post<SignInRecord[]>('/signinSeller', {
      username: 'admin@acme.test',
      pw: 'first-Password-1',
    });
    const record = (
      await acme.get<Row[]>(`/v1/companyPO/${companyId}`, { token: again.body[0]!.access_token })
    ).body[0]!;
    expect(record).toMatchObject({ ...page2, ...page3, ...page4, ...page5 });
    expect(record).toMatchObject({
      signup_page2_over: true,
      signup_page3_over: true,
      signup_page4_over: true,
      signup_page5_over: true,
      signup_page6_over: false,
    });
    // The profile is untouched by page saves.
    expect(record.business_subdomain).toBe('acme');
  });

  it('keeps fields a later save of the same page leaves out', async () => {
    await acme.post(
      '/v1/companyPO/page4',
      { id: companyId, about_us_text: '<p>Updated</p>' },
      auth(),
    );
    const record = (await acme.get<Row[]>(`/v1/companyPO/${companyId}`, auth())).body[0]!;
    expect(record.about_us_text).toBe('<p>Updated</p>');
    expect(record.about_us_image_url).toBeNull();
  });

  it('refuses billing_name on page 3 (it is never sent)', async () => {
    const answer = await acme.post<ErrorBody>(
      '/v1/companyPO/page3',
      {
        id: companyId,
        billing_name: 'Acme',
        billing_area: 'a',
        billing_zip: '1',
        billing_stateshort: 'KA',
      },
      auth(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('billing_name is not allowed');
  });

  it('records step completion flags 6 to 12', async () => {
    for (const page of [6, 8, 9, 10, 11, 12]) {
      const answer = await acme.post(
        `/v1/companyPO/page${page}`,
        { company_po_id: companyId },
        auth(),
      );
      expect(answer.status).toBe(200);
    }
    const record = (await acme.get<Row[]>(`/v1/companyPO/${companyId}`, auth())).body[0]!;
    for (const page of [6, 8, 9, 10, 11, 12]) expect(record[`signup_page${page}_over`]).toBe(true);
    expect(
      (await acme.post('/v1/companyPO/page7', { company_po_id: companyId }, auth())).status,
    ).toBe(404);
  });
});

describe('catalog', () => {
  const ids = { kitchen: 0, dining: 0, pans: 0, woks: 0, skillets: 0 };

  it('creates brands and lists them in creation order', async () => {
    const first = await acme.post(
      '/v1/companyBrand',
      { brand_name: 'Acme Pro', company_po_id: companyId },
      auth(),
    );
    expect(first.body).toEqual({
      brand_id: expect.any(Number),
      brand_name: 'Acme Pro',
      company_po_id: companyId,
    });
    await acme.post(
      '/v1/companyBrand',
      { brand_name: 'Acme Basics', company_po_id: companyId },
      auth(),
    );
    const list = await acme.get<Row[]>(`/v1/companyBrand/company_po_id/${companyId}`, auth());
    expect(list.body.map((b) => b.brand_name)).toEqual(['Acme Pro', 'Acme Basics']);
  });

  it('creates level 1 categories, listed by order id then id', async () => {
    const dining = await acme.post<Row>(
      '/v1/l1CategoryPO',
      {
        level1_name: 'Dining',
        description: 'Plates',
        level1_order_id: 2,
        company_po_id: companyId,
      },
      auth(),
    );
    expect(dining.body).toEqual({
      level1_id: expect.any(Number),
      level1_name: 'Dining',
      description: 'Plates',
      level1_order_id: 2,
      company_po_id: companyId,
    });
    const kitchen = await acme.post<Row>(
      '/v1/l1CategoryPO',
      { level1_name: 'Kitchen', description: 'Pots', level1_order_id: 1, company_po_id: companyId },
      auth(),
    );
    ids.dining = dining.body.level1_id as number;
    ids.kitchen = kitchen.body.level1_id as number;
    const list = await acme.get<Row[]>(`/v1/l1CategoryPO/company_po_id/${companyId}`, auth());
    expect(list.body.map((c) => c.level1_name)).toEqual(['Kitchen', 'Dining']);
  });

  it('creates level 2 under an existing level 1, with its name', async () => {
    const pans = await acme.post<Row>(
      '/v1/l2CategoryPO',
      {
        level1_id: ids.kitchen,
        level2_name: 'Pans',
        level2_order_id: 1,
        level1_name: 'Kitchen',
        company_po_id: companyId,
      },
      auth(),
    );
    expect(pans.body).toEqual({
      level2_id: expect.any(Number),
      level1_id: ids.kitchen,
      level2_name: 'Pans',
      level2_order_id: 1,
      level1_name: 'Kitchen',
      company_po_id: companyId,
    });
    ids.pans = pans.body.level2_id as number;
    const missing = await acme.post<ErrorBody>(
      '/v1/l2CategoryPO',
      { level1_id: 999_999, level2_name: 'X', level2_order_id: 1, company_po_id: companyId },
      auth(),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('level1_id does not name a Level1 category of this company');
  });

  it('creates level 3 only under a level 2 of the named level 1', async () => {
    const skillets = await acme.post<Row>(
      '/v1/l3CategoryPO',
      {
        level1_id: ids.kitchen,
        level2_id: ids.pans,
        level3_name: 'Skillets',
        level3_order_id: 1,
        level1_name: 'Kitchen',
        level2_name: 'Pans',
        company_po_id: companyId,
      },
      auth(),
    );
    expect(skillets.body).toEqual({
      level3_id: expect.any(Number),
      level2_id: ids.pans,
      level1_id: ids.kitchen,
      level3_name: 'Skillets',
      level3_order_id: 1,
      level1_name: 'Kitchen',
      level2_name: 'Pans',
      company_po_id: companyId,
    });
    ids.skillets = skillets.body.level3_id as number;
    const wrongParent = await acme.post<ErrorBody>(
      '/v1/l3CategoryPO',
      {
        level1_id: ids.dining,
        level2_id: ids.pans,
        level3_name: 'X',
        level3_order_id: 1,
        company_po_id: companyId,
      },
      auth(),
    );
    expect(wrongParent.status).toBe(400);
    expect(wrongParent.body.message).toBe(
      'level2_id does not name a Level2 category under level1_id',
    );
    const list = await acme.get<Row[]>(`/v1/l3CategoryPO/company_po_id/${companyId}`, auth());
    expect(list.body).toEqual([skillets.body]);
  });

  it('creates banners with null optional categories and checks the path', async () => {
    const banner = {
      category1_id: ids.kitchen,
      category2_id: null,
      category3_id: null,
      order_id: 2,
      banner_url: `/api/uploads/${companyId}/8c1f6a2e-1111-4111-8111-123456789abc.png`,
      banner_slogan: 'Cook more',
      banner_button_text: 'Shop now',
      company_po_id: companyId,
    };
    const created = await acme.post<Row>('/v1/companyBanner', banner, auth());
    expect(created.body).toEqual({ banner_id: expect.any(Number), ...banner });
    const deep = await acme.post<Row>(
      '/v1/companyBanner',
      { ...banner, category2_id: ids.pans, category3_id: ids.skillets, order_id: 1 },
      auth(),
    );
    expect(deep.status).toBe(200);
    const list = await acme.get<Row[]>(`/v1/companyBanner/company_po_id/${companyId}`, auth());
    expect(list.body.map((b) => b.order_id)).toEqual([1, 2]);

    const skipLevel = await acme.post<ErrorBody>(
      '/v1/companyBanner',
      { ...banner, category3_id: ids.skillets },
      auth(),
    );
    expect(skipLevel.status).toBe(400);
    expect(skipLevel.body.message).toBe('category2_id is required when category3_id is given');
    const wrongBranch = await acme.post<ErrorBody>(
      '/v1/companyBanner',
      { ...banner, category1_id: ids.dining, category2_id: ids.pans },
      auth(),
    );
    expect(wrongBranch.status).toBe(400);
  });

  it('creates collections, flags false when empty, and lists them with or without the filter', async () => {
    const full = await acme.post<Row>(
      '/v1/companyCollection',
      {
        collection_name: 'Summer',
        collection_enable_select: true,
        collection_enable_display: true,
        company_po_id: companyId,
      },
      auth(),
    );
    expect(full.body).toEqual({
      collection_id: expect.any(Number),
      collection_name: 'Summer',
      collection_enable_select: true,
      collection_enable_display: true,
      company_po_id: companyId,
    });
    const bare = await acme.post<Row>(
      '/v1/companyCollection',
      {
        collection_name: 'Winter',
        collection_enable_select: null,
        collection_enable_display: false,
        company_po_id: companyId,
      },
      auth(),
    );
    expect(bare.body).toMatchObject({
      collection_enable_select: false,
      collection_enable_display: false,
    });
    const filtered = await acme.get<Row[]>(
      `/v1/companyCollection/company_po_id/${companyId}`,
      auth(),
    );
    const unfiltered = await acme.get<Row[]>('/v1/companyCollection', auth());
    expect(filtered.body.map((c) => c.collection_name)).toEqual(['Summer', 'Winter']);
    expect(unfiltered.body).toEqual(filtered.body);
  });

  it('creates a product once per call, then saves its variants', async () => {
    const token = { token: seller.access_token };
    const basics = {
      prod_name: 'Cast iron skillet',
      category1_id: ids.kitchen,
      category2_id: ids.pans,
      category3_id: null,
      prod_brand: 'Acme Pro',
      prod_model: 'CI-26',
      prod_colour: 'Black',
      prod_pack: '1 piece',
      prod_description: '<p>Pre-seasoned</p>',
      prod_specifications: '<p>26 cm</p>',
      company_id: companyId,
      seller_id: seller.seller_id!,
      country_origin: 'India',
    };
    const created = await acme.post<Array<{ rows: Array<{ prod_id: number }> }>>(
      '/v1/companySellerProd',
      basics,
      token,
    );
    expect(created.body).toEqual([{ rows: [{ prod_id: expect.any(Number) }] }]);
    const prodId = created.body[0]!.rows[0]!.prod_id;
    const second = await acme.post<Array<{ rows: Array<{ prod_id: number }> }>>(
      '/v1/companySellerProd',
      basics,
      token,
    );
    expect(second.body[0]!.rows[0]!.prod_id).not.toBe(prodId);

    const fresh = await acme.get<Row[]>(`/v1/companySellerProd/${prodId}`, token);
    expect(fresh.body).toEqual([
      {
        prod_id: prodId,
        ...basics,
        prod_varient_enabled: false,
        prod_varient_header: null,
        prod_varient_display_type: null,
        cgst: null,
        sgst: null,
        igst: null,
        summary_image_url: null,
      },
    ]);

    const variants = {
      prod_id: prodId,
      prod_varient_enabled: true,
      prod_varient_header: 'Size',
      prod_varient_display_type: 3,
      cgst: 9,
      sgst: 9,
      igst: 18,
    };
    expect((await acme.post('/v1/companySellerProd/page2', variants, token)).body).toEqual({
      ok: true,
    });
    // The logo step sends the variant form again, with the image.
    const withLogo = {
      ...variants,
      summary_image_url: `/api/uploads/${companyId}/products/${prodId}/logo.png`,
    };
    await acme.post('/v1/companySellerProd/page2', withLogo, token);
    await acme.post('/v1/companySellerProd/page2', variants, token);
    const saved = (await acme.get<Row[]>(`/v1/companySellerProd/${prodId}`, auth())).body[0]!;
    expect(saved).toMatchObject(withLogo);
  });

  it("refuses a seller token saving variants of another seller's product", async () => {
    const other = await signedInAccount(acme, 'other@acme.test', 'seller');
    const created = await acme.post<Array<{ rows: Array<{ prod_id: number }> }>>(
      '/v1/companySellerProd',
      {
        prod_name: 'Kettle',
        category1_id: ids.kitchen,
        prod_brand: 'Acme',
        company_id: companyId,
        seller_id: other.seller_id,
        country_origin: 'India',
      },
      { token: other.access_token },
    );
    const prodId = created.body[0]!.rows[0]!.prod_id;
    const answer = await acme.post<ErrorBody>(
      '/v1/companySellerProd/page2',
      { prod_id: prodId, prod_varient_enabled: false, cgst: 1, sgst: 1, igst: 2 },
      { token: seller.access_token },
    );
    expect(answer.status).toBe(404);
    const asSellerForOther = await acme.post<ErrorBody>(
      '/v1/companySellerProd',
      {
        prod_name: 'Kettle',
        category1_id: ids.kitchen,
        prod_brand: 'Acme',
        company_id: companyId,
        seller_id: other.seller_id,
        country_origin: 'India',
      },
      { token: seller.access_token },
    );
    expect(asSellerForOther.status).toBe(404);
  });
});

describe('sellers', () => {
  it('finds a registered seller by business name and updates it', async () => {
    const token = { token: seller.access_token };
    const found = await acme.get<Row[]>('/v1/companySeller/BusinessName/Asha Rao', token);
    const own = found.body.find((s) => s.seller_id === seller.seller_id)!;
    expect(own).toMatchObject({
      company_id: companyId,
      seller_business_name: 'Asha Rao',
      seller_admin_first_name: 'Asha',
      seller_admin_last_name: 'Rao',
      seller_admin_phone: '9876543210',
      seller_admin_email: 'seller@acme.test',
      business_subdomain: 'acme',
    });
    expect(own).not.toHaveProperty('account_id');

    const update = {
      seller_type: 2,
      seller_business_type: 2,
      seller_business_name: 'Rao Cookware',
      seller_legal_name: 'Rao Cookware LLP',
      seller_registration_number: 'AAB-1234',
      seller_registration_date: '2019-04-01',
      seller_pan_number: 'ABCDE1234F',
      seller_tan_number: 'BLRA12345B',
      seller_gstin_number: '29ABCDE1234F1Z5',
      seller_comm_percentage: 7.5,
      seller_maximum_products: 250,
      seller_phone: '9876500000',
      seller_office_email: 'office@rao.test',
      seller_web_url: 'https://rao.test',
      seller_insta: null,
      seller_linkedin: null,
      seller_addressline1: '1 Main Road',
      seller_addressline2: null,
      seller_street_no: '1',
      seller_street_name: 'Main Road',
      seller_area_name: 'Indiranagar',
      seller_region_name: 'Bengaluru',
      seller_zip: '560038',
      seller_stateshort: 'KA',
      seller_admin_first_name: 'Asha',
      seller_admin_last_name: 'Rao',
      seller_admin_title: 'Partner',
      seller_admin_gender: 3,
      seller_admin_dob: '1990-05-05',
      seller_admin_phone: '9876500001',
      seller_admin_email: 'asha@rao.test',
      seller_statelong: 'Karnataka',
      seller_country: 'India',
      seller_countryshort: 'IN',
      company_id: companyId,
      seller_id: seller.seller_id!,
      business_subdomain: 'acme',
    };
    const answer = await acme.put(`/v1/companySeller/${seller.seller_id}`, update, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });

    expect(
      (await acme.get<Row[]>('/v1/companySeller/BusinessName/Asha Rao', token)).body,
    ).not.toContainEqual(expect.objectContaining({ seller_id: seller.seller_id }));
    const renamed = await acme.get<Row[]>(
      `/v1/companySeller/BusinessName/${encodeURIComponent('Rao Cookware')}`,
      auth(),
    );
    expect(renamed.body).toEqual([{ ...update }]);
  });

  it('answers [] for an unknown business name', async () => {
    expect((await acme.get('/v1/companySeller/BusinessName/Nobody Traders', auth())).body).toEqual(
      [],
    );
  });
});
