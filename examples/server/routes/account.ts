/**
 * Accounts: service login, sign-in, register (+ activation mail), username check, activation and
 * change password, per tenant (docs/api-contract.md).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AccountKind, SignInRecord } from '../../../src/api/types.ts';
import { callerOf, tenantOf, tokenGuard } from '../lib/auth.ts';
import type { Api, Context } from '../lib/context.ts';
import {
  hashPassword,
  openActivation,
  safeEqual,
  sealActivation,
  signToken,
  verifyPassword,
} from '../lib/crypto.ts';
import { fail } from '../lib/errors.ts';
import {
  Type,
  choice,
  id,
  isoTimestamp,
  object,
  optional,
  optionalText,
  params,
  password,
  phone,
  text,
  textParam,
  username,
} from '../lib/schema.ts';

const ACCOUNT_TOKEN_TTL = 12 * 60 * 60 * 1000;
const SERVICE_TOKEN_TTL = 60 * 60 * 1000;
const ACTIVATION_TTL = 24 * 60 * 60 * 1000;
const KINDS = ['company', 'seller'] as const satisfies readonly AccountKind[];

const activationBody = object({ activation: textParam('activation'), iv: textParam('iv') });

interface AccountRow {
  id: number;
  company_id: number;
  kind: AccountKind;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  phone: string | null;
  email_id: string | null;
  activated: boolean;
  pw_changed: boolean;
  seller_id: number | null;
}

const ACCOUNT_COLUMNS = `a.id, a.company_id, a.kind, a.username, a.password_hash, a.first_name,
  a.last_name, a.phone, a.email_id, a.activated_at IS NOT NULL AS activated, a.pw_changed,
  s.seller_id`;

/** The activation link of docs/api-contract.md: `a=` for a company admin, `b=` for a seller. */
function activationLink(
  origin: string,
  kind: AccountKind,
  sealed: { activation: string; iv: string },
) {
  const param = kind === 'seller' ? 'b' : 'a';
  return `${origin}/#/auth/login?activation=${sealed.activation}&${param}=${sealed.iv}`;
}

