/**
 * A fixed "today" for every story: the date-of-birth bounds (src/kernel/dates.ts), the
 * footer's year and message times all read the clock, so a screenshot taken tomorrow must see
 * the same day. The clock starts at `FIXED_NOW` when a story mounts and then runs at real speed,
 * so durations (toasts, debounces) behave as usual.
 */
export const FIXED_NOW = Date.UTC(2025, 5, 16, 9, 30, 0);

const RealDate = Date;

/** Replaces `Date` so `new Date()` and `Date.now()` start at `FIXED_NOW`; returns the restore. */
export function freezeClock(start = FIXED_NOW): () => void {
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  class StoryDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<DateConstructor>) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return now();
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
