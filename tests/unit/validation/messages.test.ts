import { allLocales, preloadedLocales } from '../../../src/i18n/resources/all';
import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n';
import {
  MAX_LENGTH,
  createAboutSchema,
  createBannerSchema,
  createBrandSchema,
  createBillingSchema,
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
  validationKeys,
  validationMessages,
} from '../../../src/validation';
import { renamedExe } from '../api/upload/fixtures';
import { NOW } from './helpers';
import { validSeller } from './fixtures';

/** Every message docs/behaviour.md, "Validation" (and "Messages"'s image alert) gives, verbatim. */
const PRODUCT_MESSAGES = [
  'Username is required',
  'Password is required',
  'First Name is required',
  'Phone is required',
  'Confirm Password is required',
  'Password Not Match',
  'Password mismatch',
  'Username Already Exist',
  'Product Name is required',
  'Category 1 is required',
  'Brand Name is required',
  'CGST is required',
  'SGST is required',
  'IGST is required',
  'Please Enter Varient Header',
  'Please Enter Varient Display Type',
  'Please Upload Logo',
  'Area is Required',
  'Zip is Required',
  'Province is required',
  'About us Text is required',
  'Terms and Condition is required',
  'Category is required',
  'Description is required',
  'Order Id is required',
  'Level1 Category is required',
  'Level2 Category is required',
  'Order ID is required',
  'Level3 Category is required',
  'Level3 Category Order is required',
  'Banner Image is required',
  'Banner Slogan is required',
  'Banner Button Text is required',
  'Collection Name is required',
  'Office Phone is required',
  'Email address is required',
  'Email is Invalid',
  'Seller Type is required',
  'Business Type is required',
  'Pan Number is required',
  'Tan Number is required',
  'GSTIN Number is required',
  'Commission Persentage is required',
  'Maximum Products is required',
  'Title is required',
  'Gender is required',
  'Date of birth is required',
  'Office Email address is required',
  'Office Email is Invalid',
  'Only allowed PNG or JPG or WEBP',
];

interface Validatable {
  validate(value: unknown, options?: { abortEarly?: boolean }): Promise<unknown>;
}

/** A value one character too long for every field of `schema` that has a length limit. */
function overLong(schema: { fields: Record<string, unknown> }): Record<string, string> {
  return Object.fromEntries(
    Object.keys(schema.fields)
      .filter((name): name is keyof typeof MAX_LENGTH => name in MAX_LENGTH)
      .map((name) => [name, 'x'.repeat(MAX_LENGTH[name] + 1)]),
  );
}

