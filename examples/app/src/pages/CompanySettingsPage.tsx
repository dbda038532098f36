import {
  CompanyInformationStep,
  companyInformationFromRecord,
} from 'storefront-onboarding/wizards';
import { SettingsFrame, StepPanel, stepProps } from './SettingsFrame';

/**
 * `/form/validation`: the company's details (the wizard's step 2, Company Information, with every
 * rule of its form), saved as page 2 with 'Company Details Added Successfully'.
 */
export function CompanySettingsPage() {
  return (
    <SettingsFrame page="validation">
      {(onboarding) => (
        <StepPanel step={2} done={onboarding.isPageDone(2)}>
          <CompanyInformationStep
            {...stepProps(onboarding, 'companyInformation')}
            defaultValues={companyInformationFromRecord(onboarding.record)}
            onSubmit={onboarding.saveCompanyInformation}
          />
        </StepPanel>
      )}
    </SettingsFrame>
  );
}
