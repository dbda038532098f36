/**
 * Accounts: service login, sign-in, register (+ activation mail), username check, activation and
 * change password, per tenant (docs/api-contract.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInRecord } from '../../../src/kernel/types/account.ts';
import type { AccountKind } from '../../../src/kernel/types/common.ts';
import {
  isPasswordStrongEnough,
  usernameKey,
  usernameProblem,
} from '../../../src/kernel/identity.ts';
import { adminGuard, callerOf, ownCompany, tenantOf, tokenGuard } from '../lib/auth.ts';
import { ensureStoreSeller } from './sellers.ts';
import type { Api, Context } from '../lib/context.ts';
import type { Queryable } from '../database.ts';
import {
  hashPassword,
  openActivation,
  safeEqual,
  sealActivation,
  signToken,
  verifyPassword,
} from '../lib/crypto.ts';
import { setupCodeMatches } from '../lib/claiming.ts';
import { fail } from '../lib/errors.ts';
import {
  Type,
  choice,
  email,
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
/** A sign-in that must change its password first gets a grant for that only, this long. */
const MUST_CHANGE_TTL = 15 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
const SERVICE_TOKEN_TTL = 60 * 60 * 1000;
const ACTIVATION_TTL = 24 * 60 * 60 * 1000;
/** How long an invitation to join as a company admin works. */
export const INVITATION_TTL = 72 * 60 * 60 * 1000;
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
  pw_changed_date: string | null;
  token_generation: number;
  seller_id: number | null;
  password_renewal_days: number | null;
}

const ACCOUNT_COLUMNS = `a.id, a.company_id, a.kind, a.username, a.password_hash, a.first_name,
  a.last_name, a.phone, a.email_id, a.activated_at IS NOT NULL AS activated, a.pw_changed,
  a.pw_changed_date, a.token_generation, s.seller_id, c.password_renewal_days`;

/**
 * Whether the account must change its password before anything else: never changed, or changed
 * longer ago than the store's `password_renewal_days` (docs/api-contract.md, "Sessions").
 */
function mustChangePassword(account: AccountRow, now: number): boolean {
  if (!account.pw_changed) return true;
  const days = Number(account.password_renewal_days ?? 0);
  if (!(days > 0)) return false;
  const changed = account.pw_changed_date ? Date.parse(account.pw_changed_date) : NaN;
  return !Number.isFinite(changed) || now - changed > days * DAY;
}

/** The activation link of docs/api-contract.md: `a=` for a company admin, `b=` for a seller. */
function activationLink(
  origin: string,
  kind: AccountKind,
  sealed: { activation: string; iv: string },
) {
  const param = kind === 'seller' ? 'b' : 'a';
  return `${origin}/#/auth/login?activation=${sealed.activation}&${param}=${sealed.iv}`;
}

/** Invitations keep only a hash of their secret. */
const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The invitation link: the register screen with the invitation's secret. */
function invitationLink(origin: string, secret: string) {
  return `${origin}/#/auth/Register?invitation=${secret}`;
}

/**
 * The id of a usable invitation of `company` with `secret`, reserved for the registration in
 * progress (`tx`); refused when unknown, used or expired.
 */
async function takeInvitation(
  tx: Queryable,
  company: number,
  secret: string,
  now: number,
): Promise<number> {
  const [invitation] = await tx.query<{ id: number; expires_at: string; used_by: number | null }>(
    `SELECT id, expires_at, used_by FROM invitations
      WHERE company_id = $1 AND secret_hash = $2 FOR UPDATE`,
    [company, secretHash(secret)],
  );
  if (!invitation) throw fail('invitation-invalid');
  if (invitation.used_by !== null) throw fail('invitation-used');
  if (Number(invitation.expires_at) <= now) throw fail('invitation-expired');
  return Number(invitation.id);
}

