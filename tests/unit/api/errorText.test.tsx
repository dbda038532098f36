import { allLocales, preloadedLocales } from '../../../src/i18n/resources/all';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ConnectedSignIn } from '../../../src/account/ConnectedSignIn';
import { ERROR_CODES, refusal, type ErrorCode } from '../../../src/kernel/errorCodes';
import { ApiError } from '../../../src/kernel/errors';
import { errorText } from '../../../src/api/errorText';
import { createHttpApi } from '../../../src/api/http';
import { createI18n, KIT_NAMESPACE } from '../../../src/i18n';
import { errorBody } from '../../../examples/server/lib/errors.ts';
import { renderWithKit } from '../render';

const tFor = (lng: 'en' | 'hi' | 'ar') =>
  createI18n({ lng, preloaded: preloadedLocales }).getFixedT(lng, KIT_NAMESPACE);

describe('errorText', () => {
  it("shows a refusal's code in the reader's language", () => {
    const error = refusal('invalid-credentials');
    expect(errorText(error, tFor('en'))).toBe('Invalid username or password');
    expect(errorText(error, tFor('ar'))).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
    expect(errorText(error, tFor('hi'))).toBe('उपयोगकर्ता नाम या पासवर्ड गलत है');
  });

  it('fills the values a message names', () => {
    const error = refusal('field-too-long', { field: 'cgst', limit: 100 });
    expect(errorText(error, tFor('en'))).toBe('cgst must be at most 100 characters');
    expect(errorText(error, tFor('ar'))).toBe('يجب ألا يزيد cgst عن 100 حرفًا');
  });

  it("falls back to the server's text for a code it does not know, or none", () => {
    const unknown = new ApiError('Le serveur a dit non', {
      kind: 'rejected',
      status: 418,
      code: 'brand-new-code',
    });
    expect(errorText(unknown, tFor('ar'))).toBe('Le serveur a dit non');
    const plain = new ApiError('Plain refusal', { kind: 'rejected', status: 400 });
    expect(errorText(plain, tFor('ar'))).toBe('Plain refusal');
  });

  it('translates transport failures and stays silent on a cancelled call', () => {
    const t = tFor('ar');
    expect(errorText(new ApiError('x', { kind: 'network' }), t)).toBe(allLocales.ar.errors.network);
    expect(errorText(new ApiError('x', { kind: 'timeout' }), t)).toBe(allLocales.ar.errors.timeout);
    expect(errorText(new ApiError('x', { kind: 'aborted' }), t)).toBeNull();
  });

  it('never lets a param act as an i18next option', () => {
    const error = new ApiError('cgst is required', {
      kind: 'rejected',
      code: 'field-required',
      params: { field: 'cgst', lng: 'en', defaultValue: 'hijacked' },
    });
    expect(errorText(error, tFor('ar'))).toBe('cgst مطلوب');
  });

  it('has a translation for every code, in every locale', () => {
    for (const code of Object.keys(ERROR_CODES) as ErrorCode[]) {
      expect(allLocales.hi.errors.code[code], code).toMatch(/\S/);
      expect(allLocales.ar.errors.code[code], code).toMatch(/\S/);
    }
  });
});

/** An axios instance whose every request gets the reference server's refusal body. */
function serverRefusing(code: ErrorCode) {
  const body = errorBody(code);
  const adapter = vi.fn(async (config: InternalAxiosRequestConfig) => {
    const response = {
      data: body,
      status: body.statusCode,
      statusText: body.error,
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
    };
    throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
  });
  return { instance: axios.create({ adapter }), adapter, body };
}

describe('a server refusal in an Arabic form', { timeout: 20_000 }, () => {
  it('shows the translation of its code, not the English message', async () => {
    const { instance, adapter, body } = serverRefusing('invalid-credentials');
    const api = createHttpApi({ baseURL: 'http://acme.localhost/api', axios: instance });
    const { user } = renderWithKit(<ConnectedSignIn onSignedIn={vi.fn()} />, {
      locale: 'ar',
      provider: { api },
    });
    await user.type(screen.getByLabelText(/^اسم المستخدم/), 'asha');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'wrong{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('اسم المستخدم أو كلمة المرور غير صحيحة');
    expect(alert).not.toHaveTextContent(body.message);
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid username or password',
      code: 'invalid-credentials',
    });
  });

  it('translates an empty sign-in answer the same way', async () => {
    const adapter = vi.fn(async (config: InternalAxiosRequestConfig) => ({
      data: [],
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
    }));
    const api = createHttpApi({
      baseURL: 'http://acme.localhost/api',
      axios: axios.create({ adapter }),
    });
    const { user } = renderWithKit(<ConnectedSignIn onSignedIn={vi.fn()} />, {
      locale: 'ar',
      provider: { api },
    });
    await user.type(screen.getByLabelText(/^اسم المستخدم/), 'asha');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'اسم المستخدم أو كلمة المرور غير صحيحة',
    );
  });
});

describe('docs/api-contract.md', () => {
  it('lists every error code', async () => {
    const { readFile } = await import('node:fs/promises');
    // Tests run from the repository's root.
    const doc = await readFile(`${process.cwd()}/docs/api-contract.md`, 'utf8');
    const missing = Object.keys(ERROR_CODES).filter((code) => !doc.includes(`\`${code}\``));
    expect(missing).toEqual([]);
  });
});
