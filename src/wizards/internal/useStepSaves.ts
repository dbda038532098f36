import { useCallback, useState } from 'react';
import { MutationObserver, useMutationState, type QueryClient } from '@tanstack/react-query';
import { errorText } from '../../api/errorText';
import { useNotifier } from '../../components/Toast';
import { queryKeys } from './queryKeys';
import type { OnboardingFailure } from './shell';
import { useWizardTranslation } from './strings';

/** A failed save as it happened: its step and the error itself (worded only at render). */
interface Refusal {
  step: string;
  reason: unknown;
}

/**
 * The onboarding hooks' saves as TanStack Query mutations (docs/architecture.md, "Server
 * state"): each step's save runs under its own key (`queryKeys.save(tenant, step)`), "one save at
 * a time" and the step being saved are read from the mutation cache, and a failure is kept as
 * the error itself and worded at each render, so a language picked after a refusal rewords it.
 */
export function useStepSaves(client: QueryClient, tenant: string | null) {
  const { t } = useWizardTranslation();
  const { notify } = useNotifier();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const scope = queryKeys.saves(tenant);
  const pending = useMutationState(
    {
      filters: { mutationKey: scope, status: 'pending' },
      select: (mutation) => String(mutation.options.mutationKey?.[scope.length] ?? ''),
    },
    client,
  );

  /** Runs `work` as `step`'s save; false (and no call) while another save runs or when it fails. */
  const run = useCallback(
    async (
      step: string,
      work: () => Promise<void>,
      after: () => Promise<void>,
      success?: string,
    ): Promise<boolean> => {
      // Read from the cache, not from a render: a second Next in the same tick sees the first.
      if (client.isMutating({ mutationKey: queryKeys.saves(tenant) }) > 0) return false;
      setRefusal(null);
      const observer = new MutationObserver<void, unknown, void>(client, {
        mutationKey: queryKeys.save(tenant, step),
        mutationFn: async () => {
          await work();
          await after();
        },
      });
      try {
        await observer.mutate();
      } catch (reason) {
        setRefusal({ step, reason });
        return false;
      } finally {
        observer.reset();
      }
      if (success) notify({ tone: 'success', message: t(success) });
      return true;
    },
    [client, notify, t, tenant],
  );

  // Worded now, in the reader's language of this render; nothing for a cancelled call.
  const message = refusal ? errorText(refusal.reason, t) : null;
  const failure: OnboardingFailure | null =
    refusal && message ? { step: refusal.step, reason: refusal.reason, message } : null;
  return {
    run,
    /** The step whose save runs, or null. */
    saving: pending[0] ?? null,
    failure,
    clearFailure: useCallback(() => setRefusal(null), []),
  };
}
