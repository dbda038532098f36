import type { CompanyRecord } from '../../api/types';
import { BannersStep, CollectionsStep, Level1Step, Level2Step, Level3Step } from '../catalog';
import { COMPANY_PROGRESS, progressStep } from '../flow/facts';
import { OnboardingWizard } from '../internal/OnboardingWizard';
import { withHelp } from '../internal/help';
import type { OnboardingStep, OnboardingWizardBaseProps, StepContext } from '../internal/shell';
import { aboutUsRecord, aboutUsStep } from '../steps/aboutUs/step';
import { billingRecord, billingStep } from '../steps/billing/step';
import { catalogSteps, type CompanyCatalogSteps } from '../steps/catalog/step';
import { companyInformationRecord, companyInformationStep } from '../steps/companyInformation/step';
import { registerDetailsStep } from '../steps/registerDetails/step';
import {
  saveStoreSeller,
  sellerDetailsStep,
  sellerFromProfile,
  sellerValuesFromRecord,
} from '../steps/sellerDetails/step';
import { termsRecord, termsStep } from '../steps/terms/step';
import { useCompanyOnboarding, type CompanyOnboarding } from './useCompanyOnboarding';

/** What a company step's `render` gets from the wizard. */
export type CompanyStepContext = StepContext<CompanyOnboarding>;

/** One step of the company flow (docs/architecture.md, "Flows are data"). */
export type CompanyStepDefinition = OnboardingStep<CompanyOnboarding>;

// The store's pages 2–5 and its step-completion pages: the only place their numbers are written
// (docs/api-contract.md).

/** The store's record steps, for hosts that edit them outside the wizard (settings pages). */
export const COMPANY_RECORD_STEPS = {
  companyInformation: companyInformationRecord({ kind: 'companyPage', page: 2 }),
  billing: billingRecord<CompanyRecord>({ kind: 'companyPage', page: 3 }),
  aboutUs: aboutUsRecord<CompanyRecord>({ kind: 'companyPage', page: 4 }, 'about-us'),
  terms: termsRecord<CompanyRecord>({ kind: 'companyPage', page: 5 }),
} as const;

const rule = (id: string) => progressStep(COMPANY_PROGRESS, id);

/**
 * The company onboarding flow: the 11 steps of docs/behaviour.md, "Company onboarding wizard", in
 * order, each with its title, the fact that makes it done (src/wizards/flow/facts.ts) and what
 * Next does (each step's folder in src/wizards/steps). Steps 2–5 save a page of the store's
 * record, steps 6–10 are the catalog's (a host may pass its own), step 11 saves the store's own
 * seller record.
 *
 * @example
 * const flow = createCompanyFlow({ Level1Step, Level2Step, Level3Step, BannersStep, CollectionsStep });
 */
export function createCompanyFlow(catalog: CompanyCatalogSteps): readonly CompanyStepDefinition[] {
  const records = COMPANY_RECORD_STEPS;
  return withHelp(
    [
      registerDetailsStep(rule('registerDetails')),
      companyInformationStep(rule('companyInformation'), records.companyInformation),
      billingStep(
        rule('billing'),
        records.billing,
        (context) => context.record,
        (context) => context.profile.legal_name,
      ),
      aboutUsStep(rule('aboutUs'), records.aboutUs, (context) => context.record),
      termsStep(rule('terms'), records.terms, (context) => context.record),
      ...catalogSteps<CompanyOnboarding>(COMPANY_PROGRESS, catalog, {
        level1: 6,
        level2: 8,
        level3: 9,
        banners: 10,
        collections: 11,
      }),
      sellerDetailsStep<CompanyOnboarding>(
        rule('sellerDetails'),
        'company',
        ({ profile, onboarding }) => ({
          ...sellerFromProfile(profile),
          ...(onboarding.storeSeller ? sellerValuesFromRecord(onboarding.storeSeller) : {}),
        }),
        (values, tools) => saveStoreSeller(values, tools, 12),
      ),
    ],
    'company',
  );
}

/** The company onboarding flow with the catalog's own steps 6–10. */
export const companyFlow: readonly CompanyStepDefinition[] = /* @__PURE__ */ createCompanyFlow({
  Level1Step,
  Level2Step,
  Level3Step,
  BannersStep,
  CollectionsStep,
});

export interface CompanyOnboardingWizardProps extends OnboardingWizardBaseProps {
  /** The flow's steps (a host may swap the catalog's). @default companyFlow */
  flow?: readonly CompanyStepDefinition[];
}

/**
 * The company onboarding wizard (docs/behaviour.md, "Company onboarding wizard" and "Company
 * wizard"): the onboarding shell over the company flow. The host owns the step (`step` +
 * `onStepChange`, mapped to `?val=`); without one the wizard opens where the account's facts say
 * the user stopped. Each form step keeps a draft per tenant and user.
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
