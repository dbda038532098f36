import type { FieldDefs } from './define';

/*
 * The catalog the wizards' steps 6 to 10 add to (docs/api-contract.md, "Catalog";
 * docs/behaviour.md, "Validation", words the rules). Every create carries the company's id, added by
 * the adapter; level 2 and level 3 creates also carry their parents' names.
 */

const COMPANY = { company_po_id: { kind: 'id', required: true, form: false } } as const;

export const BRAND = {
  brand_name: { kind: 'text', max: 100, required: 'product.brandRequired' },
} as const satisfies FieldDefs;

export const LEVEL1 = {
  level1_name: { kind: 'text', max: 100, required: 'level1.nameRequired' },
  description: { kind: 'text', max: 1000, required: 'level1.descriptionRequired' },
  level1_order_id: { kind: 'order', required: 'level1.orderRequired' },
} as const satisfies FieldDefs;

export const LEVEL2 = {
  level1_id: { kind: 'id', required: 'level2.level1Required' },
  level2_name: { kind: 'text', max: 100, required: 'level2.nameRequired' },
  level2_order_id: { kind: 'order', required: 'level2.orderRequired' },
} as const satisfies FieldDefs;

export const LEVEL3 = {
  level1_id: { kind: 'id', required: 'level3.level1Required' },
  level2_id: { kind: 'id', required: 'level3.level2Required' },
  level3_name: { kind: 'text', max: 100, required: 'level3.nameRequired' },
  level3_order_id: { kind: 'order', required: 'level3.orderRequired' },
} as const satisfies FieldDefs;

export const BANNER = {
  category1_id: { kind: 'id', required: 'banner.category1Required' },
  category2_id: { kind: 'id' },
  category3_id: { kind: 'id' },
  order_id: { kind: 'order', required: 'banner.orderRequired' },
  banner_url: { kind: 'image', max: 2048, required: 'banner.imageRequired' },
  banner_slogan: { kind: 'text', max: 200, required: 'banner.sloganRequired' },
  banner_button_text: { kind: 'text', max: 50, required: 'banner.buttonTextRequired' },
} as const satisfies FieldDefs;

export const COLLECTION = {
  collection_name: { kind: 'text', max: 100, required: 'collection.nameRequired' },
  collection_enable_select: { kind: 'flag' },
  collection_enable_display: { kind: 'flag' },
} as const satisfies FieldDefs;

/** The parents' names a level 2 or level 3 create carries (the lists show them). */
const parentName = (max: 100) => ({ kind: 'text', max, form: false }) as const;

/** What each create sends: its fields, the company's id, and the parents' names. */
export const CATALOG_BODIES = {
  brand: { ...BRAND, ...COMPANY },
  level1: { ...LEVEL1, ...COMPANY },
  level2: { ...LEVEL2, level1_name: parentName(LEVEL1.level1_name.max), ...COMPANY },
  level3: {
    ...LEVEL3,
    level1_name: parentName(LEVEL1.level1_name.max),
    level2_name: parentName(LEVEL2.level2_name.max),
    ...COMPANY,
  },
  banner: { ...BANNER, ...COMPANY },
  collection: { ...COLLECTION, ...COMPANY },
} as const satisfies Record<string, FieldDefs>;
