/**
 * Invitations of further company admins to a store with an owner (docs/api-contract.md, "Who may
 * call what").
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../database.ts';
import { adminGuard, callerOf, ownCompany, tenantOf } from '../../lib/auth.ts';
import { fail } from '../../lib/errors.ts';
import { email, id, object } from '../../lib/schema.ts';
import type { Api, Context } from '../../lib/context.ts';

/** How long an invitation to join as a company admin works. */
export const INVITATION_TTL = 72 * 60 * 60 * 1000;

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
export async function takeInvitation(
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

export function registerInvitationRoutes(app: Api, ctx: Context): void {
  const { db } = ctx;
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
