import { useCallback, useEffect, useRef, useState } from 'react';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { errorText } from '../../api/errorText';
import { isApiError } from '../../kernel/errors';

export interface CallState {
  /** True while the call runs. */
  submitting: boolean;
  /** What to show for the last failure (server message or a translated sentence), else null. */
  error: string | null;
  /** The stable code of the last refusal (docs/api-contract.md, "Errors"), else null. */
  errorCode: string | null;
  /** Forgets the last failure (e.g. when the user edits the form). */
  clearError(): void;
}

/**
 * Runs one adapter call at a time: a second call while one is in flight is ignored (so double
 * submits cannot happen), the call is cancelled on unmount, failures become `error`.
 */
export function useCall<A extends unknown[], R>(
  run: (signal: AbortSignal, ...args: A) => Promise<R>,
): CallState & { call(...args: A): Promise<R | null> } {
  const { t } = useKitTranslation();
  const [submitting, setSubmitting] = useState(false);
  // The failure itself, worded at render: a language picked (or its strings arriving) after the
  // failure rewords the message instead of leaving it in the language of that moment.
  const [failure, setFailure] = useState<{ reason: unknown } | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, []);

  const call = useCallback(
    async (...args: A): Promise<R | null> => {
      if (inFlight.current) return null;
      const controller = new AbortController();
      inFlight.current = controller;
      setSubmitting(true);
      setFailure(null);
      try {
        return await run(controller.signal, ...args);
      } catch (reason) {
        if (mounted.current && !controller.signal.aborted) setFailure({ reason });
        return null;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        if (mounted.current) setSubmitting(false);
      }
    },
    [run],
  );

  const clearError = useCallback(() => setFailure(null), []);
  const error = failure ? errorText(failure.reason, t) : null;
  const errorCode = failure && isApiError(failure.reason) ? (failure.reason.code ?? null) : null;
  return { call, submitting, error, errorCode, clearError };
}
