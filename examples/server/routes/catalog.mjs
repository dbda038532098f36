// @ts-check
/** Brands, the three category levels, banners and collections: list and create per company. */
import { badRequest } from '../lib/errors.mjs';
import { idParamOf, ownCompany, tenantOf, tokenGuard } from '../lib/context.mjs';
import {
  id,
  idParam,
  object,
  optionalId,
  optionalText,
  order,
  params,
  text,
} from '../lib/schema.mjs';

/** @typedef {import('../lib/context.mjs').Context} Context */
/** @typedef {import('../database.mjs').Queryable} Queryable */

const BRAND = 'brand_id, brand_name, company_id AS company_po_id';
const LEVEL1 = 'level1_id, level1_name, description, level1_order_id, company_id AS company_po_id';
const LEVEL2 = `l2.level2_id, l2.level1_id, l2.level2_name, l2.level2_order_id, l1.level1_name,
  l2.company_id AS company_po_id`;
const LEVEL3 = `l3.level3_id, l3.level2_id, l3.level1_id, l3.level3_name, l3.level3_order_id,
  l1.level1_name, l2.level2_name, l3.company_id AS company_po_id`;
const BANNER = `banner_id, category1_id, category2_id, category3_id, order_id, banner_url,
  banner_slogan, banner_button_text, company_id AS company_po_id`;
const COLLECTION = `collection_id, collection_name, collection_enable_select,
  collection_enable_display, company_id AS company_po_id`;

/**
 * Checks that category ids form a path of this company's tree: level 1, then optionally a level 2
 * under it, then optionally a level 3 under that. A foreign or mismatched id is a 400.
 * @param {Queryable} db
 * @param {number} companyId
 * @param {number} category1
 * @param {number | null | undefined} category2
 * @param {number | null | undefined} category3
 */
