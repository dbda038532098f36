import type { SellerShop } from '../../api/types';
import { BannersStep, CollectionsStep, Level1Step, Level2Step, Level3Step } from '../catalog/steps';
import { SELLER_PROGRESS, progressStep } from '../flow/facts';
import { OnboardingWizard } from '../internal/OnboardingWizard';
import { withHelp } from '../internal/help';
import type { OnboardingStep, OnboardingWizardBaseProps, StepContext } from '../internal/shell';
import { aboutUsRecord, aboutUsStep } from '../steps/aboutUs/step';
import { billingRecord, billingStep } from '../steps/billing/step';
import { catalogSteps, type CompanyCatalogSteps } from '../steps/catalog/step';
import { logoStep } from '../steps/logo/step';
import { productStep } from '../steps/product/step';
import {
  saveOwnSeller,
  sellerDetailsStep,
  sellerFromUser,
  sellerValuesFromRecord,
} from '../steps/sellerDetails/step';
import { termsRecord, termsStep } from '../steps/terms/step';
import { variantsStep } from '../steps/variants/step';
import { useSellerOnboarding, type SellerOnboarding } from './useSellerOnboarding';

/** What a seller step's `render` gets from the wizard. */
export type SellerStepContext = StepContext<SellerOnboarding>;

/** One step of the seller flow (docs/architecture.md, "Flows are data"). */
export type SellerStepDefinition = OnboardingStep<SellerOnboarding>;

// The seller's own shop sections: the only place the seller flow names them (docs/api-contract.md).
// The seller's about-us image is one of the store's shop images (the `banner` target, which
// sellers may upload to); the store's about-us image is its administrators'.
const SHOP = {
  billing: billingRecord<SellerShop>({ kind: 'shop', section: 'billing' }),
  aboutUs: aboutUsRecord<SellerShop>({ kind: 'shop', section: 'about' }, 'banner'),
  terms: termsRecord<SellerShop>({ kind: 'shop', section: 'terms' }),
};

const rule = (id: string) => progressStep(SELLER_PROGRESS, id);
const shop = (context: SellerStepContext) => context.onboarding.shop;

/**
 * The seller onboarding flow in its intended order (docs/behaviour.md, "Seller onboarding
 * wizard", 12 steps): product, variants and taxes, logo, then the seller's own billing, about us
 * and terms (its shop, never the store's), the five catalog steps and seller details (the shared
 * form with the seller codes, saved for the signed-in seller). Each step is done by the seller's
 * own facts (src/wizards/flow/facts.ts); each is read in its folder in src/wizards/steps.
 *
 * @example
 * const flow = createSellerFlow({ Level1Step, Level2Step, Level3Step, BannersStep, CollectionsStep });
 */
export function createSellerFlow(catalog: CompanyCatalogSteps): readonly SellerStepDefinition[] {
  return withHelp(
    [
      productStep(rule('product')),
      variantsStep(rule('variants')),
      logoStep(rule('logo')),
      billingStep(
        rule('billing'),
        SHOP.billing,
        shop,
        (context) => context.onboarding.seller?.seller_legal_name,
      ),
      aboutUsStep(rule('aboutUs'), SHOP.aboutUs, shop),
      termsStep(rule('terms'), SHOP.terms, shop),
      ...catalogSteps<SellerOnboarding>(SELLER_PROGRESS, catalog),
      sellerDetailsStep<SellerOnboarding>(
        rule('sellerDetails'),
        'seller',
        ({ onboarding }) => ({
          ...sellerFromUser(onboarding.user),
          ...(onboarding.seller ? sellerValuesFromRecord(onboarding.seller) : {}),
        }),
        saveOwnSeller,
      ),
    ],
    'seller',
  );
}

/** The seller flow with the kit's catalog steps. */
export const sellerFlow: readonly SellerStepDefinition[] = /* @__PURE__ */ createSellerFlow({
  Level1Step,
  Level2Step,
  Level3Step,
  BannersStep,
  CollectionsStep,
});

export interface SellerOnboardingWizardProps extends OnboardingWizardBaseProps {
  /** The flow's steps. @default sellerFlow */
  flow?: readonly SellerStepDefinition[];
}

/**
 * The seller onboarding wizard (docs/behaviour.md, "Seller onboarding wizard" and "Seller
 * wizard"): the onboarding shell over the seller flow. The same controlled API as the company
 * wizard: the host owns the step (`step` + `onStepChange`, mapped to `?val=`, step N is
 * `?val=N`) and is told when the last step is saved (`onComplete`). The product is found among
 * the seller's products on the server, so the wizard resumes without creating a second product.
 *
 * @example
 * <SellerOnboardingWizard step={val} onStepChange={setVal}
 *   onComplete={() => navigate('/dashboard/demo')} />
 */
export function SellerOnboardingWizard({
  flow = sellerFlow,
  ...props
}: SellerOnboardingWizardProps) {
  return (
    <OnboardingWizard
      {...props}
      name="SellerOnboardingWizard"
      flow={flow}
      useOnboarding={useSellerOnboarding}
      drafts="seller"
    />
  );
}
