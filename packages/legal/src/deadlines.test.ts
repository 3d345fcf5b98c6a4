import { describe, expect, it } from 'vitest';
import { computeDeadline } from './deadlines.ts';

// Expected dates worked by hand from CPC arts. 219, 220, 224 and 231, IX, Lei 11.419/2006 art. 5º,
// Res. CNJ 455/2022 (red. Res. CNJ 569/2024), and the holiday laws (Lei 662/1949, 6.802/1980,
// 14.759/2023). Easter 2025 = 20/04, Easter 2026 = 05/04.
const skippedDates = (trail: { kind: string; date: string }[]) =>
  trail.filter((s) => s.kind === 'pulado').map((s) => s.date);

describe('computeDeadline — DJEN', () => {
  it('publishes on the next business day and counts from the one after it, across Carnaval (forense)', () => {
    // disponibilizado sex 13/02/2026; 16-17/02 Carnaval → publicação qua 18/02; conta 19, 20, 23, 24, 25
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-02-13' },
      calendar: 'forense',
    });
    expect(d.startDate).toBe('2026-02-18');
    expect(d.firstCountedDay).toBe('2026-02-19');
    expect(d.dueDate).toBe('2026-02-25');
    expect(skippedDates(d.trail)).toEqual(['2026-02-16', '2026-02-17']);
    expect(d.trail.find((s) => s.date === '2026-02-16')?.description).toContain('Segunda-feira de Carnaval');
  });

  it('in the default nacional calendar counts Carnaval and says so in the trail', () => {
    // publicação seg 16/02; conta 17 (Carnaval, contado), 18, 19, 20, 23
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'djen', availableOn: '2026-02-13' },
    });
    expect(d.calendar).toBe('nacional');
    expect(d.dueDate).toBe('2026-02-23');
    const notes = d.trail.filter((s) => s.kind === 'observacao').map((s) => s.date);
    expect(notes).toEqual(['2026-02-16', '2026-02-17']);
  });

  it('suspends the count over Christmas, New Year and the 20/12–20/01 recess (CPC art. 220)', () => {
    // disponibilizado qui 18/12/2025 → publicação sex 19/12; 20/12 a 20/01 suspensos; 1º dia 21/01/2026;
    // 15 dias úteis: 21, 22, 23, 26-30/01, 02-06/02, 09, 10/02 → 10/02/2026
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 15,
      trigger: { type: 'djen', availableOn: '2025-12-18' },
    });
    expect(d.startDate).toBe('2025-12-19');
    expect(d.firstCountedDay).toBe('2026-01-21');
    expect(d.dueDate).toBe('2026-02-10');
    // weekends 20/12–10/02: 4 in Dec, 9 in Jan, 3 in Feb; recess weekdays minus 25/12 and 01/01: 7 + 13
    expect(d.skipped).toEqual({ weekendDays: 16, holidays: 2, recessDays: 20 });
    const natal = d.trail.find((s) => s.date === '2025-12-25');
    expect(natal).toMatchObject({ kind: 'pulado', basis: expect.stringContaining('Lei 662/1949') });
    expect(d.trail.find((s) => s.date === '2026-01-12')?.basis).toContain('CPC, art. 220');
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

describe('computeDeadline — Good Friday and Tiradentes', () => {
  it('skips Sexta-feira da Paixão (18/04/2025) and Tiradentes (21/04/2025)', () => {
    // evento qui 17/04/2025; 18 Paixão, 19-20 fim de semana, 21 Tiradentes; conta 22, 23, 24, 25, 28
    const d = computeDeadline({ kind: 'dias-uteis', days: 5, trigger: { type: 'evento', on: '2025-04-17' } });
    expect(d.dueDate).toBe('2025-04-28');
    expect(skippedDates(d.trail)).toEqual(['2025-04-18', '2025-04-21']);
    expect(d.skipped).toEqual({ weekendDays: 4, holidays: 2, recessDays: 0 });
  });
});

describe('computeDeadline — Domicílio Judicial Eletrônico', () => {
  it('starts a confirmed citação on the 5th business day after confirmation (CPC art. 231, IX)', () => {
    // confirmada seg 02/06/2025; 5º dia útil = seg 09/06; conta de 10/06; 15 dias úteis → 30/06
    // (Corpus Christi 19/06/2025 counted in the nacional calendar)
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 15,
      trigger: { type: 'citacao-domicilio', confirmedOn: '2025-06-02' },
    });
    expect(d.startDate).toBe('2025-06-09');
    expect(d.dueDate).toBe('2025-06-30');
    const forense = computeDeadline({
      kind: 'dias-uteis',
      days: 15,
      trigger: { type: 'citacao-domicilio', confirmedOn: '2025-06-02' },
      calendar: 'forense',
    });
    expect(forense.dueDate).toBe('2025-07-01');
  });

  it('deems an unconfirmed intimação received 10 calendar days after sending (Lei 11.419/2006 art. 5º § 3º)', () => {
    // enviada sex 01/08/2025 → considerada feita seg 11/08; conta 12, 13, 14, 15, 18
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'domicilio-nao-confirmada', sentOn: '2025-08-01' },
    });
    expect(d.startDate).toBe('2025-08-11');
    expect(d.dueDate).toBe('2025-08-18');
  });

  it('moves an intimação confirmed on a Saturday to the next business day', () => {
    // sáb 06/09/2025; dom 07/09 Independência → seg 08/09; conta 09, 10, 11, 12, 15
    const d = computeDeadline({
      kind: 'dias-uteis',
      days: 5,
      trigger: { type: 'intimacao-domicilio', confirmedOn: '2025-09-06' },
    });
    expect(d.startDate).toBe('2025-09-08');
    expect(d.dueDate).toBe('2025-09-15');
  });
});

describe('computeDeadline — date set by the user', () => {
  it('extends a deadline falling on Carnaval to the next business day (CPC art. 224 § 1º)', () => {
    const d = computeDeadline({ kind: 'data', date: '2026-02-16', calendar: 'forense' });
    expect(d.dueDate).toBe('2026-02-18');
    expect(d.trail.at(-1)?.basis).toBe('CPC, art. 224, § 1º');
  });

  it('keeps a business day as it is', () => {
    expect(computeDeadline({ kind: 'data', date: '2026-03-10' }).dueDate).toBe('2026-03-10');
  });

  it('extends a deadline on 01/01/2028, a Saturday, to Monday 03/01', () => {
    // 01/01/2028 is a Saturday, 02/01 Sunday → 03/01/2028
    expect(computeDeadline({ kind: 'data', date: '2028-01-01' }).dueDate).toBe('2028-01-03');
  });

  it('refuses zero days', () => {
    expect(() =>
      computeDeadline({ kind: 'dias-uteis', days: 0, trigger: { type: 'evento', on: '2026-03-02' } }),
    ).toThrow(RangeError);
  });
});
