import { describe, expect, it } from 'vitest';
import {
  buildRegisterPayload,
  changePasswordPayload,
  signInPayload,
} from '../../../src/account/payload';
import { passwordStrength } from '../../../src/account/internal/strengthScore';

const now = new Date('2024-03-05T10:20:30.456Z');

describe('buildRegisterPayload', () => {
  it('sends the form fields plus created_at as an ISO timestamp', () => {
    expect(
      buildRegisterPayload(
        {
          firstName: 'Asha',
          lastName: 'Rao',
          phone: '9876543210',
          username: 'asha',
          password: 'Secret#1',
          confirmPassword: 'Secret#1',
        },
        now,
      ),
    ).toStrictEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      phone: '9876543210',
      username: 'asha',
      pw: 'Secret#1',
      cpw: 'Secret#1',
      created_at: '2024-03-05T10:20:30.456Z',
    });
  });

  it('trims names, phone and username but never the passwords; an absent last name is empty', () => {
    expect(
      buildRegisterPayload(
        {
          firstName: ' Asha ',
          phone: ' 98765 ',
          username: ' asha ',
          password: ' p ',
          confirmPassword: ' p ',
        },
        now,
      ),
    ).toStrictEqual({
      first_name: 'Asha',
      last_name: '',
      phone: '98765',
      username: 'asha',
      pw: ' p ',
      cpw: ' p ',
      created_at: '2024-03-05T10:20:30.456Z',
    });
  });

  it('adds kind only when one is given', () => {
    const values = {
      firstName: 'A',
      phone: '1',
      username: 'u',
      password: 'p',
      confirmPassword: 'p',
    };
    expect(buildRegisterPayload(values, now)).not.toHaveProperty('kind');
    expect(buildRegisterPayload(values, now, 'seller')).toMatchObject({ kind: 'seller' });
  });
});

describe('signInPayload and changePasswordPayload', () => {
  it("map the screens' names to the wire's (username trimmed, passwords as typed)", () => {
    expect(signInPayload({ username: ' asha ', password: ' p ' })).toStrictEqual({
      username: 'asha',
      pw: ' p ',
    });
    expect(changePasswordPayload({ password: 'New#1', confirmPassword: 'New#1' })).toStrictEqual({
      pw: 'New#1',
      cpw: 'New#1',
    });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 1],
    ['abcdefg1', 2],
    ['Abcdefg1', 3],
    ['Abcdefg1!', 4],
    ['abcdefghijkl1', 3],
  ] as const)('%j scores %i', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });
});
