import { PAGE_FIELDS, type CompanyPageBody } from '../http/payloads';
import type {
  CompanyPageNumber,
  CompanyProfile,
  CompanyRecord,
  CompletionPage,
  Country,
  Province,
} from '../types';
import {
  EMAIL_PATTERN,
  NOT_FOUND,
  ownCompany,
  rejected,
  required,
  tenantData,
  text,
  trimmed,
  type Db,
} from './db';

const PROFILE_KEYS = [
  'id',
  'business_type',
  'business_vertical_name',
  'business_vertical_description',
  'business_name',
  'business_subdomain',
  'legal_name',
  'addressline1',
  'addressline2',
  'street_no',
  'street_name',
  'area_name',
  'region_name',
  'zip',
  'stateshort',
  'point_of_contact',
] as const satisfies ReadonlyArray<keyof CompanyProfile>;

/** The company init file of `hostLabel`; only the tenant's own label is served. */
export function resolveTenant(db: Db, hostLabel: string): CompanyProfile {
  if (hostLabel.trim().toLowerCase() !== db.tenant) throw rejected(404, NOT_FOUND.company);
  const { company } = tenantData(db);
  const profile: Partial<Record<keyof CompanyProfile, unknown>> = {};
  for (const key of PROFILE_KEYS) profile[key] = company[key] ?? null;
  return profile as CompanyProfile;
}

export function getCompany(db: Db, companyId: unknown): CompanyRecord {
  return ownCompany(db, companyId).company;
}

/** The fields each page requires, as the server's schemas do. */
const PAGE_REQUIRED: { [P in CompanyPageNumber]: ReadonlyArray<string> } = {
  2: ['phone', 'office_email'],
  3: ['billing_area', 'billing_zip', 'billing_stateshort'],
  4: ['about_us_text'],
  5: ['terms_conditions'],
};

export function savePage<P extends CompanyPageNumber>(
  db: Db,
  page: P,
  body: CompanyPageBody<P>,
): void {
  const { company } = ownCompany(db, body.id);
  const fields = body as Record<string, unknown>;
  for (const field of PAGE_REQUIRED[page]) text(fields[field], required(field));
  if (page === 2 && !EMAIL_PATTERN.test(String(fields.office_email))) {
    throw rejected(400, 'office_email is not a valid e-mail address');
  }
  const record = company as unknown as Record<string, unknown>;
  for (const key of PAGE_FIELDS[page] as ReadonlyArray<string>) {
    if (key in fields) record[key] = trimmed(fields[key]);
  }
  record[`signup_page${page}_over`] = true;
}

export function completeStep(db: Db, page: CompletionPage, body: { company_po_id: unknown }): void {
  const { company } = ownCompany(db, body.company_po_id);
  company[`signup_page${page}_over`] = true;
}

export function countries(db: Db): Country[] {
  return db.state.countries;
}

export function provinces(db: Db, countryId: string): Province[] {
  return db.state.provinces[countryId] ?? [];
}
