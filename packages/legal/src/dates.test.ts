import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  formatBr,
  MONTH_NAMES,
  parseIsoDate,
  saoPauloDay,
  weekday,
  weekdayName,
} from './dates.ts';

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

describe('saoPauloDay', () => {
  it('is the day on the calendar in São Paulo, not in UTC (UTC−3 since 2019, Decreto 9.772/2019)', () => {
    // 01:30 UTC on 10/03/2026 is 22:30 on 09/03 in Brasília time.
    expect(saoPauloDay(new Date('2026-03-10T01:30:00Z'))).toBe('2026-03-09');
    expect(saoPauloDay(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(saoPauloDay(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });

  it('follows the summer time of the years that had it (Decreto 9.242/2017: 15/10/2017 to 18/02/2018)', () => {
    // UTC−2 in January 2018: midnight in São Paulo was 02:00 UTC.
    expect(saoPauloDay(new Date('2018-01-10T01:59:00Z'))).toBe('2018-01-09');
    expect(saoPauloDay(new Date('2018-01-10T02:00:00Z'))).toBe('2018-01-10');
  });
});

describe('MONTH_NAMES', () => {
  it('writes the months as Portuguese dates do, January first', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('janeiro');
    expect(MONTH_NAMES[2]).toBe('março');
    expect(MONTH_NAMES[11]).toBe('dezembro');
  });
});
