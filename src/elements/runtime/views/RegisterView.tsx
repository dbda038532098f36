import { useState } from 'react';
import { ConnectedRegister } from '../../../account/ConnectedRegister';
import { ThankYou } from '../../../account/ThankYou';
import type { RegisterResult } from '../../../api/types';
import { ElementLink, ElementNavigation } from '../navigation';
import type { LoadedView, ViewProps } from './types';

/** Registration, then the thank-you screen with its way to sign-in (docs/behaviour.md, "Account flow"). */
function RegisterView({ settings, emit }: ViewProps) {
  const [registered, setRegistered] = useState<RegisterResult | null>(null);
  return (
    <ElementNavigation emit={emit} destinations={{ [settings.loginHref]: 'sign-in' }}>
      {registered ? (
        <ThankYou
          loginHref={settings.loginHref}
          linkComponent={ElementLink}
          resendFor={registered.username}
        />
      ) : (
        <ConnectedRegister
          kind={settings.kind}
          invitation={settings.invitation}
          loginHref={settings.loginHref}
          linkComponent={ElementLink}
          onRegistered={(result) => {
            setRegistered(result);
            emit('registered', result);
          }}
        />
      )}
    </ElementNavigation>
  );
}

export const view: LoadedView = { View: RegisterView, areas: [] };
