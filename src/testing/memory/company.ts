import { PAGE_FIELDS, PROFILE_FIELDS, type CompanyPageBody } from '../../api/http/payloads';
import type {
  CompanyPageNumber,
  CompanyProfile,
  CompanyRecord,
  CompletionPage,
  Country,
  Province,
} from '../../api/types';
import { gstinMatchesProvince } from '../../validation/gstin';
import {
  EMAIL_PATTERN,
  assertImageRef,
  ownCompany,
  refusal,
  tenantData,
  text,
  trimmed,
  type Db,
} from './db';
import { assertAdmin } from './roles';

const PROFILE_KEYS: ReadonlyArray<keyof CompanyProfile> = [
  'id',
  ...PROFILE_FIELDS,
  'point_of_contact',
];

/** The company init file of `hostLabel`; only the tenant's own label is served. */
export function resolveTenant(db: Db, hostLabel: string): CompanyProfile {
  if (hostLabel.trim().toLowerCase() !== db.tenant) throw refusal('company-not-found');
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
  // The company's profile, billing, about and terms: its administrators' (403 for sellers).
  assertAdmin(db);
  const { company } = ownCompany(db, body.id);
  const fields = body as Record<string, unknown>;
  for (const field of ['logo_upload', 'summary_image_url', 'about_us_image_url']) {
    assertImageRef(company.id, field, fields[field]);
  }
  for (const field of PAGE_REQUIRED[page]) text(fields[field], field);
  if (page === 3 && !gstinMatchesProvince(fields.gstin_number, fields.billing_stateshort)) {
    throw refusal('gstin-province-mismatch', { field: 'gstin_number' });
  }
  const kept = new Set<string>();
  if (page === 2) {
    if (!EMAIL_PATTERN.test(String(fields.office_email))) {
      throw refusal('field-email', { field: 'office_email' });
    }
    // A logo is required unless one is on record (docs/api-contract.md), as on the server.
    const logo = typeof fields.logo_upload === 'string' ? fields.logo_upload.trim() : '';
    if (!logo && !company.logo_upload) throw refusal('logo-required');
    // Without a new logo, the one on record stays.
    if (!logo) kept.add('logo_upload');
  }
  const record = company as unknown as Record<string, unknown>;
  for (const key of PAGE_FIELDS[page] as ReadonlyArray<string>) {
    if (key in fields && !kept.has(key)) record[key] = trimmed(fields[key]);
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
