import type {
  CompanyPage2,
  CompanyPage3,
  CompanyPage4,
  CompanyPage5,
  CompanyProfile,
  CompanyRecord,
  Country,
  Province,
} from '../../api/types';
import { provinceLongName } from '../steps/country';
import { ABOUT_US_FIELDS, type AboutUsValues } from '../steps/AboutUsStep';
import { BILLING_FIELDS, type BillingValues } from '../steps/BillingStep';
import {
  COMPANY_INFORMATION_FIELDS,
  type CompanyInformationValues,
} from '../steps/CompanyInformationStep';
import { blankAsNull, valuesFromRecord, wireFromValues } from '../form/fieldMap';
import type { SellerDetailsValues } from '../steps/SellerDetailsStep';
import { TERMS_FIELDS, type TermsValues } from '../steps/TermsStep';

// The company flow's mapping between the steps' values (named as a reader would) and the wire's
// pages (docs/api-contract.md, POST /v1/companyPO/page2 … page5). The names come from each
// step's one field map (`BILLING_FIELDS` …); only the real transforms are written here.

const text = (value: string | null | undefined) => value ?? '';
/** A text of a record as a value: missing or null as ''. */
const textOf = (value: unknown) => value ?? '';

/** Page 2: the step's values with the logo's stored address (uploaded first, or the one on record). */
export function page2Payload(
  values: CompanyInformationValues,
  logoUrl: string | null,
): CompanyPage2 {
  return {
    ...blankAsNull(wireFromValues(values, COMPANY_INFORMATION_FIELDS)),
    logo_upload: logoUrl,
    // Required: never blank once valid.
    phone: values.officePhone.trim(),
    office_email: values.officeEmail.trim(),
  };
}

/**
 * Page 3: the billing address with the province's long name and the fixed country's name and code
 * (docs/behaviour.md §3); the billing name is never sent.
 */
export function page3Payload(
  values: BillingValues,
  provinces: readonly Province[],
  country: Country,
): CompanyPage3 {
  return {
    ...blankAsNull(wireFromValues(values, BILLING_FIELDS)),
    // Required: never blank once valid.
    billing_area: values.area.trim(),
    billing_zip: values.zip.trim(),
    billing_stateshort: values.province,
    billing_country: country.name,
    billing_countryshort: country.id,
    statelong: provinceLongName(provinces, values.province),
  };
}

/** Page 4: the text and the image's stored address (uploaded first), or null for none. */
export function page4Payload(values: AboutUsValues, imageUrl: string | null): CompanyPage4 {
  return { ...wireFromValues(values, ABOUT_US_FIELDS), about_us_image_url: imageUrl };
}

/** Page 5: the terms. */
export function page5Payload(values: TermsValues): CompanyPage5 {
  return wireFromValues(values, TERMS_FIELDS);
}

/** Step 2's starting values from the record (docs/behaviour.md §4 Resume). */
export function companyInformationFromRecord(
  record: CompanyRecord,
): Partial<CompanyInformationValues> {
  return {
    ...valuesFromRecord<CompanyInformationValues, typeof COMPANY_INFORMATION_FIELDS>(
      record,
      COMPANY_INFORMATION_FIELDS,
      textOf,
    ),
    logo: record.logo_upload ?? null,
    passwordExpiryDays: record.password_renewal_days ?? null,
    monthlyPurchaseMinimum: record.monthly_purchase_minimum ?? null,
    maximumProducts: record.maximum_products ?? null,
  };
}

/** Step 3's starting values: the store's billing, or a seller's own (the same fields). */
export function billingFromRecord(
  record: Partial<Omit<CompanyPage3, 'billing_name'>>,
): Partial<BillingValues> {
  return valuesFromRecord<BillingValues, typeof BILLING_FIELDS>(record, BILLING_FIELDS, textOf);
}

/** Step 4's starting values: the store's about us, or a seller's own. */
export function aboutUsFromRecord(record: Partial<CompanyPage4>): Partial<AboutUsValues> {
  return {
    ...valuesFromRecord<AboutUsValues, typeof ABOUT_US_FIELDS>(record, ABOUT_US_FIELDS, textOf),
    image: record.about_us_image_url ?? null,
  };
}

/** Step 5's starting values: the store's terms, or a seller's own. */
export function termsFromRecord(record: Partial<CompanyPage5>): Partial<TermsValues> {
  return valuesFromRecord<TermsValues, typeof TERMS_FIELDS>(record, TERMS_FIELDS, textOf);
}

/**
 * Step 11's starting values from the store's profile (company codes): the business and legal
 * names, the address and the point of contact, which the company admin completes.
 */
export function sellerFromProfile(profile: CompanyProfile): Partial<SellerDetailsValues> {
  const contact = profile.point_of_contact;
  return {
    sellerType: profile.business_type,
    businessType: profile.business_type,
    businessName: text(profile.business_name),
    legalName: text(profile.legal_name),
    addressLine1: text(profile.addressline1),
    addressLine2: text(profile.addressline2),
    streetNo: text(profile.street_no),
    streetName: text(profile.street_name),
    area: text(profile.area_name),
    region: text(profile.region_name),
    zip: text(profile.zip),
    province: text(profile.stateshort),
    contactFirstName: text(contact?.first_name),
    contactLastName: text(contact?.last_name),
    contactTitle: text(contact?.title),
    contactGender: contact?.gender ?? null,
    contactDateOfBirth: text(contact?.dob),
    contactPhone: text(contact?.phone),
    contactEmail: text(contact?.email_id),
  };
}
