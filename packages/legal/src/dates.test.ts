import { describe, expect, it } from 'vitest';
import { addCalendarDays, formatBr, parseIsoDate, weekday, weekdayName } from './dates.ts';

describe('dates', () => {
  it('refuses impossible dates (2025 is not a leap year; 2024 is)', () => {
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('22/11/2026')).toBeUndefined();
  });

  it('knows the weekday (22/11/2026 is a Sunday, 01/01/2028 a Saturday)', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekdayName('2028-01-01')).toBe('sábado');
  });

  it('adds calendar days across months and years', () => {
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('writes dates the Brazilian way', () => {
    expect(formatBr('2026-02-05')).toBe('05/02/2026');
  });
});
