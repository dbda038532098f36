import type { FieldDefs } from './define';

/*
 * A seller's product as the seller wizard saves it (docs/api-contract.md, POST
 * /v1/companySellerProd and /v1/companySellerProd/page2; docs/behaviour.md,
 * "Validation", words the rules).
 */

const URL_MAX = 2048;

/** Step 1, the product's basics. Empty categories 2 and 3 travel as null. */
export const PRODUCT_BASICS = {
  prod_name: { kind: 'text', max: 200, required: 'product.nameRequired' },
  category1_id: { kind: 'id', required: 'product.category1Required' },
  category2_id: { kind: 'id' },
  category3_id: { kind: 'id' },
  prod_brand: { kind: 'text', max: 100, required: 'product.brandRequired' },
  prod_model: { kind: 'text', max: 100 },
  prod_colour: { kind: 'text', max: 50 },
  prod_pack: { kind: 'text', max: 100 },
  prod_description: { kind: 'richText', max: 200_000 },
  prod_specifications: { kind: 'richText', max: 200_000 },
} as const satisfies FieldDefs;

/** The product's create call: the basics, whose they are and where they come from. */
export const PRODUCT_CREATE = {
  ...PRODUCT_BASICS,
  company_id: { kind: 'id', required: true, form: false },
  seller_id: { kind: 'id', required: true, form: false },
  country_origin: { kind: 'text', max: 100, required: true, form: false },
} as const satisfies FieldDefs;

/**
 * Step 2, variants and taxes (IGST required by decision); with variants on, their header and
 * display type are required too. The logo step sends them again with the image's address.
 */
export const PRODUCT_VARIANTS = {
  prod_id: { kind: 'id', required: true, form: false },
  prod_varient_enabled: { kind: 'flag', required: true },
  prod_varient_header: {
    kind: 'text',
    max: 100,
    requiredWhen: { field: 'prod_varient_enabled', message: 'variants.headerRequired' },
  },
  prod_varient_display_type: {
    kind: 'displayType',
    requiredWhen: { field: 'prod_varient_enabled', message: 'variants.displayTypeRequired' },
  },
  cgst: {
    kind: 'number',
    range: 'percent',
    required: 'variants.cgstRequired',
    outOfRange: 'variants.cgstRange',
  },
  sgst: {
    kind: 'number',
    range: 'percent',
    required: 'variants.sgstRequired',
    outOfRange: 'variants.sgstRange',
  },
  igst: {
    kind: 'number',
    range: 'percent',
    required: 'variants.igstRequired',
    outOfRange: 'variants.igstRange',
  },
  summary_image_url: { kind: 'image', max: URL_MAX, form: false },
} as const satisfies FieldDefs;

/** Step 3, the product's summary image (sent with the variants). */
export const PRODUCT_LOGO = {
  summary_image_url: { kind: 'image', max: URL_MAX, required: 'logo.required' },
} as const satisfies FieldDefs;
