import {
  SELLER_UPDATE_FIELDS,
  type bannerBody,
  type brandBody,
  type collectionBody,
  type level1Body,
  type level2Body,
  type level3Body,
  type productCreateBody,
  type productVariantsBody,
} from '../../kernel/payloads';
import type {
  Banner,
  Brand,
  Collection,
  Id,
  Level1Category,
  Level2Category,
  Level3Category,
  Product,
  Seller,
  SellerUpdateInput,
  VariantDisplayType,
} from '../../api/types';
import { isRequired, type FieldDef } from '../../kernel/fields/define';
import { SELLER_UPDATE } from '../../kernel/fields/seller';
import { gstinMatchesProvince } from '../../kernel/gstin';
import {
  EMAIL_PATTERN,
  assertImageRef,
  newId,
  number,
  optionalText,
  optionalWhole,
  ownCompany,
  refusal,
  tenantData,
  text,
  trimmed,
  whole,
  type Db,
} from './db';
import { assertMaySeller, callerSellerId, isAdmin } from './roles';
import type { CatalogKey, MemoryTenantData } from './state';
import { VARIANT_DISPLAY_TYPES } from '../../validation/product';

type Row<K extends CatalogKey> = MemoryTenantData[K][number];

/** Lists are ordered by their order id, then id (docs/api-contract.md). */
const ORDER: { [K in CatalogKey]: (a: Row<K>, b: Row<K>) => number } = {
  brands: (a, b) => a.brand_id - b.brand_id,
  level1: (a, b) => a.level1_order_id - b.level1_order_id || a.level1_id - b.level1_id,
  level2: (a, b) => a.level2_order_id - b.level2_order_id || a.level2_id - b.level2_id,
  level3: (a, b) => a.level3_order_id - b.level3_order_id || a.level3_id - b.level3_id,
  banners: (a, b) => a.order_id - b.order_id || a.banner_id - b.banner_id,
  collections: (a, b) => a.collection_id - b.collection_id,
};

/** Banners and collections belong to a shop: the storefront's, or a seller's own. */
const SHOP_LISTS: ReadonlySet<CatalogKey> = new Set(['banners', 'collections']);

export function listCatalog<K extends CatalogKey>(db: Db, key: K, companyId: unknown): Row<K>[] {
  const seller = callerSellerId(db);
  const rows = (ownCompany(db, companyId)[key] as Array<Row<K> & ShopRow>).filter(
    (row) => !SHOP_LISTS.has(key) || (row.seller_id ?? null) === seller,
  );
  return rows.sort(ORDER[key]).map((row) => {
    const { added_by_seller: _by, seller_id: _shop, ...out } = row;
    return out as unknown as Row<K>;
  });
}

type ShopRow = { added_by_seller?: Id | null; seller_id?: Id | null };

/** The category path of a banner or product: level 1 required, 2 and 3 optional but linked. */
function checkCategories(t: MemoryTenantData, c1: Id, c2: Id | null, c3: Id | null): void {
  if (!t.level1.some((l) => l.level1_id === c1)) {
    throw refusal('unknown-level1', { field: 'category1_id' });
  }
  if (c2 !== null && !t.level2.some((l) => l.level2_id === c2 && l.level1_id === c1)) {
    throw refusal('unknown-level2', { field: 'category2_id', parent: 'category1_id' });
  }
  if (c3 !== null) {
    if (c2 === null) {
      throw refusal('field-required-with', { field: 'category2_id', other: 'category3_id' });
    }
    if (!t.level3.some((l) => l.level3_id === c3 && l.level2_id === c2)) {
      throw refusal('unknown-level3', { field: 'category3_id', parent: 'category2_id' });
    }
  }
}

/** Each list's id column. */
const ID_OF = {
  brands: 'brand_id',
  level1: 'level1_id',
  level2: 'level2_id',
  level3: 'level3_id',
  banners: 'banner_id',
  collections: 'collection_id',
} as const satisfies { [K in CatalogKey]: keyof Row<K> };

