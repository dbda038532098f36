/**
 * Password change: the forced first one with the must-change grant, every later one with the
 * current password (docs/api-contract.md, "Sessions").
 */
import { isPasswordStrongEnough } from '../../../../src/kernel/identity.ts';
import { callerOf, tenantOf, tokenGuard } from '../../lib/auth.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';
import { Type, id, isoTimestamp, object, optional, password } from '../../lib/schema.ts';
import type { Api, Context } from '../../lib/context.ts';
import type { AccountTools } from './shared.ts';
import { KINDS } from './shared.ts';

export function registerPasswordRoutes(app: Api, ctx: Context, tools: AccountTools): void {
  const { db } = ctx;
  const passwordChangeGuard = tokenGuard(ctx, { passwordChange: true });
  const { proveCurrentPassword, issueToken } = tools;
  for (const kind of KINDS) {
    const resource = kind === 'company' ? 'companyPO' : 'companySeller';

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
          await proveCurrentPassword(request, reply, body.current_pw, account);
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
}
