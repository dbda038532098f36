import { refusal } from '../../api/errorCodes';
import { useCallback, useContext, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BackofficeApi, UploadAdapter } from '../../api/BackofficeApi';
import { BackofficeContext, useTenant } from '../../api/context';
import { errorText } from '../../api/errorText';
import { useKitQueryClient } from '../../api/query';
import type {
  CompanyPageNumber,
  CompanyProfile,
  CompanyRecord,
  CompletionPage,
  Country,
  Id,
  Province,
  UploadTarget,
} from '../../api/types';
import { useNotifier } from '../../components/Toast';
import { useWizardTranslation } from '../internal/strings';
import { queryKeys } from '../internal/queryKeys';
import type { AboutUsValues } from '../steps/AboutUsStep';
import type { BillingValues } from '../steps/BillingStep';
import type { CompanyInformationValues } from '../steps/CompanyInformationStep';
import { DEFAULT_COUNTRY } from '../steps/country';
import { sellerUpdatePayload } from '../steps/sellerPayload';
import type { SellerDetailsValues } from '../steps/SellerDetailsStep';
import type { TermsValues } from '../steps/TermsStep';
import { page2Payload, page3Payload, page4Payload, page5Payload } from './payload';

/** Which saved page (or completion report) records a step as done. */
export type CompanyProgressPage = CompanyPageNumber | CompletionPage;

export interface CompanyOnboardingOptions {
  /** The backend; by default the provider's. */
  api?: BackofficeApi;
  /** Where images go; by default the provider's. */
  uploader?: UploadAdapter;
  /** The fixed country. @default India */
  country?: Country;
}

/** A failed save: which step it belongs to and what to show. */
export interface CompanyFailure {
  step: string;
  message: string;
}

/** What the company flow reads and does (docs/behaviour.md §4 "Company wizard"). */
export interface CompanyOnboarding {
  /** 'loading' until the profile and the record are in; 'error' when either failed. */
  status: 'loading' | 'error' | 'ready';
  /** What to show for a failed load. */
  loadError: string | null;
  /** Loads again after a failure. */
  retry(): void;
  profile: CompanyProfile | null;
  record: CompanyRecord | null;
  companyId: Id | null;
  provinces: readonly Province[];
  provincesLoading: boolean;
  country: Country;
  /** True when the record says `page` is saved (or reported). */
  isPageDone(page: CompanyProgressPage): boolean;
  /** The step being saved, or null. */
  saving: string | null;
  /** The last failed save, until the user edits or saves again. */
  failure: CompanyFailure | null;
  clearFailure(): void;
  /** Step 2: uploads a chosen logo first, then saves page 2. Resolves true when saved. */
  saveCompanyInformation(values: CompanyInformationValues): Promise<boolean>;
  /** Step 3: saves page 3 with the province's long name and the country's codes. */
  saveBilling(values: BillingValues): Promise<boolean>;
  /** Step 4: uploads a chosen image first, then saves page 4. */
  saveAboutUs(values: AboutUsValues): Promise<boolean>;
  /** Step 5: saves page 5. */
  saveTerms(values: TermsValues): Promise<boolean>;
  /** Step 11: finds the seller by business name, updates it, reports page 12. */
  saveSeller(values: SellerDetailsValues): Promise<boolean>;
  /** After a catalog create: reports the step's completion page (page6, page8 …). */
  reportCreated(page: CompletionPage): Promise<void>;
}

const SUCCESS: Record<CompanyPageNumber, string> = {
  2: 'wizard.success.companyDetails',
  3: 'wizard.success.billing',
  4: 'wizard.success.aboutUs',
  5: 'wizard.success.terms',
};

/** The page flag of the record (`signup_page3_over`). */
function flagOf(page: CompanyProgressPage): keyof CompanyRecord {
  return `signup_page${page}_over` as keyof CompanyRecord;
}

/**
 * The company onboarding's server state and actions: the only code of the flow that calls the
 * adapters (docs/architecture.md, "Adapters, not calls"). Reads the tenant's profile
 * (`tenant.resolve`), its record (`company.get`) and the default country's provinces through
 * TanStack Query on the kit's client; each save uploads what it must first, saves, marks the
 * page done in the cached record at once (so Next can move past its gate) and refetches it.
 *
 * @example
 * const onboarding = useCompanyOnboarding();
 * if (onboarding.status === 'ready') await onboarding.saveBilling(values);
 */
