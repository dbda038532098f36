import { describe, expect, it } from 'vitest';
import { createDraftStore } from '../../../../src/api/session/DraftStore';
import { createMemoryStorage } from '../../../../src/api/session/storage';

describe('createDraftStore', () => {
  it('keeps a draft with the time it was written, and removes it', () => {
    const storage = createMemoryStorage();
    const drafts = createDraftStore(storage);
    drafts.set('acme/7/company/billing', { billing_zip: '5600' }, 1000);
    expect(drafts.get('acme/7/company/billing')).toEqual({
      values: { billing_zip: '5600' },
      savedAt: 1000,
    });
    expect(Object.keys(storage.snapshot())).toEqual(['sfo-draft:acme/7/company/billing']);
    drafts.remove('acme/7/company/billing');
    expect(drafts.get('acme/7/company/billing')).toBeNull();
  });

  it('reads corrupt or foreign entries as absent', () => {
    const storage = createMemoryStorage({ 'sfo-draft:a': '{not json', 'sfo-draft:b': '{"x":1}' });
    const drafts = createDraftStore(storage);
    expect(drafts.get('a')).toBeNull();
    expect(drafts.get('b')).toBeNull();
  });

  it('does not throw when the storage is full', () => {
    const drafts = createDraftStore({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(() => drafts.set('k', { a: 1 })).not.toThrow();
  });

  it("defaults to the tab's sessionStorage", () => {
    const drafts = createDraftStore();
    drafts.set('k', { a: 1 }, 5);
    expect(window.sessionStorage.getItem('sfo-draft:k')).toBe('{"values":{"a":1},"savedAt":5}');
    drafts.remove('k');
  });
});
