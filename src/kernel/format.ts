/** Dates and numbers always go through Intl in the reader's locale. */

/** A number in the reader's locale (`Intl.NumberFormat`), e.g. `formatNumber(1234, 'en')` → `1,234`. */
export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** A date in the reader's locale (`Intl.DateTimeFormat`, medium date style unless told). */
export function formatDate(
  value: Date | string,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, options ?? { dateStyle: 'medium' }).format(date);
}

/** docs/behaviour.md §9: dates travel as yyyy-MM-dd (local calendar day). */
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * Wraps a value placed inside a translated sentence (a size, a number with its unit) in Unicode
 * first-strong isolates, so its digits and symbols keep their own order inside right-to-left
 * text instead of mixing with the sentence's punctuation.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
