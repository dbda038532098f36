import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../../src/api/session/storage';
import { createSessionStore, SESSION_KEYS } from '../../../../src/api/session/SessionStore';
import { createSettingsStore } from '../../../../src/api/session/SettingsStore';
import { tenantFromHost } from '../../../../src/kernel/tenant';
import type { SignInRecord } from '../../../../src/api/types';

const record: SignInRecord = {
  user_id: 7,
  username: 'asha',
  first_name: 'Asha',
  last_name: 'Rao',
  kind: 'company',
  pw_changed: false,
  company_po_id: 1,
};

describe('SessionStore', () => {
  it('keeps the sign-in record under the spec keys', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.signIn(record);
    expect(storage.snapshot()).toMatchObject({
      username: 'asha',
      user_id: '7',
      first_name: 'Asha',
      last_name: 'Rao',
    });
    expect(JSON.parse(storage.getItem('user')!)).toEqual(record);
    expect(store.get()?.user).toEqual(record);
  });

  it('returns the same snapshot object until something changes (useSyncExternalStore safe)', () => {
    const store = createSessionStore(createMemoryStorage());
    store.signIn(record);
    expect(store.get()).toBe(store.get());
    const before = store.get();
    store.update({ pw_changed: true });
    expect(store.get()).not.toBe(before);
    expect(store.get()?.user.pw_changed).toBe(true);
  });

  it('sign-out clears every key and notifies', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn(record);
    store.setUserDetails({ first_name: 'Asha', phone: '98' });
    store.signOut();
    for (const key of SESSION_KEYS) expect(storage.getItem(key)).toBeNull();
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('discards corrupt JSON instead of crashing', () => {
    const storage = createMemoryStorage({ user: '{not json', userDetails: '[' });
    const store = createSessionStore(storage);
    expect(store.get()).toBeNull();
    expect(storage.getItem('user')).toBeNull();
  });

  it('ignores a stored user of the wrong shape', () => {
    const store = createSessionStore(createMemoryStorage({ user: '"just a string"' }));
    expect(store.get()).toBeNull();
  });

  it('update without a session does nothing', () => {
    expect(createSessionStore(createMemoryStorage()).update({ pw_changed: true })).toBeNull();
  });
});

describe('SettingsStore', () => {
  it('stores the customizer keys and drops invalid stored values', () => {
    const storage = createMemoryStorage({
      color: 'color-9',
      layout_type: 'rtl',
      primary_color: 'red',
    });
    const store = createSettingsStore(storage);
    expect(store.get()).toEqual({ layout_type: 'rtl' });
    expect(storage.getItem('color')).toBeNull();
    store.set({ color: 'color-3', layoutVersion: 'dark-only', primary_color: '#8e24aa' });
    expect(store.get()).toEqual({
      layout_type: 'rtl',
      color: 'color-3',
      layoutVersion: 'dark-only',
      primary_color: '#8e24aa',
    });
  });

  it('refuses to write an invalid value', () => {
    const store = createSettingsStore(createMemoryStorage());
    expect(() => store.set({ layout_type: 'up' })).toThrow(/layout_type/);
  });

  it('clear removes every key', () => {
    const storage = createMemoryStorage();
    const store = createSettingsStore(storage);
    store.set({ color: 'color-2' });
    store.clear();
    expect(store.get()).toEqual({});
  });
});

describe('tenantFromHost', () => {
  it.each([
    ['acme.example.com', 'acme'],
    ['acme.localhost', 'acme'],
    ['GLOBEX.localhost:5173', 'globex'],
    ['shop-1.back.office.in', 'shop-1'],
    ['localhost', null],
    ['127.0.0.1', null],
    ['[::1]', null],
    ['', null],
    ['-bad.example.com', null],
  ])('%s → %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });
});
