import { describe, expect, it } from 'vitest';
import { createChangePasswordSchema } from '../../../src/validation';
import { errorsOf } from './helpers';

describe('change password schema', () => {
  const schema = createChangePasswordSchema();

  it('requires both fields with the spec messages', async () => {
    expect(await errorsOf(schema, { pw: '', cpw: '' })).toEqual({
      pw: ['Password is required'],
      cpw: ['Confirm Password is required'],
    });
  });

  it("says 'Password Not Match' when the confirmation differs", async () => {
    expect(await errorsOf(schema, { pw: 'NewPass#1', cpw: 'NewPass#2' })).toEqual({
      cpw: ['Password Not Match'],
    });
  });

  it('refuses a weak password before it is sent, with the rule the server applies', async () => {
    for (const pw of ['x', 'password', '12345678', 'Ab1']) {
      expect(await errorsOf(schema, { pw, cpw: pw })).toEqual({
        pw: [
          'The password must have at least 8 characters and mix at least two of: lowercase letters, uppercase letters, digits, symbols',
        ],
      });
    }
    expect(await errorsOf(schema, { pw: 'kettle-42', cpw: 'kettle-42' })).toEqual({});
  });

  it('accepts matching passwords', async () => {
    expect(await errorsOf(schema, { pw: 'NewPass#1', cpw: 'NewPass#1' })).toEqual({});
  });
});