export async function checkCategoryPath(db, companyId, category1, category2, category3) {
  const [level1] = await db.query(
    'SELECT 1 FROM level1_categories WHERE level1_id = $1 AND company_id = $2',
    [category1, companyId],
  );
  if (!level1) throw badRequest('category1_id does not name a Level1 category of this company');
  if (category2 !== null && category2 !== undefined) {
    const [level2] = await db.query(
      'SELECT 1 FROM level2_categories WHERE level2_id = $1 AND company_id = $2 AND level1_id = $3',
      [category2, companyId, category1],
    );
    if (!level2) {
      throw badRequest('category2_id does not name a Level2 category under category1_id');
    }
  }
  if (category3 !== null && category3 !== undefined) {
    if (category2 === null || category2 === undefined) {
      throw badRequest('category2_id is required when category3_id is given');
    }
    const [level3] = await db.query(
      'SELECT 1 FROM level3_categories WHERE level3_id = $1 AND company_id = $2 AND level2_id = $3',
      [category3, companyId, category2],
    );
    if (!level3) {
      throw badRequest('category3_id does not name a Level3 category under category2_id');
    }
  }
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {Context} ctx
 */
export function registerCatalogRoutes(app, ctx) {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);
  const byCompany = { params: params({ id: idParam() }) };

  /**
   * GET {path}/company_po_id/{id}: the company's rows.
   * @param {string} path
   * @param {(companyId: number) => Promise<unknown[]>} list
   */
  const listRoute = (path, list) =>
    app.get(
      `${path}/company_po_id/:id`,
      { preValidation: requireToken, schema: byCompany },
      async (request) => list(ownCompany(request, idParamOf(request, 'id'))),
    );

  /**
   * POST {path}: one new row for the body's company. `T` is what the body schema admits.
   * @template {{ company_po_id: number }} T
   * @param {string} path
   * @param {import('../lib/schema.mjs').Schema} body
   * @param {(companyId: number, body: T) => Promise<unknown>} create
   */
  const createRoute = (path, body, create) =>
    app.post(path, { preValidation: requireToken, schema: { body } }, async (request) => {
      const input = /** @type {T} */ (request.body);
      return create(ownCompany(request, input.company_po_id), input);
    });

  // ---------------------------------------------------------------- brands
  listRoute('/v1/companyBrand', (companyId) =>
    db.query(`SELECT ${BRAND} FROM brands WHERE company_id = $1 ORDER BY brand_id`, [companyId]),
  );
  createRoute(
    '/v1/companyBrand',
    object({ brand_name: text(100), company_po_id: id() }, ['brand_name', 'company_po_id']),
    /** @param {number} companyId @param {{ brand_name: string, company_po_id: number }} input */
    async (companyId, input) => {
      const [row] = await db.query(
        `INSERT INTO brands (company_id, brand_name) VALUES ($1, $2) RETURNING ${BRAND}`,
        [companyId, input.brand_name.trim()],
      );
      return row;
    },
  );

  // ---------------------------------------------------------------- level 1
  listRoute('/v1/l1CategoryPO', (companyId) =>
    db.query(
      `SELECT ${LEVEL1} FROM level1_categories WHERE company_id = $1
        ORDER BY level1_order_id, level1_id`,
      [companyId],
    ),
  );
  createRoute(
    '/v1/l1CategoryPO',
    object(
      {
        level1_name: text(100),
        description: text(1000),
        level1_order_id: order(),
        company_po_id: id(),
      },
      ['level1_name', 'description', 'level1_order_id', 'company_po_id'],
    ),
    /**
     * @param {number} companyId
     * @param {{ level1_name: string, description: string, level1_order_id: number, company_po_id: number }} input
     */
    async (companyId, input) => {
      const [row] = await db.query(
        `INSERT INTO level1_categories (company_id, level1_name, description, level1_order_id)
         VALUES ($1, $2, $3, $4) RETURNING ${LEVEL1}`,
        [companyId, input.level1_name.trim(), input.description.trim(), input.level1_order_id],
      );
      return row;
    },
  );

  // ---------------------------------------------------------------- level 2
  listRoute('/v1/l2CategoryPO', (companyId) =>
    db.query(
      `SELECT ${LEVEL2} FROM level2_categories l2
         JOIN level1_categories l1 ON l1.level1_id = l2.level1_id
        WHERE l2.company_id = $1 ORDER BY l2.level2_order_id, l2.level2_id`,
      [companyId],
    ),
  );
  createRoute(
    '/v1/l2CategoryPO',
    object(
      {
        level1_id: id(),
        level2_name: text(100),
        level2_order_id: order(),
        level1_name: optionalText(100),
        company_po_id: id(),
      },
      ['level1_id', 'level2_name', 'level2_order_id', 'company_po_id'],
    ),
    /**
     * @param {number} companyId
     * @param {{ level1_id: number, level2_name: string, level2_order_id: number, company_po_id: number }} input
     */
    async (companyId, input) => {
      const [parent] = await db.query(
        'SELECT 1 FROM level1_categories WHERE level1_id = $1 AND company_id = $2',
        [input.level1_id, companyId],
      );
      if (!parent) throw badRequest('level1_id does not name a Level1 category of this company');
      const [created] = await db.query(
        `INSERT INTO level2_categories (company_id, level1_id, level2_name, level2_order_id)
         VALUES ($1, $2, $3, $4) RETURNING level2_id`,
        [companyId, input.level1_id, input.level2_name.trim(), input.level2_order_id],
      );
      const [row] = await db.query(
        `SELECT ${LEVEL2} FROM level2_categories l2
           JOIN level1_categories l1 ON l1.level1_id = l2.level1_id WHERE l2.level2_id = $1`,
        [created?.level2_id],
      );
      return row;
    },
  );

  // ---------------------------------------------------------------- level 3
  const level3Select = `SELECT ${LEVEL3} FROM level3_categories l3
    JOIN level2_categories l2 ON l2.level2_id = l3.level2_id
    JOIN level1_categories l1 ON l1.level1_id = l3.level1_id`;
  listRoute('/v1/l3CategoryPO', (companyId) =>
    db.query(`${level3Select} WHERE l3.company_id = $1 ORDER BY l3.level3_order_id, l3.level3_id`, [
      companyId,
    ]),
  );
  createRoute(
    '/v1/l3CategoryPO',
    object(
      {
        level1_id: id(),
        level2_id: id(),
        level3_name: text(100),
        level3_order_id: order(),
        level1_name: optionalText(100),
        level2_name: optionalText(100),
        company_po_id: id(),
      },
      ['level1_id', 'level2_id', 'level3_name', 'level3_order_id', 'company_po_id'],
    ),
    /**
     * @param {number} companyId
     * @param {{ level1_id: number, level2_id: number, level3_name: string, level3_order_id: number, company_po_id: number }} input
     */
    async (companyId, input) => {
      const [parent] = await db.query(
        'SELECT 1 FROM level2_categories WHERE level2_id = $1 AND company_id = $2 AND level1_id = $3',
        [input.level2_id, companyId, input.level1_id],
      );
      if (!parent) {
        throw badRequest(
          'level2_id does not name a Level2 category under level1_id of this company',
        );
      }
      const [created] = await db.query(
        `INSERT INTO level3_categories (company_id, level1_id, level2_id, level3_name,
           level3_order_id) VALUES ($1, $2, $3, $4, $5) RETURNING level3_id`,
        [
          companyId,
          input.level1_id,
          input.level2_id,
          input.level3_name.trim(),
          input.level3_order_id,
        ],
      );
      const [row] = await db.query(`${level3Select} WHERE l3.level3_id = $1`, [created?.level3_id]);
      return row;
    },
  );

  // ---------------------------------------------------------------- banners
  listRoute('/v1/companyBanner', (companyId) =>
    db.query(`SELECT ${BANNER} FROM banners WHERE company_id = $1 ORDER BY order_id, banner_id`, [
      companyId,
    ]),
  );
  createRoute(
    '/v1/companyBanner',
    object(
      {
        category1_id: id(),
        category2_id: optionalId(),
        category3_id: optionalId(),
        order_id: order(),
        banner_url: text(2048),
        banner_slogan: text(200),
        banner_button_text: text(50),
        company_po_id: id(),
      },
      [
        'category1_id',
        'order_id',
        'banner_url',
        'banner_slogan',
        'banner_button_text',
        'company_po_id',
      ],
    ),
    /**
     * @param {number} companyId
     * @param {{ category1_id: number, category2_id?: number | null, category3_id?: number | null, order_id: number,
     *   banner_url: string, banner_slogan: string, banner_button_text: string, company_po_id: number }} input
     */
    async (companyId, input) => {
      const category2 = input.category2_id ?? null;
      const category3 = input.category3_id ?? null;
      await checkCategoryPath(db, companyId, input.category1_id, category2, category3);
      const [row] = await db.query(
        `INSERT INTO banners (company_id, category1_id, category2_id, category3_id, order_id,
           banner_url, banner_slogan, banner_button_text)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${BANNER}`,
        [
          companyId,
          input.category1_id,
          category2,
          category3,
          input.order_id,
          input.banner_url.trim(),
          input.banner_slogan.trim(),
          input.banner_button_text.trim(),
        ],
      );
      return row;
    },
  );

  // ---------------------------------------------------------------- collections
  const listCollections = (/** @type {number} */ companyId) =>
    db.query(`SELECT ${COLLECTION} FROM collections WHERE company_id = $1 ORDER BY collection_id`, [
      companyId,
    ]);
  listRoute('/v1/companyCollection', listCollections);
  // The company wizard reads collections without a company filter (SPEC §7): the tenant's.
  app.get('/v1/companyCollection', { preValidation: requireToken }, async (request) =>
    listCollections(tenantOf(request).id),
  );
  createRoute(
    '/v1/companyCollection',
    object(
      {
        collection_name: text(100),
        collection_enable_select: { type: ['boolean', 'null'] },
        collection_enable_display: { type: ['boolean', 'null'] },
        company_po_id: id(),
      },
      ['collection_name', 'company_po_id'],
    ),
    /**
     * @param {number} companyId
     * @param {{ collection_name: string, collection_enable_select?: boolean | null,
     *   collection_enable_display?: boolean | null, company_po_id: number }} input
     */
    async (companyId, input) => {
      const [row] = await db.query(
        `INSERT INTO collections (company_id, collection_name, collection_enable_select,
           collection_enable_display) VALUES ($1, $2, $3, $4) RETURNING ${COLLECTION}`,
        [
          companyId,
          input.collection_name.trim(),
          input.collection_enable_select === true,
          input.collection_enable_display === true,
        ],
      );
      return row;
    },
  );
}
