import type { Id } from './common';

/*
 * A seller's product, its variants and taxes. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

/** Variant display types (docs/behaviour.md, "Entities"): 0 Round, 1 Rectangle, 2 List, 3 Card. */
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

/** docs/behaviour.md, "Calls": the create answer's first item has rows with prod_id. */
export type ProductCreateResult = Array<{ rows: Array<{ prod_id: Id }> }>;