export function useCompanyOnboarding(options: CompanyOnboardingOptions = {}): CompanyOnboarding {
  const context = useContext(BackofficeContext);
  const api = options.api ?? context?.api ?? null;
  const uploader = options.uploader ?? context?.uploader ?? null;
  const country = options.country ?? DEFAULT_COUNTRY;
  const tenant = useTenant();
  const client = useKitQueryClient();
  const { t } = useWizardTranslation();
  const { notify } = useNotifier();
  if (!api)
    throw new Error('`useCompanyOnboarding` needs an api (prop or <BackofficeProvider api>)');

  const profileQuery = useQuery(
    {
      queryKey: queryKeys.profile(tenant),
      queryFn: ({ signal }) => api.tenant.resolve(tenant ?? '', { signal }),
      enabled: Boolean(tenant),
    },
    client,
  );
  const companyId = profileQuery.data?.id ?? null;
  const recordKey = queryKeys.company(tenant, companyId ?? 0);
  const recordQuery = useQuery(
    {
      queryKey: recordKey,
      queryFn: ({ signal }) => api.company.get(companyId ?? 0, { signal }),
      enabled: companyId !== null,
    },
    client,
  );
  const provincesQuery = useQuery(
    {
      queryKey: queryKeys.provinces(tenant, country.id),
      queryFn: ({ signal }) => api.reference.provinces(country.id, { signal }),
    },
    client,
  );

  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<CompanyFailure | null>(null);
  const record = recordQuery.data ?? null;
  const provinces = useMemo(() => provincesQuery.data ?? [], [provincesQuery.data]);

  /** Marks pages done in the cached record at once, then refetches it from the server. */
  const markDone = useCallback(
    async (page: CompanyProgressPage, fields: Partial<CompanyRecord> = {}) => {
      client.setQueryData<CompanyRecord>(recordKey, (previous) =>
        previous ? { ...previous, ...fields, [flagOf(page)]: true } : previous,
      );
      await client.invalidateQueries({ queryKey: recordKey });
    },
    [client, recordKey],
  );

  /** Runs one save of `step`: one at a time, failures kept for the step, success toasted. */
  const run = useCallback(
    async (step: string, save: () => Promise<void>, success?: string): Promise<boolean> => {
      if (saving) return false;
      setSaving(step);
      setFailure(null);
      try {
        await save();
        if (success) notify({ tone: 'success', message: t(success) });
        return true;
      } catch (error) {
        const message = errorText(error, t);
        if (message) setFailure({ step, message });
        return false;
      } finally {
        setSaving(null);
      }
    },
    [notify, saving, t],
  );

  const upload = useCallback(
    async (image: Blob | string | null, target: UploadTarget): Promise<string | null> => {
      if (!(image instanceof Blob)) return image;
      if (!uploader) throw new Error('An image was chosen but no uploader is configured');
      return (await uploader.upload(image, target)).url;
    },
    [uploader],
  );

  const savePage = useCallback(
    <P extends CompanyPageNumber>(
      step: string,
      page: P,
      build: (id: Id) => Promise<Parameters<BackofficeApi['company']['savePage']>[2] & object>,
    ) =>
      run(
        step,
        async () => {
          if (companyId === null) throw new Error('The company record is not loaded');
          const values = await build(companyId);
          await api.company.savePage(page, companyId, values as never);
          await markDone(page, values as Partial<CompanyRecord>);
        },
        SUCCESS[page],
      ),
    [api, companyId, markDone, run],
  );

  const saveCompanyInformation = useCallback(
    (values: CompanyInformationValues) =>
      savePage('companyInformation', 2, async (id) =>
        page2Payload(values, await upload(values.logo, { kind: 'logo', company_po_id: id })),
      ),
    [savePage, upload],
  );
  const saveBilling = useCallback(
    (values: BillingValues) =>
      savePage('billing', 3, async () => page3Payload(values, provinces, country)),
    [country, provinces, savePage],
  );
  const saveAboutUs = useCallback(
    (values: AboutUsValues) =>
      savePage('aboutUs', 4, async (id) =>
        page4Payload(values, await upload(values.image, { kind: 'about-us', company_po_id: id })),
      ),
    [savePage, upload],
  );
  const saveTerms = useCallback(
    (values: TermsValues) => savePage('terms', 5, async () => page5Payload(values)),
    [savePage],
  );

  const saveSeller = useCallback(
    (values: SellerDetailsValues) =>
      run('sellerDetails', async () => {
        if (companyId === null) throw new Error('The company record is not loaded');
        const name = values.businessName.trim();
        const seller = await client.fetchQuery({
          queryKey: queryKeys.seller(tenant, name),
          queryFn: ({ signal }) => api.sellers.getByBusinessName(name, { signal }),
          staleTime: 0,
        });
        if (!seller) throw refusal('seller-not-found');
        await api.sellers.update(
          sellerUpdatePayload(values, {
            sellerId: seller.seller_id,
            companyId,
            businessSubdomain: profileQuery.data?.business_subdomain ?? tenant ?? '',
            provinces,
            country,
          }),
        );
        await client.invalidateQueries({ queryKey: queryKeys.seller(tenant, name) });
        await api.company.completeStep(12, companyId);
        await markDone(12);
      }),
    [api, client, companyId, country, markDone, profileQuery.data, provinces, run, tenant],
  );

  const reportCreated = useCallback(
    async (page: CompletionPage) => {
      if (companyId === null) return;
      await api.company.completeStep(page, companyId);
      await markDone(page);
    },
    [api, companyId, markDone],
  );

  const loadFailure = profileQuery.error ?? recordQuery.error;
  const status: CompanyOnboarding['status'] = loadFailure
    ? 'error'
    : record && profileQuery.data
      ? 'ready'
      : 'loading';

  return {
    status,
    loadError: loadFailure ? errorText(loadFailure, t) : null,
    retry: () => {
      void profileQuery.refetch();
      if (companyId !== null) void recordQuery.refetch();
    },
    profile: profileQuery.data ?? null,
    record,
    companyId,
    provinces,
    provincesLoading: provincesQuery.isPending,
    country,
    isPageDone: (page) => Boolean(record?.[flagOf(page)]),
    saving,
    failure,
    clearFailure: () => setFailure(null),
    saveCompanyInformation,
    saveBilling,
    saveAboutUs,
    saveTerms,
    saveSeller,
    reportCreated,
  };
}
