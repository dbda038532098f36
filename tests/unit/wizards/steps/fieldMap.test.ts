import { describe, expect, it } from 'vitest';
import type { CompanyPage3 } from '../../../../src/api/types';
import { COMPANY_PAGE3 } from '../../../../src/kernel/fields/company';
import { PRODUCT_VARIANTS } from '../../../../src/kernel/fields/product';
import { SELLER_FORM } from '../../../../src/kernel/fields/seller';
import { page3Payload, billingFromRecord } from '../../../../src/wizards/steps/billing/step';
import { fieldMap } from '../../../../src/wizards/form/fieldMap';
import { VARIANTS_FIELDS } from '../../../../src/wizards/steps/variants/VariantsTaxStep';
import {
  BILLING_FIELDS,
  type BillingValues,
} from '../../../../src/wizards/steps/billing/BillingStep';

/*
 * One field map per step (docs/architecture.md, "Forms"): reader names bound to wire fields whose
 * rules src/kernel/fields holds; the form's fields, the prefill and the body come from it. The
 * type checks below run with `npm run typecheck` (tsc over tests/): an unused `@ts-expect-error`
 * is itself an error, so each mistake must keep failing to compile.
 */

// A map naming every value with a wire field of the value's type compiles.
const good = fieldMap<{ area: string; zip: string }>()(COMPANY_PAGE3, {
  area: 'billing_area',
  zip: 'billing_zip',
});

// Maps that must not compile (never built: only the compiler reads them).
export const wrongMaps = () => [
  fieldMap<{ area: string; zip: string }>()(COMPANY_PAGE3, {
    area: 'billing_area',
    // @ts-expect-error 'billing_regoin' is no field of the billing page
    zip: 'billing_regoin',
  }),
  // @ts-expect-error 'zip' is missing
  fieldMap<{ area: string; zip: string }>()(COMPANY_PAGE3, { area: 'billing_area' }),
  fieldMap<{ commission: string }>()(SELLER_FORM, {
    // @ts-expect-error the commission is a number, not a text
    commission: 'seller_comm_percentage',
  }),
];

// The body carries the wire names of the map, typed.
const wire: { billing_area: string; billing_zip: string } = good.toWire({
  area: 'Andheri',
  zip: '400093',
});
// @ts-expect-error the body has no field the map does not name
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
  it('derive the body: texts trimmed, blank optional ones null', () => {
    expect(BILLING_FIELDS.toWire(values)).toEqual({
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
  });

  it('derive the prefill from a record: what is missing or null left out', () => {
    const record: Partial<CompanyPage3> = { billing_area: 'Andheri', billing_region: null };
    expect(billingFromRecord(record)).toEqual({ area: 'Andheri' });
    expect(good.fromWire(null)).toEqual({});
  });

  it('a record saved and read back gives the same values (page 3 round trip)', () => {
    const country = { id: 'IN', name: 'India' };
    const payload = page3Payload(values, [], country);
    expect(billingFromRecord(payload)).toEqual({
      addressLine1: '12 Hill Road',
      area: 'Andheri',
      zip: '400093',
      province: 'MH',
    });
  });

  it('send a value required only while its flag is on as null while it is off', () => {
    const off = {
      variantsEnabled: false,
      variantName: 'Size',
      displayType: 1 as const,
      cgst: 9,
      sgst: 9,
      igst: 0,
    };
    expect(VARIANTS_FIELDS.toWire(off)).toMatchObject({
      prod_varient_enabled: false,
      prod_varient_header: null,
      prod_varient_display_type: null,
    });
    expect(VARIANTS_FIELDS.toWire({ ...off, variantsEnabled: true })).toMatchObject({
      prod_varient_header: 'Size',
      prod_varient_display_type: 1,
    });
    expect(Object.keys(PRODUCT_VARIANTS)).toEqual(
      expect.arrayContaining(Object.keys(VARIANTS_FIELDS.toWire(off))),
    );
  });

  it("hold a choice as the form's enum and report it as the flow's code", () => {
    const map = fieldMap<{ gender: number; type: number }>()(SELLER_FORM, {
      gender: 'seller_admin_gender',
      type: 'seller_type',
    });
    expect(map.toForm({ gender: 2, type: 1 }, 'company')).toEqual({
      seller_admin_gender: 'female',
      seller_type: 'organization',
    });
    expect(map.toForm({ gender: 2, type: 1 }, 'seller')).toEqual({
      seller_admin_gender: 'male',
      seller_type: 'individual',
    });
    expect(map.fromForm({ seller_admin_gender: 'male', seller_type: '' }, 'seller')).toEqual({
      gender: 2,
    });
  });

  it("read the form's numbers, keeping a draft's required ones only once they parse", () => {
    expect(VARIANTS_FIELDS.fromForm(VARIANTS_FIELDS.blank)).toEqual({
      variantsEnabled: false,
      variantName: '',
      displayType: null,
    });
    expect(
      VARIANTS_FIELDS.fromForm({
        ...VARIANTS_FIELDS.blank,
        cgst: '9',
        prod_varient_display_type: '3',
      }),
    ).toMatchObject({ cgst: 9, displayType: 3 });
  });
});
