// @ts-check
/** Products (companySellerProd) and sellers (companySeller). */
import { badRequest, notFound } from '../lib/errors.mjs';
import { assertMaySeller, idParamOf, ownCompany, tenantOf, tokenGuard } from '../lib/context.mjs';
import {
  date,
  email,
  id,
  idParam,
  integer,
  number,
  object,
  optionalDate,
  optionalId,
  optionalRichText,
  optionalText,
  params,
  phone,
  text,
} from '../lib/schema.mjs';
import { checkCategoryPath } from './catalog.mjs';

/** @typedef {import('../lib/context.mjs').Context} Context */

const PRODUCT_COLUMNS = [
  'prod_id',
  'prod_brand',
  'prod_name',
  'prod_colour',
  'prod_model',
  'prod_pack',
  'prod_description',
  'prod_specifications',
  'category1_id',
  'category2_id',
  'category3_id',
  'prod_varient_enabled',
  'prod_varient_header',
  'prod_varient_display_type',
  'cgst',
  'sgst',
  'igst',
  'company_id',
  'seller_id',
  'country_origin',
  'summary_image_url',
];

const percent = () => number(0, 100);

/** The seller form plus its fixed and derived fields (SellerUpdateInput). */
const SELLER_FIELDS = {
  seller_type: integer(0, 2),
  seller_business_type: integer(0, 2),
  seller_business_name: text(200),
  seller_legal_name: text(200),
  seller_registration_number: optionalText(100),
  seller_registration_date: optionalDate(),
  seller_pan_number: text(20),
  seller_tan_number: optionalText(20),
  seller_gstin_number: text(20),
  seller_comm_percentage: percent(),
  seller_maximum_products: integer(0, 100_000_000),
  seller_phone: phone(),
  seller_office_email: email(),
  seller_web_url: optionalText(2048),
  seller_insta: optionalText(2048),
  seller_linkedin: optionalText(2048),
  seller_addressline1: optionalText(200),
  seller_addressline2: optionalText(200),
  seller_street_no: optionalText(50),
  seller_street_name: optionalText(200),
  seller_area_name: optionalText(200),
  seller_region_name: optionalText(200),
  seller_zip: text(12),
  seller_stateshort: text(10),
  seller_admin_first_name: text(100),
  seller_admin_last_name: optionalText(100),
  seller_admin_title: text(100),
  seller_admin_gender: integer(0, 4),
  seller_admin_dob: date(),
  seller_admin_phone: phone(),
  seller_admin_email: email(),
  seller_statelong: text(100),
  seller_country: text(100),
  seller_countryshort: text(10),
  business_subdomain: text(63),
};
const SELLER_REQUIRED = Object.entries(SELLER_FIELDS)
  .filter(([, schema]) => !Array.isArray(schema.type))
  .map(([name]) => name);
const SELLER_COLUMNS = Object.keys(SELLER_FIELDS);
const SELLER = `seller_id, company_id, ${SELLER_COLUMNS.join(', ')}`;

const YEAR_MS = 365.2425 * 24 * 60 * 60 * 1000;

/**
 * A point-of-contact birth date: a real date, at least 18 and at most about 122.5 years ago
 * (SPEC §5, §9).
 * @param {string} field
 * @param {string} value yyyy-MM-dd
 * @param {number} now
 */
function checkAdultBirthDate(field, value, now) {
  const [y, m, d] = value.split('-').map(Number);
  const born = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0);
  const parsed = new Date(born);
  if (parsed.getUTCFullYear() !== y || parsed.getUTCMonth() !== (m ?? 0) - 1) {
    throw badRequest(`${field} is not a real date`);
  }
  const today = new Date(now);
  const adultLimit = Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate());
  if (born > adultLimit) throw badRequest(`${field} must be at least 18 years ago`);
  if (born < now - 122.5 * YEAR_MS) throw badRequest(`${field} is too far in the past`);
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {Context} ctx
 */
