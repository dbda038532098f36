import { describe, expect, it } from 'vitest';
import type { ElementInput } from '../../../src/elements/flows';
import { problemLine, readSettings } from '../../../src/elements/runtime/settings';
import { createMemoryApi } from '../../../src/testing';

const input = (
  attributes: Record<string, string | null>,
  properties: ElementInput['properties'] = {},
): ElementInput => ({ attributes, properties });

describe('an element’s attributes and properties, read and checked', () => {
  it('a bare element with an api-base: the kit’s defaults, nothing to report', () => {
    const { settings, problems } = readSettings('sign-in', input({ 'api-base': '/api' }));
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      apiBase: '/api',
      tenant: undefined,
      locale: 'en',
      direction: 'ltr',
      preset: undefined,
      mode: undefined,
      registerHref: '#register',
      user: undefined,
    });
  });

  it('no api-base and no api property: a missing attribute, named', () => {
    const { problems } = readSettings('sign-in', input({ 'api-base': null }));
    expect(problems).toEqual([
      { kind: 'attribute', name: 'api-base', value: null, allowed: 'api-base="/api"' },
    ]);
    expect(problemLine('sfo-sign-in', problems[0]!)).toBe(
      '<sfo-sign-in>: the api-base attribute is missing (api-base="/api").',
    );
  });

  it('an api property stands for api-base', () => {
    const api = createMemoryApi();
    const { settings, problems } = readSettings('sign-in', input({}, { api }));
    expect(problems).toEqual([]);
    expect(settings.api).toBe(api);
  });

  it.each([
    ['locale', 'fr', 'en | hi | ar'],
    ['dir', 'sideways', 'ltr | rtl'],
    ['preset', 'color-9', 'color-1 … color-6'],
    ['mode', 'dim', 'light | dark'],
    ['primary-color', 'teal', '#7366ff'],
    ['tenant', 'Acme Inc', 'acme'],
  ])('%s="%s" is named with what it takes (%s)', (name, value, allowed) => {
    const { problems } = readSettings('sign-in', input({ 'api-base': '/api', [name]: value }));
    expect(problems).toEqual([{ kind: 'attribute', name, value, allowed }]);
    expect(problemLine('sfo-sign-in', problems[0]!)).toBe(
      `<sfo-sign-in>: the ${name} attribute is "${value}"; use ${allowed}.`,
    );
  });

  it('the locale gives the direction unless dir says otherwise; regions are accepted', () => {
    expect(
      readSettings('sign-in', input({ 'api-base': '/api', locale: 'ar' })).settings.direction,
    ).toBe('rtl');
    expect(
      readSettings('sign-in', input({ 'api-base': '/api', locale: 'ar-EG' })).problems,
    ).toEqual([]);
    expect(
      readSettings('sign-in', input({ 'api-base': '/api', locale: 'ar', dir: 'ltr' })).settings
        .direction,
    ).toBe('ltr');
  });

  it('a wizard’s step is a whole number within its flow; heading-level 1 or 2', () => {
    const read = (flow: 'company-wizard' | 'seller-wizard', step: string) =>
      readSettings(flow, input({ 'api-base': '/api', step }));
    expect(read('company-wizard', '3').settings.step).toBe(3);
    expect(read('seller-wizard', '12').problems).toEqual([]);
    expect(read('company-wizard', '12').problems).toEqual([
      { kind: 'attribute', name: 'step', value: '12', allowed: '1 … 11' },
    ]);
    expect(read('company-wizard', '2.5').problems).toHaveLength(1);
    expect(
      readSettings('company-wizard', input({ 'api-base': '/api', 'heading-level': '1' })).settings
        .headingLevel,
    ).toBe(1);
    // Elements without steps ignore the attribute.
    expect(readSettings('sign-in', input({ 'api-base': '/api', step: 'x' })).problems).toEqual([]);
  });

  it('register: kind company or seller, and the invitation', () => {
    const read = (attributes: Record<string, string>) =>
      readSettings('register', input({ 'api-base': '/api', ...attributes }));
    expect(read({}).settings.kind).toBe('company');
    expect(read({ kind: 'seller', invitation: 'abc' }).settings).toMatchObject({
      kind: 'seller',
      invitation: 'abc',
    });
    expect(read({ kind: 'buyer' }).problems).toEqual([
      { kind: 'attribute', name: 'kind', value: 'buyer', allowed: 'company | seller' },
    ]);
  });

  it('properties of the wrong kind are dropped: a string user is nobody', () => {
    const { settings } = readSettings(
      'company-wizard',
      input({ 'api-base': '/api' }, { user: 'someone', getAccessToken: 'token', theme: 42 }),
    );
    expect(settings.user).toBeNull();
    expect(settings.getAccessToken).toBeUndefined();
    expect(settings.theme).toBeUndefined();
  });
});
