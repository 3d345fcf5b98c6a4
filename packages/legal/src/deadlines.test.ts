import { describe, expect, it } from 'vitest';
import { computeDeadline } from './deadlines.ts';

// Expected dates worked by hand from the law and the calendar, day by day in each test:
// CPC arts. 216, 219, 220, 224 and 231, IX; CPP arts. 798 and 798-A; CLT arts. 775 and 775-A;
// Lei 9.099/1995 art. 12-A; Lei 5.010/1966 art. 62; Lei 11.419/2006 arts. 4º and 5º; Súmula 310 STF;
// holidays by Lei 662/1949, 6.802/1980 and 14.759/2023.
// Calendars used: Easter 2025 = 20/04; Easter 2026 = 05/04, so Carnaval = Mon 16 and Tue 17/02/2026,
// Ash Wednesday = 18/02/2026, Quarta/Quinta Santa = 01-02/04, Paixão = Fri 03/04, Corpus Christi =
// Thu 04/06/2026. 01/02/2026 and 01/11/2026 are Sundays; 01/01/2027 is a Friday.
type Step = { kind: string; date: string; reason?: string };
const skippedDates = (trail: Step[]) => trail.filter((s) => s.kind === 'pulado').map((s) => s.date);
const skippedHolidays = (trail: Step[]) =>
  trail.filter((s) => s.kind === 'pulado' && s.reason !== 'fim-de-semana').map((s) => s.date);

describe('calendars', () => {
  it('CPC art. 216: the default calendar is forense, with Carnaval Monday and Tuesday closed', () => {
    // DJEN disponibilização Fri 13/02/2026; 14-15 weekend, 16-17 Carnaval → publicação Wed 18/02;
    // count from Thu 19/02: 19 (1), 20 (2), 23 (3), 24 (4), 25 (5).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-02-13' },
    });
    expect(d.calendar).toBe('forense');
    expect(d.startDate).toBe('2026-02-18');
    expect(d.dueDate).toBe('2026-02-25');
    expect(skippedHolidays(d.trail)).toEqual(['2026-02-16', '2026-02-17']);
  });

  it('CPC art. 224 § 1º: Ash Wednesday pushes the first day of the count', () => {
    // Event Fri 13/02/2026 (dia do começo, excluded); 14-15 weekend, 16-17 Carnaval; 18/02 opens late,
    // so the count starts Thu 19/02: 19 (1), 20 (2), 23 (3), 24 (4), 25 (5).
    const d = computeDeadline({ kind: 'dias-uteis', days: 5, trigger: { type: 'evento', on: '2026-02-13' } });
    expect(d.firstCountedDay).toBe('2026-02-19');
    expect(d.dueDate).toBe('2026-02-25');
    const ash = d.trail.find((s) => s.date === '2026-02-18');
    expect(ash).toMatchObject({
      kind: 'pulado',
      reason: 'expediente-reduzido',
      basis: expect.stringContaining('224, § 1º'),
    });
  });

  it('CPC art. 224 § 1º: Ash Wednesday pushes the due day, but counts as an ordinary day in between', () => {
    // Event Tue 10/02/2026: 11 (1), 12 (2), 13 (3), [14-15 weekend, 16-17 Carnaval], 18 (4).
    // 4 days would end on Ash Wednesday → moved to Thu 19/02. 5 days: 18 counts (4), 19 (5).
    const four = computeDeadline({
      kind: 'dias-uteis',
      days: 4,
      trigger: { type: 'evento', on: '2026-02-10' },
    });
    expect(four.dueDate).toBe('2026-02-19');
    const five = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'evento', on: '2026-02-10' },
    });
    expect(five.dueDate).toBe('2026-02-19');
    expect(five.skipped.reducedHoursDays).toBe(0);
  });

  it('nacional calendar: Carnaval and Ash Wednesday count as dias úteis, with a note in the trail', () => {
    // Event Fri 13/02/2026: 16 (1), 17 (2), 18 (3), 19 (4), 20 (5).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'evento', on: '2026-02-13' },
      calendar: 'nacional',
    });
    expect(d.dueDate).toBe('2026-02-20');
    const notes = d.trail
      .filter((s) => s.kind === 'observacao' && s.date !== '2026-02-13')
      .map((s) => s.date);
    expect(notes).toEqual(['2026-02-16', '2026-02-17']);
  });

  it('Lei 5.010/1966 art. 62: the federal calendar closes Wednesday and Thursday of Holy Week', () => {
    // Event Tue 31/03/2026. Federal: 01/04 and 02/04 (art. 62, II), 03/04 Paixão, 04-05 weekend;
    // 06 (1), 07 (2), 08 (3). Forense: 01 (1), 02 (2), 03 Paixão, weekend, 06 (3).
    const federal = computeDeadline({
      kind: 'dias-uteis',
      days: 3,
      trigger: { type: 'evento', on: '2026-03-31' },
      calendar: 'justica-federal',
    });
    expect(federal.dueDate).toBe('2026-04-08');
    expect(skippedHolidays(federal.trail)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03']);
    const forense = computeDeadline({
      kind: 'dias-uteis',
      days: 3,
      trigger: { type: 'evento', on: '2026-03-31' },
    });
    expect(forense.dueDate).toBe('2026-04-06');
  });

  it('CLT arts. 775 and 775-A: labour deadlines in dias úteis, suspended from 20/12 to 20/01', () => {
    // Recurso ordinário, 8 days (CLT art. 895), event Thu 17/12/2026: 18/12 (1); 19-20 weekend and
    // 20/12–20/01 suspended; Thu 21/01/2027 (2), 22 (3), 25 (4), 26 (5), 27 (6), 28 (7), 29 (8).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 8,
      trigger: { type: 'evento', on: '2026-12-17' },
      calendar: 'trabalhista',
    });
    expect(d.dueDate).toBe('2027-01-29');
    expect(d.trail.find((s) => s.date === '2027-01-12')?.basis).toContain('CLT, art. 775-A');
    expect(d.trail[0]?.description).toContain('Justiça do Trabalho');
    expect(d.trail.find((s) => s.kind === 'inicio')?.basis).toBe('CLT, art. 775, caput');
  });

  it('Lei 9.099/1995 art. 12-A: juizados count dias úteis only', () => {
    // Recurso inominado, 10 days (art. 42), event Mon 01/06/2026: 02 (1), 03 (2), 04 Corpus Christi,
    // 05 (3), 08 (4), 09 (5), 10 (6), 11 (7), 12 (8), 15 (9), 16 (10).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 10,
      trigger: { type: 'evento', on: '2026-06-01' },
      calendar: 'juizados',
    });
    expect(d.dueDate).toBe('2026-06-16');
    expect(d.trail.at(-1)?.basis).toContain('Lei 9.099/1995, art. 12-A');
  });
});

