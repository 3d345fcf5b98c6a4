import { tribunalFromCnj } from '@lexato/legal';
import { describe, expect, it } from 'vitest';
import { computeMonitorDeadline, djenPublicationDay, endOfDueDay } from './deadline.ts';

// Expected dates are counted by hand from the law: CPC art. 219 (dias úteis only), art. 220
// (no day runs from 20/12 to 20/01), art. 224 (dia do começo excluded, a due day that is not a dia
// útil moves to the next one), Lei 662/1949 + 6.802/1980 + 14.759/2023 (national holidays),
// Lei 9.093/1995 (Sexta-feira da Paixão), Res. CNJ 455/2022 as amended by Res. CNJ 569/2024
// (DJEN: published the dia útil after availability; citação in the Domicílio: 5th dia útil after
// confirmation; unconfirmed: deemed received 10 calendar days after sending).
// CPC art. 224 § 1º: Ash Wednesday (reduced expediente) pushes a first counted day or a due day.
// Easter 2026 = 5 April (Carnaval 16-17/02, Ash Wednesday 18/02, Paixão 03/04); Easter 2027 =
// 28 March (Carnaval 08-09/02, Ash Wednesday 10/02).

// Skipped days other than weekends (the trail lists those too).
const skipped = (trail: Array<{ date: string; kind: string; reason?: string }>) =>
  trail.filter((s) => s.kind === 'pulado' && s.reason !== 'fim-de-semana').map((s) => s.date);

