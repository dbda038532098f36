/*
 * Dates and numbers always go through Intl in the reader's locale. Building a formatter costs far
 * more than using one (locale data is looked up each time; the validation messages alone format
 * some thirty bounds while the entry loads), so formatters are kept per locale and options.
 */

const MAX_KEPT = 64;
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter kept under `key`, built by `build` the first time (the table empties when full). */
function keptFormatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  build: () => F,
): F {
  let formatter = kept.get(key) as F | undefined;
  if (!formatter) {
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, (formatter = build()));
  }
  return formatter;
}

/** A number in the reader's locale (`Intl.NumberFormat`), e.g. `formatNumber(1234, 'en')` → `1,234`. */
export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return keptFormatter(
    `n${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** A date in the reader's locale (`Intl.DateTimeFormat`, medium date style unless told). */
export function formatDate(
  value: Date | string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return keptFormatter(
    `d${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  ).format(typeof value === 'string' ? new Date(value) : value);
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
