import { COMPANY_RECORD_STEPS, CompanyInformationStep } from 'storefront-onboarding/wizards';
import { SettingsFrame, StepPanel, recordFormProps } from './SettingsFrame';

/**
 * `/form/validation`: the company's details (the wizard's step 2, Company Information, with every
 * rule of its form), saved as page 2 with 'Company Details Added Successfully'.
 */
export function CompanySettingsPage() {
  return (
    <SettingsFrame page="validation">
      {(onboarding) => {
        const done = onboarding.facts?.company_information === true;
        return (
          <StepPanel step={2} done={done}>
            <CompanyInformationStep
              {...recordFormProps(onboarding, COMPANY_RECORD_STEPS.companyInformation, done)}
            />
          </StepPanel>
        );
      }}
    </SettingsFrame>
  );
}
