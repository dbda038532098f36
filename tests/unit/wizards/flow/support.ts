import type { OnboardingFacts } from '../../../../src/api/types';

/** An account for which nothing exists yet (a new store's admin, a new seller). */
export const NO_FACTS: OnboardingFacts = {
  company_information: false,
  billing: false,
  about_us: false,
  terms: false,
  level1: false,
  level2: false,
  level3: false,
  banners: false,
  collections: false,
  product: false,
  variants: false,
  logo: false,
  details: false,
};

/** The facts with `held` true. */
export const factsWith = (...held: Array<keyof OnboardingFacts>): OnboardingFacts => ({
  ...NO_FACTS,
  ...Object.fromEntries(held.map((fact) => [fact, true])),
});
