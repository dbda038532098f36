import type { ReactNode } from 'react';
import type { BackofficeApi, UploadAdapter } from '../../api/BackofficeApi';
import type {
  CompanyPageNumber,
  CompanyProfile,
  CompanyRecord,
  Country,
  Id,
  OnboardingFacts,
  Province,
  SellerShopSection,
  UploadTarget,
} from '../../api/types';
import type { ProgressRule } from '../flow/facts';
import type { FlowNavigation, StepChange } from '../flow/useFlowNavigation';

/*
 * The onboarding shell's own types (docs/architecture.md, "Flows are data"): what the shell gives
 * a step and what it needs of a flow's hook. Each flow imports these; the shell imports no flow.
 */

/**
 * A failed save: which step it belongs to, the error itself (an `ApiError`: kind, code, params)
 * and what to show, worded from it in the reader's language at each render.
 */
export interface OnboardingFailure {
  step: string;
  reason: unknown;
  message: string;
}

/** What a step's save gets: the backend and what its payload needs. */
export interface PayloadTools {
  /** The backend the save calls. */
  api: BackofficeApi;
  /** The tenant (the reads' keys carry it). */
  tenant: string | null;
  companyId: Id;
  /** The store's subdomain (a seller record carries it). */
  businessSubdomain: string;
  /** The signed-in seller (the seller flow saves its own records), or null. */
  sellerId: Id | null;
  provinces: readonly Province[];
  country: Country;
  /** Uploads a newly chosen image (a Blob) to `target`; an address on record passes through. */
  upload(image: Blob | string | null, target: UploadTarget): Promise<string | null>;
  /** Reads what the save changed again (a query key of the kit's reads). */
  refresh(queryKey: readonly unknown[]): Promise<void>;
}

/**
 * Where a form step's record goes: a page of the store's record (company flow) or a section of
 * the seller's own shop (seller flow). Only flow definitions name these.
 */
export type RecordTarget =
  { kind: 'companyPage'; page: CompanyPageNumber } | { kind: 'shop'; section: SellerShopSection };

/**
 * A form step that saves one record (docs/architecture.md, "Flows are data"): where it goes, how
 * the record prefills it, how its values become the payload, and its success message.
 */
export interface RecordStep<V, R = never> {
  id: string;
  target: RecordTarget;
  /** The step's starting values from the record it saves (once its fact holds). */
  fromRecord: (record: R) => Partial<V>;
  /** The wire payload of the values (uploads done through `tools`). */
  toPayload: (values: V, tools: PayloadTools) => Promise<object> | object;
  /** i18n key of the toast once saved. */
  success?: string;
}

/** What every onboarding flow's hook gives the shell and its steps. */
export interface Onboarding {
  /** 'loading' until the profile, the record and the facts are in; 'error' when one failed. */
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
  /** What exists for this account's onboarding (GET /v1/onboarding/progress). */
  facts: OnboardingFacts | null;
  /** The step being saved, or null. */
  saving: string | null;
  /** The last failed save, until the user edits or saves again. */
  failure: OnboardingFailure | null;
  clearFailure(): void;
  /** Saves a form step's record; resolves true when saved (the facts are read again first). */
  save<V>(step: RecordStep<V, never>, values: V): Promise<boolean>;
  /**
   * Runs the save of step `step` (its `work`, given the save's tools): one save at a time, the
   * facts and the record read again after it, a failure kept for the step, `success` (an i18n
   * key) shown once saved. Resolves true when saved.
   */
  saveStep(
    step: string,
    work: (tools: PayloadTools) => Promise<void>,
    success?: string,
  ): Promise<boolean>;
  /** After a catalog create: the facts are read again (and the flow's report sent, if any). */
  reportCreated(page?: number): Promise<void>;
}

/** What a step's `render` gets from the shell. */
export interface StepContext<O extends Onboarding = Onboarding> {
  /** The flow's server state and actions (ready: profile and record loaded). */
  onboarding: O;
  profile: CompanyProfile;
  record: CompanyRecord;
  companyId: Id;
  /** Next, Back and where the wizard is. */
  nav: FlowNavigation;
  /** The draft-store key of a step (per tenant and user), or null to keep no draft. */
  draftKey: (stepId: string) => string | null;
  /** Called once the last step is saved. */
  onComplete: () => void;
  /** "Today" for date rules (tests). */
  now?: Date;
}

/** One step of an onboarding flow, as the shell reads it. */
export interface OnboardingStep<O extends Onboarding = Onboarding> extends ProgressRule {
  /** The server page a step reports or saves (the company flow's), named only in flow files. */
  page?: number;
  /**
   * i18n key of the line under the step's title: what the step is for and what happens to what
   * it holds (docs/behaviour.md, "Company onboarding wizard"). None: no line.
   */
  help?: string;
  /** The step's content, Next included. */
  render: (context: StepContext<O>) => ReactNode;
}

/** What both onboarding wizards take (the same controlled API). */
export interface OnboardingWizardBaseProps {
  /** The shown step as `?val=` (1-based), controlled; null opens the resume step. */
  step?: number | null;
  /** The first step shown when uncontrolled; absent opens the resume step. */
  defaultStep?: number | null;
  /**
   * Called with the `?val=` of the step to show (Next, Back, a marker picked). `replace` when the
   * wizard names the step it shows in place of the one asked for (a step not yet reachable, the
   * resume step when none was asked): the URL's entry is replaced, so it names the step on screen.
   */
  onStepChange?: (step: number, change: StepChange) => void;
  /**
   * Called with the shown step's title, in the reader's language, whenever it changes: a host
   * names the step in the document's title ('Billing Name and Address – Company onboarding – …').
   */
  onTitleChange?: (title: string) => void;
  /**
   * Called once the last step is saved, and when the wizard opens at its resume step on an
   * onboarding that is already complete (the example goes to /dashboard/demo).
   */
  onComplete?: () => void;
  /** The backend; by default the provider's. */
  api?: BackofficeApi;
  /** Where images go; by default the provider's. */
  uploader?: UploadAdapter;
  /** "Today" for the date-of-birth window (tests). @default new Date() */
  now?: Date;
  /** Class for the root. */
  className?: string;
  /**
   * The step title's heading level: 1 when the wizard is the page's main content, 2 under the
   * host's own h1. @default 2
   */
  headingLevel?: 1 | 2;
}
