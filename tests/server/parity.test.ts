import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { AnyObject, ObjectSchema } from 'yup';
import type { BackofficeApi } from '../../src/api/BackofficeApi';
import { isApiError } from '../../src/kernel/errors';
import type { ErrorCode } from '../../src/kernel/errorCodes';
import { createHttpApi } from '../../src/api/http';
import type { CompanyPages, SellerUpdateInput } from '../../src/api/types';
import {
  businessTypeCode,
  createAboutSchema,
  createBannerSchema,
  createBillingSchema,
  createBrandSchema,
  createChangePasswordSchema,
  createCollectionSchema,
  createCompanyContactSchema,
  createLevel1Schema,
  createLevel2Schema,
  createLevel3Schema,
  createLoginSchema,
  createProductLogoSchema,
  createProductSchema,
  createRegisterSchema,
  createSellerSchema,
  createTermsSchema,
  createVariantsSchema,
  dobBounds,
  genderCode,
  MAX_ID,
  MAX_LENGTH,
  RANGES,
  type LimitedField,
  type NumberRange,
} from '../../src/validation';
import { openDatabase, type Database } from '../../examples/server/database.ts';
import { createServer, type ReferenceServer } from '../../examples/server/createServer.ts';
import {
  RELAXED_LIMITS,
  SERVICE,
  TEST_SETUP_CODE,
  client,
  companyIdOf,
  signedInAccount,
  type SignInRecord,
} from './helpers';

/*
 * One table of payloads (valid, each boundary, each bad value) run through the kit's yup schema
 * and, as the kit would send it (the HTTP adapter, the schema's cast values), through the
 * reference server's route validation. They must agree: the form never lets through what the
 * server refuses, and never refuses what it accepts. Both read src/kernel/rules.ts; this
 * test is what holds them to it.
 *
 * "The server refuses the values" means a refusal whose code is a value rule (below); data
 * refusals (an unknown parent, a taken name, a wrong password) say nothing about the values.
 */

/** Refusals about the values themselves (docs/api-contract.md, "Errors"). */
const VALUE_CODES = new Set<ErrorCode>([
  'field-required',
  'field-not-allowed',
  'field-type',
  'field-too-short',
  'field-too-long',
  'field-too-small',
  'field-too-large',
  'field-not-id',
  'field-phone',
  'field-spaces',
  'field-email',
  'field-date',
  'field-timestamp',
  'field-choice',
  'field-invalid',
  'field-markup',
  'field-link',
  'field-required-with',
  'body-not-object',
  'logo-required',
  'variant-header-required',
  'variant-display-type-required',
  'dob-too-young',
  'dob-too-old',
  'gstin-province-mismatch',
  'password-mismatch',
  'password-not-match',
  'password-too-weak',
  'current-password-required',
  'image-type',
  'username-not-mailbox',
]);

/** "Today" for both sides: the server's clock and the schemas' `now`. */
const NOW = new Date(Date.UTC(2025, 5, 15, 12));

type Values = Record<string, unknown>;

interface Form {
  name: string;
  schema: ObjectSchema<AnyObject>;
  /** Values that pass every rule. */
  valid: () => Values;
  /** Sends the schema's cast values as the kit would. */
  send: (values: Values) => Promise<unknown>;
  /** Numeric fields and their ranges. */
  ranges?: Record<string, NumberRange>;
  /** Cases beyond the generated ones: each a change to the valid values. Run first. */
  cases?: Array<[string, Values]>;
  /** Fields whose "left empty" case says nothing here, with the reason in the form's comment. */
  notEmptied?: string[];
}

interface Outcome {
  form: string;
  case: string;
  kit: boolean;
  server: boolean;
  detail: string;
}

let db: Database;
let app: ReferenceServer;
let port: number;
let admin: SignInRecord;
/** The parity admin's password now (registerBody's until a change succeeds). */
let adminPassword = 'first-Password-1';
let seller: SignInRecord;
let globexAdmin: SignInRecord;
let acmeId: number;
let globexId: number;
let level1Id = 0;
let level2Id = 0;
let level3Id = 0;
let prodId = 0;

const unique = () => Math.random().toString(36).slice(2, 10);

