import { describe, expect, it } from 'vitest';
import { isBusinessDay, nextBusinessDay } from './business-days.ts';
import { tribunalFromCnj } from './cnj.ts';
import {
  COURT_ACTS,
  courtCalendar,
  courtClosureOn,
  courtPartialOn,
  courtProfile,
  SEGMENT_CALENDARS,
  STATE_HOLIDAYS,
  stateHolidayOn,
} from './courts.ts';
import { COURT_TERRITORIES } from './data/state-holidays.ts';
import { UF_BY_TR } from './data/tribunals.ts';
import { addCalendarDays } from './dates.ts';
import { computeDeadline } from './deadlines.ts';
import { findTribunal } from './tribunals.ts';

// Expected dates counted by hand, day by day, from the act or the law named in each test.
// 2026: Easter 05/04, so Quarta-feira Santa 01/04, Quinta-feira Santa 02/04, Paixão 03/04, Carnaval
// 16-17/02, Ash Wednesday 18/02, Corpus Christi 04/06. 09/07/2026 is a Thursday, 08/12/2026 a Tuesday,
// 11/08/2026 a Tuesday, 27/03/2026 a Friday.
type Step = { kind: string; date: string; reason?: string; basis: string; description: string };
const skippedOn = (trail: Step[], date: string) => trail.find((s) => s.kind === 'pulado' && s.date === date);

describe('the court named by the CNJ number decides its default calendar', () => {
  // Real-format numbers: J.TR as Res. CNJ 65/2008 art. 1º §§ 4º-5º defines them.
  it.each([
    ['2021437-34.2021.8.26.0000', 'TJSP', 'forense'],
    ['0058967-77.2016.8.19.0000', 'TJRJ', 'forense'],
    ['0000832-35.2018.4.01.3202', 'TRF1', 'justica-federal'],
    ['0000002-65.2005.4.05.8100', 'TRF5', 'justica-federal'],
    ['0011421-85.2017.5.03.0000', 'TRT3', 'trabalhista'],
  ])('%s is %s on the %s calendar', (number, acronym, calendar) => {
    const tribunal = tribunalFromCnj(number);
    expect(tribunal?.acronym).toBe(acronym);
    expect(courtProfile(acronym)?.calendar).toBe(calendar);
  });

  it('superior courts count on the Lei 5.010/1966 art. 62 days ("inclusive nos Tribunais Superiores")', () => {
    expect(courtProfile('STJ')?.calendar).toBe('justica-federal');
    expect(courtProfile('STF')?.calendar).toBe('justica-federal');
    expect(courtProfile('TST')?.calendar).toBe('trabalhista');
    expect(courtProfile('TRT-24')?.calendar).toBe('trabalhista');
    expect(courtProfile('TRF6')?.calendar).toBe('justica-federal');
  });

  it('every segment of Res. CNJ 65/2008 has a row; an unknown acronym has none', () => {
    expect(Object.keys(SEGMENT_CALENDARS).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(courtProfile('TRT25')).toBeUndefined();
  });
});

describe('Provimento CSM 2.813/2025 (TJSP): the days the act closes in 2026', () => {
  it('DJEN 07/07/2026, 5 dias úteis → 17/07/2026 (Data Magna 09/07 and 10/07 closed by the act)', () => {
    // Disponibilização Tue 07/07 → publicação Wed 08/07 (CPC art. 224 § 2º). Count from the next day:
    // Thu 09/07 Data Magna and Fri 10/07 closed (Provimento CSM 2.813/2025), 11-12 weekend,
    // Mon 13 (1), 14 (2), 15 (3), 16 (4), Fri 17/07 (5).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-07-07' },
      court: courtCalendar('TJ-SP'),
    });
    expect(d.dueDate).toBe('2026-07-17');
    expect(skippedOn(d.trail, '2026-07-09')?.basis).toContain('Provimento CSM nº 2.813/2025');
    expect(skippedOn(d.trail, '2026-07-10')?.basis).toContain('Provimento CSM nº 2.813/2025');
    // Without the court, the same count ends on 15/07: 09 (1), 10 (2), 13 (3), 14 (4), 15 (5).
    const withoutCourt = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-07-07' },
    });
    expect(withoutCourt.dueDate).toBe('2026-07-15');
  });

  it('closes 20/04 and 05/06 (bridges) and 28/10 (Dia do Servidor Público)', () => {
    // Event Thu 16/04/2026: Fri 17 (1), 18-19 weekend, Mon 20/04 closed by the act, Tue 21 Tiradentes,
    // Wed 22 (2), Thu 23 (3).
    const april = computeDeadline({
      kind: 'dias-uteis',
      days: 3,
      trigger: { type: 'evento', on: '2026-04-16' },
      court: courtCalendar('TJSP'),
    });
    expect(april.dueDate).toBe('2026-04-23');
    // Event Tue 27/10/2026, 1 day: Wed 28/10 closed by the act → Thu 29/10.
    const october = computeDeadline({
      kind: 'dias-uteis',
      days: 1,
      trigger: { type: 'evento', on: '2026-10-27' },
      court: courtCalendar('TJSP'),
    });
    expect(october.dueDate).toBe('2026-10-29');
  });

  it('counts 08/12 (listed only by a third party) as a dia útil and says so; 07/12 is closed by the act', () => {
    // DJEN Thu 03/12/2026 → publicação Fri 04/12; count: 05-06 weekend, Mon 07/12 closed (act),
    // Tue 08/12 (1) — the quoted act is cut before it, so it runs — 09 (2), 10 (3), 11 (4), Mon 14/12 (5).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-12-03' },
      court: courtCalendar('TJSP'),
    });
    expect(d.dueDate).toBe('2026-12-14');
    expect(skippedOn(d.trail, '2026-12-07')).toBeDefined();
    expect(skippedOn(d.trail, '2026-12-08')).toBeUndefined();
    const note = d.trail.find((s) => s.kind === 'observacao' && s.date === '2026-12-08');
    expect(note?.description).toMatch(/não confirmado/);
  });

  it('says which act is missing when the count runs into a year no act covers', () => {
    // Event Mon 14/12/2026, 5 days: 15 (1), 16 (2), 17 (3), 18 (4), 20/12–20/01 suspended (CPC art. 220),
    // Thu 21/01/2027 (5): 2027 has no TJSP act here.
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'evento', on: '2026-12-14' },
      court: courtCalendar('TJSP'),
    });
    expect(d.dueDate).toBe('2027-01-21');
    const missing = d.trail.find((s) => s.kind === 'observacao' && /Sem ato registrado/.test(s.description));
    expect(missing?.description).toContain('TJSP para 2027');
    expect(d.trail.some((s) => s.basis.includes('Provimento CSM nº 2.813/2025') && s.kind === 'regra')).toBe(
      true,
    );
  });
});

