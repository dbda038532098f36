import { describe, expect, it } from 'vitest';
import { isPasswordStrongEnough, usernameKey, usernameProblem } from '../../../src/kernel/identity';
import { isImageRef } from '../../../src/kernel/imageRef';

describe('isPasswordStrongEnough (docs/api-contract.md, "Values")', () => {
  it.each(['x', 'password', '12345678', 'ABCDEFGH', 'Short1!', ''])('refuses %j', (pw) => {
    expect(isPasswordStrongEnough(pw)).toBe(false);
  });
  it.each(['kettle-42', 'Password', 'first-Password-1', 'पासवर्ड1234', 'Demo@1234'])(
    'accepts %j',
    (pw) => {
      expect(isPasswordStrongEnough(pw)).toBe(true);
    },
  );
});

describe('usernameKey', () => {
  it('folds case, fullwidth letters and decomposed accents into one name', () => {
    const key = usernameKey('Dupe@Example.com');
    for (const same of ['DUPE@example.com', 'dupe@EXAMPLE.COM', 'ｄｕｐｅ@example.com']) {
      expect(usernameKey(same)).toBe(key);
    }
    expect(usernameKey('jos\u00e9')).toBe(usernameKey('jose\u0301'));
    expect(usernameKey('STRASSE')).toBe(usernameKey('straße'));
    expect(usernameKey('dupe2@example.com')).not.toBe(key);
  });
});

describe('usernameProblem', () => {
  it.each([
    ['ad\u200dmin', 'invisible'],
    ['ad\u200bmin', 'invisible'],
    ['admin\u202e', 'invisible'],
    ['\u2066admin', 'invisible'],
    ['admin\u200e', 'invisible'],
    ['\u0430dmin', 'mixed-script'],
    ['p\u03b1ypal', 'mixed-script'],
    // UTS #39 (issue 21 item 8): Braille blank, Cherokee, small capitals, an overlay.
    ['du\u2800pe@x.com', 'invisible'],
    ['\u2800', 'invisible'],
    ['\u13aa\u13a0\u13b7\u13a5\u13c1', 'lookalike'],
    ['\u13aadmin', 'lookalike'],
    ['\u1d00sha', 'lookalike'],
    ['\u1d00\u1d05\u1d0d\u026a\u0274', 'lookalike'],
    ['d\u0336upe@x.com', 'lookalike'],
    ['\u0430dmin@x.com', 'mixed-script'],
    ['ivan\u0438', 'mixed-script'],
  ])('refuses %j (%s)', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem);
  });
  it.each([
    'asha@example.com',
    'आशा',
    'آشا',
    'иван',
    'asha_rao-1',
    // Moderately restrictive: Latin with one other recommended script, or with Han and kana.
    'प्रिया@acme.test',
    '山田たろう.yamada',
    // One script, Cyrillic alone: the server's skeleton makes асе@хе.рс the account ace@xe.pc.
    'асе@хе.рс',
  ])('accepts %j', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });
});

describe('isImageRef', () => {
  const ORIGINS = {
    ownOrigins: ['http://acme.localhost:8787'],
    mediaOrigins: ['https://cdn.example.com'],
  };
  it.each([
    '7/logo.png',
    '7/products/12/logo.webp',
    '7/0f8fad5b-d9cb-469f-a165-70867728950e.jpeg',
    '/api/uploads/7/logo.png',
    'http://acme.localhost:8787/api/uploads/7/about_us.jpg',
    'https://cdn.example.com/anything',
  ])('accepts %j for company 7', (value) => {
    expect(isImageRef(value, 7, ORIGINS)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://evil.example/banner.png',
    '8/logo.png',
    '7/../8/logo.png',
    '7/logo.svg',
    '/api/uploads/8/logo.png',
    'blob:http://acme.localhost/x',
    'https://evil.example/anything',
    'http://evil.example/api/uploads/7/logo.png',
    'https://cdn.example.com@evil.example/logo.png',
  ])('refuses %j for company 7', (value) => {
    expect(isImageRef(value, 7, ORIGINS)).toBe(false);
  });
  it('accepts no full URL without configured origins', () => {
    expect(isImageRef('https://cdn.example.com/anything', 7)).toBe(false);
  });
  it('accepts what the caller adds (the memory uploader previews)', () => {
    expect(isImageRef('blob:x', 7, { accept: (v) => v.startsWith('blob:') })).toBe(true);
  });
});
