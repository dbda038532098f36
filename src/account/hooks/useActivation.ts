import { useEffect, useRef, useState } from 'react';
import { useBackofficeApi } from '../../api/context';
import type { AccountKind, ActivationResult } from '../../api/types';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { parseActivationParams } from '../activation';
import { errorText } from '../../api/errorText';
import { isApiError } from '../../kernel/errors';

/** Where an activation stands: no link parameters, running, done or refused. */
export type ActivationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface UseActivationResult {
  status: ActivationStatus;
  /** The account kind the link is for; null without link parameters. */
  kind: AccountKind | null;
  /** The server's answer when it succeeded. */
  result: ActivationResult | null;
  /**
   * What went wrong when it failed, in the reader's language: the translation of the refusal's
   * code (`activation-expired` …), else the kit's own sentence; never the server's English text.
   */
  error: string | null;
}

interface Settled {
  key: string;
  status: 'success' | 'error';
  result: ActivationResult | null;
  /** The refusal (worded at render, so a language switch rewords it); null: none. */
  failure: unknown;
}

/**
 * Activates the account when `search` carries link parameters (company: `activation` + `a`,
 * seller: `activation` + `b`), once per link: a link is single-use on the server, so the call is
 * neither repeated on re-mount (StrictMode) nor cancelled half-way.
 *
 * @example
 * const activation = useActivation(window.location.hash);
 * activation.status === 'success' && <ActivationNotice status="success" kind={activation.kind} />
 */
export function useActivation(search: string | null | undefined): UseActivationResult {
  const api = useBackofficeApi();
  const { t } = useKitTranslation();
  const params = parseActivationParams(search);
  const key = params ? `${params.kind}\n${params.activation}\n${params.iv}` : null;
  const [settled, setSettled] = useState<Settled | null>(null);
  const started = useRef<{ key: string; promise: Promise<ActivationResult> } | null>(null);

  useEffect(() => {
    if (!key) return;
    const [kind, activation, iv] = key.split('\n') as [AccountKind, string, string];
    if (started.current?.key !== key) {
      started.current = { key, promise: api.account.activate(kind, { activation, iv }) };
    }
    let live = true;
    started.current.promise.then(
      (result) => {
        if (!live) return;
        setSettled(
          result.activated
            ? { key, status: 'success', result, failure: null }
            : { key, status: 'error', result, failure: null },
        );
      },
      (failure: unknown) => {
        if (live) setSettled({ key, status: 'error', result: null, failure });
      },
    );
    return () => {
      live = false;
    };
  }, [api, key]);

  if (!params || !key) return { status: 'idle', kind: null, result: null, error: null };
  if (settled?.key !== key)
    return { status: 'pending', kind: params.kind, result: null, error: null };
  return {
    status: settled.status,
    kind: params.kind,
    result: settled.result,
    error: settled.status === 'error' ? activationError(settled.failure, t) : null,
  };
}

/** A refusal with a code the kit translates; anything else is the kit's own sentence. */
function activationError(failure: unknown, t: ReturnType<typeof useKitTranslation>['t']): string {
  const failed = t('account.activation.failed');
  if (isApiError(failure) && failure.kind === 'rejected' && !failure.code) return failed;
  return (failure === null ? null : errorText(failure, t)) ?? failed;
}
