import { describe, expect, it } from 'vitest';
import {
  GST_STATE_CODES,
  createBillingSchema,
  createSellerSchema,
  gstinMatchesProvince,
} from '../../../src/validation';
import { INDIA_PROVINCES } from '../../../src/testing/memory/india';
import { validSeller } from './fixtures';
import { NOW, errorsOf } from './helpers';

describe('GSTIN against the province', () => {
  it('knows the GST state code of every province in the list', () => {
    expect(INDIA_PROVINCES.filter((p) => !GST_STATE_CODES[p.shortname])).toEqual([]);
    expect(GST_STATE_CODES.KA).toEqual(['29']);
    expect(GST_STATE_CODES.MH).toEqual(['27']);
  });

  it('matches a GSTIN by its first two digits; empty values are left to their own rules', () => {
    expect(gstinMatchesProvince('29ABCDE1234F1Z5', 'KA')).toBe(true);
    expect(gstinMatchesProvince(' 29ABCDE1234F1Z5 ', 'ka')).toBe(true);
    expect(gstinMatchesProvince('27ABCDE1234F1Z5', 'KA')).toBe(false);
    expect(gstinMatchesProvince('ABCDE1234F1Z5', 'KA')).toBe(false);
    expect(gstinMatchesProvince('25ABCDE1234F1Z5', 'DH')).toBe(true);
    expect(gstinMatchesProvince('26ABCDE1234F1Z5', 'DH')).toBe(true);
    expect(gstinMatchesProvince('', 'KA')).toBe(true);
    expect(gstinMatchesProvince('27ABCDE1234F1Z5', '')).toBe(true);
    expect(gstinMatchesProvince('27ABCDE1234F1Z5', 'ZZ')).toBe(true);
    expect(gstinMatchesProvince(null, 'KA')).toBe(true);
  });

  it('the seller schema says so on the GSTIN, and a province change can put it right', async () => {
    const schema = createSellerSchema({ now: NOW });
    const seller = {
      ...validSeller,
      seller_gstin_number: '27ABCDE1234F1Z5',
      seller_stateshort: 'KA',
    };
    expect(await errorsOf(schema, seller)).toEqual({
      seller_gstin_number: ['GSTIN does not match the province'],
    });
    expect(await errorsOf(schema, { ...seller, seller_stateshort: 'MH' })).toEqual({});
  });

  it('the billing schema checks a GSTIN when one is given', async () => {
    const schema = createBillingSchema();
    const billing = { billing_area: 'Andheri', billing_zip: '400053', billing_stateshort: 'MH' };
    expect(await errorsOf(schema, { ...billing, gstin_number: '29AAACA1234A1Z5' })).toEqual({
      gstin_number: ['GSTIN does not match the province'],
    });
    expect(await errorsOf(schema, { ...billing, gstin_number: '27AAACA1234A1Z5' })).toEqual({});
    expect(await errorsOf(schema, { ...billing, gstin_number: '' })).toEqual({});
  });
});
