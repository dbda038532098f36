import type {
  CompanyPages,
  Id,
  ProductCreateInput,
  ProductVariantsInput,
  RegisterInput,
  SellerUpdateInput,
} from '../../src/api/types';

/*
 * Sample inputs shaped like what the screens hand an adapter. `tag` makes values unique per run,
 * so a test can tell its own writes from whatever a persistent server already holds.
 */

export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The setup code the contract's reference server gives its stores (docs/api-contract.md,
 * "Claiming a store"): the first company admin of a store without an owner claims it with it.
 * Backends that do not ask for one ignore it.
 */
export const CONTRACT_SETUP_CODE = 'CONT-RACT-CODE';

export function registerInput(username: string, extra: Partial<RegisterInput> = {}): RegisterInput {
  return {
    first_name: 'Asha',
    last_name: 'Verma',
    phone: '9876543210',
    username,
    pw: 'First#Pass1',
    cpw: 'First#Pass1',
    created_at: '2025-01-15T10:00:00.000Z',
    setup_code: CONTRACT_SETUP_CODE,
    ...extra,
  };
}

export function companyPages(tag: string): CompanyPages {
  return {
    2: {
      logo_upload: `1/logo.png`,
      registration_number: `REG-${tag}`,
      registration_date: '2020-04-01',
      pan_number: 'AAACA1234A',
      phone: '9876543210',
      office_email: 'office@acme.example.com',
      accounts_email: 'accounts@acme.example.com',
      accounts_phone: '9876500000',
      web_url: 'https://acme.example',
      insta: null,
      linkedin: null,
      password_renewal_days: 90,
      enquiry_email: 'hello@acme.example.com',
      monthly_purchase_minimum: 2000,
      maximum_products: 1000,
      admin_title: 'Director',
      summary_image_url: null,
    },
    3: {
      billing_name: 'Acme Private Limited',
      gstin_number: `27AAACA1234A1Z5`,
      billing_addressline1: `Unit ${tag}`,
      billing_addressline2: 'Andheri East',
      billing_street_no: '12',
      billing_street_name: 'MIDC Road',
      billing_area: 'Andheri',
      billing_region: 'Mumbai',
      billing_zip: '400093',
      billing_stateshort: 'MH',
      billing_country: 'India',
      billing_countryshort: 'IND',
      statelong: 'Maharashtra',
    },
    4: { about_us_text: `<p>About ${tag}</p>`, about_us_image_url: null },
    5: { terms_conditions: `<p>Terms ${tag}</p>` },
  };
}

export function productInput(
  ids: { company_id: Id; seller_id: Id; category1_id: Id },
  tag: string,
): ProductCreateInput {
  return {
    prod_name: `Kettle ${tag}`,
    category1_id: ids.category1_id,
    category2_id: '',
    category3_id: null,
    prod_brand: 'Acme Basics',
    prod_model: 'K-200',
    prod_colour: 'Steel',
    prod_pack: '1 unit',
    prod_description: '<p>A kettle.</p>',
    prod_specifications: '<p>1.5 l</p>',
    company_id: ids.company_id,
    seller_id: ids.seller_id,
    country_origin: 'India',
  };
}

export function variantsInput(prodId: Id): ProductVariantsInput {
  return {
    prod_id: prodId,
    prod_varient_enabled: true,
    prod_varient_header: 'Capacity',
    prod_varient_display_type: 1,
    cgst: 9,
    sgst: 9,
    igst: 18,
  };
}

export function sellerUpdate(
  ids: { company_id: Id; seller_id: Id },
  businessName: string,
): SellerUpdateInput {
  return {
    seller_type: 2,
    seller_business_type: 2,
    seller_business_name: businessName,
    seller_legal_name: `${businessName} LLP`,
    seller_registration_number: 'AAB-1234',
    seller_registration_date: '2021-06-01',
    seller_pan_number: 'AABFA1234B',
    seller_tan_number: null,
    seller_gstin_number: '29AABFA1234B1Z2',
    seller_comm_percentage: 12.5,
    seller_maximum_products: 500,
    seller_phone: '9123456780',
    seller_office_email: 'sales@seller.example.com',
    seller_web_url: null,
    seller_insta: null,
    seller_linkedin: null,
    seller_addressline1: '4 Market Lane',
    seller_addressline2: null,
    seller_street_no: '4',
    seller_street_name: 'Market Lane',
    seller_area_name: 'Koramangala',
    seller_region_name: 'Bengaluru',
    seller_zip: '560034',
    seller_stateshort: 'KA',
    seller_admin_first_name: 'Ravi',
    seller_admin_last_name: 'Kumar',
    seller_admin_title: 'Partner',
    seller_admin_gender: 2,
    seller_admin_dob: '1988-02-14',
    seller_admin_phone: '9123456781',
    seller_admin_email: 'ravi@seller.example.com',
    seller_statelong: 'Karnataka',
    seller_country: 'India',
    seller_countryshort: 'IND',
    company_id: ids.company_id,
    seller_id: ids.seller_id,
    business_subdomain: 'acme',
  };
}
