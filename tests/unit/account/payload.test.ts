import { describe, expect, it } from 'vitest';
import { buildRegisterPayload } from '../../../src/account/payload';
import { passwordStrength } from '../../../src/account/internal/strengthScore';

const now = new Date('2024-03-05T10:20:30.456Z');

describe('buildRegisterPayload', () => {
  it('sends the form fields plus created_at as an ISO timestamp', () => {
    expect(
      buildRegisterPayload(
        {
          first_name: 'Asha',
          last_name: 'Rao',
          phone: '9876543210',
          username: 'asha',
          pw: 'Secret#1',
          cpw: 'Secret#1',
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
        { first_name: ' Asha ', phone: ' 98765 ', username: ' asha ', pw: ' p ', cpw: ' p ' },
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
    const values = { first_name: 'A', phone: '1', username: 'u', pw: 'p', cpw: 'p' };
    expect(buildRegisterPayload(values, now)).not.toHaveProperty('kind');
    expect(buildRegisterPayload(values, now, 'seller')).toMatchObject({ kind: 'seller' });
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