export function registerProductRoutes(app, ctx) {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);

  /**
   * The tenant's seller, or 404.
   * @param {import('fastify').FastifyRequest} request
   * @param {number} sellerId
   * @returns {Promise<{ seller_id: number, account_id: number | null }>}
   */
  async function ownSeller(request, sellerId) {
    const [seller] = await db.query(
      'SELECT seller_id, account_id FROM sellers WHERE seller_id = $1 AND company_id = $2',
      [sellerId, tenantOf(request).id],
    );
    if (!seller) throw notFound('Seller not found');
    return /** @type {{ seller_id: number, account_id: number | null }} */ (seller);
  }

  /**
   * The tenant's product, or 404.
   * @param {import('fastify').FastifyRequest} request
   * @param {number} prodId
   */
  async function ownProduct(request, prodId) {
    const [product] = await db.query(
      `SELECT ${PRODUCT_COLUMNS.map((column) => `p.${column}`).join(', ')}, s.account_id
         FROM products p JOIN sellers s ON s.seller_id = p.seller_id
        WHERE p.prod_id = $1 AND p.company_id = $2`,
      [prodId, tenantOf(request).id],
    );
    if (!product) throw notFound('Product not found');
    return product;
  }

  // ---------------------------------------------------------------- products
  app.post(
    '/v1/companySellerProd',
    {
      preValidation: requireToken,
      schema: {
        body: object(
          {
            prod_name: text(200),
            category1_id: id(),
            category2_id: optionalId(),
            category3_id: optionalId(),
            prod_brand: text(100),
            prod_model: optionalText(100),
            prod_colour: optionalText(50),
            prod_pack: optionalText(100),
            prod_description: optionalRichText(),
            prod_specifications: optionalRichText(),
            company_id: id(),
            seller_id: id(),
            country_origin: text(100),
          },
          ['prod_name', 'category1_id', 'prod_brand', 'company_id', 'seller_id', 'country_origin'],
        ),
      },
    },
    async (request) => {
      const body =
        /**
         * @type {{ prod_name: string, category1_id: number, category2_id?: number | null,
         *   category3_id?: number | null, prod_brand: string, prod_model?: string | null,
         *   prod_colour?: string | null, prod_pack?: string | null, prod_description?: string | null,
         *   prod_specifications?: string | null, company_id: number, seller_id: number,
         *   country_origin: string }}
         */ (request.body);
      const companyId = ownCompany(request, body.company_id);
      const seller = await ownSeller(request, body.seller_id);
      assertMaySeller(request, seller.account_id);
      await checkCategoryPath(
        db,
        companyId,
        body.category1_id,
        body.category2_id,
        body.category3_id,
      );
      const [row] = await db.query(
        `INSERT INTO products (company_id, seller_id, prod_brand, prod_name, prod_colour,
           prod_model, prod_pack, prod_description, prod_specifications, category1_id,
           category2_id, category3_id, country_origin)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING prod_id`,
        [
          companyId,
          seller.seller_id,
          body.prod_brand.trim(),
          body.prod_name.trim(),
          body.prod_colour ?? null,
          body.prod_model ?? null,
          body.prod_pack ?? null,
          body.prod_description ?? null,
          body.prod_specifications ?? null,
          body.category1_id,
          body.category2_id ?? null,
          body.category3_id ?? null,
          body.country_origin.trim(),
        ],
      );
      return [{ rows: [{ prod_id: row?.prod_id }] }];
    },
  );

  app.get(
    '/v1/companySellerProd/:prod_id',
    { preValidation: requireToken, schema: { params: params({ prod_id: idParam() }) } },
    async (request) => {
      const row = await ownProduct(request, idParamOf(request, 'prod_id'));
      return [Object.fromEntries(PRODUCT_COLUMNS.map((column) => [column, row[column]]))];
    },
  );

  app.post(
    '/v1/companySellerProd/page2',
    {
      preValidation: requireToken,
      schema: {
        body: object(
          {
            prod_id: id(),
            prod_varient_enabled: { type: 'boolean' },
            prod_varient_header: optionalText(100),
            prod_varient_display_type: { type: ['integer', 'null'], enum: [0, 1, 2, 3, null] },
            cgst: percent(),
            sgst: percent(),
            igst: percent(),
            summary_image_url: optionalText(2048),
          },
          ['prod_id', 'prod_varient_enabled', 'cgst', 'sgst', 'igst'],
        ),
      },
    },
    async (request) => {
      const body =
        /**
         * @type {{ prod_id: number, prod_varient_enabled: boolean, prod_varient_header?: string | null,
         *   prod_varient_display_type?: number | null, cgst: number, sgst: number, igst: number,
         *   summary_image_url?: string | null }}
         */ (request.body);
      const product = await ownProduct(request, body.prod_id);
      assertMaySeller(request, /** @type {number | null} */ (product.account_id));
      if (body.prod_varient_enabled) {
        if (!body.prod_varient_header?.trim()) {
          throw badRequest('prod_varient_header is required when variants are enabled');
        }
        if (
          body.prod_varient_display_type === null ||
          body.prod_varient_display_type === undefined
        ) {
          throw badRequest('prod_varient_display_type is required when variants are enabled');
        }
      }
      const summary = 'summary_image_url' in body;
      await db.query(
        `UPDATE products SET prod_varient_enabled = $2, prod_varient_header = $3,
           prod_varient_display_type = $4, cgst = $5, sgst = $6, igst = $7
           ${summary ? ', summary_image_url = $8' : ''}
         WHERE prod_id = $1`,
        [
          body.prod_id,
          body.prod_varient_enabled,
          body.prod_varient_header?.trim() || null,
          body.prod_varient_display_type ?? null,
          body.cgst,
          body.sgst,
          body.igst,
          ...(summary ? [body.summary_image_url ?? null] : []),
        ],
      );
      return { ok: true };
    },
  );

  // ---------------------------------------------------------------- sellers
  app.get(
    '/v1/companySeller/BusinessName/:businessName',
    {
      preValidation: requireToken,
      schema: {
        params: params({ businessName: { type: 'string', minLength: 1, maxLength: 200 } }),
      },
    },
    async (request) => {
      const { businessName } = /** @type {{ businessName: string }} */ (request.params);
      return db.query(
        `SELECT ${SELLER} FROM sellers WHERE company_id = $1 AND seller_business_name = $2
          ORDER BY seller_id`,
        [tenantOf(request).id, businessName],
      );
    },
  );

  app.put(
    '/v1/companySeller/:seller_id',
    {
      preValidation: requireToken,
      schema: {
        params: params({ seller_id: idParam() }),
        body: object({ ...SELLER_FIELDS, company_id: id(), seller_id: id() }, [
          ...SELLER_REQUIRED,
          'company_id',
          'seller_id',
        ]),
      },
    },
    async (request) => {
      const body =
        /** @type {Record<string, unknown> & { company_id: number, seller_id: number, seller_admin_dob: string }} */ (
          request.body
        );
      const sellerId = idParamOf(request, 'seller_id');
      if (body.seller_id !== sellerId)
        throw badRequest('seller_id must match the seller in the path');
      const companyId = ownCompany(request, body.company_id);
      const seller = await ownSeller(request, sellerId);
      assertMaySeller(request, seller.account_id);
      checkAdultBirthDate('seller_admin_dob', body.seller_admin_dob, ctx.now());
      const values = SELLER_COLUMNS.map((column) => {
        const value = body[column];
        if (value === undefined) return null;
        return typeof value === 'string' ? value.trim() : value;
      });
      await db.query(
        `UPDATE sellers SET ${SELLER_COLUMNS.map((column, i) => `${column} = $${i + 3}`).join(', ')}
          WHERE seller_id = $1 AND company_id = $2`,
        [sellerId, companyId, ...values],
      );
      return { ok: true };
    },
  );
}
