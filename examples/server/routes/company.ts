/** The company record (companyPO): init file, record, page saves 2…5 and step flags 6…12. */
import type { FastifyRequest } from 'fastify';
import {
  PROFILE_FIELDS,
  PUBLIC_INIT_FIELDS,
  PUBLIC_STORE_FIELDS,
} from '../../../src/kernel/payloads.ts';
import type { CompanyPageNumber, CompletionPage } from '../../../src/kernel/types/company.ts';
import { gstinMatchesProvince } from '../../../src/kernel/gstin.ts';
import {
  COMPANY_PAGE2,
  COMPANY_PAGE3,
  COMPANY_PAGE4,
  COMPANY_PAGE5,
} from '../../../src/kernel/fields/company.ts';
import {
  adminGuard,
  assertImageRef,
  isAdmin,
  ownCompany,
  tenantOf,
  tokenGuard,
} from '../lib/auth.ts';
import type { Api, Context } from '../lib/context.ts';
import { deliverInitFile } from '../lib/initFile.ts';
import type { Row } from '../database.ts';
import { fail } from '../lib/errors.ts';
import { sanitizeRichTextFields } from '../lib/richText.ts';
import { fieldsOf, id, idFrom, idParam, object, params, textParam } from '../lib/schema.ts';

const POC_COLUMNS = ['first_name', 'last_name', 'title', 'gender', 'dob', 'phone', 'email_id'];

/**
 * The fields of each page save, as JSON schemas built from their definitions
 * (src/kernel/fields/company.ts); `id` names the company. Page 2's logo is optional here: without
 * a new one the page keeps the one on record, and is refused when there is none (the form asks for
 * one in that case too).
 */
export const PAGE_FIELDS = {
  2: fieldsOf(COMPANY_PAGE2),
  3: fieldsOf(COMPANY_PAGE3),
  4: fieldsOf(COMPANY_PAGE4),
  5: fieldsOf(COMPANY_PAGE5),
} as const;

/** Rich-text fields: an editor left empty (`<p><br></p>`) is as empty as '' (the form agrees). */
const RICH_TEXT_REQUIRED: { [P in CompanyPageNumber]: readonly string[] } = {
  2: [],
  3: [],
  4: ['about_us_text'],
  5: ['terms_conditions'],
};

/** Fields that point at an image: this store's upload or an https address. */
const IMAGE_FIELDS = ['logo_upload', 'summary_image_url', 'about_us_image_url'] as const;

const PAGES = [2, 3, 4, 5] as const satisfies readonly CompanyPageNumber[];
const PAGE_COLUMNS = PAGES.flatMap((page) => Object.keys(PAGE_FIELDS[page]));
const COMPLETION_PAGES = [6, 8, 9, 10, 11, 12] as const satisfies readonly CompletionPage[];
const FLAG_PAGES = [...PAGES, ...COMPLETION_PAGES];

function pick(row: Row, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
}

function profileOf(row: Row): Record<string, unknown> {
  const profile: Record<string, unknown> = { id: row.id };
  for (const column of PROFILE_FIELDS) profile[column] = row[column] ?? null;
  const contact: Record<string, unknown> = {};
  for (const column of POC_COLUMNS) contact[column] = row[`poc_${column}`] ?? null;
  profile.point_of_contact = contact;
  return profile;
}

