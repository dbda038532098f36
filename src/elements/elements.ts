import { FLOWS, type FlowName } from './flows';
import { kitElementClass } from './KitElementBase';
import type {
  ChangePasswordElementEventMap,
  KitElement,
  RegisterElementEventMap,
  SignInElementEventMap,
  StoreTeamElementEventMap,
  WizardElementEventMap,
} from './types';

/*
 * The elements: each name is the element's class and (as a type) its instances, as `HTMLElement`
 * is both. Their attributes and properties are in KitElementProperties and below; their events in
 * the event maps (./types.ts).
 */

/** An element class as hosts see it: `new` and its prototype. */
export interface KitElementClass<T extends HTMLElement> {
  new (): T;
  readonly prototype: T;
}

const classes = Object.fromEntries(
  Object.keys(FLOWS).map((flow) => [flow, kitElementClass(flow as FlowName)]),
) as Record<FlowName, CustomElementConstructor>;

/** The element class of `flow`, with its instances' type. */
export const classOf = <T extends HTMLElement>(flow: FlowName) =>
  classes[flow] as unknown as KitElementClass<T>;

/** `<sfo-sign-in>`: sign-in, with the activation link's check. */
export interface SignInElement extends KitElement<SignInElementEventMap> {
  /** `register-href`: where 'Create Account' goes (a `navigate` to `register` first). @default '#register' */
  registerHref: string | null;
  /**
   * `search`: where the activation link's parameters are (`?activation=…&a=…`).
   * @default the page's address (its search and hash)
   */
  search: string | null;
}
export const SignInElement = classOf<SignInElement>('sign-in');

/** `<sfo-register>`: registration (company admin or seller; setup code; invitation), then thank-you. */
export interface RegisterElement extends KitElement<RegisterElementEventMap> {
  /** `kind`: `company` (a store admin; the store's first one gives its setup code) or `seller`. @default 'company' */
  kind: string | null;
  /** `invitation`: the invitation of a mailed link, for another company admin. */
  invitation: string | null;
  /** `login-href`: where 'Sign In' goes (a `navigate` to `sign-in` first). @default '#sign-in' */
  loginHref: string | null;
}
export const RegisterElement = classOf<RegisterElement>('register');

/** `<sfo-change-password>`: the signed-in account's (forced) password change. */
export type ChangePasswordElement = KitElement<ChangePasswordElementEventMap>;
export const ChangePasswordElement = classOf<ChangePasswordElement>('change-password');

/** `<sfo-company-wizard>` and `<sfo-seller-wizard>`: an onboarding wizard. */
export interface WizardElement extends KitElement<WizardElementEventMap> {
  /** `step`: the step to show (`?val=`, 1-based); a change moves the wizard. @default the resume step */
  step: number | null;
  /** `heading-level`: the step title's level, `1` when the wizard is the page's main content. @default 2 */
  headingLevel: number | null;
}
/** `<sfo-company-wizard>`: the company onboarding wizard (11 steps). */
export type CompanyWizardElement = WizardElement;
export const CompanyWizardElement = classOf<CompanyWizardElement>('company-wizard');
/** `<sfo-seller-wizard>`: the seller onboarding wizard (12 steps). */
export type SellerWizardElement = WizardElement;
export const SellerWizardElement = classOf<SellerWizardElement>('seller-wizard');

/** `<sfo-store-team>`: the store owner's team panel. */
export type StoreTeamElement = KitElement<StoreTeamElementEventMap>;
export const StoreTeamElement = classOf<StoreTeamElement>('store-team');

/** Each tag the kit defines, with its element's type. */
export interface KitElementTagNameMap {
  'sfo-sign-in': SignInElement;
  'sfo-register': RegisterElement;
  'sfo-change-password': ChangePasswordElement;
  'sfo-company-wizard': CompanyWizardElement;
  'sfo-seller-wizard': SellerWizardElement;
  'sfo-store-team': StoreTeamElement;
}

declare global {
  // `document.createElement('sfo-sign-in')` and `querySelector('sfo-company-wizard')` are typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends KitElementTagNameMap {}
}