describe('criminal calendar', () => {
  it('CPP art. 798: continuous days, weekends and holidays included; an end on Sunday moves to the next dia útil', () => {
    // Intimação Tue 10/11/2026, 5 days (CPP art. 593): 11 (1), 12 (2), 13 (3), Sat 14 (4),
    // Sun 15 Proclamação da República (5) → § 3º: Mon 16/11. In dias úteis it would be 17/11.
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'evento', on: '2026-11-10' },
      calendar: 'criminal',
    });
    expect(d.counting).toBe('dias-corridos');
    expect(d.dueDate).toBe('2026-11-16');
    expect(skippedDates(d.trail)).toEqual(['2026-11-15']);
  });

  it('Súmula 310 STF: an intimação on Friday starts the count on Monday', () => {
    // Intimação Fri 06/11/2026, 5 days: Mon 09 (1), 10 (2), 11 (3), 12 (4), 13 (5).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'evento', on: '2026-11-06' },
      calendar: 'criminal',
    });
    expect(d.firstCountedDay).toBe('2026-11-09');
    expect(d.dueDate).toBe('2026-11-13');
  });

  it('CPP art. 798-A: suspended from 20/12 to 20/01, unless the law keeps it running (réu preso)', () => {
    // Intimação Tue 15/12/2026, 10 days: 16 (1), 17 (2), 18 (3), Sat 19 (4); 20/12–20/01 suspended;
    // Thu 21/01/2027 (5), 22 (6), 23 (7), 24 (8), 25 (9), Tue 26 (10).
    const suspended = computeDeadline({
      kind: 'dias-uteis',
      days: 10,
      trigger: { type: 'evento', on: '2026-12-15' },
      calendar: 'criminal',
    });
    expect(suspended.dueDate).toBe('2027-01-26');
    // Réu preso (art. 798-A, I): 16 (1) … 25 (10), Natal (Fri) → 26-27 weekend → Mon 28/12.
    const running = computeDeadline({
      kind: 'dias-uteis',
      days: 10,
      trigger: { type: 'evento', on: '2026-12-15' },
      calendar: 'criminal',
      suspendRecess: false,
    });
    expect(running.dueDate).toBe('2026-12-28');
  });

  it('CPP art. 351: refuses a citação through the Domicílio Judicial Eletrônico', () => {
    expect(() =>
      computeDeadline({
        kind: 'dias-uteis',
        days: 10,
        trigger: { type: 'citacao-domicilio', confirmedOn: '2026-03-02' },
        calendar: 'criminal',
      }),
    ).toThrow(/CPP, art. 351/);
  });
});

