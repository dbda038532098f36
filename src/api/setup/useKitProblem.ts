import { useEffect, useReducer, useState } from 'react';
import type { BackofficeApi } from '../BackofficeApi';
import { useBackofficeContext, useSession } from '../context';
import { checkStore, storeProblem, type KitProblem } from './problems';

export interface KitProblemOptions {
  /**
   * Read the store's profile to find an unknown store or an API that does not answer. A screen
   * that reads the profile itself asks only once its own read failed, so a working page sends
   * no extra request. @default true
   */
  check?: boolean;
  /** The screen is for a signed-in user: nobody signed in is a problem. @default false */
  needsUser?: boolean;
}

export interface KitProblemState {
  /** What stops the kit here, or null. */
  problem: KitProblem | null;
  /** The store's profile is being read to find out. */
  checking: boolean;
  /** Reads the profile again (a problem that may pass: the API unreachable). */
  retry: () => void;
}

interface Checked {
  api: BackofficeApi;
  tenant: string;
  attempt: number;
  problem: KitProblem | null;
}

/**
 * What stops the kit's screens where they were put, from the provider's tenant, adapter and
 * session (docs/embedding.md, "Errors"): no tenant, an unknown store, an API that does not
 * answer, a session that ended. The wizards show it in place of their skeleton or Retry; the
 * custom elements in place of their screen.
 *
 * @example
 * const { problem } = useKitProblem({ needsUser: true });
 * if (problem) return <KitProblemNotice problem={problem} />;
 */
export function useKitProblem(options: KitProblemOptions = {}): KitProblemState {
  const { check = true, needsUser = false } = options;
  const { api, tenant, apiBase, ended } = useBackofficeContext('useKitProblem');
  const { session, store } = useSession();
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const [checked, setChecked] = useState<Checked | null>(null);
  const asks = check && api !== null && tenant !== null;

  useEffect(() => {
    if (!asks || !api || !tenant) return undefined;
    let live = true;
    void checkStore(api, tenant).then((error) => {
      if (live) setChecked({ api, tenant, attempt, problem: storeProblem(error, tenant, apiBase) });
    });
    return () => {
      live = false;
    };
  }, [asks, api, tenant, apiBase, attempt]);

  const none = { problem: null, checking: false, retry };
  if (ended && ended.session === store && !session) {
    return { ...none, problem: { kind: 'signed-out' } };
  }
  if (needsUser && !session) return { ...none, problem: { kind: 'not-signed-in' } };
  if (tenant === null) {
    const host = typeof window === 'undefined' ? '' : window.location.hostname;
    return { ...none, problem: { kind: 'no-tenant', host } };
  }
  if (!asks) return none;
  const stale =
    !checked || checked.api !== api || checked.tenant !== tenant || checked.attempt !== attempt;
  if (stale) return { ...none, checking: true };
  return { ...none, problem: checked.problem };
}
