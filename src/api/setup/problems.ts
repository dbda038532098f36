import type { TFunction } from 'i18next';
import type { BackofficeApi } from '../BackofficeApi';
import { isApiError } from '../../kernel/errors';
import type { SettingNames } from './context';

/**
 * Why the kit cannot work where it was put (docs/embedding.md, "Errors"): each is shown as a
 * message naming what to set, never as a skeleton that waits for ever or a Retry that cannot
 * succeed.
 */
export type KitProblem =
  /** The page's host name names no store (localhost, an IP address, a bare host name). */
  | { kind: 'no-tenant'; host: string }
  /** The API does not know the store. */
  | { kind: 'unknown-tenant'; tenant: string }
  /** Nothing answers as the API at its address (refused, timed out, or not the API). */
  | { kind: 'api-unreachable'; apiBase: string | null }
  /** A call was refused as unauthorised: the session ended. */
  | { kind: 'signed-out' }
  /** A screen for a signed-in user was shown with nobody signed in. */
  | { kind: 'not-signed-in' }
  /** A custom element's attribute is missing or not one it can use. */
  | { kind: 'attribute'; name: string; value: string | null; allowed: string };

/**
 * The problem a failed read of the store's profile (`tenant.resolve`) reveals, or null when the
 * failure says nothing about the setup (the screen shows its own error then).
 */
export function storeProblem(
  error: unknown,
  tenant: string,
  apiBase: string | null,
): KitProblem | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid') {
    return { kind: 'api-unreachable', apiBase };
  }
  if (error.kind !== 'rejected') return null;
  if (error.code === 'unknown-tenant' || error.code === 'company-not-found') {
    return { kind: 'unknown-tenant', tenant };
  }
  // A 404 without the API's error body: the address is a web server, but not the API.
  if (!error.code && error.status === 404) return { kind: 'api-unreachable', apiBase };
  return null;
}

const checks = new WeakMap<BackofficeApi, Map<string, Promise<unknown>>>();

/**
 * Reads the store's profile once per adapter and tenant: resolves with the failure (null when
 * the API answered). A failure that may pass (the API unreachable) is forgotten, so a later
 * check, or Try again, asks again.
 */
export function checkStore(api: BackofficeApi, tenant: string): Promise<unknown> {
  let byTenant = checks.get(api);
  if (!byTenant) checks.set(api, (byTenant = new Map()));
  let pending = byTenant.get(tenant);
  if (!pending) {
    pending = Promise.resolve()
      .then(() => api.tenant.resolve(tenant))
      .then(
        () => null,
        (error: unknown) => error,
      );
    const forget = byTenant;
    void pending.then((error) => {
      if (storeProblem(error, tenant, null)?.kind === 'api-unreachable') forget.delete(tenant);
    });
    byTenant.set(tenant, pending);
  }
  return pending;
}

/** The title and text of a problem, in the reader's language, naming what to set. */
export function problemText(
  problem: KitProblem,
  t: TFunction,
  names: SettingNames,
): { title: string; text: string } {
  switch (problem.kind) {
    case 'no-tenant':
      return {
        title: t('setup.noTenant.title'),
        text: t('setup.noTenant.text', { host: problem.host || '—', setting: names.tenant }),
      };
    case 'unknown-tenant':
      return {
        title: t('setup.unknownTenant.title'),
        text: t('setup.unknownTenant.text', { tenant: problem.tenant, setting: names.tenant }),
      };
    case 'api-unreachable':
      return {
        title: t('setup.apiUnreachable.title'),
        text: problem.apiBase
          ? t('setup.apiUnreachable.text', { apiBase: problem.apiBase, setting: names.apiBase })
          : t('setup.apiUnreachable.textNoAddress', { setting: names.apiBase }),
      };
    case 'signed-out':
      return { title: t('setup.signedOut.title'), text: t('setup.signedOut.text') };
    case 'not-signed-in':
      return {
        title: t('setup.notSignedIn.title'),
        text: t('setup.notSignedIn.text', { setting: names.user }),
      };
    case 'attribute':
      return {
        title: t('setup.attribute.title'),
        text:
          problem.value === null
            ? t('setup.attribute.missing', { name: problem.name, example: problem.allowed })
            : t('setup.attribute.invalid', {
                name: problem.name,
                value: problem.value,
                allowed: problem.allowed,
              }),
      };
  }
}
