export { ConnectedChangePassword } from './ConnectedChangePassword';
export type { ConnectedChangePasswordProps } from './ConnectedChangePassword';