function api(tenant: 'acme' | 'globex', token?: string): BackofficeApi {
  return createHttpApi({
    baseURL: `http://127.0.0.1:${port}/api`,
    headers: { Host: `${tenant}.localhost:${port}` },
    ...(token ? { getAccessToken: () => token } : {}),
  });
}

beforeAll(async () => {
  db = await openDatabase({ url: 'memory://' });
  app = await createServer({
    db,
    env: {
      NODE_ENV: 'test',
      SERVICE_USERNAME: SERVICE.username,
      SERVICE_PASSWORD: SERVICE.password,
    },
    now: () => NOW.getTime(),
    devOutbox: true,
    limits: RELAXED_LIMITS,
    newSetupCode: () => TEST_SETUP_CODE,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  const acme = client(app, 'acme');
  const globex = client(app, 'globex');
  acmeId = await companyIdOf(acme);
  globexId = await companyIdOf(globex);
  admin = await signedInAccount(acme, 'parity-admin@acme.test');
  seller = await signedInAccount(acme, 'parity-seller@acme.test', 'seller');
  globexAdmin = await signedInAccount(globex, 'parity-admin@globex.test');
  const acmeApi = api('acme', admin.access_token);
  level1Id = (
    await acmeApi.level1.create(acmeId, {
      level1_name: 'Kitchen',
      description: 'Pots',
      level1_order_id: 1,
    })
  ).level1_id;
  level2Id = (
    await acmeApi.level2.create(acmeId, {
      level1_id: level1Id,
      level2_name: 'Pans',
      level2_order_id: 1,
    })
  ).level2_id;
  level3Id = (
    await acmeApi.level3.create(acmeId, {
      level1_id: level1Id,
      level2_id: level2Id,
      level3_name: 'Skillets',
      level3_order_id: 1,
    })
  ).level3_id;
  prodId = await api('acme', seller.access_token).products.create({
    prod_name: 'Skillet',
    category1_id: level1Id,
    prod_brand: 'Acme',
    company_id: acmeId,
    seller_id: seller.seller_id!,
    country_origin: 'India',
  });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

// ---------------------------------------------------------------- generated cases

const EMOJI = '😀';

/** A value of exactly `length` characters that passes the field's other rules. */
function filled(field: string, length: number): string {
  if (/email/.test(field)) {
    const domain = '@acme.test';
    return `${'a'.repeat(Math.max(1, length - domain.length))}${domain}`;
  }
  if (/phone/.test(field)) return '9'.repeat(length);
  if (field === 'username') return `u${unique()}`.padEnd(length, 'x');
  if (/web_url|insta|linkedin/.test(field)) return 'https://x.test/'.padEnd(length, 'x');
  return 'x'.repeat(length);
}

/** At the limit, one over, and at the limit with an emoji (one character, two UTF-16 units). */
function lengthCases(form: Form): Array<[string, Values]> {
  return Object.keys(form.schema.fields)
    .filter((field): field is LimitedField => field in MAX_LENGTH)
    .flatMap((field): Array<[string, Values]> => {
      const max = MAX_LENGTH[field];
      const base: Array<[string, Values]> = [
        [`${field} at ${max} characters`, { [field]: filled(field, max) }],
        [`${field} at ${max + 1} characters`, { [field]: filled(field, max + 1) }],
      ];
      if (!/email|phone/.test(field)) {
        base.push([
          `${field} at ${max} characters, one an emoji`,
          { [field]: `${filled(field, max - 1)}${EMOJI}` },
        ]);
      }
      return base;
    });
}

/** Each bound, just past it, and a fraction where a whole number is due. */
function rangeCases(form: Form): Array<[string, Values]> {
  return Object.entries(form.ranges ?? {}).flatMap(([field, range]): Array<[string, Values]> => {
    const cases: Array<[string, Values]> = [
      [`${field} = ${range.min}`, { [field]: range.min }],
      [`${field} = ${range.max}`, { [field]: range.max }],
      [`${field} below ${range.min}`, { [field]: range.min - (range.integer ? 1 : 0.01) }],
      [`${field} above ${range.max}`, { [field]: range.max + (range.integer ? 1 : 0.01) }],
    ];
    if (range.integer) cases.push([`${field} = ${range.min + 0.5}`, { [field]: range.min + 0.5 }]);
    return cases;
  });
}

/** Each field left empty (required ones refused on both sides, optional ones accepted). */
function emptyCases(form: Form): Array<[string, Values]> {
  return Object.keys(form.schema.fields)
    .filter((field) => !form.notEmptied?.includes(field))
    .map((field) => [`${field} empty`, { [field]: '' }]);
}

async function kitOutcome(form: Form, values: Values) {
  try {
    return { ok: true, cast: (await form.schema.validate(values)) as Values, detail: '' };
  } catch (error) {
    return { ok: false, cast: values, detail: (error as Error).message };
  }
}

async function serverOutcome(form: Form, values: Values) {
  try {
    await form.send(values);
    return { ok: true, detail: 'accepted' };
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'rejected') throw error;
    const refusesValues = VALUE_CODES.has(error.code as ErrorCode);
    return { ok: !refusesValues, detail: `${error.code}: ${error.message}` };
  }
}

async function runForm(form: Form): Promise<Outcome[]> {
  const cases: Array<[string, Values]> = [
    ...(form.cases ?? []),
    ['valid', {}],
    ...emptyCases(form),
    ...lengthCases(form),
    ...rangeCases(form),
  ];
  const outcomes: Outcome[] = [];
  for (const [name, change] of cases) {
    const values = { ...form.valid(), ...change };
    const kit = await kitOutcome(form, values);
    // What the kit sends when its form accepts; the raw values when it refuses (a non-kit client).
    const server = await serverOutcome(form, kit.cast);
    outcomes.push({
      form: form.name,
      case: name,
      kit: kit.ok,
      server: server.ok,
      detail: `kit: ${kit.ok ? 'accepted' : kit.detail} · server: ${server.detail}`,
    });
  }
  return outcomes;
}

// ---------------------------------------------------------------- the forms

const password = 'a-Password-1';
const acmeAsAdmin = () => api('acme', admin.access_token);
const acmeAsSeller = () => api('acme', seller.access_token);
const { min: oldest, max: youngest } = dobBounds(NOW);
const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const dayBefore = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

const phoneCases: Array<[string, Values]> = [
  ['phone with letters', { phone: 'call me' }],
  ['phone of only a plus', { phone: '+' }],
  ['phone of spaces', { phone: '   ' }],
  ['phone with + ( ) -', { phone: '+91 (22) 1234-5678' }],
];

const FORMS: Form[] = [
  {
    name: 'login',
    schema: createLoginSchema(),
    valid: () => ({ username: 'parity-admin@acme.test', pw: 'first-Password-1' }),
    send: (v) => api('acme').account.signIn(v as { username: string; pw: string }),
    cases: [
      ['username with a space', { username: 'two words' }],
      ['username with surrounding spaces', { username: '  parity-admin@acme.test  ' }],
    ],
  },
  {
    name: 'register',
    schema: createRegisterSchema(),
    valid: () => ({
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '9876543210',
      username: `new-${unique()}@acme.test`,
      pw: password,
      cpw: password,
    }),
    send: (v) =>
      api('acme').account.register({
        ...(v as { first_name: string; phone: string; username: string; pw: string; cpw: string }),
        created_at: NOW.toISOString(),
        // The store has its owner: a seller registers freely (a company admin needs an invitation).
        kind: 'seller',
      }),
    cases: [
      ...phoneCases,
      ['username with a space', { username: 'two words' }],
      // A username with an @ is where its mail goes: one mailbox (issue 45, item 2).
      ['username with a display name', { username: 'a1<victim@corp.test>' }],
      ['username that is a list', { username: 'me@evil.test,victim@corp.test' }],
      ['username with a quoted local part', { username: '"x"@corp.test' }],
      ['username with a comment', { username: 'victim@corp.test(hi)' }],
      ['username with two dots in a row', { username: 'a..b@corp.test' }],
      ['username of a domain without a dot', { username: 'victim@corp' }],
      ['username in capitals', { username: 'New.Admin@Acme.TEST' }],
      ['username with an apostrophe', { username: "o'neil@corp.test" }],
      ['username that is no address', { username: 'plain-name' }],
      ['confirmation differs', { cpw: 'other-Password-1' }],
      ['password too short', { pw: 'aB3$', cpw: 'aB3$' }],
      ['password of one kind', { pw: 'abcdefghij', cpw: 'abcdefghij' }],
      ['names with spaces around', { first_name: '  Asha  ', last_name: '  ' }],
    ],
  },
  {
    // A change after the first one asks for the current password (docs/api-contract.md,
    // "Sessions"): the server is sent the account's real one, which a successful change moves on.
    name: 'change password',
    schema: createChangePasswordSchema({ current: true }),
    valid: () => ({ current_pw: 'what-the-user-typed', pw: password, cpw: password }),
    send: async (v) => {
      const typed = v as { current_pw?: string; pw: string; cpw: string };
      // What the user typed stands for the real password; left empty, it is sent empty.
      const values = { ...typed, current_pw: typed.current_pw ? adminPassword : typed.current_pw };
      const answer = await acmeAsAdmin().account.changePassword('company', admin.user_id, values);
      adminPassword = values.pw;
      return answer;
    },
    cases: [
      ['confirmation differs', { cpw: 'other' }],
      ['password too weak', { pw: 'x', cpw: 'x' }],
      ['password of digits only', { pw: '12345678', cpw: '12345678' }],
    ],
  },
  {
    // Globex has no logo on record yet: its first case is the page without one. Once one is on
    // record the form starts from it (the field is never empty), so "logo left empty" is only
    // compared before that.
    name: 'company contact (page 2)',
    notEmptied: ['logo_upload'],
    schema: createCompanyContactSchema(),
    valid: () => ({
      logo_upload: `${globexId}/logo.png`,
      registration_number: 'U12345KA2020PTC000001',
      registration_date: '2020-01-01',
      pan_number: 'AAACA1234A',
      phone: '080 4000 1234',
      office_email: 'office@globex.test',
      accounts_email: '',
      accounts_phone: '',
      web_url: 'https://globex.test',
      insta: '',
      linkedin: '',
      password_renewal_days: 90,
      enquiry_email: 'hello@globex.test',
      monthly_purchase_minimum: 2000,
      maximum_products: 1000,
    }),
    send: (v) =>
      api('globex', globexAdmin.access_token).company.savePage(
        2,
        globexId,
        v as unknown as CompanyPages[2],
      ),
    ranges: {
      password_renewal_days: RANGES.renewalDays,
      monthly_purchase_minimum: RANGES.purchaseMinimum,
      maximum_products: RANGES.maximumProducts,
    },
    cases: [
      ['no logo and none on record', { logo_upload: '' }],
      ...phoneCases,
      ['accounts phone with letters', { accounts_phone: 'ext. 12' }],
      // Trimmed and lower-cased before the check, any ending of two letters or more (issue 46).
      ['office e-mail in capitals', { office_email: 'Office@Globex.test' }],
      ['office e-mail with a 5-letter ending', { office_email: 'office@globex.tests' }],
      ['office e-mail ending .company', { office_email: 'office@globex.company' }],
      ['office e-mail with a 1-letter ending', { office_email: 'office@globex.t' }],
      ['office e-mail with spaces around', { office_email: '  office@globex.test  ' }],
      ['enquiry e-mail without a domain', { enquiry_email: 'hello@' }],
      ['registration date 30 February', { registration_date: '2023-02-30' }],
      ['registration date 29 February of a leap year', { registration_date: '2024-02-29' }],
      ['registration date without padding', { registration_date: '2023-2-3' }],
      ['renewal days as text', { password_renewal_days: 'ninety' }],
      ['web address with javascript:', { web_url: 'javascript:alert(1)' }],
      ['insta address with data:', { insta: 'data:text/html,hi' }],
      ['linkedin address over http', { linkedin: 'http://linkedin.test/globex' }],
      ['registration number with markup', { registration_number: '<b>U1</b>' }],
      ['registration number with a lone <', { registration_number: 'U1 < U2' }],
    ],
  },
  {
    name: 'billing (page 3)',
    schema: createBillingSchema(),
    valid: () => ({
      billing_name: 'Acme Private Limited',
      gstin_number: '29AAACA1234A1Z5',
      billing_addressline1: 'Unit 402',
      billing_addressline2: '',
      billing_street_no: '14',
      billing_street_name: 'ORR',
      billing_area: 'Marathahalli',
      billing_region: 'Bengaluru',
      billing_zip: '560103',
      billing_stateshort: 'KA',
    }),
    send: (v) =>
      acmeAsAdmin().company.savePage(3, acmeId, {
        ...(v as unknown as CompanyPages[3]),
        billing_country: 'India',
        billing_countryshort: 'IN',
        statelong: 'Karnataka',
      }),
    cases: [
      ['area of spaces', { billing_area: '   ' }],
      // The GSTIN begins with the province's GST state code (Karnataka 29, Maharashtra 27).
      ['a Maharashtra GSTIN in Karnataka', { gstin_number: '27AAACA1234A1Z5' }],
      [
        'province changed to fit the GSTIN',
        { gstin_number: '27AAACA1234A1Z5', billing_stateshort: 'MH' },
      ],
      ['province changed away from it', { billing_stateshort: 'TN' }],
      ['no GSTIN, any province', { gstin_number: '', billing_stateshort: 'TN' }],
      ['a GSTIN starting with letters', { gstin_number: 'KA29AAACA1234' }],
    ],
  },
  {
    name: 'about us (page 4)',
    schema: createAboutSchema(),
    valid: () => ({
      about_us_text: '<p>We cook.</p>',
      about_us_image_url: `${acmeId}/about_us.png`,
    }),
    send: (v) => acmeAsAdmin().company.savePage(4, acmeId, v as unknown as CompanyPages[4]),
    cases: [
      ['an editor left empty', { about_us_text: '<p><br></p>' }],
      ['only a non-breaking space', { about_us_text: '<p>&nbsp;</p>' }],
      ['only an image', { about_us_text: '<p><img src="x.png"></p>' }],
    ],
  },
  {
    name: 'terms (page 5)',
    schema: createTermsSchema(),
    valid: () => ({ terms_conditions: '<p>Be kind.</p>' }),
    send: (v) => acmeAsAdmin().company.savePage(5, acmeId, v as unknown as CompanyPages[5]),
    cases: [
      ['an editor left empty', { terms_conditions: '<p> </p>' }],
      ['only markup', { terms_conditions: '<img src=x onerror=alert(1)>' }],
      ['only invisible characters', { terms_conditions: '<p>\u200b\u2800</p>' }],
    ],
  },
  {
    name: 'brand',
    schema: createBrandSchema(),
    valid: () => ({ brand_name: 'Acme' }),
    send: (v) => acmeAsAdmin().brands.create(acmeId, v as { brand_name: string }),
    cases: [
      ['a zero-width space alone', { brand_name: '\u200b' }],
      ['Braille blanks alone', { brand_name: '\u2800\u2800' }],
      ['markup', { brand_name: '<script>alert(1)</script>' }],
    ],
  },
  {
    name: 'level 1',
    schema: createLevel1Schema(),
    valid: () => ({ level1_name: 'Dining', description: 'Plates', level1_order_id: 2 }),
    send: (v) =>
      acmeAsAdmin().level1.create(
        acmeId,
        v as {
          level1_name: string;
          description: string;
          level1_order_id: number;
        },
      ),
    ranges: { level1_order_id: RANGES.order },
    cases: [['order as text', { level1_order_id: 'first' }]],
  },
  {
    name: 'level 2',
    schema: createLevel2Schema(),
    valid: () => ({ level1_id: level1Id, level2_name: 'Woks', level2_order_id: 2 }),
    send: (v) =>
      acmeAsAdmin().level2.create(
        acmeId,
        v as {
          level1_id: number;
          level2_name: string;
          level2_order_id: number;
        },
      ),
    ranges: { level2_order_id: RANGES.order },
    cases: [
      ['level 1 id 0', { level1_id: 0 }],
      ['level 1 id negative', { level1_id: -3 }],
      ['level 1 id a fraction', { level1_id: 1.5 }],
      ['level 1 id past the largest', { level1_id: MAX_ID + 1 }],
    ],
  },
  {
    name: 'level 3',
    schema: createLevel3Schema(),
    valid: () => ({
      level1_id: level1Id,
      level2_id: level2Id,
      level3_name: 'Grill pans',
      level3_order_id: 2,
    }),
    send: (v) =>
      acmeAsAdmin().level3.create(
        acmeId,
        v as {
          level1_id: number;
          level2_id: number;
          level3_name: string;
          level3_order_id: number;
        },
      ),
    ranges: { level3_order_id: RANGES.order },
  },
  {
    name: 'banner',
    schema: createBannerSchema(),
    valid: () => ({
      category1_id: level1Id,
      category2_id: '',
      category3_id: '',
      order_id: 1,
      banner_url: `/api/uploads/${acmeId}/0f8fad5b-d9cb-469f-a165-70867728950e.png`,
      banner_slogan: 'Cook more',
      banner_button_text: 'Shop',
    }),
    send: (v) =>
      acmeAsAdmin().banners.create(
        acmeId,
        v as {
          category1_id: number;
          order_id: number;
          banner_url: string;
          banner_slogan: string;
          banner_button_text: string;
        },
      ),
    ranges: { order_id: RANGES.order },
    cases: [
      ['the whole category path', { category2_id: level2Id, category3_id: level3Id }],
      ['category 2 a fraction', { category2_id: 2.5 }],
    ],
  },
  {
    name: 'collection',
    schema: createCollectionSchema(),
    valid: () => ({
      collection_name: 'Summer',
      collection_enable_select: true,
      collection_enable_display: '',
    }),
    send: (v) => acmeAsAdmin().collections.create(acmeId, v as { collection_name: string }),
  },
  {
    name: 'product',
    schema: createProductSchema(),
    valid: () => ({
      prod_name: 'Cast iron skillet',
      category1_id: level1Id,
      category2_id: level2Id,
      category3_id: '',
      prod_brand: 'Acme',
      prod_model: 'CI-26',
      prod_colour: 'Black',
      prod_pack: '1 piece',
      prod_description: '<p>Pre-seasoned</p>',
      prod_specifications: '',
    }),
    send: (v) =>
      acmeAsSeller().products.create({
        ...(v as { prod_name: string; category1_id: number; prod_brand: string }),
        company_id: acmeId,
        seller_id: seller.seller_id!,
        country_origin: 'India',
      }),
  },
  {
    name: 'variants and taxes',
    schema: createVariantsSchema(),
    valid: () => ({
      prod_varient_enabled: true,
      prod_varient_header: 'Size',
      prod_varient_display_type: 1,
      cgst: 9,
      sgst: 9,
      igst: 18,
    }),
    send: (v) =>
      acmeAsSeller().products.saveVariants({
        ...(v as { prod_varient_enabled: boolean; cgst: number; sgst: number; igst: number }),
        prod_id: prodId,
      }),
    ranges: { cgst: RANGES.percent, sgst: RANGES.percent, igst: RANGES.percent },
    cases: [
      ['variants off, nothing else', { prod_varient_enabled: false, prod_varient_header: '' }],
      ['variants on without a header', { prod_varient_header: '  ' }],
      ['variants on without a display type', { prod_varient_display_type: '' }],
      ['display type 7', { prod_varient_display_type: 7 }],
      [
        'display type 7 with variants off',
        { prod_varient_enabled: false, prod_varient_display_type: 7 },
      ],
      ['CGST as text', { cgst: 'nine' }],
    ],
  },
  {
    // The logo step sends the variant form again with the image (docs/behaviour.md, "States and transitions"). The
    // route is the variants one, where the image is optional: only its shape is compared here.
    name: 'product logo',
    notEmptied: ['summary_image_url'],
    schema: createProductLogoSchema(),
    valid: () => ({ summary_image_url: `/api/uploads/${acmeId}/products/${prodId}/logo.png` }),
    send: (v) =>
      acmeAsSeller().products.saveVariants({
        prod_id: prodId,
        prod_varient_enabled: false,
        cgst: 9,
        sgst: 9,
        igst: 18,
        summary_image_url: String(v.summary_image_url),
      }),
  },
  {
    name: 'seller details',
    schema: createSellerSchema({ now: NOW }),
    valid: () => ({
      seller_type: 'organization',
      seller_business_type: 'organization',
      seller_business_name: 'Iyer Kitchens',
      seller_legal_name: 'Iyer Kitchens LLP',
      seller_registration_number: 'REG-1',
      seller_registration_date: '2020-02-02',
      seller_pan_number: 'ABCDE1234F',
      seller_tan_number: '',
      seller_gstin_number: '29ABCDE1234F1Z5',
      seller_comm_percentage: 7.5,
      seller_maximum_products: 500,
      seller_phone: '9876500000',
      seller_office_email: 'office@iyer.test',
      seller_web_url: 'https://iyer.test',
      seller_insta: '',
      seller_linkedin: '',
      seller_addressline1: '1 Main Road',
      seller_addressline2: '',
      seller_street_no: '1',
      seller_street_name: 'Main Road',
      seller_area_name: 'Indiranagar',
      seller_region_name: 'Bengaluru',
      seller_zip: '560038',
      seller_stateshort: 'KA',
      seller_admin_first_name: 'Sam',
      seller_admin_last_name: 'Iyer',
      seller_admin_title: 'Partner',
      seller_admin_gender: 'male',
      seller_admin_dob: '1990-05-05',
      seller_admin_phone: '9876500001',
      seller_admin_email: 'sam@iyer.test',
    }),
    // The seller flow's codes (docs/behaviour.md, "Entities") and its fixed fields.
    send: (v) => {
      type Coded = 'seller_type' | 'seller_business_type' | 'seller_admin_gender';
      const values = v as unknown as Omit<SellerUpdateInput, Coded> & {
        seller_type: 'individual' | 'organization';
        seller_business_type: 'individual' | 'organization';
        seller_admin_gender: 'male' | 'female' | 'others';
      };
      return acmeAsSeller().sellers.update({
        ...values,
        seller_type: businessTypeCode('seller', values.seller_type),
        seller_business_type: businessTypeCode('seller', values.seller_business_type),
        seller_admin_gender: genderCode('seller', values.seller_admin_gender),
        seller_statelong: 'Karnataka',
        seller_country: 'India',
        seller_countryshort: 'IN',
        company_id: acmeId,
        seller_id: seller.seller_id!,
        business_subdomain: 'acme',
      });
    },
    ranges: {
      seller_comm_percentage: RANGES.percent,
      seller_maximum_products: RANGES.maximumProducts,
    },
    cases: [
      ['admin exactly 18 today', { seller_admin_dob: youngest }],
      ['admin 18 tomorrow', { seller_admin_dob: dayAfter(youngest) }],
      ['admin born on the earliest day', { seller_admin_dob: oldest }],
      ['admin born the day before it', { seller_admin_dob: dayBefore(oldest) }],
      ['admin born 31 February', { seller_admin_dob: '1990-02-31' }],
      ['registration date 30 February', { seller_registration_date: '2023-02-30' }],
      ['seller phone with letters', { seller_phone: 'call me' }],
      ['admin phone of a plus', { seller_admin_phone: '+' }],
      ['office e-mail in capitals', { seller_office_email: 'Office@Iyer.test' }],
      ['admin e-mail without a dot', { seller_admin_email: 'sam@iyer' }],
      ['an unknown seller type', { seller_type: 'partnership' }],
      ['GSTIN of another state', { seller_gstin_number: '33ABCDE1234F1Z5' }],
      [
        'province changed to fit it',
        { seller_gstin_number: '33ABCDE1234F1Z5', seller_stateshort: 'TN' },
      ],
      ['province changed away from it', { seller_stateshort: 'DL' }],
      [
        'Daman and Diu’s old code',
        { seller_gstin_number: '25ABCDE1234F1Z5', seller_stateshort: 'DH' },
      ],
    ],
  },
];

describe('the kit and the reference server accept and refuse the same payloads', () => {
  it.each(FORMS.map((form) => [form.name, form] as const))('%s', async (_name, form) => {
    const outcomes = await runForm(form);
    const disagreements = outcomes.filter((o) => o.kit !== o.server);
    expect(
      disagreements.map((o) => `${o.form} · ${o.case} → ${o.detail}`),
      'cases where the form and the server disagree',
    ).toEqual([]);
    // The table proves something only if it holds both answers.
    expect(outcomes.some((o) => o.kit)).toBe(true);
    expect(outcomes.some((o) => !o.kit)).toBe(true);
  });
});
