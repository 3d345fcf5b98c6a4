import { describe, expect, it } from 'vitest';
import { formatBRL, formatBrlAmount, parseBrlAmount } from './format.ts';
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

describe('parseBrlAmount', () => {
  // The Brazilian way of writing money (ABNT NBR 5891 / the Banco Central's own figures): dots
  // group thousands in threes, the comma comes before the centavos.
  it.each([
    ['4.850,00', '4850', '00', 4850],
    ['4850,00', '4850', '00', 4850],
    ['4850', '4850', '00', 4850],
    ['4.850', '4850', '00', 4850],
    ['12.345.678,90', '12345678', '90', 12345678.9],
    ['R$ 4.850,00', '4850', '00', 4850],
    ['R$\u00a04.850,00', '4850', '00', 4850],
    ['  4850,5 ', '4850', '50', 4850.5],
    ['4850,', '4850', '00', 4850],
    ['0,01', '0', '01', 0.01],
    [',50', undefined, undefined, undefined],
    ['007', '7', '00', 7],
    ['1.000.000', '1000000', '00', 1000000],
    ['9999999999999,99', '9999999999999', '99', 9999999999999.99],
  ])('reads %s as %s reais and %s centavos', (typed, reais, centavos, value) => {
    const read = parseBrlAmount(typed);
    if (reais === undefined) expect(read).toEqual({ kind: 'invalid' });
    else expect(read).toEqual({ kind: 'amount', reais, centavos, value });
  });

  it('refuses what it cannot read instead of guessing', () => {
    for (const bad of [
      '4.85', // a dot only groups thousands: never a decimal point
      '4.8500',
      '48.50,00',
      '4,850.00', // the English way
      '10,123', // three centavos
      '1,2,3',
      '-10,00',
      '4 850,00',
      'dez reais',
      'R$',
      '12.345.678,901',
      '10000000000000', // 14 digits of reais: past the exact range
    ]) {
      expect(parseBrlAmount(bad), bad).toEqual({ kind: 'invalid' });
    }
  });

  it('reads blank as empty', () => {
    expect(parseBrlAmount('')).toEqual({ kind: 'empty' });
    expect(parseBrlAmount('   ')).toEqual({ kind: 'empty' });
  });

  it('writes an amount back as the field shows it', () => {
    expect(formatBrlAmount(4850)).toBe('4.850,00');
    expect(formatBrlAmount(12345678.9)).toBe('12.345.678,90');
    expect(formatBrlAmount(0.5)).toBe('0,50');
  });
});
