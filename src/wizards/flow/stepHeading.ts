import { createContext, useContext } from 'react';

/** The level of the wizard step's title heading, for headings inside the step; null outside a wizard. */
export const StepHeadingLevel = createContext<1 | 2 | null>(null);

/**
 * The level a heading inside the current step takes: one below the step's title, so headings
 * descend by one at every width; `fallback` outside a wizard (a host's own page).
 */
export function useHeadingBelowStep(fallback: 2 | 3 | 4 | 5 | 6): 2 | 3 | 4 | 5 | 6 {
  const step = useContext(StepHeadingLevel);
  return step === null ? fallback : step === 1 ? 2 : 3;
}
