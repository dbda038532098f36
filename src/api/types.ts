/**
 * The entities of docs/behaviour.md §3, named exactly as the product (and the wire) names their fields.
 * Ids are numbers on the wire; optional text fields may be null when a record was never filled.
 */

export type Id = number;

/** Which kind of account: company administrator (PO) or seller administrator. */
export type AccountKind = 'company' | 'seller';

// ---------------------------------------------------------------- account

/** docs/behaviour.md §3 login form. */
export interface SignInInput {
  username: string;
  pw: string;
}

/**
 * One element of the `/signinSeller` answer. The product keeps user_id, username, first_name,
 * last_name; the reference API adds the account's kind, tenant ids, `pw_changed` and a token.
 */
export interface SignInRecord {
  user_id: Id;
  username: string;
  first_name: string;
  last_name: string | null;
  kind: AccountKind;
  pw_changed: boolean;
  /** Token for calls made on behalf of this account (change password, wizard saves). */
  access_token?: string;
  /** The company (tenant record) this account belongs to. */
  company_po_id?: Id;
  /** Set for seller accounts. */
  seller_id?: Id;
  /** The seller wizard's product once created, kept so a reload never creates a second one. */
  prod_id?: Id;
  email_id?: string | null;
  phone?: string | null;
}

/** docs/behaviour.md §3 register form, plus `created_at` added on submit and the account kind. */
export interface RegisterInput {
  first_name: string;
  last_name?: string;
  phone: string;
  username: string;
  pw: string;
  cpw: string;
  /** ISO timestamp, added on submit. */
  created_at: string;
  /** The product's payload names no kind; absent means a company admin. */
  kind?: AccountKind;
  /**
   * A company admin's invitation (the `invitation` of the mailed link): a store that has its
   * owner takes new company admins only with one (docs/api-contract.md, "Who may call what").
   */
  invitation?: string;
  /**
   * The store's one-time setup code (printed in the server's log while the store has no owner):
   * the first company admin claims the store with it (docs/api-contract.md, "Claiming a store").
   */
  setup_code?: string;
}

/** An administrator invites another company admin: the link goes to `email`. */
export interface InvitationInput {
  email: string;
}

export interface InvitationResult {
  email: string;
  /** ISO timestamp: the link works once, until then. */
  expires_at: string;
}

export interface RegisterResult {
  user_id: Id;
  username: string;
  kind: AccountKind;
}

/** Activation link parameters: `activation` plus `a` (company) or `b` (seller) as `iv`. */
export interface ActivationInput {
  activation: string;
  iv: string;
}

export interface ActivationResult {
  activated: boolean;
  kind: AccountKind;
  username?: string;
}

/** The new password and its confirmation; the adapter adds the timestamp, flag and id (docs/behaviour.md §3). */
export interface ChangePasswordInput {
  pw: string;
  cpw: string;
  /**
   * The password it replaces: required for every change but the forced first one (or the one
   * the store's password_renewal_days force), which the sign-in's must-change grant allows
   * (docs/api-contract.md, "Sessions").
   */
  current_pw?: string;
}

/** What a password change answers: a new token of the account, for backends that issue one. */
export interface ChangePasswordResult {
  /** Replaces the session's token (every earlier token of the account stopped working). */
  access_token?: string;
}

export interface ChangePasswordPayload extends ChangePasswordInput {
  pw_changed_date: string;
  pw_changed: true;
  user_po_id?: Id;
  user_seller_id?: Id;
}

/** docs/behaviour.md §3: what the wizards keep of the signed-in user. */
export interface StoredUserDetails {
  seller_id?: Id;
  first_name?: string;
  last_name?: string | null;
  gender?: number | string | null;
  dob?: string | null;
  title?: string | null;
  phone?: string | null;
  email_id?: string | null;
}

// ---------------------------------------------------------------- company (companyPO)

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
  logo_upload: string | null;
  registration_number: string | null;
  registration_date: string | null;
  pan_number: string | null;
  phone: string;
  office_email: string;
  accounts_email: string | null;
  accounts_phone: string | null;
  web_url: string | null;
  insta: string | null;
  linkedin: string | null;
  password_renewal_days: number | null;
  enquiry_email: string | null;
  monthly_purchase_minimum: number | null;
  maximum_products: number | null;
  admin_title?: string | null;
  summary_image_url?: string | null;
}

/** Step 3: billing. `billing_name` is shown (the legal name) but never sent. */
export interface CompanyPage3 {
  billing_name?: string | null;
  gstin_number: string | null;
  billing_addressline1: string | null;
  billing_addressline2: string | null;
  billing_street_no: string | null;
  billing_street_name: string | null;
  billing_area: string;
  billing_region: string | null;
  billing_zip: string;
  billing_stateshort: string;
  billing_country: string;
  billing_countryshort: string;
  statelong: string | null;
}

