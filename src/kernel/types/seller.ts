import type { Id } from './common';
import type { CompanyPage3, CompanyPage4, CompanyPage5 } from './company';

/*
 * Seller records and a seller's own shop. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

/** The seller form's fields (all sent with the seller_ prefix). */
export interface SellerForm {
  seller_type: number;
  seller_business_type: number;
  seller_business_name: string;
  seller_legal_name: string;
  seller_registration_number?: string | null;
  seller_registration_date?: string | null;
  seller_pan_number: string;
  seller_tan_number?: string | null;
  seller_gstin_number: string;
  seller_comm_percentage: number;
  seller_maximum_products: number;
  seller_phone: string;
  seller_office_email: string;
  seller_web_url?: string | null;
  seller_insta?: string | null;
  seller_linkedin?: string | null;
  seller_addressline1?: string | null;
  seller_addressline2?: string | null;
  seller_street_no?: string | null;
  seller_street_name?: string | null;
  seller_area_name?: string | null;
  seller_region_name?: string | null;
  seller_zip: string;
  seller_stateshort: string;
  seller_admin_first_name: string;
  seller_admin_last_name?: string | null;
  seller_admin_title: string;
  seller_admin_gender: number;
  seller_admin_dob: string;
  seller_admin_phone: string;
  seller_admin_email: string;
}

/** What PUT /v1/companySeller/{seller_id} carries: the form plus the fixed and derived fields. */
export interface SellerUpdateInput extends SellerForm {
  seller_statelong: string;
  seller_country: string;
  seller_countryshort: string;
  company_id: Id;
  seller_id: Id;
  business_subdomain: string;
}

export interface Seller extends Partial<SellerUpdateInput> {
  seller_id: Id;
  company_id: Id;
  seller_business_name: string;
}

/** A seller's own shop profile: the sections seller steps 4–6 save (docs/behaviour.md, "Screens and routes"). */
export type SellerShopSection = 'billing' | 'about' | 'terms';

/** What each shop section carries: the fields of the store's matching page. */
export interface SellerShopSections {
  billing: Omit<CompanyPage3, 'billing_name'>;
  about: CompanyPage4;
  terms: CompanyPage5;
}

/** GET /v1/companySeller/{seller_id}/shop: the seller's own billing, about us and terms. */
export interface SellerShop
  extends
    Partial<SellerShopSections['billing']>,
    Partial<SellerShopSections['about']>,
    Partial<SellerShopSections['terms']> {
  seller_id: Id;
}

/** The store's own seller record as its wizard's last step saves it (no seller_id: the store's). */
export type StoreSellerInput = Omit<SellerUpdateInput, 'seller_id'>;
