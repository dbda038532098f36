/**
 * The longest text of every form field: the account screens' part (`ACCOUNT_MAX_LENGTH`, in
 * ./rules.ts) and the wizards' (read from each field's definition, ./fields/), in a module of
 * its own so that code which only signs in or registers never loads the wizards' definitions
 * (docs/architecture.md, "First load").
 */
import { ACCOUNT_MAX_LENGTH, type TextLimit } from './rules';
import { BANNER, BRAND, COLLECTION, LEVEL1, LEVEL2, LEVEL3 } from './fields/catalog';
import { COMPANY_PAGE2, COMPANY_PAGE3, COMPANY_PAGE4, COMPANY_PAGE5 } from './fields/company';
import { limitsOf, type FieldDefs, type LimitsOf } from './fields/define';
import { PRODUCT_BASICS, PRODUCT_LOGO, PRODUCT_VARIANTS } from './fields/product';
import { SELLER_FORM } from './fields/seller';

type Limits<L> = L extends readonly [infer H, ...infer T] ? LimitsOf<H> & Limits<T> : unknown;
type AccountField = keyof typeof ACCOUNT_MAX_LENGTH;

/**
 * The form fields' limits of `defs`, one entry a wire name. A name the account screens own (the
 * company's office `phone`) keeps their limit, which its definition reads.
 */
function formLimits<const L extends readonly FieldDefs[]>(...defs: L) {
  const limits: Record<string, number> = Object.assign({}, ...defs.map((d) => limitsOf(d)));
  for (const field of Object.keys(ACCOUNT_MAX_LENGTH)) delete limits[field];
  return limits as { [K in Exclude<keyof Limits<L>, AccountField>]: Limits<L>[K] };
}

/** The wizards' and the catalog's limits: each form field's, from its definition. */
export const FORM_MAX_LENGTH = /* @__PURE__ */ formLimits(
  COMPANY_PAGE2,
  COMPANY_PAGE3,
  COMPANY_PAGE4,
  COMPANY_PAGE5,
  BRAND,
  LEVEL1,
  LEVEL2,
  LEVEL3,
  BANNER,
  COLLECTION,
  PRODUCT_BASICS,
  PRODUCT_VARIANTS,
  PRODUCT_LOGO,
  SELLER_FORM,
) satisfies Record<string, TextLimit>;

/**
 * The longest text each form field takes, in characters (Unicode code points, as JSON Schema
 * counts them). One table keyed by the wire name, so a field cannot take two limits; each limit
 * has a translated 'at most N characters' message. Built by a pure call, so a bundle that
 * imports this module but never reads the table (through an index's re-export) drops it.
 */
export const MAX_LENGTH: typeof ACCOUNT_MAX_LENGTH & typeof FORM_MAX_LENGTH =
  /* @__PURE__ */ Object.assign({}, ACCOUNT_MAX_LENGTH, FORM_MAX_LENGTH);
export type LimitedField = keyof typeof MAX_LENGTH;
