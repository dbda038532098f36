/** Brands, the three category levels, banners and collections: list, create and remove per company. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertImageRef, callerOf, ownCompany, tenantOf, tokenGuard } from '../lib/auth.ts';
import type { Api, Context } from '../lib/context.ts';
import type { Queryable } from '../database.ts';
import { fail } from '../lib/errors.ts';
import { CATALOG_BODIES } from '../../../src/kernel/fields/catalog.ts';
import { fieldsOf, idFrom, idParam, object, params } from '../lib/schema.ts';

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
 */
export async function checkCategoryPath(
  db: Queryable,
  companyId: number,
  category1: number,
  category2: number | null | undefined,
  category3: number | null | undefined,
): Promise<void> {
  const [level1] = await db.query(
    'SELECT 1 FROM level1_categories WHERE level1_id = $1 AND company_id = $2',
    [category1, companyId],
  );
  if (!level1) throw fail('unknown-level1', { field: 'category1_id' });
  if (category2 !== null && category2 !== undefined) {
    const [level2] = await db.query(
      'SELECT 1 FROM level2_categories WHERE level2_id = $1 AND company_id = $2 AND level1_id = $3',
      [category2, companyId, category1],
    );
    if (!level2) throw fail('unknown-level2', { field: 'category2_id', parent: 'category1_id' });
  }
  if (category3 !== null && category3 !== undefined) {
    if (category2 === null || category2 === undefined) {
      throw fail('field-required-with', { field: 'category2_id', other: 'category3_id' });
    }
    const [level3] = await db.query(
      'SELECT 1 FROM level3_categories WHERE level3_id = $1 AND company_id = $2 AND level2_id = $3',
      [category3, companyId, category2],
    );
    if (!level3) throw fail('unknown-level3', { field: 'category3_id', parent: 'category2_id' });
  }
}

/**
 * The seller record of a seller caller (null for the store's administrators and the service
 * account): what a seller adds is attributed to it (docs/behaviour.md, "States and transitions", "A seller's catalog").
 */
export async function callerSeller(db: Queryable, request: FastifyRequest): Promise<number | null> {
  const caller = callerOf(request);
  if (caller.kind !== 'seller') return null;
  const [row] = await db.query<{ seller_id: number }>(
    'SELECT seller_id FROM sellers WHERE account_id = $1 AND company_id = $2',
    [caller.account ?? 0, tenantOf(request).id],
  );
  return row?.seller_id ?? -1;
}

