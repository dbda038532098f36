export { KitProblemNotice } from './KitProblemNotice';
export type { KitProblemNoticeProps } from './KitProblemNotice';