describe('double time', () => {
  it('CPC art. 183: doubles the days of the Fazenda Pública and names the reason', () => {
    // 15 × 2 = 30 dias úteis from Mon 02/03/2026: March 03-06 (4), 09-13 (9), 16-20 (14), 23-27 (19),
    // 30-31 (21); April 01 (22), 02 (23), 03 Paixão, 06 (24), 07 (25), 08 (26), 09 (27), 10 (28),
    // 13 (29), 14 (30).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 15,
      trigger: { type: 'evento', on: '2026-03-02' },
      doubleTime: 'fazenda-publica',
    });
    expect(d.businessDays).toBe(30);
    expect(d.dueDate).toBe('2026-04-14');
    expect(d.doubleTime?.basis).toBe('CPC, art. 183');
    // § 2º: no doubling where the law sets the entity's own time — said, since the engine cannot know.
    expect(d.trail.some((s) => s.kind === 'observacao' && s.description.includes('prazo próprio'))).toBe(
      true,
    );
  });

  it('CPC art. 186 and LC 80/1994: the Defensoria keeps double time in a criminal case', () => {
    // Intimação Tue 10/11/2026, 5 × 2 = 10 continuous days: 11 (1) … 20 (10), Fri 20/11 is
    // Consciência Negra (Lei 14.759/2023), 21-22 weekend → Mon 23/11.
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'evento', on: '2026-11-10' },
      calendar: 'criminal',
      doubleTime: 'defensoria-publica',
    });
    expect(d.dueDate).toBe('2026-11-23');
    expect(d.doubleTime?.basis).toContain('LC 80/1994');
  });

  it('OJ 310 SBDI-1 TST: refuses CPC art. 229 double time in the labour court', () => {
    expect(() =>
      computeDeadline({
        kind: 'dias-uteis',
        days: 8,
        trigger: { type: 'evento', on: '2026-03-02' },
        calendar: 'trabalhista',
        doubleTime: 'litisconsortes-autos-fisicos',
      }),
    ).toThrow(/OJ 310/);
  });
});

describe('starts', () => {
  it('CPC art. 224 §§ 2º-3º: DJEN publication on the next dia útil, count from the one after it', () => {
    // Disponibilização Thu 19/11/2026; 20/11 Consciência Negra, 21-22 weekend → publicação Mon 23/11;
    // count from Tue 24/11: 24 (1), 25 (2), 26 (3), 27 (4), 30 (5), 01/12 (6), 02 (7), 03 (8), 04 (9),
    // 07 (10), 08 (11), 09 (12), 10 (13), 11 (14), 14 (15).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 15,
      trigger: { type: 'djen', availableOn: '2026-11-19' },
    });
    expect(d.startDate).toBe('2026-11-23');
    expect(d.firstCountedDay).toBe('2026-11-24');
    expect(d.dueDate).toBe('2026-12-14');
  });

  it('CPC art. 220: suspends the count over Christmas, New Year and the 20/12–20/01 recess', () => {
    // Disponibilização Thu 18/12/2025 → publicação Fri 19/12; 20/12 to 20/01 suspended; first day
    // Wed 21/01/2026; 15 dias úteis: 21, 22, 23, 26-30/01, 02-06/02, 09, 10/02 → 10/02/2026.
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 15,
      trigger: { type: 'djen', availableOn: '2025-12-18' },
    });
    expect(d.startDate).toBe('2025-12-19');
    expect(d.firstCountedDay).toBe('2026-01-21');
    expect(d.dueDate).toBe('2026-02-10');
    // weekends 20/12–10/02: 4 in Dec, 9 in Jan, 3 in Feb; recess weekdays minus 25/12 and 01/01: 7 + 13
    expect(d.skipped).toMatchObject({ weekendDays: 16, holidays: 2, recessDays: 20 });
    expect(d.trail.find((s) => s.date === '2025-12-25')?.basis).toContain('Lei 662/1949');
    expect(d.trail.find((s) => s.date === '2026-01-12')?.basis).toContain('CPC, art. 220');
  });

  it('CPC art. 231, IX: a citação confirmed in the Domicílio starts on the 5th dia útil after confirmation', () => {
    // Confirmed Mon 02/06/2025: 03, 04, 05, 06, 09 → dia do começo Mon 09/06 (excluded, CPC art. 224);
    // 15 days from 10/06: 10, 11, 12, 13, 16, 17, 18, [19 Corpus Christi], 20, 23, 24, 25, 26, 27, 30, 01/07.
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 15,
      trigger: { type: 'citacao-domicilio', confirmedOn: '2025-06-02' },
    });
    expect(d.startDate).toBe('2025-06-09');
    expect(d.dueDate).toBe('2025-07-01');
  });

  it('Lei 11.419/2006 art. 5º § 3º: an unread intimação is tacit 10 calendar days after sending', () => {
    // Sent Fri 01/08/2025 → deemed Mon 11/08; count 12, 13, 14, 15, 18.
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'domicilio-nao-confirmada', sentOn: '2025-08-01' },
    });
    expect(d.startDate).toBe('2025-08-11');
    expect(d.dueDate).toBe('2025-08-18');
  });

  it('Lei 11.419/2006 art. 5º § 3º: a tacit intimação on a Saturday is counted from the next dia útil', () => {
    // Sent Wed 13/05/2026 → 10th calendar day Sat 23/05; count Mon 25 (1), 26, 27, 28, Fri 29 (5).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'domicilio-nao-confirmada', sentOn: '2026-05-13' },
    });
    expect(d.startDate).toBe('2026-05-23');
    expect(d.dueDate).toBe('2026-05-29');
  });

  it('Lei 11.419/2006 art. 5º § 2º: an intimação read on a Saturday counts as made on the next dia útil', () => {
    // Sat 06/09/2025; Sun 07/09 Independência → Mon 08/09; count 09, 10, 11, 12, 15.
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'intimacao-domicilio', confirmedOn: '2025-09-06' },
    });
    expect(d.startDate).toBe('2025-09-08');
    expect(d.dueDate).toBe('2025-09-15');
  });

  it('flags a communication made before the 16/05/2025 rules', () => {
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2025-03-10' },
    });
    expect(d.trail.some((s) => s.kind === 'observacao' && s.description.includes('16/05/2025'))).toBe(true);
  });
});

