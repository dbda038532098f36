import { describe, expect, it, vi } from 'vitest';
import { allLocales as resources, preloadedLocales } from '../../../src/i18n/resources/all';
import {
  createI18n,
  localeDirection,
  addKitResources,
  loadLocale,
  isLazyLocale,
  KIT_NAMESPACE,
} from '../../../src/i18n';
import { formatDate, formatNumber, toIsoDate } from '../../../src/kernel/format';
import i18next from 'i18next';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort();
}

describe('translations', () => {
  const en = leaves(resources.en as unknown as Tree);

  it('English has strings', () => {
    expect(en.size).toBeGreaterThan(5);
  });

  for (const locale of ['hi', 'ar'] as const) {
    const other = leaves(resources[locale] as unknown as Tree);
    it(`${locale} has every English key, no extra keys, and no empty strings`, () => {
      expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
      expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
      expect([...other].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    });
    it(`${locale} names the province in its messages with the word of its label`, () => {
      const label = other.get('wizard.fields.province')!;
      for (const key of [
        'validation.billing.provinceRequired',
        'validation.gstin.provinceMismatch',
        'validation.seller.provinceRequired',
      ]) {
        expect(other.get(key), key).toContain(label);
      }
    });
    it(`${locale} keeps every interpolation placeholder`, () => {
      const broken = [...en].filter(
        ([k, v]) => placeholders(v).join() !== placeholders(other.get(k) ?? '').join(),
      );
      expect(broken.map(([k]) => k)).toEqual([]);
    });
  }

  it('creates independent instances', () => {
    const a = createI18n({ lng: 'hi', preloaded: preloadedLocales });
    const b = createI18n();
    expect(a.t('common.close')).toBe('बंद करें');
    expect(b.t('common.close')).toBe('Close');
  });

  it('bundles English only: another locale shows English until its chunk arrives', async () => {
    const i18n = createI18n({ lng: 'hi' });
    expect(i18n.t('common.close')).toBe('Close');
    expect(i18n.hasResourceBundle('hi', KIT_NAMESPACE)).toBe(false);
    await new Promise<void>((resolve) => i18n.loadLanguages('hi', () => resolve()));
    expect(i18n.t('common.close')).toBe('बंद करें');
  });

  it('changeLanguage resolves once the locale is in', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('ar');
    expect(i18n.t('common.close')).toBe('إغلاق');
    await i18n.changeLanguage('ar-EG');
    expect(i18n.t('common.close')).toBe('إغلاق');
  });

  it('loads each shipped locale on demand, and nothing for English or an unknown one', async () => {
    expect(isLazyLocale('hi')).toBe(true);
    expect(isLazyLocale('ar-EG')).toBe(true);
    expect(isLazyLocale('en')).toBe(false);
    expect(await loadLocale('en')).toBeNull();
    expect(await loadLocale('fr')).toBeNull();
    expect((await loadLocale('ar'))?.common.close).toBe('إغلاق');
  });

  it('adds the kit strings to a host instance, loading its locale', async () => {
    const host = i18next.createInstance();
    void host.init({ lng: 'en', resources: {}, initAsync: false });
    addKitResources(host, { hi: preloadedLocales.hi });
    expect(host.t('common.close', { ns: KIT_NAMESPACE })).toBe('Close');
    await host.changeLanguage('hi');
    expect(host.t('common.close', { ns: KIT_NAMESPACE })).toBe('बंद करें');
    await host.changeLanguage('ar');
    await vi.waitFor(() => expect(host.t('common.close', { ns: KIT_NAMESPACE })).toBe('إغلاق'));
  });

  it('knows which locales are right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('ar-EG')).toBe('rtl');
    expect(localeDirection('hi')).toBe('ltr');
    expect(localeDirection('en')).toBe('ltr');
  });

  it('formats through Intl', () => {
    expect(formatNumber(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatNumber(5, 'ar-EG')).toBe('٥');
    expect(
      formatDate('2024-03-05T12:00:00Z', 'en-GB', { dateStyle: 'short', timeZone: 'UTC' }),
    ).toBe('05/03/2024');
    expect(toIsoDate(new Date(2001, 0, 9))).toBe('2001-01-09');
  });
});
