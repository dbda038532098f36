/** Products (companySellerProd) and sellers (companySeller). */
import type { FastifyRequest } from 'fastify';
import type { Product } from '../../../src/kernel/types/product.ts';
import { dobProblem } from '../../../src/kernel/dates.ts';
import { gstinMatchesProvince } from '../../../src/kernel/gstin.ts';
import { PRODUCT_CREATE, PRODUCT_VARIANTS } from '../../../src/kernel/fields/product.ts';
import { SELLER_UPDATE, STORE_SELLER } from '../../../src/kernel/fields/seller.ts';
import {
  assertImageRef,
  assertMaySeller,
  callerOf,
  isAdmin,
  ownCompany,
  tenantOf,
  tokenGuard,
} from '../lib/auth.ts';
import type { Api, Context } from '../lib/context.ts';
import { fail } from '../lib/errors.ts';
import { sanitizeRichTextFields } from '../lib/richText.ts';
import { fieldsOf, idFrom, idParam, object, params, textParam } from '../lib/schema.ts';
import { checkCategoryPath } from './catalog.ts';

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
] as const satisfies ReadonlyArray<keyof Product>;

/**
 * The store's own seller record as its wizard saves it: the seller form plus its fixed and
 * derived fields (src/kernel/fields/seller.ts). Both wizards save sellers, each with its own codes
 * (docs/behaviour.md, "Entities"): the schema takes their union.
 */
export const SELLER_FIELDS = fieldsOf(STORE_SELLER);
const SELLER_COLUMNS = (Object.keys(STORE_SELLER) as Array<keyof typeof STORE_SELLER>).filter(
  (column) => column !== 'company_id',
);
export const SELLER = `seller_id, company_id, ${SELLER_COLUMNS.join(', ')}`;

/**
 * Writes the seller form onto seller `sellerId` (its date of birth checked on the server's clock)
 * and records the details step done (docs/behaviour.md, "States and transitions").
 */
export async function writeSellerDetails(
  ctx: Context,
  sellerId: number,
  companyId: number,
  body: Partial<Record<keyof typeof SELLER_FIELDS, unknown>> & { seller_admin_dob: string },
): Promise<void> {
  // The GSTIN begins with the province's GST state code (src/kernel/gstin.ts).
  if (!gstinMatchesProvince(body.seller_gstin_number, body.seller_stateshort)) {
    throw fail('gstin-province-mismatch', { field: 'seller_gstin_number' });
  }
  // The window the form checks (src/kernel/dates.ts), on the server's clock.
  const problem = dobProblem(body.seller_admin_dob, new Date(ctx.now()));
  if (problem) {
    throw fail(problem === 'too-young' ? 'dob-too-young' : 'dob-too-old', {
      field: 'seller_admin_dob',
    });
  }
  const values = SELLER_COLUMNS.map((column) => {
    const value = body[column];
    if (value === undefined) return null;
    return typeof value === 'string' ? value.trim() : value;
  });
  await ctx.db.query(
    `UPDATE sellers SET ${SELLER_COLUMNS.map((column, i) => `${column} = $${i + 3}`).join(', ')},
       details_saved = true
      WHERE seller_id = $1 AND company_id = $2`,
    [sellerId, companyId, ...values],
  );
}

