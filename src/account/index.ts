// storefront-onboarding/account: the account screens, their hooks and helpers.
export { SignInForm } from './SignInForm';
export type { SignInFormProps } from './SignInForm';
export { RegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps } from './ChangePasswordForm';
export { ThankYou } from './ThankYou';
export type { ThankYouProps } from './ThankYou';
export { ActivationNotice } from './ActivationNotice';
export { ResendActivation } from './ResendActivation';
export type { ResendActivationProps } from './ResendActivation';
export type { ActivationNoticeProps } from './ActivationNotice';

export { ConnectedSignIn } from './ConnectedSignIn';
export type { ConnectedSignInProps } from './ConnectedSignIn';
export { ConnectedRegister } from './ConnectedRegister';
export type { ConnectedRegisterProps } from './ConnectedRegister';
export { ConnectedChangePassword } from './ConnectedChangePassword';
export type { ConnectedChangePasswordProps } from './ConnectedChangePassword';

export { useSignIn } from './hooks/useSignIn';
export type { UseSignInResult } from './hooks/useSignIn';
export { useRegister } from './hooks/useRegister';
export type { UseRegisterOptions, UseRegisterResult } from './hooks/useRegister';
export { useChangePassword } from './hooks/useChangePassword';
export type { UseChangePasswordResult } from './hooks/useChangePassword';
export { useActivation } from './hooks/useActivation';
export type { ActivationStatus, UseActivationResult } from './hooks/useActivation';

export { parseActivationParams } from './activation';
export type { ActivationParams } from './activation';
export type { SignInFormValues, RegisterFormValues, ChangePasswordFormValues } from './payload';
export type { AccountLinkComponent, AccountLinkProps } from './internal/AccountLink';
export type { CheckUsername } from './internal/useUsernameCheck';
export type { CallState } from './internal/useCall';

// Types the exports above take or return, so a consumer can name them too.
export type {
  ActivationInput,
  ActivationResult,
  RegisterResult,
  SignInRecord,
} from '../kernel/types/account';
export type { AccountKind } from '../kernel/types/common';

export type { Id } from '../kernel/types/common';
