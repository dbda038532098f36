export { ConnectedSignIn } from './ConnectedSignIn';
export type { ConnectedSignInProps } from './ConnectedSignIn';
