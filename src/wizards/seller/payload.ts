import type {
  Id,
  Product,
  ProductCreateInput,
  ProductVariantsInput,
  VariantDisplayType,
} from '../../api/types';

// The seller steps name each value once, as a reader would (`name`, `category1Id`, `cgst`); the
// wire's names (`prod_name`, `category1_id`, docs/api-contract.md) appear only here, where a
// step's values become an adapter call's input (docs/architecture.md, Forms).

/** What the Add Product step collects (docs/behaviour.md §2 "Add Product"). */
export interface ProductFormValues {
  name: string;
  category1Id: Id;
  /** null when left empty (docs/behaviour.md §4: empty categories 2 and 3 are sent as null). */
  category2Id: Id | null;
  category3Id: Id | null;
  /** The brand's name, as the product stores it (`prod_brand`). */
  brand: string;
  model: string;
  colour: string;
  packing: string;
  /** Rich text as sanitized HTML ('' when empty). */
  description: string;
  specifications: string;
}

/** What the Product Varient and Tax Details step collects (docs/behaviour.md §2). */
export interface VariantsFormValues {
  /** 'Allow Varient'. */
  variantsEnabled: boolean;
  /** 'Varient Name' (required when variants are on). */
  variantName: string;
  /** 0 Round, 1 Rectangle, 2 List, 3 Card (required when variants are on). */
  displayType: VariantDisplayType | null;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Who the product belongs to: added to the create call by the flow, never typed by the seller. */
export interface ProductOwner {
  companyId: Id;
  sellerId: Id;
  /** The country of origin: the default (and only) country (docs/behaviour.md §9). */
  countryOrigin: string;
}

const textOrNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The product create call's input (docs/behaviour.md §4 "Seller wizard"): the step's values with
 * `company_id`, `seller_id` and `country_origin` added; empty optional texts and empty categories
 * 2 and 3 sent as null.
 *
 * @example
 * api.products.create(productCreatePayload(values, { companyId, sellerId, countryOrigin: 'India' }));
 */
export function productCreatePayload(
  values: ProductFormValues,
  owner: ProductOwner,
): ProductCreateInput {
  return {
    prod_name: values.name.trim(),
    category1_id: values.category1Id,
    category2_id: values.category2Id ?? null,
    category3_id: values.category3Id ?? null,
    prod_brand: values.brand.trim(),
    prod_model: textOrNull(values.model),
    prod_colour: textOrNull(values.colour),
    prod_pack: textOrNull(values.packing),
    prod_description: textOrNull(values.description),
    prod_specifications: textOrNull(values.specifications),
    company_id: owner.companyId,
    seller_id: owner.sellerId,
    country_origin: owner.countryOrigin,
  };
}

/**
 * The `page2` call's input (docs/api-contract.md `POST /v1/companySellerProd/page2`): the variant
 * and tax values with `prod_id`. With variants off, the header and display type go as null. The
 * logo step sends the same values again with `summary_image_url` (docs/behaviour.md §4).
 */
export function variantsPayload(
  prodId: Id,
  values: VariantsFormValues,
  summaryImageUrl?: string,
): ProductVariantsInput {
  const enabled = values.variantsEnabled;
  const payload: ProductVariantsInput = {
    prod_id: prodId,
    prod_varient_enabled: enabled,
    prod_varient_header: enabled ? textOrNull(values.variantName) : null,
    prod_varient_display_type: enabled ? values.displayType : null,
    cgst: values.cgst,
    sgst: values.sgst,
    igst: values.igst,
  };
  if (summaryImageUrl !== undefined) payload.summary_image_url = summaryImageUrl;
  return payload;
}

/** A stored product's variant and tax values, to prefill the step or send them again. */
export function variantsFromProduct(
  product: Pick<
    Product,
    | 'prod_varient_enabled'
    | 'prod_varient_header'
    | 'prod_varient_display_type'
    | 'cgst'
    | 'sgst'
    | 'igst'
  >,
): Partial<VariantsFormValues> {
  const values: Partial<VariantsFormValues> = {
    variantsEnabled: product.prod_varient_enabled,
    variantName: product.prod_varient_header ?? '',
    displayType: product.prod_varient_display_type,
  };
  if (product.cgst !== null) values.cgst = product.cgst;
  if (product.sgst !== null) values.sgst = product.sgst;
  if (product.igst !== null) values.igst = product.igst;
  return values;
}

/** A stored product's basics as step 1 starts from them (after a reload, or going Back). */
export function productFromRecord(product: Product): Partial<ProductFormValues> {
  return {
    name: product.prod_name,
    category1Id: product.category1_id,
    category2Id: product.category2_id,
    category3Id: product.category3_id,
    brand: product.prod_brand,
    model: product.prod_model ?? '',
    colour: product.prod_colour ?? '',
    packing: product.prod_pack ?? '',
    description: product.prod_description ?? '',
    specifications: product.prod_specifications ?? '',
  };
}
