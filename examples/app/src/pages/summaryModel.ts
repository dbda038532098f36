import type { CompanyRecord } from 'storefront-onboarding/api';

/** What the summary needs of a flow step: its id, its title key and the page flag that records it. */
export interface SummaryStepRule {
  id: string;
  title: string;
  page?: number;
}

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
 * The onboarding summary of a company (docs/behaviour.md §4 "Company wizard"): each step of the
 * flow is done when its page flag (`signup_page2_over` …) is set on the record; a step without a
 * page (step 1, the registration) is always done. Catalog steps carry their list's count.
 */
export function summarize(
  flow: readonly SummaryStepRule[],
  record: CompanyRecord,
  counts: Partial<Record<CatalogListName, number>>,
): Summary {
  const flags = record as unknown as Record<string, unknown>;
  const steps = flow.map((step, index): SummaryStep => {
    const done = step.page === undefined || flags[`signup_page${step.page}_over`] === true;
    const count = (CATALOG_LISTS as readonly string[]).includes(step.id)
      ? counts[step.id as CatalogListName]
      : undefined;
    return { number: index + 1, id: step.id, title: step.title, done, count };
  });
  const firstOpen = steps.find((step) => !step.done);
  return {
    steps,
    done: steps.filter((step) => step.done).length,
    next: firstOpen?.number ?? steps.length,
  };
}
