import { BillingStep, COMPANY_RECORD_STEPS } from 'storefront-onboarding/wizards';
import { SettingsFrame, StepPanel, recordFormProps } from './SettingsFrame';

/**
 * `/form/inputs`: the company's billing name and address (the wizard's step 3, Billing), saved as
 * page 3 with the province's long name and the country's codes, and 'Billing Details Added
 * Successfully'.
 */
export function BillingSettingsPage() {
  return (
    <SettingsFrame page="inputs">
      {(onboarding) => (
        <StepPanel step={3} done={onboarding.facts?.billing === true}>
          <BillingStep
            {...recordFormProps(
              onboarding,
              COMPANY_RECORD_STEPS.billing,
              onboarding.facts?.billing === true,
            )}
            billingName={onboarding.profile.legal_name ?? ''}
            provinces={onboarding.provinces}
            provincesLoading={onboarding.provincesLoading}
            country={onboarding.country}
          />
        </StepPanel>
      )}
    </SettingsFrame>
  );
}
