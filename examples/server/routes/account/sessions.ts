/**
 * Ending sessions (docs/api-contract.md, "Sessions"): signing out revokes the token that calls,
 * and revoking every other session of the account, with its password, ends them all but the
 * caller's, who gets a new token.
 */
import { callerOf, tenantOf, tokenGuard } from '../../lib/auth.ts';
import { fail } from '../../lib/errors.ts';
import { object, optional, stepUpPassword } from '../../lib/schema.ts';
import type { Api, Context } from '../../lib/context.ts';
import type { AccountTools } from './shared.ts';

/** Tokens of one account signed out and still unexpired, at most: past it, all of them end. */
export const REVOKED_PER_ACCOUNT = 50;

export function registerSessionRoutes(app: Api, ctx: Context, tools: AccountTools): void {
  const { db } = ctx;
  const { proveCurrentPassword, issueToken } = tools;

  // No body. A must-change grant may sign out too.
  app.post(
    '/v1/signout',
    { preValidation: tokenGuard(ctx, { passwordChange: true }) },
    async (request) => {
      const caller = callerOf(request);
      // A service token holds no session of an account: it ends within the hour by itself.
      if (caller.kind === 'service' || !caller.jti || caller.account === null) {
        return { revoked: false };
      }
      const at = ctx.now();
      await db.query('DELETE FROM revoked_tokens WHERE expires_at <= $1', [at]);
      await db.query(
        `INSERT INTO revoked_tokens (jti, account_id, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (jti) DO NOTHING`,
        [caller.jti, caller.account, caller.exp],
      );
      // Signing in and out without end would grow the list: past the bound, the account moves
      // to its next token generation, which ends every earlier token at once (the list with it).
      const [{ live = 0 } = {}] = await db.query<{ live: number }>(
        'SELECT count(*)::integer AS live FROM revoked_tokens WHERE account_id = $1',
        [caller.account],
      );
      if (Number(live) > REVOKED_PER_ACCOUNT) {
        await db.query(
          'UPDATE accounts SET token_generation = token_generation + 1, kept_token = NULL WHERE id = $1',
          [caller.account],
        );
        await db.query('DELETE FROM revoked_tokens WHERE account_id = $1', [caller.account]);
      }
      return { revoked: true };
    },
  );

  app.post(
    '/v1/sessions/revoke',
    {
      preValidation: tokenGuard(ctx),
      schema: { body: object({ current_pw: optional(stepUpPassword()) }) },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (caller.kind === 'service' || caller.account === null) throw fail('not-your-account');
      await proveCurrentPassword(request, reply, request.body.current_pw);
      const tenant = tenantOf(request);
      const [account] = await db.query<{ token_generation: number }>(
        `UPDATE accounts SET token_generation = token_generation + 1, kept_token = NULL
          WHERE id = $1 AND company_id = $2 RETURNING token_generation`,
        [caller.account, tenant.id],
      );
      if (!account) throw fail('invalid-token');
      await db.query('DELETE FROM revoked_tokens WHERE account_id = $1', [caller.account]);
      const { token: access_token } = issueToken(
        caller.kind,
        tenant.id,
        caller.account,
        Number(account.token_generation),
      );
      return { ok: true, access_token };
    },
  );
}
