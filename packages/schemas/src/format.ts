// Formatting shared by the web app and the API (screens, PDF reports, generated texts), so a value
// reads the same wherever it is shown.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A count with its word agreeing in number ('1 contato', '2 contatos'). */
export { pluralize } from '@lexato/legal/text';

/** 1234.5 → 'R$ 1.234,50' (pt-BR currency: a no-break space after R$). */
export const formatBRL = (value: number) => brl.format(value);

/** What a typed amount reads as: nothing, an exact amount (reais and centavos as digits), or unreadable. */
export type TypedAmount =
  | { kind: 'empty' }
  | { kind: 'amount'; reais: string; centavos: string; value: number }
  | { kind: 'invalid' };

// Brazilian notation only: thousands grouped by dots in threes (or not grouped at all), a comma
// before at most two centavos. A trailing comma is a person half-way through typing '4850,'.
const BR_AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{0,2}))?$/;
/** Amounts above this (a quadrillion reais) are refused: past it a JS number loses centavos. */
const MAX_REAIS_DIGITS = 13;

/**
 * An amount typed or pasted the Brazilian way: '4.850,00', '4850,00', '4850', '4.850',
 * 'R$ 12.345.678,90' → reais and centavos. Anything else is unreadable, never guessed at: '4.85'
 * (a dot can only group thousands), '4,850.00' (the English way), '48.50,00', '10,123', '-10'.
 */
export function parseBrlAmount(text: string): TypedAmount {
  const trimmed = text.trim().replace(/^R\$\s*/i, '');
  if (trimmed === '') return text.trim() === '' ? { kind: 'empty' } : { kind: 'invalid' };
  const match = BR_AMOUNT.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const reais = (match[1] ?? '').replace(/\./g, '').replace(/^0+(?=\d)/, '');
  if (reais.length > MAX_REAIS_DIGITS) return { kind: 'invalid' };
  const centavos = (match[2] ?? '').padEnd(2, '0');
  return { kind: 'amount', reais, centavos, value: Number(`${reais}.${centavos}`) };
}

const amountFmt = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 4850 → '4.850,00': an amount as a money field shows it, without the currency sign. */
export const formatBrlAmount = (value: number) => amountFmt.format(value);
