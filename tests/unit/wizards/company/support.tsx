import { vi } from 'vitest';
import type { BackofficeApi, UploadAdapter } from '../../../../src/api/BackofficeApi';
import { createDraftStore } from '../../../../src/api/session/DraftStore';
import { createMemoryStorage } from '../../../../src/api/session/storage';
import type { CompanyRecord } from '../../../../src/api/types';
import { createCompanyFlow, type CompanyCatalogStepProps } from '../../../../src/wizards/company';
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
  const sellers = {
    getByBusinessName: vi.fn<BackofficeApi['sellers']['getByBusinessName']>(async (name) =>
      name === 'Kumar Kitchenware'
        ? { seller_id: 201, company_id: 1, seller_business_name: 'Kumar Kitchenware' }
        : null,
    ),
    update: vi.fn<BackofficeApi['sellers']['update']>(async () => undefined),
  };
  const api = testApi({
    tenant: { resolve: vi.fn(async () => structuredClone(record)) },
    company,
    reference: { provinces: vi.fn(async () => [...INDIA_PROVINCES]) },
    sellers,
  });
  return { api, company, sellers };
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
