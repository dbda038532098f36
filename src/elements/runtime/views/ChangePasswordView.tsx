import { ConnectedChangePassword } from '../../../account/ConnectedChangePassword';
import { useSession } from '../../../api/context';
import type { LoadedView, ViewProps } from './types';

/**
 * The signed-in account's password change; then its wizard: a company admin at step 2 (step 1
 * saves nothing), a seller at step 1 (docs/behaviour.md, "Account flow").
 */
function ChangePasswordView({ emit }: ViewProps) {
  const { session, store } = useSession();
  // The element shows 'Not signed in' before this screen when nobody is.
  if (!session) return null;
  const { kind, user_id } = session.user;
  return (
    <ConnectedChangePassword
      kind={kind}
      onPasswordChanged={() => {
        emit('password-changed', { kind, user_id, user: store.get()?.user ?? null });
        emit(
          'navigate',
          kind === 'seller' ? { to: 'seller-wizard', step: 1 } : { to: 'company-wizard', step: 2 },
        );
      }}
    />
  );
}

export const view: LoadedView = { View: ChangePasswordView, areas: [] };
