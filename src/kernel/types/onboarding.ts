import type { Id } from './common';

/*
 * Onboarding facts of an account and of each seller. Entities of docs/behaviour.md, "Entities", named exactly as the product (and the wire)
 * names their fields (src/api/types.ts lists them all).
 */

/**
 * What exists for one account's onboarding (docs/behaviour.md, "Progress"), read by
 * GET /v1/onboarding/progress: each wizard step is done when its fact holds. For the store's
 * administrators the store's pages, its own seller record and the storefront's banners and
 * collections; for a seller its own product, shop profile, banners, collections and details. The
 * category lists are the store's, whoever added to them.
 */
export interface OnboardingFacts {
  /** The store's page 2 (company admins only; false for a seller). */
  company_information: boolean;
  billing: boolean;
  about_us: boolean;
  terms: boolean;
  level1: boolean;
  level2: boolean;
  level3: boolean;
  banners: boolean;
  collections: boolean;
  /** A seller's product exists, has its taxes, has its logo. */
  product: boolean;
  variants: boolean;
  logo: boolean;
  /** The seller details form is saved (the store's seller record for company admins). */
  details: boolean;
}

/** GET /v1/onboarding/sellers (administrators): each seller of the store with its facts. */
export interface SellerProgress {
  seller_id: Id;
  seller_business_name: string;
  facts: OnboardingFacts;
}