describe('Lei 5.010/1966, art. 62 in the Labour Justice', () => {
  it('DJEN 27/03/2026, 8 days → 14/04/2026 (Holy Wednesday and Thursday closed, art. 62, II)', () => {
    // Disponibilização Fri 27/03 → publicação Mon 30/03. Tue 31/03 (1); Wed 01/04 and Thu 02/04
    // (art. 62, II), Fri 03/04 Paixão, 04-05 weekend; Mon 06 (2), 07 (3), 08 (4), 09 (5), 10 (6),
    // Mon 13 (7), Tue 14/04 (8).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 8,
      trigger: { type: 'djen', availableOn: '2026-03-27' },
      calendar: 'trabalhista',
      court: courtCalendar('TRT2'),
    });
    expect(d.dueDate).toBe('2026-04-14');
    expect(skippedOn(d.trail, '2026-04-01')?.basis).toContain('Lei 5.010/1966, art. 62, II');
    expect(skippedOn(d.trail, '2026-04-02')?.basis).toContain('Lei 5.010/1966, art. 62, II');
    const missing = d.trail.find((s) => /Sem ato registrado/.test(s.description));
    expect(missing?.description).toContain('TRT2 para 2026');
  });

  it('DJEN 04/12/2026, 8 days → 18/12/2026 (08/12, Dia da Justiça, art. 62, IV)', () => {
    // Disponibilização Fri 04/12 → publicação Mon 07/12. Tue 08/12 closed (art. 62, IV); Wed 09 (1),
    // 10 (2), 11 (3), 14 (4), 15 (5), 16 (6), 17 (7), Fri 18/12 (8).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 8,
      trigger: { type: 'djen', availableOn: '2026-12-04' },
      calendar: 'trabalhista',
    });
    expect(d.dueDate).toBe('2026-12-18');
    expect(skippedOn(d.trail, '2026-12-08')?.basis).toContain('art. 62, IV');
  });

  it('2027, any TRT: Holy Wednesday 24/03 and Thursday 25/03 closed — DJEN 19/03/2027, 5 days → 01/04', () => {
    // Easter 2027 is 28/03. Available Fri 19/03 → published Mon 22/03. Tue 23 (1); Wed 24 and Thu 25
    // (art. 62, II), Fri 26 Paixão, 27-28 weekend; Mon 29 (2), 30 (3), 31 (4), Thu 01/04 (5).
    // Forense (no art. 62): 23 (1), 24 (2), 25 (3), 29 (4), 30/03 (5).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2027-03-19' },
      calendar: 'trabalhista',
      court: courtCalendar('TRT15'),
    });
    expect(d.dueDate).toBe('2027-04-01');
    expect(skippedOn(d.trail, '2027-03-24')?.basis).toContain('Lei 5.010/1966, art. 62, II');
    const state = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2027-03-19' },
      court: courtCalendar('TJRJ'),
    });
    expect(state.dueDate).toBe('2027-03-30');
  });

  it('2027, any TRT: 08/12 (a Wednesday) closed — DJEN 03/12/2027, 3 days → 10/12', () => {
    // Available Fri 03/12 → published Mon 06/12. Tue 07 (1), Wed 08 Dia da Justiça (art. 62, IV),
    // Thu 09 (2), Fri 10/12 (3).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 3,
      trigger: { type: 'djen', availableOn: '2027-12-03' },
      calendar: 'trabalhista',
      court: courtCalendar('TRT1'),
    });
    expect(d.dueDate).toBe('2027-12-10');
    expect(skippedOn(d.trail, '2027-12-08')?.basis).toContain('art. 62, IV');
  });

  it('art. 62, IV: 11/08 closes the labour courts, not the state courts', () => {
    // Event Mon 10/08/2026, 1 day: Tue 11/08 (art. 62, IV) closed → Wed 12/08. Forense: 11/08.
    const labour = computeDeadline({
      kind: 'dias-uteis',
      days: 1,
      trigger: { type: 'evento', on: '2026-08-10' },
      calendar: 'trabalhista',
    });
    expect(labour.dueDate).toBe('2026-08-12');
    const state = computeDeadline({
      kind: 'dias-uteis',
      days: 1,
      trigger: { type: 'evento', on: '2026-08-10' },
    });
    expect(state.dueDate).toBe('2026-08-11');
  });
});

describe('superior courts by their acts', () => {
  it('STJ (Portaria STJ/GDG nº 1.010/2025): 10/08 counts (third party only), 11/08 is closed', () => {
    // DJEN Thu 06/08/2026 → publicação Fri 07/08. Mon 10/08 (1) — a ponto facultativo only in a
    // third-party list — Tue 11/08 closed (art. 62, IV; the act), Wed 12 (2), 13 (3), 14 (4), Mon 17/08 (5).
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-08-06' },
      calendar: 'justica-federal',
      court: courtCalendar('STJ'),
    });
    expect(d.dueDate).toBe('2026-08-17');
    expect(d.trail.find((s) => s.kind === 'observacao' && s.date === '2026-08-10')?.description).toMatch(
      /não confirmado/,
    );
  });

  it('STF (Portaria GDG nº 189/2025): a due day on Ash Wednesday (opening at 14h) moves to 19/02 — CPC 224 § 1º', () => {
    // Event Tue 10/02/2026: 11 (1), 12 (2), 13 (3), 14-15 weekend, 16-17 closed by the act, Wed 18 (4):
    // expediente from 14h → the end moves to Thu 19/02 (the act: "prazos que vencem 16-18/02
    // prorrogados para 19/02").
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 4,
      trigger: { type: 'evento', on: '2026-02-10' },
      calendar: 'justica-federal',
      court: courtCalendar('STF'),
    });
    expect(d.dueDate).toBe('2026-02-19');
    const ash = d.trail.find((s) => s.reason === 'expediente-reduzido');
    expect(ash?.basis).toContain('Portaria GDG nº 189/2025');
    // The STF acts here speak of Carnaval only: the rest of 2026 has no act.
    expect(d.trail.find((s) => /Sem ato registrado/.test(s.description))?.description).toContain(
      'STF para 2026',
    );
  });
});

