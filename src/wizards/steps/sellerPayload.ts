import type { Country, Id, Province, Seller, SellerUpdateInput } from '../../api/types';
import { provinceLongName } from './country';
import { fromFields } from '../form/fieldMap';
import type { SellerDetailsValues } from './SellerDetailsStep';
import { SELLER_DETAILS_FIELDS } from './SellerDetailsStep';

/** What the seller update carries besides the form (docs/api-contract.md, PUT /v1/companySeller). */
export interface SellerContext {
  sellerId: Id;
  companyId: Id;
  businessSubdomain: string;
  provinces: readonly Province[];
  country: Country;
}

/** Empty optional text travels as null; codes and numbers as they are. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The seller update of docs/behaviour.md §3: the form's fields under their `seller_` names, the
 * province's long name, the fixed country and the ids. Both wizards save with it; the codes in
 * `values` are already the flow's.
 *
 * @example
 * api.sellers.update(sellerUpdatePayload(values, { sellerId, companyId, businessSubdomain, provinces, country }));
 */
export function sellerUpdatePayload(
  values: SellerDetailsValues,
  context: SellerContext,
): SellerUpdateInput {
  const text = (value: string) => value.trim();
  return {
    seller_type: values.sellerType ?? 0,
    seller_business_type: values.businessType ?? 0,
    seller_business_name: text(values.businessName),
    seller_legal_name: text(values.legalName),
    seller_registration_number: orNull(values.registrationNumber),
    seller_registration_date: orNull(values.registrationDate),
    seller_pan_number: text(values.panNumber),
    seller_tan_number: orNull(values.tanNumber),
    seller_gstin_number: text(values.gstinNumber),
    seller_comm_percentage: values.commissionPercentage ?? 0,
    seller_maximum_products: values.maximumProducts ?? 0,
    seller_phone: text(values.officePhone),
    seller_office_email: text(values.officeEmail),
    seller_web_url: orNull(values.website),
    seller_insta: orNull(values.insta),
    seller_linkedin: orNull(values.linkedin),
    seller_addressline1: orNull(values.addressLine1),
    seller_addressline2: orNull(values.addressLine2),
    seller_street_no: orNull(values.streetNo),
    seller_street_name: orNull(values.streetName),
    seller_area_name: orNull(values.area),
    seller_region_name: orNull(values.region),
    seller_zip: text(values.zip),
    seller_stateshort: values.province,
    seller_admin_first_name: text(values.contactFirstName),
    seller_admin_last_name: orNull(values.contactLastName),
    seller_admin_title: text(values.contactTitle),
    seller_admin_gender: values.contactGender ?? 0,
    seller_admin_dob: values.contactDateOfBirth,
    seller_admin_phone: text(values.contactPhone),
    seller_admin_email: text(values.contactEmail),
    seller_statelong: provinceLongName(context.provinces, values.province),
    seller_country: context.country.name,
    seller_countryshort: context.country.id,
    company_id: context.companyId,
    seller_id: context.sellerId,
    business_subdomain: context.businessSubdomain,
  };
}

/** A stored seller as the form's starting values (codes as stored; nulls left out). */
export function sellerValuesFromRecord(seller: Seller): Partial<SellerDetailsValues> {
  const values = fromFields<Record<keyof SellerDetailsValues, unknown>>(
    seller,
    SELLER_DETAILS_FIELDS,
  );
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<SellerDetailsValues>;
}
