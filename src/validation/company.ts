import { object, type InferType } from 'yup';
import {
  optionalEmail,
  optionalImage,
  optionalNumber,
  optionalText,
  requiredEmail,
  requiredImage,
  requiredRichText,
  requiredText,
  type SchemaOptions,
} from './fields';
import { V } from './messages';

/** SPEC §9 defaults of the company contact form. */
export const companyContactDefaults = {
  password_renewal_days: 90,
  monthly_purchase_minimum: 2000,
  maximum_products: 1000,
} as const;

/**
 * Company step 2, company contact and media (SPEC §5): logo (a file or the one on record), office
 * phone and office e-mail required; other fields optional, e-mails checked when given.
 */
export function createCompanyContactSchema(_options: SchemaOptions = {}) {
  return object({
    logo_upload: requiredImage(V.logo.required),
    registration_number: optionalText(),
    registration_date: optionalText(),
    pan_number: optionalText(),
    phone: requiredText(V.companyContact.officePhoneRequired),
    office_email: requiredEmail(V.companyContact.emailRequired, V.companyContact.emailInvalid),
    accounts_email: optionalEmail(V.companyContact.emailInvalid),
    accounts_phone: optionalText(),
    web_url: optionalText(),
    insta: optionalText(),
    linkedin: optionalText(),
    password_renewal_days: optionalNumber(),
    enquiry_email: optionalEmail(V.companyContact.emailInvalid),
    monthly_purchase_minimum: optionalNumber(),
    maximum_products: optionalNumber(),
  });
}
export type CompanyContactValues = InferType<ReturnType<typeof createCompanyContactSchema>>;

/** Billing (SPEC §5): area, zip and province required ('Province is required' by decision). */
export function createBillingSchema(_options: SchemaOptions = {}) {
  return object({
    billing_name: optionalText(),
    gstin_number: optionalText(),
    billing_addressline1: optionalText(),
    billing_addressline2: optionalText(),
    billing_street_no: optionalText(),
    billing_street_name: optionalText(),
    billing_area: requiredText(V.billing.areaRequired),
    billing_region: optionalText(),
    billing_zip: requiredText(V.billing.zipRequired),
    billing_stateshort: requiredText(V.billing.provinceRequired),
  });
}
export type BillingValues = InferType<ReturnType<typeof createBillingSchema>>;

/** About us (SPEC §5): the text is required (an empty editor counts as empty); the image optional. */
export function createAboutSchema(_options: SchemaOptions = {}) {
  return object({
    about_us_text: requiredRichText(V.about.textRequired),
    about_us_image_url: optionalImage(),
  });
}
export type AboutValues = InferType<ReturnType<typeof createAboutSchema>>;

/** General terms and conditions (SPEC §5): required. */
export function createTermsSchema(_options: SchemaOptions = {}) {
  return object({
    terms_conditions: requiredRichText(V.terms.required),
  });
}
export type TermsValues = InferType<ReturnType<typeof createTermsSchema>>;
