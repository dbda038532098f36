import { describe, expect, it } from 'vitest';
import { createSellerSchema } from '../../../src/validation';
import { validSeller } from './fixtures';
import { NOW, errorsOf } from './helpers';

describe('seller schema', () => {
  const schema = createSellerSchema({ now: NOW });

  it('gives every required message of docs/behaviour.md, "Validation"', async () => {
    expect(await errorsOf(schema, {})).toEqual({
      seller_type: ['Seller Type is required'],
      seller_business_type: ['Business Type is required'],
      seller_business_name: ['Business Name is required'],
      seller_legal_name: ['Legal Name is required'],
      seller_pan_number: ['Pan Number is required'],
      seller_gstin_number: ['GSTIN Number is required'],
      seller_comm_percentage: ['Commission Persentage is required'],
      seller_maximum_products: ['Maximum Products is required'],
      seller_phone: ['Office Phone is required'],
      seller_office_email: ['Office Email address is required'],
      seller_zip: ['Zip is Required'],
      seller_stateshort: ['Province is required'],
      seller_admin_first_name: ['First Name is required'],
      seller_admin_title: ['Title is required'],
      seller_admin_gender: ['Gender is required'],
      seller_admin_dob: ['Date of birth is required'],
      seller_admin_phone: ['Phone is required'],
      seller_admin_email: ['Email address is required'],
    });
  });

  it('accepts a filled form, with numbers cast and optional fields empty', async () => {
    expect(await errorsOf(schema, validSeller)).toEqual({});
    expect(
      await errorsOf(schema, { ...validSeller, seller_tan_number: '', seller_web_url: '' }),
    ).toEqual({});
    expect(await schema.validate(validSeller)).toMatchObject({
      seller_comm_percentage: 12.5,
      seller_maximum_products: 500,
    });
  });

  it('says the e-mails are invalid off the pattern', async () => {
    expect(
      await errorsOf(schema, {
        ...validSeller,
        seller_office_email: 'office@asha',
        seller_admin_email: 'asha@asha',
      }),
    ).toEqual({
      seller_office_email: ['Office Email is Invalid'],
      seller_admin_email: ['Email is Invalid'],
    });
  });

  it('wants numbers for commission and maximum products', async () => {
    expect(
      await errorsOf(schema, {
        ...validSeller,
        seller_comm_percentage: 'ten',
        seller_maximum_products: '5oo',
      }),
    ).toEqual({
      seller_comm_percentage: ['Please enter a number'],
      seller_maximum_products: ['Please enter a number'],
    });
  });

  it('holds the internal enums: unknown or numeric codes are refused', async () => {
    expect(
      await errorsOf(schema, {
        ...validSeller,
        seller_type: 1,
        seller_business_type: 'company',
        seller_admin_gender: 2,
      }),
    ).toEqual({
      seller_type: ['Seller Type is required'],
      seller_business_type: ['Business Type is required'],
      seller_admin_gender: ['Gender is required'],
    });
    expect(
      await errorsOf(schema, {
        ...validSeller,
        seller_type: 'organization',
        seller_business_type: 'organization',
        seller_admin_gender: 'others',
      }),
    ).toEqual({});
  });

  describe('TAN', () => {
    it('is optional by default', async () => {
      expect(await errorsOf(createSellerSchema({ now: NOW }), validSeller)).toEqual({});
    });

    it("is required with requireTan: 'Tan Number is required'", async () => {
      const strict = createSellerSchema({ now: NOW, requireTan: true });
      expect(await errorsOf(strict, { ...validSeller, seller_tan_number: ' ' })).toEqual({
        seller_tan_number: ['Tan Number is required'],
      });
      expect(await errorsOf(strict, { ...validSeller, seller_tan_number: 'MUMA12345B' })).toEqual(
        {},
      );
    });
  });

  describe('admin date of birth (today 2025-06-15)', () => {
    const dob = async (value: unknown) =>
      (await errorsOf(schema, { ...validSeller, seller_admin_dob: value })).seller_admin_dob;

    it('passes exactly 18 years ago and fails a day later', async () => {
      expect(await dob('2007-06-15')).toBeUndefined();
      expect(await dob('2007-06-16')).toEqual(['Must be at least 18 years old']);
      expect(await dob('2025-06-15')).toEqual(['Must be at least 18 years old']);
    });

    it('passes about 122.5 years ago (122 years 6 months) and fails a day earlier', async () => {
      expect(await dob('1902-12-15')).toBeUndefined();
      expect(await dob('1902-12-14')).toEqual(['Date of birth is too far in the past']);
      expect(await dob('1850-01-01')).toEqual(['Date of birth is too far in the past']);
    });

    it('accepts a Date and refuses impossible days', async () => {
      expect(await dob(new Date(1990, 3, 2))).toBeUndefined();
      expect(await dob('1990-02-30')).toEqual(['Please enter a valid date']);
      expect(await dob('02/04/1990')).toEqual(['Please enter a valid date']);
      expect(await dob('')).toEqual(['Date of birth is required']);
    });

    it('uses the real today when no `now` is given', async () => {
      const today = new Date();
      const adult = `${today.getFullYear() - 30}-01-01`;
      const child = `${today.getFullYear() - 10}-01-01`;
      const live = createSellerSchema();
      expect(await errorsOf(live, { ...validSeller, seller_admin_dob: adult })).toEqual({});
      expect(await errorsOf(live, { ...validSeller, seller_admin_dob: child })).toEqual({
        seller_admin_dob: ['Must be at least 18 years old'],
      });
    });
  });
});
