import type { BackofficeApi, UploadAdapter } from '../../api/BackofficeApi';
import { OnboardingWizard } from '../internal/OnboardingWizard';
import { companyFlow, type CompanyStepDefinition } from './companyFlow';
import { useCompanyOnboarding } from './useCompanyOnboarding';

export interface CompanyOnboardingWizardProps {
  /** The flow's steps (a host may swap the catalog's). @default companyFlow */
  flow?: readonly CompanyStepDefinition[];
  /** The shown step as `?val=` (1–11), controlled; null opens the resume step. */
  step?: number | null;
  /** The first step shown when uncontrolled; absent opens the resume step. */
  defaultStep?: number | null;
  /** Called with the `?val=` of the step to show (Next, Back, a marker picked). */
  onStepChange?: (step: number) => void;
  /**
   * Called once the last step is saved, and when the wizard opens at its resume step on an
   * onboarding that is already complete (the example goes to /dashboard/demo).
   */
  onComplete?: () => void;
  /** The backend; by default the provider's. */
  api?: BackofficeApi;
  /** Where images go; by default the provider's. */
  uploader?: UploadAdapter;
  /** "Today" for the date-of-birth window (tests). @default new Date() */
  now?: Date;
  /** Class for the root. */
  className?: string;
  /**
   * The step title's heading level: 1 when the wizard is the page's main content, 2 under the
   * host's own h1. @default 2
   */
  headingLevel?: 1 | 2;
}

/**
 * The company onboarding wizard (docs/behaviour.md §2, §4): the progress strip, the current
 * step's heading and the step, over the flow's data. The host owns the step (`step` +
 * `onStepChange`, mapped to `?val=`); without one the wizard opens where the server's page flags
 * say the user stopped. Each form step keeps a draft per tenant and user.
 *
 * @example
 * <CompanyOnboardingWizard step={val} onStepChange={setVal}
 *   onComplete={() => navigate('/dashboard/demo')} />
 */
export function CompanyOnboardingWizard({
  flow = companyFlow,
  ...props
}: CompanyOnboardingWizardProps) {
  return (
    <OnboardingWizard
      {...props}
      name="CompanyOnboardingWizard"
      flow={flow}
      useOnboarding={useCompanyOnboarding}
      drafts="company"
    />
  );
}
