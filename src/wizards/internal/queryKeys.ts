import type { Id } from '../../api/types';

/**
 * One query key per adapter read, one mutation key per onboarding step's save
 * (docs/architecture.md, "Server state"). Every key starts with
 * the kit's prefix and the tenant, so two tenants in one client never share a cache entry, and a
 * create invalidates exactly the list it changed (`queryKeys.list(tenant, 'level1', companyId)`).
 */
export type CatalogList = 'level1' | 'level2' | 'level3' | 'banners' | 'collections' | 'brands';

export const queryKeys = {
  /** Everything the kit cached for one tenant. */
  tenant: (tenant: string | null) => ['sfo', tenant ?? ''] as const,
  /** The tenant's company profile (`tenant.resolve`). */
  profile: (tenant: string | null) => ['sfo', tenant ?? '', 'profile'] as const,
  /** One company record (`company.get`). */
  company: (tenant: string | null, companyId: Id) =>
    ['sfo', tenant ?? '', 'company', companyId] as const,
  /** Provinces of one country (`reference.provinces`). */
  provinces: (tenant: string | null, countryId: string) =>
    ['sfo', tenant ?? '', 'provinces', countryId] as const,
  /** A catalog list of one company (`level1.list`, `banners.list`, …). */
  list: (tenant: string | null, list: CatalogList, companyId: Id) =>
    ['sfo', tenant ?? '', list, companyId] as const,
  /** One product (`products.get`). */
  product: (tenant: string | null, prodId: Id) => ['sfo', tenant ?? '', 'product', prodId] as const,
  /** The store's sellers as the caller may see them (`sellers.list`). */
  sellers: (tenant: string | null, companyId: Id) =>
    ['sfo', tenant ?? '', 'sellers', companyId] as const,
  /** The store's products as the caller may see them (`products.list`). */
  products: (tenant: string | null, companyId: Id) =>
    ['sfo', tenant ?? '', 'products', companyId] as const,
  /** The caller's onboarding facts (`onboarding.progress`). */
  progress: (tenant: string | null) => ['sfo', tenant ?? '', 'progress'] as const,
  /** The store's own seller record (`sellers.store`). */
  storeSeller: (tenant: string | null, companyId: Id) =>
    ['sfo', tenant ?? '', 'storeSeller', companyId] as const,
  /** A seller's own shop profile (`sellers.shop`). */
  shop: (tenant: string | null, sellerId: Id) => ['sfo', tenant ?? '', 'shop', sellerId] as const,
  /** Every seller's onboarding facts (`onboarding.sellers`). */
  sellersProgress: (tenant: string | null) => ['sfo', tenant ?? '', 'sellersProgress'] as const,
  /** Every onboarding save of a tenant (the mutations' common prefix). */
  saves: (tenant: string | null) => ['sfo', tenant ?? '', 'save'] as const,
  /** The save of one onboarding step (its mutation's key). */
  save: (tenant: string | null, step: string) => ['sfo', tenant ?? '', 'save', step] as const,
  /** A seller record by business name (`sellers.getByBusinessName`). */
  seller: (tenant: string | null, businessName: string) =>
    ['sfo', tenant ?? '', 'seller', businessName] as const,
};
