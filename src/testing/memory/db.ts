import { refusal } from '../../kernel/errorCodes';
import type { Id } from '../../api/types';
import { isImageRef } from '../../kernel/imageRef';
import { EMAIL_PATTERN } from '../../kernel/patterns';
import type { MemoryCaller } from './roles';
import type { MemoryState, MemoryTenantData } from './state';

/** What a memory handler works on: the whole state, seen from one tenant at one instant. */
export interface Db {
  readonly state: MemoryState;
  readonly tenant: string;
  readonly now: Date;
  /** Origin of activation links, e.g. `http://acme.localhost:5173` ('' for relative links). */
  readonly origin: string;
  /** Who calls (guarded calls): absent when the api was made without a caller. */
  readonly caller?: MemoryCaller;
  /** The caller's token, when it has one. */
  readonly token?: string | null;
}

// Refusals carry the reference server's codes, statuses and messages (src/kernel/errorCodes.ts).
export { refusal };

export function newId(db: Db): Id {
  const id = db.state.nextId;
  db.state.nextId += 1;
  return id;
}

export function tenantData(db: Db): MemoryTenantData {
  const data = db.state.tenants[db.tenant];
  if (!data) throw refusal('company-not-found');
  return data;
}

/** The tenant's data when `companyId` is the tenant's company; a foreign id answers 404. */
export function ownCompany(db: Db, companyId: unknown): MemoryTenantData {
  const data = tenantData(db);
  if (toNumber(companyId) !== data.company.id) throw refusal('company-not-found');
  return data;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

/** A required non-blank string, else 400 `field-required`. */
export function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw refusal('field-required', { field });
  return value;
}

/** An optional string: blank and missing read as null. */
export function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A required number (numeric strings from forms are accepted, as the server coerces them). */
export function number(value: unknown, field: string, integer = false): number {
  if (value === '' || value == null) throw refusal('field-required', { field });
  const n = toNumber(value);
  if (n === null || (integer && !Number.isInteger(n))) {
    throw refusal('field-type', { field, expected: integer ? 'integer' : 'number' });
  }
  return n;
}

/** A required id or order id: a whole number. */
export const whole = (value: unknown, field: string): number => number(value, field, true);

/** An optional id: '' | null | undefined read as null. */
export function optionalWhole(value: unknown, field: string): Id | null {
  return value === '' || value == null ? null : whole(value, field);
}

/** The docs/behaviour.md, "Validation" e-mail pattern the server checks too. */
export { EMAIL_PATTERN };

/** Strings are stored trimmed, as the server stores them. */
export const trimmed = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** The memory uploader's previews: object URLs and data URLs of the accepted image types. */
const memoryPreview = (value: string) =>
  value.startsWith('blob:') || /^data:image\/(png|jpeg|webp)[;,]/.test(value);

/**
 * Refuses an image reference that is neither this store's upload (or the memory uploader's
 * preview) nor an https address, as the server does (400 `image-url`).
 */
export function assertImageRef(companyId: number, field: string, value: unknown): void {
  if (typeof value !== 'string' || value.trim() === '') return;
  if (!isImageRef(value.trim(), companyId, { accept: memoryPreview })) {
    throw refusal('image-url', { field });
  }
}
