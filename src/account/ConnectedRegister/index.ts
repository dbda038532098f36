export { ConnectedRegister } from './ConnectedRegister';
export type { ConnectedRegisterProps } from './ConnectedRegister';
