// @ts-check
/**
 * Accounts: service login, sign-in, register (+ activation mail), username check, activation and
 * change password, per tenant.
 */
import { randomBytes } from 'node:crypto';
import {
  hashPassword,
  openActivation,
  safeEqual,
  sealActivation,
  signToken,
  verifyPassword,
} from '../lib/crypto.mjs';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../lib/errors.mjs';
import { callerOf, tenantOf, tokenGuard } from '../lib/context.mjs';
import {
  PATTERNS,
  id,
  isoTimestamp,
  object,
  optionalText,
  params,
  phone,
  text,
} from '../lib/schema.mjs';

/** @typedef {import('../lib/context.mjs').Context} Context */
/** @typedef {'company' | 'seller'} AccountKind */

const ACCOUNT_TOKEN_TTL = 12 * 60 * 60 * 1000;
const SERVICE_TOKEN_TTL = 60 * 60 * 1000;
const ACTIVATION_TTL = 24 * 60 * 60 * 1000;

export const MESSAGES = Object.freeze({
  invalidCredentials: 'Invalid username or password',
  notActivated: 'Please activate your account from the link sent to your e-mail',
  usernameTaken: 'Username Already Exist',
  registerMismatch: 'Password mismatch',
  changeMismatch: 'Password Not Match',
  badLink: 'Invalid activation link',
  usedLink: 'This activation link has already been used',
  expiredLink: 'This activation link has expired',
  serviceMissing: 'Service account not configured',
  tooManySignIns: 'Too many sign-in attempts. Please wait a minute and try again',
  notYourAccount: 'You can only change the password of the account you are signed in with',
});

const password = () => ({ type: 'string', minLength: 1, maxLength: 200 });
const username = () => ({
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: PATTERNS.username,
});
const credentials = (/** @type {string} */ secretField) =>
  object({ username: username(), [secretField]: password() }, ['username', secretField]);
const activationBody = object(
  {
    activation: { type: 'string', minLength: 1, maxLength: 2000 },
    iv: { type: 'string', minLength: 1, maxLength: 100 },
  },
  ['activation', 'iv'],
);

/**
 * @typedef {{ id: number, company_id: number, kind: AccountKind, username: string,
 *   password_hash: string, first_name: string, last_name: string | null, phone: string | null,
 *   email_id: string | null, activated: boolean, pw_changed: boolean, seller_id: number | null }} AccountRow
 */

const ACCOUNT_COLUMNS = `a.id, a.company_id, a.kind, a.username, a.password_hash, a.first_name,
  a.last_name, a.phone, a.email_id, a.activated_at IS NOT NULL AS activated, a.pw_changed,
  s.seller_id`;

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {Context} ctx
 */