describe('days added with their act', () => {
  it('a closure by act (CPC art. 216) on Mon 13/04/2026 moves the labour count of DJEN 27/03/2026 from 14/04 to 15/04', () => {
    // As above to Fri 10/04 (6); Mon 13/04 closed by the act; Tue 14 (7), Wed 15/04 (8).
    const court = courtCalendar('TRT2', [
      {
        date: '2026-04-13',
        kind: 'fechado',
        name: 'Expediente suspenso por ato do tribunal',
        act: 'Portaria TRT2 nº 1/2026',
      },
    ]);
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 8,
      trigger: { type: 'djen', availableOn: '2026-03-27' },
      calendar: 'trabalhista',
      court,
    });
    expect(d.dueDate).toBe('2026-04-15');
    expect(skippedOn(d.trail, '2026-04-13')?.basis).toContain('Portaria TRT2 nº 1/2026');
  });

  it('a system outage (Res. CNJ 185/2013 art. 11) in the middle of the count moves nothing; on the due day it pushes the end (CPC art. 224, § 1º)', () => {
    // The same count ends Tue 14/04 with no act. An outage on Mon 13/04 is a day of the count:
    // CPC art. 224, § 1º pushes only a start or an end that falls on it.
    const count = (date: string) =>
      computeDeadline({
        kind: 'dias-uteis',
        days: 8,
        trigger: { type: 'djen', availableOn: '2026-03-27' },
        calendar: 'trabalhista',
        court: courtCalendar('TRT2', [
          {
            date,
            kind: 'parcial',
            name: 'Indisponibilidade do PJe',
            act: 'Certidão TRT2 de indisponibilidade',
          },
        ]),
      });
    expect(count('2026-04-13').dueDate).toBe('2026-04-14');
    // On the due day itself: the end moves to the next working day, Wed 15/04.
    expect(count('2026-04-14').dueDate).toBe('2026-04-15');
  });
});

describe('the court acts shipped (data)', () => {
  it('every act names itself and its public source, and every day falls inside the period it covers', () => {
    for (const act of COURT_ACTS) {
      expect(act.act.length).toBeGreaterThan(5);
      expect(act.source).toMatch(/^https:\/\//);
      for (const day of act.days) {
        expect(day.date >= act.covers.from && day.date <= act.covers.to, `${act.court} ${day.date}`).toBe(
          true,
        );
        expect(['act', 'third_party']).toContain(day.confidence);
        // A seat-only day is still the act's own text, never a third party's.
        if (day.seatOnly) expect(day.confidence).toBe('act');
      }
      const dates = act.days.map((d) => `${d.date}|${d.kind}`);
      expect(new Set(dates).size).toBe(dates.length);
    }
  });

  it('TJSP closes exactly the days of Provimento CSM 2.813/2025 as its text is quoted (08/12 not applied)', () => {
    // The act's quoted list, 2026: Carnaval 16-17/02, Endoenças 02/04, Paixão 03/04, 20/04, Tiradentes
    // 21/04, 01/05, Corpus Christi 04/06, 05/06, Data Magna 09/07, 10/07, 07/09, 12/10, Dia do Servidor
    // 28/10, Finados 02/11, 20/11, 07/12.
    const tjsp = courtCalendar('TJSP');
    const closed = [...tjsp.days.values()].filter((d) => d.kind === 'fechado').map((d) => d.date);
    expect(closed.sort()).toEqual([
      '2026-02-16',
      '2026-02-17',
      '2026-04-02',
      '2026-04-03',
      '2026-04-20',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-06-05',
      '2026-07-09',
      '2026-07-10',
      '2026-09-07',
      '2026-10-12',
      '2026-10-28',
      '2026-11-02',
      '2026-11-20',
      '2026-12-07',
    ]);
    expect([...tjsp.unconfirmed.keys()].sort()).toEqual(['2026-02-18', '2026-12-08']);
    for (const day of tjsp.days.values())
      expect(day.act).toBe('Provimento CSM nº 2.813/2025 (TJSP, Conselho Superior da Magistratura)');
  });
});

describe('state holidays by state law, and a court’s official 2026 table', () => {
  const djen = (availableOn: string, days: number, court: string, calendar?: 'trabalhista' | 'forense') =>
    computeDeadline({
      kind: 'dias-uteis',
      days,
      trigger: { type: 'djen', availableOn },
      court: courtCalendar(court),
      ...(calendar ? { calendar } : {}),
    });

  it('TRT2: 9 de julho (Lei Estadual SP 9.497/1997) is closed — DJEN 07/07/2026, 5 days → 16/07', () => {
    // Available Tue 07/07 → published Wed 08/07. Thu 09/07 state holiday; Fri 10/07 (1), Mon 13 (2),
    // 14 (3), 15 (4), Thu 16/07 (5). Without the state law: 09 (1) … 15/07 (5).
    const d = djen('2026-07-07', 5, 'TRT2', 'trabalhista');
    expect(d.dueDate).toBe('2026-07-16');
    expect(skippedOn(d.trail, '2026-07-09')?.basis).toContain('Lei Estadual SP nº 9.497/1997');
    expect(djen('2026-07-07', 5, 'TRT15', 'trabalhista').dueDate).toBe('2026-07-16');
  });

  it('TRF3 spans SP and MS: 9 de julho is the seat’s only, counted as a dia útil and named in the trail', () => {
    // Published Wed 08/07; Thu 09/07 (1) … Wed 15/07 (5).
    const d = djen('2026-07-07', 5, 'TRF3');
    expect(d.dueDate).toBe('2026-07-15');
    expect(skippedOn(d.trail, '2026-07-09')).toBeUndefined();
    const note = d.trail.find((s) => s.kind === 'observacao' && s.date === '2026-07-09');
    expect(note?.description).toMatch(/só na sede do TRF3 \(São Paulo\/SP\)/);
  });

  it('TJPE: 06/03, Data Magna de Pernambuco (Lei Estadual PE 13.835/2009) — DJEN 04/03/2026, 1 day → 09/03', () => {
    // Available Wed 04/03 → published Thu 05/03; Fri 06/03 closed, 07-08 weekend; Mon 09/03 (1).
    const d = djen('2026-03-04', 1, 'TJPE', 'forense');
    expect(d.dueDate).toBe('2026-03-09');
    expect(skippedOn(d.trail, '2026-03-06')?.basis).toContain('13.835/2009');
    expect(djen('2026-03-04', 1, 'TRT6', 'trabalhista').dueDate).toBe('2026-03-09');
  });

  it('TRF5 (its official 2026 table): the Recife days are the seat’s only; 08/12 and the recess are closed', () => {
    // 06/03 (Data Magna PE) at the seat only: published Thu 05/03, Fri 06/03 (1).
    const seat = djen('2026-03-04', 1, 'TRF5');
    expect(seat.dueDate).toBe('2026-03-06');
    expect(
      seat.trail.some((s) => s.kind === 'observacao' && /sede do TRF5 \(Recife\/PE\)/.test(s.description)),
    ).toBe(true);
    // Available Fri 04/12 → published Mon 07/12; Tue 08/12 closed; Wed 09 (1), Thu 10 (2), Fri 11 (3).
    const d = djen('2026-12-04', 3, 'TRF5');
    expect(d.dueDate).toBe('2026-12-11');
    expect(skippedOn(d.trail, '2026-12-08')).toBeDefined();
    const trf5 = courtCalendar('TRF5');
    expect([...trf5.unconfirmed.keys()].sort()).toEqual(['2026-03-06', '2026-06-24', '2026-07-16']);
  });
});

describe('a court with a state law but no act of its own for the year', () => {
  it('names a state law only when its day falls inside the count (TRT2, DJEN 27/03/2026: no 9 de julho)', () => {
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 8,
      trigger: { type: 'djen', availableOn: '2026-03-27' },
      calendar: 'trabalhista',
      court: courtCalendar('TRT2'),
    });
    expect(d.trail.some((s) => s.basis.includes('9.497/1997'))).toBe(false);
    expect(d.trail.find((s) => /Sem ato registrado/.test(s.description))?.description).not.toContain(
      'atos acima',
    );
  });

  it('TRT2 in 2026: the trail names the state law it used and says the court’s own act is missing', () => {
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-07-07' },
      calendar: 'trabalhista',
      court: courtCalendar('TRT2'),
    });
    expect(d.trail.some((s) => s.kind === 'regra' && s.basis.includes('Lei Estadual SP nº 9.497/1997'))).toBe(
      true,
    );
    const missing = d.trail.find((s) => /Sem ato registrado/.test(s.description));
    expect(missing?.description).toContain('TRT2 para 2026');
    expect(missing?.description).toContain('e os dias dos atos acima');
  });
});

