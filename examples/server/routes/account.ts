/**
 * Accounts: service login, sign-in, register (+ activation mail), username check, activation,
 * change password, sessions and invitations, per tenant (docs/api-contract.md). One module per concern
 * under routes/account/.
 */
import type { Api, Context } from '../lib/context.ts';
import { registerActivationRoutes } from './account/activation.ts';
import { registerInvitationRoutes } from './account/invitations.ts';
import { registerPasswordRoutes } from './account/password.ts';
import { registerRegisterRoutes } from './account/register.ts';
import { accountTools } from './account/shared.ts';
import { registerSessionRoutes } from './account/sessions.ts';
import { registerSignInRoutes } from './account/signIn.ts';

export { INVITATION_TTL } from './account/invitations.ts';

export function registerAccountRoutes(app: Api, ctx: Context): void {
  const tools = accountTools(ctx);
  registerSignInRoutes(app, ctx, tools);
  registerRegisterRoutes(app, ctx, tools);
  registerActivationRoutes(app, ctx);
  registerSessionRoutes(app, ctx, tools);
  registerPasswordRoutes(app, ctx, tools);
  registerInvitationRoutes(app, ctx, tools);
}
