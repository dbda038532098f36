import type { BackofficeApi, UploadAdapter } from '../../api/BackofficeApi';
import type { KitProblem } from '../../api/setup/problems';
import type { SignInRecord } from '../../api/types';
import { supportedLocales } from '../../i18n/createI18n';
import type { Theme } from '../../theme/createTheme';
import {
  colorModes,
  colorPresetIds,
  type ColorMode,
  type ColorPresetId,
} from '../../theme/presets';
import { localeDirection } from '../../theme/rtl';
import type { AccessTokenGetter } from '../types';
import type { ElementInput, FlowName } from '../flows';

/** An element's attributes and properties, read and checked. */
export interface ElementSettings {
  apiBase: string | undefined;
  /** undefined: from the page's host name. */
  tenant: string | undefined;
  locale: string;
  direction: 'ltr' | 'rtl';
  preset: ColorPresetId | undefined;
  mode: ColorMode | undefined;
  primaryColor: string | undefined;
  step: number | null;
  headingLevel: 1 | 2;
  kind: 'company' | 'seller';
  invitation: string | undefined;
  registerHref: string;
  loginHref: string;
  search: string | undefined;
  api: BackofficeApi | undefined;
  uploader: UploadAdapter | undefined;
  /** undefined: the kit's own session (this origin's storage). */
  user: SignInRecord | null | undefined;
  getAccessToken: AccessTokenGetter | undefined;
  theme: Theme | undefined;
}

/** The steps of each wizard, for the `step` attribute's bounds. */
const WIZARD_STEPS: Partial<Record<FlowName, number>> = {
  'company-wizard': 11,
  'seller-wizard': 12,
};

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const baseLanguage = (locale: string) => locale.toLowerCase().split(/[-_]/)[0] ?? '';

const isFunction = (value: unknown): value is AccessTokenGetter => typeof value === 'function';
const isObject = <T>(value: unknown): value is T => typeof value === 'object' && value !== null;

/**
 * Reads an element's attributes and properties. A missing or unusable attribute is a problem
 * naming it and what it takes (docs/embedding.md, "Errors"); the element shows the first one
 * instead of its screen. `baseURI` resolves a relative `api-base`.
 */
export function readSettings(
  flow: FlowName,
  input: ElementInput,
  baseURI = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI,
): { settings: ElementSettings; problems: KitProblem[] } {
  const problems: KitProblem[] = [];
  const attribute = (name: string) => {
    const value = input.attributes[name];
    return value === null || value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const invalid = (name: string, value: string, allowed: string) =>
    problems.push({ kind: 'attribute', name, value, allowed });
  /** The attribute when it is one of `allowed`, else undefined (and a problem). */
  const oneOf = <T extends string>(
    name: string,
    allowed: readonly T[],
    shown = allowed.join(' | '),
  ) => {
    const value = attribute(name);
    if (value === undefined) return undefined;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    invalid(name, value, shown);
    return undefined;
  };

  const { properties } = input;
  const api = isObject<BackofficeApi>(properties.api) ? properties.api : undefined;
  let apiBase = attribute('api-base');
  if (apiBase !== undefined) {
    try {
      new URL(apiBase, baseURI);
    } catch {
      invalid('api-base', apiBase, '/api | https://api.example.com/api');
      apiBase = undefined;
    }
  } else if (!api) {
    problems.push({ kind: 'attribute', name: 'api-base', value: null, allowed: 'api-base="/api"' });
  }

  const tenantText = attribute('tenant');
  let tenant = tenantText?.toLowerCase();
  if (tenantText !== undefined && tenant !== undefined && !LABEL.test(tenant)) {
    invalid('tenant', tenantText, 'acme');
    tenant = undefined;
  }

  let locale = attribute('locale') ?? 'en';
  if (!(supportedLocales as readonly string[]).includes(baseLanguage(locale))) {
    invalid('locale', locale, supportedLocales.join(' | '));
    locale = 'en';
  }
  const direction = oneOf('dir', ['ltr', 'rtl'] as const) ?? localeDirection(locale);

  let primaryColor = attribute('primary-color');
  if (primaryColor !== undefined && !HEX.test(primaryColor)) {
    invalid('primary-color', primaryColor, '#7366ff');
    primaryColor = undefined;
  }

  let step: number | null = null;
  const steps = WIZARD_STEPS[flow];
  const stepText = steps ? attribute('step') : undefined;
  if (steps && stepText !== undefined) {
    const parsed = Number(stepText);
    if (Number.isInteger(parsed) && parsed >= 1 && parsed <= steps) step = parsed;
    else invalid('step', stepText, `1 … ${steps}`);
  }
  const headingLevel = steps ? oneOf('heading-level', ['1', '2'] as const) : undefined;

  const user = properties.user;
  return {
    settings: {
      apiBase,
      tenant,
      locale,
      direction,
      preset: oneOf('preset', colorPresetIds, 'color-1 … color-6'),
      mode: oneOf('mode', colorModes),
      primaryColor,
      step,
      headingLevel: headingLevel === '1' ? 1 : 2,
      kind:
        flow === 'register'
          ? (oneOf('kind', ['company', 'seller'] as const) ?? 'company')
          : 'company',
      invitation: flow === 'register' ? attribute('invitation') : undefined,
      registerHref: attribute('register-href') ?? '#register',
      loginHref: attribute('login-href') ?? '#sign-in',
      search: attribute('search'),
      api,
      uploader: isObject<UploadAdapter>(properties.uploader) ? properties.uploader : undefined,
      user: user === undefined ? undefined : isObject<SignInRecord>(user) ? user : null,
      getAccessToken: isFunction(properties.getAccessToken) ? properties.getAccessToken : undefined,
      theme: isObject<Theme>(properties.theme) ? properties.theme : undefined,
    },
    problems,
  };
}

/** A problem as the console says it (English), naming the element. */
export function problemLine(tag: string, problem: KitProblem): string {
  switch (problem.kind) {
    case 'attribute':
      return problem.value === null
        ? `<${tag}>: the ${problem.name} attribute is missing (${problem.allowed}).`
        : `<${tag}>: the ${problem.name} attribute is "${problem.value}"; use ${problem.allowed}.`;
    case 'no-tenant':
      return `<${tag}>: the page's address (${problem.host}) names no store; set the tenant attribute.`;
    case 'unknown-tenant':
      return `<${tag}>: the onboarding API knows no store "${problem.tenant}"; check the tenant attribute.`;
    case 'api-unreachable':
      return `<${tag}>: nothing answered as the onboarding API at ${problem.apiBase ?? 'its address'}; check the api-base attribute.`;
    case 'not-signed-in':
      return `<${tag}>: nobody is signed in; sign in first (<sfo-sign-in>) or set the user property.`;
    case 'signed-out':
      return `<${tag}>: the session ended (a call was refused as unauthorised).`;
  }
}
