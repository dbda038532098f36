import type { Level2Create, Level3Create } from './types/catalog';
import type {
  ActivationInput,
  ChangePasswordInput,
  ChangePasswordPayload,
  RegisterInput,
  SignInInput,
} from './types/account';
import type { BannerInput, BrandInput, CollectionInput, Level1Input } from './types/catalog';
import type { AccountKind, Id } from './types/common';
import type {
  CompanyPage3,
  CompanyPageNumber,
  CompanyProfile,
  CompanyPages,
} from './types/company';
import type { ProductBasics, ProductCreateInput, ProductVariantsInput } from './types/product';
import type {
  SellerShopSection,
  SellerShopSections,
  SellerUpdateInput,
  StoreSellerInput,
} from './types/seller';

/*
 * The request bodies of docs/api-contract.md, built from what screens hand the adapter. Both
 * adapters use these: the HTTP one sends them, the memory one stores what a server would receive.
 * Bodies carry only the contract's fields, so form-only values never leak onto the wire.
 */

/** Keys of T the compiler checks are all listed (a missing key is a type error). */
function allKeys<T>() {
  return <const K extends ReadonlyArray<keyof T>>(
    keys: K &
      ([Exclude<keyof T, K[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof T, K[number]> }),
  ): K => keys;
}

/** Copies the listed keys that are present (undefined is left out, null is kept). */
function pick<T extends object, K extends keyof T>(source: T, keys: ReadonlyArray<K>): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) {
    if (source[key] !== undefined) out[key] = source[key];
  }
  return out;
}

/** docs/behaviour.md §7: an empty optional category ('' | undefined | null) is sent as null. */
export function emptyToNull(value: Id | null | '' | undefined): Id | null {
  return value === '' || value == null ? null : value;
}

/** docs/behaviour.md §7: an empty collection flag is sent as false. */
export function flag(value: boolean | null | '' | undefined): boolean {
  return value === true;
}

/**
 * The company profile's own fields (step 1, read-only), besides its `id` and `point_of_contact`:
 * what the init file carries, in the server's columns and the memory api's records alike.
 */
export const PROFILE_FIELDS = allKeys<
  Omit<CompanyProfile, 'id' | 'point_of_contact' | 'has_owner'>
>()([
  'business_type',
  'business_vertical_name',
  'business_vertical_description',
  'business_name',
  'business_subdomain',
  'legal_name',
  'addressline1',
  'addressline2',
  'street_no',
  'street_name',
  'area_name',
  'region_name',
  'zip',
  'stateshort',
]);

/**
 * What the public init file answers besides `id` and `has_owner` (docs/api-contract.md, "The init
 * file"): what a sign-in page shows, nothing personal.
 */
export const PUBLIC_INIT_FIELDS = [
  'business_name',
  'legal_name',
  'business_subdomain',
  'logo_upload',
] as const;

/**
 * The store's public profile: all a seller's token reads of `GET /v1/companyPO/{id}` (no tax
 * numbers, no contact person, no settings).
 */
export const PUBLIC_STORE_FIELDS = [
  ...PUBLIC_INIT_FIELDS,
  'business_vertical_name',
  'business_vertical_description',
  'web_url',
  'insta',
  'linkedin',
  'about_us_text',
  'about_us_image_url',
  'terms_conditions',
] as const;

/** The fields each wizard page sends (and the server stores), per page. */
export const PAGE_FIELDS: {
  readonly [P in CompanyPageNumber]: ReadonlyArray<keyof CompanyPages[P]>;
} = {
  2: allKeys<CompanyPages[2]>()([
    'logo_upload',
    'registration_number',
    'registration_date',
    'pan_number',
    'phone',
    'office_email',
    'accounts_email',
    'accounts_phone',
    'web_url',
    'insta',
    'linkedin',
    'password_renewal_days',
    'enquiry_email',
    'monthly_purchase_minimum',
    'maximum_products',
    'admin_title',
    'summary_image_url',
  ]),
  // billing_name is shown (the legal name) but never sent (docs/behaviour.md §3).
  3: allKeys<Omit<CompanyPage3, 'billing_name'>>()([
    'gstin_number',
    'billing_addressline1',
    'billing_addressline2',
    'billing_street_no',
    'billing_street_name',
    'billing_area',
    'billing_region',
    'billing_zip',
    'billing_stateshort',
    'billing_country',
    'billing_countryshort',
    'statelong',
  ]),
  4: allKeys<CompanyPages[4]>()(['about_us_text', 'about_us_image_url']),
  5: allKeys<CompanyPages[5]>()(['terms_conditions']),
};

export const REGISTER_FIELDS = allKeys<RegisterInput>()([
  'first_name',
  'last_name',
  'phone',
  'username',
  'pw',
  'cpw',
  'created_at',
  'kind',
  'invitation',
  'setup_code',
]);

export const PRODUCT_BASICS_FIELDS = allKeys<ProductBasics>()([
  'prod_name',
  'category1_id',
  'category2_id',
  'category3_id',
  'prod_brand',
  'prod_model',
  'prod_colour',
  'prod_pack',
  'prod_description',
  'prod_specifications',
]);

