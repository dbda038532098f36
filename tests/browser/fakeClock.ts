import { vi } from 'vitest';

/**
 * Fakes the page's clock (timeouts, intervals, Date) for a test that moves it with
 * `vi.advanceTimersByTimeAsync`; it still runs on with real time, so what the test awaits (a
 * fetch, a findBy…) goes on as usual. Undo with `vi.useRealTimers()`.
 */
export function fakeClock() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}
