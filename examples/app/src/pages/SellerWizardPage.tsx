import { SellerOnboardingWizard } from 'storefront-onboarding/wizards';
import { WizardPage } from './WizardPage';

/**
 * `#/auth/SignupProcessSeller?val=N` (docs/behaviour.md §2): the seller wizard at step N; a
 * seller's change of password leads here at step 1.
 */
export function SellerWizardPage() {
  return <WizardPage wizard={SellerOnboardingWizard} />;
}
