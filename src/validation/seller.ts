import { object, type InferType } from 'yup';
import { SELLER_FORM } from '../kernel/fields/seller';
import { schemaFields } from './build';
import { requiredText, type SchemaOptions } from './fields';
import { V } from './messages';

export interface SellerSchemaOptions extends SchemaOptions {
  /** Make the TAN number mandatory ('Tan Number is required'); the product's screens differ. @default false */
  requireTan?: boolean;
}

/**
 * Seller details (docs/behaviour.md, "Validation"), from the seller's field definitions
 * (src/kernel/fields/seller.ts). Type, business type and the admin's gender hold the internal
 * enums (`BusinessType`, `Gender`); each flow maps them to its own codes with
 * `businessTypeCode` / `genderCode` when it saves. The commission is a percentage, the maximum
 * products a whole number; the admin's date of birth lies between 122 years 6 months and exactly
 * 18 years before `now`. The GSTIN must begin with the province's GST state code.
 */
export function createSellerSchema(options: SellerSchemaOptions = {}) {
  const fields = schemaFields(SELLER_FORM, options);
  return object({
    ...fields,
    seller_tan_number: options.requireTan
      ? requiredText(V.seller.tanRequired, SELLER_FORM.seller_tan_number.max)
      : fields.seller_tan_number,
  });
}
export type SellerValues = InferType<ReturnType<typeof createSellerSchema>>;
