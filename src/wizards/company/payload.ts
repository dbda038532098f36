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
import type { SellerDetailsValues } from '../steps/SellerDetailsStep';
import { TERMS_FIELDS, type TermsValues } from '../steps/TermsStep';

// The company flow's pages (docs/api-contract.md, POST /v1/companyPO/page2 … page5): each step's
// one field map gives the body and the prefill; only what the save adds is written here.

/** Page 2: the step's values with the logo's stored address (uploaded first, or the one on record). */
export function page2Payload(
  values: CompanyInformationValues,
  logoUrl: string | null,
): CompanyPage2 {
  return { ...COMPANY_INFORMATION_FIELDS.toWire(values), logo_upload: logoUrl };
}

/**
 * Page 3: the billing address with the province's long name and the fixed country's name and code
 * (docs/behaviour.md, "Entities"); the billing name is never sent.
 */
export function page3Payload(
  values: BillingValues,
  provinces: readonly Province[],
  country: Country,
): CompanyPage3 {
  return {
    ...BILLING_FIELDS.toWire(values),
    billing_country: country.name,
    billing_countryshort: country.id,
    statelong: provinceLongName(provinces, values.province),
  };
}

/** Page 4: the text and the image's stored address (uploaded first), or null for none. */
export function page4Payload(values: AboutUsValues, imageUrl: string | null): CompanyPage4 {
  return { ...ABOUT_US_FIELDS.toWire(values), about_us_image_url: imageUrl };
}

/** Page 5: the terms. */
export function page5Payload(values: TermsValues): CompanyPage5 {
  return TERMS_FIELDS.toWire(values);
}

/** Step 2's starting values from the record (docs/behaviour.md, "Returning users"). */
export function companyInformationFromRecord(
  record: CompanyRecord,
): Partial<CompanyInformationValues> {
  return COMPANY_INFORMATION_FIELDS.fromWire(record);
}

/** Step 3's starting values: the store's billing, or a seller's own (the same fields). */
export function billingFromRecord(
  record: Partial<Omit<CompanyPage3, 'billing_name'>>,
): Partial<BillingValues> {
  return BILLING_FIELDS.fromWire(record);
}

/** Step 4's starting values: the store's about us, or a seller's own. */
export function aboutUsFromRecord(record: Partial<CompanyPage4>): Partial<AboutUsValues> {
  return ABOUT_US_FIELDS.fromWire(record);
}

/** Step 5's starting values: the store's terms, or a seller's own. */
export function termsFromRecord(record: Partial<CompanyPage5>): Partial<TermsValues> {
  return TERMS_FIELDS.fromWire(record);
}

/**
 * Step 11's starting values from the store's profile (company codes): the business and legal
 * names, the address and the point of contact, which the company admin completes. The profile
 * names its fields its own way: this is a transform, not the step's map.
 */
export function sellerFromProfile(profile: CompanyProfile): Partial<SellerDetailsValues> {
  const contact = profile.point_of_contact;
  const values: Partial<Record<keyof SellerDetailsValues, string | number | null | undefined>> = {
    sellerType: profile.business_type,
    businessType: profile.business_type,
    businessName: profile.business_name,
    legalName: profile.legal_name,
    addressLine1: profile.addressline1,
    addressLine2: profile.addressline2,
    streetNo: profile.street_no,
    streetName: profile.street_name,
    area: profile.area_name,
    region: profile.region_name,
    zip: profile.zip,
    province: profile.stateshort,
    contactFirstName: contact?.first_name,
    contactLastName: contact?.last_name,
    contactTitle: contact?.title,
    contactGender: contact?.gender,
    contactDateOfBirth: contact?.dob,
    contactPhone: contact?.phone,
    contactEmail: contact?.email_id,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<SellerDetailsValues>;
}
