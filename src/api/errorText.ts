import type { TFunction } from 'i18next';
import { isApiError } from '../kernel/errors';

/** Values i18next reads as options, never as a message's params. */
const RESERVED = new Set(['lng', 'lngs', 'ns', 'defaultValue', 'count', 'context', 'replace']);

/**
 * What a screen shows for a failed call (docs/behaviour.md, "Messages"): the translation of the server's
 * stable code (`errors.code.invalid-credentials`) in the reader's language, else the server's own
 * message; a translated sentence for transport failures; nothing for a cancelled call. Account
 * screens and wizard steps both show failures through it.
 *
 * @example
 * const { t } = useKitTranslation();
 * const text = errorText(error, t); // 'اسم المستخدم أو كلمة المرور غير صحيحة' in Arabic
 */
export function errorText(error: unknown, t: TFunction): string | null {
  if (isApiError(error)) {
    if (error.kind === 'aborted') return null;
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'timeout') return t('errors.timeout');
    const fallback = error.message || t('errors.generic');
    if (!error.code) return fallback;
    const params = Object.fromEntries(
      Object.entries(error.params ?? {}).filter(([name]) => !RESERVED.has(name)),
    );
    return t(`errors.code.${error.code}`, { ...params, defaultValue: fallback });
  }
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof Error && error.message) return error.message;
  return t('errors.generic');
}