export function registerAccountRoutes(app: Api, ctx: Context): void {
  const { db } = ctx;
  const passwordChangeGuard = tokenGuard(ctx, { passwordChange: true });

  const { limiter, limits } = ctx;

  /** The sign-in limits: per account across addresses (locks doubling), per address. */
  const signInKeys = (request: FastifyRequest, name: string) => ({
    account: `sign-in|${tenantOf(request).id}|${usernameKey(name)}`,
    address: `sign-in-ip|${request.ip}`,
  });
  function checkSignIn(request: FastifyRequest, reply: FastifyReply, name: string) {
    const keys = signInKeys(request, name);
    limiter.check(
      [
        [keys.account, limits.signInPerAccount],
        [keys.address, limits.signInPerIp],
      ],
      reply,
      'too-many-sign-ins',
    );
  }
  function signInFailed(request: FastifyRequest, name: string) {
    const keys = signInKeys(request, name);
    limiter.hit(keys.account, limits.signInPerAccount, true);
    limiter.hit(keys.address, limits.signInPerIp);
  }

  /** Refuses a username that would pass for another (docs/api-contract.md, "Values"). */
  function checkUsername(name: string) {
    const problem = usernameProblem(name);
    if (problem === 'invisible') throw fail('username-invisible');
    if (problem === 'mixed-script') throw fail('username-mixed-script');
  }

  /** An account token; `must`: the short-lived must-change grant instead. */
  const issueToken = (
    kind: AccountKind,
    company: number,
    account: number,
    gen: number,
    must = false,
  ) => {
    const jti = randomBytes(12).toString('base64url');
    const token = signToken(ctx.keys.tokens, {
      kind,
      company,
      account,
      exp: ctx.now() + (must ? MUST_CHANGE_TTL : ACCOUNT_TOKEN_TTL),
      iat: ctx.now(),
      gen,
      jti,
      ...(must ? { must: true } : {}),
    });
    return { token, jti };
  };

  async function findAccount(companyId: number, name: string): Promise<AccountRow | undefined> {
    const [row] = await db.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts a LEFT JOIN sellers s ON s.account_id = a.id
         JOIN companies c ON c.id = a.company_id
        WHERE a.company_id = $1 AND a.username_key = $2`,
      [companyId, usernameKey(name)],
    );
    return row;
  }

  app.post(
    '/auth/login',
    {
      schema: { body: object({ username: username(), password: password() }) },
    },
    async (request, reply) => {
      const { body } = request;
      const expectedUser = ctx.env.SERVICE_USERNAME;
      const expectedPassword = ctx.env.SERVICE_PASSWORD;
      if (!expectedUser || !expectedPassword) throw fail('service-not-configured');
      checkSignIn(request, reply, body.username);
      // Both compared, always, in constant time.
      const userOk = safeEqual(body.username, expectedUser);
      const passwordOk = safeEqual(body.password, expectedPassword);
      if (!userOk || !passwordOk) {
        signInFailed(request, body.username);
        throw fail('invalid-credentials');
      }
      const access_token = signToken(ctx.keys.tokens, {
        kind: 'service',
        company: tenantOf(request).id,
        account: null,
        exp: ctx.now() + SERVICE_TOKEN_TTL,
        iat: ctx.now(),
      });
      return { access_token };
    },
  );

  app.post(
    '/signinSeller',
    {
      schema: { body: object({ username: username(), pw: password() }) },
    },
    async (request, reply): Promise<SignInRecord[]> => {
      const { body } = request;
      const tenant = tenantOf(request);
      checkSignIn(request, reply, body.username);
      const account = await findAccount(tenant.id, body.username);
      const ok = await verifyPassword(body.pw, account?.password_hash);
      if (!account || !ok) {
        signInFailed(request, body.username);
        throw fail('invalid-credentials');
      }
      limiter.reset(signInKeys(request, body.username).account);
      if (!account.activated) throw fail('not-activated');
      const must = mustChangePassword(account, ctx.now());
      const { token: access_token } = issueToken(
        account.kind,
        tenant.id,
        account.id,
        Number(account.token_generation),
        must,
      );
      return [
        {
          user_id: account.id,
          username: account.username,
          first_name: account.first_name,
          last_name: account.last_name,
          kind: account.kind,
          // False also when the store's password_renewal_days have passed since the change.
          pw_changed: !must,
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
    async (request, reply) => {
      limiter.take(`username|${request.ip}`, limits.usernameCheck, reply);
      const rows = await db.query<{ username: string }>(
        'SELECT username FROM accounts WHERE company_id = $1 AND username_key = $2',
        [tenantOf(request).id, usernameKey(request.params.username)],
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
          invitation: optional(textParam('invitation')),
          setup_code: optionalText('setup_code'),
        }),
      },
    },
    async (request, reply) => {
      const { body } = request;
      limiter.take(`register|${request.ip}`, limits.register, reply);
      checkUsername(body.username);
      if (body.pw !== body.cpw) throw fail('password-mismatch');
      if (!isPasswordStrongEnough(body.pw)) throw fail('password-too-weak');
      const tenant = tenantOf(request);
      const kind = body.kind ?? 'company';
      const name = body.username.normalize('NFKC');
      const firstName = body.first_name.trim();
      const lastName = body.last_name?.trim() || null;
      // The form has no e-mail field: a username that looks like an address is the account's e-mail.
      const emailId = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(name) ? name.toLowerCase() : null;
      const passwordHash = await hashPassword(body.pw);

      const accountId = await db.transaction(async (tx) => {
        // A store with an owner takes new company admins only by invitation (docs/api-contract.md).
        let invitationId: number | null = null;
        let claimsStore = false;
        if (kind === 'company') {
          const [company] = await tx.query<{
            owner_account_id: number | null;
            setup_code: string | null;
          }>('SELECT owner_account_id, setup_code FROM companies WHERE id = $1 FOR UPDATE', [
            tenant.id,
          ]);
          if (body.invitation !== undefined) {
            invitationId = await takeInvitation(tx, tenant.id, body.invitation, ctx.now());
          } else if (company?.owner_account_id != null) {
            throw fail('store-has-owner');
          } else {
            // A store without an owner is claimed with its setup code, or by its configured
            // owner e-mail (whose activation mail proves the address): lib/claiming.ts.
            const ownerEmail = ctx.ownerEmails[tenant.label];
            const byEmail = ownerEmail !== undefined && emailId === ownerEmail;
            if (!byEmail && !setupCodeMatches(body.setup_code, company?.setup_code ?? null)) {
              throw fail(body.setup_code?.trim() ? 'setup-code-invalid' : 'setup-code-required');
            }
            claimsStore = true;
          }
        }
        const [inserted] = await tx.query<{ id: number }>(
          `INSERT INTO accounts (company_id, kind, username, username_key, password_hash,
             first_name, last_name, phone, email_id, client_created_at, invitation_id,
             claims_store)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT DO NOTHING
           RETURNING id`,
          [
            tenant.id,
            kind,
            name,
            usernameKey(name),
            passwordHash,
            firstName,
            lastName,
            body.phone,
            emailId,
            body.created_at,
            invitationId,
            claimsStore,
          ],
        );
        if (!inserted) throw fail('username-taken');
        const newId = Number(inserted.id);
        if (invitationId !== null) {
          await tx.query('UPDATE invitations SET used_by = $1 WHERE id = $2', [
            newId,
            invitationId,
          ]);
        }
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
        to: name,
        subject: 'Activate your account',
        text:
          `Hello ${firstName},\n\n` +
          `Open this link within 24 hours to activate your ${kind === 'seller' ? 'seller' : 'admin'} account:\n` +
          `${link}\n\nThe link works once.`,
        link,
      });
      return { user_id: accountId, username: name, kind };
    },
  );

  for (const kind of KINDS) {
    const resource = kind === 'company' ? 'companyPO' : 'companySeller';

    app.post(
      `/v1/${resource}/activation`,
      { schema: { body: activationBody } },
      async (request, reply) => {
        const { body } = request;
        const tenant = tenantOf(request);
        limiter.take(`activation|${request.ip}`, limits.activation, reply);
        const claims = openActivation(ctx.keys.activation, body.activation, body.iv);
        if (!claims || claims.kind !== kind || claims.company !== tenant.id) {
          throw fail('activation-invalid');
        }
        const [account] = await db.query<{
          id: number;
          username: string;
          invitation_id: number | null;
          claims_store: boolean;
        }>(
          `SELECT id, username, invitation_id, claims_store FROM accounts
            WHERE id = $1 AND company_id = $2 AND kind = $3`,
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
          if (kind === 'company') {
            // The first company admin to activate owns the store; an admin registered without
            // an invitation while it had no owner cannot become a second one.
            const [company] = await tx.query<{ owner_account_id: number | null }>(
              'SELECT owner_account_id FROM companies WHERE id = $1 FOR UPDATE',
              [tenant.id],
            );
            const owner = company?.owner_account_id ?? null;
            if (owner === null) {
              // Only a claimant (setup code or owner e-mail at registration) becomes the owner.
              if (!account.claims_store) throw fail('setup-code-required');
              await tx.query(
                'UPDATE companies SET owner_account_id = $1, setup_code = NULL WHERE id = $2',
                [account.id, tenant.id],
              );
              // The store's own seller record comes with its owner (docs/api-contract.md).
              await ensureStoreSeller(tx, tenant.id);
            } else if (Number(owner) !== Number(account.id) && account.invitation_id === null) {
              throw fail('store-has-owner');
            }
          }
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
      // Accepted for the contract's sake; the server stamps the change with its own clock.
      pw_changed_date: isoTimestamp(),
      pw_changed: Type.Literal(true),
      // Required, except with the must-change grant of the sign-in (docs/api-contract.md).
      current_pw: optional(password()),
    };
    const changePasswordBody =
      kind === 'company'
        ? object({ ...passwordFields, user_po_id: id() })
        : object({ ...passwordFields, user_seller_id: id() });

    app.post(
      `/v1/${resource}/changepassword`,
      { preValidation: passwordChangeGuard, schema: { body: changePasswordBody } },
      async (request, reply) => {
        const { body } = request;
        const caller = callerOf(request);
        const tenant = tenantOf(request);
        const userId = 'user_po_id' in body ? body.user_po_id : body.user_seller_id;
        const [account] = await db.query<{
          id: number;
          username: string;
          seller_id: number | null;
          password_hash: string;
          pw_changed: boolean;
          token_generation: number;
        }>(
          `SELECT a.id, a.username, s.seller_id, a.password_hash, a.pw_changed, a.token_generation
             FROM accounts a LEFT JOIN sellers s ON s.account_id = a.id
            WHERE a.id = $1 AND a.company_id = $2 AND a.kind = $3`,
          [caller.account ?? 0, tenant.id, kind],
        );
        // The seller's id is accepted for user_seller_id as well as its account id.
        const named = account && (userId === account.id || userId === account.seller_id);
        if (caller.kind !== kind || !account || !named) throw fail('not-your-account');
        // A stolen token alone cannot lock the owner out: every change but the forced one of a
        // must-change grant proves the current password, under the sign-in limits.
        if (caller.must !== true) {
          if (!body.current_pw) throw fail('current-password-required');
          checkSignIn(request, reply, account.username);
          if (!(await verifyPassword(body.current_pw, account.password_hash))) {
            signInFailed(request, account.username);
            throw fail('current-password-wrong');
          }
        }
        if (body.pw !== body.cpw) throw fail('password-not-match');
        if (!isPasswordStrongEnough(body.pw)) throw fail('password-too-weak');
        // Every other token of the account stops working, the must-change grant too; the caller
        // gets a new one, of the new generation. A voluntary change keeps the caller's own token
        // (its holder knows both passwords) for clients that do not take the new one.
        const generation = Number(account.token_generation) + 1;
        const { token: access_token } = issueToken(kind, tenant.id, account.id, generation);
        const kept = caller.must === true ? null : (caller.jti ?? null);
        await db.query(
          `UPDATE accounts SET password_hash = $1, pw_changed = true, pw_changed_date = $2,
             token_generation = $3, kept_token = $4
            WHERE id = $5`,
          [
            await hashPassword(body.pw),
            new Date(ctx.now()).toISOString(),
            generation,
            kept,
            account.id,
          ],
        );
        return { ok: true, access_token };
      },
    );
  }

  // An admin invites another company admin: a single-use link through the outbox, as activation.
  app.post(
    '/v1/companyPO/invitations',
    {
      preValidation: adminGuard(ctx),
      schema: { body: object({ email: email('email'), company_po_id: id() }) },
    },
    async (request) => {
      const { body } = request;
      const tenant = tenantOf(request);
      const company = ownCompany(request, body.company_po_id);
      const caller = callerOf(request);
      const secret = randomBytes(24).toString('base64url');
      const expires = ctx.now() + INVITATION_TTL;
      await db.query(
        `INSERT INTO invitations (company_id, secret_hash, email, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [company, secretHash(secret), body.email, caller.account, expires],
      );
      const link = invitationLink(ctx.publicOrigin(tenant.label), secret);
      ctx.mailer.send(tenant.label, {
        to: body.email,
        subject: 'You are invited to administer the store',
        text:
          `Hello,\n\nYou are invited to register as an administrator of ${tenant.label}.\n` +
          `Open this link within 72 hours to register:\n${link}\n\nThe link works once.`,
        link,
      });
      return { email: body.email, expires_at: new Date(expires).toISOString() };
    },
  );
}
