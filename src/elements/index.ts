// storefront-onboarding/elements: the onboarding as custom elements for any portal (plain HTML,
// Angular, Vue, React 18 or 19): sign-in, register, change password, both wizards and the store
// team, each carrying its own React inside its own shadow root (docs/embedding.md). Importing
// this entry defines the elements; their code loads when the first one connects.
import { defineKitElements } from './define';

export { defineKitElements, KIT_ELEMENT_TAGS } from './define';
export {
  SignInElement,
  RegisterElement,
  ChangePasswordElement,
  CompanyWizardElement,
  SellerWizardElement,
  StoreTeamElement,
} from './elements';
export type { KitElementClass, WizardElement, KitElementTagNameMap } from './elements';
export type {
  KitDestination,
  NavigateDetail,
  StepSavedDetail,
  OnboardingCompleteDetail,
  PasswordChangedDetail,
  KitErrorDetail,
  UnauthorisedDetail,
  KitElementEventMap,
  KitCommonEvents,
  SignInElementEventMap,
  RegisterElementEventMap,
  ChangePasswordElementEventMap,
  WizardElementEventMap,
  StoreTeamElementEventMap,
  AccessTokenGetter,
  KitElementProperties,
  KitElement,
} from './types';
// What the events carry and `user` takes, so a host types them from this entry alone (the
// adapter and theme objects come from the entries that make them: /api, /testing, /theme).
export type { AccountKind, Id, RegisterResult, SignInRecord } from '../api/types';

defineKitElements();