/** Whether a row of another list refers to the entry (the server's foreign keys). */
function inUse(t: MemoryTenantData, key: CatalogKey, id: Id): boolean {
  const refers = (rows: ReadonlyArray<object>, column: string) =>
    rows.some((row) => (row as Record<string, unknown>)[column] === id);
  switch (key) {
    case 'level1':
      return (
        [t.level2, t.level3].some((rows) => refers(rows, 'level1_id')) ||
        [t.banners, t.products].some((rows) => refers(rows, 'category1_id'))
      );
    case 'level2':
      return (
        refers(t.level3, 'level2_id') ||
        [t.banners, t.products].some((rows) => refers(rows, 'category2_id'))
      );
    case 'level3':
      return [t.banners, t.products].some((rows) => refers(rows, 'category3_id'));
    default:
      return false;
  }
}

/**
 * Removes one entry (docs/api-contract.md, "Removing catalog entries"): the shared lists are the
 * administrators'; in a shop list an administrator removes any entry, a seller its own shop's.
 * Another shop's entry answers as a missing one; an entry something refers to is refused.
 */
export function removeCatalog(db: Db, key: CatalogKey, companyId: unknown, entryId: unknown): void {
  const t = ownCompany(db, companyId);
  const seller = callerSellerId(db);
  if (!SHOP_LISTS.has(key) && seller !== null) throw refusal('admins-only');
  const rows = t[key] as unknown as Array<ShopRow & Record<string, unknown>>;
  const index = rows.findIndex(
    (row) => row[ID_OF[key]] === entryId && (seller === null || (row.seller_id ?? null) === seller),
  );
  if (index < 0) throw refusal('catalog-entry-not-found');
  if (inUse(t, key, entryId as Id)) throw refusal('catalog-entry-in-use');
  rows.splice(index, 1);
}

const name = (value: unknown, field: string) => text(value, field).trim();

export function createBrand(db: Db, body: ReturnType<typeof brandBody>): Brand {
  const t = ownCompany(db, body.company_po_id);
  const brand_name = name(body.brand_name, 'brand_name');
  const row: Brand = { brand_id: newId(db), brand_name, company_po_id: t.company.id };
  t.brands.push({ ...row, added_by_seller: callerSellerId(db) });
  return row;
}

export function createLevel1(db: Db, body: ReturnType<typeof level1Body>): Level1Category {
  const t = ownCompany(db, body.company_po_id);
  const level1_name = name(body.level1_name, 'level1_name');
  const description = name(body.description, 'description');
  const level1_order_id = whole(body.level1_order_id, 'level1_order_id');
  const row: Level1Category = {
    level1_id: newId(db),
    level1_name,
    description,
    level1_order_id,
    company_po_id: t.company.id,
  };
  t.level1.push({ ...row, added_by_seller: callerSellerId(db) });
  return row;
}

export function createLevel2(db: Db, body: ReturnType<typeof level2Body>): Level2Category {
  const t = ownCompany(db, body.company_po_id);
  const level1_id = whole(body.level1_id, 'level1_id');
  const level2_name = name(body.level2_name, 'level2_name');
  const level2_order_id = whole(body.level2_order_id, 'level2_order_id');
  const parent = t.level1.find((l) => l.level1_id === level1_id);
  if (!parent) throw refusal('unknown-level1', { field: 'level1_id' });
  const row: Level2Category = {
    level2_id: newId(db),
    level1_id,
    level2_name,
    level2_order_id,
    // The parent's name as stored, whatever the client sent.
    level1_name: parent.level1_name,
    company_po_id: t.company.id,
  };
  t.level2.push({ ...row, added_by_seller: callerSellerId(db) });
  return row;
}

export function createLevel3(db: Db, body: ReturnType<typeof level3Body>): Level3Category {
  const t = ownCompany(db, body.company_po_id);
  const level1_id = whole(body.level1_id, 'level1_id');
  const level2_id = whole(body.level2_id, 'level2_id');
  const level3_name = name(body.level3_name, 'level3_name');
  const level3_order_id = whole(body.level3_order_id, 'level3_order_id');
  const level2 = t.level2.find((l) => l.level2_id === level2_id && l.level1_id === level1_id);
  const level1 = t.level1.find((l) => l.level1_id === level1_id);
  if (!level2 || !level1) {
    throw refusal('unknown-level2', { field: 'level2_id', parent: 'level1_id' });
  }
  const row: Level3Category = {
    level3_id: newId(db),
    level2_id,
    level1_id,
    level3_name,
    level3_order_id,
    level1_name: level1.level1_name,
    level2_name: level2.level2_name,
    company_po_id: t.company.id,
  };
  t.level3.push({ ...row, added_by_seller: callerSellerId(db) });
  return row;
}