async function messagesOf(schema: Validatable, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

/** Runs every schema over inputs that trip each of its rules; returns every message it gave. */
async function everyMessageTheSchemasGive(): Promise<Set<string>> {
  const runs: Array<[Validatable, unknown]> = [
    [createLoginSchema(), {}],
    [createRegisterSchema(), {}],
    [createRegisterSchema(), { pw: 'a', cpw: 'b' }],
    [createRegisterSchema({ isUsernameTaken: async () => true }), { username: 'taken' }],
    [createChangePasswordSchema(), {}],
    [createChangePasswordSchema({ current: true }), {}],
    [createRegisterSchema({ setupCode: true }), {}],
    [createChangePasswordSchema(), { pw: 'a', cpw: 'b' }],
    [createProductSchema(), {}],
    [createVariantsSchema(), {}],
    [createVariantsSchema(), { prod_varient_enabled: true, cgst: 'x' }],
    [createProductLogoSchema(), {}],
    [createProductLogoSchema(), { summary_image_url: renamedExe() }],
    [createCompanyContactSchema(), {}],
    [createCompanyContactSchema(), { office_email: 'X@y' }],
    [createBillingSchema(), {}],
    [createAboutSchema(), {}],
    [createTermsSchema(), {}],
    [createLevel1Schema(), {}],
    [createLevel2Schema(), {}],
    [createLevel3Schema(), {}],
    [createBannerSchema(), {}],
    [createCollectionSchema(), {}],
    [createSellerSchema({ now: NOW, requireTan: true }), {}],
    [
      createSellerSchema({ now: NOW }),
      {
        ...validSeller,
        seller_office_email: 'x',
        seller_admin_email: 'y',
        seller_admin_dob: '2020-01-01',
      },
    ],
    [createSellerSchema({ now: NOW }), { ...validSeller, seller_admin_dob: '1800-01-01' }],
    [createSellerSchema({ now: NOW }), { ...validSeller, seller_admin_dob: 'yesterday' }],
    [createSellerSchema({ now: NOW }), { ...validSeller, seller_stateshort: 'KA' }],
    [createLoginSchema(), { username: 'two words' }],
    [createVariantsSchema(), { cgst: 101, sgst: -1, igst: 100.5 }],
    [
      createCompanyContactSchema(),
      {
        phone: 'call me',
        password_renewal_days: 1.5,
        monthly_purchase_minimum: -1,
        maximum_products: 1e9,
      },
    ],
    [
      createSellerSchema({ now: NOW }),
      { ...validSeller, seller_comm_percentage: 101, seller_maximum_products: 0.5 },
    ],
    [createLevel1Schema(), { level1_order_id: -1 }],
    [createRegisterSchema(), { username: 'me@evil.test,victim@corp.test' }],
    [createBrandSchema(), { brand_name: '<b>Acme</b>' }],
    [createCompanyContactSchema(), { web_url: 'javascript:alert(1)' }],
    [createBrandSchema(), {}],
    ...[
      createLoginSchema(),
      createRegisterSchema(),
      createProductSchema(),
      createBrandSchema(),
      createVariantsSchema(),
      createProductLogoSchema(),
      createCompanyContactSchema(),
      createBillingSchema(),
      createAboutSchema(),
      createTermsSchema(),
      createLevel1Schema(),
      createLevel2Schema(),
      createLevel3Schema(),
      createBannerSchema(),
      createCollectionSchema(),
      createSellerSchema({ now: NOW }),
    ].map((schema): [Validatable, unknown] => [schema, overLong(schema)]),
  ];
  const seen = new Set<string>();
  for (const [schema, value] of runs) for (const m of await messagesOf(schema, value)) seen.add(m);
  return seen;
}

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[`${prefix}${k}`] = v;
    else Object.assign(out, leaves(v, `${prefix}${k}.`));
  }
  return out;
}

describe('validation messages', () => {
  it('carry every docs/behaviour.md, "Validation" message verbatim in English', () => {
    const english = new Set(Object.values(validationMessages));
    for (const text of PRODUCT_MESSAGES) expect(english, text).toContain(text);
  });

  it('are keys under validation.* whose English is the resource text', () => {
    expect(validationKeys.login.usernameRequired).toBe('validation.login.usernameRequired');
    expect(validationMessages['validation.login.usernameRequired']).toBe('Username is required');
    expect(validationMessages['validation.seller.commissionRequired']).toBe(
      'Commission Persentage is required',
    );
  });

  it('every key the schemas give exists in en, hi and ar, and every key is used', async () => {
    const used = await everyMessageTheSchemasGive();
    expect([...used].sort()).toEqual(Object.keys(validationMessages).sort());
    for (const lng of ['en', 'hi', 'ar'] as const) {
      const i18n = createI18n({ lng, preloaded: preloadedLocales });
      for (const key of used) {
        expect(i18n.exists(key, { lng, fallbackLng: [] }), `${lng}: ${key}`).toBe(true);
        const text = i18n.t(key, { lng, fallbackLng: [] });
        expect(text, `${lng}: ${key}`).not.toBe(key);
        if (lng === 'en')
          expect(text).toBe(validationMessages[key as keyof typeof validationMessages]);
      }
    }
  });

  it('are really translated in hi (Devanagari) and ar (Arabic script)', () => {
    const en = leaves(allLocales.en.validation);
    const hi = leaves(allLocales.hi.validation as unknown as Tree);
    const ar = leaves(allLocales.ar.validation as unknown as Tree);
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(hi[key], `hi ${key}`).not.toBe(en[key]);
      expect(hi[key], `hi ${key}`).toMatch(/[\u0900-\u097F]/);
      expect(ar[key], `ar ${key}`).not.toBe(en[key]);
      expect(ar[key], `ar ${key}`).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
