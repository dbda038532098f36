import { describe, expect, it, vi } from 'vitest';
import { createRegisterSchema } from '../../../src/validation';
import { errorsOf } from './helpers';

const filled = {
  first_name: 'Asha',
  last_name: '',
  phone: '9876543210',
  username: 'asha',
  pw: 'Secret#1',
  cpw: 'Secret#1',
};

describe('register schema', () => {
  it('gives every required message of docs/behaviour.md, "Validation"; last name is optional', async () => {
    expect(await errorsOf(createRegisterSchema(), {})).toEqual({
      first_name: ['First Name is required'],
      phone: ['Phone is required'],
      username: ['Username is required'],
      pw: ['Password is required'],
      cpw: ['Confirm Password is required'],
    });
  });

  it('accepts a filled form without a last name', async () => {
    expect(await errorsOf(createRegisterSchema(), filled)).toEqual({});
    const { last_name: _omitted, ...withoutLastName } = filled;
    expect(await errorsOf(createRegisterSchema(), withoutLastName)).toEqual({});
  });

  it('refuses a weak password before it is sent, with the rule the server applies', async () => {
    expect(await errorsOf(createRegisterSchema(), { ...filled, pw: 'x', cpw: 'x' })).toEqual({
      pw: [
        'The password must have at least 8 characters and mix at least two of: lowercase letters, uppercase letters, digits, symbols',
      ],
    });
  });

  it("says 'Password mismatch' when the confirmation differs", async () => {
    expect(await errorsOf(createRegisterSchema(), { ...filled, cpw: 'Secret#2' })).toEqual({
      cpw: ['Password mismatch'],
    });
  });

  it("says 'Username Already Exist' when the server knows the name", async () => {
    const isUsernameTaken = vi.fn(async (name: string) => name === 'asha');
    const schema = createRegisterSchema({ isUsernameTaken });
    expect(await errorsOf(schema, filled)).toEqual({ username: ['Username Already Exist'] });
    expect(isUsernameTaken).toHaveBeenCalledWith('asha');
    expect(await errorsOf(schema, { ...filled, username: 'ravi' })).toEqual({});
  });

  it('does not block registration when the username check itself fails', async () => {
    const schema = createRegisterSchema({
      isUsernameTaken: async () => {
        throw new Error('offline');
      },
    });
    expect(await errorsOf(schema, filled)).toEqual({});
  });
});
