import { describe, expect, it } from 'vitest';
import { parseActivationParams } from '../../../src/account/activation';

describe('parseActivationParams', () => {
  it('reads a company link (activation + a) from a location search', () => {
    expect(parseActivationParams('?activation=abc123&a=iv456')).toEqual({
      kind: 'company',
      activation: 'abc123',
      iv: 'iv456',
    });
  });

  it('reads a seller link (activation + b) from a hash route', () => {
    expect(parseActivationParams('#/auth/login?activation=tok&b=vec')).toEqual({
      kind: 'seller',
      activation: 'tok',
      iv: 'vec',
    });
  });

  it('reads a whole URL whose hash holds the query', () => {
    expect(
      parseActivationParams('http://acme.localhost:5173/#/auth/login?activation=x1&a=y2'),
    ).toEqual({ kind: 'company', activation: 'x1', iv: 'y2' });
  });

  it('reads a bare query string', () => {
    expect(parseActivationParams('activation=x&b=y')).toEqual({
      kind: 'seller',
      activation: 'x',
      iv: 'y',
    });
  });

  it('percent-decodes values but keeps "+" (base64 data, not a space)', () => {
    expect(parseActivationParams('?activation=ab%2Fc%3D%3D&a=q+r/s=')).toEqual({
      kind: 'company',
      activation: 'ab/c==',
      iv: 'q+r/s=',
    });
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(parseActivationParams('?activation=%E0%A4&a=1')).toEqual({
      kind: 'company',
      activation: '%E0%A4',
      iv: '1',
    });
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['a plain route', '#/auth/login'],
    ['no activation', '?a=1'],
    ['empty activation', '?activation=&a=1'],
    ['activation without a or b', '?activation=x'],
    ['empty a', '?activation=x&a='],
    ['other params', '?val=2&foo=bar'],
  ])('returns null for %s', (_name, input) => {
    expect(parseActivationParams(input)).toBeNull();
  });

  it('prefers the company parameter when both a and b are present', () => {
    expect(parseActivationParams('?activation=x&b=2&a=1')?.kind).toBe('company');
  });
});
