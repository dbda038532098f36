import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../../src/kernel/format';

describe('formatNumber and formatDate', () => {
  it('formats in the given locale and options', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'hi-u-nu-latn')).toBe('12,34,567');
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
    expect(formatDate('2026-11-26T12:00:00Z', 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Nov 26, 2026',
    );
  });
});
