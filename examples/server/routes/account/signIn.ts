/**
 * Sign-in: the service login (`/auth/login`) and an account's (`/signinSeller`), under the
 * sign-in limits (docs/api-contract.md, "Sessions" and "Limits").
 */
import type { SignInRecord } from '../../../../src/kernel/types/account.ts';
import { tenantOf } from '../../lib/auth.ts';
import { safeEqual, signToken, verifyPassword } from '../../lib/crypto.ts';
import { fail } from '../../lib/errors.ts';
import { object, password, username } from '../../lib/schema.ts';
import type { Api, Context } from '../../lib/context.ts';
import type { AccountTools } from './shared.ts';
import { mustChangePassword, SERVICE_TOKEN_TTL } from './shared.ts';

export function registerSignInRoutes(app: Api, ctx: Context, tools: AccountTools): void {
  const { checkSignIn, signInFailed, signInSucceeded, findAccount, issueToken } = tools;
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
      await checkSignIn(request, reply, body.username, false);
      // Both compared, always, in constant time.
      const userOk = safeEqual(body.username, expectedUser);
      const passwordOk = safeEqual(body.password, expectedPassword);
      if (!userOk || !passwordOk) {
        await signInFailed(request, body.username, false);
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
      await checkSignIn(request, reply, body.username);
      const account = await findAccount(tenant.id, body.username);
      const ok = await verifyPassword(body.pw, account?.password_hash);
      if (!account || !ok) {
        await signInFailed(request, body.username);
        throw fail('invalid-credentials');
      }
      if (!account.activated) throw fail('not-activated');
      await signInSucceeded(request, reply, body.username);
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
}
