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
import type { CompanyPageNumber, CompanyProfile, CompanyPages } from './types/company';
import type { ProductCreateInput, ProductVariantsInput } from './types/product';
import { COMPANY_PAGE2, COMPANY_PAGE3, COMPANY_PAGE4, COMPANY_PAGE5 } from './fields/company';
import { CATALOG_BODIES } from './fields/catalog';
import type { FieldDefs, IsRequired, WireValue } from './fields/define';
import { PRODUCT_BASICS, PRODUCT_CREATE } from './fields/product';
import { SELLER_UPDATE } from './fields/seller';
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

/** The wire names of a resource's definitions (src/kernel/fields), in their order. */
const fieldsOf = <D extends FieldDefs>(defs: D) => Object.keys(defs) as Array<keyof D & string>;

/** What a body carries of a field that is always sent: an empty id as null, an empty flag false. */
type Always<D> = D extends { kind: 'id'; required?: undefined }
  ? Id | null
  : D extends { kind: 'flag' }
    ? boolean
    : WireValue<D>;
type IsSent<D> = D extends { kind: 'id' | 'flag' } ? true : IsRequired<D>;

/** The body of `defs`: each field always sent, the others when given. */
export type BodyOf<D> = Flat<
  { -readonly [K in keyof D as IsSent<D[K]> extends true ? K : never]: Always<D[K]> } & {
    -readonly [K in keyof D as IsSent<D[K]> extends true ? never : K]?: WireValue<D[K]> | null;
  }
>;
type Flat<T> = { [K in keyof T]: T[K] };

/**
 * The body of a resource from what a screen hands over: only its fields (docs/behaviour.md,
 * "Calls"); an empty optional id is sent as null, an empty flag as false; a field not given is
 * left out.
 */
function bodyOf<D extends FieldDefs>(defs: D, values: object): BodyOf<D> {
  const source = values as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const [field, def] of Object.entries(defs)) {
    const value = source[field];
    if (def.kind === 'flag') body[field] = flag(value as boolean | null | undefined);
    else if (def.kind === 'id' && def.required === undefined) {
      body[field] = emptyToNull(value as Id | null | undefined);
    } else if (value !== undefined) body[field] = value;
  }
  return body as BodyOf<D>;
}

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

/** docs/behaviour.md, "Calls": an empty optional category ('' | undefined | null) is sent as null. */
export function emptyToNull(value: Id | null | '' | undefined): Id | null {
  return value === '' || value == null ? null : value;
}

/** docs/behaviour.md, "Calls": an empty collection flag is sent as false. */
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

/** The fields each wizard page sends (and the server stores), per page: their definitions'. */
export const PAGE_FIELDS: {
  readonly [P in CompanyPageNumber]: ReadonlyArray<keyof CompanyPages[P]>;
} = {
  2: fieldsOf(COMPANY_PAGE2),
  // billing_name is shown (the legal name) but never sent (docs/behaviour.md, "Entities").
  3: fieldsOf(COMPANY_PAGE3),
  4: fieldsOf(COMPANY_PAGE4),
  5: fieldsOf(COMPANY_PAGE5),
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

export const PRODUCT_BASICS_FIELDS = fieldsOf(PRODUCT_BASICS);

export const SELLER_UPDATE_FIELDS = fieldsOf(SELLER_UPDATE);

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

/** docs/behaviour.md, "Entities": pw_changed_date (ISO), pw_changed: true and the account id under the kind's name. */
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

export const brandBody = (companyId: Id, input: BrandInput) =>
  bodyOf(CATALOG_BODIES.brand, { ...input, company_po_id: companyId });

export const level1Body = (companyId: Id, input: Level1Input) =>
  bodyOf(CATALOG_BODIES.level1, { ...input, company_po_id: companyId });

export const level2Body = (companyId: Id, input: Level2Create) =>
  bodyOf(CATALOG_BODIES.level2, { ...input, company_po_id: companyId });

export const level3Body = (companyId: Id, input: Level3Create) =>
  bodyOf(CATALOG_BODIES.level3, { ...input, company_po_id: companyId });

export const bannerBody = (companyId: Id, input: BannerInput) =>
  bodyOf(CATALOG_BODIES.banner, { ...input, company_po_id: companyId });

export const collectionBody = (companyId: Id, input: CollectionInput) =>
  bodyOf(CATALOG_BODIES.collection, { ...input, company_po_id: companyId });

export const productCreateBody = (input: ProductCreateInput) => bodyOf(PRODUCT_CREATE, input);

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
