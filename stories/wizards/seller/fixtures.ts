import type { Brand, Level1Category, Level2Category, Level3Category } from '../../../src/api/types';

// A small catalog for the seller steps' stories and tests: two branches of categories, so the
// cascade visibly narrows the options, and two brands.

export const level1: Level1Category[] = [
  {
    level1_id: 11,
    level1_name: 'Electronics',
    description: 'Gadgets',
    level1_order_id: 1,
    company_po_id: 1,
  },
  {
    level1_id: 12,
    level1_name: 'Home',
    description: 'For the house',
    level1_order_id: 2,
    company_po_id: 1,
  },
];

export const level2: Level2Category[] = [
  { level2_id: 21, level1_id: 11, level2_name: 'Phones', level2_order_id: 1, company_po_id: 1 },
  { level2_id: 22, level1_id: 11, level2_name: 'Audio', level2_order_id: 2, company_po_id: 1 },
  { level2_id: 23, level1_id: 12, level2_name: 'Kitchen', level2_order_id: 1, company_po_id: 1 },
];

export const level3: Level3Category[] = [
  {
    level3_id: 31,
    level2_id: 21,
    level1_id: 11,
    level3_name: 'Smartphones',
    level3_order_id: 1,
    company_po_id: 1,
  },
  {
    level3_id: 32,
    level2_id: 22,
    level1_id: 11,
    level3_name: 'Headphones',
    level3_order_id: 1,
    company_po_id: 1,
  },
  {
    level3_id: 33,
    level2_id: 23,
    level1_id: 12,
    level3_name: 'Cookware',
    level3_order_id: 1,
    company_po_id: 1,
  },
];

export const brands: Brand[] = [
  { brand_id: 41, brand_name: 'Acme', company_po_id: 1 },
  { brand_id: 42, brand_name: 'Globex', company_po_id: 1 },
];
