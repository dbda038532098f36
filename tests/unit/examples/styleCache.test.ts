import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from 'storefront-onboarding/api';
import {
  STYLE_CACHE_KEY,
  STYLE_CACHE_MAX_CHARS,
  keepOnIdleAndHide,
  readKeptStyles,
  startStyleCache,
  type Styled,
} from '../../../examples/app/src/styleCache';

/** A stand-in for styled-components' sheet: records what reaches it. */
function fakeStyled() {
  const inserted: Array<[string, string, string[]]> = [];
  const registered: Array<[string, string]> = [];
  const cleared: string[] = [];
  let groups = 0;
  const StyleSheet: Styled['StyleSheet'] = {
    registerId: vi.fn(() => (groups += 1)),
    prototype: {
      insertRules(id, name, rules) {
        inserted.push([id, name, rules]);
      },
      clearRules(id) {
        cleared.push(id);
      },
    },
  };
  const mainSheet: Styled['mainSheet'] = {
    registerName: (id, name) => void registered.push([id, name]),
  };
  return { styled: { StyleSheet, mainSheet }, inserted, registered, cleared };
}

const kept = (build: string, groups: Record<string, { names: string[]; rules: string[] }>) =>
  JSON.stringify({ build, groups });

describe('readKeptStyles', () => {
  it("reads the rules kept for this build, and forgets another build's or a broken record", () => {
    const groups = { a: { names: ['n1'], rules: ['.n1{color:red;}'] } };
    expect([
      ...readKeptStyles(createMemoryStorage({ [STYLE_CACHE_KEY]: kept('b1', groups) }), 'b1'),
    ]).toEqual([['a', groups.a]]);
    for (const stored of [
      kept('b0', groups),
      '{not json',
      JSON.stringify({ build: 'b1', groups: { a: { names: 'n1', rules: [] } } }),
    ]) {
      const storage = createMemoryStorage({ [STYLE_CACHE_KEY]: stored });
      expect(readKeptStyles(storage, 'b1').size).toBe(0);
      expect(storage.getItem(STYLE_CACHE_KEY) !== null).toBe(false);
    }
    expect(readKeptStyles(createMemoryStorage(), 'b1').size).toBe(0);
  });

  it('reads nothing where the browser refuses its storage', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readKeptStyles(refusing, 'b1').size).toBe(0);
  });
});

