import { SHOP_FIELDS, type shopBody, type storeSellerBody } from '../../kernel/payloads';
import type {
  Id,
  OnboardingFacts,
  Seller,
  SellerProgress,
  SellerShop,
  SellerShopSection,
} from '../../api/types';
import { isBlankRichText } from '../../kernel/patterns';
import {
  assertImageRef,
  newId,
  ownCompany,
  refusal,
  tenantData,
  text,
  trimmed,
  type Db,
} from './db';
import { updateSeller } from './catalog';
import { assertAdmin, assertMaySeller, callerSellerId, isAdmin } from './roles';
import type { MemorySeller, MemoryTenantData } from './state';

/*
 * The store's own seller record, each seller's own shop and per-account onboarding progress, as
 * the reference server keeps them (docs/api-contract.md, "Sellers", "Onboarding progress").
 */

/** Creates the store's own seller record from its profile, once; its id. */
export function ensureStoreSeller(t: MemoryTenantData, db: Db): Id {
  const existing = t.sellers.find((s) => s.seller_id === t.store_seller_id);
  if (existing) return existing.seller_id;
  const c = t.company;
  const contact = c.point_of_contact;
  const seller: MemorySeller = {
    seller_id: newId(db),
    company_id: c.id,
    seller_business_name: c.business_name ?? db.tenant,
    seller_legal_name: c.legal_name ?? undefined,
    seller_addressline1: c.addressline1 ?? null,
    seller_addressline2: c.addressline2 ?? null,
    seller_street_no: c.street_no ?? null,
    seller_street_name: c.street_name ?? null,
    seller_area_name: c.area_name ?? null,
    seller_region_name: c.region_name ?? null,
    seller_zip: c.zip ?? undefined,
    seller_stateshort: c.stateshort ?? undefined,
    business_subdomain: c.business_subdomain ?? undefined,
    seller_admin_first_name: contact?.first_name ?? undefined,
    seller_admin_last_name: contact?.last_name ?? null,
    seller_admin_title: contact?.title ?? undefined,
    seller_admin_gender: contact?.gender ?? undefined,
    seller_admin_dob: contact?.dob ?? undefined,
    seller_admin_phone: contact?.phone ?? undefined,
    seller_admin_email: contact?.email_id ?? undefined,
  };
  t.sellers.push(seller);
  t.store_seller_id = seller.seller_id;
  return seller.seller_id;
}

/** The record without the memory's own fields, as the server answers it. */
function sellerOut(seller: MemorySeller): Seller {
  const out: Record<string, unknown> = { ...seller };
  for (const key of [...Object.values(SHOP_FIELDS).flat(), 'details_saved']) delete out[key];
  return out as unknown as Seller;
}

export function storeSeller(db: Db, companyId: unknown): Seller | null {
  assertAdmin(db);
  const t = ownCompany(db, companyId);
  const seller = t.sellers.find((s) => s.seller_id === t.store_seller_id);
  return seller ? sellerOut(seller) : null;
}

export function saveStoreSeller(db: Db, body: ReturnType<typeof storeSellerBody>): Id {
  assertAdmin(db);
  const t = ownCompany(db, body.company_id);
  const sellerId = ensureStoreSeller(t, db);
  updateSeller(db, { ...body, seller_id: sellerId });
  return sellerId;
}

function shopSeller(db: Db, sellerId: unknown): MemorySeller {
  const seller = tenantData(db).sellers.find((s) => s.seller_id === Number(sellerId));
  if (!seller) throw refusal('seller-not-found');
  assertMaySeller(db, seller.seller_id);
  return seller;
}

export function shop(db: Db, sellerId: unknown): SellerShop {
  const seller = shopSeller(db, sellerId);
  const out: Record<string, unknown> = { seller_id: seller.seller_id };
  for (const key of Object.values(SHOP_FIELDS).flat()) {
    out[key] = (seller as unknown as Record<string, unknown>)[key] ?? null;
  }
  return out as unknown as SellerShop;
}

/** The fields each section requires, as the server's schemas do. */
const SHOP_REQUIRED: Record<SellerShopSection, readonly string[]> = {
  billing: ['billing_area', 'billing_zip', 'billing_stateshort'],
  about: ['about_us_text'],
  terms: ['terms_conditions'],
};

export function saveShop<S extends SellerShopSection>(
  db: Db,
  section: S,
  sellerId: unknown,
  body: ReturnType<typeof shopBody<S>>,
): void {
  const seller = shopSeller(db, sellerId);
  const fields = body as Record<string, unknown>;
  for (const field of SHOP_REQUIRED[section]) {
    text(fields[field], field);
    if (section !== 'billing' && isBlankRichText(String(fields[field]))) {
      throw refusal('field-required', { field });
    }
  }
  if ('about_us_image_url' in fields) {
    assertImageRef(seller.company_id, 'about_us_image_url', fields.about_us_image_url);
  }
  const target = seller as unknown as Record<string, unknown>;
  for (const key of SHOP_FIELDS[section] as readonly string[]) {
    if (key in fields) target[key] = trimmed(fields[key]) ?? null;
  }
}

/** What exists for the onboarding of the store (`sellerId` null) or of one seller. */
function factsOf(t: MemoryTenantData, sellerId: Id | null): OnboardingFacts {
  const c = t.company;
  const own = t.sellers.find((s) => s.seller_id === (sellerId ?? t.store_seller_id));
  const products = sellerId === null ? [] : t.products.filter((p) => p.seller_id === sellerId);
  const shopOf = (seller: Id | null | undefined) => (seller ?? null) === sellerId;
  return {
    company_information: sellerId === null && c.signup_page2_over,
    billing: sellerId === null ? c.signup_page3_over : own?.billing_zip != null,
    about_us: sellerId === null ? c.signup_page4_over : own?.about_us_text != null,
    terms: sellerId === null ? c.signup_page5_over : own?.terms_conditions != null,
    level1: t.level1.length > 0,
    level2: t.level2.length > 0,
    level3: t.level3.length > 0,
    banners: t.banners.some((b) => shopOf(b.seller_id)),
    collections: t.collections.some((k) => shopOf(k.seller_id)),
    product: products.length > 0,
    variants: products.some((p) => p.cgst != null),
    logo: products.some((p) => Boolean(p.summary_image_url)),
    details: own?.details_saved ?? own?.seller_pan_number != null,
  };
}

export function progress(db: Db): OnboardingFacts {
  const t = tenantData(db);
  return factsOf(t, isAdmin(db) ? null : callerSellerId(db));
}

export function sellersProgress(db: Db): SellerProgress[] {
  assertAdmin(db);
  const t = tenantData(db);
  return t.sellers
    .filter((s) => s.seller_id !== t.store_seller_id)
    .sort((a, b) => a.seller_id - b.seller_id)
    .map((s) => ({
      seller_id: s.seller_id,
      seller_business_name: s.seller_business_name,
      facts: factsOf(t, s.seller_id),
    }));
}
