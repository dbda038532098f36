import type { Level2Create, Level3Create } from '../kernel/types/catalog';
import type {
  AccountKind,
  ActivationInput,
  ActivationResult,
  Banner,
  BannerInput,
  Brand,
  BrandInput,
  ChangePasswordInput,
  Collection,
  CollectionInput,
  CompanyPageNumber,
  CompanyPages,
  CompanyProfile,
  CompanyRecord,
  CompletionPage,
  Country,
  Id,
  InvitationInput,
  InvitationResult,
  InvitationDetails,
  PendingInvitation,
  StoreAdmin,
  Level1Category,
  Level1Input,
  Level2Category,
  Level3Category,
  Product,
  ProductCreateInput,
  ProductVariantsInput,
  Province,
  ChangePasswordResult,
  RevokeSessionsResult,
  StepUp,
  RegisterInput,
  RegisterResult,
  OnboardingFacts,
  Seller,
  SellerProgress,
  SellerShop,
  SellerShopSection,
  SellerShopSections,
  SellerUpdateInput,
  StoreSellerInput,
  SignInInput,
  SignInRecord,
  UploadResult,
  UploadTarget,
} from './types';

/** Options every adapter method accepts. */
export interface CallOptions {
  /** Cancels the call; the promise then rejects with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
}

/** A list + create + remove resource of the catalog (docs/behaviour.md, "Calls"), scoped to one company. */
export interface CatalogResource<T, Input> {
  list(companyId: Id, options?: CallOptions): Promise<T[]>;
  create(companyId: Id, input: Input, options?: CallOptions): Promise<T>;
  /**
   * DELETE {path}/company_po_id/{companyId}/{entryId}: removes one entry (docs/api-contract.md,
   * "Removing catalog entries"). Refused with `catalog-entry-in-use` while something refers to it,
   * `catalog-entry-not-found` when it is not this caller's to remove, `admins-only` when a seller
   * removes from a shared list.
   */
  remove(companyId: Id, entryId: Id, options?: CallOptions): Promise<void>;
}

/**
 * The back-office's backend, one method per call of docs/behaviour.md, "Calls", grouped by resource. Implementations:
 * `createHttpApi` (the wire contract), `createMemoryApi` (stories, tests, demos), `testApi`.
 */
export interface BackofficeApi {
  account: {
    /** POST /signinSeller. */
    signIn(input: SignInInput, options?: CallOptions): Promise<SignInRecord[]>;
    /** POST /v1/register (created_at is part of the input). */
    register(input: RegisterInput, options?: CallOptions): Promise<RegisterResult>;
    /**
     * POST /v1/register/resendActivation: a new activation mail for a registration that waits
     * for it (the same answer whether or not one does); 429 `too-many-requests` within ten
     * minutes of the last mail to the address (docs/api-contract.md, "Mail").
     */
    resendActivation(username: string, options?: CallOptions): Promise<void>;
    /** GET /v1/register/Username/{username}: true when the name is taken in this tenant. */
    isUsernameTaken(username: string, options?: CallOptions): Promise<boolean>;
    /** POST /v1/companyPO/activation or /v1/companySeller/activation. */
    activate(
      kind: AccountKind,
      input: ActivationInput,
      options?: CallOptions,
    ): Promise<ActivationResult>;
    /**
     * POST /v1/companyPO/changepassword or /v1/companySeller/changepassword. The adapter adds
     * pw_changed_date, pw_changed and user_po_id / user_seller_id (from `userId`).
     */
    changePassword(
      kind: AccountKind,
      userId: Id,
      input: ChangePasswordInput,
      options?: CallOptions,
    ): Promise<ChangePasswordResult>;
    /**
     * POST /v1/signout with `accessToken`: revokes that token on the server, at once (it would
     * otherwise work until it expires). The kit calls it where it signs out (`useSignOut`).
     */
    signOut(accessToken: string, options?: CallOptions): Promise<void>;
    /**
     * POST /v1/sessions/revoke with the password (`current_pw`): ends every other session of the
     * signed-in account; answers the caller's new token.
     */
    revokeSessions(proof: StepUp, options?: CallOptions): Promise<RevokeSessionsResult>;
  };
  tenant: {
    /** The company init file named after the first host label: its first item. */
    resolve(hostLabel: string, options?: CallOptions): Promise<CompanyProfile>;
  };
  company: {
    /** GET /v1/companyPO/{companyId}: the first entry. */
    get(companyId: Id, options?: CallOptions): Promise<CompanyRecord>;
    /** POST /v1/companyPO/page{2..5} with the page's fields plus id. */
    savePage<P extends CompanyPageNumber>(
      page: P,
      companyId: Id,
      values: CompanyPages[P],
      options?: CallOptions,
    ): Promise<void>;
    /** POST /v1/companyPO/page{6|8|9|10|11|12} with company_po_id. */
    completeStep(page: CompletionPage, companyId: Id, options?: CallOptions): Promise<void>;
  };
  invitations: {
    /**
     * POST /v1/companyPO/invitations: mails a single-use link to register as a company admin.
     * Needs the inviter's password (`current_pw`, docs/api-contract.md "Step-up"); limited per
     * recipient, inviter and store (429 `too-many-requests`).
     */
    create(companyId: Id, input: InvitationInput, options?: CallOptions): Promise<InvitationResult>;
    /**
     * POST /v1/register/invitation (anyone holding the secret): the address the invitation was
     * sent to, which alone may register with it; refused as register refuses the secret.
     */
    lookup(secret: string, options?: CallOptions): Promise<InvitationDetails>;
    /** GET /v1/companyPO/{companyId}/invitations (the owner): the pending invitations. */
    list(companyId: Id, options?: CallOptions): Promise<PendingInvitation[]>;
    /** DELETE /v1/companyPO/{companyId}/invitations/{invitationId} (the owner): withdraws one. */
    revoke(companyId: Id, invitationId: Id, options?: CallOptions): Promise<void>;
  };
  /** The store's company admins, managed by its owner (docs/api-contract.md, "Claiming a store"). */
  admins: {
    /** GET /v1/companyPO/{companyId}/admins (the owner): every company admin, the owner marked. */
    list(companyId: Id, options?: CallOptions): Promise<StoreAdmin[]>;
    /**
     * DELETE /v1/companyPO/{companyId}/admins/{userId} (the owner, with its password): removes an
     * admin, whose tokens stop working at once, with the invitations it sent and the
     * registrations made from them; never the owner (409 `owner-not-removable`), nor the previous
     * owner within 24 hours of a transfer (409 `previous-owner-protected`).
     */
    remove(companyId: Id, userId: Id, proof: StepUp, options?: CallOptions): Promise<void>;
    /**
     * POST /v1/companyPO/{companyId}/owner (the owner, with its password): hands the store to
     * another activated admin (409 `admin-not-activated` otherwise); the old owner stays an admin,
     * is told by mail, and cannot be removed by the new one for 24 hours.
     */
    transferOwnership(
      companyId: Id,
      userId: Id,
      proof: StepUp,
      options?: CallOptions,
    ): Promise<void>;
  };
  reference: {
    /** GET /v1/country. */
    countries(options?: CallOptions): Promise<Country[]>;
    /** GET /v1/countryProvince/Country/{countryId}. */
    provinces(countryId: string, options?: CallOptions): Promise<Province[]>;
  };
  brands: CatalogResource<Brand, BrandInput>;
  level1: CatalogResource<Level1Category, Level1Input>;
  level2: CatalogResource<Level2Category, Level2Create>;
  level3: CatalogResource<Level3Category, Level3Create>;
  banners: CatalogResource<Banner, BannerInput>;
  collections: CatalogResource<Collection, CollectionInput>;
  products: {
    /**
     * GET /v1/companySellerProd/company_po_id/{id} (an extension of docs/behaviour.md, "Calls"): the
     * store's products by prod_id; a seller gets its own only (docs/api-contract.md).
     */
    list(companyId: Id, options?: CallOptions): Promise<Product[]>;
    /** GET /v1/companySellerProd/{prod_id}: the first item. */
    get(prodId: Id, options?: CallOptions): Promise<Product>;
    /** POST /v1/companySellerProd: the new prod_id (from the answer's rows). */
    create(input: ProductCreateInput, options?: CallOptions): Promise<Id>;
    /** POST /v1/companySellerProd/page2. */
    saveVariants(input: ProductVariantsInput, options?: CallOptions): Promise<void>;
  };
  sellers: {
    /**
     * GET /v1/companySeller/company_po_id/{id} (an extension of docs/behaviour.md, "Calls"): the
     * store's sellers by seller_id; a seller gets its own record only (docs/api-contract.md).
     */
    list(companyId: Id, options?: CallOptions): Promise<Seller[]>;
    /** GET /v1/companySeller/BusinessName/{businessName}: the first entry, or null. */
    getByBusinessName(businessName: string, options?: CallOptions): Promise<Seller | null>;
    /** PUT /v1/companySeller/{seller_id}. */
    update(input: SellerUpdateInput, options?: CallOptions): Promise<void>;
    /**
     * GET /v1/companyPO/{companyId}/seller (administrators): the store's own seller record, found
     * through the store (docs/api-contract.md, "Sellers"), or null before the store has one.
     */
    store(companyId: Id, options?: CallOptions): Promise<Seller | null>;
    /**
     * PUT /v1/companyPO/{companyId}/seller (administrators): saves the store's own seller record,
     * creating it when missing; resolves to its seller_id.
     */
    saveStore(input: StoreSellerInput, options?: CallOptions): Promise<Id>;
    /** GET /v1/companySeller/{seller_id}/shop: the seller's own billing, about us and terms. */
    shop(sellerId: Id, options?: CallOptions): Promise<SellerShop>;
    /** POST /v1/companySeller/{seller_id}/shop/{section}: saves one section of its own shop. */
    saveShop<S extends SellerShopSection>(
      section: S,
      sellerId: Id,
      values: SellerShopSections[S],
      options?: CallOptions,
    ): Promise<void>;
  };
  onboarding: {
    /** GET /v1/onboarding/progress: what exists for the caller's onboarding. */
    progress(options?: CallOptions): Promise<OnboardingFacts>;
    /** GET /v1/onboarding/sellers (administrators): each seller of the store with its facts. */
    sellers(options?: CallOptions): Promise<SellerProgress[]>;
  };
}

/** Progress callback for uploads: 0 … 1. */
export type UploadProgress = (fraction: number) => void;

export interface UploadOptions extends CallOptions {
  onProgress?: UploadProgress;
}

/** Stores an image and tells where it can be read (docs/behaviour.md, "Calls" object storage). */
export interface UploadAdapter {
  upload(file: Blob, target: UploadTarget, options?: UploadOptions): Promise<UploadResult>;
}

export type { Level2Create, Level3Create };
