import { describe, expect, it } from 'vitest';
import { companyContactDefaults, createCompanyContactSchema } from '../../../src/validation';
import { pngFile, renamedExe } from '../api/upload/fixtures';
import { errorsOf } from './helpers';

const filled = {
  logo_upload: 'https://cdn.test/12/logo.png',
  phone: '02212345678',
  office_email: 'office@acme.in',
};

describe('company contact schema (company step 2)', () => {
  const schema = createCompanyContactSchema();

  it('requires logo, office phone and office e-mail with the spec messages', async () => {
    expect(await errorsOf(schema, {})).toEqual({
      logo_upload: ['Please Upload Logo'],
      phone: ['Office Phone is required'],
      office_email: ['Email address is required'],
    });
  });

  it("says 'Email is Invalid' for an office e-mail off the pattern", async () => {
    // Capitals are lower-cased, not refused (issue 46, item 8): a one-letter ending is refused.
    expect(await errorsOf(schema, { ...filled, office_email: 'Office@Acme.i' })).toEqual({
      office_email: ['Email is Invalid'],
    });
  });

  it('accepts the logo on record or a chosen image, and leaves other fields optional', async () => {
    expect(await errorsOf(schema, filled)).toEqual({});
    expect(await errorsOf(schema, { ...filled, logo_upload: pngFile() })).toEqual({});
    expect(
      await errorsOf(schema, {
        ...filled,
        registration_number: '',
        accounts_email: '',
        enquiry_email: null,
        password_renewal_days: '',
        monthly_purchase_minimum: Number.NaN,
      }),
    ).toEqual({});
  });

  it('checks optional e-mails and numbers when they are given', async () => {
    expect(
      await errorsOf(schema, {
        ...filled,
        accounts_email: 'accounts@acme',
        enquiry_email: 'hello@acme.in',
        maximum_products: 'many',
      }),
    ).toEqual({
      accounts_email: ['Email is Invalid'],
      maximum_products: ['Please enter a number'],
    });
  });

  it('refuses a renamed executable as the logo', async () => {
    expect(await errorsOf(schema, { ...filled, logo_upload: renamedExe() })).toEqual({
      logo_upload: ['Only allowed PNG or JPG or WEBP'],
    });
  });

  it('exposes the docs/behaviour.md, "Constants" defaults', () => {
    expect(companyContactDefaults).toEqual({
      password_renewal_days: 90,
      monthly_purchase_minimum: 2000,
      maximum_products: 1000,
    });
  });
});
