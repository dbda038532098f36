import { styled } from 'styled-components';
import {
  AboutUsStep,
  COMPANY_RECORD_STEPS,
  TermsStep,
  companyFlow,
} from 'storefront-onboarding/wizards';
import { RouterLink } from '../RouterLink';
import { SettingsFrame, StepPanel, recordFormProps } from './SettingsFrame';
import { Panel, useStoreT } from './storeKit';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
`;

/**
 * `/form/wizard`: the store's About Us and its terms (the wizard's steps 4 and 5, rich text,
 * saved as pages 4 and 5), and every step of the onboarding wizard as a link that opens it there.
 */
export function AboutTermsSettingsPage() {
  const t = useStoreT();
  const kit = (key: string) => t(key, { ns: 'sfo' });
  return (
    <SettingsFrame page="wizard">
      {(onboarding) => (
        <>
          <StepPanel step={4} done={onboarding.facts?.about_us === true}>
            <AboutUsStep
              {...recordFormProps(
                onboarding,
                COMPANY_RECORD_STEPS.aboutUs,
                onboarding.facts?.about_us === true,
              )}
            />
          </StepPanel>
          <StepPanel step={5} done={onboarding.facts?.terms === true}>
            <TermsStep
              {...recordFormProps(
                onboarding,
                COMPANY_RECORD_STEPS.terms,
                onboarding.facts?.terms === true,
              )}
            />
          </StepPanel>
          <Panel aria-labelledby="wizard-steps">
            <h3 id="wizard-steps">{t('settings.wizardSteps')}</h3>
            <p>{t('settings.wizardStepsIntro')}</p>
            <Steps>
              {companyFlow.map((step, index) => (
                <li key={step.id}>
                  <RouterLink href={`/auth/SignupProcess?val=${index + 1}`}>
                    {kit(step.title)}
                  </RouterLink>
                </li>
              ))}
            </Steps>
          </Panel>
        </>
      )}
    </SettingsFrame>
  );
}
