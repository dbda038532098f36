import { boolean, number, object, type InferType } from 'yup';
import {
  isBlank,
  optionalId,
  optionalRichText,
  optionalText,
  requiredId,
  requiredImage,
  requiredNumber,
  requiredText,
  type SchemaOptions,
} from './fields';
import { VARIANT_DISPLAY_TYPES } from '../kernel/codes';
import { V } from './messages';
import { RANGES } from '../kernel/rules';
import { MAX_LENGTH } from '../kernel/formLimits';

/** Seller step 1, product basics (docs/behaviour.md §5): name, category 1 and brand required. */
export function createProductSchema(_options: SchemaOptions = {}) {
  return object({
    prod_name: requiredText(V.product.nameRequired, MAX_LENGTH.prod_name),
    category1_id: requiredId(V.product.category1Required),
    category2_id: optionalId(),
    category3_id: optionalId(),
    prod_brand: requiredText(V.product.brandRequired, MAX_LENGTH.prod_brand),
    prod_model: optionalText(MAX_LENGTH.prod_model),
    prod_colour: optionalText(MAX_LENGTH.prod_colour),
    prod_pack: optionalText(MAX_LENGTH.prod_pack),
    prod_description: optionalRichText(MAX_LENGTH.prod_description),
    prod_specifications: optionalRichText(MAX_LENGTH.prod_specifications),
  });
}
export type ProductValues = InferType<ReturnType<typeof createProductSchema>>;

/** Add brand (the Brand >> Add New modal): the name is required. */
export function createBrandSchema(_options: SchemaOptions = {}) {
  return object({
    brand_name: requiredText(V.product.brandRequired, MAX_LENGTH.brand_name),
  });
}
export type BrandValues = InferType<ReturnType<typeof createBrandSchema>>;

// Defined with the other wire codes (framework-free, so the reference API imports it without yup).
export { VARIANT_DISPLAY_TYPES };

/**
 * Seller step 2, variants and taxes (docs/behaviour.md §5): CGST, SGST and IGST required (IGST by
 * decision), each a percentage between 0 and 100; with variants enabled, the variant header and
 * display type are required too.
 */
export function createVariantsSchema(_options: SchemaOptions = {}) {
  return object({
    prod_varient_enabled: boolean()
      .transform((value: unknown, original: unknown) => (isBlank(original) ? false : value))
      .default(false)
      .required(),
    prod_varient_header: optionalText(MAX_LENGTH.prod_varient_header).when('prod_varient_enabled', {
      is: true,
      then: (schema) =>
        schema.nonNullable(V.variants.headerRequired).required(V.variants.headerRequired),
      otherwise: (schema) => schema.optional(),
    }),
    prod_varient_display_type: number()
      .transform((value: unknown, original: unknown) => (isBlank(original) ? null : value))
      .nullable()
      .typeError(V.variants.displayTypeRequired)
      .oneOf([...VARIANT_DISPLAY_TYPES, null], V.variants.displayTypeRequired)
      .when('prod_varient_enabled', {
        is: true,
        then: (schema) =>
          schema
            .nonNullable(V.variants.displayTypeRequired)
            .required(V.variants.displayTypeRequired),
        otherwise: (schema) => schema.optional(),
      }),
    cgst: requiredNumber(V.variants.cgstRequired, RANGES.percent, V.variants.cgstRange),
    sgst: requiredNumber(V.variants.sgstRequired, RANGES.percent, V.variants.sgstRange),
    igst: requiredNumber(V.variants.igstRequired, RANGES.percent, V.variants.igstRange),
  });
}
export type VariantsValues = InferType<ReturnType<typeof createVariantsSchema>>;

/** Seller step 3, the product's summary image / logo (docs/behaviour.md §5): 'Please Upload Logo'. */
export function createProductLogoSchema(_options: SchemaOptions = {}) {
  return object({
    summary_image_url: requiredImage(V.logo.required, MAX_LENGTH.summary_image_url),
  });
}
export type ProductLogoValues = InferType<ReturnType<typeof createProductLogoSchema>>;
