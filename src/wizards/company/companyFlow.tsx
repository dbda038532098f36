import type { ComponentType } from 'react';
import type { CompanyRecord, CompletionPage, Id } from '../../api/types';
import type { CodeFlow } from '../../kernel/codes';
import { BannersStep, CollectionsStep, Level1Step, Level2Step, Level3Step } from '../catalog';
import { COMPANY_PROGRESS, progressStep, type ProgressStep } from '../flow/facts';
import { DraftedStep, RecordForm } from '../internal/DraftedStep';
import type { Onboarding, OnboardingStep, RecordStep, StepContext } from '../internal/shell';
import { AboutUsStep, type AboutUsValues } from '../steps/AboutUsStep';
import { BillingStep, type BillingValues } from '../steps/BillingStep';
import {
  CompanyInformationStep,
  type CompanyInformationValues,
} from '../steps/CompanyInformationStep';
import { RegisterDetailsStep } from '../steps/RegisterDetailsStep';
import { SellerDetailsStep, type SellerDetailsValues } from '../steps/SellerDetailsStep';
import { sellerValuesFromRecord } from '../steps/sellerPayload';
import { TermsStep, type TermsValues } from '../steps/TermsStep';
import {
  aboutUsFromRecord,
  billingFromRecord,
  companyInformationFromRecord,
  page2Payload,
  page3Payload,
  page4Payload,
  page5Payload,
  sellerFromProfile,
  termsFromRecord,
} from './payload';
import type { CompanyOnboarding } from './useCompanyOnboarding';

/** What a company step's `render` gets from the wizard. */
export type CompanyStepContext = StepContext<CompanyOnboarding>;

/** One step of the company flow (docs/architecture.md, "Flows are data"). */
export type CompanyStepDefinition = OnboardingStep<CompanyOnboarding>;

/** What a catalog step takes (the catalog's `CatalogStepProps`). */
export interface CompanyCatalogStepProps {
  companyId: Id;
  onNext: () => void;
  onBack?: () => void;
  onCreated?: () => void | Promise<void>;
}

/** The five catalog steps (docs/behaviour.md §2 steps 6–10), written once in the catalog. */
export interface CompanyCatalogSteps {
  Level1Step: ComponentType<CompanyCatalogStepProps>;
  Level2Step: ComponentType<CompanyCatalogStepProps>;
  Level3Step: ComponentType<CompanyCatalogStepProps>;
  BannersStep: ComponentType<CompanyCatalogStepProps>;
  CollectionsStep: ComponentType<CompanyCatalogStepProps>;
}

/**
 * A catalog step: its list and Add New; each create reads the account's facts again and reports
 * the step's page of the original's flags (docs/behaviour.md §4).
 */
export function catalogStep<O extends Onboarding>(
  rule: ProgressStep,
  Step: ComponentType<CompanyCatalogStepProps>,
  page?: number,
): OnboardingStep<O> {
  return {
    ...rule,
    ...(page === undefined ? {} : { page }),
    render: ({ onboarding, nav, companyId }) => (
      <Step
        companyId={companyId}
        onNext={nav.next}
        onBack={nav.back}
        onCreated={() => onboarding.reportCreated(page)}
      />
    ),
  };
}

/** The catalog steps 6–10 of a flow (the company flow reports its pages 6, 8 … 11). */
export function catalogSteps<O extends Onboarding>(
  rules: readonly ProgressStep[],
  catalog: CompanyCatalogSteps,
  pages?: { level1: number; level2: number; level3: number; banners: number; collections: number },
): OnboardingStep<O>[] {
  return [
    catalogStep<O>(progressStep(rules, 'level1'), catalog.Level1Step, pages?.level1),
    catalogStep<O>(progressStep(rules, 'level2'), catalog.Level2Step, pages?.level2),
    catalogStep<O>(progressStep(rules, 'level3'), catalog.Level3Step, pages?.level3),
    catalogStep<O>(progressStep(rules, 'banners'), catalog.BannersStep, pages?.banners),
    catalogStep<O>(progressStep(rules, 'collections'), catalog.CollectionsStep, pages?.collections),
  ];
}

/**
 * The last step of both flows (docs/behaviour.md §2): the seller details form with the flow's
 * codes, prefilled from `server`, saved by the flow's `saveSeller`; saving it completes the
 * wizard. With `page`, the save also reports that step-completion page (the company flow's
 * page 12, kept for the original's clients).
 */
export function sellerDetailsStep<
  O extends Onboarding & {
    saveSeller(v: SellerDetailsValues, page?: CompletionPage): Promise<boolean>;
  },
>(
  rule: ProgressStep,
  codes: CodeFlow,
  server: (context: StepContext<O>) => Partial<SellerDetailsValues>,
  page?: CompletionPage,
): OnboardingStep<O> {
  return {
    ...rule,
    render: (context) => (
      <DraftedStep
        context={context}
        id={rule.id}
        server={server(context)}
        save={(values: SellerDetailsValues) => context.onboarding.saveSeller(values, page)}
        after={context.onComplete}
      >
        {(props) => (
          <SellerDetailsStep
            {...props}
            codes={codes}
            provinces={context.onboarding.provinces}
            country={context.onboarding.country}
            now={context.now}
          />
        )}
      </DraftedStep>
    ),
  };
}

