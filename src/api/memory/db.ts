import { ApiError } from '../errors';
import type { Id } from '../types';
import type { MemoryState, MemoryTenantData } from './state';

/** What a memory handler works on: the whole state, seen from one tenant at one instant. */
export interface Db {
  readonly state: MemoryState;
  readonly tenant: string;
  readonly now: Date;
  /** Origin of activation links, e.g. `http://acme.localhost:5173` ('' for relative links). */
  readonly origin: string;
}

/** A refusal shaped like the reference server's (status + message). */
export function rejected(status: number, message: string): ApiError {
  return new ApiError(message, { kind: 'rejected', status });
}

export const NOT_FOUND = {
  company: 'Company not found',
  product: 'Product not found',
  seller: 'Seller not found',
} as const;

/** The server's message for a missing field: `billing_zip is required`. */
export const required = (field: string) => `${field} is required`;

export function newId(db: Db): Id {
  const id = db.state.nextId;
  db.state.nextId += 1;
  return id;
}

export function tenantData(db: Db): MemoryTenantData {
  const data = db.state.tenants[db.tenant];
  if (!data) throw rejected(404, NOT_FOUND.company);
  return data;
}

/** The tenant's data when `companyId` is the tenant's company; a foreign id answers 404. */
export function ownCompany(db: Db, companyId: unknown): MemoryTenantData {
  const data = tenantData(db);
  if (toNumber(companyId) !== data.company.id) throw rejected(404, NOT_FOUND.company);
  return data;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

/** A required non-blank string, else 400 with `message`. */
export function text(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw rejected(400, message);
  return value;
}

/** An optional string: blank and missing read as null. */
export function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A required number (numeric strings from forms are accepted, as the server coerces them). */
export function number(value: unknown, field: string, integer = false): number {
  if (value === '' || value == null) throw rejected(400, required(field));
  const n = toNumber(value);
  if (n === null || (integer && !Number.isInteger(n))) {
    throw rejected(400, `${field} must be ${integer ? 'a whole number' : 'a number'}`);
  }
  return n;
}

/** A required id or order id: a whole number. */
export const whole = (value: unknown, field: string): number => number(value, field, true);

/** An optional id: '' | null | undefined read as null. */
export function optionalWhole(value: unknown, field: string): Id | null {
  return value === '' || value == null ? null : whole(value, field);
}

/** SPEC §5 email pattern, letters of either case as the server accepts. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/i;

/** Strings are stored trimmed, as the server stores them. */
export const trimmed = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() : value;
