import type {
  Id,
  Product,
  ProductCreateInput,
  ProductVariantsInput,
  VariantDisplayType,
} from '../../api/types';
import { PRODUCT_BASICS, PRODUCT_VARIANTS } from '../../kernel/fields/product';
import { fieldMap } from '../form/fieldMap';

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

/** The step's values and the product fields they are (src/kernel/fields/product.ts). */
export const PRODUCT_FIELDS = fieldMap<ProductFormValues>()(PRODUCT_BASICS, {
  name: 'prod_name',
  category1Id: 'category1_id',
  category2Id: 'category2_id',
  category3Id: 'category3_id',
  brand: 'prod_brand',
  model: 'prod_model',
  colour: 'prod_colour',
  packing: 'prod_pack',
  description: 'prod_description',
  specifications: 'prod_specifications',
});

/** The step's values and the variant fields they are (src/kernel/fields/product.ts). */
export const VARIANTS_FIELDS = fieldMap<VariantsFormValues>()(PRODUCT_VARIANTS, {
  variantsEnabled: 'prod_varient_enabled',
  variantName: 'prod_varient_header',
  displayType: 'prod_varient_display_type',
  cgst: 'cgst',
  sgst: 'sgst',
  igst: 'igst',
});

/**
 * The product create call's input (docs/behaviour.md, "Seller wizard"): the step's values with
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
    ...PRODUCT_FIELDS.toWire(values),
    company_id: owner.companyId,
    seller_id: owner.sellerId,
    country_origin: owner.countryOrigin,
  };
}

/**
 * The `page2` call's input (docs/api-contract.md `POST /v1/companySellerProd/page2`): the variant
 * and tax values with `prod_id`. With variants off, the header and display type go as null. The
 * logo step sends the same values again with `summary_image_url` (docs/behaviour.md, "Seller
 * wizard").
 */
export function variantsPayload(
  prodId: Id,
  values: VariantsFormValues,
  summaryImageUrl?: string,
): ProductVariantsInput {
  return {
    prod_id: prodId,
    ...VARIANTS_FIELDS.toWire(values),
    ...(summaryImageUrl !== undefined && { summary_image_url: summaryImageUrl }),
  };
}

/** A stored product's variant and tax values, to prefill the step or send them again. */
export function variantsFromProduct(product: Partial<Product>): Partial<VariantsFormValues> {
  return VARIANTS_FIELDS.fromWire(product);
}

/** A stored product's basics as step 1 starts from them (after a reload, or going Back). */
export function productFromRecord(product: Product): Partial<ProductFormValues> {
  return PRODUCT_FIELDS.fromWire(product);
}
