import type { Country, Id, Province, Seller, SellerUpdateInput } from '../../api/types';
import { provinceLongName } from './country';
import { SELLER_DETAILS_FIELDS, type SellerDetailsValues } from './SellerDetailsStep';

/** What the seller update carries besides the form (docs/api-contract.md, PUT /v1/companySeller). */
export interface SellerContext {
  sellerId: Id;
  companyId: Id;
  businessSubdomain: string;
  provinces: readonly Province[];
  country: Country;
}

/**
 * The seller update (docs/behaviour.md, "Entities"): the form's fields under their `seller_`
 * names (the step's map), the province's long name, the fixed country and the ids. Both wizards
 * save with it; the codes in `values` are already the flow's.
 *
 * @example
 * api.sellers.update(sellerUpdatePayload(values, { sellerId, companyId, businessSubdomain, provinces, country }));
 */
export function sellerUpdatePayload(
  values: SellerDetailsValues,
  context: SellerContext,
): SellerUpdateInput {
  return {
    ...SELLER_DETAILS_FIELDS.toWire(values),
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
  return SELLER_DETAILS_FIELDS.fromWire(seller);
}
