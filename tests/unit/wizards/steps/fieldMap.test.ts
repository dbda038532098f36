import { describe, expect, it } from 'vitest';
import type { CompanyPage3 } from '../../../../src/api/types';
import { page3Payload, billingFromRecord } from '../../../../src/wizards/company/payload';
import { BILLING_FIELDS, type BillingValues } from '../../../../src/wizards/steps/BillingStep';
import {
  blankAsNull,
  valuesFromRecord,
  wireFromValues,
  type FieldMap,
} from '../../../../src/wizards/form/fieldMap';
import type { BillingValues as BillingFields } from '../../../../src/validation/company';

/*
 * One typed field map per form (docs/architecture.md, "Forms"). The type checks below run with
 * `npm run typecheck` (tsc over tests/): an unused `@ts-expect-error` is itself an error, so each
 * misspelling must keep failing to compile.
 */

// A map naming every value with a field of the wire type compiles.
const good = {
  area: 'billing_area',
  zip: 'billing_zip',
} as const satisfies FieldMap<{ area: string; zip: string }, BillingFields>;

// A misspelt wire name does not.
const misspelt = {
  area: 'billing_area',
  // @ts-expect-error 'billing_regoin' is no field of the billing form
  zip: 'billing_regoin',
} as const satisfies FieldMap<{ area: string; zip: string }, BillingFields>;

// Nor does a map that forgets a value.
// @ts-expect-error 'zip' is missing
const partial = { area: 'billing_area' } as const satisfies FieldMap<
  { area: string; zip: string },
  BillingFields
>;

// The payload's identity part carries the wire names of the map, typed.
const wire: { billing_area: string; billing_zip: string } = wireFromValues(
  { area: 'Andheri', zip: '400093' },
  good,
);
// @ts-expect-error the identity part has no field the map does not name
void wire.billing_region;

const values: BillingValues = {
  gstinNumber: '',
  addressLine1: ' 12 Hill Road ',
  addressLine2: '',
  streetNo: '',
  streetName: '',
  area: ' Andheri ',
  region: '  ',
  zip: '400093',
  province: 'MH',
};

describe('field maps (docs/architecture.md, "Forms")', () => {
  it('derive the payload, its texts trimmed and blank ones null', () => {
    expect(blankAsNull(wireFromValues(values, BILLING_FIELDS))).toEqual({
      gstin_number: null,
      billing_addressline1: '12 Hill Road',
      billing_addressline2: null,
      billing_street_no: null,
      billing_street_name: null,
      billing_area: 'Andheri',
      billing_region: null,
      billing_zip: '400093',
      billing_stateshort: 'MH',
    });
    expect(misspelt.area).toBe(partial.area);
  });

  it('derive the prefill from a record: a missing text as empty', () => {
    const record: Partial<CompanyPage3> = { billing_area: 'Andheri', billing_region: null };
    expect(billingFromRecord(record)).toEqual({
      gstinNumber: '',
      addressLine1: '',
      addressLine2: '',
      streetNo: '',
      streetName: '',
      area: 'Andheri',
      region: '',
      zip: '',
      province: '',
    });
    expect(valuesFromRecord(record, good, (value) => value ?? '')).toEqual({
      area: 'Andheri',
      zip: '',
    });
  });

  it('a record saved and read back gives the same values (page 3 round trip)', () => {
    const country = { id: 'IN', name: 'India' };
    const payload = page3Payload(values, [], country);
    expect(billingFromRecord(payload)).toEqual({
      ...values,
      addressLine1: '12 Hill Road',
      addressLine2: '',
      area: 'Andheri',
      region: '',
    });
  });
});
