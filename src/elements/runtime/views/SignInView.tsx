import { ConnectedSignIn } from '../../../account/ConnectedSignIn';
import type { SignInRecord } from '../../../api/types';
import type { KitDestination } from '../../types';
import { ElementLink, ElementNavigation } from '../navigation';
import type { LoadedView, ViewProps } from './types';

/** Where an account goes after signing in (docs/behaviour.md, "Account flow"): the password first, then its wizard. */
export function afterSignIn(user: Pick<SignInRecord, 'kind' | 'pw_changed'>): KitDestination {
  if (!user.pw_changed) return 'change-password';
  return user.kind === 'seller' ? 'seller-wizard' : 'company-wizard';
}

function SignInView({ settings, emit }: ViewProps) {
  const loginHref = '#sign-in';
  return (
    <ElementNavigation
      emit={emit}
      destinations={{ [settings.registerHref]: 'register', [loginHref]: 'sign-in' }}
    >
      <ConnectedSignIn
        // The mailed activation link lands on the host's page: its parameters are in its address.
        search={settings.search ?? window.location.href}
        registerHref={settings.registerHref}
        loginHref={loginHref}
        linkComponent={ElementLink}
        onSignedIn={(user) => {
          emit('signed-in', user);
          emit('navigate', { to: afterSignIn(user) });
        }}
      />
    </ElementNavigation>
  );
}

export const view: LoadedView = { View: SignInView, areas: [] };
