import { describe, expect, it } from 'vitest';
import {
  calendarDayBefore,
  dobBounds,
  dobProblem,
  isIsoDay,
  isoDay,
} from '../../../src/validation';

describe('date-of-birth bounds', () => {
  it('are exactly 18 years and 122 years 6 months before today', () => {
    expect(dobBounds(new Date(Date.UTC(2025, 5, 15)))).toEqual({
      min: '1902-12-15',
      max: '2007-06-15',
    });
    expect(dobBounds(new Date(Date.UTC(2025, 0, 1, 23, 59)))).toEqual({
      min: '1902-07-01',
      max: '2007-01-01',
    });
  });

  it('count UTC calendar days, as the server does, whatever the local time zone', () => {
    // 23:30 on 1 January in New York is already 2 January in UTC.
    expect(dobBounds(new Date('2025-01-01T23:30:00-05:00'))).toEqual({
      min: '1902-07-02',
      max: '2007-01-02',
    });
    expect(dobProblem('2007-01-02', new Date('2025-01-01T23:30:00-05:00'))).toBeNull();
    expect(dobProblem('2007-01-03', new Date('2025-01-01T23:30:00-05:00'))).toBe('too-young');
    expect(dobProblem('1902-07-01', new Date('2025-01-01T23:30:00-05:00'))).toBe('too-old');
  });

  it('clamp to the last day of a shorter month', () => {
    // 18 years before 29 Feb 2024: 28 Feb 2006 (someone born 1 Mar 2006 is still 17).
    expect(calendarDayBefore(new Date(Date.UTC(2024, 1, 29)), 18)).toBe('2006-02-28');
    // 6 months before 31 Aug: 28/29 Feb.
    expect(calendarDayBefore(new Date(Date.UTC(2025, 7, 31)), 122, 6)).toBe('1903-02-28');
    expect(calendarDayBefore(new Date(Date.UTC(2026, 7, 31)), 122, 6)).toBe('1904-02-29');
  });

  it('read and write yyyy-MM-dd days', () => {
    expect(isoDay(new Date(2003, 8, 7))).toBe('2003-09-07');
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2023-13-01')).toBe(false);
    expect(isIsoDay('2023-1-01')).toBe(false);
  });
});
