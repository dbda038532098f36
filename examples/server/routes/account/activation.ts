/**
 * Activation of a registered account by the link of its mail (docs/api-contract.md); the first
 * company admin who claimed an unowned store becomes its owner here.
 */
import type { AccountKind } from '../../../../src/kernel/types/common.ts';
import { tenantOf } from '../../lib/auth.ts';
import { openActivation } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';
import { object, textParam } from '../../lib/schema.ts';
import { ensureStoreSeller } from '../sellers.ts';
import type { Api, Context } from '../../lib/context.ts';
import { KINDS, REGISTRATION_TTL } from './shared.ts';
import { clientAddress } from '../../lib/limits.ts';

const activationBody = object({ activation: textParam('activation'), iv: textParam('iv') });

/** The activation link of docs/api-contract.md: `a=` for a company admin, `b=` for a seller. */
export function activationLink(
  origin: string,
  kind: AccountKind,
  sealed: { activation: string; iv: string },
) {
  const param = kind === 'seller' ? 'b' : 'a';
  return `${origin}/#/auth/login?activation=${sealed.activation}&${param}=${sealed.iv}`;
}

export function registerActivationRoutes(app: Api, ctx: Context): void {
  const { db, limiter, limits } = ctx;
  for (const kind of KINDS) {
    const resource = kind === 'company' ? 'companyPO' : 'companySeller';

    app.post(
      `/v1/${resource}/activation`,
      { schema: { body: activationBody } },
      async (request, reply) => {
        const { body } = request;
        const tenant = tenantOf(request);
        await limiter.take(`activation|${clientAddress(request)}`, limits.activation, reply);
        const claims = openActivation(ctx.keys.activation, body.activation, body.iv);
        if (!claims || claims.kind !== kind || claims.company !== tenant.id) {
          throw fail('activation-invalid');
        }
        const [account] = await db.query<{
          id: number;
          username: string;
          invitation_id: number | null;
          claims_store: boolean;
          activated: boolean;
          registered_at: string | null;
          invitation_revoked: boolean;
        }>(
          `SELECT a.id, a.username, a.invitation_id, a.claims_store,
                  a.activated_at IS NOT NULL AS activated, a.registered_at,
                  COALESCE(i.revoked_at IS NOT NULL, false) AS invitation_revoked
             FROM accounts a LEFT JOIN invitations i ON i.id = a.invitation_id
            WHERE a.id = $1 AND a.company_id = $2 AND a.kind = $3`,
          [claims.account, tenant.id, kind],
        );
        if (!account) throw fail('activation-invalid');
        // A link resent just before the registration's 72 hours runs past them: the
        // registration's own expiry decides, not the link's (docs/api-contract.md, "Mail").
        const registered = account.registered_at === null ? null : Number(account.registered_at);
        if (
          !account.activated &&
          registered !== null &&
          registered + REGISTRATION_TTL <= ctx.now()
        ) {
          throw fail('activation-expired');
        }
        // The invitation it registered with was withdrawn (its admin removed, or by the owner).
        if (!account.activated && account.invitation_revoked) throw fail('invitation-revoked');
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
                `UPDATE companies SET owner_account_id = $1, setup_code = NULL,
                   setup_code_hash = NULL, setup_code_claimant = NULL, owner_since = $3
                 WHERE id = $2`,
                [account.id, tenant.id, ctx.now()],
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
  }
}
