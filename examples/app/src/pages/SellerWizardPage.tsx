import { loadKitAreas } from 'storefront-onboarding/i18n';
import { SellerOnboardingWizard, wizardStrings } from 'storefront-onboarding/wizards';
import { i18n } from '../services';
import { WizardPage } from './WizardPage';

/**
 * `#/auth/SignupProcessSeller?val=N` (docs/behaviour.md, "Screens and routes"): the seller wizard at step N; after
 * sign-in (or the change of password) a seller comes here without `val`, at its resume step.
 */
export function SellerWizardPage() {
  return <WizardPage title="sellerWizard" wizard={SellerOnboardingWizard} />;
}

/** The page's kit strings in the reader's language, before its first paint. */
export const ready = loadKitAreas(i18n, [wizardStrings]);
