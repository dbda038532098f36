import type { InferType } from 'yup';
import { VARIANT_DISPLAY_TYPES } from '../kernel/codes';
import { BRAND } from '../kernel/fields/catalog';
import { PRODUCT_BASICS, PRODUCT_LOGO, PRODUCT_VARIANTS } from '../kernel/fields/product';
import { schemaOf } from './build';
import type { SchemaOptions } from './fields';

/*
 * The seller's product, from its field definitions (src/kernel/fields/product.ts; the rules'
 * wording: docs/behaviour.md, "Validation").
 */

/** Seller step 1, product basics: name, category 1 and brand required. */
export function createProductSchema(options: SchemaOptions = {}) {
  return schemaOf(PRODUCT_BASICS, options);
}
export type ProductValues = InferType<ReturnType<typeof createProductSchema>>;

/** Add brand (the Brand >> Add New modal): the name is required. */
export function createBrandSchema(options: SchemaOptions = {}) {
  return schemaOf(BRAND, options);
}
export type BrandValues = InferType<ReturnType<typeof createBrandSchema>>;

// Defined with the other wire codes (framework-free, so the reference API imports it without yup).
export { VARIANT_DISPLAY_TYPES };

/**
 * Seller step 2, variants and taxes: CGST, SGST and IGST required (IGST by decision), each a
 * percentage between 0 and 100; with variants enabled, the variant header and display type are
 * required too.
 */
export function createVariantsSchema(options: SchemaOptions = {}) {
  return schemaOf(PRODUCT_VARIANTS, options);
}
export type VariantsValues = InferType<ReturnType<typeof createVariantsSchema>>;

/** Seller step 3, the product's summary image / logo: 'Please Upload Logo'. */
export function createProductLogoSchema(options: SchemaOptions = {}) {
  return schemaOf(PRODUCT_LOGO, options);
}
export type ProductLogoValues = InferType<ReturnType<typeof createProductLogoSchema>>;