export function registerAccountRoutes(app: Api, ctx: Context): void {
  const { db } = ctx;
  const requireToken = tokenGuard(ctx);

  const signInLimit = {
    max: ctx.signInLimit.max,
    timeWindow: ctx.signInLimit.timeWindow,
    // After validation, so the key can use the body's username.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = (request.body ?? {}) as { username?: unknown };
      return `${request.ip}|${tenantOf(request).id}|${String(body.username ?? '').toLowerCase()}`;
    },
    errorResponseBuilder: () => fail('too-many-sign-ins'),
  };

  async function findAccount(companyId: number, name: string): Promise<AccountRow | undefined> {
    const [row] = await db.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts a LEFT JOIN sellers s ON s.account_id = a.id
        WHERE a.company_id = $1 AND a.username = $2`,
      [companyId, name],
    );
    return row;
  }

  app.post(
    '/auth/login',
    {
      schema: { body: object({ username: username(), password: password() }) },
      config: { rateLimit: signInLimit },
    },
    async (request) => {
      const { body } = request;
      const expectedUser = ctx.env.SERVICE_USERNAME;
      const expectedPassword = ctx.env.SERVICE_PASSWORD;
      if (!expectedUser || !expectedPassword) throw fail('service-not-configured');
      // Both compared, always, in constant time.
      const userOk = safeEqual(body.username, expectedUser);
      const passwordOk = safeEqual(body.password, expectedPassword);
      if (!userOk || !passwordOk) throw fail('invalid-credentials');
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
    {
      schema: { body: object({ username: username(), pw: password() }) },
      config: { rateLimit: signInLimit },
    },
    async (request): Promise<SignInRecord[]> => {
      const { body } = request;
      const tenant = tenantOf(request);
      const account = await findAccount(tenant.id, body.username);
      const ok = await verifyPassword(body.pw, account?.password_hash);
      if (!account || !ok) throw fail('invalid-credentials');
      if (!account.activated) throw fail('not-activated');
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
    { schema: { params: params({ username: textParam('username') }) } },
    async (request) => {
      const rows = await db.query<{ username: string }>(
        'SELECT username FROM accounts WHERE company_id = $1 AND username = $2',
        [tenantOf(request).id, request.params.username],
      );
      return rows.map((row) => ({ username: row.username }));
    },
  );

  app.post(
    '/v1/register',
    {
      schema: {
        body: object({
          first_name: text('first_name'),
          last_name: optionalText('last_name'),
          phone: phone('phone'),
          username: username(),
          pw: password(),
          cpw: password(),
          created_at: isoTimestamp(),
          kind: optional(choice(KINDS)),
        }),
      },
    },
    async (request) => {
      const { body } = request;
      if (body.pw !== body.cpw) throw fail('password-mismatch');
      const tenant = tenantOf(request);
      const kind = body.kind ?? 'company';
      const firstName = body.first_name.trim();
      const lastName = body.last_name?.trim() || null;
      // The form has no e-mail field: a username that looks like an address is the account's e-mail.
      const emailId = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.username) ? body.username : null;
      const passwordHash = await hashPassword(body.pw);

      const accountId = await db.transaction(async (tx) => {
        const [inserted] = await tx.query<{ id: number }>(
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
            firstName,
            lastName,
            body.phone,
            emailId,
            body.created_at,
          ],
        );
        if (!inserted) throw fail('username-taken');
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
              [firstName, lastName].filter(Boolean).join(' '),
              firstName,
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
      // The configured origin of this tenant, never the request's Host (lib/origin.ts).
      const link = activationLink(ctx.publicOrigin(tenant.label), kind, sealed);
      ctx.mailer.send(tenant.label, {
        to: body.username,
        subject: 'Activate your account',
        text:
          `Hello ${firstName},\n\n` +
          `Open this link within 24 hours to activate your ${kind === 'seller' ? 'seller' : 'admin'} account:\n` +
          `${link}\n\nThe link works once.`,
        link,
      });
      return { user_id: accountId, username: body.username, kind };
    },
  );

  for (const kind of KINDS) {
    const resource = kind === 'company' ? 'companyPO' : 'companySeller';

    app.post(
      `/v1/${resource}/activation`,
      { schema: { body: activationBody } },
      async (request) => {
        const { body } = request;
        const tenant = tenantOf(request);
        const claims = openActivation(ctx.keys.activation, body.activation, body.iv);
        if (!claims || claims.kind !== kind || claims.company !== tenant.id) {
          throw fail('activation-invalid');
        }
        const [account] = await db.query<{ id: number; username: string }>(
          'SELECT id, username FROM accounts WHERE id = $1 AND company_id = $2 AND kind = $3',
          [claims.account, tenant.id, kind],
        );
        if (!account) throw fail('activation-invalid');
        await db.transaction(async (tx) => {
          const [used] = await tx.query(
            `INSERT INTO activation_uses (nonce, account_id) VALUES ($1, $2)
           ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
            [claims.nonce, claims.account],
          );
          if (!used) throw fail('activation-used');
          if (claims.exp <= ctx.now()) throw fail('activation-expired');
          await tx.query(
            'UPDATE accounts SET activated_at = COALESCE(activated_at, now()) WHERE id = $1',
            [claims.account],
          );
        });
        return { activated: true, kind, username: account.username };
      },
    );

    const passwordFields = {
      pw: password(),
      cpw: password(),
      pw_changed_date: isoTimestamp(),
      pw_changed: Type.Literal(true),
    };
    const changePasswordBody =
      kind === 'company'
        ? object({ ...passwordFields, user_po_id: id() })
        : object({ ...passwordFields, user_seller_id: id() });

    app.post(
      `/v1/${resource}/changepassword`,
      { preValidation: requireToken, schema: { body: changePasswordBody } },
      async (request) => {
        const { body } = request;
        const caller = callerOf(request);
        const userId = 'user_po_id' in body ? body.user_po_id : body.user_seller_id;
        const [account] = await db.query<{ id: number; seller_id: number | null }>(
          `SELECT a.id, s.seller_id FROM accounts a LEFT JOIN sellers s ON s.account_id = a.id
            WHERE a.id = $1 AND a.company_id = $2 AND a.kind = $3`,
          [caller.account ?? 0, tenantOf(request).id, kind],
        );
        // The seller's id is accepted for user_seller_id as well as its account id.
        const named = account && (userId === account.id || userId === account.seller_id);
        if (caller.kind !== kind || !account || !named) throw fail('not-your-account');
        if (body.pw !== body.cpw) throw fail('password-not-match');
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
