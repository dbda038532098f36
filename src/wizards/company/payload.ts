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
import type { AboutUsValues } from '../steps/AboutUsStep';
import type { BillingValues } from '../steps/BillingStep';
import type { CompanyInformationValues } from '../steps/CompanyInformationStep';
import type { SellerDetailsValues } from '../steps/SellerDetailsStep';
import type { TermsValues } from '../steps/TermsStep';

// The company flow's mapping between the steps' values (named as a reader would) and the wire's
// pages (docs/api-contract.md, POST /v1/companyPO/page2 … page5): the only place both meet.

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const text = (value: string | null | undefined) => value ?? '';

/** Page 2: the step's values with the logo's stored address (uploaded first, or the one on record). */
export function page2Payload(
  values: CompanyInformationValues,
  logoUrl: string | null,
): CompanyPage2 {
  return {
    logo_upload: logoUrl,
    registration_number: orNull(values.registrationNumber),
    registration_date: orNull(values.registrationDate),
    pan_number: orNull(values.panNumber),
    phone: values.officePhone.trim(),
    office_email: values.officeEmail.trim(),
    accounts_email: orNull(values.accountsEmail),
    accounts_phone: orNull(values.accountsPhone),
    web_url: orNull(values.website),
    insta: orNull(values.insta),
    linkedin: orNull(values.linkedin),
    password_renewal_days: values.passwordExpiryDays,
    enquiry_email: orNull(values.enquiryEmail),
    monthly_purchase_minimum: values.monthlyPurchaseMinimum,
    maximum_products: values.maximumProducts,
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
    gstin_number: orNull(values.gstinNumber),
    billing_addressline1: orNull(values.addressLine1),
    billing_addressline2: orNull(values.addressLine2),
    billing_street_no: orNull(values.streetNo),
    billing_street_name: orNull(values.streetName),
    billing_area: values.area.trim(),
    billing_region: orNull(values.region),
    billing_zip: values.zip.trim(),
    billing_stateshort: values.province,
    billing_country: country.name,
    billing_countryshort: country.id,
    statelong: provinceLongName(provinces, values.province),
  };
}

/** Page 4: the text and the image's stored address (uploaded first), or null for none. */
export function page4Payload(values: AboutUsValues, imageUrl: string | null): CompanyPage4 {
  return { about_us_text: values.text, about_us_image_url: imageUrl };
}

/** Page 5: the terms. */
export function page5Payload(values: TermsValues): CompanyPage5 {
  return { terms_conditions: values.terms };
}

/** Step 2's starting values from the record (docs/behaviour.md §4 Resume). */
export function companyInformationFromRecord(
  record: CompanyRecord,
): Partial<CompanyInformationValues> {
  return {
    logo: record.logo_upload ?? null,
    registrationNumber: text(record.registration_number),
    registrationDate: text(record.registration_date),
    panNumber: text(record.pan_number),
    officePhone: text(record.phone),
    officeEmail: text(record.office_email),
    accountsPhone: text(record.accounts_phone),
    accountsEmail: text(record.accounts_email),
    website: text(record.web_url),
    insta: text(record.insta),
    linkedin: text(record.linkedin),
    passwordExpiryDays: record.password_renewal_days ?? null,
    enquiryEmail: text(record.enquiry_email),
    monthlyPurchaseMinimum: record.monthly_purchase_minimum ?? null,
    maximumProducts: record.maximum_products ?? null,
  };
}

/** Step 3's starting values: the store's billing, or a seller's own (the same fields). */
export function billingFromRecord(
  record: Partial<Omit<CompanyPage3, 'billing_name'>>,
): Partial<BillingValues> {
  return {
    gstinNumber: text(record.gstin_number),
    addressLine1: text(record.billing_addressline1),
    addressLine2: text(record.billing_addressline2),
    streetNo: text(record.billing_street_no),
    streetName: text(record.billing_street_name),
    area: text(record.billing_area),
    region: text(record.billing_region),
    zip: text(record.billing_zip),
    province: text(record.billing_stateshort),
  };
}

/** Step 4's starting values: the store's about us, or a seller's own. */
export function aboutUsFromRecord(record: Partial<CompanyPage4>): Partial<AboutUsValues> {
  return { text: text(record.about_us_text), image: record.about_us_image_url ?? null };
}

/** Step 5's starting values: the store's terms, or a seller's own. */
export function termsFromRecord(record: Partial<CompanyPage5>): Partial<TermsValues> {
  return { terms: text(record.terms_conditions) };
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
