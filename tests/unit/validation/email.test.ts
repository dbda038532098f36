import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, createCompanyContactSchema, isValidEmail } from '../../../src/validation';
import { errorOf } from './helpers';

describe('docs/behaviour.md §5 e-mail pattern', () => {
  it.each([
    'asha@acme.in',
    'a.b_c%d+e-f@mail.example.com',
    '123@456.io',
    'x@my-shop.info',
    'first.last@sub.domain.co',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['uppercase local part', 'Asha@acme.in'],
    ['uppercase domain', 'asha@ACME.in'],
    ['uppercase TLD', 'asha@acme.IN'],
    ['a one-letter TLD', 'asha@acme.i'],
    ['a five-letter TLD', 'asha@acme.store'],
    ['no TLD', 'asha@acme'],
    ['no @', 'asha.acme.in'],
    ['two @', 'a@b@acme.in'],
    ['empty local part', '@acme.in'],
    ['a space', 'asha @acme.in'],
    ['a character outside the set', 'asha!@acme.in'],
    ['a digit in the TLD', 'asha@acme.c0m'],
    ['an underscore in the domain', 'asha@ac_me.in'],
  ])('refuses %s (%s)', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('is anchored at both ends', () => {
    expect(EMAIL_PATTERN.source.startsWith('^')).toBe(true);
    expect(EMAIL_PATTERN.test('xx asha@acme.in')).toBe(false);
    expect(EMAIL_PATTERN.test('asha@acme.in yy')).toBe(false);
  });

  it('is what the schemas use, after trimming surrounding spaces', async () => {
    const schema = createCompanyContactSchema();
    const base = { logo_upload: 'u', phone: '1' };
    expect(
      await errorOf(schema, { ...base, office_email: '  asha@acme.in ' }, 'office_email'),
    ).toBeUndefined();
    expect(
      await errorOf(schema, { ...base, office_email: 'asha@acme.store' }, 'office_email'),
    ).toBe('Email is Invalid');
  });
});