export const SELLER_UPDATE_FIELDS = allKeys<SellerUpdateInput>()([
  'seller_type',
  'seller_business_type',
  'seller_business_name',
  'seller_legal_name',
  'seller_registration_number',
  'seller_registration_date',
  'seller_pan_number',
  'seller_tan_number',
  'seller_gstin_number',
  'seller_comm_percentage',
  'seller_maximum_products',
  'seller_phone',
  'seller_office_email',
  'seller_web_url',
  'seller_insta',
  'seller_linkedin',
  'seller_addressline1',
  'seller_addressline2',
  'seller_street_no',
  'seller_street_name',
  'seller_area_name',
  'seller_region_name',
  'seller_zip',
  'seller_stateshort',
  'seller_admin_first_name',
  'seller_admin_last_name',
  'seller_admin_title',
  'seller_admin_gender',
  'seller_admin_dob',
  'seller_admin_phone',
  'seller_admin_email',
  'seller_statelong',
  'seller_country',
  'seller_countryshort',
  'company_id',
  'seller_id',
  'business_subdomain',
]);

/** The shop sections of a seller carry the fields of the store's matching pages. */
export const SHOP_FIELDS = {
  billing: PAGE_FIELDS[3],
  about: PAGE_FIELDS[4],
  terms: PAGE_FIELDS[5],
};

export const shopBody = <S extends SellerShopSection>(
  section: S,
  values: SellerShopSections[S],
): SellerShopSections[S] =>
  pick(
    values,
    SHOP_FIELDS[section] as ReadonlyArray<keyof SellerShopSections[S]>,
  ) as SellerShopSections[S];

export const storeSellerBody = (input: StoreSellerInput): StoreSellerInput =>
  pick(
    input,
    SELLER_UPDATE_FIELDS.filter((field): field is keyof StoreSellerInput => field !== 'seller_id'),
  );

export const signInBody = (input: SignInInput): SignInInput => ({
  username: input.username,
  pw: input.pw,
});

export const registerBody = (input: RegisterInput): RegisterInput => pick(input, REGISTER_FIELDS);

export const activationBody = (input: ActivationInput): ActivationInput => ({
  activation: input.activation,
  iv: input.iv,
});

/** docs/behaviour.md §3: pw_changed_date (ISO), pw_changed: true and the account id under the kind's name. */
export function changePasswordBody(
  kind: AccountKind,
  userId: Id,
  form: ChangePasswordInput,
  now: Date,
): ChangePasswordPayload {
  return {
    pw: form.pw,
    cpw: form.cpw,
    ...(form.current_pw ? { current_pw: form.current_pw } : {}),
    pw_changed_date: now.toISOString(),
    ...(kind === 'company' ? { user_po_id: userId } : { user_seller_id: userId }),
    pw_changed: true,
  };
}

export type CompanyPageBody<P extends CompanyPageNumber> = Partial<CompanyPages[P]> & { id: Id };

export function companyPageBody<P extends CompanyPageNumber>(
  page: P,
  companyId: Id,
  values: CompanyPages[P],
): CompanyPageBody<P> {
  return { ...pick(values, PAGE_FIELDS[page]), id: companyId };
}

export const completionBody = (companyId: Id) => ({ company_po_id: companyId });

export const brandBody = (companyId: Id, input: BrandInput) => ({
  brand_name: input.brand_name,
  company_po_id: companyId,
});

export const level1Body = (companyId: Id, input: Level1Input) => ({
  level1_name: input.level1_name,
  description: input.description,
  level1_order_id: input.level1_order_id,
  company_po_id: companyId,
});

export const level2Body = (companyId: Id, input: Level2Create) => ({
  level1_id: input.level1_id,
  level2_name: input.level2_name,
  level2_order_id: input.level2_order_id,
  ...(input.level1_name !== undefined && { level1_name: input.level1_name }),
  company_po_id: companyId,
});

export const level3Body = (companyId: Id, input: Level3Create) => ({
  level1_id: input.level1_id,
  level2_id: input.level2_id,
  level3_name: input.level3_name,
  level3_order_id: input.level3_order_id,
  ...(input.level1_name !== undefined && { level1_name: input.level1_name }),
  ...(input.level2_name !== undefined && { level2_name: input.level2_name }),
  company_po_id: companyId,
});

export const bannerBody = (companyId: Id, input: BannerInput) => ({
  category1_id: input.category1_id,
  category2_id: emptyToNull(input.category2_id),
  category3_id: emptyToNull(input.category3_id),
  order_id: input.order_id,
  banner_url: input.banner_url,
  banner_slogan: input.banner_slogan,
  banner_button_text: input.banner_button_text,
  company_po_id: companyId,
});

export const collectionBody = (companyId: Id, input: CollectionInput) => ({
  collection_name: input.collection_name,
  collection_enable_select: flag(input.collection_enable_select),
  collection_enable_display: flag(input.collection_enable_display),
  company_po_id: companyId,
});

export const productCreateBody = (input: ProductCreateInput) => ({
  ...pick(input, PRODUCT_BASICS_FIELDS),
  category2_id: emptyToNull(input.category2_id),
  category3_id: emptyToNull(input.category3_id),
  company_id: input.company_id,
  seller_id: input.seller_id,
  country_origin: input.country_origin,
});

export const productVariantsBody = (input: ProductVariantsInput) => ({
  prod_id: input.prod_id,
  prod_varient_enabled: input.prod_varient_enabled,
  prod_varient_header: input.prod_varient_header ?? null,
  prod_varient_display_type: input.prod_varient_display_type ?? null,
  cgst: input.cgst,
  sgst: input.sgst,
  igst: input.igst,
  ...(input.summary_image_url !== undefined && { summary_image_url: input.summary_image_url }),
});

export const sellerUpdateBody = (input: SellerUpdateInput): SellerUpdateInput =>
  pick(input, SELLER_UPDATE_FIELDS);
