/**
 * Date-of-birth bounds (docs/behaviour.md, "Validation" and "Constants"): at least 18 years, at most 122 years and 6
 * months ago. The form and the reference server both call `dobBounds`, and both count whole
 * calendar days of UTC: the server cannot know the user's time zone, and one clock is the only
 * way the two agree to the day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** A local calendar day as yyyy-MM-dd (docs/behaviour.md, "Constants"): the day a date picker showed. */
export function isoDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a real calendar day written yyyy-MM-dd (2023-02-30 is not). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The UTC calendar day of `now` moved back by whole years and months, as yyyy-MM-dd. A day
 * missing from the target month clamps to its last day: 18 years before 2024-02-29 is 2006-02-28
 * (a person born on 2006-03-01 is not 18 yet on that day).
 */
export function calendarDayBefore(now: Date, years: number, months = 0): string {
  const totalMonths = now.getUTCFullYear() * 12 + now.getUTCMonth() - (years * 12 + months);
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(now.getUTCDate(), lastDay))}`;
}

export interface DobBounds {
  /** Earliest accepted birth day: 122 years and 6 months before today (yyyy-MM-dd). */
  min: string;
  /** Latest accepted birth day: exactly 18 years before today (yyyy-MM-dd). */
  max: string;
}

/** Bounds for a date-of-birth input (also usable as its `min` / `max` attributes). */
export function dobBounds(now: Date = new Date()): DobBounds {
  return { min: calendarDayBefore(now, 122, 6), max: calendarDayBefore(now, 18) };
}

/** Where a birth day (yyyy-MM-dd, a real day) falls against the window of `dobBounds(now)`. */
export function dobProblem(day: string, now: Date): 'too-young' | 'too-old' | null {
  const { min, max } = dobBounds(now);
  if (day > max) return 'too-young';
  if (day < min) return 'too-old';
  return null;
}
