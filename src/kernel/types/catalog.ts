import type { Id } from './common';

/*
 * Brands, three category levels, banners and collections. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

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

/** Level 2 and level 3 saves carry their parents' names (docs/behaviour.md, "Calls"). */
export interface Level2Create extends Level2Input {
  level1_name?: string;
}
export interface Level3Create extends Level3Input {
  level1_name?: string;
  level2_name?: string;
}