export function registerCompanyRoutes(app: Api, ctx: Context): void {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);
  const requireAdmin = adminGuard(ctx);

  async function loadCompany(companyId: number): Promise<Row> {
    const [row] = await db.query('SELECT * FROM companies WHERE id = $1', [companyId]);
    if (!row) throw fail('company-not-found');
    return row;
  }

  app.get(
    '/init/:label.json',
    { schema: { params: params({ label: textParam('host_label') }) } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      if (request.params.label.toLowerCase() !== tenant.label) throw fail('company-not-found');
      const row = await loadCompany(tenant.id);
      // Public: only what a sign-in page shows; has_owner tells the register screen to ask for
      // the setup code (docs/api-contract.md, "The init file").
      const answer = [
        {
          ...pick(row, ['id', ...PUBLIC_INIT_FIELDS]),
          has_owner: row.owner_account_id !== null,
        },
      ];
      return deliverInitFile(ctx.storage, reply, tenant.label, answer);
    },
  );

  app.get(
    '/v1/companyPO/:companyId',
    { preValidation: requireToken, schema: { params: params({ companyId: idParam() }) } },
    async (request) => {
      const row = await loadCompany(ownCompany(request, idFrom(request.params.companyId)));
      // A seller reads the store's public profile only: no tax numbers, contact or settings.
      if (!isAdmin(request)) return [pick(row, ['id', ...PUBLIC_STORE_FIELDS])];
      const record = profileOf(row);
      for (const column of PAGE_COLUMNS) record[column] = row[column] ?? null;
      for (const page of FLAG_PAGES) {
        record[`signup_page${page}_over`] = row[`signup_page${page}_over`] === true;
      }
      return [record];
    },
  );

  /** Saves the page's fields that the body carries, then sets its flag. */
  async function savePage(
    request: FastifyRequest,
    page: CompanyPageNumber,
    body: Record<string, unknown> & { id: number },
  ) {
    const companyId = ownCompany(request, body.id);
    for (const field of IMAGE_FIELDS) {
      if (field in body)
        assertImageRef(ctx, request, companyId, field, body[field] as string | null);
    }
    sanitizeRichTextFields(body, RICH_TEXT_REQUIRED[page], true);
    // A billing GSTIN begins with the province's GST state code (src/kernel/gstin.ts).
    if (page === 3 && !gstinMatchesProvince(body.gstin_number, body.billing_stateshort)) {
      throw fail('gstin-province-mismatch', { field: 'gstin_number' });
    }
    const kept = new Set<string>();
    if (page === 2) {
      // docs/api-contract.md: without a new logo, the one on record stays; with none, refused.
      const logo = typeof body.logo_upload === 'string' ? body.logo_upload.trim() : '';
      if (!logo) {
        const [onRecord] = await db.query<{ logo_upload: string | null }>(
          'SELECT logo_upload FROM companies WHERE id = $1',
          [companyId],
        );
        if (!onRecord?.logo_upload) throw fail('logo-required');
        kept.add('logo_upload');
      }
    }
    // Column names come from the page's schema, never from the body's keys alone.
    const columns = Object.keys(PAGE_FIELDS[page]).filter(
      (column) => column in body && !kept.has(column),
    );
    const values = columns.map((column) => {
      const value = body[column];
      return typeof value === 'string' ? value.trim() : value;
    });
    const sets = columns.map((column, index) => `${column} = $${index + 2}`);
    await db.query(
      `UPDATE companies SET ${[...sets, `signup_page${page}_over = true`, 'updated_at = now()'].join(', ')}
        WHERE id = $1`,
      [companyId, ...values],
    );
    return { ok: true };
  }

  for (const page of PAGES) {
    app.post(
      `/v1/companyPO/page${page}`,
      {
        // The company's profile, billing, about and terms: its administrators' (403 for sellers).
        preValidation: requireAdmin,
        schema: { body: object({ ...PAGE_FIELDS[page], id: id() }) },
      },
      async (request) => savePage(request, page, request.body),
    );
  }

  for (const page of COMPLETION_PAGES) {
    app.post(
      `/v1/companyPO/page${page}`,
      { preValidation: requireToken, schema: { body: object({ company_po_id: id() }) } },
      async (request) => {
        const companyId = ownCompany(request, request.body.company_po_id);
        await db.query(
          `UPDATE companies SET signup_page${page}_over = true, updated_at = now() WHERE id = $1`,
          [companyId],
        );
        return { ok: true };
      },
    );
  }
}

/** Countries and provinces (public). */
export function registerReferenceRoutes(app: Api, ctx: Context): void {
  app.get('/v1/country', async () =>
    ctx.db.query('SELECT id, name, shortname FROM countries ORDER BY name'),
  );
  app.get(
    '/v1/countryProvince/Country/:countryId',
    { schema: { params: params({ countryId: textParam('country_id') }) } },
    async (request) =>
      ctx.db.query(
        'SELECT shortname, longname FROM provinces WHERE country_id = $1 ORDER BY longname',
        [request.params.countryId.toUpperCase()],
      ),
  );
}
