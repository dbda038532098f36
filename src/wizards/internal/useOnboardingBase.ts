import { useCallback, useContext, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BackofficeApi, UploadAdapter } from '../../api/BackofficeApi';
import { BackofficeContext, useTenant } from '../../api/context';
import { errorText } from '../../api/errorText';
import { useKitQueryClient } from '../../api/query';
import type { Country, Id, UploadTarget } from '../../api/types';
import { DEFAULT_COUNTRY } from '../steps/country';
import { queryKeys } from './queryKeys';
import { onboardingReads } from './reads';
import { saveRecord } from './records';
import type { Onboarding, PayloadTools, RecordStep } from './shell';
import { useWizardTranslation } from './strings';
import { uploadImage } from './upload';
import { useStepSaves } from './useStepSaves';

/** What both onboarding hooks take (`useCompanyOnboarding`, `useSellerOnboarding`). */
export interface CompanyOnboardingOptions {
  /** The backend; by default the provider's. */
  api?: BackofficeApi;
  /** Where images go; by default the provider's. */
  uploader?: UploadAdapter;
  /** The fixed country. @default India */
  country?: Country;
}

/**
 * The reads and save machinery both onboarding hooks share: the tenant's profile, the store's
 * record, the provinces and the caller's facts; one save at a time (`saveStep`, given the save's
 * tools), a failure kept for its step, the facts and the record read again after every save; a
 * record step saved where its target says (`save`). `sellerId` is the signed-in seller whose own
 * records the seller flow saves (null for the store's administrators).
 */
export function useOnboardingBase(
  options: CompanyOnboardingOptions,
  name: string,
  sellerId: Id | null,
) {
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
  const profile = recordQuery.data ?? profileQuery.data ?? null;

  /** Reads the facts (and the record) again; resolves once they are in. */
  const refresh = useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: factsKey }),
      client.invalidateQueries({ queryKey: recordKey }),
    ]);
  }, [client, factsKey, recordKey]);

  const tools = useCallback((): PayloadTools => {
    if (companyId === null) throw new Error('The company record is not loaded');
    return {
      api,
      tenant,
      companyId,
      businessSubdomain: profile?.business_subdomain ?? tenant ?? '',
      sellerId,
      provinces,
      country,
      upload: (image: Blob | string | null, target: UploadTarget) =>
        uploadImage(uploader, image, target),
      refresh: (queryKey) => client.invalidateQueries({ queryKey }),
    };
  }, [api, client, companyId, country, profile, provinces, sellerId, tenant, uploader]);

  const saves = useStepSaves(client, tenant);
  const { run } = saves;
  const saveStep = useCallback(
    (step: string, work: (tools: PayloadTools) => Promise<void>, success?: string) =>
      run(step, () => work(tools()), refresh, success),
    [refresh, run, tools],
  );
  const save = useCallback(
    <V>(step: RecordStep<V, never>, values: V) =>
      saveStep(step.id, (given) => saveRecord(step, values, given), step.success),
    [saveStep],
  );

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
    profile,
    record: recordQuery.data ?? null,
    companyId,
    provinces,
    provincesLoading: provincesQuery.isPending,
    country,
    facts: factsQuery.data ?? null,
    saving: saves.saving,
    failure: saves.failure,
    clearFailure: saves.clearFailure,
    save,
    saveStep,
    reportCreated: async () => {
      await client.invalidateQueries({ queryKey: factsKey });
    },
  } satisfies Onboarding;
  return { api, uploader, tenant, client, base, tools };
}
