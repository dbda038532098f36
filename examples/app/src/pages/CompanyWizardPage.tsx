import { loadKitAreas } from 'storefront-onboarding/i18n';
import { CompanyOnboardingWizard, wizardStrings } from 'storefront-onboarding/wizards';
import { i18n } from '../services';
import { WizardPage } from './WizardPage';

/** `#/auth/SignupProcess?val=N` (docs/behaviour.md, "Screens and routes"): the company wizard at step N. */
export function CompanyWizardPage() {
  return <WizardPage title="companyWizard" wizard={CompanyOnboardingWizard} />;
}

/** The page's kit strings in the reader's language, before its first paint. */
export const ready = loadKitAreas(i18n, [wizardStrings]);
