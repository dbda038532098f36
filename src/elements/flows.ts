/**
 * The flows the custom elements embed, each with its tag, its own attributes (besides the ones
 * every element reads) and whether it needs a signed-in user. Data only: the loader (no React)
 * and the runtime read the same table.
 */
export const FLOWS = {
  'sign-in': {
    tag: 'sfo-sign-in',
    attributes: { 'register-href': 'registerHref', search: 'search' },
    needsUser: false,
  },
  register: {
    tag: 'sfo-register',
    attributes: { kind: 'kind', invitation: 'invitation', 'login-href': 'loginHref' },
    needsUser: false,
  },
  'change-password': { tag: 'sfo-change-password', attributes: {}, needsUser: true },
  'company-wizard': {
    tag: 'sfo-company-wizard',
    attributes: { step: 'step', 'heading-level': 'headingLevel' },
    needsUser: true,
  },
  'seller-wizard': {
    tag: 'sfo-seller-wizard',
    attributes: { step: 'step', 'heading-level': 'headingLevel' },
    needsUser: true,
  },
  'store-team': { tag: 'sfo-store-team', attributes: {}, needsUser: true },
} as const satisfies Record<
  string,
  { tag: string; attributes: Record<string, string>; needsUser: boolean }
>;

export type FlowName = keyof typeof FLOWS;

/** Attributes every element reads, by the property that mirrors each (`dir` is HTML's own). */
export const COMMON_ATTRIBUTES = {
  'api-base': 'apiBase',
  tenant: 'tenant',
  locale: 'locale',
  preset: 'preset',
  mode: 'mode',
  'primary-color': 'primaryColor',
} as const;

/** Properties that take objects and functions, never attributes. */
export const OBJECT_PROPERTIES = ['getAccessToken', 'user', 'theme', 'api', 'uploader'] as const;
export type ObjectProperty = (typeof OBJECT_PROPERTIES)[number];

/** Mirrored properties that read their attribute as a whole number. */
export const NUMBER_PROPERTIES: ReadonlySet<string> = new Set(['step', 'headingLevel']);

/** What an element hands its runtime: its attributes as set, and its object properties. */
export interface ElementInput {
  attributes: Readonly<Record<string, string | null>>;
  properties: Readonly<Partial<Record<ObjectProperty, unknown>>>;
}

/** Sends a DOM event from the element: bubbling, composed; returns false when cancelled. */
export type Emit = (type: string, detail: unknown, cancelable?: boolean) => boolean;
