import { useCallback, useMemo } from 'react';
import { useSettings } from '../../api/context';
import { useControllableState } from '../../components/common/useControllableState';

/** The bookmarked paths kept in the settings store (`bookmarks`, a JSON list). */
export function readBookmarks(stored: string | undefined): string[] {
  if (!stored) return [];
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds `path` when it is not bookmarked, removes it when it is (docs/behaviour.md, "States and transitions"). */
export function toggleBookmark(list: readonly string[], path: string): string[] {
  return list.includes(path) ? list.filter((p) => p !== path) : [...list, path];
}

/**
 * The bookmarks: the host's (`value` + `onChange`) or, by default, the settings store's, so they
 * survive a reload.
 */
export function useBookmarks(
  value: string[] | undefined,
  onChange: ((bookmarks: string[]) => void) | undefined,
): [string[], (path: string) => void] {
  const { settings, store } = useSettings();
  const stored = useMemo(() => readBookmarks(settings.bookmarks), [settings.bookmarks]);
  const [list, setList] = useControllableState<string[]>({
    value: value ?? (onChange ? undefined : stored),
    defaultValue: [],
    onChange: (next) => {
      if (value === undefined && !onChange) store.set({ bookmarks: JSON.stringify(next) });
      onChange?.(next);
    },
  });
  const toggle = useCallback((path: string) => setList((l) => toggleBookmark(l, path)), [setList]);
  return [list, toggle];
}
