import { describe, expect, it } from 'vitest';
import {
  brDateToIso,
  brMonthToIso,
  formatBRL,
  formatShortDateTime,
  isoToBrDate,
  isoToBrMonth,
  maskBrDate,
  maskBrMonth,
  pluralize,
} from './format.ts';

describe('formatting', () => {
  it('formats money as BRL', () => {
    expect(formatBRL(1500).replace(/\s/g, ' ')).toBe('R$ 1.500,00');
  });

  it('shows admin dates as dd/MM/yy HH:mm in São Paulo time', () => {
    // 02:30 UTC on 1 Feb 2026 is 23:30 on 31 Jan in São Paulo (UTC−3, no DST since 2019).
    expect(formatShortDateTime('2026-02-01T02:30:00Z')).toBe('31/01/26 23:30');
  });

  it('pluralises contato/contatos', () => {
    expect(pluralize(1, 'contato', 'contatos')).toBe('1 contato');
    expect(pluralize(0, 'contato', 'contatos')).toBe('0 contatos');
    expect(pluralize(10000, 'contato', 'contatos')).toBe('10.000 contatos'); // pt-BR thousands dot
  });
});

describe('dates typed as dd/mm/aaaa', () => {
  it('reads a full date into the ISO date the API takes', () => {
    expect(brDateToIso('15/03/2026')).toEqual({ kind: 'date', iso: '2026-03-15' });
    expect(brDateToIso(' 29/02/2024 ')).toEqual({ kind: 'date', iso: '2024-02-29' }); // 2024 is a leap year
  });

  it('refuses days the calendar does not have and incomplete dates', () => {
    expect(brDateToIso('29/02/2026')).toEqual({ kind: 'invalid' }); // 2026 is not a leap year
    expect(brDateToIso('31/04/2026')).toEqual({ kind: 'invalid' }); // April has 30 days
    expect(brDateToIso('15/13/2026')).toEqual({ kind: 'invalid' });
    expect(brDateToIso('15/03/26')).toEqual({ kind: 'invalid' });
    expect(brDateToIso('')).toEqual({ kind: 'empty' });
  });

  it('shows an ISO date as dd/mm/aaaa and masks digits as they are typed', () => {
    expect(isoToBrDate('2026-11-24')).toBe('24/11/2026');
    expect(maskBrDate('1503202')).toBe('15/03/202');
    expect(maskBrDate('15/03/2026x9')).toBe('15/03/2026');
  });
});

describe('months (competências) typed as mm/aaaa', () => {
  it('puts the slash in as the digits go and reads only real months', () => {
    expect(maskBrMonth('012024')).toBe('01/2024');
    expect(maskBrMonth('01/2024x9')).toBe('01/2024');
    expect(maskBrMonth('1')).toBe('1');
    expect(brMonthToIso('01/2024')).toEqual({ kind: 'month', iso: '2024-01' });
    expect(brMonthToIso('12/2100')).toEqual({ kind: 'month', iso: '2100-12' });
    expect(brMonthToIso('13/2024')).toEqual({ kind: 'invalid' });
    expect(brMonthToIso('00/2024')).toEqual({ kind: 'invalid' });
    expect(brMonthToIso('12/1899')).toEqual({ kind: 'invalid' });
    expect(brMonthToIso(' ')).toEqual({ kind: 'empty' });
    expect(isoToBrMonth('2024-01')).toBe('01/2024');
  });
});