export function createBanner(db: Db, body: ReturnType<typeof bannerBody>): Banner {
  const t = ownCompany(db, body.company_po_id);
  const category1_id = whole(body.category1_id, 'category1_id');
  const category2_id = optionalWhole(body.category2_id, 'category2_id');
  const category3_id = optionalWhole(body.category3_id, 'category3_id');
  const order_id = whole(body.order_id, 'order_id');
  const banner_url = name(body.banner_url, 'banner_url');
  const banner_slogan = name(body.banner_slogan, 'banner_slogan');
  const banner_button_text = name(body.banner_button_text, 'banner_button_text');
  checkCategories(t, category1_id, category2_id, category3_id);
  assertImageRef(t.company.id, 'banner_url', banner_url);
  const row: Banner = {
    banner_id: newId(db),
    category1_id,
    category2_id,
    category3_id,
    order_id,
    banner_url,
    banner_slogan,
    banner_button_text,
    company_po_id: t.company.id,
  };
  t.banners.push({ ...row, seller_id: callerSellerId(db) });
  return row;
}

export function createCollection(db: Db, body: ReturnType<typeof collectionBody>): Collection {
  const t = ownCompany(db, body.company_po_id);
  const collection_name = name(body.collection_name, 'collection_name');
  const row: Collection = {
    collection_id: newId(db),
    collection_name,
    collection_enable_select: body.collection_enable_select === true,
    collection_enable_display: body.collection_enable_display === true,
    company_po_id: t.company.id,
  };
  t.collections.push({ ...row, seller_id: callerSellerId(db) });
  return row;
}

// ---------------------------------------------------------------- products

function ownProduct(db: Db, prodId: unknown): Product {
  const product = tenantData(db).products.find((p) => p.prod_id === Number(prodId));
  if (!product) throw refusal('product-not-found');
  return product;
}

/**
 * The store's products by prod_id (docs/api-contract.md): administrators get all, a seller its
 * own only.
 */
export function listProducts(db: Db, companyId: unknown): Product[] {
  const own = callerSellerId(db);
  return ownCompany(db, companyId)
    .products.filter((p) => own === null || p.seller_id === own)
    .sort((a, b) => a.prod_id - b.prod_id);
}

export function getProduct(db: Db, prodId: unknown): Product {
  const product = ownProduct(db, prodId);
  // A seller reads its own products only; another seller's is as unknown as a foreign one.
  const own = callerSellerId(db);
  if (own !== null && own !== product.seller_id) throw refusal('product-not-found');
  return product;
}

export function createProduct(db: Db, body: ReturnType<typeof productCreateBody>): Id {
  const prod_name = name(body.prod_name, 'prod_name');
  const category1_id = whole(body.category1_id, 'category1_id');
  const prod_brand = name(body.prod_brand, 'prod_brand');
  const country_origin = name(body.country_origin, 'country_origin');
  const category2_id = optionalWhole(body.category2_id, 'category2_id');
  const category3_id = optionalWhole(body.category3_id, 'category3_id');
  const t = ownCompany(db, body.company_id);
  const seller = t.sellers.find((s) => s.seller_id === Number(body.seller_id));
  if (!seller) throw refusal('seller-not-found');
  assertMaySeller(db, seller.seller_id);
  // The store's terms, as the server's (docs/api-contract.md, "Limits").
  const own = t.products.filter((p) => p.seller_id === seller.seller_id).length;
  const sellerLimit = seller.seller_maximum_products ?? null;
  if (sellerLimit !== null && own >= sellerLimit) {
    throw refusal('seller-product-limit', { limit: sellerLimit });
  }
  const storeLimit = t.company.maximum_products ?? null;
  if (storeLimit !== null && t.products.length >= storeLimit) {
    throw refusal('company-product-limit', { limit: storeLimit });
  }
  checkCategories(t, category1_id, category2_id, category3_id);
  const product: Product = {
    prod_id: newId(db),
    prod_brand,
    prod_name,
    prod_colour: optionalText(body.prod_colour),
    prod_model: optionalText(body.prod_model),
    prod_pack: optionalText(body.prod_pack),
    prod_description: optionalText(body.prod_description),
    prod_specifications: optionalText(body.prod_specifications),
    category1_id,
    category2_id,
    category3_id,
    prod_varient_enabled: false,
    prod_varient_header: null,
    prod_varient_display_type: null,
    cgst: null,
    sgst: null,
    igst: null,
    company_id: t.company.id,
    seller_id: seller.seller_id,
    country_origin,
    summary_image_url: null,
  };
  t.products.push(product);
  return product.prod_id;
}

