import { daysUntil, isUrgent } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { daysLeftLabel, latestMovements } from './monitorView.ts';

describe('monitor view rules (spec §4, §9)', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('rounds days left up and marks 3 days or fewer urgent', () => {
    expect(daysUntil('2026-11-25T02:59:59.999Z', now)).toBe(3);
    expect(isUrgent(3)).toBe(true);
    expect(daysUntil('2026-11-26T02:59:59.999Z', now)).toBe(4);
    expect(isUrgent(4)).toBe(false);
    expect(daysUntil('2026-11-22T11:00:00Z', now)).toBe(-1);
    expect(isUrgent(-1)).toBe(false);
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
