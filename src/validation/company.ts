import { object, string, type InferType } from 'yup';
import {
  COMPANY_PAGE2,
  COMPANY_PAGE3,
  COMPANY_PAGE4,
  COMPANY_PAGE5,
} from '../kernel/fields/company';
import { schemaFields, schemaOf } from './build';
import type { SchemaOptions } from './fields';

/*
 * The store's pages, from their field definitions (src/kernel/fields/company.ts; the rules'
 * wording: docs/behaviour.md, "Validation").
 */

/** The company contact form's defaults (docs/behaviour.md, "Constants"). */
export const companyContactDefaults = {
  password_renewal_days: 90,
  monthly_purchase_minimum: 2000,
  maximum_products: 1000,
} as const;

/**
 * Company step 2, company contact and media: logo (a file or the one on record), office phone and
 * office e-mail required; other fields optional, e-mails, phones, dates and numbers checked when
 * given. The server refuses the page without a logo unless one is on record
 * (docs/api-contract.md), as this schema does when the form starts from the record.
 */
export function createCompanyContactSchema(options: SchemaOptions = {}) {
  return schemaOf(COMPANY_PAGE2, options);
}
export type CompanyContactValues = InferType<ReturnType<typeof createCompanyContactSchema>>;

/**
 * Billing: area, zip and province required ('Province is required'); a GSTIN, when given,
 * begins with the province's GST state code.
 */
export function createBillingSchema(options: SchemaOptions = {}) {
  return object({
    // Shown (the legal name on record) but never sent (docs/behaviour.md, "Entities").
    billing_name: string().nullable().optional(),
    ...schemaFields(COMPANY_PAGE3, options),
  });
}
export type BillingValues = InferType<ReturnType<typeof createBillingSchema>>;

/** About us: the text is required (an empty editor counts as empty); the image optional. */
export function createAboutSchema(options: SchemaOptions = {}) {
  return schemaOf(COMPANY_PAGE4, options);
}
export type AboutValues = InferType<ReturnType<typeof createAboutSchema>>;

/** General terms and conditions: required. */
export function createTermsSchema(options: SchemaOptions = {}) {
  return schemaOf(COMPANY_PAGE5, options);
}
export type TermsValues = InferType<ReturnType<typeof createTermsSchema>>;
