export { ActivationNotice } from './ActivationNotice';
export type { ActivationNoticeProps } from './ActivationNotice';
