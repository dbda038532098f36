import { createContext, useContext } from 'react';

/**
 * Where a field reports a check it runs on its own before its value is known (an image field
 * reading the chosen file's first bytes): the form waits for it before validating.
 */
export interface PendingChecks {
  /** Registers a check; it counts until the promise settles (either way). */
  track(check: Promise<unknown>): void;
}

const PendingChecksContext = createContext<PendingChecks | null>(null);

/** Gives the fields inside a form the form's registry of pending checks. */
export const PendingChecksProvider = PendingChecksContext.Provider;

/** The registry of the form around a field, or null outside such a form. */
export function usePendingChecks(): PendingChecks | null {
  return useContext(PendingChecksContext);
}
