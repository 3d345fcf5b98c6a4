import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { describe, expect, it } from 'vitest';
import { easterSunday } from './easter.ts';
import { allHolidaysOf, holidayOn, holidaysOf, reducedHoursOn } from './holidays.ts';

describe('easterSunday', () => {
  // Dates of Easter published in ecclesiastical calendars (e.g. the CNBB liturgical calendar).
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('puts Easter %i on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('agrees with the Sexta-feira Santa of @brazilian-utils for 1900-2099', () => {
    for (let year = 1900; year <= 2099; year++) {
      const friday = getHolidays(year).find((h) => h.name === 'Sexta-feira Santa');
      const d = friday?.date;
      const fromLib = d
        ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
        : '';
      expect(holidaysOf(year).find((h) => h.category === 'feriado-religioso')?.date).toBe(fromLib);
    }
  });
});

describe('holidaysOf', () => {
  it('lists the 2025 national calendar: 9 dates of Lei 662/1949, 6.802/1980, 14.759/2023, Good Friday and elections', () => {
    // Lei 662/1949 (red. Lei 10.607/2002), Lei 6.802/1980, Lei 14.759/2023; Easter 2025 = 20/04.
    expect(holidaysOf(2025, { calendar: 'nacional' }).map((h) => h.date)).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-09-07',
      '2025-10-12',
      '2025-11-02',
      '2025-11-15',
      '2025-11-20',
      '2025-12-25',
    ]);
  });

  it('closes Carnaval by default: the forense calendar is the default (CPC art. 216)', () => {
    expect(holidayOn('2026-02-16')?.name).toBe('Segunda-feira de Carnaval');
  });

  it('has no national 20 November before Lei 14.759/2023 took effect (2024)', () => {
    expect(holidayOn('2023-11-20')).toBeUndefined();
    expect(holidayOn('2024-11-20')?.basis).toContain('Lei 14.759/2023');
  });

  it('adds Carnaval and Corpus Christi only in the forense calendar (Easter 2026 = 05/04)', () => {
    expect(holidayOn('2026-02-16', 'nacional')).toBeUndefined();
    expect(holidayOn('2026-02-16', 'forense')).toMatchObject({
      name: 'Segunda-feira de Carnaval',
      category: 'forense',
    });
    expect(holidayOn('2026-02-17', 'forense')?.name).toBe('Terça-feira de Carnaval');
    expect(holidayOn('2026-06-04', 'forense')?.name).toBe('Corpus Christi');
  });

  it('adds Lei 5.010/1966 art. 62 days in the justica-federal calendar', () => {
    expect(holidayOn('2026-04-01', 'justica-federal')?.name).toBe('Quarta-feira Santa');
    expect(holidayOn('2026-08-11', 'justica-federal')?.basis).toContain('art. 62');
    expect(holidayOn('2026-01-05', 'justica-federal')?.name).toBe('Recesso da Justiça Federal');
    expect(holidayOn('2026-08-11', 'forense')).toBeUndefined();
  });

  it('marks the election Sundays of even years (CF arts. 28 and 77: first and last Sunday of October)', () => {
    const elections = holidaysOf(2026)
      .filter((h) => h.category === 'eleicao')
      .map((h) => h.date);
    expect(elections).toEqual(['2026-10-04', '2026-10-25']);
    expect(holidaysOf(2025).some((h) => h.category === 'eleicao')).toBe(false);
  });

  it('labels unverified rules as such', () => {
    const carnaval = allHolidaysOf(2026).find((h) => h.name === 'Segunda-feira de Carnaval');
    expect(carnaval?.verification).toBe('knowledge_unverified');
  });

  it('refuses years the holiday tables do not cover', () => {
    expect(() => holidaysOf(1899)).toThrow(RangeError);
    expect(() => holidaysOf(2201)).toThrow(RangeError);
  });

  it('covers the end of a ten-year period counted from the last date a form accepts (31/12/2100)', () => {
    expect(holidaysOf(2110).map((h) => h.date)).toContain('2110-12-25');
    expect(holidaysOf(2200).map((h) => h.date)).toContain('2200-09-07');
  });
});

describe('reducedHoursOn', () => {
  it('knows Ash Wednesday as a day of reduced expediente in court calendars (CPC art. 224 § 1º)', () => {
    // Easter 2026 = 05/04; 46 days earlier: 05/03 − 15 = 18/02/2026, Quarta-feira de Cinzas.
    expect(reducedHoursOn('2026-02-18')?.name).toMatch(/Cinzas/);
    expect(reducedHoursOn('2026-02-18', 'trabalhista')).toBeDefined();
    expect(reducedHoursOn('2026-02-19')).toBeUndefined();
    // Not a holiday: a dia útil with a late opening.
    expect(holidayOn('2026-02-18')).toBeUndefined();
    // The continuous criminal count has no such rule (CPP art. 798 § 3º speaks of Sundays and holidays only).
    expect(reducedHoursOn('2026-02-18', 'criminal')).toBeUndefined();
  });
});