// The store's pages 2–5: the only place their numbers are written (docs/api-contract.md).
const COMPANY_INFORMATION: RecordStep<CompanyInformationValues, CompanyRecord> = {
  id: 'companyInformation',
  target: { kind: 'companyPage', page: 2 },
  fromRecord: companyInformationFromRecord,
  toPayload: async (values, tools) =>
    page2Payload(
      values,
      await tools.upload(values.logo, { kind: 'logo', company_po_id: tools.companyId }),
    ),
  success: 'wizard.success.companyDetails',
};
const BILLING: RecordStep<BillingValues, CompanyRecord> = {
  id: 'billing',
  target: { kind: 'companyPage', page: 3 },
  fromRecord: billingFromRecord,
  toPayload: (values, tools) => page3Payload(values, tools.provinces, tools.country),
  success: 'wizard.success.billing',
};
const ABOUT_US: RecordStep<AboutUsValues, CompanyRecord> = {
  id: 'aboutUs',
  target: { kind: 'companyPage', page: 4 },
  fromRecord: aboutUsFromRecord,
  toPayload: async (values, tools) =>
    page4Payload(
      values,
      await tools.upload(values.image, { kind: 'about-us', company_po_id: tools.companyId }),
    ),
  success: 'wizard.success.aboutUs',
};
const TERMS: RecordStep<TermsValues, CompanyRecord> = {
  id: 'terms',
  target: { kind: 'companyPage', page: 5 },
  fromRecord: termsFromRecord,
  toPayload: (values) => page5Payload(values),
  success: 'wizard.success.terms',
};

/** The store's record steps, for hosts that edit them outside the wizard (settings pages). */
export const COMPANY_RECORD_STEPS = {
  companyInformation: COMPANY_INFORMATION,
  billing: BILLING,
  aboutUs: ABOUT_US,
  terms: TERMS,
} as const;

const rule = (id: string) => progressStep(COMPANY_PROGRESS, id);
const done = (context: CompanyStepContext, id: string) =>
  context.onboarding.facts !== null && rule(id).isDone?.(context.onboarding.facts) === true;

/**
 * The company onboarding flow: the 11 steps of docs/behaviour.md §2 in order, each with its title,
 * the fact that makes it done (src/wizards/flow/facts.ts) and what Next does. Steps 2–5 save a
 * page of the store's record (gates: later steps open once saved), step 6 needs a level-1
 * category (a gate), steps 7–10 advance freely, step 11 saves the store's own seller record.
 * Hosts may pass their own catalog steps.
 *
 * @example
 * const flow = createCompanyFlow({ Level1Step, Level2Step, Level3Step, BannersStep, CollectionsStep });
 */
export function createCompanyFlow(catalog: CompanyCatalogSteps): readonly CompanyStepDefinition[] {
  return [
    {
      ...rule('registerDetails'),
      render: ({ onboarding, nav, profile }) => (
        <RegisterDetailsStep
          profile={profile}
          provinces={onboarding.provinces}
          country={onboarding.country}
          onNext={nav.next}
        />
      ),
    },
    {
      ...rule('companyInformation'),
      page: 2,
      render: (context) => (
        <RecordForm
          context={context}
          step={COMPANY_INFORMATION}
          record={context.record}
          done={done(context, 'companyInformation')}
        >
          {(props) => <CompanyInformationStep {...props} />}
        </RecordForm>
      ),
    },
    {
      ...rule('billing'),
      page: 3,
      render: (context) => (
        <RecordForm
          context={context}
          step={BILLING}
          record={context.record}
          done={done(context, 'billing')}
        >
          {(props) => (
            <BillingStep
              {...props}
              billingName={context.profile.legal_name ?? ''}
              provinces={context.onboarding.provinces}
              country={context.onboarding.country}
            />
          )}
        </RecordForm>
      ),
    },
    {
      ...rule('aboutUs'),
      page: 4,
      render: (context) => (
        <RecordForm
          context={context}
          step={ABOUT_US}
          record={context.record}
          done={done(context, 'aboutUs')}
        >
          {(props) => <AboutUsStep {...props} />}
        </RecordForm>
      ),
    },
    {
      ...rule('terms'),
      page: 5,
      render: (context) => (
        <RecordForm
          context={context}
          step={TERMS}
          record={context.record}
          done={done(context, 'terms')}
        >
          {(props) => <TermsStep {...props} />}
        </RecordForm>
      ),
    },
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
      (context) => ({
        ...sellerFromProfile(context.profile),
        ...(context.onboarding.storeSeller
          ? sellerValuesFromRecord(context.onboarding.storeSeller)
          : {}),
      }),
      12,
    ),
  ];
}

/** The company onboarding flow with the catalog's own steps 6–10 (docs/behaviour.md §2). */
export const companyFlow: readonly CompanyStepDefinition[] = /* @__PURE__ */ createCompanyFlow({
  Level1Step,
  Level2Step,
  Level3Step,
  BannersStep,
  CollectionsStep,
});
