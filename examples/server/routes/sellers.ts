/**
 * The store's own seller record, each seller's own shop profile and per-account onboarding
 * progress (docs/api-contract.md, "Sellers" and "Onboarding progress").
 */
import type { FastifyRequest } from 'fastify';
import type { OnboardingFacts } from '../../../src/kernel/types/onboarding.ts';
import type { SellerShopSection } from '../../../src/kernel/types/seller.ts';
import type { Queryable } from '../database.ts';
import {
  adminGuard,
  assertImageRef,
  assertMaySeller,
  isAdmin,
  ownCompany,
  tenantOf,
  tokenGuard,
} from '../lib/auth.ts';
import type { Api, Context } from '../lib/context.ts';
import { fail } from '../lib/errors.ts';
import { sanitizeRichTextFields } from '../lib/richText.ts';
import { idFrom, idParam, object, params } from '../lib/schema.ts';
import { callerSeller } from './catalog.ts';
import { PAGE_FIELDS } from './company.ts';
import { SELLER, SELLER_FIELDS, writeSellerDetails } from './products.ts';

/** The shop sections of a seller and the company page whose fields each carries. */
const SHOP_SECTIONS = {
  billing: PAGE_FIELDS[3],
  about: PAGE_FIELDS[4],
  terms: PAGE_FIELDS[5],
} as const satisfies Record<SellerShopSection, object>;
const RICH_TEXT: Record<SellerShopSection, readonly string[]> = {
  billing: [],
  about: ['about_us_text'],
  terms: ['terms_conditions'],
};
const SHOP_COLUMNS = Object.values(SHOP_SECTIONS).flatMap((fields) => Object.keys(fields));

/**
 * Creates the store's own seller record from its profile, once (the store's owner activating
 * calls it in the same transaction). Resolves to its id.
 */
export async function ensureStoreSeller(db: Queryable, companyId: number): Promise<number> {
  const [company] = await db.query<{ store_seller_id: number | null }>(
    'SELECT store_seller_id FROM companies WHERE id = $1 FOR UPDATE',
    [companyId],
  );
  if (company?.store_seller_id != null) return Number(company.store_seller_id);
  const [created] = await db.query<{ seller_id: number }>(
    `INSERT INTO sellers (company_id, seller_business_name, seller_legal_name,
       seller_addressline1, seller_addressline2, seller_street_no, seller_street_name,
       seller_area_name, seller_region_name, seller_zip, seller_stateshort, business_subdomain,
       seller_admin_first_name, seller_admin_last_name, seller_admin_title, seller_admin_gender,
       seller_admin_dob, seller_admin_phone, seller_admin_email)
     SELECT id, COALESCE(business_name, tenant), legal_name, addressline1, addressline2,
       street_no, street_name, area_name, region_name, zip, stateshort, business_subdomain,
       poc_first_name, poc_last_name, poc_title, poc_gender, poc_dob, poc_phone, poc_email_id
       FROM companies WHERE id = $1
     RETURNING seller_id`,
    [companyId],
  );
  const sellerId = Number(created?.seller_id);
  await db.query('UPDATE companies SET store_seller_id = $1 WHERE id = $2', [sellerId, companyId]);
  return sellerId;
}

/**
 * What exists for one account's onboarding (docs/behaviour.md, "Progress"): the store's pages
 * and its own seller record for the store's administrators (`seller` null), a seller's own
 * product, shop profile, banners, collections and details for a seller; the shared category
 * lists for both. Never another account's flags.
 */
export async function onboardingFacts(
  db: Queryable,
  companyId: number,
  seller: number | null,
): Promise<OnboardingFacts> {
  const [row] = await db.query<FactsRow>(
    `SELECT ${factsColumns('$2::integer')}
       FROM companies c
       LEFT JOIN sellers own ON own.seller_id = COALESCE($2::integer, c.store_seller_id)
      WHERE c.id = $1`,
    [companyId, seller],
  );
  if (!row) throw fail('company-not-found');
  return toFacts(row, seller !== null);
}

type FactsRow = Record<keyof OnboardingFacts, boolean>;

/**
 * The facts' columns for the seller `seller` (an SQL expression; NULL for the store's
 * administrators), over `companies c` joined with that account's own seller record `own`: one
 * text for `onboardingFacts` and the administrators' list of every seller's facts.
 */
function factsColumns(seller: string): string {
  return `c.signup_page2_over AS company_information,
       CASE WHEN ${seller} IS NULL THEN c.signup_page3_over
            ELSE own.billing_zip IS NOT NULL END AS billing,
       CASE WHEN ${seller} IS NULL THEN c.signup_page4_over
            ELSE own.about_us_text IS NOT NULL END AS about_us,
       CASE WHEN ${seller} IS NULL THEN c.signup_page5_over
            ELSE own.terms_conditions IS NOT NULL END AS terms,
       EXISTS (SELECT 1 FROM level1_categories WHERE company_id = c.id) AS level1,
       EXISTS (SELECT 1 FROM level2_categories WHERE company_id = c.id) AS level2,
       EXISTS (SELECT 1 FROM level3_categories WHERE company_id = c.id) AS level3,
       EXISTS (SELECT 1 FROM banners b WHERE b.company_id = c.id
                  AND b.seller_id IS NOT DISTINCT FROM ${seller}) AS banners,
       EXISTS (SELECT 1 FROM collections k WHERE k.company_id = c.id
                  AND k.seller_id IS NOT DISTINCT FROM ${seller}) AS collections,
       EXISTS (SELECT 1 FROM products p WHERE p.seller_id = ${seller}) AS product,
       EXISTS (SELECT 1 FROM products p WHERE p.seller_id = ${seller}
                  AND p.cgst IS NOT NULL) AS variants,
       EXISTS (SELECT 1 FROM products p WHERE p.seller_id = ${seller}
                  AND p.summary_image_url IS NOT NULL) AS logo,
       COALESCE(own.details_saved, false) AS details`;
}

