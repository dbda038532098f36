import { describe, expect, it } from 'vitest';
import { num, span } from '../../../src/kernel/bounds';
import { RANGES, TEXT_LIMITS } from '../../../src/kernel/rules';

describe('bounds in messages', () => {
  it("writes English bounds exactly as Intl's English does", () => {
    const english = new Intl.NumberFormat('en');
    const bounds = [
      ...TEXT_LIMITS,
      ...Object.values(RANGES).flatMap((range) => [range.min, range.max]),
    ];
    const samples = [0, 1, 12, 999, 1000, 12345, 999999, 1000000, 2 ** 31 - 1, 2 ** 53 - 1];
    for (const value of [...bounds, ...samples]) {
      expect(num('en', value)).toBe(english.format(value));
    }
  });

  it('leaves fractions and negative numbers to Intl', () => {
    expect(num('en', 12.5)).toBe('12.5');
    expect(num('en', -1234)).toBe('-1,234');
    expect(num('en', 1234.5678)).toBe(new Intl.NumberFormat('en').format(1234.5678));
  });

  it('groups Hindi the Indian way and keeps Latin digits in Hindi and Arabic', () => {
    expect(num('hi', 1234567)).toBe('12,34,567');
    expect(num('ar', 1234567)).toMatch(/^1[,٬]234[,٬]567$/);
    expect(span('en', RANGES.purchaseMinimum)).toEqual(['0', '1,000,000,000,000']);
  });
});
