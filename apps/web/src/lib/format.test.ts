import { describe, expect, it } from 'vitest';
import { formatBRL, formatShortDateTime, pluralize } from './format.ts';

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
  });
});
