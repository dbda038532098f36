import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, so each test starts with no kept formatter. */
const load = async () => {
  vi.resetModules();
  return import('../../../src/kernel/format');
};

const realNumberFormat = Intl.NumberFormat;
const realDateTimeFormat = Intl.DateTimeFormat;

/** Counts the formatters built through `Intl[name]` from now on. */
function countBuilds(name: 'NumberFormat' | 'DateTimeFormat') {
  const count = { times: 0 };
  const real = name === 'NumberFormat' ? realNumberFormat : realDateTimeFormat;
  Object.defineProperty(Intl, name, {
    configurable: true,
    writable: true,
    value: new Proxy(real, {
      construct(target, args: unknown[]) {
        count.times += 1;
        return Reflect.construct(target, args) as object;
      },
    }),
  });
  return count;
}

afterEach(() => {
  Intl.NumberFormat = realNumberFormat;
  Intl.DateTimeFormat = realDateTimeFormat;
});

describe('formatNumber and formatDate', () => {
  it('formats in the given locale and options', async () => {
    const { formatNumber, formatDate } = await load();
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'hi-u-nu-latn')).toBe('12,34,567');
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
    expect(formatDate('2026-11-26T12:00:00Z', 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Nov 26, 2026',
    );
  });

  it('builds one number formatter per locale and options, however often it formats', async () => {
    const { formatNumber } = await load();
    const built = countBuilds('NumberFormat');
    for (let i = 0; i < 50; i += 1) formatNumber(i, 'en');
    expect(built.times).toBe(1);
    formatNumber(1, 'ar-u-nu-latn');
    formatNumber(1, 'en', { maximumFractionDigits: 0 });
    formatNumber(2, 'en', { maximumFractionDigits: 0 });
    expect(built.times).toBe(3);
    // Options that differ give their own formatter, not another's.
    expect(formatNumber(1.25, 'en', { maximumFractionDigits: 1 })).toBe('1.3');
    expect(formatNumber(1.25, 'en', { maximumFractionDigits: 2 })).toBe('1.25');
  });

  it('keeps one date formatter per locale and options', async () => {
    const { formatDate } = await load();
    const built = countBuilds('DateTimeFormat');
    formatDate(new Date(2026, 0, 2), 'en');
    formatDate(new Date(2026, 0, 3), 'en');
    expect(built.times).toBe(1);
  });

  it('keeps a bounded number of formatters and stays right past the bound', async () => {
    const { formatNumber } = await load();
    const built = countBuilds('NumberFormat');
    for (let digits = 0; digits <= 20; digits += 1) {
      for (const locale of ['en', 'hi-u-nu-latn', 'ar-u-nu-latn', 'fr']) {
        formatNumber(1, locale, { minimumFractionDigits: digits });
      }
    }
    expect(built.times).toBe(84);
    // The first ones were dropped when the table filled: asked again, they are built again.
    formatNumber(1, 'en', { minimumFractionDigits: 0 });
    expect(built.times).toBe(85);
    expect(formatNumber(1, 'en', { minimumFractionDigits: 2 })).toBe('1.00');
  });
});
