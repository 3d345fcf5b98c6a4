import { describe, expect, it } from 'vitest';
import { formatBRL } from './format.ts';
import { idSchema, isId } from './ids.ts';

describe('formatBRL', () => {
  it('writes reais the Brazilian way: R$, dot for thousands, comma and two decimals', () => {
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(-48000)).toBe('-R$\u00a048.000,00');
  });
});

describe('idSchema', () => {
  it('takes the UUIDs the database gives and refuses anything else in Portuguese', () => {
    expect(isId('5f1c0d00-0000-4000-8000-000000000001')).toBe(true);
    for (const bad of ['abc', 'nao-e-um-id', '', '5f1c0d00-0000-4000-8000-00000000000', '1e309']) {
      expect(isId(bad)).toBe(false);
    }
    expect(idSchema.safeParse('abc').error?.issues[0]?.message).toBe('Identificador inválido');
  });
});