describe('state holidays by state law are yearly rules, not 2026 rows', () => {
  // 2027: 07/07 is a Wednesday, 09/07 a Friday. 2028: Easter 16/04, so Carnaval 28-29/02 and Ash
  // Wednesday 01/03; 02/03 is a Thursday and 06/03 a Monday.
  const count = (availableOn: string, days: number, court: string) => {
    const calendar = courtProfile(court)?.calendar;
    return computeDeadline({
      kind: 'dias-uteis',
      days,
      trigger: { type: 'djen', availableOn },
      court: courtCalendar(court),
      ...(calendar ? { calendar } : {}),
    });
  };

  it('TRT2 in 2027, no act of its own: 09/07 (Lei Estadual SP 9.497/1997) closed — DJEN 07/07/2027, 5 days → 16/07', () => {
    // Available Wed 07/07/2027 → published Thu 08/07. Fri 09/07 state holiday; 10-11 weekend;
    // Mon 12 (1), 13 (2), 14 (3), 15 (4), Fri 16/07 (5). Without the law: 09 (1), 12 (2) … 15/07 (5).
    const d = count('2027-07-07', 5, 'TRT2');
    expect(d.dueDate).toBe('2027-07-16');
    expect(skippedOn(d.trail, '2027-07-09')?.basis).toContain('Lei Estadual SP nº 9.497/1997');
    expect(d.trail.find((s) => /Sem ato registrado/.test(s.description))?.description).toContain(
      'TRT2 para 2027',
    );
    const withoutCourt = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2027-07-07' },
      calendar: 'trabalhista',
    });
    expect(withoutCourt.dueDate).toBe('2027-07-15');
  });

  it('TJSP in 2027 (its 2026 act does not reach it): the state law still closes 09/07', () => {
    expect(count('2027-07-07', 5, 'TJSP').dueDate).toBe('2027-07-16');
    // The TRE-SP and the TJMSP are courts of São Paulo too (UF in the CNJ number).
    expect(count('2027-07-07', 5, 'TRE-SP').dueDate).toBe('2027-07-16');
    expect(count('2027-07-07', 5, 'TJMSP').dueDate).toBe('2027-07-16');
  });

  it('the law rules from its year: 09/07/1996 (a Tuesday) was a dia útil, 09/07/1997 (a Wednesday) not', () => {
    const tjsp = courtCalendar('TJSP');
    expect(isBusinessDay('1996-07-09', { calendar: 'forense', court: tjsp })).toBe(true);
    expect(isBusinessDay('1997-07-09', { calendar: 'forense', court: tjsp })).toBe(false);
    expect(stateHolidayOn(tjsp, '1997-07-09')?.act).toContain('Lei Estadual SP nº 9.497/1997');
  });

  it('TJPE 2028: 06/03 (Lei Estadual PE 13.835/2009) — DJEN 02/03/2028, 1 day → 07/03; the TRF5 counts it at Recife only', () => {
    // Available Thu 02/03/2028 → published Fri 03/03; Mon 06/03 closed; Tue 07/03 (1).
    expect(count('2028-03-02', 1, 'TJPE').dueDate).toBe('2028-03-07');
    expect(count('2028-03-02', 1, 'TRT6').dueDate).toBe('2028-03-07');
    // TRF5 spans six states, seat Recife: Mon 06/03 (1), named in the trail as the seat's only.
    const trf5 = count('2028-03-02', 1, 'TRF5');
    expect(trf5.dueDate).toBe('2028-03-06');
    const note = trf5.trail.find((s) => s.kind === 'observacao' && s.date === '2028-03-06');
    expect(note?.description).toMatch(/só na sede do TRF5 \(Recife\/PE\)/);
    expect(note?.basis).toContain('Lei Estadual PE nº 13.835/2009');
  });

  it('a court of another state is not closed by São Paulo’s or Pernambuco’s law', () => {
    const tjrj = courtCalendar('TJRJ');
    expect(courtClosureOn(tjrj, '2027-07-09')).toBeUndefined();
    expect(courtClosureOn(courtCalendar('TRT1'), '2028-03-06')).toBeUndefined();
    expect(courtClosureOn(courtCalendar('STJ'), '2027-07-09')).toBeUndefined();
  });

  it('every rule names its state law or decree and an official source; every listed territory is a real court', () => {
    const ufs = new Set(Object.values(UF_BY_TR));
    for (const rule of STATE_HOLIDAYS) {
      const law = rule.law.match(new RegExp(`^(Lei|Decreto) Estadual ${rule.uf} nº [\\d.]+/(\\d{4})$`));
      if (law) {
        // Applied from the law's year at the earliest.
        expect(rule.since).toBeGreaterThanOrEqual(Number(law[2]));
        expect(rule.shownIn).toBeUndefined();
      } else {
        // A court page that names no law: applied only from the year it shows the day for.
        expect(rule.law).toBe(`Lei estadual ${rule.uf} (número não citado na página oficial)`);
        expect(rule.shownIn).toBeDefined();
        expect(rule.since).toBeGreaterThanOrEqual(rule.shownIn ?? Number.POSITIVE_INFINITY);
      }
      expect(ufs.has(rule.uf)).toBe(true);
      expect(rule.monthDay).toMatch(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      // Official sources only: a court's (jus.br) or São Paulo's government's site.
      expect(rule.source).toMatch(/^https:\/\/([a-z0-9-]+\.)+(sp\.gov\.br|jus\.br)\//);
    }
    for (const [court, territory] of Object.entries(COURT_TERRITORIES)) {
      expect(findTribunal(court)?.acronym).toBe(court);
      for (const uf of territory.ufs) expect(ufs.has(uf)).toBe(true);
      if (territory.ufs.length > 1) expect(territory.ufs).toContain(territory.seat?.uf);
    }
  });

  it('RS, 20/09 (Decreto Estadual RS 36.180/1995, in the TRF4’s official calendar): TRT4 and TJRS closed, TRF4 at Porto Alegre only', () => {
    // 2027: available Thu 16/09 → published Fri 17/09; Mon 20/09 closed; Tue 21/09 (1).
    expect(count('2027-09-16', 1, 'TRT4').dueDate).toBe('2027-09-21');
    expect(count('2027-09-16', 1, 'TJRS').dueDate).toBe('2027-09-21');
    const trf4 = count('2027-09-16', 1, 'TRF4');
    expect(trf4.dueDate).toBe('2027-09-20');
    expect(trf4.trail.find((s) => s.kind === 'observacao' && s.date === '2027-09-20')?.description).toMatch(
      /só na sede do TRF4 \(Porto Alegre\/RS\)/,
    );
  });

  it('RO, 04/01 (Lei Estadual RO 2.291/2010, in the TJRO’s own calendar): a DJEN of Sun 03/01/2027 counts as published on Tue 05/01 at the TJRO', () => {
    // CPC art. 224 § 2º: published the first dia útil after availability. Mon 04/01/2027 is the state
    // holiday for the TJRO and the TRE-RO, so Tue 05/01; the TJRJ publishes on Mon 04/01. The law is of
    // 22/04/2010: 04/01/2010 (a Monday) was not yet a holiday.
    expect(nextBusinessDay('2027-01-03', { calendar: 'forense', court: courtCalendar('TJRO') })).toBe(
      '2027-01-05',
    );
    expect(nextBusinessDay('2027-01-03', { calendar: 'forense', court: courtCalendar('TRE-RO') })).toBe(
      '2027-01-05',
    );
    expect(nextBusinessDay('2027-01-03', { calendar: 'forense', court: courtCalendar('TJRJ') })).toBe(
      '2027-01-04',
    );
    expect(isBusinessDay('2010-01-04', { calendar: 'forense', court: courtCalendar('TJRO') })).toBe(true);
    expect(isBusinessDay('2011-01-04', { calendar: 'forense', court: courtCalendar('TJRO') })).toBe(false);
  });

  it('SP 2020: a year a later law moved the day (not read officially) is left out — 09/07/2020 counted', () => {
    const tjsp = courtCalendar('TJSP');
    expect(stateHolidayOn(tjsp, '2020-07-09')).toBeUndefined();
    expect(isBusinessDay('2020-07-09', { calendar: 'forense', court: tjsp })).toBe(true);
    expect(isBusinessDay('2021-07-09', { calendar: 'forense', court: tjsp })).toBe(false);
  });
});

