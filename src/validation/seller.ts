import { object, string, type InferType } from 'yup';
import { BUSINESS_TYPES, GENDERS } from './codes';
import {
  dateOfBirth,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredNumber,
  requiredText,
  type SchemaOptions,
} from './fields';
import { V } from './messages';

export interface SellerSchemaOptions extends SchemaOptions {
  /** Make the TAN number mandatory ('Tan Number is required'); the spec's screens differ. @default false */
  requireTan?: boolean;
}

/**
 * Seller details (SPEC §5). Type, business type and the admin's gender hold the internal enums
 * (`BusinessType`, `Gender`); each flow maps them to its own codes with `businessTypeCode` /
 * `genderCode` when it saves. The admin's date of birth lies between about 122.5 and exactly 18
 * years before `now`.
 */
export function createSellerSchema(options: SellerSchemaOptions = {}) {
  const tan = options.requireTan
    ? requiredText(V.seller.tanRequired)
    : string().trim().nullable().optional();
  return object({
    seller_type: requiredChoice(BUSINESS_TYPES, V.seller.typeRequired),
    seller_business_type: requiredChoice(BUSINESS_TYPES, V.seller.businessTypeRequired),
    seller_business_name: requiredText(V.seller.businessNameRequired),
    seller_legal_name: requiredText(V.seller.legalNameRequired),
    seller_registration_number: optionalText(),
    seller_registration_date: optionalText(),
    seller_pan_number: requiredText(V.seller.panRequired),
    seller_tan_number: tan,
    seller_gstin_number: requiredText(V.seller.gstinRequired),
    seller_comm_percentage: requiredNumber(V.seller.commissionRequired),
    seller_maximum_products: requiredNumber(V.seller.maximumProductsRequired),
    seller_phone: requiredText(V.seller.phoneRequired),
    seller_office_email: requiredEmail(V.seller.officeEmailRequired, V.seller.officeEmailInvalid),
    seller_web_url: optionalText(),
    seller_insta: optionalText(),
    seller_linkedin: optionalText(),
    seller_addressline1: optionalText(),
    seller_addressline2: optionalText(),
    seller_street_no: optionalText(),
    seller_street_name: optionalText(),
    seller_area_name: optionalText(),
    seller_region_name: optionalText(),
    seller_zip: requiredText(V.seller.zipRequired),
    seller_stateshort: requiredText(V.seller.provinceRequired),
    seller_admin_first_name: requiredText(V.seller.adminFirstNameRequired),
    seller_admin_last_name: optionalText(),
    seller_admin_title: requiredText(V.seller.adminTitleRequired),
    seller_admin_gender: requiredChoice(GENDERS, V.seller.adminGenderRequired),
    seller_admin_dob: dateOfBirth(
      {
        required: V.seller.adminDobRequired,
        tooYoung: V.seller.adminDobTooYoung,
        tooOld: V.seller.adminDobTooOld,
      },
      options,
    ),
    seller_admin_phone: requiredText(V.seller.adminPhoneRequired),
    seller_admin_email: requiredEmail(V.seller.adminEmailRequired, V.seller.adminEmailInvalid),
  });
}
export type SellerValues = InferType<ReturnType<typeof createSellerSchema>>;
