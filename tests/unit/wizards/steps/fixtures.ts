import type { CompanyProfile, Province } from '../../../../src/api/types';
import { demoSeed, INDIA_PROVINCES } from '../../../../src/testing';

/** The demo company's profile (acme). */
export function acmeProfile(): CompanyProfile {
  const company = demoSeed().tenants.acme?.company;
  if (!company) throw new Error('demo seed has no acme company');
  return company as CompanyProfile;
}

export const provinces: readonly Province[] = INDIA_PROVINCES;
