/** Dates and numbers in the reader's locale: Intl, except English whole numbers (below). */

/**
 * English groups a whole number's digits by threes with commas. Written out because a page's first
 * Intl number formatter sets up ICU: 30–60 ms of a 2-core machine's main thread in Chromium, paid
 * by the first render that shows a count (the dashboard's, a table's pagination) or by the
 * English messages built while the app's entry loads. tests/unit/kernel/format.test.ts holds it
 * to Intl's output.
 */
const groupEnglish = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A number in the reader's locale (`Intl.NumberFormat`), e.g. `formatNumber(1234, 'en')` → `1,234`;
 * English whole numbers without options are grouped without building a formatter.
 */
export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  if (locale === 'en' && !options && Number.isSafeInteger(value)) return groupEnglish(value);
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

/** docs/behaviour.md, "Constants": dates travel as yyyy-MM-dd (local calendar day). */
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
