// The one date rule: a real day, AAAA-MM-DD, 01/01/1900 to 31/12/2100, with the field's label.
// Before it, a deadline counted from '0026-03-02' was stored as 1926-03-23.
import { describe, expect, it } from 'vitest';
import { calendarDay } from './dates.ts';
import {
  correcaoMonetariaInputsSchema,
  monitorDeadlineFieldsSchema,
  predictDatesSchema,
  searchFiltersSchema,
} from './index.ts';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('calendarDay', () => {
  const prazo = calendarDay('Data do evento');
  it.each([
    ['1900-01-01', null],
    ['2100-12-31', null],
    ['2024-02-29', null],
    ['1899-12-31', 'Data do evento: data inválida, use uma data entre 01/01/1900 e 31/12/2100'],
    ['2101-01-01', 'Data do evento: data inválida, use uma data entre 01/01/1900 e 31/12/2100'],
    ['0026-03-02', 'Data do evento: data inválida, use uma data entre 01/01/1900 e 31/12/2100'],
    ['0001-01-01', 'Data do evento: data inválida, use uma data entre 01/01/1900 e 31/12/2100'],
    ['2023-02-29', 'Data do evento: data inválida, esse dia não existe no calendário'],
    ['2024-02-30', 'Data do evento: data inválida, esse dia não existe no calendário'],
    ['02/03/2026', 'Data do evento: data inválida, use o formato AAAA-MM-DD'],
    ['', 'Data do evento: informe a data'],
  ])('%s → %s', (value, expected) => {
    expect(messageOf(prazo.safeParse(value))).toBe(expected);
  });
});

describe('every date input follows the same rule', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it('the Monitor deadline', () => {
    const r = monitorDeadlineFieldsSchema.safeParse({
      id,
      businessDays: 5,
      from: '0026-03-02',
      rule: 'djen',
    });
    expect(messageOf(r)).toBe('Data do evento: data inválida, use uma data entre 01/01/1900 e 31/12/2100');
  });
  it('Predict', () => {
    expect(messageOf(predictDatesSchema.safeParse({ dataFato: '0099-12-31' }))).toBe(
      'Data do fato: data inválida, use uma data entre 01/01/1900 e 31/12/2100',
    );
  });
  it('Search filters', () => {
    expect(messageOf(searchFiltersSchema.safeParse({ dateFrom: '0050-01-01' }))).toBe(
      'Data: data inválida, use uma data entre 01/01/1900 e 31/12/2100',
    );
  });
  it('the Calculator', () => {
    const r = correcaoMonetariaInputsSchema.safeParse({
      valor: 1000,
      dataInicial: '0026-01-01',
      dataFinal: '2026-01-01',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(
      'Data inicial: data inválida, use uma data entre 01/01/1900 e 31/12/2100',
    );
  });
});