function toFacts(row: FactsRow, ofSeller: boolean): OnboardingFacts {
  const facts = Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value === true]),
  ) as unknown as OnboardingFacts;
  // A seller's wizard has no company details step.
  if (ofSeller) facts.company_information = false;
  return facts;
}

export function registerSellerRoutes(app: Api, ctx: Context): void {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);
  const requireAdmin = adminGuard(ctx);
  const byCompany = { params: params({ companyId: idParam() }) };

  /** The tenant's seller `sellerId` the caller may act on (its own, or any for admins). */
  async function shopOf(request: FastifyRequest, sellerId: number) {
    const [seller] = await db.query<{ account_id: number | null }>(
      'SELECT account_id FROM sellers WHERE seller_id = $1 AND company_id = $2',
      [sellerId, tenantOf(request).id],
    );
    if (!seller) throw fail('seller-not-found');
    assertMaySeller(request, seller.account_id);
  }

  // ---------------------------------------------------------------- the store's seller
  app.get(
    '/v1/companyPO/:companyId/seller',
    { preValidation: requireAdmin, schema: byCompany },
    async (request) => {
      const companyId = ownCompany(request, idFrom(request.params.companyId));
      return db.query(
        `SELECT ${SELLER.split(', ')
          .map((column) => `s.${column}`)
          .join(', ')}
           FROM companies c JOIN sellers s ON s.seller_id = c.store_seller_id
          WHERE c.id = $1`,
        [companyId],
      );
    },
  );

  app.put(
    '/v1/companyPO/:companyId/seller',
    {
      preValidation: requireAdmin,
      schema: { ...byCompany, body: object(SELLER_FIELDS) },
    },
    async (request) => {
      const companyId = ownCompany(request, idFrom(request.params.companyId));
      if (request.body.company_id !== companyId) throw fail('company-not-found');
      // Found through the store, created when missing (a store whose owner activated before
      // store sellers existed); renaming the business renames this record.
      const sellerId = await db.transaction(async (tx) => {
        const created = await ensureStoreSeller(tx, companyId);
        return created;
      });
      await writeSellerDetails(ctx, sellerId, companyId, request.body);
      return { seller_id: sellerId };
    },
  );

  // ---------------------------------------------------------------- a seller's own shop
  app.get(
    '/v1/companySeller/:seller_id/shop',
    { preValidation: requireToken, schema: { params: params({ seller_id: idParam() }) } },
    async (request) => {
      const sellerId = idFrom(request.params.seller_id);
      await shopOf(request, sellerId);
      const [row] = await db.query<Record<string, unknown>>(
        `SELECT seller_id, ${SHOP_COLUMNS.join(', ')} FROM sellers WHERE seller_id = $1`,
        [sellerId],
      );
      return [row];
    },
  );

  for (const section of Object.keys(SHOP_SECTIONS) as SellerShopSection[]) {
    const fields = SHOP_SECTIONS[section];
    app.post(
      `/v1/companySeller/:seller_id/shop/${section}`,
      {
        preValidation: requireToken,
        schema: { params: params({ seller_id: idParam() }), body: object({ ...fields }) },
      },
      async (request) => {
        const sellerId = idFrom(request.params.seller_id);
        await shopOf(request, sellerId);
        const body = request.body as Record<string, unknown>;
        if ('about_us_image_url' in body) {
          const image = body.about_us_image_url as string | null;
          assertImageRef(ctx, request, tenantOf(request).id, 'about_us_image_url', image);
        }
        sanitizeRichTextFields(body, RICH_TEXT[section], true);
        const columns = Object.keys(fields).filter((column) => column in body);
        const values = columns.map((column) => {
          const value = body[column];
          return typeof value === 'string' ? value.trim() : (value ?? null);
        });
        if (columns.length > 0) {
          await db.query(
            `UPDATE sellers SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}
              WHERE seller_id = $1`,
            [sellerId, ...values],
          );
        }
        return { ok: true };
      },
    );
  }

  // ---------------------------------------------------------------- progress
  app.get('/v1/onboarding/progress', { preValidation: requireToken }, async (request) => {
    const companyId = tenantOf(request).id;
    const seller = isAdmin(request) ? null : await callerSeller(db, request);
    return onboardingFacts(db, companyId, seller);
  });

  // Every seller's facts in one query, not one per seller (6 sellers on PGlite: 7.7 → 2.8 ms).
  app.get('/v1/onboarding/sellers', { preValidation: requireAdmin }, async (request) => {
    const rows = await db.query<FactsRow & { seller_id: number; seller_business_name: string }>(
      `SELECT own.seller_id, own.seller_business_name, ${factsColumns('own.seller_id')}
         FROM companies c
         JOIN sellers own ON own.company_id = c.id
          AND own.seller_id IS DISTINCT FROM c.store_seller_id
        WHERE c.id = $1
        ORDER BY own.seller_id`,
      [tenantOf(request).id],
    );
    return rows.map(({ seller_id, seller_business_name, ...facts }) => ({
      seller_id,
      seller_business_name,
      facts: toFacts(facts, true),
    }));
  });
}
