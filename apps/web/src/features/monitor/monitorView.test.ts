import { daysUntil, defaultDeadlineDescription, isUrgent } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { daysLeftLabel, latestMovements } from './monitorView.ts';

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
    expect(daysLeftLabel(1)).toBe('1 dia restante');
    expect(daysLeftLabel(5)).toBe('5 dias restantes');
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
