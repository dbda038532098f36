/**
 * Invitations of further company admins to a store with an owner, each bound to the invited
 * e-mail, and the owner's management of the store's team: pending invitations, admins, removal
 * and transfer of ownership (docs/api-contract.md, "Claiming a store" and "Who may call what").
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../database.ts';
import { adminGuard, callerOf, ownCompany, tenantOf, tokenGuard } from '../../lib/auth.ts';
import { fail } from '../../lib/errors.ts';
import { clientAddress, refuseFor } from '../../lib/limits.ts';
import { invitationMail, ownershipMail } from '../../../../src/kernel/mails.ts';
import { mailboxKey } from '../../../../src/kernel/mailbox.ts';
import {
  email,
  id,
  idFrom,
  idParam,
  object,
  optional,
  params,
  stepUpPassword,
  textParam,
} from '../../lib/schema.ts';
import type { Api, Context } from '../../lib/context.ts';
import type { AccountTools } from './shared.ts';

/** How long an invitation to join as a company admin works. */
export const INVITATION_TTL = 72 * 60 * 60 * 1000;

/** Invitations keep only a hash of their secret. */
const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The invitation link: the register screen with the invitation's secret. */
function invitationLink(origin: string, secret: string) {
  return `${origin}/#/auth/Register?invitation=${secret}`;
}

/** An invited address as it is compared: NFKC, lower case (as the account's e-mail is kept). */
const addressKey = mailboxKey;

/** How long a previous owner cannot be removed by the new one: a window to notice. */
export const OWNERSHIP_WINDOW = 24 * 60 * 60 * 1000;

/** The step-up's field, on the bodies of the sensitive calls (docs/api-contract.md, "Step-up"). */
const currentPassword = { current_pw: optional(stepUpPassword()) };

