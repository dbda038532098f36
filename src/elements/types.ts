import type { BackofficeApi, UploadAdapter } from '../api/BackofficeApi';
import type { AccountKind, Id, RegisterResult, SignInRecord } from '../api/types';
import type { Theme } from '../theme/createTheme';

/*
 * The custom elements' public face (docs/embedding.md): strings in by attributes, objects and
 * functions in by properties, everything out by composed, bubbling DOM events. One table per
 * element, typed here, listed in etc/elements.api.md.
 */

/** Where the onboarding goes next (docs/behaviour.md, "Account flow"): the host shows the matching element. */
export type KitDestination =
  'sign-in' | 'register' | 'change-password' | 'company-wizard' | 'seller-wizard' | 'dashboard';

/**
 * `navigate`: where the flow goes next, so the host routes (shows the element for `to`, puts
 * `step` in its address). Cancelable when a link was followed: `preventDefault()` keeps the
 * browser from following `href`.
 */
export interface NavigateDetail {
  to: KitDestination;
  /** The wizard step (`?val=`, 1-based) for a wizard destination. */
  step?: number;
  /** The link's address, when a link was pressed. */
  href?: string;
}

/** `step-saved`: a wizard save succeeded. */
export interface StepSavedDetail {
  /** The step shown (1-based). */
  step: number;
  /** The step's id in its flow (`companyInformation`, `billing`, `product` …). */
  stepId: string;
  /** The adapter call that saved it (`company.savePage`, `products.create` …). */
  call: string;
  /** What was saved: the call's arguments (without its options). */
  saved: readonly unknown[];
}

/** `onboarding-complete`: the last step was saved, or the onboarding was complete already. */
export interface OnboardingCompleteDetail {
  flow: 'company' | 'seller';
}

/** `password-changed`: the signed-in account's password was changed. */
export interface PasswordChangedDetail {
  kind: AccountKind;
  user_id: Id;
  /**
   * The account as the kit now holds it: `pw_changed` set and the token the change issued (it
   * revoked the earlier ones). A host that gives the elements `user` hands them this one next.
   */
  user: SignInRecord | null;
}

/**
 * `error`: the element cannot work as set up (`code`: `no-tenant`, `unknown-tenant`,
 * `api-unreachable`, `not-signed-in`, `attribute`) or its screen failed (`crashed`). The element
 * shows the message too, translated; `message` is English, for logs.
 */
export interface KitErrorDetail {
  code: string;
  message: string;
}

/** `unauthorised`: a call made for the signed-in user was refused: sign the user in again. */
export interface UnauthorisedDetail {
  status: number;
  code: string | null;
  message: string;
}

/** Every event the elements send, by name. Each bubbles and is composed (crosses shadow roots). */
export interface KitElementEventMap {
  /** Signed in: the account's record (the kit's session keeps it too). */
  'signed-in': CustomEvent<SignInRecord>;
  /** Registered: the thank-you screen shows next, inside the element. */
  registered: CustomEvent<RegisterResult>;
  /** The password was changed. */
  'password-changed': CustomEvent<PasswordChangedDetail>;
  /** A wizard step's save succeeded. */
  'step-saved': CustomEvent<StepSavedDetail>;
  /** The wizard is done. */
  'onboarding-complete': CustomEvent<OnboardingCompleteDetail>;
  /** Where the flow goes next; the host routes. */
  navigate: CustomEvent<NavigateDetail>;
  /** The element cannot work as set up, or its screen failed. */
  error: CustomEvent<KitErrorDetail>;
  /** A call was refused as unauthorised: the session ended. */
  unauthorised: CustomEvent<UnauthorisedDetail>;
}

/** What every element sends besides its own events. */
export type KitCommonEvents = 'navigate' | 'error';

export type SignInElementEventMap = Pick<KitElementEventMap, KitCommonEvents | 'signed-in'>;
export type RegisterElementEventMap = Pick<KitElementEventMap, KitCommonEvents | 'registered'>;
export type ChangePasswordElementEventMap = Pick<
  KitElementEventMap,
  KitCommonEvents | 'password-changed' | 'unauthorised'
>;
export type WizardElementEventMap = Pick<
  KitElementEventMap,
  KitCommonEvents | 'step-saved' | 'onboarding-complete' | 'unauthorised'
>;
export type StoreTeamElementEventMap = Pick<KitElementEventMap, KitCommonEvents | 'unauthorised'>;

/** The signed-in user's token, sync or async; null when there is none. */
export type AccessTokenGetter = () => string | null | Promise<string | null>;

/**
 * What every element takes. The string ones mirror attributes (`apiBase` ↔ `api-base`; setting
 * one sets the other; null removes it); the others are properties only. `dir` is the element's
 * own HTML attribute (`ltr`, `rtl`; by default the locale's direction).
 */
export interface KitElementProperties {
  /** `api-base`: the onboarding API's address (`/api`, `https://api.example.com/api`). Required unless `api` is set. */
  apiBase: string | null;
  /** `tenant`: the store's label. @default the first label of the page's host name */
  tenant: string | null;
  /** `locale`: `en`, `hi` or `ar`. A change loads the language and turns the direction. @default 'en' */
  locale: string | null;
  /** `preset`: the colour preset, `color-1` … `color-6`. @default 'color-1' */
  preset: string | null;
  /** `mode`: `light` or `dark`. @default 'light' */
  mode: string | null;
  /** `primary-color`: the brand colour as `#rrggbb`, over the preset's. */
  primaryColor: string | null;
  /** The signed-in user's token for the API's calls. @default the kit's session's token */
  getAccessToken: AccessTokenGetter | null;
  /**
   * The signed-in user, when the host signs its users in itself: the element keeps it in memory
   * as its session. Unset: the session the sign-in element kept (this origin's storage).
   */
  user: SignInRecord | null | undefined;
  /** A prebuilt theme (`createTheme(…)`), over `preset`, `mode` and `primary-color`. */
  theme: Theme | null;
  /** A backend adapter (`createMemoryApi()`, your own) instead of `api-base`'s HTTP adapter. */
  api: BackofficeApi | null;
  /** Where images go. @default presigned uploads through `api-base` */
  uploader: UploadAdapter | null;
}

/** A custom element of the kit, with its events typed. */
export interface KitElement<Events> extends HTMLElement, KitElementProperties {
  addEventListener<K extends keyof Events>(
    type: K,
    listener: (this: HTMLElement, event: Events[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof Events>(
    type: K,
    listener: (this: HTMLElement, event: Events[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}
