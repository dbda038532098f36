import type { OnboardingFacts } from '../../api/types';
import { isFlowComplete, resumeIndex, type DoneSteps, type FlowStepRule } from './progress';

/**
 * Progress from facts (docs/behaviour.md, "Progress"): a step is done when what it asks for
 * exists on the server, read per account (`GET /v1/onboarding/progress`). Framework-free: the
 * wizards, the dashboard's onboarding card, the sellers-progress page and the sign-in routing all
 * count with these rules, so they never disagree.
 */

/** What the progress rules need of a step: its id, gate, title and the fact that makes it done. */
export interface ProgressRule extends FlowStepRule {
  /** i18n key of the step's title. */
  title: string;
  /** Whether the step is done from the account's facts; a step without one (step 1) always is. */
  isDone?: (facts: OnboardingFacts) => boolean;
}

/**
 * Which steps are done, from the facts. A step whose fact holds is done. A step that advances
 * without a check (no gate: the catalog steps 7–10) and has nothing of its own yet also counts as
 * done once a later step is done by its fact: the user moved past it, and it stays optional.
 *
 * @example
 * const done = doneFromFacts(COMPANY_PROGRESS, facts);
 * done('level1'); // true once any level-1 category exists
 */
export function doneFromFacts(
  flow: readonly ProgressRule[],
  facts: OnboardingFacts | null,
): DoneSteps {
  const own = flow.map((step) => !step.isDone || (facts !== null && step.isDone(facts)));
  const done = own.map(
    (isDone, index) =>
      isDone ||
      (!flow[index]!.gate &&
        flow.slice(index + 1).some((later, offset) => later.isDone && own[index + 1 + offset])),
  );
  const byId = new Map(flow.map((step, index) => [step.id, done[index] === true]));
  return (id) => byId.get(id) ?? false;
}

/** One account's onboarding, summed up from its facts. */
export interface OnboardingSummary {
  /** Per step, in order: its id, title key and whether it is done. */
  steps: Array<{ id: string; title: string; done: boolean }>;
  /** How many steps are done (of `steps.length`). */
  doneCount: number;
  /** The 0-based resume step: the first not done, the last when all are. */
  resume: number;
  /** Every step done. */
  complete: boolean;
}

/**
 * The summary of a flow for one account: the same rules as the wizard's (the dashboard's
 * onboarding card, the admins' sellers-progress page).
 *
 * @example
 * const { doneCount, steps } = summarizeOnboarding(COMPANY_PROGRESS, facts); // '11 of 11'
 */
export function summarizeOnboarding(
  flow: readonly ProgressRule[],
  facts: OnboardingFacts | null,
): OnboardingSummary {
  const done = doneFromFacts(flow, facts);
  const steps = flow.map((step) => ({ id: step.id, title: step.title, done: done(step.id) }));
  return {
    steps,
    doneCount: steps.filter((step) => step.done).length,
    resume: resumeIndex(flow, done),
    complete: isFlowComplete(flow, done),
  };
}

const step = (
  id: string,
  title: string,
  fact: keyof OnboardingFacts | null,
  gate = false,
): ProgressRule => ({
  id,
  title,
  gate,
  ...(fact ? { isDone: (facts: OnboardingFacts) => facts[fact] } : {}),
});

/** The catalog steps both flows share (docs/behaviour.md, "Screens and routes" steps 6–10 of the company flow). */
const CATALOG: readonly ProgressRule[] = [
  // Step 6 is a gate: it needs a level-1 category, whoever made it.
  step('level1', 'wizard.steps.level1', 'level1', true),
  step('level2', 'wizard.steps.level2', 'level2'),
  step('level3', 'wizard.steps.level3', 'level3'),
  step('banners', 'wizard.steps.banners', 'banners'),
  step('collections', 'wizard.steps.collections', 'collections'),
];

/** The company flow's 11 steps and what makes each done (the store's administrators). */
export const COMPANY_PROGRESS: readonly ProgressRule[] = [
  step('registerDetails', 'wizard.steps.registerDetails', null),
  step('companyInformation', 'wizard.steps.companyInformation', 'company_information', true),
  step('billing', 'wizard.steps.billing', 'billing', true),
  step('aboutUs', 'wizard.steps.aboutUs', 'about_us', true),
  step('terms', 'wizard.steps.terms', 'terms', true),
  ...CATALOG,
  step('sellerDetails', 'wizard.steps.sellerDetails', 'details', true),
];

/** The seller flow's 12 steps and what makes each done (one seller's own records). */
export const SELLER_PROGRESS: readonly ProgressRule[] = [
  step('product', 'seller.product.title', 'product', true),
  step('variants', 'seller.variants.title', 'variants', true),
  step('logo', 'seller.logo.title', 'logo', true),
  step('billing', 'wizard.steps.billing', 'billing', true),
  step('aboutUs', 'wizard.steps.aboutUs', 'about_us', true),
  step('terms', 'wizard.steps.terms', 'terms', true),
  ...CATALOG,
  step('sellerDetails', 'wizard.steps.sellerDetails', 'details', true),
];

/** The progress rule of step `id` of `flow` (the flows build their steps on these). */
export function progressStep(flow: readonly ProgressRule[], id: string): ProgressRule {
  const found = flow.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No progress rule for step '${id}'`);
  return found;
}
