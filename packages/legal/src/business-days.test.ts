import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  countingDaysBetween,
  isBusinessDay,
  isInRecess,
  nextBusinessDay,
  onOrNextBusinessDay,
  whyNotCountingDay,
} from './business-days.ts';
import { courtCalendar } from './courts.ts';

// Holidays: Lei 662/1949 (red. Lei 10.607/2002), Lei 14.759/2023; Easter 2026 = 05/04, so Carnaval
// = 16-17/02 and Sexta-feira da Paixão = 03/04. Counting: CPC arts. 216, 219, 220 and 224.
describe('isBusinessDay', () => {
  it('treats weekends and national holidays as non-business days (CPC art. 216)', () => {
    expect(isBusinessDay('2026-01-03')).toBe(false); // sábado
    expect(isBusinessDay('2025-12-25')).toBe(false); // Natal
    expect(isBusinessDay('2026-04-03')).toBe(false); // Sexta-feira da Paixão
    expect(isBusinessDay('2025-11-20')).toBe(false); // Lei 14.759/2023
    expect(isBusinessDay('2026-02-18')).toBe(true); // Quarta-feira de Cinzas: not a holiday in any calendar here
  });

  it('closes Carnaval in the default forense calendar (CPC art. 216), not in the nacional one', () => {
    expect(isBusinessDay('2026-02-16')).toBe(false);
    expect(isBusinessDay('2026-02-17')).toBe(false);
    expect(isBusinessDay('2026-02-16', { calendar: 'nacional' })).toBe(true);
  });

  it('leaves the recess out of isBusinessDay: courts work, deadlines stop (CPC art. 220)', () => {
    expect(isBusinessDay('2026-01-12')).toBe(true);
    expect(isInRecess('2026-01-12')).toBe(true);
    expect(whyNotCountingDay('2026-01-12')?.kind).toBe('recesso');
    expect(isInRecess('2026-01-21')).toBe(false);
    expect(isInRecess('2025-12-19')).toBe(false);
  });

  it('rejects an impossible date', () => {
    expect(() => isBusinessDay('2025-02-29')).toThrow(RangeError);
  });
});

describe('addBusinessDays', () => {
  it('excludes the start day and skips a weekend', () => {
    expect(addBusinessDays('2025-06-05', 2)).toBe('2025-06-09'); // qui → sex (1), seg (2)
  });

  it('jumps over the recess: one dia útil after 19/12/2025 is 21/01/2026', () => {
    expect(addBusinessDays('2025-12-19', 1)).toBe('2026-01-21');
  });

  it('crosses a year end without the recess when asked (e.g. a rule the suspension does not reach)', () => {
    // 31/12 (1), 01/01 feriado, 02/01 (2), fim de semana, 05/01 (3)
    expect(addBusinessDays('2025-12-30', 3, { suspendRecess: false })).toBe('2026-01-05');
  });

  it('skips Carnaval in the forense calendar', () => {
    // 13/02/2026 sex → 18/02 (1), 19/02 (2); in the nacional calendar 16/02 (1), 17/02 (2)
    expect(addBusinessDays('2026-02-13', 2, { calendar: 'forense' })).toBe('2026-02-19');
    expect(addBusinessDays('2026-02-13', 2, { calendar: 'nacional' })).toBe('2026-02-17');
  });

  it('refuses a negative or fractional number of days', () => {
    expect(() => addBusinessDays('2026-02-13', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-02-13', 1.5)).toThrow(RangeError);
  });

  it('finds the next business day after a long weekend', () => {
    expect(nextBusinessDay('2025-04-17')).toBe('2025-04-22'); // Paixão 18/04, Tiradentes 21/04
  });

  it('keeps a dia útil and extends a day without expediente to the next one (CC art. 132, §1º)', () => {
    expect(onOrNextBusinessDay('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(onOrNextBusinessDay('2026-11-28')).toBe('2026-11-30'); // Saturday → Monday
    // Friday 20/11/2026, Dia Nacional de Zumbi e da Consciência Negra (Lei 14.759/2023) → Monday 23/11.
    expect(onOrNextBusinessDay('2026-11-20')).toBe('2026-11-23');
  });
});

describe('countingDaysBetween (dias úteis left)', () => {
  it('counts the dias úteis after today up to the due day, on the court calendar', () => {
    // Today Mon 06/07/2026, due Fri 17/07/2026 at TJSP: 07, 08 (2), 09-10 closed (Provimento CSM
    // 2.813/2025), 11-12 weekend, 13, 14, 15, 16, 17 (7).
    const tjsp = courtCalendar('TJSP');
    expect(countingDaysBetween('2026-07-06', '2026-07-17', { court: tjsp })).toBe(7);
    // Forense without the court: 07, 08, 09, 10, 13, 14, 15, 16, 17 (9).
    expect(countingDaysBetween('2026-07-06', '2026-07-17')).toBe(9);
  });

  it('is 0 on the due day and after it, and leaves out the 20/12–20/01 suspension (CPC art. 220)', () => {
    expect(countingDaysBetween('2026-07-17', '2026-07-17')).toBe(0);
    expect(countingDaysBetween('2026-07-20', '2026-07-17')).toBe(0);
    // Today Fri 18/12/2026, due Thu 21/01/2027: 19-20 weekend, 21/12–20/01 suspended; 21/01 (1).
    expect(countingDaysBetween('2026-12-18', '2027-01-21')).toBe(1);
  });
});