/** A DELETE may come without a body: it is then an empty one, so the step-up can say what lacks. */
async function emptyBody(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

interface InvitationRow {
  id: number;
  email: string;
  expires_at: string;
  used_by: number | null;
  revoked_at: string | null;
}

/** The invitation of `company` with `secret` when it can still be used; refused otherwise. */
async function usableInvitation(
  db: Queryable,
  company: number,
  secret: string,
  now: number,
  lock = false,
): Promise<InvitationRow> {
  const [invitation] = await db.query<InvitationRow>(
    `SELECT id, email, expires_at, used_by, revoked_at FROM invitations
      WHERE company_id = $1 AND secret_hash = $2${lock ? ' FOR UPDATE' : ''}`,
    [company, secretHash(secret)],
  );
  if (!invitation) throw fail('invitation-invalid');
  if (invitation.revoked_at !== null) throw fail('invitation-revoked');
  if (invitation.used_by !== null) throw fail('invitation-used');
  if (Number(invitation.expires_at) <= now) throw fail('invitation-expired');
  return invitation;
}

/**
 * The id of a usable invitation of `company` with `secret`, reserved for the registration in
 * progress (`tx`); refused when unknown, withdrawn, used or expired, and when `username` is not
 * the address it was sent to (whoever else holds the link cannot register with it).
 */
export async function takeInvitation(
  tx: Queryable,
  company: number,
  secret: string,
  now: number,
  username: string,
): Promise<number> {
  const invitation = await usableInvitation(tx, company, secret, now, true);
  if (addressKey(invitation.email) !== addressKey(username)) {
    throw fail('invitation-email-mismatch');
  }
  return Number(invitation.id);
}

/**
 * A preValidation hook: a token of this tenant (as `tokenGuard`) of the store's owner, or the
 * store's service account; any other caller gets 403 `owner-only`.
 */
function ownerGuard(ctx: Context) {
  const requireToken = tokenGuard(ctx);
  return async function requireOwner(request: FastifyRequest): Promise<void> {
    await requireToken(request);
    const caller = callerOf(request);
    if (caller.kind === 'service') return;
    const [company] = await ctx.db.query<{ owner_account_id: number | null }>(
      'SELECT owner_account_id FROM companies WHERE id = $1',
      [tenantOf(request).id],
    );
    const owner = company?.owner_account_id;
    if (caller.kind !== 'company' || owner == null || Number(owner) !== caller.account) {
      throw fail('owner-only');
    }
  };
}

/**
 * The store's owner, read again inside the transaction that changes the team (locked), so two
 * concurrent calls cannot both act as the owner: the caller must still be it.
 */
async function lockOwner(
  tx: Queryable,
  request: FastifyRequest,
  company: number,
): Promise<number | null> {
  const [row] = await tx.query<{ owner_account_id: number | null }>(
    'SELECT owner_account_id FROM companies WHERE id = $1 FOR UPDATE',
    [company],
  );
  const owner = row?.owner_account_id == null ? null : Number(row.owner_account_id);
  const caller = callerOf(request);
  if (caller.kind !== 'service' && owner !== caller.account) throw fail('owner-only');
  return owner;
}

export function registerInvitationRoutes(app: Api, ctx: Context, tools: AccountTools): void {
  const { db, limiter, limits } = ctx;
  const { proveCurrentPassword } = tools;
  // An admin invites another company admin: a single-use link through the outbox, as activation.
  // Its password first (a stolen token invites nobody), then the store's, the inviter's and the
  // recipient's limits, the recipient's last so a refusal by the others keeps its window.
  app.post(
    '/v1/companyPO/invitations',
    {
      preValidation: adminGuard(ctx),
      schema: {
        body: object({ email: email('email'), company_po_id: id(), ...currentPassword }),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const tenant = tenantOf(request);
      const company = ownCompany(request, body.company_po_id);
      const caller = callerOf(request);
      await proveCurrentPassword(request, reply, body.current_pw);
      const address = addressKey(body.email);
      const inviter = caller.account === null ? 'service' : String(caller.account);
      await limiter.take(`invite-store|${company}`, limits.invitationPerStore, reply);
      await limiter.take(`invite-by|${company}|${inviter}`, limits.invitationPerInviter, reply);
      await limiter.take(`invite-to|${company}|${address}`, limits.invitationPerRecipient, reply);
      const secret = randomBytes(24).toString('base64url');
      const expires = ctx.now() + INVITATION_TTL;
      await db.query(
        `INSERT INTO invitations (company_id, secret_hash, email, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [company, secretHash(secret), address, caller.account ?? null, expires],
      );
      const link = invitationLink(ctx.publicOrigin(tenant.label), secret);
      ctx.mailer.send(tenant.label, {
        to: address,
        ...invitationMail(tenant.label, link),
        link,
      });
      return { email: address, expires_at: new Date(expires).toISOString() };
    },
  );

  // The register screen opened from the link asks which address it was sent to. Only the
  // holder of the secret (the invited person) learns it; the secret travels in the body, never
  // in a URL a log would keep.
  app.post(
    '/v1/register/invitation',
    { schema: { body: object({ invitation: textParam('invitation') }) } },
    async (request, reply) => {
      await limiter.take(`activation|${clientAddress(request)}`, limits.activation, reply);
      const tenant = tenantOf(request);
      const invitation = await usableInvitation(db, tenant.id, request.body.invitation, ctx.now());
      return {
        email: invitation.email,
        expires_at: new Date(Number(invitation.expires_at)).toISOString(),
      };
    },
  );

  const byCompany = { params: params({ id: idParam() }) };
  const owner = ownerGuard(ctx);

  // The owner's view of the team: its company admins (the owner marked) and pending invitations.
  app.get(
    '/v1/companyPO/:id/admins',
    { preValidation: owner, schema: byCompany },
    async (request) => {
      const company = ownCompany(request, idFrom(request.params.id));
      const rows = await db.query<{
        id: number;
        username: string;
        first_name: string;
        last_name: string | null;
        activated: boolean;
        owner: boolean;
      }>(
        `SELECT a.id, a.username, a.first_name, a.last_name,
                a.activated_at IS NOT NULL AS activated,
                COALESCE(c.owner_account_id = a.id, false) AS owner
           FROM accounts a JOIN companies c ON c.id = a.company_id
          WHERE a.company_id = $1 AND a.kind = 'company'
          ORDER BY a.id`,
        [company],
      );
      return rows.map((row) => ({
        user_id: Number(row.id),
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
        activated: Boolean(row.activated),
        owner: Boolean(row.owner),
      }));
    },
  );

  app.get(
    '/v1/companyPO/:id/invitations',
    { preValidation: owner, schema: byCompany },
    async (request) => {
      const company = ownCompany(request, idFrom(request.params.id));
      const rows = await db.query<{ id: number; email: string; expires_at: string }>(
        `SELECT id, email, expires_at FROM invitations
          WHERE company_id = $1 AND used_by IS NULL AND revoked_at IS NULL AND expires_at > $2
          ORDER BY id`,
        [company, ctx.now()],
      );
      return rows.map((row) => ({
        invitation_id: Number(row.id),
        email: row.email,
        expires_at: new Date(Number(row.expires_at)).toISOString(),
      }));
    },
  );

  // Withdraws a pending invitation: its link registers nobody from now on.
  app.delete(
    '/v1/companyPO/:id/invitations/:invitationId',
    {
      preValidation: owner,
      schema: { params: params({ id: idParam(), invitationId: idParam() }) },
    },
    async (request) => {
      const company = ownCompany(request, idFrom(request.params.id));
      const withdrawn = await db.query(
        `UPDATE invitations SET revoked_at = $3
          WHERE id = $1 AND company_id = $2 AND used_by IS NULL AND revoked_at IS NULL
            AND expires_at > $3
          RETURNING id`,
        [idFrom(request.params.invitationId), company, ctx.now()],
      );
      if (withdrawn.length === 0) throw fail('invitation-not-found');
      return { revoked: true };
    },
  );

  // Removes a company admin (never the owner; the previous owner only 24 hours after a
  // transfer): the account is deleted, so its tokens stop working at once, and its username is
  // free for a new invitation. Nothing it set going survives it: the invitations it sent are
  // withdrawn, and the registrations made with them and still waiting for activation deleted;
  // the invitations to its own address still pending are withdrawn too, so it cannot come back
  // through one (docs/api-contract.md, "The store's team").
  app.delete(
    '/v1/companyPO/:id/admins/:userId',
    {
      preValidation: [owner, emptyBody],
      schema: {
        params: params({ id: idParam(), userId: idParam() }),
        body: object(currentPassword),
      },
    },
    async (request, reply) => {
      const company = ownCompany(request, idFrom(request.params.id));
      const userId = idFrom(request.params.userId);
      await proveCurrentPassword(request, reply, request.body.current_pw);
      const now = ctx.now();
      const protectedFor = await db.transaction(async (tx) => {
        const ownerId = await lockOwner(tx, request, company);
        const [admin] = await tx.query<{ id: number; username: string; email_id: string | null }>(
          `SELECT id, username, email_id FROM accounts
            WHERE id = $1 AND company_id = $2 AND kind = 'company'`,
          [userId, company],
        );
        if (!admin) throw fail('admin-not-found');
        if (ownerId === userId) {
          throw fail('owner-not-removable');
        }
        const [handover] = await tx.query<{
          previous_owner_id: number | null;
          owner_since: string;
        }>('SELECT previous_owner_id, owner_since FROM companies WHERE id = $1', [company]);
        const until = Number(handover?.owner_since ?? 0) + OWNERSHIP_WINDOW;
        if (Number(handover?.previous_owner_id) === userId && until > now) return until - now;
        const sleepers = await tx.query<{ id: number }>(
          `SELECT a.id FROM accounts a JOIN invitations i ON i.id = a.invitation_id
            WHERE i.invited_by = $1 AND a.activated_at IS NULL`,
          [userId],
        );
        await tx.query(
          `UPDATE invitations SET revoked_at = COALESCE(revoked_at, $2)
            WHERE invited_by = $1 OR used_by = $1`,
          [userId, now],
        );
        const address = addressKey(admin.email_id ?? admin.username);
        await tx.query(
          `UPDATE invitations SET revoked_at = $3
            WHERE company_id = $1 AND email = $2 AND used_by IS NULL AND revoked_at IS NULL`,
          [company, address, now],
        );
        for (const gone of [...sleepers.map((row) => Number(row.id)), userId]) {
          await tx.query('UPDATE invitations SET invited_by = NULL WHERE invited_by = $1', [gone]);
          await tx.query('UPDATE invitations SET used_by = NULL WHERE used_by = $1', [gone]);
          await tx.query('DELETE FROM activation_uses WHERE account_id = $1', [gone]);
          await tx.query('DELETE FROM accounts WHERE id = $1', [gone]);
        }
        return 0;
      });
      if (protectedFor > 0) refuseFor(reply, protectedFor, 'previous-owner-protected');
      return { removed: true };
    },
  );

  // Hands the store to another activated company admin; the old owner stays an admin, is told by
  // mail, and cannot be removed by the new owner for 24 hours.
  app.post(
    '/v1/companyPO/:id/owner',
    {
      preValidation: owner,
      schema: { ...byCompany, body: object({ user_po_id: id(), ...currentPassword }) },
    },
    async (request, reply) => {
      const company = ownCompany(request, idFrom(request.params.id));
      const userId = request.body.user_po_id;
      await proveCurrentPassword(request, reply, request.body.current_pw);
      const { previous, heir } = await db.transaction(async (tx) => {
        const previous = await lockOwner(tx, request, company);
        const [heir] = await tx.query<{ activated: boolean; username: string }>(
          `SELECT activated_at IS NOT NULL AS activated, username FROM accounts
            WHERE id = $1 AND company_id = $2 AND kind = 'company'`,
          [userId, company],
        );
        if (!heir) throw fail('admin-not-found');
        if (!heir.activated) throw fail('admin-not-activated');
        await tx.query(
          `UPDATE companies SET owner_account_id = $1, previous_owner_id = $2, owner_since = $3
            WHERE id = $4`,
          [userId, previous === userId ? null : previous, ctx.now(), company],
        );
        return { previous, heir };
      });
      if (previous !== null && previous !== userId) {
        const [old] = await db.query<{ email_id: string | null }>(
          'SELECT email_id FROM accounts WHERE id = $1',
          [previous],
        );
        if (old?.email_id) {
          const tenant = tenantOf(request);
          const link = `${ctx.publicOrigin(tenant.label)}/#/auth/login`;
          ctx.mailer.send(tenant.label, {
            to: old.email_id,
            ...ownershipMail(tenant.label, heir.username, new Date(ctx.now()), link),
            link,
          });
        }
      }
      return { owner: userId };
    },
  );
}
