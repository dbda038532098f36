import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  createCompanyContactSchema,
  createRegisterSchema,
  isValidEmail,
} from '../../../src/validation';
import { errorOf } from './helpers';

/*
 * The docs/behaviour.md, "Validation" e-mail pattern as merchants have their addresses (issue 46, item 8):
 * trimmed and lower-cased before the check, any top-level domain of two letters or more; the
 * spec's messages unchanged. The server and the memory api check the same (tests/server/parity).
 */
describe('docs/behaviour.md, "Validation" e-mail pattern', () => {
  it.each([
    'asha@acme.in',
    'a.b_c%d+e-f@mail.example.com',
    '123@456.io',
    'x@my-shop.info',
    'first.last@sub.domain.co',
    'Office@Contoso.com',
    'asha@ACME.IN',
    '  asha@acme.in ',
    'hello@shop.online',
    'sales@contoso.company',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['a one-letter TLD', 'asha@acme.i'],
    ['no TLD', 'asha@acme'],
    ['no @', 'asha.acme.in'],
    ['two @', 'a@b@acme.in'],
    ['empty local part', '@acme.in'],
    ['a space inside', 'asha @acme.in'],
    ['a character outside the set', 'asha!@acme.in'],
    ['a digit in the TLD', 'asha@acme.c0m'],
    ['an underscore in the domain', 'asha@ac_me.in'],
  ])('refuses %s (%s)', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('is anchored at both ends, and reads an address already lower-cased', () => {
    expect(EMAIL_PATTERN.source.startsWith('^')).toBe(true);
    expect(EMAIL_PATTERN.test('xx asha@acme.in')).toBe(false);
    expect(EMAIL_PATTERN.test('asha@acme.in yy')).toBe(false);
    expect(EMAIL_PATTERN.test('Asha@acme.in')).toBe(false);
  });

  it('is what the schemas use, on the address trimmed and lower-cased, with the spec message', async () => {
    const schema = createCompanyContactSchema();
    const base = { logo_upload: 'u', phone: '1' };
    expect(
      await errorOf(schema, { ...base, office_email: '  Asha@Acme.Store ' }, 'office_email'),
    ).toBeUndefined();
    expect(schema.cast({ ...base, office_email: '  Asha@Acme.Store ' }).office_email).toBe(
      'asha@acme.store',
    );
    expect(await errorOf(schema, { ...base, office_email: 'asha@acme.s' }, 'office_email')).toBe(
      'Email is Invalid',
    );
  });
});

describe('a new username with an @ is one mailbox (issue 45, item 2)', () => {
  it.each(['a1<victim@corp.test>', '"x"<victim@corp.test>'])('refuses %s', async (username) => {
    // Angle brackets are refused as markup before the mailbox rule says its part.
    expect(await errorOf(createRegisterSchema(), { username }, 'username')).toBeDefined();
  });

  it.each([
    'me@evil.test,victim@corp.test',
    '"victim"@corp.test',
    'victim@corp.test(hi)',
    'a..b@corp.test',
    'victim@corp',
  ])('refuses %s', async (username) => {
    const schema = createRegisterSchema();
    expect(await errorOf(schema, { username }, 'username')).toMatch(
      /^A username with an @ must be one e-mail address/,
    );
  });

  it.each(['asha', 'Asha@Acme.in', "o'neil@corp.test", 'प्रिया@acme.test'])(
    'takes %s',
    async (username) => {
      expect(await errorOf(createRegisterSchema(), { username }, 'username')).toBeUndefined();
    },
  );
});
