import { lazy, Suspense } from 'react';
import type { ResendActivationProps } from './types';

// A chunk of its own (with its strings): the account screens fetch it only when a newcomer needs
// it, after registering or when an activation link failed.
const Panel = lazy(() =>
  import('./ResendActivationPanel').then(({ ResendActivationPanel }) => ({
    default: ResendActivationPanel,
  })),
);

/**
 * 'Resend activation mail' for a newcomer whose mail did not arrive or whose link expired
 * (`account.resendActivation`, docs/api-contract.md, "Mail"): says a new link is on its way, the
 * same whether or not the name waits for activation, and words the server's limit (one mail per
 * address per ten minutes) as such. Needs `<BackofficeProvider>`; loaded on demand.
 *
 * @example
 * <ResendActivation username={result.username} />
 */
export function ResendActivation(props: ResendActivationProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
