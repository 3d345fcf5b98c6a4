import type { MonitorDto } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { initialDeadlineValues } from './DeadlineModal.tsx';

// Only the fields the form reads; the rest of a monitor does not change its opening values.
const monitor = (fields: Pick<MonitorDto, 'deadlineRule' | 'deadlineDescription'>) =>
  ({ courtCalendar: 'trabalhista', ...fields }) as MonitorDto;

const counted = {
  kind: 'dias-uteis' as const,
  businessDays: 8,
  from: '2026-11-03',
  rule: 'intimacao-domicilio' as const,
  doubleTime: undefined,
  dueDate: '2026-11-16',
  calendar: 'forense' as const,
};

describe('DeadlineModal: the values the form opens with', () => {
  it('a monitor without a deadline: 15 dias úteis from a DJEN date, in the court’s calendar', () => {
    expect(initialDeadlineValues(monitor({ deadlineRule: null, deadlineDescription: null }))).toEqual({
      mode: 'dias-uteis',
      date: '',
      days: 15,
      from: '',
      rule: 'djen',
      calendar: 'trabalhista',
      doubleTime: 'simples',
      recessExempt: false,
      description: '',
    });
  });

  it('a saved count reopens as saved; its automatic description is left empty to be recomputed', () => {
    const values = initialDeadlineValues(
      monitor({ deadlineRule: counted, deadlineDescription: 'Prazo de 8 dias úteis' }),
    );
    expect(values).toMatchObject({
      mode: 'dias-uteis',
      days: 8,
      from: '2026-11-03',
      rule: 'intimacao-domicilio',
      calendar: 'forense',
      description: '',
    });
  });

  it('the user’s own description is kept', () => {
    const values = initialDeadlineValues(monitor({ deadlineRule: counted, deadlineDescription: 'Réplica' }));
    expect(values.description).toBe('Réplica');
  });

  it('a fixed date reopens as a date', () => {
    const values = initialDeadlineValues(
      monitor({
        deadlineRule: { kind: 'data', date: '2026-12-01', dueDate: '2026-12-01', calendar: 'forense' },
        deadlineDescription: 'Prazo em 01/12/2026',
      }),
    );
    expect(values).toMatchObject({ mode: 'data', date: '2026-12-01', description: '' });
  });

  it('a DJEN publication starts a new count from its date, in the court’s calendar', () => {
    const values = initialDeadlineValues(monitor({ deadlineRule: counted, deadlineDescription: 'Réplica' }), {
      from: '2026-11-20',
    });
    expect(values).toMatchObject({
      mode: 'dias-uteis',
      rule: 'djen',
      from: '2026-11-20',
      calendar: 'trabalhista',
      description: '',
    });
  });
});