describe('no court day falls on a day its act or state law does not list', () => {
  it('every closure and partial day of every court, 2026-2027, is a day its act lists or its state law fixes', () => {
    const courts = new Set([
      ...COURT_ACTS.map((a) => a.court),
      ...Object.keys(COURT_TERRITORIES),
      'TJPE',
      'TJRJ',
      'TJRS',
      'TJRO',
      'TJSE',
      'TJPI',
    ]);
    for (const acronym of courts) {
      const court = courtCalendar(acronym);
      for (let date = '2026-01-01'; date <= '2027-12-31'; date = addCalendarDays(date, 1)) {
        const closed = courtClosureOn(court, date);
        const partial = courtPartialOn(court, date);
        const listed = COURT_ACTS.filter((a) => a.court === acronym).flatMap((a) =>
          a.days.filter((d) => d.date === date && d.confidence === 'act' && !d.seatOnly),
        );
        const byLaw = STATE_HOLIDAYS.some(
          (r) => r.monthDay === date.slice(5) && court.stateRules.some((s) => s.rule === r && !s.seatOnly),
        );
        if (closed) {
          expect(
            listed.some((d) => d.kind === 'fechado') || byLaw,
            `${acronym} ${date} closed without an act`,
          ).toBe(true);
          expect(closed.act.length).toBeGreaterThan(5);
        }
        if (partial)
          expect(
            listed.some((d) => d.kind === 'parcial'),
            `${acronym} ${date}`,
          ).toBe(true);
        // And the other way: every day an act lists is applied.
        if (listed.length) expect(closed ?? partial, `${acronym} ${date} listed, not applied`).toBeDefined();
      }
    }
  });
});

