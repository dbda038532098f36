import { object, string, type InferType } from 'yup';
import {
  optionalDay,
  optionalEmail,
  optionalImage,
  optionalNumber,
  optionalPhone,
  optionalLink,
  optionalText,
  requiredEmail,
  requiredImage,
  requiredPhone,
  requiredRichText,
  requiredText,
  type SchemaOptions,
} from './fields';
import { gstinMatchesProvince } from '../kernel/gstin';
import { V } from './messages';
import { RANGES } from '../kernel/rules';
import { MAX_LENGTH } from '../kernel/formLimits';

/** docs/behaviour.md §9 defaults of the company contact form. */
export const companyContactDefaults = {
  password_renewal_days: 90,
  monthly_purchase_minimum: 2000,
  maximum_products: 1000,
} as const;

/**
 * Company step 2, company contact and media (docs/behaviour.md §5): logo (a file or the one on
 * record), office phone and office e-mail required; other fields optional, e-mails, phones, dates
 * and numbers checked when given. The server refuses the page without a logo unless one is on
 * record (docs/api-contract.md), as this schema does when the form starts from the record.
 */
export function createCompanyContactSchema(_options: SchemaOptions = {}) {
  return object({
    logo_upload: requiredImage(V.logo.required, MAX_LENGTH.logo_upload),
    registration_number: optionalText(MAX_LENGTH.registration_number),
    registration_date: optionalDay(),
    pan_number: optionalText(MAX_LENGTH.pan_number),
    phone: requiredPhone(V.companyContact.officePhoneRequired, MAX_LENGTH.phone),
    office_email: requiredEmail(
      V.companyContact.emailRequired,
      V.companyContact.emailInvalid,
      MAX_LENGTH.office_email,
    ),
    accounts_email: optionalEmail(V.companyContact.emailInvalid, MAX_LENGTH.accounts_email),
    accounts_phone: optionalPhone(MAX_LENGTH.accounts_phone),
    web_url: optionalLink(MAX_LENGTH.web_url),
    insta: optionalLink(MAX_LENGTH.insta),
    linkedin: optionalLink(MAX_LENGTH.linkedin),
    password_renewal_days: optionalNumber(RANGES.renewalDays, V.companyContact.renewalDaysRange),
    enquiry_email: optionalEmail(V.companyContact.emailInvalid, MAX_LENGTH.enquiry_email),
    monthly_purchase_minimum: optionalNumber(
      RANGES.purchaseMinimum,
      V.companyContact.purchaseMinimumRange,
    ),
    maximum_products: optionalNumber(RANGES.maximumProducts, V.companyContact.maximumProductsRange),
  });
}
export type CompanyContactValues = InferType<ReturnType<typeof createCompanyContactSchema>>;

/**
 * Billing (docs/behaviour.md §5): area, zip and province required ('Province is required'); a
 * GSTIN, when given, begins with the province's GST state code.
 */
export function createBillingSchema(_options: SchemaOptions = {}) {
  return object({
    // Shown (the legal name on record) but never sent (docs/behaviour.md §3).
    billing_name: string().nullable().optional(),
    gstin_number: optionalText(MAX_LENGTH.gstin_number).test(
      'gstin-province',
      V.gstin.provinceMismatch,
      function gstinFitsProvince(value) {
        return gstinMatchesProvince(
          value,
          (this.parent as Record<string, unknown>).billing_stateshort,
        );
      },
    ),
    billing_addressline1: optionalText(MAX_LENGTH.billing_addressline1),
    billing_addressline2: optionalText(MAX_LENGTH.billing_addressline2),
    billing_street_no: optionalText(MAX_LENGTH.billing_street_no),
    billing_street_name: optionalText(MAX_LENGTH.billing_street_name),
    billing_area: requiredText(V.billing.areaRequired, MAX_LENGTH.billing_area),
    billing_region: optionalText(MAX_LENGTH.billing_region),
    billing_zip: requiredText(V.billing.zipRequired, MAX_LENGTH.billing_zip),
    billing_stateshort: requiredText(V.billing.provinceRequired, MAX_LENGTH.billing_stateshort),
  });
}
export type BillingValues = InferType<ReturnType<typeof createBillingSchema>>;

/**
 * About us (docs/behaviour.md §5): the text is required (an empty editor counts as empty); the
 * image optional.
 */
export function createAboutSchema(_options: SchemaOptions = {}) {
  return object({
    about_us_text: requiredRichText(V.about.textRequired, MAX_LENGTH.about_us_text),
    about_us_image_url: optionalImage(MAX_LENGTH.about_us_image_url),
  });
}
export type AboutValues = InferType<ReturnType<typeof createAboutSchema>>;

/** General terms and conditions (docs/behaviour.md §5): required. */
export function createTermsSchema(_options: SchemaOptions = {}) {
  return object({
    terms_conditions: requiredRichText(V.terms.required, MAX_LENGTH.terms_conditions),
  });
}
export type TermsValues = InferType<ReturnType<typeof createTermsSchema>>;
