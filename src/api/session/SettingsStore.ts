import { defaultStorage, type KeyValueStorage } from './storage';

/** docs/behaviour.md, "Entities" storage keys for the look of the back-office. */
export const SETTINGS_KEYS = [
  'color',
  'layoutVersion',
  'layout_type',
  'primary_color',
  'secondary_color',
  // The chrome's customizer and bookmarks (docs/behaviour.md, "Chrome states").
  'mix_layout',
  'sidebar_type',
  'sidebar_setting',
  'sidebar_background',
  'bookmarks',
] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];
export type StoredSettings = Partial<Record<SettingsKey, string>>;

export interface SettingsStore {
  get(): StoredSettings;
  set(patch: StoredSettings): StoredSettings;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const VALIDATORS: Record<SettingsKey, (v: string) => boolean> = {
  color: (v) => /^color-[1-6]$/.test(v),
  layoutVersion: (v) =>
    /^(light|dark-only|light-only|default|dark-body-only|dark-sidebar-body-mix|dark-header-sidebar-mix)$/.test(
      v,
    ),
  layout_type: (v) => v === 'ltr' || v === 'rtl',
  primary_color: (v) => /^#[0-9a-fA-F]{6}$/.test(v),
  secondary_color: (v) => /^#[0-9a-fA-F]{6}$/.test(v),
  mix_layout: (v) =>
    /^(light-only|default|dark-body-only|dark-sidebar-body-mix|dark-header-sidebar-mix|dark-only)$/.test(
      v,
    ),
  sidebar_type: (v) => v === 'default' || v === 'compact' || v === 'compact-icon',
  sidebar_setting: (v) => /^(default|border|iconcolor)-sidebar$/.test(v),
  sidebar_background: (v) =>
    /^((dark|light|color[1-5])-sidebar|sidebar-pattern[1-6]|sidebar-img[1-6])$/.test(v),
  bookmarks: isPathList,
};

/** `bookmarks` holds a JSON array of the bookmarked menu paths. */
function isPathList(value: string): boolean {
  try {
    const list: unknown = JSON.parse(value);
    return (
      Array.isArray(list) &&
      list.length <= 100 &&
      list.every((p) => typeof p === 'string' && p.length > 0 && p.length <= 500)
    );
  } catch {
    return false;
  }
}

/** The customizer's stored settings; unknown or corrupt values are dropped on read. */
export function createSettingsStore(storage: KeyValueStorage = defaultStorage()): SettingsStore {
  const listeners = new Set<() => void>();
  let snapshot: StoredSettings | undefined;
  const read = (): StoredSettings => {
    if (snapshot) return snapshot;
    const out: StoredSettings = {};
    for (const key of SETTINGS_KEYS) {
      const value = storage.getItem(key);
      if (value == null) continue;
      if (VALIDATORS[key](value)) out[key] = value;
      else storage.removeItem(key);
    }
    snapshot = out;
    return out;
  };
  return {
    get: read,
    set(patch) {
      for (const key of SETTINGS_KEYS) {
        const value = patch[key];
        if (value === undefined) continue;
        if (!VALIDATORS[key](value))
          throw new Error(`Invalid value for setting "${key}": ${value}`);
        storage.setItem(key, value);
      }
      snapshot = undefined;
      listeners.forEach((l) => l());
      return read();
    },
    clear() {
      SETTINGS_KEYS.forEach((key) => storage.removeItem(key));
      snapshot = undefined;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