describe('TRT4 (Resolução Administrativa nº 7/2026, Portaria nº 339/2026): pontos facultativos push a start or an end only', () => {
  const labour = (availableOn: string, days: number) =>
    computeDeadline({
      kind: 'dias-uteis',
      days,
      trigger: { type: 'djen', availableOn },
      calendar: 'trabalhista',
      court: courtCalendar('TRT4'),
    });

  it('a count that would start on 20/04 starts on 22/04 (21/04 Tiradentes) — DJEN 16/04/2026, 5 days → 28/04', () => {
    // Available Thu 16/04 → published Fri 17/04. Mon 20/04 ponto facultativo: the start moves on;
    // Tue 21/04 Tiradentes; Wed 22 (1), 23 (2), 24 (3), Mon 27 (4), Tue 28/04 (5).
    // Without the act: 20 (1), 22 (2), 23 (3), 24 (4), 27/04 (5).
    expect(labour('2026-04-16', 5).dueDate).toBe('2026-04-28');
  });

  it('an end on 07/12 moves past 08/12 (Lei 5.010/1966, art. 62, IV) — DJEN 27/11/2026, 5 days → 09/12', () => {
    // Available Fri 27/11 → published Mon 30/11. Tue 01/12 (1), 02 (2), 03 (3), 04 (4), Mon 07/12 (5):
    // ponto facultativo, the end moves on; Tue 08/12 Dia da Justiça; Wed 09/12.
    const d = labour('2026-11-27', 5);
    expect(d.dueDate).toBe('2026-12-09');
    expect(skippedOn(d.trail, '2026-12-07')?.basis).toContain('Resolução Administrativa TRT4 nº 7/2026');
  });

  it('a ponto facultativo in the middle of a count still runs — DJEN 15/04/2026, 5 days → 24/04', () => {
    // Available Wed 15/04 → published Thu 16/04. Fri 17 (1), Mon 20 (2, the act moves only a start or
    // an end), Tue 21 Tiradentes, Wed 22 (3), Thu 23/04 (4)… 5 days: Fri 24/04.
    expect(labour('2026-04-15', 5).dueDate).toBe('2026-04-24');
  });
});

describe('the court from a real-format CNJ number of every segment, and a count on its calendar', () => {
  // Res. CNJ 65/2008, art. 1º §§ 4º-5º: J = 1 STF, 2 CNJ, 3 STJ, 4 Justiça Federal, 5 Justiça do
  // Trabalho, 6 Justiça Eleitoral, 7 Justiça Militar da União, 8 Justiça Estadual, 9 Justiça Militar
  // Estadual. Check digits by the ISO 7064 MOD 97-10 formula of its Anexo VIII.
  // Every case: DJEN available Fri 27/03/2026 → published Mon 30/03; 5 dias úteis.
  // Forense (CPC 216): Tue 31/03 (1), Wed 01/04 (2), Thu 02/04 (3), Fri 03/04 Paixão, Mon 06 (4), Tue 07/04 (5).
  // Lei 5.010/1966 art. 62, II (federal, superior and labour courts): Tue 31/03 (1); 01/04 and 02/04
  // closed, 03/04 Paixão; Mon 06 (2), 07 (3), 08 (4), Thu 09/04 (5).
  // TJSP (Provimento CSM 2.813/2025 closes 02/04, Endoenças): 31/03 (1), 01/04 (2), 06 (3), 07 (4), 08/04 (5).
  it.each([
    ['0001234-30.2020.1.00.0000', '1', 'STF', 'justica-federal', '2026-04-09'],
    ['0000123-51.2025.2.00.0000', '2', 'CNJ', 'forense', '2026-04-07'],
    ['1234567-62.2024.3.00.0000', '3', 'STJ', 'justica-federal', '2026-04-09'],
    ['0000832-35.2018.4.01.3202', '4', 'TRF1', 'justica-federal', '2026-04-09'],
    ['0000002-65.2005.4.05.8100', '4', 'TRF5', 'justica-federal', '2026-04-09'],
    ['1000575-39.2017.5.02.0252', '5', 'TRT2', 'trabalhista', '2026-04-09'],
    ['0000321-25.2025.5.04.0001', '5', 'TRT4', 'trabalhista', '2026-04-09'],
    ['0000987-74.2024.5.00.0000', '5', 'TST', 'trabalhista', '2026-04-09'],
    ['0600456-52.2024.6.00.0000', '6', 'TSE', 'forense', '2026-04-07'],
    ['0600123-74.2024.6.26.0001', '6', 'TRE-SP', 'forense', '2026-04-07'],
    ['7000123-12.2025.7.00.0000', '7', 'STM', 'forense', '2026-04-07'],
    ['7000001-37.2023.7.01.0001', '7', '1ª CJM', 'forense', '2026-04-07'],
    ['2021437-34.2021.8.26.0000', '8', 'TJSP', 'forense', '2026-04-08'],
    ['0001010-66.2026.8.19.0001', '8', 'TJRJ', 'forense', '2026-04-07'],
    ['0000045-17.2023.9.26.0001', '9', 'TJMSP', 'forense', '2026-04-07'],
  ])('%s (J=%s) is %s, %s calendar → %s', (number, segment, acronym, calendar, due) => {
    const tribunal = tribunalFromCnj(number);
    expect(tribunal?.segment).toBe(segment);
    expect(tribunal?.acronym).toBe(acronym);
    const profile = courtProfile(acronym);
    expect(profile?.calendar).toBe(calendar);
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-03-27' },
      court: courtCalendar(acronym),
      ...(profile ? { calendar: profile.calendar } : {}),
    });
    expect(d.dueDate).toBe(due);
  });
});

