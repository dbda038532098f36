export { ProgressStrip, stepState } from './ProgressStrip';
export type { ProgressStep, ProgressStripProps } from './ProgressStrip';
export type { StepState } from './ProgressStrip.styles';
