import { expect, userEvent, waitFor } from 'storybook/test';
import type { CompanyProfile } from '../../../src/api/types';
import { demoSeed, INDIA_PROVINCES } from '../../../src/testing';
import { localized } from '../../support/kit';

/** The demo store's profile (acme), as step 1 shows it. */
export function demoProfile(): CompanyProfile {
  const company = demoSeed().tenants.acme?.company;
  if (!company) throw new Error('the demo seed has no acme company');
  return company as CompanyProfile;
}

export const provinces = INDIA_PROVINCES;

/** A save that never answers within the story: the form stays busy, as while a save runs. */
export const pendingSave = () => new Promise<void>(() => undefined);

/** A play that presses the step's primary button and finds the form busy (its save is pending). */
export function pressAndFindBusy(buttonKey: string) {
  return async (context: Parameters<typeof localized>[0]) => {
    const { button } = localized(context);
    await userEvent.click(button(buttonKey));
    await waitFor(() =>
      expect(button(buttonKey).closest('form')).toHaveAttribute('aria-busy', 'true'),
    );
  };
}
