import { useCallback, useContext, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BackofficeApi, UploadAdapter } from '../../api/BackofficeApi';
import { BackofficeContext, useTenant } from '../../api/context';
import { errorText } from '../../api/errorText';
import { useKitQueryClient } from '../../api/query';
import type { CompanyPages, CompletionPage, Country, Seller, UploadTarget } from '../../api/types';
import { useWizardTranslation } from '../internal/strings';
import { queryKeys } from '../internal/queryKeys';
import { onboardingReads } from '../internal/reads';
import { useStepSaves } from '../internal/useStepSaves';
import type { Onboarding, OnboardingFailure, PayloadTools, RecordStep } from '../internal/shell';
import { DEFAULT_COUNTRY } from '../steps/country';
import { sellerUpdatePayload } from '../steps/sellerPayload';
import type { SellerDetailsValues } from '../steps/SellerDetailsStep';

export interface CompanyOnboardingOptions {
  /** The backend; by default the provider's. */
  api?: BackofficeApi;
  /** Where images go; by default the provider's. */
  uploader?: UploadAdapter;
  /** The fixed country. @default India */
  country?: Country;
}

/** @deprecated Use `OnboardingFailure`. A failed save: its step and what to show. */
export type CompanyFailure = OnboardingFailure;

/** What the company flow reads and does (docs/behaviour.md §4 "Company wizard"). */
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
 * The shared reads and save machinery of both onboarding hooks: the tenant's profile, the
 * store's record, the provinces and the caller's facts; one save at a time, a failure kept for
 * its step, the facts read again after every save.
 */
export function useOnboardingBase(options: CompanyOnboardingOptions, name: string) {
  const context = useContext(BackofficeContext);
  const api = options.api ?? context?.api ?? null;
  const uploader = options.uploader ?? context?.uploader ?? null;
  const country = options.country ?? DEFAULT_COUNTRY;
  const tenant = useTenant();
  const client = useKitQueryClient();
  const { t } = useWizardTranslation();
  if (!api) throw new Error(`\`${name}\` needs an api (prop or <BackofficeProvider api>)`);

  const profileQuery = useQuery(onboardingReads.profile(api, tenant), client);
  const companyId = profileQuery.data?.id ?? null;
  const recordQuery = useQuery(onboardingReads.company(api, tenant, companyId), client);
  const factsQuery = useQuery(
    { ...onboardingReads.progress(api, tenant, companyId !== null), staleTime: 0 },
    client,
  );
  const provincesQuery = useQuery(onboardingReads.provinces(api, tenant, country.id), client);
  const recordKey = queryKeys.company(tenant, companyId ?? 0);
  const factsKey = queryKeys.progress(tenant);
  const provinces = useMemo(() => provincesQuery.data ?? [], [provincesQuery.data]);

  /** Reads the facts (and the record) again; resolves once they are in. */
  const refresh = useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: factsKey }),
      client.invalidateQueries({ queryKey: recordKey }),
    ]);
  }, [client, factsKey, recordKey]);

  const saves = useStepSaves(client, tenant);
  const { run: runSave } = saves;
  /** Runs one save of `step`: one at a time, the facts read again, failures kept for the step. */
  const run = useCallback(
    (step: string, work: () => Promise<void>, success?: string) =>
      runSave(step, work, refresh, success),
    [refresh, runSave],
  );

  const upload = useCallback(
    async (image: Blob | string | null, target: UploadTarget): Promise<string | null> => {
      if (!(image instanceof Blob)) return image;
      if (!uploader) throw new Error('An image was chosen but no uploader is configured');
      return (await uploader.upload(image, target)).url;
    },
    [uploader],
  );

  const tools = useCallback((): PayloadTools => {
    if (companyId === null) throw new Error('The company record is not loaded');
    return { companyId, provinces, country, upload };
  }, [companyId, country, provinces, upload]);

  const loadFailure = profileQuery.error ?? recordQuery.error ?? factsQuery.error;
  const ready = Boolean(recordQuery.data && profileQuery.data && factsQuery.data);
  const base = {
    status: loadFailure ? 'error' : ready ? 'ready' : 'loading',
    loadError: loadFailure ? errorText(loadFailure, t) : null,
    retry: () => {
      // A read without what it needs is skipped (`skipToken`): only those that can run again do.
      if (tenant) void profileQuery.refetch();
      if (companyId !== null) {
        void recordQuery.refetch();
        void factsQuery.refetch();
      }
    },
    // Step 1 shows the full profile of the store's record: the public init file has names only.
    profile: recordQuery.data ?? profileQuery.data ?? null,
    record: recordQuery.data ?? null,
    companyId,
    provinces,
    provincesLoading: provincesQuery.isPending,
    country,
    facts: factsQuery.data ?? null,
    saving: saves.saving,
    failure: saves.failure,
    clearFailure: saves.clearFailure,
    reportCreated: async () => {
      await client.invalidateQueries({ queryKey: factsKey });
    },
  } satisfies Omit<Onboarding, 'save'>;
  return { api, uploader, tenant, client, base, run, tools, refresh };
}

/**
 * The company onboarding's server state and actions: the only code of the flow that calls the
 * adapters (docs/architecture.md, "Adapters, not calls"). Reads the tenant's profile, its record,
 * the caller's onboarding facts, the store's own seller record and the default country's
 * provinces through TanStack Query on the kit's client; `save(step, values)` uploads what the step
 * needs, saves the step's page and reads the facts again (so Next moves past its gate).
 *
 * @example
 * const onboarding = useCompanyOnboarding();
 * if (onboarding.status === 'ready') await onboarding.save(step, values);
 */
export function useCompanyOnboarding(options: CompanyOnboardingOptions = {}): CompanyOnboarding {
  const { api, tenant, client, base, run, tools } = useOnboardingBase(
    options,
    'useCompanyOnboarding',
  );
  const { companyId, profile, provinces, country } = base;
  const storeKey = queryKeys.storeSeller(tenant, companyId ?? 0);
  const storeQuery = useQuery(onboardingReads.storeSeller(api, tenant, companyId), client);

  const save = useCallback(
    <V>(step: RecordStep<V, never>, values: V) =>
      run(
        step.id,
        async () => {
          const { target } = step;
          if (target.kind !== 'companyPage') throw new Error(`${step.id}: not a company page`);
          const payload = await step.toPayload(values, tools());
          await api.company.savePage(
            target.page,
            tools().companyId,
            payload as CompanyPages[typeof target.page],
          );
        },
        step.success,
      ),
    [api, run, tools],
  );

  const saveSeller = useCallback(
    (values: SellerDetailsValues, page?: CompletionPage) =>
      run('sellerDetails', async () => {
        const { companyId: id } = tools();
        // The store's own record, found through the store: never looked up by a typed name.
        const { seller_id: _none, ...input } = sellerUpdatePayload(values, {
          sellerId: 0,
          companyId: id,
          businessSubdomain: profile?.business_subdomain ?? tenant ?? '',
          provinces,
          country,
        });
        await api.sellers.saveStore(input);
        if (page !== undefined) await api.company.completeStep(page, id);
        await client.invalidateQueries({ queryKey: storeKey });
      }),
    [api, client, country, profile, provinces, run, storeKey, tenant, tools],
  );

  const { reportCreated: readFacts } = base;
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
    save,
    saveSeller,
    reportCreated,
  };
}