export function registerProductRoutes(app: Api, ctx: Context): void {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);

  /** The tenant's seller, or 404. */
  /**
   * The store's terms (docs/api-contract.md, "Limits"): a seller has at most its
   * `seller_maximum_products`, the store at most its `maximum_products` (403
   * `seller-product-limit`, `company-product-limit`); null sets no limit.
   */
  async function checkProductQuotas(
    companyId: number,
    seller: { seller_id: number; seller_maximum_products: number | null },
  ) {
    const [counts] = await db.query<{ own: number; all: number; maximum: number | null }>(
      `SELECT (SELECT count(*)::int FROM products WHERE seller_id = $1) AS own,
              (SELECT count(*)::int FROM products WHERE company_id = $2) AS all,
              (SELECT maximum_products FROM companies WHERE id = $2) AS maximum`,
      [seller.seller_id, companyId],
    );
    const limit = seller.seller_maximum_products;
    if (limit !== null && (counts?.own ?? 0) >= limit) {
      throw fail('seller-product-limit', { limit });
    }
    const maximum = counts?.maximum ?? null;
    if (maximum !== null && (counts?.all ?? 0) >= maximum) {
      throw fail('company-product-limit', { limit: maximum });
    }
  }

  async function ownSeller(request: FastifyRequest, sellerId: number) {
    const [seller] = await db.query<{
      seller_id: number;
      account_id: number | null;
      seller_comm_percentage: number | null;
      seller_maximum_products: number | null;
    }>(
      `SELECT seller_id, account_id, seller_comm_percentage, seller_maximum_products
         FROM sellers WHERE seller_id = $1 AND company_id = $2`,
      [sellerId, tenantOf(request).id],
    );
    if (!seller) throw fail('seller-not-found');
    return seller;
  }

  /** The tenant's product (and its seller's account), or 404. */
  async function ownProduct(request: FastifyRequest, prodId: number) {
    const [product] = await db.query<Product & { account_id: number | null }>(
      `SELECT ${PRODUCT_COLUMNS.map((column) => `p.${column}`).join(', ')}, s.account_id
         FROM products p JOIN sellers s ON s.seller_id = p.seller_id
        WHERE p.prod_id = $1 AND p.company_id = $2`,
      [prodId, tenantOf(request).id],
    );
    if (!product) throw fail('product-not-found');
    return product;
  }

  /**
   * The account of a seller caller, whose own rows only a list shows; null for the store's
   * administrators, who see all (docs/api-contract.md, "Who may call what").
   */
  const ownRowsOf = (request: FastifyRequest) =>
    isAdmin(request) ? null : callerOf(request).account;
  const byCompany = { params: params({ id: idParam() }) };

  // ---------------------------------------------------------------- products
  app.get(
    '/v1/companySellerProd/company_po_id/:id',
    { preValidation: requireToken, schema: byCompany },
    async (request) =>
      db.query(
        `SELECT ${PRODUCT_COLUMNS.map((column) => `p.${column}`).join(', ')}
           FROM products p JOIN sellers s ON s.seller_id = p.seller_id
          WHERE p.company_id = $1 AND ($2::integer IS NULL OR s.account_id = $2)
          ORDER BY p.prod_id`,
        [ownCompany(request, idFrom(request.params.id)), ownRowsOf(request)],
      ),
  );

  app.post(
    '/v1/companySellerProd',
    {
      preValidation: requireToken,
      schema: {
        body: object(fieldsOf(PRODUCT_CREATE)),
      },
    },
    async (request) => {
      const { body } = request;
      sanitizeRichTextFields(body, ['prod_description', 'prod_specifications'], false);
      const companyId = ownCompany(request, body.company_id);
      const seller = await ownSeller(request, body.seller_id);
      assertMaySeller(request, seller.account_id);
      await checkProductQuotas(companyId, seller);
      await checkCategoryPath(
        db,
        companyId,
        body.category1_id,
        body.category2_id,
        body.category3_id,
      );
      const [row] = await db.query<{ prod_id: number }>(
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
      const row = await ownProduct(request, idFrom(request.params.prod_id));
      // A seller reads its own products only; another seller's is as unknown as a foreign one.
      if (!isAdmin(request) && row.account_id !== callerOf(request).account) {
        throw fail('product-not-found');
      }
      return [Object.fromEntries(PRODUCT_COLUMNS.map((column) => [column, row[column]]))];
    },
  );

  app.post(
    '/v1/companySellerProd/page2',
    {
      preValidation: requireToken,
      schema: {
        body: object(fieldsOf(PRODUCT_VARIANTS)),
      },
    },
    async (request) => {
      const { body } = request;
      const product = await ownProduct(request, body.prod_id);
      assertMaySeller(request, product.account_id, 'product-not-found');
      assertImageRef(ctx, request, product.company_id, 'summary_image_url', body.summary_image_url);
      const header = body.prod_varient_header?.trim() || null;
      const displayType = body.prod_varient_display_type ?? null;
      if (body.prod_varient_enabled) {
        if (!header) throw fail('variant-header-required');
        if (displayType === null) throw fail('variant-display-type-required');
      }
      const summary = body.summary_image_url !== undefined;
      await db.query(
        `UPDATE products SET prod_varient_enabled = $2, prod_varient_header = $3,
           prod_varient_display_type = $4, cgst = $5, sgst = $6, igst = $7
           ${summary ? ', summary_image_url = $8' : ''}
         WHERE prod_id = $1`,
        [
          body.prod_id,
          body.prod_varient_enabled,
          header,
          displayType,
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
    '/v1/companySeller/company_po_id/:id',
    { preValidation: requireToken, schema: byCompany },
    async (request) =>
      db.query(
        `SELECT ${SELLER} FROM sellers
          WHERE company_id = $1 AND ($2::integer IS NULL OR account_id = $2)
          ORDER BY seller_id`,
        [ownCompany(request, idFrom(request.params.id)), ownRowsOf(request)],
      ),
  );

  app.get(
    '/v1/companySeller/BusinessName/:businessName',
    {
      preValidation: requireToken,
      schema: { params: params({ businessName: textParam('business_name_param') }) },
    },
    async (request) => {
      // A seller finds only its own record (PAN, GSTIN and date of birth are personal data);
      // the store's administrators find any of the store's.
      const own = isAdmin(request) ? null : callerOf(request).account;
      return db.query(
        `SELECT ${SELLER} FROM sellers WHERE company_id = $1 AND seller_business_name = $2
           AND ($3::integer IS NULL OR account_id = $3)
          ORDER BY seller_id`,
        [tenantOf(request).id, request.params.businessName, own],
      );
    },
  );

  app.put(
    '/v1/companySeller/:seller_id',
    {
      preValidation: requireToken,
      schema: {
        params: params({ seller_id: idParam() }),
        body: object(fieldsOf(SELLER_UPDATE)),
      },
    },
    async (request) => {
      const { body } = request;
      const sellerId = idFrom(request.params.seller_id);
      if (body.seller_id !== sellerId) throw fail('seller-id-mismatch');
      const companyId = ownCompany(request, body.company_id);
      const seller = await ownSeller(request, sellerId);
      assertMaySeller(request, seller.account_id);
      // Commission and product quota are the store's terms: a seller proposes them once, while
      // none is on record; after that only an administrator changes them.
      if (!isAdmin(request)) {
        const terms = [
          [seller.seller_comm_percentage, body.seller_comm_percentage],
          [seller.seller_maximum_products, body.seller_maximum_products],
        ] as const;
        if (terms.some(([stored, sent]) => stored !== null && Number(stored) !== sent)) {
          throw fail('seller-terms-admin-only');
        }
      }
      await writeSellerDetails(ctx, sellerId, companyId, body);
      return { ok: true };
    },
  );
}
