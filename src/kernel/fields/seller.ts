import type { FieldDefs } from './define';

/*
 * A seller's record as both wizards' last step saves it (docs/api-contract.md, PUT
 * /v1/companySeller/{seller_id}; docs/behaviour.md, "Validation", words the rules). Type, business
 * type and gender travel as each flow's codes (../codes.ts); the store's own record and a
 * seller's share these fields.
 */

const URL_MAX = 2048;
const EMAIL_MAX = 254;

/** The seller form: what the step edits. */
export const SELLER_FORM = {
  seller_type: { kind: 'code', codes: 'businessType', required: 'seller.typeRequired' },
  seller_business_type: {
    kind: 'code',
    codes: 'businessType',
    required: 'seller.businessTypeRequired',
  },
  seller_business_name: { kind: 'text', max: 200, required: 'seller.businessNameRequired' },
  seller_legal_name: { kind: 'text', max: 200, required: 'seller.legalNameRequired' },
  seller_registration_number: { kind: 'text', max: 100 },
  seller_registration_date: { kind: 'day' },
  seller_pan_number: { kind: 'text', max: 20, required: 'seller.panRequired' },
  // Required on the screens that ask for it (`requireTan`, src/validation/seller.ts).
  seller_tan_number: { kind: 'text', max: 20 },
  seller_gstin_number: {
    kind: 'text',
    max: 20,
    required: 'seller.gstinRequired',
    gstinOf: 'seller_stateshort',
  },
  seller_comm_percentage: {
    kind: 'number',
    range: 'percent',
    required: 'seller.commissionRequired',
    outOfRange: 'seller.commissionRange',
  },
  seller_maximum_products: {
    kind: 'number',
    range: 'maximumProducts',
    required: 'seller.maximumProductsRequired',
    outOfRange: 'seller.maximumProductsRange',
  },
  seller_phone: { kind: 'text', format: 'phone', max: 20, required: 'seller.phoneRequired' },
  seller_office_email: {
    kind: 'text',
    format: 'email',
    max: EMAIL_MAX,
    required: 'seller.officeEmailRequired',
    invalid: 'seller.officeEmailInvalid',
  },
  seller_web_url: { kind: 'text', format: 'link', max: URL_MAX },
  seller_insta: { kind: 'text', format: 'link', max: URL_MAX },
  seller_linkedin: { kind: 'text', format: 'link', max: URL_MAX },
  seller_addressline1: { kind: 'text', max: 200 },
  seller_addressline2: { kind: 'text', max: 200 },
  seller_street_no: { kind: 'text', max: 50 },
  seller_street_name: { kind: 'text', max: 200 },
  seller_area_name: { kind: 'text', max: 200 },
  seller_region_name: { kind: 'text', max: 200 },
  seller_zip: { kind: 'text', max: 12, required: 'seller.zipRequired' },
  seller_stateshort: { kind: 'text', max: 10, required: 'seller.provinceRequired' },
  seller_admin_first_name: { kind: 'text', max: 100, required: 'seller.adminFirstNameRequired' },
  seller_admin_last_name: { kind: 'text', max: 100 },
  seller_admin_title: { kind: 'text', max: 100, required: 'seller.adminTitleRequired' },
  seller_admin_gender: { kind: 'code', codes: 'gender', required: 'seller.adminGenderRequired' },
  seller_admin_dob: {
    kind: 'dob',
    required: 'seller.adminDobRequired',
    tooYoung: 'seller.adminDobTooYoung',
    tooOld: 'seller.adminDobTooOld',
  },
  seller_admin_phone: {
    kind: 'text',
    format: 'phone',
    max: 20,
    required: 'seller.adminPhoneRequired',
  },
  seller_admin_email: {
    kind: 'text',
    format: 'email',
    max: EMAIL_MAX,
    required: 'seller.adminEmailRequired',
    invalid: 'seller.adminEmailInvalid',
  },
} as const satisfies FieldDefs;

/** What the save adds to the form: the province's long name, the fixed country, the store. */
export const SELLER_ADDED = {
  seller_statelong: { kind: 'text', max: 100, required: true, form: false },
  seller_country: { kind: 'text', max: 100, required: true, form: false },
  seller_countryshort: { kind: 'text', max: 10, required: true, form: false },
  business_subdomain: { kind: 'text', max: 63, required: true, form: false },
  company_id: { kind: 'id', required: true, form: false },
} as const satisfies FieldDefs;

/** The store's own seller record as its wizard's last step saves it (no id: the store's). */
export const STORE_SELLER = { ...SELLER_FORM, ...SELLER_ADDED } as const satisfies FieldDefs;

/** PUT /v1/companySeller/{seller_id}: the store's fields and the seller's id. */
export const SELLER_UPDATE = {
  ...STORE_SELLER,
  seller_id: { kind: 'id', required: true, form: false },
} as const satisfies FieldDefs;