describe('deadlines in dias úteis (packages/legal through the monitor)', () => {
  it('Carnaval: counted as dias úteis in the national calendar, with a note; skipped in the forense one', () => {
    // Event on Fri 13/02/2026, 5 dias úteis.
    const nacional = computeMonitorDeadline({
      businessDays: 5,
      from: '2026-02-13',
      rule: 'evento',
      calendar: 'nacional',
    });
    expect(nacional.dueDate).toBe('2026-02-20'); // 16, 17, 18, 19, 20
    const notes = nacional.trail.filter((s) => s.kind === 'observacao' && s.date !== '2026-02-13');
    expect(notes.map((s) => s.date)).toEqual(['2026-02-16', '2026-02-17']);
    const forense = computeMonitorDeadline({
      businessDays: 5,
      from: '2026-02-13',
      rule: 'evento',
      calendar: 'forense',
    });
    // 16-17 Carnaval; 18 Ash Wednesday would be the first day → pushed: 19, 20, 23, 24, 25.
    expect(forense.dueDate).toBe('2026-02-25');
    expect(skipped(forense.trail)).toEqual(['2026-02-16', '2026-02-17', '2026-02-18']);
  });

  it('Good Friday: a DJEN availability on Thursday is published on the Monday after Easter', () => {
    // Available Thu 02/04/2026 → Fri 03/04 is Paixão → published Mon 06/04 → count from Tue 07/04.
    const d = computeMonitorDeadline({ businessDays: 5, from: '2026-04-02', rule: 'djen' });
    expect(d.dueDate).toBe('2026-04-13'); // 07, 08, 09, 10, 13
    expect(skipped(d.trail)).toEqual(['2026-04-03']);
    expect(d.trail.find((s) => s.kind === 'pulado')?.description).toMatch(/Paixão/);
  });

  it('Good Friday and Tiradentes inside a 15-day count', () => {
    // Available Wed 01/04/2026 → published Thu 02/04 → 03/04 Paixão and 21/04 Tiradentes skipped.
    const d = computeMonitorDeadline({ businessDays: 15, from: '2026-04-01', rule: 'djen' });
    expect(d.dueDate).toBe('2026-04-27');
    expect(skipped(d.trail)).toEqual(['2026-04-03', '2026-04-21']);
  });

  it('Christmas: a fixed date on 25/12 moves to the next dia útil', () => {
    const d = computeMonitorDeadline({ date: '2026-12-25' });
    expect(d.dueDate).toBe('2026-12-28'); // Fri holiday, then Sat and Sun
    expect(d.trail.at(-1)?.basis).toBe('CPC, art. 224, § 1º');
  });

  it('the recess: no day runs from 20/12 to 20/01, and the count crosses the year into Carnaval 2027', () => {
    // Intimação confirmed in the Domicílio on Wed 16/12/2026, 15 dias úteis: 17 and 18/12 run,
    // 21/12–20/01 is suspended, then 21/01/2027 onwards; the 15th is Mon 08/02/2027 (Carnaval,
    // a dia útil in the national calendar) or, in the forense one, Wed 10/02 — Ash Wednesday, so
    // the end moves to Thu 11/02.
    const nacional = computeMonitorDeadline({
      businessDays: 15,
      from: '2026-12-16',
      rule: 'intimacao-domicilio',
      calendar: 'nacional',
    });
    expect(nacional.dueDate).toBe('2027-02-08');
    const days = skipped(nacional.trail);
    expect(days[0]).toBe('2026-12-21');
    expect(days.at(-1)).toBe('2027-01-20');
    expect(days).toContain('2026-12-25');
    expect(days).toContain('2027-01-01');
    expect(nacional.trail.find((s) => s.date === '2026-12-25')?.description).toMatch(/Natal/);
    expect(nacional.trail.find((s) => s.date === '2026-12-28')?.description).toMatch(/20\/12 a 20\/01/);
    const forense = computeMonitorDeadline({
      businessDays: 15,
      from: '2026-12-16',
      rule: 'intimacao-domicilio',
      calendar: 'forense',
    });
    expect(forense.dueDate).toBe('2027-02-11');
  });

  it('year end: an unconfirmed intimação sent on 28/12 is deemed received on 07/01 and counts after the recess', () => {
    const d = computeMonitorDeadline({
      businessDays: 5,
      from: '2026-12-28',
      rule: 'domicilio-nao-confirmada',
    });
    expect(d.trail.find((s) => s.kind === 'inicio')?.date).toBe('2027-01-07');
    expect(d.dueDate).toBe('2027-01-27'); // 21, 22, 25, 26, 27
  });

  it('a citação confirmed in the Domicílio starts on the 5th dia útil after confirmation', () => {
    // Confirmed Thu 12/11/2026: 13, 16, 17, 18, 19 → dia do começo Thu 19/11; 20/11 is
    // Consciência Negra (Lei 14.759/2023), so 15 dias úteis run 23/11 … 11/12/2026.
    const d = computeMonitorDeadline({ businessDays: 15, from: '2026-11-12', rule: 'citacao-domicilio' });
    expect(d.trail.find((s) => s.kind === 'inicio')?.date).toBe('2026-11-19');
    expect(d.dueDate).toBe('2026-12-11');
    expect(d.description).toBe('Prazo de 15 dias úteis');
  });

  it('CPP art. 798: a criminal deadline counts continuous days and says so', () => {
    // Intimação Tue 10/11/2026, 5 days: 11, 12, 13, 14, Sun 15 (holiday) → Mon 16/11 (§ 3º).
    const d = computeMonitorDeadline({
      businessDays: 5,
      from: '2026-11-10',
      rule: 'evento',
      calendar: 'criminal',
    });
    expect(d.dueDate).toBe('2026-11-16');
    expect(d.description).toBe('Prazo de 5 dias');
  });

  it('CPC art. 183: double time is kept in the rule and named in the description', () => {
    // 5 × 2 = 10 dias úteis from Mon 02/03/2026: 03, 04, 05, 06, 09, 10, 11, 12, 13, 16.
    const d = computeMonitorDeadline({
      businessDays: 5,
      from: '2026-03-02',
      rule: 'evento',
      doubleTime: 'fazenda-publica',
    });
    expect(d.dueDate).toBe('2026-03-16');
    expect(d.description).toBe('Prazo de 10 dias úteis (em dobro)');
    expect(d.rule).toMatchObject({ businessDays: 5, doubleTime: 'fazenda-publica', calendar: 'forense' });
    expect(d.trail.some((s) => s.basis === 'CPC, art. 183')).toBe(true);
  });

  it('refuses double time where the law gives none (Fazenda in the juizados: Lei 12.153/2009 art. 7º)', () => {
    expect(() =>
      computeMonitorDeadline({
        businessDays: 10,
        from: '2026-03-02',
        rule: 'evento',
        calendar: 'juizados',
        doubleTime: 'fazenda-publica',
      }),
    ).toThrow(/Lei 12\.153\/2009/);
  });

  it('CPC art. 220: a fixed date inside 20/12–20/01 is kept with a warning in the rule', () => {
    // Thu 07/01/2027 is a dia útil inside the suspension.
    const d = computeMonitorDeadline({ date: '2027-01-07' });
    expect(d.dueDate).toBe('2027-01-07');
    expect(d.rule.warnings?.[0]).toMatch(/CPC, art\. 220, § 2º/);
  });

  it('is due at the end of the day in Brasília', () => {
    expect(endOfDueDay('2026-12-14').toISOString()).toBe('2026-12-15T02:59:59.999Z');
  });

  it('turns a refusal of @lexato/legal into a 400', () => {
    expect(() => computeMonitorDeadline({ date: '2026-02-30' })).toThrow(/inválida/);
  });
});

