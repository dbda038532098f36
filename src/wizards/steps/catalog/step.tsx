import type { ComponentType } from 'react';
import type { Id } from '../../../api/types';
import { progressStep, type ProgressRule } from '../../flow/facts';
import type { Onboarding, OnboardingStep } from '../../internal/shell';

/*
 * The catalog's five steps in a flow (docs/behaviour.md, "Company onboarding wizard" steps 6–10),
 * shared by both flows; the steps themselves are the catalog's (src/wizards/catalog).
 */

/** What a catalog step takes (the catalog's `CatalogStepProps`). */
export interface CompanyCatalogStepProps {
  companyId: Id;
  onNext: () => void;
  onBack?: () => void;
  onCreated?: () => void | Promise<void>;
}

/** The five catalog steps, written once in the catalog (a host may pass its own). */
export interface CompanyCatalogSteps {
  Level1Step: ComponentType<CompanyCatalogStepProps>;
  Level2Step: ComponentType<CompanyCatalogStepProps>;
  Level3Step: ComponentType<CompanyCatalogStepProps>;
  BannersStep: ComponentType<CompanyCatalogStepProps>;
  CollectionsStep: ComponentType<CompanyCatalogStepProps>;
}

/**
 * A catalog step: its list and Add New; each create reads the account's facts again and reports
 * the step's page of the original's flags, when the flow gives one.
 */
export function catalogStep<O extends Onboarding>(
  rule: ProgressRule,
  Step: ComponentType<CompanyCatalogStepProps>,
  page?: number,
): OnboardingStep<O> {
  return {
    ...rule,
    ...(page === undefined ? {} : { page }),
    render: ({ onboarding, nav, companyId }) => {
      // A gate the step's own list has opened (a category made on another page, another tab or
      // by another admin) may still be shut in the facts read before: they are read again rather
      // than Next being sent back to this step.
      const next = async () => {
        const { facts } = onboarding;
        if (rule.gate && facts && !rule.isDone?.(facts)) await onboarding.reportCreated();
        nav.next();
      };
      return (
        <Step
          companyId={companyId}
          onNext={rule.gate ? next : nav.next}
          onBack={nav.back}
          onCreated={() => onboarding.reportCreated(page)}
        />
      );
    },
  };
}

/** The pages each catalog step reports (the company flow's; the seller flow reports none). */
export interface CatalogPages {
  level1: number;
  level2: number;
  level3: number;
  banners: number;
  collections: number;
}

/** The catalog's five steps of a flow whose progress rules are `rules`. */
export function catalogSteps<O extends Onboarding>(
  rules: readonly ProgressRule[],
  catalog: CompanyCatalogSteps,
  pages?: CatalogPages,
): OnboardingStep<O>[] {
  return [
    catalogStep<O>(progressStep(rules, 'level1'), catalog.Level1Step, pages?.level1),
    catalogStep<O>(progressStep(rules, 'level2'), catalog.Level2Step, pages?.level2),
    catalogStep<O>(progressStep(rules, 'level3'), catalog.Level3Step, pages?.level3),
    catalogStep<O>(progressStep(rules, 'banners'), catalog.BannersStep, pages?.banners),
    catalogStep<O>(progressStep(rules, 'collections'), catalog.CollectionsStep, pages?.collections),
  ];
}
