export {
  stepFromParam,
  paramFromStep,
  isFlowComplete,
  furthestReachable,
  resumeIndex,
  visibleIndex,
  completedIndexes,
  canRevisit,
} from './progress';
export type { FlowStepRule, DoneSteps } from './progress';
export { useFlowNavigation } from './useFlowNavigation';
export type { FlowNavigation, FlowNavigationOptions, StepChange } from './useFlowNavigation';
export { WizardFrame } from './WizardFrame';
export type { WizardFrameProps, WizardFrameStep } from './WizardFrame';
export { useStepDraft } from './useStepDraft';
export type { StepDraft } from './useStepDraft';
export {
  doneFromFacts,
  summarizeOnboarding,
  progressStep,
  COMPANY_PROGRESS,
  SELLER_PROGRESS,
} from './facts';
export type { ProgressRule, OnboardingSummary } from './facts';