export function registerAccountRoutes(app, ctx) {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);

  const signInLimit = {
    max: ctx.signInLimit.max,
    timeWindow: ctx.signInLimit.timeWindow,
    // After validation, so the key can use the body's username.
    hook: /** @type {const} */ ('preHandler'),
    keyGenerator: (/** @type {import('fastify').FastifyRequest} */ request) => {
      const body = /** @type {{ username?: unknown }} */ (request.body ?? {});
      return `${request.ip}|${tenantOf(request).id}|${String(body.username ?? '').toLowerCase()}`;
    },
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManySignIns),
  };

  /**
   * @param {number} companyId
   * @param {string} name
   * @returns {Promise<AccountRow | undefined>}
   */
  async function findAccount(companyId, name) {
    const rows = await db.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts a LEFT JOIN sellers s ON s.account_id = a.id
        WHERE a.company_id = $1 AND a.username = $2`,
      [companyId, name],
    );
    return /** @type {AccountRow[]} */ (rows)[0];
  }

  app.post(
    '/auth/login',
    {
      schema: { body: credentials('password') },
      config: { rateLimit: signInLimit },
    },
    async (request) => {
      const body = /** @type {{ username: string, password: string }} */ (request.body);
      const expectedUser = ctx.env.SERVICE_USERNAME;
      const expectedPassword = ctx.env.SERVICE_PASSWORD;
      if (!expectedUser || !expectedPassword) throw new HttpError(503, MESSAGES.serviceMissing);
      // Both compared, always, in constant time.
      const userOk = safeEqual(body.username, expectedUser);
      const passwordOk = safeEqual(body.password, expectedPassword);
      if (!userOk || !passwordOk) throw unauthorized(MESSAGES.invalidCredentials);
      const access_token = signToken(ctx.keys.tokens, {
        kind: 'service',
        company: tenantOf(request).id,
        account: null,
        exp: ctx.now() + SERVICE_TOKEN_TTL,
      });
      return { access_token };
    },
  );

  app.post(
    '/signinSeller',
    { schema: { body: credentials('pw') }, config: { rateLimit: signInLimit } },
    async (request) => {
      const body = /** @type {{ username: string, pw: string }} */ (request.body);
      const tenant = tenantOf(request);
      const account = await findAccount(tenant.id, body.username);
      const ok = await verifyPassword(body.pw, account?.password_hash);
      if (!account || !ok) throw unauthorized(MESSAGES.invalidCredentials);
      if (!account.activated) throw forbidden(MESSAGES.notActivated);
      const access_token = signToken(ctx.keys.tokens, {
        kind: account.kind,
        company: tenant.id,
        account: account.id,
        exp: ctx.now() + ACCOUNT_TOKEN_TTL,
      });
      return [
        {
          user_id: account.id,
          username: account.username,
          first_name: account.first_name,
          last_name: account.last_name,
          kind: account.kind,
          pw_changed: account.pw_changed,
          access_token,
          company_po_id: tenant.id,
          ...(account.kind === 'seller' && account.seller_id !== null
            ? { seller_id: account.seller_id }
            : {}),
          email_id: account.email_id,
          phone: account.phone,
        },
      ];
    },
  );

  app.get(
    '/v1/register/Username/:username',
    { schema: { params: params({ username: { type: 'string', minLength: 1, maxLength: 100 } }) } },
    async (request) => {
      const name = /** @type {{ username: string }} */ (request.params).username;
      const rows = await db.query(
        'SELECT username FROM accounts WHERE company_id = $1 AND username = $2',
        [tenantOf(request).id, name],
      );
      return rows.map((row) => ({ username: row.username }));
    },
  );

  app.post(
    '/v1/register',
    {
      schema: {
        body: object(
          {
            first_name: text(100),
            last_name: optionalText(100),
            phone: phone(),
            username: username(),
            pw: password(),
            cpw: password(),
            created_at: isoTimestamp(),
            kind: { type: 'string', enum: ['company', 'seller'] },
          },
          ['first_name', 'phone', 'username', 'pw', 'cpw', 'created_at'],
        ),
      },
    },
    async (request) => {
      const body =
        /**
         * @type {{ first_name: string, last_name?: string | null, phone: string, username: string,
         *   pw: string, cpw: string, created_at: string, kind?: AccountKind }}
         */ (request.body);
      if (body.pw !== body.cpw) throw badRequest(MESSAGES.registerMismatch);
      const tenant = tenantOf(request);
      const kind = body.kind ?? 'company';
      const lastName = body.last_name?.trim() || null;
      // The form has no e-mail field: a username that looks like an address is the account's e-mail.
      const emailId = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.username) ? body.username : null;
      const passwordHash = await hashPassword(body.pw);

      const accountId = await db.transaction(async (tx) => {
        const [inserted] = await tx.query(
          `INSERT INTO accounts (company_id, kind, username, password_hash, first_name, last_name,
             phone, email_id, client_created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (company_id, username) DO NOTHING
           RETURNING id`,
          [
            tenant.id,
            kind,
            body.username,
            passwordHash,
            body.first_name.trim(),
            lastName,
            body.phone,
            emailId,
            body.created_at,
          ],
        );
        if (!inserted) throw conflict(MESSAGES.usernameTaken);
        const newId = Number(inserted.id);
        if (kind === 'seller') {
          // A seller belongs to the tenant's company; the wizard completes the rest.
          await tx.query(
            `INSERT INTO sellers (company_id, account_id, seller_business_name,
               seller_admin_first_name, seller_admin_last_name, seller_admin_phone,
               seller_admin_email, business_subdomain)
             SELECT $1, $2, $3, $4, $5, $6, $7, c.business_subdomain FROM companies c WHERE c.id = $1`,
            [
              tenant.id,
              newId,
              [body.first_name.trim(), lastName].filter(Boolean).join(' '),
              body.first_name.trim(),
              lastName,
              body.phone,
              emailId,
            ],
          );
        }
        return newId;
      });

      const sealed = sealActivation(ctx.keys.activation, {
        account: accountId,
        kind,
        company: tenant.id,
        exp: ctx.now() + ACTIVATION_TTL,
        nonce: randomBytes(16).toString('base64url'),
      });
      const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      const link =
        `${origin}/#/auth/login?activation=${sealed.activation}` +
        `&${kind === 'seller' ? 'b' : 'a'}=${sealed.iv}`;
      ctx.mailer.send(tenant.label, {
        to: body.username,
        subject: 'Activate your account',
        text:
          `Hello ${body.first_name.trim()},\n\n` +
          `Open this link within 24 hours to activate your ${kind === 'seller' ? 'seller' : 'admin'} account:\n` +
          `${link}\n\nThe link works once.`,
        link,
      });
      return { user_id: accountId, username: body.username, kind };
    },
  );

  for (const kind of /** @type {const} */ (['company', 'seller'])) {
    const resource = kind === 'company' ? 'companyPO' : 'companySeller';

    app.post(
      `/v1/${resource}/activation`,
      { schema: { body: activationBody } },
      async (request) => {
        const body = /** @type {{ activation: string, iv: string }} */ (request.body);
        const tenant = tenantOf(request);
        const claims = openActivation(ctx.keys.activation, body.activation, body.iv);
        if (!claims || claims.kind !== kind || claims.company !== tenant.id) {
          throw badRequest(MESSAGES.badLink);
        }
        const [account] = await db.query(
          'SELECT id, username FROM accounts WHERE id = $1 AND company_id = $2 AND kind = $3',
          [claims.account, tenant.id, kind],
        );
        if (!account) throw badRequest(MESSAGES.badLink);
        await db.transaction(async (tx) => {
          const [used] = await tx.query(
            `INSERT INTO activation_uses (nonce, account_id) VALUES ($1, $2)
           ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
            [claims.nonce, claims.account],
          );
          if (!used) throw badRequest(MESSAGES.usedLink);
          if (claims.exp <= ctx.now()) throw badRequest(MESSAGES.expiredLink);
          await tx.query(
            'UPDATE accounts SET activated_at = COALESCE(activated_at, now()) WHERE id = $1',
            [claims.account],
          );
        });
        return { activated: true, kind, username: account.username };
      },
    );

    const userField = kind === 'company' ? 'user_po_id' : 'user_seller_id';
    app.post(
      `/v1/${resource}/changepassword`,
      {
        preValidation: requireToken,
        schema: {
          body: object(
            {
              pw: password(),
              cpw: password(),
              pw_changed_date: isoTimestamp(),
              [userField]: id(),
              pw_changed: { type: 'boolean', const: true },
            },
            ['pw', 'cpw', 'pw_changed_date', userField, 'pw_changed'],
          ),
        },
      },
      async (request) => {
        const body =
          /** @type {Record<string, unknown> & { pw: string, cpw: string, pw_changed_date: string }} */ (
            request.body
          );
        const caller = callerOf(request);
        const userId = Number(body[userField]);
        const [account] = await db.query(
          `SELECT a.id, s.seller_id FROM accounts a LEFT JOIN sellers s ON s.account_id = a.id
            WHERE a.id = $1 AND a.company_id = $2 AND a.kind = $3`,
          [caller.account ?? 0, tenantOf(request).id, kind],
        );
        // The seller's id is accepted for user_seller_id as well as its account id.
        const named = account && (userId === account.id || userId === account.seller_id);
        if (caller.kind !== kind || !named) throw forbidden(MESSAGES.notYourAccount);
        if (body.pw !== body.cpw) throw badRequest(MESSAGES.changeMismatch);
        await db.query(
          `UPDATE accounts SET password_hash = $1, pw_changed = true, pw_changed_date = $2
            WHERE id = $3`,
          [await hashPassword(body.pw), body.pw_changed_date, account.id],
        );
        return { ok: true };
      },
    );
  }
}
