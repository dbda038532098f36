import type { BusinessType, Gender } from './types/company';

/** Which wizard a code travels in: each sends its own numbers for the same choice (docs/behaviour.md, "Entities"). */
export type CodeFlow = 'company' | 'seller';

export const GENDERS: readonly Gender[] = ['male', 'female', 'others'];
export const BUSINESS_TYPES: readonly BusinessType[] = ['individual', 'organization'];

const GENDER_CODES: Record<CodeFlow, Record<Gender, number>> = {
  company: { male: 1, female: 2, others: 3 },
  seller: { male: 2, female: 3, others: 4 },
};

const BUSINESS_TYPE_CODES: Record<CodeFlow, Record<BusinessType, number>> = {
  company: { individual: 0, organization: 1 },
  seller: { individual: 1, organization: 2 },
};

function fromCode<T extends string>(
  table: Record<T, number>,
  code: number | string | null | undefined,
): T | null {
  if (code === null || code === undefined || code === '') return null;
  const value = typeof code === 'number' ? code : Number(code);
  if (!Number.isInteger(value)) return null;
  const match = (Object.entries(table) as Array<[T, number]>).find(([, c]) => c === value);
  return match ? match[0] : null;
}

/** The wire code of a gender: company 1/2/3, seller 2/3/4 (male/female/others). */
export function genderCode(flow: CodeFlow, gender: Gender): number {
  return GENDER_CODES[flow][gender];
}

/** The gender a wire code stands for in `flow`; null for an unknown code (e.g. the company's 0). */
export function genderFromCode(
  flow: CodeFlow,
  code: number | string | null | undefined,
): Gender | null {
  return fromCode(GENDER_CODES[flow], code);
}

/** The wire code of a business (or seller) type: company 0/1, seller 1/2 (individual/organization). */
export function businessTypeCode(flow: CodeFlow, type: BusinessType): number {
  return BUSINESS_TYPE_CODES[flow][type];
}

/** The business type a wire code stands for in `flow`; null for an unknown code. */
export function businessTypeFromCode(
  flow: CodeFlow,
  code: number | string | null | undefined,
): BusinessType | null {
  return fromCode(BUSINESS_TYPE_CODES[flow], code);
}

function codeRange(tables: Record<CodeFlow, Record<string, number>>) {
  const codes = Object.values(tables).flatMap((table) => Object.values(table));
  return { min: Math.min(...codes), max: Math.max(...codes), integer: true } as const;
}

/** Every business-type code either flow sends (company 0/1, seller 1/2): what a server accepts. */
export const BUSINESS_TYPE_CODE_RANGE = codeRange(BUSINESS_TYPE_CODES);
/**
 * Every gender code either flow sends (company 1/2/3, seller 2/3/4), and the company's 0 seen
 * on records (docs/behaviour.md, "Entities").
 */
export const GENDER_CODE_RANGE = { ...codeRange(GENDER_CODES), min: 0 } as const;

/** Variant display types (docs/behaviour.md, "Entities"): 0 Round, 1 Rectangle, 2 List, 3 Card. */
export const VARIANT_DISPLAY_TYPES = [0, 1, 2, 3] as const;
