import { ACCOUNT_MAX_LENGTH } from '../rules';
import type { FieldDefs } from './define';

/*
 * The store's record as its wizard saves it, page by page (docs/api-contract.md, POST
 * /v1/companyPO/page2 … page5; docs/behaviour.md, "Validation", words the rules). A seller's own
 * shop sections carry the fields of pages 3 to 5.
 */

const URL_MAX = 2048;
const EMAIL_MAX = 254;

/** Page 2: company information, contact and media, general settings. */
export const COMPANY_PAGE2 = {
  logo_upload: { kind: 'image', max: URL_MAX, required: 'logo.required', kept: true },
  registration_number: { kind: 'text', max: 100 },
  registration_date: { kind: 'day' },
  pan_number: { kind: 'text', max: 20 },
  phone: {
    kind: 'text',
    format: 'phone',
    max: ACCOUNT_MAX_LENGTH.phone,
    required: 'companyContact.officePhoneRequired',
  },
  office_email: {
    kind: 'text',
    format: 'email',
    max: EMAIL_MAX,
    required: 'companyContact.emailRequired',
    invalid: 'companyContact.emailInvalid',
  },
  accounts_email: {
    kind: 'text',
    format: 'email',
    max: EMAIL_MAX,
    invalid: 'companyContact.emailInvalid',
  },
  accounts_phone: { kind: 'text', format: 'phone', max: 20 },
  web_url: { kind: 'text', format: 'link', max: URL_MAX },
  insta: { kind: 'text', format: 'link', max: URL_MAX },
  linkedin: { kind: 'text', format: 'link', max: URL_MAX },
  password_renewal_days: {
    kind: 'number',
    range: 'renewalDays',
    outOfRange: 'companyContact.renewalDaysRange',
  },
  enquiry_email: {
    kind: 'text',
    format: 'email',
    max: EMAIL_MAX,
    invalid: 'companyContact.emailInvalid',
  },
  monthly_purchase_minimum: {
    kind: 'number',
    range: 'purchaseMinimum',
    outOfRange: 'companyContact.purchaseMinimumRange',
  },
  maximum_products: {
    kind: 'number',
    range: 'maximumProducts',
    outOfRange: 'companyContact.maximumProductsRange',
  },
  // Kept for the original's clients; no form of the kit edits them.
  admin_title: { kind: 'text', max: 100, form: false },
  summary_image_url: { kind: 'image', max: URL_MAX, form: false },
} as const satisfies FieldDefs;

/**
 * Page 3: billing. The billing name is shown (the legal name on record) but never sent; the
 * country and the province's long name are added by the save, not typed.
 */
export const COMPANY_PAGE3 = {
  gstin_number: { kind: 'text', max: 20, gstinOf: 'billing_stateshort' },
  billing_addressline1: { kind: 'text', max: 200 },
  billing_addressline2: { kind: 'text', max: 200 },
  billing_street_no: { kind: 'text', max: 50 },
  billing_street_name: { kind: 'text', max: 200 },
  billing_area: { kind: 'text', max: 200, required: 'billing.areaRequired' },
  billing_region: { kind: 'text', max: 200 },
  billing_zip: { kind: 'text', max: 12, required: 'billing.zipRequired' },
  billing_stateshort: { kind: 'text', max: 10, required: 'billing.provinceRequired' },
  billing_country: { kind: 'text', max: 100, form: false },
  billing_countryshort: { kind: 'text', max: 10, form: false },
  statelong: { kind: 'text', max: 100, form: false },
} as const satisfies FieldDefs;

/** Page 4: about us, its text and an optional image. */
export const COMPANY_PAGE4 = {
  about_us_text: { kind: 'richText', max: 200_000, required: 'about.textRequired' },
  about_us_image_url: { kind: 'image', max: URL_MAX },
} as const satisfies FieldDefs;

/** Page 5: the general terms and conditions. */
export const COMPANY_PAGE5 = {
  terms_conditions: { kind: 'richText', max: 200_000, required: 'terms.required' },
} as const satisfies FieldDefs;

/** Each page's fields, by page number. */
export const COMPANY_PAGES = {
  2: COMPANY_PAGE2,
  3: COMPANY_PAGE3,
  4: COMPANY_PAGE4,
  5: COMPANY_PAGE5,
} as const;
