import { CompanyOnboardingWizard } from 'storefront-onboarding/wizards';
import { WizardPage } from './WizardPage';

/** `#/auth/SignupProcess?val=N` (docs/behaviour.md §2): the company wizard at step N. */
export function CompanyWizardPage() {
  return <WizardPage wizard={CompanyOnboardingWizard} />;
}
