import {
  PAGE_FIELDS,
  PUBLIC_INIT_FIELDS,
  PUBLIC_STORE_FIELDS,
  type CompanyPageBody,
} from '../../kernel/payloads';
import type {
  CompanyPageNumber,
  CompanyProfile,
  CompanyRecord,
  CompletionPage,
  Country,
  Province,
} from '../../api/types';
import { gstinMatchesProvince } from '../../kernel/gstin';
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
import { assertAdmin, isAdmin } from './roles';

/** What the public init file answers, as the server's (docs/api-contract.md, "The init file"). */
const INIT_KEYS: readonly string[] = ['id', ...PUBLIC_INIT_FIELDS];
/** All a seller reads of the store's record: its public profile. */
const PUBLIC_KEYS: readonly string[] = ['id', ...PUBLIC_STORE_FIELDS];

function pick(record: object, keys: readonly string[]): Record<string, unknown> {
  const from = record as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, from[key] ?? null]));
}

/** The company init file of `hostLabel`; only the tenant's own label is served. */
export function resolveTenant(db: Db, hostLabel: string): CompanyProfile {
  if (hostLabel.trim().toLowerCase() !== db.tenant) throw refusal('company-not-found');
  const { company } = tenantData(db);
  return pick(company, INIT_KEYS) as unknown as CompanyProfile;
}

export function getCompany(db: Db, companyId: unknown): CompanyRecord {
  const { company } = ownCompany(db, companyId);
  return isAdmin(db) ? company : (pick(company, PUBLIC_KEYS) as unknown as CompanyRecord);
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
