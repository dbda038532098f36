import type { TFunction } from 'i18next';
import { isApiError } from '../../api/errors';

/**
 * What a screen shows for a failed call: the server's own `error.message` when it refused
 * (SPEC §8), a translated sentence for transport failures, nothing for a cancelled call.
 */
export function errorText(error: unknown, t: TFunction): string | null {
  if (isApiError(error)) {
    if (error.kind === 'aborted') return null;
    if (error.kind === 'network' || error.kind === 'timeout') return t('account.errors.network');
    return error.message || t('account.errors.generic');
  }
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof Error && error.message) return error.message;
  return t('account.errors.generic');
}