describe('every TRT sits in the states CLT art. 674 gives it, and its state’s law closes it', () => {
  // CLT art. 674 (24 regions) and its sole paragraph (seats), with the law creating each region from
  // the 9ª on; the 8ª, 10ª, 11ª and 14ª checked on the courts' own pages. Written here by hand.
  const REGIONS: Record<number, { ufs: string[]; seat?: string }> = {
    1: { ufs: ['RJ'] },
    2: { ufs: ['SP'] },
    3: { ufs: ['MG'] },
    4: { ufs: ['RS'] },
    5: { ufs: ['BA'] },
    6: { ufs: ['PE'] },
    7: { ufs: ['CE'] },
    8: { ufs: ['PA', 'AP'], seat: 'Belém/PA' },
    9: { ufs: ['PR'] },
    10: { ufs: ['DF', 'TO'], seat: 'Brasília/DF' },
    11: { ufs: ['AM', 'RR'], seat: 'Manaus/AM' },
    12: { ufs: ['SC'] },
    13: { ufs: ['PB'] },
    14: { ufs: ['RO', 'AC'], seat: 'Porto Velho/RO' },
    15: { ufs: ['SP'] },
    16: { ufs: ['MA'] },
    17: { ufs: ['ES'] },
    18: { ufs: ['GO'] },
    19: { ufs: ['AL'] },
    20: { ufs: ['SE'] },
    21: { ufs: ['RN'] },
    22: { ufs: ['PI'] },
    23: { ufs: ['MT'] },
    24: { ufs: ['MS'] },
  };

  it('lists all 24 regions with their states and, where a region spans two states, its seat', () => {
    for (const [n, region] of Object.entries(REGIONS)) {
      const territory = COURT_TERRITORIES[`TRT${n}`];
      expect([...(territory?.ufs ?? [])].sort(), `TRT${n}`).toEqual([...region.ufs].sort());
      expect(territory?.seat?.city, `TRT${n}`).toBe(region.seat);
      expect(territory?.law, `TRT${n}`).toMatch(/^CLT, art\. 674/);
    }
    expect(Object.keys(COURT_TERRITORIES).filter((c) => c.startsWith('TRT'))).toHaveLength(24);
  });

  it('each TRT takes exactly the state rules of its states: whole-territory for one state, the seat’s only for two', () => {
    for (const [n, region] of Object.entries(REGIONS)) {
      const rules = courtCalendar(`TRT${n}`).stateRules;
      const expected = STATE_HOLIDAYS.filter((r) => region.ufs.includes(r.uf));
      expect(
        rules.map((r) => r.rule),
        `TRT${n}`,
      ).toEqual(expected);
      for (const r of rules) expect(r.seatOnly, `TRT${n} ${r.rule.uf}`).toBe(region.seat);
    }
  });

  it('the CNJ number decides the region: J=5, TR=14 is the TRT14, whose calendar knows Rondônia’s 04/01 at Porto Velho', () => {
    // Check digits by Res. CNJ 65/2008 annex (ISO 7064 mod 97-10), worked for 0001234-DD.2026.5.14.0001:
    // 98 - (0001234202651400 0100 mod 97) = 91.
    const tribunal = tribunalFromCnj('0001234-91.2026.5.14.0001');
    expect(tribunal?.acronym).toBe('TRT14');
    const trt14 = courtCalendar(tribunal?.acronym ?? '');
    expect(trt14.stateRules.map((r) => [r.rule.uf, r.seatOnly])).toEqual([['RO', 'Porto Velho/RO']]);
  });

  it('TRT14 (RO and AC): 04/01 (Lei Estadual RO 2.291/2010) is Porto Velho’s only — a DJEN of Sun 03/01/2027 counts as published Mon 04/01, named in the trail', () => {
    // CPC art. 224 § 2º / Lei 11.419/2006 art. 4º § 3º: published the first dia útil after availability.
    // The labour calendar has no 20/12-06/01 holiday (CLT art. 775-A suspends counts, it closes no
    // day), so Mon 04/01/2027 is a dia útil in Acre: the seat's day is named, not skipped.
    const trt14 = courtCalendar('TRT14');
    expect(nextBusinessDay('2027-01-03', { calendar: 'trabalhista', court: trt14 })).toBe('2027-01-04');
    expect(courtClosureOn(trt14, '2027-01-04')).toBeUndefined();
    expect(stateHolidayOn(trt14, '2027-01-04')?.seatOnly).toBe('Porto Velho/RO');
    // Rondônia's own court is closed that day: published Tue 05/01.
    expect(nextBusinessDay('2027-01-03', { calendar: 'forense', court: courtCalendar('TJRO') })).toBe(
      '2027-01-05',
    );
  });

  // At the edge of each state-law day: a count that would end on it moves to the next dia útil; one
  // that ends the day before stays. Publication is the first dia útil after availability (Lei
  // 11.419/2006 art. 4º § 3º) and the count starts the next dia útil (§ 4º; CLT art. 775).
  const labour = (court: string, availableOn: string, days: number, withCourt = true) =>
    computeDeadline({
      kind: 'dias-uteis',
      days,
      trigger: { type: 'djen', availableOn },
      calendar: 'trabalhista',
      ...(withCourt ? { court: courtCalendar(court) } : {}),
    }).dueDate;

  it('TRT15, 09/07/2027 (Fri; Lei Estadual SP 9.497/1997): 4 days end Thu 08/07, 5 days move to Mon 12/07', () => {
    // Available Thu 01/07 → published Fri 02/07; Mon 05 (1), Tue 06 (2), Wed 07 (3), Thu 08 (4); Fri 09
    // closed; Mon 12/07 (5). Without the state law the 5th day is Fri 09/07.
    expect(labour('TRT15', '2027-07-01', 4)).toBe('2027-07-08');
    expect(labour('TRT15', '2027-07-01', 5)).toBe('2027-07-12');
    expect(labour('TRT15', '2027-07-01', 5, false)).toBe('2027-07-09');
  });

  it('TRT2, 09/07/2029 (Mon; Lei Estadual SP 9.497/1997): 1 day ends Fri 06/07, 2 days move to Tue 10/07', () => {
    // Available Wed 04/07/2029 → published Thu 05/07; Fri 06 (1); Sat-Sun; Mon 09 closed; Tue 10/07 (2).
    expect(labour('TRT2', '2029-07-04', 1)).toBe('2029-07-06');
    expect(labour('TRT2', '2029-07-04', 2)).toBe('2029-07-10');
    expect(labour('TRT2', '2029-07-04', 2, false)).toBe('2029-07-09');
  });

  it('TRT4, 20/09/2027 (Mon; Decreto Estadual RS 36.180/1995): 1 day ends Fri 17/09, 2 days move to Tue 21/09', () => {
    // Available Wed 15/09 → published Thu 16/09; Fri 17 (1); Sat-Sun; Mon 20 closed; Tue 21/09 (2).
    expect(labour('TRT4', '2027-09-15', 1)).toBe('2027-09-17');
    expect(labour('TRT4', '2027-09-15', 2)).toBe('2027-09-21');
    expect(labour('TRT4', '2027-09-15', 2, false)).toBe('2027-09-20');
  });

  it('TRT6, 06/03/2029 (Tue; Lei Estadual PE 13.835/2009): 1 day ends Mon 05/03, 2 days move to Wed 07/03', () => {
    // 2029: Easter 01/04, Carnaval 12-13/02, Ash Wednesday 14/02 — none in March. Available Thu 01/03 →
    // published Fri 02/03; Mon 05 (1); Tue 06 closed; Wed 07/03 (2).
    expect(labour('TRT6', '2029-03-01', 1)).toBe('2029-03-05');
    expect(labour('TRT6', '2029-03-01', 2)).toBe('2029-03-07');
    expect(labour('TRT6', '2029-03-01', 2, false)).toBe('2029-03-06');
  });

  it('a TRT of a state with no sourced rule is not closed by another state’s law (TRT1 on 09/07, TRT8 on 06/03, TRT11 on 20/09)', () => {
    expect(courtClosureOn(courtCalendar('TRT1'), '2027-07-09')).toBeUndefined();
    expect(courtClosureOn(courtCalendar('TRT8'), '2029-03-06')).toBeUndefined();
    expect(courtClosureOn(courtCalendar('TRT11'), '2027-09-20')).toBeUndefined();
    expect(labour('TRT1', '2027-07-01', 5)).toBe('2027-07-09');
  });
});

