import { saoPauloDay } from '@lexato/legal';
import { describe, expect, it } from 'vitest';
import { defaultTitle } from './run.ts';

describe('calculator defaults', () => {
  it('dates the default title by the day in São Paulo (UTC−3), not in UTC', () => {
    expect(defaultTitle('rescisao', new Date('2026-11-22T12:00:00Z'))).toBe('Rescisão — 22/11/2026');
    expect(defaultTitle('liquidacao_sentenca', new Date('2026-11-22T02:30:00Z'))).toBe(
      'Liquidação de Sentença — 21/11/2026',
    );
  });

  it('takes the tables of the São Paulo calendar day', () => {
    expect(saoPauloDay(new Date('2026-01-01T02:59:00Z'))).toBe('2025-12-31');
    expect(saoPauloDay(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });
});
