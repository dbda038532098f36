import { describe, expect, it } from 'vitest';
import { createVariantsSchema } from '../../../src/validation';
import { errorsOf } from './helpers';

const taxes = { cgst: '9', sgst: '9', igst: '18' };

describe('variants and taxes schema (seller step 2)', () => {
  const schema = createVariantsSchema();

  it('requires CGST, SGST and IGST (IGST by decision)', async () => {
    expect(await errorsOf(schema, { cgst: '', sgst: '', igst: '' })).toEqual({
      cgst: ['CGST is required'],
      sgst: ['SGST is required'],
      igst: ['IGST is required'],
    });
    expect(await errorsOf(schema, { cgst: 9, sgst: 9 })).toEqual({ igst: ['IGST is required'] });
    expect(await errorsOf(schema, { cgst: Number.NaN, sgst: 9, igst: 18 })).toEqual({
      cgst: ['CGST is required'],
    });
  });

  it('says a tax must be a number when it is not one', async () => {
    expect(await errorsOf(schema, { ...taxes, sgst: 'nine' })).toEqual({
      sgst: ['Please enter a number'],
    });
  });

  it('needs no variant fields while variants are off', async () => {
    expect(await errorsOf(schema, { ...taxes, prod_varient_enabled: false })).toEqual({});
    expect(await errorsOf(schema, taxes)).toEqual({});
    expect(await schema.validate(taxes)).toMatchObject({
      prod_varient_enabled: false,
      cgst: 9,
      sgst: 9,
      igst: 18,
    });
  });

  it('requires header and display type once variants are on', async () => {
    expect(
      await errorsOf(schema, {
        ...taxes,
        prod_varient_enabled: true,
        prod_varient_header: '',
        prod_varient_display_type: '',
      }),
    ).toEqual({
      prod_varient_header: ['Please Enter Varient Header'],
      prod_varient_display_type: ['Please Enter Varient Display Type'],
    });
    expect(await errorsOf(schema, { ...taxes, prod_varient_enabled: true })).toEqual({
      prod_varient_header: ['Please Enter Varient Header'],
      prod_varient_display_type: ['Please Enter Varient Display Type'],
    });
  });

  it('accepts each display type 0 Round … 3 Card and refuses others', async () => {
    for (const type of [0, 1, 2, 3, '2']) {
      expect(
        await errorsOf(schema, {
          ...taxes,
          prod_varient_enabled: true,
          prod_varient_header: 'Size',
          prod_varient_display_type: type,
        }),
      ).toEqual({});
    }
    expect(
      await errorsOf(schema, {
        ...taxes,
        prod_varient_enabled: true,
        prod_varient_header: 'Size',
        prod_varient_display_type: 4,
      }),
    ).toEqual({ prod_varient_display_type: ['Please Enter Varient Display Type'] });
  });
});
