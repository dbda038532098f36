/** SPEC §5/§9 date-of-birth bounds: at least 18 years, at most about 122.5 years ago. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** A local calendar day as yyyy-MM-dd (SPEC §9 date format). */
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
 * `now` moved back by whole years and months on the calendar, as a yyyy-MM-dd day. A day missing
 * from the target month clamps to its last day: 18 years before 2024-02-29 is 2006-02-28 (a person
 * born on 2006-03-01 is not 18 yet on that day).
 */
export function calendarDayBefore(now: Date, years: number, months = 0): string {
  const totalMonths = now.getFullYear() * 12 + now.getMonth() - (years * 12 + months);
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(now.getDate(), lastDay))}`;
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
