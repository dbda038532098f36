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

/**
 * The locale a kit language's dates are written in: the product's readers are in India, so
 * English dates are India's English (en-IN: dd/mm/yyyy), and Hindi's are India's (hi-IN).
 */
function dayLocale(language: string): string {
  const base = language.split('-')[0];
  return language.includes('-')
    ? language
    : base === 'en' || base === 'hi'
      ? `${base}-IN`
      : language;
}

/**
 * A calendar day as the reader writes it, whatever the wire sent: `yyyy-MM-dd`, or a timestamp
 * whose day part is the day (`1990-06-15T00:00:00.000Z`), or a Date (its local calendar day).
 * English: `15/06/1990` (en-IN), Hindi `15/06/1990`, Arabic in its own digits. The day never
 * moves with the reader's time zone. Anything else comes back as given; null and '' as null.
 *
 * @example
 * formatDay('1990-06-15', 'en'); // '15/06/1990'
 */
export function formatDay(
  value: string | Date | null | undefined,
  language: string,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const iso =
    value instanceof Date ? toIsoDate(value) : /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(value)?.[1];
  if (!iso) return typeof value === 'string' ? value : null;
  const day = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return String(value);
  return new Intl.DateTimeFormat(dayLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
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
