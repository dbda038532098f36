export { ResendActivation } from './ResendActivation';
export type { ResendActivationProps } from './types';
