import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CompletionPage, Seller } from '../../api/types';
import { onboardingReads } from '../internal/reads';
import type { Onboarding, OnboardingFailure } from '../internal/shell';
import { useOnboardingBase, type CompanyOnboardingOptions } from '../internal/useOnboardingBase';
import { saveStoreSeller } from '../steps/sellerDetails/step';
import type { SellerDetailsValues } from '../steps/sellerDetails/SellerDetailsStep';

export type { CompanyOnboardingOptions };

/** @deprecated Use `OnboardingFailure`. A failed save: its step and what to show. */
export type CompanyFailure = OnboardingFailure;

/** What the company flow reads and does (docs/behaviour.md, "Company wizard"). */
export interface CompanyOnboarding extends Onboarding {
  /** The store's own seller record (step 11 edits it), or null before it has one. */
  storeSeller: Seller | null;
  /**
   * Step 11: saves the store's own seller record (created when missing), then reports `page`
   * (the original's step flag, still kept for its clients) when given.
   */
  saveSeller(values: SellerDetailsValues, page?: CompletionPage): Promise<boolean>;
}

/**
 * The company onboarding's server state and actions (docs/architecture.md, "Adapters, not
 * calls"): the tenant's profile, its record, the caller's onboarding facts, the store's own
 * seller record and the default country's provinces through TanStack Query on the kit's client;
 * the steps' saves (each written in its step's folder) run through `saveStep`, one at a time,
 * the facts read again after each (so Next moves past its gate).
 *
 * @example
 * const onboarding = useCompanyOnboarding();
 * if (onboarding.status === 'ready') await onboarding.save(step, values);
 */
export function useCompanyOnboarding(options: CompanyOnboardingOptions = {}): CompanyOnboarding {
  const { api, tenant, client, base } = useOnboardingBase(options, 'useCompanyOnboarding', null);
  const { companyId, saveStep, reportCreated: readFacts } = base;
  const storeQuery = useQuery(onboardingReads.storeSeller(api, tenant, companyId), client);

  const saveSeller = useCallback(
    (values: SellerDetailsValues, page?: CompletionPage) =>
      saveStep('sellerDetails', (tools) => saveStoreSeller(values, tools, page)),
    [saveStep],
  );

  const reportCreated = useCallback(
    async (page?: number) => {
      // The original's step flags, still kept for its clients; progress reads the facts.
      if (page !== undefined && companyId !== null) {
        await api.company.completeStep(page as CompletionPage, companyId);
      }
      await readFacts();
    },
    [api, companyId, readFacts],
  );

  return {
    ...base,
    status: base.status === 'ready' && storeQuery.isPending ? 'loading' : base.status,
    storeSeller: storeQuery.data ?? null,
    saveSeller,
    reportCreated,
  };
}