describe('the trail', () => {
  it('names the calendar and every day skipped, weekends included, with the reason', () => {
    // DJEN Fri 13/02/2026 (forense): Sat 14, Sun 15, Carnaval 16-17 before the publication on 18/02;
    // Sat 21, Sun 22 during the count 19, 20, 23, 24, 25.
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-02-13' },
    });
    expect(d.trail[0]?.description).toContain('Calendário: Forense');
    const skipped = d.trail.filter((s) => s.kind === 'pulado').map((s) => [s.date, s.reason]);
    expect(skipped).toEqual([
      ['2026-02-14', 'fim-de-semana'],
      ['2026-02-15', 'fim-de-semana'],
      ['2026-02-16', 'feriado'],
      ['2026-02-17', 'feriado'],
      ['2026-02-21', 'fim-de-semana'],
      ['2026-02-22', 'fim-de-semana'],
    ]);
    expect(d.trail.find((s) => s.date === '2026-02-16')?.description).toContain('Segunda-feira de Carnaval');
  });

  it('skips Sexta-feira da Paixão (18/04/2025) and Tiradentes (21/04/2025)', () => {
    // Event Thu 17/04/2025; 18 Paixão, 19-20 weekend, 21 Tiradentes; count 22, 23, 24, 25, 28.
    const d = computeDeadline({ kind: 'dias-uteis', days: 5, trigger: { type: 'evento', on: '2025-04-17' } });
    expect(d.dueDate).toBe('2025-04-28');
    expect(skippedHolidays(d.trail)).toEqual(['2025-04-18', '2025-04-21']);
    expect(d.skipped).toMatchObject({ weekendDays: 4, holidays: 2, recessDays: 0 });
  });
});

describe('a date set by the user', () => {
  it('CPC art. 224 § 1º: a date on Carnaval moves past Ash Wednesday to Thursday 19/02/2026', () => {
    // 16 and 17/02 closed, 18/02 opens late → Thu 19/02.
    const d = computeDeadline({ kind: 'data', date: '2026-02-16' });
    expect(d.dueDate).toBe('2026-02-19');
    expect(d.trail.at(-1)?.basis).toBe('CPC, art. 224, § 1º');
  });

  it('CPC art. 220: a date inside 20/12–20/01 is kept, with a warning', () => {
    // Wed 14/01/2026 is a dia útil but inside the suspension: no hearings or sessions (§ 2º).
    const d = computeDeadline({ kind: 'data', date: '2026-01-14' });
    expect(d.dueDate).toBe('2026-01-14');
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0]).toContain('CPC, art. 220, § 2º');
    expect(computeDeadline({ kind: 'data', date: '2025-12-19' }).warnings).toEqual([]);
    expect(computeDeadline({ kind: 'data', date: '2026-01-21' }).warnings).toEqual([]);
  });

  it('keeps a dia útil as it is', () => {
    expect(computeDeadline({ kind: 'data', date: '2026-03-10' }).dueDate).toBe('2026-03-10');
  });

  it('refuses zero days and more than MAX_DAYS', () => {
    const trigger = { type: 'evento', on: '2026-03-02' } as const;
    expect(() => computeDeadline({ kind: 'dias-uteis', days: 0, trigger })).toThrow(RangeError);
    expect(() => computeDeadline({ kind: 'dias-uteis', days: 1001, trigger })).toThrow(/1 a 1000/);
  });
});
