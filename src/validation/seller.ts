import { object, type InferType } from 'yup';
import { BUSINESS_TYPES, GENDERS } from '../kernel/codes';
import {
  dateOfBirth,
  optionalDay,
  optionalLink,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredNumber,
  requiredPhone,
  requiredText,
  type SchemaOptions,
} from './fields';
import { gstinMatchesProvince } from '../kernel/gstin';
import { V } from './messages';
import { RANGES } from '../kernel/rules';
import { MAX_LENGTH } from '../kernel/formLimits';

export interface SellerSchemaOptions extends SchemaOptions {
  /** Make the TAN number mandatory ('Tan Number is required'); the product's screens differ. @default false */
  requireTan?: boolean;
}

/**
 * Seller details (docs/behaviour.md §5). Type, business type and the admin's gender hold the
 * internal enums (`BusinessType`, `Gender`); each flow maps them to its own codes with
 * `businessTypeCode` / `genderCode` when it saves. The commission is a percentage, the maximum
 * products a whole number; the admin's date of birth lies between 122 years 6 months and exactly
 * 18 years before `now`. The GSTIN must begin with the province's GST state code.
 */
export function createSellerSchema(options: SellerSchemaOptions = {}) {
  const tan = options.requireTan
    ? requiredText(V.seller.tanRequired, MAX_LENGTH.seller_tan_number)
    : optionalText(MAX_LENGTH.seller_tan_number);
  return object({
    seller_type: requiredChoice(BUSINESS_TYPES, V.seller.typeRequired),
    seller_business_type: requiredChoice(BUSINESS_TYPES, V.seller.businessTypeRequired),
    seller_business_name: requiredText(
      V.seller.businessNameRequired,
      MAX_LENGTH.seller_business_name,
    ),
    seller_legal_name: requiredText(V.seller.legalNameRequired, MAX_LENGTH.seller_legal_name),
    seller_registration_number: optionalText(MAX_LENGTH.seller_registration_number),
    seller_registration_date: optionalDay(),
    seller_pan_number: requiredText(V.seller.panRequired, MAX_LENGTH.seller_pan_number),
    seller_tan_number: tan,
    seller_gstin_number: requiredText(V.seller.gstinRequired, MAX_LENGTH.seller_gstin_number).test(
      'gstin-province',
      V.gstin.provinceMismatch,
      function gstinFitsProvince(value) {
        return gstinMatchesProvince(
          value,
          (this.parent as Record<string, unknown>).seller_stateshort,
        );
      },
    ),
    seller_comm_percentage: requiredNumber(
      V.seller.commissionRequired,
      RANGES.percent,
      V.seller.commissionRange,
    ),
    seller_maximum_products: requiredNumber(
      V.seller.maximumProductsRequired,
      RANGES.maximumProducts,
      V.seller.maximumProductsRange,
    ),
    seller_phone: requiredPhone(V.seller.phoneRequired, MAX_LENGTH.seller_phone),
    seller_office_email: requiredEmail(
      V.seller.officeEmailRequired,
      V.seller.officeEmailInvalid,
      MAX_LENGTH.seller_office_email,
    ),
    seller_web_url: optionalLink(MAX_LENGTH.seller_web_url),
    seller_insta: optionalLink(MAX_LENGTH.seller_insta),
    seller_linkedin: optionalLink(MAX_LENGTH.seller_linkedin),
    seller_addressline1: optionalText(MAX_LENGTH.seller_addressline1),
    seller_addressline2: optionalText(MAX_LENGTH.seller_addressline2),
    seller_street_no: optionalText(MAX_LENGTH.seller_street_no),
    seller_street_name: optionalText(MAX_LENGTH.seller_street_name),
    seller_area_name: optionalText(MAX_LENGTH.seller_area_name),
    seller_region_name: optionalText(MAX_LENGTH.seller_region_name),
    seller_zip: requiredText(V.seller.zipRequired, MAX_LENGTH.seller_zip),
    seller_stateshort: requiredText(V.seller.provinceRequired, MAX_LENGTH.seller_stateshort),
    seller_admin_first_name: requiredText(
      V.seller.adminFirstNameRequired,
      MAX_LENGTH.seller_admin_first_name,
    ),
    seller_admin_last_name: optionalText(MAX_LENGTH.seller_admin_last_name),
    seller_admin_title: requiredText(V.seller.adminTitleRequired, MAX_LENGTH.seller_admin_title),
    seller_admin_gender: requiredChoice(GENDERS, V.seller.adminGenderRequired),
    seller_admin_dob: dateOfBirth(
      {
        required: V.seller.adminDobRequired,
        tooYoung: V.seller.adminDobTooYoung,
        tooOld: V.seller.adminDobTooOld,
      },
      options,
    ),
    seller_admin_phone: requiredPhone(V.seller.adminPhoneRequired, MAX_LENGTH.seller_admin_phone),
    seller_admin_email: requiredEmail(
      V.seller.adminEmailRequired,
      V.seller.adminEmailInvalid,
      MAX_LENGTH.seller_admin_email,
    ),
  });
}
export type SellerValues = InferType<ReturnType<typeof createSellerSchema>>;