describe('startStyleCache', () => {
  const storedGroups = {
    kept: { names: ['k1', 'k2'], rules: ['.k1{color:red;}', '.k2{color:blue;}'] },
    elsewhere: { names: ['e1'], rules: ['.e1{margin:0;}'] },
  };

  it('gives a component its kept rules and names as it is defined, once, and counts them', () => {
    const { styled, inserted, registered } = fakeStyled();
    const storage = createMemoryStorage({ [STYLE_CACHE_KEY]: kept('b1', storedGroups) });
    const cache = startStyleCache(styled, storage, 'b1');
    expect(styled.StyleSheet.registerId('new')).toBe(1);
    expect(inserted).toEqual([]);
    expect(styled.StyleSheet.registerId('kept')).toBe(2);
    expect(inserted).toEqual([['kept', 'k1', storedGroups.kept.rules]]);
    expect(registered).toEqual([['kept', 'k2']]);
    expect(cache.restored()).toBe(2);
    // A second registration of the same id (the library asks again for its group) gives nothing.
    styled.StyleSheet.registerId('kept');
    expect(inserted).toHaveLength(1);
    expect(cache.restored()).toBe(2);
  });

  it('keeps what was kept and what was compiled since, as stylis wrote it; nothing new, no write', () => {
    const { styled } = fakeStyled();
    const storage = createMemoryStorage({ [STYLE_CACHE_KEY]: kept('b1', storedGroups) });
    const setItem = vi.spyOn(storage, 'setItem');
    const cache = startStyleCache(styled, storage, 'b1');
    styled.StyleSheet.registerId('kept');
    expect(cache.keep()).toBe(false);
    // The library compiles a class the kept rules lacked, and one more of a kept component.
    styled.StyleSheet.prototype.insertRules.call(styled.mainSheet, 'new', 'x1', [
      '.x1{transition:opacity 0.2s,visibility 0s 0.2s;}',
    ]);
    styled.StyleSheet.prototype.insertRules.call(styled.mainSheet, 'kept', 'k3', ['.k3{top:0;}']);
    expect(cache.keep()).toBe(true);
    expect(JSON.parse(storage.getItem(STYLE_CACHE_KEY)!)).toEqual({
      build: 'b1',
      groups: {
        ...storedGroups,
        kept: { names: ['k1', 'k2', 'k3'], rules: [...storedGroups.kept.rules, '.k3{top:0;}'] },
        new: { names: ['x1'], rules: ['.x1{transition:opacity 0.2s,visibility 0s 0.2s;}'] },
      },
    });
    expect(cache.keep()).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('forgets a component whose rules the library cleared (a global style rebuilt)', () => {
    const { styled, cleared } = fakeStyled();
    const storage = createMemoryStorage({ [STYLE_CACHE_KEY]: kept('b1', storedGroups) });
    const cache = startStyleCache(styled, storage, 'b1');
    styled.StyleSheet.prototype.clearRules.call(styled.mainSheet, 'elsewhere');
    expect(cleared).toEqual(['elsewhere']);
    expect(cache.keep()).toBe(true);
    expect(Object.keys(JSON.parse(storage.getItem(STYLE_CACHE_KEY)!).groups)).toEqual(['kept']);
  });

  it('writes nothing when a cleared component is built again with the same rules', () => {
    // The kit's global style: cleared and inserted again on every visit.
    const { styled } = fakeStyled();
    const storage = createMemoryStorage({ [STYLE_CACHE_KEY]: kept('b1', storedGroups) });
    const setItem = vi.spyOn(storage, 'setItem');
    const cache = startStyleCache(styled, storage, 'b1');
    styled.StyleSheet.prototype.clearRules.call(styled.mainSheet, 'kept');
    for (const [i, name] of storedGroups.kept.names.entries())
      styled.StyleSheet.prototype.insertRules.call(styled.mainSheet, 'kept', name, [
        storedGroups.kept.rules[i]!,
      ]);
    expect(cache.keep()).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('keeps nothing past its size, and nothing when the quota is full', () => {
    const { styled } = fakeStyled();
    const storage = createMemoryStorage({ [STYLE_CACHE_KEY]: kept('b1', storedGroups) });
    const cache = startStyleCache(styled, storage, 'b1');
    styled.StyleSheet.prototype.insertRules.call(styled.mainSheet, 'big', 'b', [
      `.b{content:"${'x'.repeat(STYLE_CACHE_MAX_CHARS)}";}`,
    ]);
    expect(cache.keep()).toBe(false);
    expect(storage.getItem(STYLE_CACHE_KEY) !== null).toBe(false);

    const full = createMemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const { styled: other } = fakeStyled();
    const second = startStyleCache(other, full, 'b1');
    other.StyleSheet.prototype.insertRules.call(other.mainSheet, 'a', 'a1', ['.a1{top:0;}']);
    expect(second.keep()).toBe(false);
  });
});

describe('keepOnIdleAndHide', () => {
  it('keeps after the next frame once idle, and each time the page is hidden', () => {
    const keep = vi.fn(() => true);
    let frame: FrameRequestCallback = () => undefined;
    let idle: IdleRequestCallback = () => undefined;
    let visibility: DocumentVisibilityState = 'visible';
    const listeners: Array<() => void> = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => ((frame = callback), 1),
      setTimeout: (callback: () => void) => (callback(), 1),
      requestIdleCallback: (callback: IdleRequestCallback) => ((idle = callback), 1),
      document: {
        get visibilityState() {
          return visibility;
        },
        addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
      },
    } as unknown as Window;
    keepOnIdleAndHide(win, { keep });
    expect(keep).not.toHaveBeenCalled();
    frame(0);
    expect(keep).not.toHaveBeenCalled();
    idle({ didTimeout: false, timeRemaining: () => 10 });
    expect(keep).toHaveBeenCalledTimes(1);
    for (const listener of listeners) listener();
    expect(keep).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    for (const listener of listeners) listener();
    expect(keep).toHaveBeenCalledTimes(2);
  });
});
