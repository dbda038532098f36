import type { Id } from './common';

/*
 * The store's record (companyPO) and its pages. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

/** Business type, one internal enum mapped per flow (company 0/1, seller 1/2). */
export type BusinessType = 'individual' | 'organization';
/** Gender, one internal enum mapped per flow (company 1/2/3, seller 2/3/4). */
export type Gender = 'male' | 'female' | 'others';

/** Step 1's point of contact (company gender codes 1/2/3). */
export interface PointOfContact {
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  gender: number | null;
  dob: string | null;
  phone: string | null;
  email_id: string | null;
}

/** The tenant's profile: the company init file's first item, shown read-only on step 1. */
export interface CompanyProfile {
  id: Id;
  business_type: number | null;
  business_vertical_name: string | null;
  business_vertical_description: string | null;
  business_name: string | null;
  business_subdomain: string | null;
  legal_name: string | null;
  addressline1: string | null;
  addressline2: string | null;
  street_no: string | null;
  street_name: string | null;
  area_name: string | null;
  region_name: string | null;
  zip: string | null;
  stateshort: string | null;
  /**
   * False while the store has no owner: the register screen then asks for its setup code
   * (docs/api-contract.md, "Claiming a store"). Absent from backends that do not say.
   */
  has_owner?: boolean;
  /** Point of contact, shown read-only on step 1. */
  point_of_contact?: PointOfContact | null;
}

/** Step 2: company information, contact and media, general settings. */
export interface CompanyPage2 {
  logo_upload?: string | null;
  registration_number?: string | null;
  registration_date?: string | null;
  pan_number?: string | null;
  phone: string;
  office_email: string;
  accounts_email?: string | null;
  accounts_phone?: string | null;
  web_url?: string | null;
  insta?: string | null;
  linkedin?: string | null;
  password_renewal_days?: number | null;
  enquiry_email?: string | null;
  monthly_purchase_minimum?: number | null;
  maximum_products?: number | null;
  admin_title?: string | null;
  summary_image_url?: string | null;
}

/** Step 3: billing. `billing_name` is shown (the legal name) but never sent. */
export interface CompanyPage3 {
  billing_name?: string | null;
  gstin_number?: string | null;
  billing_addressline1?: string | null;
  billing_addressline2?: string | null;
  billing_street_no?: string | null;
  billing_street_name?: string | null;
  billing_area: string;
  billing_region?: string | null;
  billing_zip: string;
  billing_stateshort: string;
  billing_country?: string | null;
  billing_countryshort?: string | null;
  statelong?: string | null;
}

export interface CompanyPage4 {
  about_us_text: string;
  about_us_image_url?: string | null;
}

export interface CompanyPage5 {
  terms_conditions: string;
}

export interface CompanyPages {
  2: CompanyPage2;
  3: CompanyPage3;
  4: CompanyPage4;
  5: CompanyPage5;
}
export type CompanyPageNumber = keyof CompanyPages;

/** Step-completion reports (docs/behaviour.md, "States and transitions"): page6 after level1 … page12 after seller. */
export type CompletionPage = 6 | 8 | 9 | 10 | 11 | 12;

/** The company record: profile, saved pages and progress flags. */
export interface CompanyRecord
  extends
    CompanyProfile,
    Partial<CompanyPage2>,
    Partial<Omit<CompanyPage3, 'billing_name'>>,
    Partial<CompanyPage4>,
    Partial<CompanyPage5> {
  signup_page2_over: boolean;
  signup_page3_over: boolean;
  signup_page4_over: boolean;
  signup_page5_over: boolean;
  signup_page6_over?: boolean;
  signup_page8_over?: boolean;
  signup_page9_over?: boolean;
  signup_page10_over?: boolean;
  signup_page11_over?: boolean;
  signup_page12_over?: boolean;
}