const isDisplayType = (value: unknown): value is VariantDisplayType =>
  (VARIANT_DISPLAY_TYPES as readonly unknown[]).includes(value);

export function saveVariants(db: Db, body: ReturnType<typeof productVariantsBody>): void {
  const cgst = number(body.cgst, 'cgst');
  const sgst = number(body.sgst, 'sgst');
  const igst = number(body.igst, 'igst');
  const displayType = body.prod_varient_display_type ?? null;
  if (displayType !== null && !isDisplayType(displayType)) {
    throw refusal('field-choice', {
      field: 'prod_varient_display_type',
      allowed: VARIANT_DISPLAY_TYPES.join(', '),
    });
  }
  const product = ownProduct(db, body.prod_id);
  assertMaySeller(db, product.seller_id, 'product-not-found');
  assertImageRef(product.company_id, 'summary_image_url', body.summary_image_url);
  const header = optionalText(body.prod_varient_header?.trim());
  if (body.prod_varient_enabled) {
    if (!header) throw refusal('variant-header-required');
    if (displayType === null) throw refusal('variant-display-type-required');
  }
  Object.assign(product, {
    prod_varient_enabled: body.prod_varient_enabled === true,
    prod_varient_header: header,
    prod_varient_display_type: displayType,
    cgst,
    sgst,
    igst,
  });
  if ('summary_image_url' in body) product.summary_image_url = body.summary_image_url ?? null;
}

// ---------------------------------------------------------------- sellers

/**
 * The store's seller records by seller_id (docs/api-contract.md): administrators get all, a
 * seller its own record only.
 */
export function listSellers(db: Db, companyId: unknown): Seller[] {
  const own = callerSellerId(db);
  return ownCompany(db, companyId)
    .sellers.filter((s) => own === null || s.seller_id === own)
    .sort((a, b) => a.seller_id - b.seller_id);
}

/**
 * Sellers match their business name exactly, as the server's SQL does. A seller finds only its
 * own record (PAN, GSTIN and date of birth are personal data); administrators any of the store's.
 */
export function getSellerByBusinessName(db: Db, businessName: string): Seller | null {
  const own = callerSellerId(db);
  return (
    tenantData(db).sellers.find(
      (s) => s.seller_business_name === businessName && (own === null || s.seller_id === own),
    ) ?? null
  );
}

/** The fields a seller update must carry besides its ids: its definition's required ones. */
const SELLER_REQUIRED = (
  Object.entries(SELLER_UPDATE) as Array<[keyof SellerUpdateInput, FieldDef]>
).flatMap(([field, def]) => (isRequired(def) && def.kind !== 'id' ? [field] : []));

export function updateSeller(db: Db, body: SellerUpdateInput): void {
  for (const field of SELLER_REQUIRED) {
    const value: unknown = body[field];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      throw refusal('field-required', { field });
    }
  }
  for (const field of ['seller_office_email', 'seller_admin_email'] as const) {
    if (!EMAIL_PATTERN.test(body[field])) {
      throw refusal('field-email', { field });
    }
  }
  if (!gstinMatchesProvince(body.seller_gstin_number, body.seller_stateshort)) {
    throw refusal('gstin-province-mismatch', { field: 'seller_gstin_number' });
  }
  const t = ownCompany(db, body.company_id);
  const seller = t.sellers.find((s) => s.seller_id === Number(body.seller_id));
  if (!seller) throw refusal('seller-not-found');
  assertMaySeller(db, seller.seller_id);
  // Commission and product quota are the store's terms: a seller proposes them once, while none
  // is on record; after that only an administrator changes them.
  if (!isAdmin(db)) {
    const terms = [
      [seller.seller_comm_percentage, body.seller_comm_percentage],
      [seller.seller_maximum_products, body.seller_maximum_products],
    ] as const;
    if (terms.some(([stored, sent]) => stored != null && Number(stored) !== Number(sent))) {
      throw refusal('seller-terms-admin-only');
    }
  }
  const target = seller as unknown as Record<string, unknown>;
  for (const key of SELLER_UPDATE_FIELDS) {
    if (key === 'company_id' || key === 'seller_id') continue;
    target[key] = trimmed(body[key]) ?? null;
  }
  seller.details_saved = true;
}
