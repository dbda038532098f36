import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatNumber } from '../../../src/kernel/format';

/** Counts the Intl number formatters built while `run` runs. */
function formattersBuilt(run: () => void): number {
  const Original = Intl.NumberFormat;
  let built = 0;
  Intl.NumberFormat = class extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      built += 1;
    }
  } as typeof Intl.NumberFormat;
  try {
    run();
  } finally {
    Intl.NumberFormat = Original;
  }
  return built;
}

describe('formatNumber and formatDate', () => {
  it('formats in the given locale and options', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'hi-u-nu-latn')).toBe('12,34,567');
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
    expect(formatDate('2026-11-26T12:00:00Z', 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Nov 26, 2026',
    );
  });

  it("writes English whole numbers exactly as Intl's English does, without building a formatter", () => {
    const english = new Intl.NumberFormat('en');
    const samples = [0, 1, 12, 999, 1000, 12345, 999999, 1000000, -7, -1234, -1234567];
    const extremes = [2 ** 31 - 1, 2 ** 53 - 1, -(2 ** 53 - 1)];
    let written: string[] = [];
    const built = formattersBuilt(() => {
      written = [...samples, ...extremes].map((value) => formatNumber(value, 'en'));
    });
    expect(built).toBe(0);
    expect(written).toEqual([...samples, ...extremes].map((value) => english.format(value)));
  });

  it('leaves fractions, options and other locales to Intl', () => {
    const built = formattersBuilt(() => {
      expect(formatNumber(1234.5678, 'en')).toBe('1,234.568');
      expect(formatNumber(2 ** 53, 'en')).toBe('9,007,199,254,740,992');
      expect(formatNumber(1234, 'en', { minimumFractionDigits: 1 })).toBe('1,234.0');
      expect(formatNumber(1234, 'en-IN')).toBe('1,234');
    });
    expect(built).toBe(4);
  });
});

describe('formatDay: a calendar day as the reader writes it (issue 46)', () => {
  it('writes English days as India does, dd/mm/yyyy, whatever the wire sent', () => {
    expect(formatDay('1985-07-19', 'en')).toBe('19/07/1985');
    expect(formatDay('1985-07-19T00:00:00.000Z', 'en')).toBe('19/07/1985');
    // A day late in the evening east of UTC is still that day.
    expect(formatDay('1985-07-19T23:30:00+05:30', 'en')).toBe('19/07/1985');
    expect(formatDay(new Date(1985, 6, 19), 'en')).toBe('19/07/1985');
    expect(formatDay('1985-07-19', 'hi')).toBe('19/07/1985');
    expect(formatDay('1985-07-19', 'en-GB')).toBe('19/07/1985');
  });

  it('writes Arabic days in Arabic, day first', () => {
    const arabic = formatDay('1985-07-19', 'ar') ?? '';
    const digits = arabic.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
    expect(digits.replace(/[^0-9/]/g, '')).toBe('19/07/1985');
  });

  it('gives back what it cannot read, and null for nothing', () => {
    expect(formatDay('sometime', 'en')).toBe('sometime');
    expect(formatDay('', 'en')).toBeNull();
    expect(formatDay(null, 'en')).toBeNull();
    expect(formatDay(undefined, 'en')).toBeNull();
  });
});
