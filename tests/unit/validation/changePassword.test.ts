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

  it('accepts matching passwords', async () => {
    expect(await errorsOf(schema, { pw: 'NewPass#1', cpw: 'NewPass#1' })).toEqual({});
  });
});