export interface CompanyPage4 {
  about_us_text: string;
  about_us_image_url: string | null;
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

/** Step-completion reports (docs/behaviour.md §4): page6 after level1 … page12 after seller. */
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

// ---------------------------------------------------------------- reference

export interface Country {
  id: string;
  name: string;
  shortname?: string;
}

export interface Province {
  shortname: string;
  longname: string;
}

// ---------------------------------------------------------------- catalog

export interface Brand {
  brand_id: Id;
  brand_name: string;
  company_po_id: Id;
}
export interface BrandInput {
  brand_name: string;
}

export interface Level1Category {
  level1_id: Id;
  level1_name: string;
  description: string;
  level1_order_id: number;
  company_po_id: Id;
}
export interface Level1Input {
  level1_name: string;
  description: string;
  level1_order_id: number;
}

export interface Level2Category {
  level2_id: Id;
  level1_id: Id;
  level2_name: string;
  level2_order_id: number;
  level1_name?: string;
  company_po_id: Id;
}
export interface Level2Input {
  level1_id: Id;
  level2_name: string;
  level2_order_id: number;
}

export interface Level3Category {
  level3_id: Id;
  level2_id: Id;
  level1_id: Id;
  level3_name: string;
  level3_order_id: number;
  level1_name?: string;
  level2_name?: string;
  company_po_id: Id;
}
export interface Level3Input {
  level1_id: Id;
  level2_id: Id;
  level3_name: string;
  level3_order_id: number;
}

export interface Banner {
  banner_id: Id;
  category1_id: Id;
  category2_id: Id | null;
  category3_id: Id | null;
  order_id: number;
  banner_url: string;
  banner_slogan: string;
  banner_button_text: string;
  company_po_id: Id;
}
export interface BannerInput {
  category1_id: Id;
  category2_id?: Id | null | '';
  category3_id?: Id | null | '';
  order_id: number;
  banner_url: string;
  banner_slogan: string;
  banner_button_text: string;
}

export interface Collection {
  collection_id: Id;
  collection_name: string;
  collection_enable_select: boolean;
  collection_enable_display: boolean;
  company_po_id: Id;
}
export interface CollectionInput {
  collection_name: string;
  collection_enable_select?: boolean | null | '';
  collection_enable_display?: boolean | null | '';
}

// ---------------------------------------------------------------- product

/** Variant display types (docs/behaviour.md §3): 0 Round, 1 Rectangle, 2 List, 3 Card. */
export type VariantDisplayType = 0 | 1 | 2 | 3;

export interface ProductBasics {
  prod_name: string;
  category1_id: Id;
  category2_id?: Id | null | '';
  category3_id?: Id | null | '';
  prod_brand: string;
  prod_model?: string | null;
  prod_colour?: string | null;
  prod_pack?: string | null;
  prod_description?: string | null;
  prod_specifications?: string | null;
}

export interface ProductCreateInput extends ProductBasics {
  company_id: Id;
  seller_id: Id;
  country_origin: string;
}

export interface ProductVariantsInput {
  prod_id: Id;
  prod_varient_enabled: boolean;
  prod_varient_header?: string | null;
  prod_varient_display_type?: VariantDisplayType | null;
  cgst: number;
  sgst: number;
  igst: number;
  summary_image_url?: string | null;
}

export interface Product {
  prod_id: Id;
  prod_brand: string;
  prod_name: string;
  prod_colour: string | null;
  prod_model: string | null;
  prod_pack: string | null;
  prod_description: string | null;
  prod_specifications: string | null;
  category1_id: Id;
  category2_id: Id | null;
  category3_id: Id | null;
  prod_varient_enabled: boolean;
  prod_varient_header: string | null;
  prod_varient_display_type: VariantDisplayType | null;
  cgst: number | null;
  sgst: number | null;
  igst: number | null;
  company_id: Id;
  seller_id: Id;
  country_origin: string | null;
  summary_image_url: string | null;
}

/** docs/behaviour.md §7: the create answer's first item has rows with prod_id. */
export type ProductCreateResult = Array<{ rows: Array<{ prod_id: Id }> }>;

// ---------------------------------------------------------------- seller

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

/** A seller's own shop profile: the sections seller steps 4–6 save (docs/behaviour.md §2). */
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

// ---------------------------------------------------------------- onboarding progress

/**
 * What exists for one account's onboarding (docs/behaviour.md §4 "Progress"), read by
 * GET /v1/onboarding/progress: each wizard step is done when its fact holds. For the store's
 * administrators the store's pages, its own seller record and the storefront's banners and
 * collections; for a seller its own product, shop profile, banners, collections and details. The
 * category lists are the store's, whoever added to them.
 */
export interface OnboardingFacts {
  /** The store's page 2 (company admins only; false for a seller). */
  company_information: boolean;
  billing: boolean;
  about_us: boolean;
  terms: boolean;
  level1: boolean;
  level2: boolean;
  level3: boolean;
  banners: boolean;
  collections: boolean;
  /** A seller's product exists, has its taxes, has its logo. */
  product: boolean;
  variants: boolean;
  logo: boolean;
  /** The seller details form is saved (the store's seller record for company admins). */
  details: boolean;
}

/** GET /v1/onboarding/sellers (administrators): each seller of the store with its facts. */
export interface SellerProgress {
  seller_id: Id;
  seller_business_name: string;
  facts: OnboardingFacts;
}

// ---------------------------------------------------------------- uploads

/** Where an image goes (docs/behaviour.md §7 object storage keys). */
export type UploadTarget =
  | { kind: 'logo'; company_po_id: Id }
  | { kind: 'about-us'; company_po_id: Id }
  | { kind: 'banner'; company_po_id: Id }
  | { kind: 'product-logo'; company_po_id: Id; prod_id: Id };

export interface UploadResult {
  /** The object key, e.g. `12/logo.png`. */
  key: string;
  /** Where the stored image can be read. */
  url: string;
}