describe("the monitor's court decides the default calendar and brings its acts", () => {
  it('TRT2 (J=5): labour calendar without asking — DJEN 27/03/2026, 8 days → 14/04/2026 (Lei 5.010/1966, art. 62, II)', () => {
    // Published Mon 30/03; Tue 31/03 (1); 01-02/04 Holy Wednesday/Thursday, 03/04 Paixão, weekend;
    // 06 (2), 07 (3), 08 (4), 09 (5), 10 (6), 13 (7), Tue 14/04 (8).
    const d = computeMonitorDeadline(
      { businessDays: 8, from: '2026-03-27', rule: 'djen' },
      { court: 'TRT2' },
    );
    expect(d.rule.calendar).toBe('trabalhista');
    expect(d.dueDate).toBe('2026-04-14');
  });

  it('a calendar the user names wins over the default, and the court acts still close their days', () => {
    // TJ-SP criminal case, 5 continuous days from an event on Tue 07/07/2026: 08 (1), 09 (2), 10 (3),
    // 11 (4), Sun 12/07 (5) → not a dia útil, CPP art. 798 § 3º → Mon 13/07.
    const d = computeMonitorDeadline(
      { businessDays: 5, from: '2026-07-07', rule: 'evento', calendar: 'criminal' },
      { court: 'TJ-SP' },
    );
    expect(d.dueDate).toBe('2026-07-13');
    // Event on Wed 08/07, 1 day: Thu 09/07 is a dia útil nowhere in São Paulo's courts (Data Magna,
    // Provimento CSM 2.813/2025) nor Fri 10/07: the criminal count starts on Mon 13/07 (Súmula 310 STF).
    const one = computeMonitorDeadline(
      { businessDays: 1, from: '2026-07-08', rule: 'evento', calendar: 'criminal' },
      { court: 'TJ-SP' },
    );
    expect(one.dueDate).toBe('2026-07-13');
  });

  it('an outage added with its act moves the count (Res. CNJ 185/2013, art. 11)', () => {
    // As the TRT2 count above, with Mon 13/04/2026 closed: 14 (7), Wed 15/04 (8).
    const d = computeMonitorDeadline(
      { businessDays: 8, from: '2026-03-27', rule: 'djen' },
      {
        court: 'TRT2',
        closures: [
          {
            date: '2026-04-13',
            kind: 'fechado',
            name: 'Indisponibilidade do PJe',
            act: 'Ato TRT2 nº 9/2026',
          },
        ],
      },
    );
    expect(d.dueDate).toBe('2026-04-15');
  });

  it('the DJEN publication day the screen proposes counts the closures as the deadline does (CPC art. 224, § 2º)', () => {
    // Available Wed 15/07/2026 on TJ-SP: published Thu 16/07 by the shipped act (it closes no day
    // from 13/07 to 24/07); with Thu 16/07 closed by an added act, Fri 17/07.
    const closure = { date: '2026-07-16', kind: 'fechado' as const, name: 'Suspensão', act: 'Ato de teste' };
    expect(djenPublicationDay('2026-07-15', { court: 'TJ-SP' })).toBe('2026-07-16');
    expect(djenPublicationDay('2026-07-15', { court: 'TJ-SP', closures: [closure] })).toBe('2026-07-17');
    // The count from it starts after that day: 1 dia útil ends Mon 20/07.
    const d = computeMonitorDeadline(
      { businessDays: 1, from: '2026-07-15', rule: 'djen' },
      { court: 'TJ-SP', closures: [closure] },
    );
    expect(d.dueDate).toBe('2026-07-20');
  });

  it('the court from a real-format CNJ number brings its state law in any year: TRT2 (…5.02…), DJEN 07/07/2027, 5 days → 16/07 (Lei Estadual SP 9.497/1997)', () => {
    // J=5, TR=02 → TRT2, labour calendar. Available Wed 07/07/2027 → published Thu 08/07; Fri 09/07
    // closed (9 de julho, every year since 1997); Mon 12 (1), 13 (2), 14 (3), 15 (4), Fri 16/07 (5).
    const court = tribunalFromCnj('1000575-39.2017.5.02.0252')?.acronym;
    expect(court).toBe('TRT2');
    const d = computeMonitorDeadline({ businessDays: 5, from: '2027-07-07', rule: 'djen' }, { court });
    expect(d.rule.calendar).toBe('trabalhista');
    expect(d.dueDate).toBe('2027-07-16');
    expect(skipped(d.trail)).toContain('2027-07-09');
    expect(djenPublicationDay('2027-07-08', { court })).toBe('2027-07-12');
  });

  it('a STJ number (J=3) counts on its Portaria STJ/GDG nº 1.010/2025 and Lei 5.010/1966 — DJEN 27/03/2026, 5 days → 09/04', () => {
    // Published Mon 30/03; Tue 31/03 (1); 01-03/04 closed by the act (Semana Santa); Mon 06 (2),
    // 07 (3), 08 (4), Thu 09/04 (5).
    const court = tribunalFromCnj('1234567-62.2024.3.00.0000')?.acronym;
    expect(court).toBe('STJ');
    const d = computeMonitorDeadline({ businessDays: 5, from: '2026-03-27', rule: 'djen' }, { court });
    expect(d.rule.calendar).toBe('justica-federal');
    expect(d.dueDate).toBe('2026-04-09');
  });
});
