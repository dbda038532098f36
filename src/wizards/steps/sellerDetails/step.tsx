import type {
  CompanyProfile,
  CompletionPage,
  Country,
  Id,
  Province,
  Seller,
  SellerUpdateInput,
  SignInRecord,
  StoreSellerInput,
} from '../../../api/types';
import type { CodeFlow } from '../../../kernel/codes';
import type { ProgressRule } from '../../flow/facts';
import { draftedStep } from '../../internal/DraftedStep';
import { queryKeys } from '../../internal/queryKeys';
import type { Onboarding, OnboardingStep, PayloadTools, StepContext } from '../../internal/shell';
import { provinceLongName } from '../country';
import {
  SELLER_DETAILS_FIELDS,
  SellerDetailsStep,
  type SellerDetailsValues,
} from './SellerDetailsStep';

/*
 * The last step of both flows (docs/behaviour.md, "Company onboarding wizard" step 11 and
 * "Seller onboarding wizard" step 12): the seller form, its prefill and its save.
 */

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
    ...storeSellerPayload(values, context),
    seller_id: context.sellerId,
  };
}

/** The store's own seller record as its wizard saves it: the update without a seller id. */
function storeSellerPayload(
  values: SellerDetailsValues,
  context: Omit<SellerContext, 'sellerId'>,
): StoreSellerInput {
  return {
    ...SELLER_DETAILS_FIELDS.toWire(values),
    seller_statelong: provinceLongName(context.provinces, values.province),
    seller_country: context.country.name,
    seller_countryshort: context.country.id,
    company_id: context.companyId,
    business_subdomain: context.businessSubdomain,
  };
}

/** A stored seller as the form's starting values (codes as stored; nulls left out). */
export function sellerValuesFromRecord(seller: Seller): Partial<SellerDetailsValues> {
  return SELLER_DETAILS_FIELDS.fromWire(seller);
}

/** Values without what is missing (a record's nulls), so a fallback below them shows. */
const present = <V extends object>(values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<V>;

/**
 * The company flow's starting values from the store's profile (company codes): the business and
 * legal names, the address and the point of contact, which the company admin completes. The
 * profile names its fields its own way: this is a transform, not the step's map.
 */
export function sellerFromProfile(profile: CompanyProfile): Partial<SellerDetailsValues> {
  const contact = profile.point_of_contact;
  return present({
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
  });
}

/** The seller flow's starting values from the signed-in seller. */
export function sellerFromUser(user: SignInRecord | null): Partial<SellerDetailsValues> {
  if (!user) return {};
  return present({
    businessName: [user.first_name, user.last_name].filter(Boolean).join(' '),
    contactFirstName: user.first_name,
    contactLastName: user.last_name,
    contactPhone: user.phone,
    contactEmail: user.email_id,
  });
}

/**
 * The company flow's save: the store's own seller record (found through the store, never looked
 * up by a typed name), then `page` reported (the original's step flag, still kept for its
 * clients) when given.
 */
export async function saveStoreSeller(
  values: SellerDetailsValues,
  tools: PayloadTools,
  page?: CompletionPage,
): Promise<void> {
  await tools.api.sellers.saveStore(storeSellerPayload(values, tools));
  if (page !== undefined) await tools.api.company.completeStep(page, tools.companyId);
  await tools.refresh(queryKeys.storeSeller(tools.tenant, tools.companyId));
}

/** The seller flow's save: the signed-in seller's own record. */
export async function saveOwnSeller(values: SellerDetailsValues, tools: PayloadTools) {
  const { sellerId } = tools;
  if (sellerId === null) throw new Error('No seller is signed in');
  await tools.api.sellers.update(sellerUpdatePayload(values, { ...tools, sellerId }));
  await tools.refresh(queryKeys.sellers(tools.tenant, tools.companyId));
}

/**
 * Seller Details in a flow: the form with the flow's `codes`, prefilled from `prefill`, saved by
 * `save` (given the save's tools); saving it completes the wizard.
 */
export function sellerDetailsStep<O extends Onboarding>(
  rule: ProgressRule,
  codes: CodeFlow,
  prefill: (context: StepContext<O>) => Partial<SellerDetailsValues>,
  save: (values: SellerDetailsValues, tools: PayloadTools) => Promise<void>,
): OnboardingStep<O> {
  return draftedStep<SellerDetailsValues, O>(
    rule,
    {
      server: prefill,
      save: (values, { onboarding }) =>
        onboarding.saveStep(rule.id, (tools) => save(values, tools)),
      completes: true,
    },
    (props, context) => (
      <SellerDetailsStep
        {...props}
        codes={codes}
        provinces={context.onboarding.provinces}
        country={context.onboarding.country}
        now={context.now}
      />
    ),
  );
}
