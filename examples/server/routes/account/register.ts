/**
 * Registration: the username check and `POST /v1/register` with its activation mail; a company
 * admin claims an unowned store or comes by invitation (docs/api-contract.md, "Claiming a store").
 */
import { createHash, randomBytes } from 'node:crypto';
import { isPasswordStrongEnough } from '../../../../src/kernel/identity.ts';
import { foldedKey, usernameKey } from '../../lib/usernames.ts';
import { tenantOf } from '../../lib/auth.ts';
import { setupCodeMatches } from '../../lib/claiming.ts';
import { clientAddress } from '../../lib/limits.ts';
import { mailboxOf } from '../../lib/mailbox.ts';
import { hashPassword, sealActivation } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';
import {
  choice,
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
} from '../../lib/schema.ts';
import type { Api, Context } from '../../lib/context.ts';
import type { AccountTools } from './shared.ts';
import { ACTIVATION_TTL, KINDS, REGISTRATION_TTL } from './shared.ts';
import { activationMail } from '../../../../src/kernel/mails.ts';
import type { Queryable } from '../../database.ts';
import type { AccountKind } from '../../../../src/kernel/types/common.ts';
import { activationLink } from './activation.ts';
import { takeInvitation } from './invitations.ts';

export function registerRegisterRoutes(app: Api, ctx: Context, tools: AccountTools): void {
  const { db, limiter, limits } = ctx;
  const { checkUsername } = tools;
  app.get(
    '/v1/register/Username/:username',
    { schema: { params: params({ username: textParam('username') }) } },
    async (request, reply) => {
      await limiter.take(`username|${clientAddress(request)}`, limits.usernameCheck, reply);
      const asked = request.params.username;
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM accounts
          WHERE company_id = $1 AND username_key = $2 AND NOT (${EXPIRED}) LIMIT 1`,
        [tenantOf(request).id, usernameKey(asked), ctx.now() - REGISTRATION_TTL],
      );
      // Taken (by it or a lookalike), in the asker's own words: never another account's name.
      return rows.length > 0 ? [{ username: asked }] : [];
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
      await limiter.take(`register|${clientAddress(request)}`, limits.register, reply);
      checkUsername(body.username);
      // Mail goes to one mailbox, never to what a username says around it (lib/mailbox.ts).
      const mailbox = mailboxOf(body.username);
      if (body.pw !== body.cpw) throw fail('password-mismatch');
      if (!isPasswordStrongEnough(body.pw)) throw fail('password-too-weak');
      const tenant = tenantOf(request);
      const kind = body.kind ?? 'company';
      const name = body.username.normalize('NFKC');
      const firstName = body.first_name.trim();
      const lastName = body.last_name?.trim() || null;
      // The form has no e-mail field: the username's mailbox, if it has one, is the account's.
      const emailId = mailbox;
      const passwordHash = await hashPassword(body.pw);

      const accountId = await db.transaction(async (tx) => {
        // A store with an owner takes new company admins only by invitation (docs/api-contract.md).
        let invitationId: number | null = null;
        let claimsStore = false;
        let bindsCode = false;
        if (kind === 'company') {
          const [company] = await tx.query<{
            owner_account_id: number | null;
            setup_code_hash: string | null;
            setup_code_claimant: number | null;
          }>(
            `SELECT owner_account_id, setup_code_hash, setup_code_claimant FROM companies
              WHERE id = $1 FOR UPDATE`,
            [tenant.id],
          );
          if (body.invitation !== undefined) {
            invitationId = await takeInvitation(tx, tenant.id, body.invitation, ctx.now(), name);
          } else if (company?.owner_account_id != null) {
            throw fail('store-has-owner');
          } else {
            // A store without an owner is claimed with its setup code, or by its configured
            // owner e-mail (whose activation mail proves the address): lib/claiming.ts.
            const ownerEmail = ctx.ownerEmails[tenant.label];
            const byEmail = ownerEmail !== undefined && emailId === ownerEmail;
            if (!byEmail) {
              if (!(await setupCodeMatches(body.setup_code, company?.setup_code_hash ?? null))) {
                throw fail(body.setup_code?.trim() ? 'setup-code-invalid' : 'setup-code-required');
              }
              // Bound below, once the name is known to be free.
              bindsCode = true;
            }
            claimsStore = true;
          }
        }
        const key = usernameKey(name);
        // Lookalike registrations of one name wait for each other here (any engine, any server).
        await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [lockOf(`${tenant.id}|${key}`)]);
        await releaseExpired(tx, tenant.id, key, ctx.now());
        // A name that passes for an account's is that account's, except the address an
        // invitation was sent to, which its holder registers whatever lookalike came first.
        const [lookalike] = await tx.query(
          'SELECT id FROM accounts WHERE company_id = $1 AND username_key = $2 LIMIT 1',
          [tenant.id, key],
        );
        if (lookalike && invitationId === null) throw fail('username-taken');
        const [inserted] = await tx.query<{ id: number }>(
          `INSERT INTO accounts (company_id, kind, username, username_key, password_hash,
             first_name, last_name, phone, email_id, client_created_at, invitation_id,
             claims_store, registered_at, folded_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
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
            ctx.now(),
            foldedKey(name),
          ],
        );
        if (!inserted) throw fail('username-taken');
        const newId = Number(inserted.id);
        if (bindsCode) {
          // The code is bound to the registration that used it while that one waits for
          // activation: a second claimant waits until it expires (the companies row is locked).
          await releaseExpired(tx, tenant.id, null, ctx.now());
          const [holder] = await tx.query(
            `SELECT a.id FROM companies c JOIN accounts a ON a.id = c.setup_code_claimant
              WHERE c.id = $1`,
            [tenant.id],
          );
          if (holder) throw fail('setup-code-taken');
          await tx.query('UPDATE companies SET setup_code_claimant = $1 WHERE id = $2', [
            newId,
            tenant.id,
          ]);
        }
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

      // Counted for the recipient, so a resend within the interval waits (lib/limits.ts). A
      // username that is no address has no mailbox: nothing goes out for it (dev outbox only).
      const to = mailbox ?? name;
      await limiter.hit(`activation-mail|${tenant.id}|${to}`, limits.activationMail);
      sendActivationMail(tenant, to, { id: accountId, kind, first_name: firstName }, !mailbox);
      return { user_id: accountId, username: name, kind };
    },
  );

  /** The activation mail: the server's fixed text first, the name (one line, short) after it. */
  function sendActivationMail(
    tenant: { id: number; label: string },
    mailbox: string,
    account: { id: number; kind: AccountKind; first_name: string },
    outboxOnly: boolean,
  ) {
    const sealed = sealActivation(ctx.keys.activation, {
      account: account.id,
      kind: account.kind,
      company: tenant.id,
      exp: ctx.now() + ACTIVATION_TTL,
      nonce: randomBytes(16).toString('base64url'),
    });
    // The configured origin of this tenant, never the request's Host (lib/origin.ts).
    const link = activationLink(ctx.publicOrigin(tenant.label), account.kind, sealed);
    const role = account.kind === 'seller' ? 'seller' : 'admin';
    ctx.mailer.send(
      tenant.label,
      { to: mailbox, ...activationMail(tenant.label, role, link, account.first_name), link },
      { outboxOnly },
    );
  }

  // A new activation mail for a registration that waits for it (docs/api-contract.md, "Mail").
  // The same answer whether or not such a registration exists.
  app.post(
    '/v1/register/resendActivation',
    { schema: { body: object({ username: username() }) } },
    async (request, reply) => {
      await limiter.take(`resend|${clientAddress(request)}`, limits.resendActivation, reply);
      const tenant = tenantOf(request);
      const key = usernameKey(request.body.username);
      const [account] = await db.query<{
        id: number;
        kind: AccountKind;
        username: string;
        email_id: string | null;
        first_name: string;
      }>(
        `SELECT id, kind, username, email_id, first_name FROM accounts
          WHERE company_id = $1 AND username_key = $2 AND activated_at IS NULL
            AND NOT (${EXPIRED})
          ORDER BY (folded_key = $4) DESC, id LIMIT 1`,
        [tenant.id, key, ctx.now() - REGISTRATION_TTL, foldedKey(request.body.username)],
      );
      if (account) {
        // One mail per mailbox per interval, however the name was spelled: a resend waits. A
        // name that is no address: nothing goes out for it (dev outbox only).
        const to = account.email_id ?? account.username;
        await limiter.take(`activation-mail|${tenant.id}|${to}`, limits.activationMail, reply);
        sendActivationMail(tenant, to, { ...account, id: Number(account.id) }, !account.email_id);
      }
      return { sent: true };
    },
  );
}

