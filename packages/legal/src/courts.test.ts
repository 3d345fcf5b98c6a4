import { describe, expect, it } from 'vitest';
import { tribunalFromCnj } from './cnj.ts';
import { COURT_ACTS, courtCalendar, courtProfile, SEGMENT_CALENDARS } from './courts.ts';
import { computeDeadline } from './deadlines.ts';

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