export function registerCatalogRoutes(app: Api, ctx: Context): void {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);
  const byCompany = { params: params({ id: idParam() }) };

  /**
   * Answers a list from what the server keeps (`ctx.lists`, lib/readCache.ts), by `key`: the
   * route, the company and whom the rows depend on. Any write empties it.
   */
  const keptList = async (reply: FastifyReply, key: string, read: () => Promise<unknown[]>) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await ctx.lists.get(key, async () => JSON.stringify(await read())));

  /** A shop's list for the caller: the storefront's for its administrators, a seller's own. */
  const shopList = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    companyId: number,
    list: (companyId: number, seller: number | null) => Promise<unknown[]>,
  ) => {
    const caller = callerOf(request);
    const whose = caller.kind === 'seller' ? `seller ${caller.account ?? 0}` : 'store';
    return keptList(reply, `${key} ${companyId} ${whose}`, async () =>
      list(companyId, await callerSeller(db, request)),
    );
  };

  /** GET {path}/company_po_id/{id} of a shop's list: the storefront's, or a seller's own. */
  const shopListRoute = (
    path: string,
    list: (companyId: number, seller: number | null) => Promise<unknown[]>,
  ) =>
    app.get(
      `${path}/company_po_id/:id`,
      { preValidation: requireToken, schema: byCompany },
      async (request, reply) =>
        shopList(request, reply, path, ownCompany(request, idFrom(request.params.id)), list),
    );

  /** GET {path}/company_po_id/{id}: the company's rows. */
  const listRoute = (path: string, list: (companyId: number) => Promise<unknown[]>) =>
    app.get(
      `${path}/company_po_id/:id`,
      { preValidation: requireToken, schema: byCompany },
      async (request, reply) => {
        const companyId = ownCompany(request, idFrom(request.params.id));
        return keptList(reply, `${path} ${companyId}`, () => list(companyId));
      },
    );

  // POST {path}: one new row for the body's company (request.body typed from its schema).
  const guarded = { preValidation: requireToken };

  // ---------------------------------------------------------------- brands
  listRoute('/v1/companyBrand', (companyId) =>
    db.query(`SELECT ${BRAND} FROM brands WHERE company_id = $1 ORDER BY brand_id`, [companyId]),
  );
  app.post(
    '/v1/companyBrand',
    {
      ...guarded,
      schema: { body: object(fieldsOf(CATALOG_BODIES.brand)) },
    },
    async (request) => {
      const input = request.body;
      const companyId = ownCompany(request, input.company_po_id);
      const [row] = await db.query(
        `INSERT INTO brands (company_id, brand_name, added_by_seller) VALUES ($1, $2, $3)
         RETURNING ${BRAND}`,
        [companyId, input.brand_name.trim(), await callerSeller(db, request)],
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
  app.post(
    '/v1/l1CategoryPO',
    {
      ...guarded,
      schema: {
        body: object(fieldsOf(CATALOG_BODIES.level1)),
      },
    },
    async (request) => {
      const input = request.body;
      const companyId = ownCompany(request, input.company_po_id);
      const [row] = await db.query(
        `INSERT INTO level1_categories (company_id, level1_name, description, level1_order_id,
           added_by_seller) VALUES ($1, $2, $3, $4, $5) RETURNING ${LEVEL1}`,
        [
          companyId,
          input.level1_name.trim(),
          input.description.trim(),
          input.level1_order_id,
          await callerSeller(db, request),
        ],
      );
      return row;
    },
  );

  // ---------------------------------------------------------------- level 2
  const level2Select = `SELECT ${LEVEL2} FROM level2_categories l2
    JOIN level1_categories l1 ON l1.level1_id = l2.level1_id`;
  listRoute('/v1/l2CategoryPO', (companyId) =>
    db.query(`${level2Select} WHERE l2.company_id = $1 ORDER BY l2.level2_order_id, l2.level2_id`, [
      companyId,
    ]),
  );
  app.post(
    '/v1/l2CategoryPO',
    {
      ...guarded,
      schema: {
        body: object(fieldsOf(CATALOG_BODIES.level2)),
      },
    },
    async (request) => {
      const input = request.body;
      const companyId = ownCompany(request, input.company_po_id);
      const [parent] = await db.query(
        'SELECT 1 FROM level1_categories WHERE level1_id = $1 AND company_id = $2',
        [input.level1_id, companyId],
      );
      if (!parent) throw fail('unknown-level1', { field: 'level1_id' });
      const [created] = await db.query<{ level2_id: number }>(
        `INSERT INTO level2_categories (company_id, level1_id, level2_name, level2_order_id,
           added_by_seller) VALUES ($1, $2, $3, $4, $5) RETURNING level2_id`,
        [
          companyId,
          input.level1_id,
          input.level2_name.trim(),
          input.level2_order_id,
          await callerSeller(db, request),
        ],
      );
      const [row] = await db.query(`${level2Select} WHERE l2.level2_id = $1`, [created?.level2_id]);
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
  app.post(
    '/v1/l3CategoryPO',
    {
      ...guarded,
      schema: {
        body: object(fieldsOf(CATALOG_BODIES.level3)),
      },
    },
    async (request) => {
      const input = request.body;
      const companyId = ownCompany(request, input.company_po_id);
      const [parent] = await db.query(
        'SELECT 1 FROM level2_categories WHERE level2_id = $1 AND company_id = $2 AND level1_id = $3',
        [input.level2_id, companyId, input.level1_id],
      );
      if (!parent) throw fail('unknown-level2', { field: 'level2_id', parent: 'level1_id' });
      const [created] = await db.query<{ level3_id: number }>(
        `INSERT INTO level3_categories (company_id, level1_id, level2_id, level3_name,
           level3_order_id, added_by_seller) VALUES ($1, $2, $3, $4, $5, $6) RETURNING level3_id`,
        [
          companyId,
          input.level1_id,
          input.level2_id,
          input.level3_name.trim(),
          input.level3_order_id,
          await callerSeller(db, request),
        ],
      );
      const [row] = await db.query(`${level3Select} WHERE l3.level3_id = $1`, [created?.level3_id]);
      return row;
    },
  );

  // ---------------------------------------------------------------- banners
  shopListRoute('/v1/companyBanner', (companyId, seller) =>
    db.query(
      `SELECT ${BANNER} FROM banners WHERE company_id = $1 AND seller_id IS NOT DISTINCT FROM $2
        ORDER BY order_id, banner_id`,
      [companyId, seller],
    ),
  );
  app.post(
    '/v1/companyBanner',
    {
      ...guarded,
      schema: {
        body: object(fieldsOf(CATALOG_BODIES.banner)),
      },
    },
    async (request) => {
      const input = request.body;
      const companyId = ownCompany(request, input.company_po_id);
      const category2 = input.category2_id ?? null;
      const category3 = input.category3_id ?? null;
      await checkCategoryPath(db, companyId, input.category1_id, category2, category3);
      assertImageRef(ctx, request, companyId, 'banner_url', input.banner_url);
      const [row] = await db.query(
        `INSERT INTO banners (company_id, category1_id, category2_id, category3_id, order_id,
           banner_url, banner_slogan, banner_button_text, seller_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${BANNER}`,
        [
          companyId,
          input.category1_id,
          category2,
          category3,
          input.order_id,
          input.banner_url.trim(),
          input.banner_slogan.trim(),
          input.banner_button_text.trim(),
          await callerSeller(db, request),
        ],
      );
      return row;
    },
  );

  // ---------------------------------------------------------------- collections
  const listCollections = (companyId: number, seller: number | null) =>
    db.query(
      `SELECT ${COLLECTION} FROM collections
        WHERE company_id = $1 AND seller_id IS NOT DISTINCT FROM $2 ORDER BY collection_id`,
      [companyId, seller],
    );
  shopListRoute('/v1/companyCollection', listCollections);
  // The company wizard reads collections without a company filter (docs/api-contract.md): the tenant's.
  app.get('/v1/companyCollection', { preValidation: requireToken }, async (request, reply) =>
    shopList(request, reply, '/v1/companyCollection', tenantOf(request).id, listCollections),
  );
  app.post(
    '/v1/companyCollection',
    {
      ...guarded,
      schema: {
        body: object(fieldsOf(CATALOG_BODIES.collection)),
      },
    },
    async (request) => {
      const input = request.body;
      const companyId = ownCompany(request, input.company_po_id);
      const [row] = await db.query(
        `INSERT INTO collections (company_id, collection_name, collection_enable_select,
           collection_enable_display, seller_id) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${COLLECTION}`,
        [
          companyId,
          input.collection_name.trim(),
          input.collection_enable_select === true,
          input.collection_enable_display === true,
          await callerSeller(db, request),
        ],
      );
      return row;
    },
  );

  // ---------------------------------------------------------------- removing an entry
  /**
   * DELETE {path}/company_po_id/{id}/{rowId} (docs/api-contract.md, "Removing catalog entries"):
   * one entry of this store's lists. The shared lists (brands, categories) are the
   * administrators'; in a shop list (banners, collections) an administrator removes any entry, a
   * seller only its own shop's. Another store's entry, another shop's and a missing one answer the
   * same 404; an entry that something still refers to (a category with subcategories, banners or
   * products) answers 409.
   */
  const removeRoute = (path: string, table: string, idColumn: string, shop: boolean) =>
    app.delete(
      `${path}/company_po_id/:id/:rowId`,
      {
        preValidation: requireToken,
        schema: { params: params({ id: idParam(), rowId: idParam() }) },
      },
      async (request) => {
        const companyId = ownCompany(request, idFrom(request.params.id));
        const seller = await callerSeller(db, request);
        if (!shop && seller !== null) throw fail('admins-only');
        const own = seller === null ? '' : ' AND seller_id IS NOT DISTINCT FROM $3';
        let removed: unknown[];
        try {
          removed = await db.query(
            `DELETE FROM ${table} WHERE ${idColumn} = $1 AND company_id = $2${own}
             RETURNING ${idColumn}`,
            [idFrom(request.params.rowId), companyId, ...(seller === null ? [] : [seller])],
          );
        } catch (error) {
          // 23503: a row of another table still refers to this one.
          if ((error as { code?: unknown }).code === '23503') throw fail('catalog-entry-in-use');
          throw error;
        }
        if (removed.length === 0) throw fail('catalog-entry-not-found');
        return { ok: true };
      },
    );
  removeRoute('/v1/companyBrand', 'brands', 'brand_id', false);
  removeRoute('/v1/l1CategoryPO', 'level1_categories', 'level1_id', false);
  removeRoute('/v1/l2CategoryPO', 'level2_categories', 'level2_id', false);
  removeRoute('/v1/l3CategoryPO', 'level3_categories', 'level3_id', false);
  removeRoute('/v1/companyBanner', 'banners', 'banner_id', true);
  removeRoute('/v1/companyCollection', 'collections', 'collection_id', true);
}
