import { daysUntil, defaultDeadlineDescription, isUrgent } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  businessDaysLeftLabel,
  collapseTrail,
  daysLeftLabel,
  deadlinesOfMonth,
  latestMovements,
  monthCells,
  parseOabList,
  shiftMonth,
} from './monitorView.ts';

describe('monitor view rules', () => {
  it('counts days left on calendar dates and marks 3 days or fewer urgent', () => {
    // Seen on Tue 24/11/2026 (São Paulo): 26/11 is 2 days away, 27/11 3, 28/11 4; 23/11 has passed.
    expect(daysUntil('2026-11-26', '2026-11-24')).toBe(2);
    expect(daysUntil('2026-11-27', '2026-11-24')).toBe(3);
    expect(isUrgent(3)).toBe(true);
    expect(daysUntil('2026-11-28', '2026-11-24')).toBe(4);
    expect(isUrgent(4)).toBe(false);
    expect(daysUntil('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysUntil('2026-11-23', '2026-11-24')).toBe(-1);
    expect(isUrgent(-1)).toBe(false);
    // Across a month and a year end: 31/12/2026 → 02/01/2027.
    expect(daysUntil('2027-01-02', '2026-12-31')).toBe(2);
  });

  it('names an automatic deadline description by its count and calendar', () => {
    const counted = {
      kind: 'dias-uteis',
      from: '2026-11-10',
      rule: 'evento',
      dueDate: '2026-11-23',
    } as const;
    expect(defaultDeadlineDescription({ ...counted, businessDays: 15, calendar: 'forense' })).toBe(
      'Prazo de 15 dias úteis',
    );
    expect(
      defaultDeadlineDescription({
        ...counted,
        businessDays: 5,
        calendar: 'criminal',
        doubleTime: 'defensoria-publica',
      }),
    ).toBe('Prazo de 10 dias (em dobro)');
    expect(defaultDeadlineDescription({ ...counted, businessDays: 1, calendar: 'juizados' })).toBe(
      'Prazo de 1 dia útil',
    );
    expect(
      defaultDeadlineDescription({
        kind: 'data',
        date: '2026-12-13',
        dueDate: '2026-12-14',
        calendar: 'forense',
      }),
    ).toBe('Prazo em 14/12/2026');
  });

  it('says days left in words', () => {
    expect(daysLeftLabel(1)).toBe('1 dia corrido restante');
    expect(daysLeftLabel(5)).toBe('5 dias corridos restantes');
    expect(daysLeftLabel(0)).toBe('Vence hoje');
    expect(daysLeftLabel(-2)).toBe('Vencido há 2 dias');
    expect(daysLeftLabel(null)).toBeNull();
  });

  it('shows the 5 most recent movements', () => {
    const movements = Array.from({ length: 7 }, (_, i) => ({
      date: `2026-11-1${i}T10:00:00.000Z`,
      description: `Movimento ${i}`,
      type: 'andamento',
      code: null,
    }));
    expect(latestMovements(movements).map((m) => m.description)).toEqual([
      'Movimento 6',
      'Movimento 5',
      'Movimento 4',
      'Movimento 3',
      'Movimento 2',
    ]);
  });
});

describe('a deadline list a lawyer works from', () => {
  it('says dias úteis left beside calendar days, none on the due day', () => {
    expect(businessDaysLeftLabel(1)).toBe('1 dia útil restante');
    expect(businessDaysLeftLabel(52)).toBe('52 dias úteis restantes');
    expect(businessDaysLeftLabel(0)).toBeNull();
    expect(businessDaysLeftLabel(null)).toBeNull();
  });

  it('folds a run of skipped days into one line naming the suspension and the holidays in it', () => {
    // A count across the CPC art. 220 suspension as the engine writes it: Fri 18/12/2026 counted,
    // Sat 19 to Wed 20/01/2027 skipped (weekends, 25/12 Natal, 01/01 Confraternização, the rest
    // suspended), then the due day.
    const recess = (date: string) => ({
      date,
      kind: 'pulado',
      reason: 'recesso',
      description: `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} pulado durante a contagem: suspensão de prazos de 20/12 a 20/01`,
      basis: 'CPC, art. 220',
    });
    const steps = [
      {
        date: '2026-12-17',
        kind: 'inicio',
        description: 'Dia do começo 17/12/2026',
        basis: 'CPC, art. 224, caput',
      },
      {
        date: '2026-12-19',
        kind: 'pulado',
        reason: 'fim-de-semana',
        description: '19/12/2026 pulado durante a contagem: sábado',
        basis: 'CPC, art. 216',
      },
      {
        date: '2026-12-20',
        kind: 'pulado',
        reason: 'fim-de-semana',
        description: '20/12/2026 pulado durante a contagem: domingo',
        basis: 'CPC, art. 216',
      },
      recess('2026-12-21'),
      recess('2026-12-22'),
      recess('2026-12-23'),
      recess('2026-12-24'),
      {
        date: '2026-12-25',
        kind: 'pulado',
        reason: 'feriado',
        description: '25/12/2026 pulado durante a contagem: Natal',
        basis: 'Lei 662/1949, art. 1º',
      },
      recess('2026-12-28'),
      {
        date: '2027-01-21',
        kind: 'vencimento',
        description: 'Vencimento em 21/01/2027',
        basis: 'CPC, arts. 219 e 224',
      },
    ];
    const lines = collapseTrail(steps);
    // 19/12 to 25/12 are consecutive (7 days): one line; 28/12 stands alone (26-27 are absent here).
    expect(lines.map((l) => l.when)).toEqual([
      '17/12/2026',
      '19/12/2026 a 25/12/2026',
      '28/12/2026',
      '21/01/2027',
    ]);
    expect(lines[1]?.description).toBe(
      '7 dias pulados: suspensão de prazos de 20/12 a 20/01; 2 dias de fim de semana; Natal (25/12)',
    );
    expect(lines[1]?.basis).toBe('CPC, art. 220; Lei 662/1949, art. 1º');
  });

  it('calls a lone Saturday–Sunday pair a weekend', () => {
    const day = (date: string, name: string) => ({
      date,
      kind: 'pulado',
      reason: 'fim-de-semana',
      description: `x pulado durante a contagem: ${name}`,
      basis: 'CPC, art. 216',
    });
    const [line] = collapseTrail([day('2026-07-11', 'sábado'), day('2026-07-12', 'domingo')]);
    expect(line).toMatchObject({
      when: '11/07/2026 a 12/07/2026',
      description: '2 dias pulados: fim de semana',
    });
  });
});

describe('the month view of deadlines', () => {
  it('lays a month out in weeks from Sunday', () => {
    // 01/07/2026 is a Wednesday: three empty cells (Sun, Mon, Tue); 31 days; 31/07 a Friday, one empty cell.
    const cells = monthCells('2026-07');
    expect(cells.slice(0, 4)).toEqual([null, null, null, '2026-07-01']);
    expect(cells.length).toBe(35);
    expect(cells.at(-2)).toBe('2026-07-31');
    expect(cells.at(-1)).toBeNull();
    // February 2026 starts on a Sunday and has 28 days: exactly four weeks.
    expect(monthCells('2026-02')).toHaveLength(28);
  });

  it('moves across years and keeps only the month’s active deadlines, by date', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    const rows = [
      { id: 'a', deadlineDate: '2026-07-17', status: 'active' },
      { id: 'b', deadlineDate: '2026-07-03', status: 'active' },
      { id: 'c', deadlineDate: '2026-07-10', status: 'archived' },
      { id: 'd', deadlineDate: '2026-08-01', status: 'active' },
      { id: 'e', deadlineDate: null, status: 'active' },
    ];
    expect(deadlinesOfMonth(rows, '2026-07').map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('the OAB registrations the DJEN capture searches by', () => {
  it('reads number/UF lists in the ways people write them', () => {
    expect(parseOabList('123456/SP, 98765 rj; OAB 4321-MG')).toEqual({
      numbers: [
        { number: '123456', uf: 'SP' },
        { number: '98765', uf: 'RJ' },
        { number: '4321', uf: 'MG' },
      ],
    });
    expect(parseOabList('  ')).toEqual({ numbers: [] });
  });

  it('names the entry it cannot read (no UF, unknown UF)', () => {
    expect(parseOabList('123456').error).toContain("'123456'");
    expect(parseOabList('123456/XX').error).toContain("'123456/XX'");
  });
});
