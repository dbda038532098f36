import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPES,
  GENDERS,
  businessTypeCode,
  businessTypeFromCode,
  genderCode,
  genderFromCode,
} from '../../../src/validation';

describe('per-flow codes from one internal enum', () => {
  it.each([
    ['company', 'male', 1],
    ['company', 'female', 2],
    ['company', 'others', 3],
    ['seller', 'male', 2],
    ['seller', 'female', 3],
    ['seller', 'others', 4],
  ] as const)('%s gender %s ↔ %i', (flow, gender, code) => {
    expect(genderCode(flow, gender)).toBe(code);
    expect(genderFromCode(flow, code)).toBe(gender);
    expect(genderFromCode(flow, String(code))).toBe(gender);
  });

  it.each([
    ['company', 'individual', 0],
    ['company', 'organization', 1],
    ['seller', 'individual', 1],
    ['seller', 'organization', 2],
  ] as const)('%s business type %s ↔ %i', (flow, type, code) => {
    expect(businessTypeCode(flow, type)).toBe(code);
    expect(businessTypeFromCode(flow, code)).toBe(type);
    expect(businessTypeFromCode(flow, String(code))).toBe(type);
  });

  it('round-trips every value in both flows', () => {
    for (const flow of ['company', 'seller'] as const) {
      for (const gender of GENDERS)
        expect(genderFromCode(flow, genderCode(flow, gender))).toBe(gender);
      for (const type of BUSINESS_TYPES) {
        expect(businessTypeFromCode(flow, businessTypeCode(flow, type))).toBe(type);
      }
    }
  });

  it('answers null for codes a flow does not use', () => {
    expect(genderFromCode('company', 0)).toBeNull();
    expect(genderFromCode('company', 4)).toBeNull();
    expect(genderFromCode('seller', 1)).toBeNull();
    expect(businessTypeFromCode('seller', 0)).toBeNull();
    expect(businessTypeFromCode('company', 2)).toBeNull();
    for (const empty of [null, undefined, '', 'x', 1.5]) {
      expect(genderFromCode('seller', empty)).toBeNull();
      expect(businessTypeFromCode('company', empty)).toBeNull();
    }
  });
});
