import { vi } from 'vitest';
import type { BackofficeApi, UploadAdapter } from '../../../../src/api/BackofficeApi';
import { createDraftStore } from '../../../../src/api/session/DraftStore';
import { createMemoryStorage } from '../../../../src/api/session/storage';
import type { CompanyRecord, OnboardingFacts, Seller } from '../../../../src/api/types';
import { createCompanyFlow, type CompanyCatalogStepProps } from '../../../../src/wizards';
import { demoSeed, INDIA_PROVINCES, testApi } from '../../../../src/testing';

/**
 * A catalog step double: its own Add and Next, so the flow's wiring (onCreated reports, Next,
 * Back) is tested without the catalog's tables (they have their own tests).
 */
function fakeCatalogStep(name: string) {
  function FakeCatalogStep({ onNext, onBack, onCreated }: CompanyCatalogStepProps) {
    return (
      <div>
        <button type="button" onClick={() => void onCreated?.()}>
          Add {name}
        </button>
        {onBack ? (
          <button type="button" onClick={onBack}>
            Back
          </button>
        ) : null}
        <button type="button" onClick={onNext}>
          Next
        </button>
      </div>
    );
  }
  return FakeCatalogStep;
}

export const testFlow = createCompanyFlow({
  Level1Step: fakeCatalogStep('level1'),
  Level2Step: fakeCatalogStep('level2'),
  Level3Step: fakeCatalogStep('level3'),
  BannersStep: fakeCatalogStep('banner'),
  CollectionsStep: fakeCatalogStep('collection'),
});

/** The acme record with the given page flags set. */
export function acmeRecord(done: number[] = []): CompanyRecord {
  const company = demoSeed().tenants.acme?.company;
  if (!company) throw new Error('no acme');
  const record = {
    ...company,
    signup_page2_over: false,
    signup_page3_over: false,
    signup_page4_over: false,
    signup_page5_over: false,
  } as CompanyRecord;
  for (const page of done)
    (record as unknown as Record<string, boolean>)[`signup_page${page}_over`] = true;
  return record;
}

/**
 * The facts the server would answer for a record with these flags (the test's double: each step
 * here is done once its flag is set, as saves and creates set them).
 */
export function factsOfRecord(record: CompanyRecord): OnboardingFacts {
  const flag = (page: number) =>
    (record as unknown as Record<string, boolean | undefined>)[`signup_page${page}_over`] === true;
  return {
    company_information: flag(2),
    billing: flag(3),
    about_us: flag(4),
    terms: flag(5),
    level1: flag(6),
    level2: flag(8),
    level3: flag(9),
    banners: flag(10),
    collections: flag(11),
    product: false,
    variants: false,
    logo: false,
    details: flag(12),
  };
}

/** A testApi whose company calls are spies over `record`; every other call throws. */
export function companyApi(record: CompanyRecord) {
  const company = {
    get: vi.fn<BackofficeApi['company']['get']>(async () => structuredClone(record)),
    savePage: vi.fn<BackofficeApi['company']['savePage']>(async (page) => {
      (record as unknown as Record<string, boolean>)[`signup_page${page}_over`] = true;
    }),
    completeStep: vi.fn<BackofficeApi['company']['completeStep']>(async (page) => {
      (record as unknown as Record<string, boolean>)[`signup_page${page}_over`] = true;
    }),
  };
  let storeSeller: Seller | null = {
    seller_id: 201,
    company_id: record.id,
    seller_business_name: record.business_name ?? 'acme',
  };
  const sellers = {
    getByBusinessName: vi.fn<BackofficeApi['sellers']['getByBusinessName']>(async () => null),
    update: vi.fn<BackofficeApi['sellers']['update']>(async () => undefined),
    store: vi.fn<BackofficeApi['sellers']['store']>(async () => structuredClone(storeSeller)),
    saveStore: vi.fn<BackofficeApi['sellers']['saveStore']>(async (input) => {
      storeSeller = { ...input, seller_id: storeSeller?.seller_id ?? 202 };
      (record as unknown as Record<string, boolean>).signup_page12_over = true;
      return storeSeller.seller_id;
    }),
  };
  const onboarding = {
    progress: vi.fn<BackofficeApi['onboarding']['progress']>(async () => factsOfRecord(record)),
  };
  const api = testApi({
    tenant: { resolve: vi.fn(async () => structuredClone(record)) },
    company,
    reference: { provinces: vi.fn(async () => [...INDIA_PROVINCES]) },
    sellers,
    onboarding,
  });
  return { api, company, sellers, onboarding };
}

/** An uploader spy answering `/uploads/{key}` addresses. */
export function uploaderSpy() {
  const upload = vi.fn<UploadAdapter['upload']>(async (_file, target) => ({
    key: `${target.company_po_id}/${target.kind}.png`,
    url: `/uploads/${target.company_po_id}/${target.kind}.png`,
  }));
  return { uploader: { upload } satisfies UploadAdapter, upload };
}

/** A draft store over memory the test can look into. */
export function memoryDrafts() {
  const storage = createMemoryStorage();
  return { drafts: createDraftStore(storage), storage };
}