/** A lock id for `pg_advisory_xact_lock` from a text (a 32-bit slice of its hash). */
const lockOf = (text: string) => createHash('sha256').update(text).digest().readInt32BE(0);

/** An unactivated registration older than 72 hours ($3: now minus that) is as if it never was. */
const EXPIRED = 'activated_at IS NULL AND registered_at IS NOT NULL AND registered_at <= $3';

/**
 * Deletes the expired, unactivated registrations of `key` in `company` (null: the one holding
 * the store's setup code), if any, so the username (or the code) is free again: nobody squats a
 * name by registering it and never activating.
 */
async function releaseExpired(tx: Queryable, company: number, key: string | null, now: number) {
  const stale = await tx.query<{ id: number }>(
    key === null
      ? `SELECT a.id FROM accounts a JOIN companies c ON c.setup_code_claimant = a.id
          WHERE c.id = $1 AND $2::text IS NULL AND ${EXPIRED}`
      : `SELECT id FROM accounts WHERE company_id = $1 AND username_key = $2 AND ${EXPIRED}`,
    [company, key, now - REGISTRATION_TTL],
  );
  for (const { id } of stale) {
    await tx.query('DELETE FROM sellers WHERE account_id = $1', [id]);
    await tx.query('DELETE FROM activation_uses WHERE account_id = $1', [id]);
    await tx.query('UPDATE invitations SET used_by = NULL WHERE used_by = $1', [id]);
    await tx.query('DELETE FROM accounts WHERE id = $1', [id]);
  }
}
