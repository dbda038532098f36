/**
 * The longest text of every form field: the account screens' part (`ACCOUNT_MAX_LENGTH`, in
 * ./rules.ts) and the other forms', in a module of their own so that code which only signs in or
 * registers never loads this table (docs/architecture.md, "First load").
 */
import { ACCOUNT_MAX_LENGTH } from './rules';

/** The other forms' limits: the wizards', the catalog's, the seller's. */
export const FORM_MAX_LENGTH = {
  // company page 2
  logo_upload: 2048,
  registration_number: 100,
  pan_number: 20,
  office_email: 254,
  accounts_email: 254,
  accounts_phone: 20,
  web_url: 2048,
  insta: 2048,
  linkedin: 2048,
  enquiry_email: 254,
  summary_image_url: 2048,
  // company page 3 (billing; billing_name is shown, never sent, so it has no limit)
  gstin_number: 20,
  billing_addressline1: 200,
  billing_addressline2: 200,
  billing_street_no: 50,
  billing_street_name: 200,
  billing_area: 200,
  billing_region: 200,
  billing_zip: 12,
  billing_stateshort: 10,
  // company pages 4 and 5, product texts
  about_us_text: 200_000,
  about_us_image_url: 2048,
  terms_conditions: 200_000,
  // catalog
  brand_name: 100,
  level1_name: 100,
  description: 1000,
  level2_name: 100,
  level3_name: 100,
  banner_url: 2048,
  banner_slogan: 200,
  banner_button_text: 50,
  collection_name: 100,
  // product
  prod_name: 200,
  prod_brand: 100,
  prod_model: 100,
  prod_colour: 50,
  prod_pack: 100,
  prod_description: 200_000,
  prod_specifications: 200_000,
  prod_varient_header: 100,
  // seller
  seller_business_name: 200,
  seller_legal_name: 200,
  seller_registration_number: 100,
  seller_pan_number: 20,
  seller_tan_number: 20,
  seller_gstin_number: 20,
  seller_phone: 20,
  seller_office_email: 254,
  seller_web_url: 2048,
  seller_insta: 2048,
  seller_linkedin: 2048,
  seller_addressline1: 200,
  seller_addressline2: 200,
  seller_street_no: 50,
  seller_street_name: 200,
  seller_area_name: 200,
  seller_region_name: 200,
  seller_zip: 12,
  seller_stateshort: 10,
  seller_admin_first_name: 100,
  seller_admin_last_name: 100,
  seller_admin_title: 100,
  seller_admin_phone: 20,
  seller_admin_email: 254,
} as const satisfies Record<string, number> & { [K in keyof typeof ACCOUNT_MAX_LENGTH]?: never };

/**
 * The longest text each form field takes, in characters (Unicode code points, as JSON Schema
 * counts them). One table keyed by the wire name, so a field cannot take two limits (the two
 * parts may not share a name); each limit has a translated 'at most N characters' message.
 * Built by a pure call, so a bundle that imports this module but never reads the table (through
 * an index's re-export) drops it.
 */
export const MAX_LENGTH: typeof ACCOUNT_MAX_LENGTH & typeof FORM_MAX_LENGTH =
  /* @__PURE__ */ Object.assign({}, ACCOUNT_MAX_LENGTH, FORM_MAX_LENGTH);
export type LimitedField = keyof typeof MAX_LENGTH;
