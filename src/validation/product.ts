import { boolean, number, object, string, type InferType } from 'yup';
import {
  isBlank,
  optionalId,
  optionalText,
  requiredId,
  requiredImage,
  requiredNumber,
  requiredText,
  type SchemaOptions,
} from './fields';
import { V } from './messages';

/** Seller step 1, product basics (SPEC §5): name, category 1 and brand required. */
export function createProductSchema(_options: SchemaOptions = {}) {
  return object({
    prod_name: requiredText(V.product.nameRequired),
    category1_id: requiredId(V.product.category1Required),
    category2_id: optionalId(),
    category3_id: optionalId(),
    prod_brand: requiredText(V.product.brandRequired),
    prod_model: optionalText(),
    prod_colour: optionalText(),
    prod_pack: optionalText(),
    prod_description: string().nullable().optional(),
    prod_specifications: string().nullable().optional(),
  });
}
export type ProductValues = InferType<ReturnType<typeof createProductSchema>>;

/** Variant display types (SPEC §3): 0 Round, 1 Rectangle, 2 List, 3 Card. */
export const VARIANT_DISPLAY_TYPES = [0, 1, 2, 3] as const;

/**
 * Seller step 2, variants and taxes (SPEC §5): CGST, SGST and IGST required (IGST by decision);
 * with variants enabled, the variant header and display type are required too.
 */
export function createVariantsSchema(_options: SchemaOptions = {}) {
  return object({
    prod_varient_enabled: boolean()
      .transform((value: unknown, original: unknown) => (isBlank(original) ? false : value))
      .default(false)
      .required(),
    prod_varient_header: string()
      .trim()
      .nullable()
      .when('prod_varient_enabled', {
        is: true,
        then: (schema) =>
          schema.nonNullable(V.variants.headerRequired).required(V.variants.headerRequired),
        otherwise: (schema) => schema.optional(),
      }),
    prod_varient_display_type: number()
      .transform((value: unknown, original: unknown) => (isBlank(original) ? null : value))
      .nullable()
      .typeError(V.variants.displayTypeRequired)
      .when('prod_varient_enabled', {
        is: true,
        then: (schema) =>
          schema
            .nonNullable(V.variants.displayTypeRequired)
            .required(V.variants.displayTypeRequired)
            .oneOf(VARIANT_DISPLAY_TYPES, V.variants.displayTypeRequired),
        otherwise: (schema) => schema.optional(),
      }),
    cgst: requiredNumber(V.variants.cgstRequired),
    sgst: requiredNumber(V.variants.sgstRequired),
    igst: requiredNumber(V.variants.igstRequired),
  });
}
export type VariantsValues = InferType<ReturnType<typeof createVariantsSchema>>;

/** Seller step 3, the product's summary image / logo (SPEC §5): 'Please Upload Logo'. */
export function createProductLogoSchema(_options: SchemaOptions = {}) {
  return object({
    summary_image_url: requiredImage(V.logo.required),
  });
}
export type ProductLogoValues = InferType<ReturnType<typeof createProductLogoSchema>>;