describe('state holidays read on courts’ own pages that name no law: applied from the year shown', () => {
  // 2026: 08/07 a Wednesday, 16/09 a Wednesday, 19/10 a Monday; no national holiday in those weeks.
  const count = (court: string, availableOn: string, days: number, withCourt = true) => {
    const calendar = courtProfile(court)?.calendar;
    return computeDeadline({
      kind: 'dias-uteis',
      days,
      trigger: { type: 'djen', availableOn },
      ...(withCourt ? { court: courtCalendar(court) } : {}),
      ...(calendar ? { calendar } : {}),
    });
  };

  it('SE, 08/07 (the TRT20’s page): TRT20 and TJSE — 1 day ends Tue 07/07/2026, 2 days move to Thu 09/07', () => {
    // Available Fri 03/07 → published Mon 06/07; Tue 07 (1); Wed 08 closed; Thu 09/07 (2). Without the
    // state's day the 2nd is Wed 08/07.
    for (const court of ['TRT20', 'TJSE']) {
      expect(count(court, '2026-07-03', 1).dueDate, court).toBe('2026-07-07');
      expect(count(court, '2026-07-03', 2).dueDate, court).toBe('2026-07-09');
      expect(count(court, '2026-07-03', 2, false).dueDate, court).toBe('2026-07-08');
    }
    expect(skippedOn(count('TRT20', '2026-07-03', 2).trail, '2026-07-08')?.basis).toContain(
      'Lei estadual SE (número não citado na página oficial)',
    );
  });

  it('AL, 16/09 (the JFAL’s page): TRT19 and TJAL — 1 day ends Tue 15/09/2026, 2 days move to Thu 17/09; the TRF5 (seat Recife) counts it', () => {
    // Available Fri 11/09 → published Mon 14/09; Tue 15 (1); Wed 16 closed; Thu 17/09 (2).
    for (const court of ['TRT19', 'TJAL']) {
      expect(count(court, '2026-09-11', 1).dueDate, court).toBe('2026-09-15');
      expect(count(court, '2026-09-11', 2).dueDate, court).toBe('2026-09-17');
    }
    // The TRF5 spans six states; Alagoas is not its seat's: Wed 16/09 (2), no note.
    const trf5 = count('TRF5', '2026-09-11', 2);
    expect(trf5.dueDate).toBe('2026-09-16');
    expect(trf5.trail.some((s) => s.date === '2026-09-16' && s.kind === 'observacao')).toBe(false);
  });

  it('PI, 19/10 (the TJPI’s Provimento 102): TRT22 and TJPI — 1 day ends Fri 16/10/2026, 2 days move to Tue 20/10', () => {
    // Available Wed 14/10 → published Thu 15/10; Fri 16 (1); Mon 19 closed; Tue 20/10 (2).
    for (const court of ['TRT22', 'TJPI']) {
      expect(count(court, '2026-10-14', 1).dueDate, court).toBe('2026-10-16');
      expect(count(court, '2026-10-14', 2).dueDate, court).toBe('2026-10-20');
    }
  });

  it('before the year the page shows, the day is not applied (TJPI 19/10/2023, TJSE 08/07/2024: dias úteis)', () => {
    // 19/10/2024 was a Saturday, so 2023: 19/10/2023 a Thursday; 08/07/2024 a Monday; 08/07/2027 a Thursday.
    expect(isBusinessDay('2023-10-19', { calendar: 'forense', court: courtCalendar('TJPI') })).toBe(true);
    expect(isBusinessDay('2024-07-08', { calendar: 'forense', court: courtCalendar('TJSE') })).toBe(true);
    expect(isBusinessDay('2027-07-08', { calendar: 'forense', court: courtCalendar('TJSE') })).toBe(false);
  });
});

describe('TJAL (its 2026 act, as the Corregedoria’s news quotes it): bridge days and the feriados they bridge', () => {
  const forense = (availableOn: string, days: number, withCourt = true) =>
    computeDeadline({
      kind: 'dias-uteis',
      days,
      trigger: { type: 'djen', availableOn },
      calendar: 'forense',
      ...(withCourt ? { court: courtCalendar('TJAL') } : {}),
    }).dueDate;

  it('20/04 (Mon) before Tiradentes: 1 day ends Fri 17/04, 2 days move to Wed 22/04', () => {
    // Available Wed 15/04 → published Thu 16/04; Fri 17 (1); Mon 20 closed; Tue 21 Tiradentes; Wed 22 (2).
    expect(forense('2026-04-15', 1)).toBe('2026-04-17');
    expect(forense('2026-04-15', 2)).toBe('2026-04-22');
    expect(forense('2026-04-15', 2, false)).toBe('2026-04-20');
  });

  it('05/06 (Fri) after Corpus Christi: 1 day ends Wed 03/06, 2 days move to Mon 08/06', () => {
    // Available Mon 01/06 → published Tue 02/06; Wed 03 (1); Thu 04 Corpus Christi; Fri 05 closed; Mon 08 (2).
    expect(forense('2026-06-01', 1)).toBe('2026-06-03');
    expect(forense('2026-06-01', 2)).toBe('2026-06-08');
    expect(forense('2026-06-01', 2, false)).toBe('2026-06-05');
  });

  it('10/08 and 11/08 (Dia do Jurista): 1 day ends Fri 07/08, 2 days move to Wed 12/08', () => {
    // Available Wed 05/08 → published Thu 06/08; Fri 07 (1); Mon 10 and Tue 11 closed; Wed 12 (2).
    expect(forense('2026-08-05', 1)).toBe('2026-08-07');
    expect(forense('2026-08-05', 2)).toBe('2026-08-12');
    expect(forense('2026-08-05', 2, false)).toBe('2026-08-10');
  });

  it('07/12 and 08/12 (Dia da Justiça): 1 day ends Fri 04/12, 2 days move to Wed 09/12; 28/08 (municipal) is not applied', () => {
    // Available Wed 02/12 → published Thu 03/12; Fri 04 (1); Mon 07 and Tue 08 closed; Wed 09 (2).
    expect(forense('2026-12-02', 1)).toBe('2026-12-04');
    expect(forense('2026-12-02', 2)).toBe('2026-12-09');
    expect(forense('2026-12-02', 2, false)).toBe('2026-12-07');
    expect(courtClosureOn(courtCalendar('TJAL'), '2026-08-28')).toBeUndefined();
  });
});
