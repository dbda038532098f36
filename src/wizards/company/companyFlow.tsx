import type { ComponentType, ReactNode } from 'react';
import type { CompanyProfile, CompanyRecord, CompletionPage, Id } from '../../api/types';
import type { CodeFlow } from '../../validation/codes';
import { BannersStep, CollectionsStep, Level1Step, Level2Step, Level3Step } from '../catalog';
import type { FlowNavigation, FlowStepRule } from '../flow';
import { AboutUsStep } from '../steps/AboutUsStep';
import { BillingStep } from '../steps/BillingStep';
import { CompanyInformationStep } from '../steps/CompanyInformationStep';
import { RegisterDetailsStep } from '../steps/RegisterDetailsStep';
import { SellerDetailsStep, type SellerDetailsValues } from '../steps/SellerDetailsStep';
import { TermsStep } from '../steps/TermsStep';
import { DraftedStep } from './DraftedStep';
import {
  aboutUsFromRecord,
  billingFromRecord,
  companyInformationFromRecord,
  sellerFromProfile,
  termsFromRecord,
} from './payload';
import type { CompanyOnboarding, CompanyProgressPage } from './useCompanyOnboarding';

/** What a step's `render` gets from the wizard. */
export interface CompanyStepContext {
  /** The flow's server state and actions (ready: profile and record loaded). */
  onboarding: CompanyOnboarding;
  /** The store's profile, its record and its id (the wizard renders steps once they are in). */
  profile: CompanyProfile;
  record: CompanyRecord;
  companyId: Id;
  /** Next, Back and where the wizard is. */
  nav: FlowNavigation;
  /** The draft-store key of a step (per tenant and user), or null to keep no draft. */
  draftKey: (stepId: string) => string | null;
  /** Called once the last step is saved. */
  onComplete: () => void;
  /** "Today" for date rules (tests). */
  now?: Date;
}

/** One step of the company flow (docs/architecture.md, "Flows are data"). */
export interface CompanyStepDefinition extends FlowStepRule {
  /** i18n key of the step's title. */
  title: string;
  /** The page flag that records the step done; a step with none (step 1) is always done. */
  page?: CompanyProgressPage;
  /** The step's content, Next included. */
  render: (context: CompanyStepContext) => ReactNode;
}

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

/** A catalog step: its list and Add New; each create reports `page` (docs/behaviour.md §4). */
function catalogStep(
  id: string,
  title: string,
  page: CompletionPage,
  Step: ComponentType<CompanyCatalogStepProps>,
  gate = false,
): CompanyStepDefinition {
  return {
    id,
    title,
    page,
    gate,
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

/**
 * The last step of both flows (docs/behaviour.md §2): the seller details form with the flow's
 * codes, prefilled from `server`, saved by the flow's `saveSeller` (page 12); saving it completes
 * the wizard.
 */
export function sellerDetailsStep<C extends CompanyStepContext>(
  codes: CodeFlow,
  server: (context: C) => Partial<SellerDetailsValues>,
): FlowStepRule & { title: string; page: CompletionPage; render: (context: C) => ReactNode } {
  return {
    id: 'sellerDetails',
    title: 'wizard.steps.sellerDetails',
    page: 12,
    gate: true,
    render: (context) => (
      <DraftedStep
        context={context}
        id="sellerDetails"
        server={server(context)}
        save={context.onboarding.saveSeller}
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

/**
 * The company onboarding flow: the 11 steps of docs/behaviour.md §2 in order, each with its title,
 * the page that records it and what Next does. Steps 2–5 save a page (gates: later steps open once
 * saved), step 6 needs a level-1 category (a gate), steps 7–10 advance freely, step 11 saves the
 * seller. Hosts may pass their own catalog steps.
 *
 * @example
 * const flow = createCompanyFlow({ Level1Step, Level2Step, Level3Step, BannersStep, CollectionsStep });
 */
export function createCompanyFlow(catalog: CompanyCatalogSteps): readonly CompanyStepDefinition[] {
  return [
    {
      id: 'registerDetails',
      title: 'wizard.steps.registerDetails',
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
      id: 'companyInformation',
      title: 'wizard.steps.companyInformation',
      page: 2,
      gate: true,
      render: (context) => (
        <DraftedStep
          context={context}
          id="companyInformation"
          server={companyInformationFromRecord(context.record)}
          save={context.onboarding.saveCompanyInformation}
        >
          {(props) => <CompanyInformationStep {...props} />}
        </DraftedStep>
      ),
    },
    {
      id: 'billing',
      title: 'wizard.steps.billing',
      page: 3,
      gate: true,
      render: (context) => (
        <DraftedStep
          context={context}
          id="billing"
          server={billingFromRecord(context.record)}
          save={context.onboarding.saveBilling}
        >
          {(props) => (
            <BillingStep
              {...props}
              billingName={context.profile.legal_name ?? ''}
              provinces={context.onboarding.provinces}
              country={context.onboarding.country}
            />
          )}
        </DraftedStep>
      ),
    },
    {
      id: 'aboutUs',
      title: 'wizard.steps.aboutUs',
      page: 4,
      gate: true,
      render: (context) => (
        <DraftedStep
          context={context}
          id="aboutUs"
          server={aboutUsFromRecord(context.record)}
          save={context.onboarding.saveAboutUs}
        >
          {(props) => <AboutUsStep {...props} />}
        </DraftedStep>
      ),
    },
    {
      id: 'terms',
      title: 'wizard.steps.terms',
      page: 5,
      gate: true,
      render: (context) => (
        <DraftedStep
          context={context}
          id="terms"
          server={termsFromRecord(context.record)}
          save={context.onboarding.saveTerms}
        >
          {(props) => <TermsStep {...props} />}
        </DraftedStep>
      ),
    },
    catalogStep('level1', 'wizard.steps.level1', 6, catalog.Level1Step, true),
    catalogStep('level2', 'wizard.steps.level2', 8, catalog.Level2Step),
    catalogStep('level3', 'wizard.steps.level3', 9, catalog.Level3Step),
    catalogStep('banners', 'wizard.steps.banners', 10, catalog.BannersStep),
    catalogStep('collections', 'wizard.steps.collections', 11, catalog.CollectionsStep),
    sellerDetailsStep('company', (context) => sellerFromProfile(context.profile)),
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
