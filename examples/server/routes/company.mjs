// @ts-check
/** The company record (companyPO): init file, record, page saves 2…5 and step flags 6…12. */
import { notFound } from '../lib/errors.mjs';
import { idParamOf, ownCompany, tenantOf, tokenGuard } from '../lib/context.mjs';
import {
  email,
  id,
  idParam,
  object,
  optionalDate,
  optionalEmail,
  optionalInteger,
  optionalNumber,
  optionalPhone,
  optionalText,
  params,
  phone,
  richText,
  text,
} from '../lib/schema.mjs';

/** @typedef {import('../lib/context.mjs').Context} Context */
/** @typedef {import('../database.mjs').Row} Row */

const PROFILE_COLUMNS = [
  'business_type',
  'business_vertical_name',
  'business_vertical_description',
  'business_name',
  'business_subdomain',
  'legal_name',
  'addressline1',
  'addressline2',
  'street_no',
  'street_name',
  'area_name',
  'region_name',
  'zip',
  'stateshort',
];
const POC_COLUMNS = ['first_name', 'last_name', 'title', 'gender', 'dob', 'phone', 'email_id'];

/** The fields of each page save (SPEC §3), as JSON schemas; `id` names the company. */
export const PAGE_FIELDS = {
  2: {
    schema: {
      logo_upload: optionalText(2048),
      registration_number: optionalText(100),
      registration_date: optionalDate(),
      pan_number: optionalText(20),
      phone: phone(),
      office_email: email(),
      accounts_email: optionalEmail(),
      accounts_phone: optionalPhone(),
      web_url: optionalText(2048),
      insta: optionalText(2048),
      linkedin: optionalText(2048),
      password_renewal_days: optionalInteger(0, 3650),
      enquiry_email: optionalEmail(),
      monthly_purchase_minimum: optionalNumber(0, 1e12),
      maximum_products: optionalInteger(0, 100_000_000),
      admin_title: optionalText(100),
      summary_image_url: optionalText(2048),
    },
    required: ['phone', 'office_email'],
  },
  3: {
    schema: {
      gstin_number: optionalText(20),
      billing_addressline1: optionalText(200),
      billing_addressline2: optionalText(200),
      billing_street_no: optionalText(50),
      billing_street_name: optionalText(200),
      billing_area: text(200),
      billing_region: optionalText(200),
      billing_zip: text(12),
      billing_stateshort: text(10),
      billing_country: optionalText(100),
      billing_countryshort: optionalText(10),
      statelong: optionalText(100),
    },
    required: ['billing_area', 'billing_zip', 'billing_stateshort'],
  },
  4: {
    schema: { about_us_text: richText(), about_us_image_url: optionalText(2048) },
    required: ['about_us_text'],
  },
  5: { schema: { terms_conditions: richText() }, required: ['terms_conditions'] },
};
const PAGE_COLUMNS = Object.values(PAGE_FIELDS).flatMap((page) => Object.keys(page.schema));
const COMPLETION_PAGES = [6, 8, 9, 10, 11, 12];
const FLAG_PAGES = [2, 3, 4, 5, ...COMPLETION_PAGES];

/**
 * @param {Row} row
 */
function profileOf(row) {
  /** @type {Record<string, unknown>} */
  const profile = { id: row.id };
  for (const column of PROFILE_COLUMNS) profile[column] = row[column] ?? null;
  /** @type {Record<string, unknown>} */
  const contact = {};
  for (const column of POC_COLUMNS) contact[column] = row[`poc_${column}`] ?? null;
  profile.point_of_contact = contact;
  return profile;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {Context} ctx
 */
export function registerCompanyRoutes(app, ctx) {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);

  /** @param {number} companyId */
  async function loadCompany(companyId) {
    const [row] = await db.query('SELECT * FROM companies WHERE id = $1', [companyId]);
    if (!row) throw notFound('Company not found');
    return row;
  }

  app.get(
    '/init/:label.json',
    { schema: { params: params({ label: { type: 'string', maxLength: 63 } }) } },
    async (request) => {
      const { label } = /** @type {{ label: string }} */ (request.params);
      const tenant = tenantOf(request);
      if (label.toLowerCase() !== tenant.label) throw notFound('Company not found');
      return [profileOf(await loadCompany(tenant.id))];
    },
  );

  app.get(
    '/v1/companyPO/:companyId',
    { preValidation: requireToken, schema: { params: params({ companyId: idParam() }) } },
    async (request) => {
      const row = await loadCompany(ownCompany(request, idParamOf(request, 'companyId')));
      /** @type {Record<string, unknown>} */
      const record = profileOf(row);
      for (const column of PAGE_COLUMNS) record[column] = row[column] ?? null;
      for (const page of FLAG_PAGES) {
        record[`signup_page${page}_over`] = row[`signup_page${page}_over`] === true;
      }
      return [record];
    },
  );

  for (const [page, { schema, required }] of Object.entries(PAGE_FIELDS)) {
    app.post(
      `/v1/companyPO/page${page}`,
      {
        preValidation: requireToken,
        schema: { body: object({ ...schema, id: id() }, [...required, 'id']) },
      },
      async (request) => {
        const body = /** @type {Record<string, unknown> & { id: number }} */ (request.body);
        const companyId = ownCompany(request, body.id);
        // Column names come from the page's schema, never from the body's keys alone.
        const columns = Object.keys(schema).filter((column) => column in body);
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
      },
    );
  }

  for (const page of COMPLETION_PAGES) {
    app.post(
      `/v1/companyPO/page${page}`,
      {
        preValidation: requireToken,
        schema: { body: object({ company_po_id: id() }, ['company_po_id']) },
      },
      async (request) => {
        const body = /** @type {{ company_po_id: number }} */ (request.body);
        const companyId = ownCompany(request, body.company_po_id);
        await db.query(
          `UPDATE companies SET signup_page${page}_over = true, updated_at = now() WHERE id = $1`,
          [companyId],
        );
        return { ok: true };
      },
    );
  }
}

/**
 * Countries and provinces (public).
 * @param {import('fastify').FastifyInstance} app
 * @param {Context} ctx
 */
export function registerReferenceRoutes(app, ctx) {
  app.get('/v1/country', async () =>
    ctx.db.query('SELECT id, name, shortname FROM countries ORDER BY name'),
  );
  app.get(
    '/v1/countryProvince/Country/:countryId',
    { schema: { params: params({ countryId: { type: 'string', minLength: 1, maxLength: 10 } }) } },
    async (request) => {
      const { countryId } = /** @type {{ countryId: string }} */ (request.params);
      return ctx.db.query(
        'SELECT shortname, longname FROM provinces WHERE country_id = $1 ORDER BY longname',
        [countryId.toUpperCase()],
      );
    },
  );
}
