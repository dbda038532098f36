import type { CompanyProfile } from '../../../src/api/types';
import { demoSeed, INDIA_PROVINCES } from '../../../src/testing';

/** The demo store's profile (acme), as step 1 shows it. */
export function demoProfile(): CompanyProfile {
  const company = demoSeed().tenants.acme?.company;
  if (!company) throw new Error('the demo seed has no acme company');
  return company as CompanyProfile;
}

export const provinces = INDIA_PROVINCES;

/** Resolves after `ms` (a save that takes a while, to show the busy state). */
export const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
