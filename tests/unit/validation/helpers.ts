import { ValidationError } from 'yup';
import { createI18n } from '../../../src/i18n';
import { isValidationMessageKey } from '../../../src/validation/messages';

const i18n = createI18n({ lng: 'en' });

interface Validatable {
  validate(value: unknown, options?: { abortEarly?: boolean }): Promise<unknown>;
}

/** A fixed "today" for date rules: 15 June 2025, noon UTC (date rules count UTC days). */
export const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));

/**
 * Every error of `value`, by field, in English: each message must be a validation key, which is
 * then translated with the kit's i18n (so the test proves key *and* text). `{}` when valid.
 */
export async function errorsOf(
  schema: Validatable,
  value: unknown,
): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string[]> = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const issue of inner) {
      const key = issue.message;
      if (!isValidationMessageKey(key)) throw new Error(`Not a validation key: ${key}`);
      const text = i18n.t(key);
      if (text === key) throw new Error(`Untranslated key: ${key}`);
      (result[issue.path ?? ''] ??= []).push(text);
    }
    return result;
  }
}

/** The first English error of one field, or undefined when that field is fine. */
export async function errorOf(
  schema: Validatable,
  value: unknown,
  field: string,
): Promise<string | undefined> {
  return (await errorsOf(schema, value))[field]?.[0];
}
