import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from '../../../src/chrome/internal/hooks';

const original = window.matchMedia;

/** A matchMedia whose lists match while `state.matches` holds, and can announce a change. */
function fakeMatchMedia(state: { matches: boolean }) {
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn(
    (query: string) =>
      ({
        get matches() {
          return state.matches;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return { matchMedia, change: () => listeners.forEach((listener) => listener()) };
}

afterEach(() => {
  window.matchMedia = original;
});

describe('useMediaQuery', () => {
  it('asks matchMedia once per query, however often it renders, and follows changes', () => {
    const state = { matches: false };
    const fake = fakeMatchMedia(state);
    window.matchMedia = fake.matchMedia;
    const query = '(max-width: 700px)';
    const { result, rerender } = renderHook(() => useMediaQuery(query));
    for (let i = 0; i < 5; i += 1) rerender();
    expect(result.current).toBe(false);
    expect(fake.matchMedia).toHaveBeenCalledTimes(1);
    state.matches = true;
    act(() => fake.change());
    expect(result.current).toBe(true);
    expect(fake.matchMedia).toHaveBeenCalledTimes(1);
  });

  it('asks a replaced matchMedia again', () => {
    const query = '(max-width: 701px)';
    const first = fakeMatchMedia({ matches: false });
    window.matchMedia = first.matchMedia;
    renderHook(() => useMediaQuery(query)).unmount();
    const second = fakeMatchMedia({ matches: true });
    window.matchMedia = second.matchMedia;
    const { result } = renderHook(() => useMediaQuery(query));
    expect(result.current).toBe(true);
    expect(second.matchMedia).toHaveBeenCalled();
  });
});
