import type { OnboardingFacts } from 'storefront-onboarding/api';
import { summarizeOnboarding, type ProgressRule } from 'storefront-onboarding/wizards';

/** The catalog lists counted on the summary, named as the catalog steps are. */
export const CATALOG_LISTS = ['level1', 'level2', 'level3', 'banners', 'collections'] as const;
export type CatalogListName = (typeof CATALOG_LISTS)[number];

/** One row of the onboarding summary. */
export interface SummaryStep {
  /** 1-based, as `?val=N` names it. */
  number: number;
  id: string;
  title: string;
  done: boolean;
  /** How many items a catalog step's list holds; undefined for other steps or a list not loaded. */
  count?: number;
}

export interface Summary {
  steps: SummaryStep[];
  done: number;
  /** The first step not done (1-based), or the last one when all are. */
  next: number;
}

/**
 * The onboarding summary of a company (docs/behaviour.md, "Progress"): each step of the flow is
 * done by the wizard's own rules from the account's facts (`summarizeOnboarding`), so the summary,
 * the dashboard card and the wizard agree. Catalog steps carry their list's count.
 */
export function summarize(
  flow: readonly ProgressRule[],
  facts: OnboardingFacts,
  counts: Partial<Record<CatalogListName, number>>,
): Summary {
  const summary = summarizeOnboarding(flow, facts);
  const steps = summary.steps.map((step, index): SummaryStep => {
    const count = (CATALOG_LISTS as readonly string[]).includes(step.id)
      ? counts[step.id as CatalogListName]
      : undefined;
    return { number: index + 1, id: step.id, title: step.title, done: step.done, count };
  });
  return { steps, done: summary.doneCount, next: summary.resume + 1 };
}
