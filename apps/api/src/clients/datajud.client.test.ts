import { describe, expect, it } from 'vitest';
import { movementType, parseDatajudDate } from './datajud.client.ts';

describe('DataJud movement mapping', () => {
  it('reads the ISO timestamps DataJud documents, and the zone-less forms some tribunals send (Brasília time)', () => {
    expect(parseDatajudDate('2018-10-30T14:06:24.000Z')?.toISOString()).toBe('2018-10-30T14:06:24.000Z');
    expect(parseDatajudDate('2018-10-30T11:06:24')?.toISOString()).toBe('2018-10-30T14:06:24.000Z');
    expect(parseDatajudDate('20181030110624')?.toISOString()).toBe('2018-10-30T14:06:24.000Z');
    expect(parseDatajudDate('2018-10-30')?.toISOString()).toBe('2018-10-30T03:00:00.000Z');
    expect(parseDatajudDate('ontem')).toBeUndefined();
    expect(parseDatajudDate('2018-13-45T00:00:00Z')).toBeUndefined();
  });

  it('labels a movement by its TPU name', () => {
    expect(movementType('Julgamento')).toBe('decisao');
    expect(movementType('Sentença')).toBe('decisao');
    expect(movementType('Expedição de intimação')).toBe('comunicacao');
    expect(movementType('Distribuição')).toBe('distribuicao');
    expect(movementType('Audiência')).toBe('audiencia');
    expect(movementType('Juntada de Petição')).toBe('peticao');
    expect(movementType('Arquivamento')).toBe('encerramento');
    expect(movementType('Conversão de Autos Físicos em Eletrônicos')).toBe('andamento');
  });
});
