import { Decimal } from 'decimal.js';

/**
 * Rounding convention of the whole package (stated once, applied everywhere): intermediate
 * values, rates and factors keep full precision; every money amount that becomes a reported item
 * is rounded ONCE to cents, half-up (ROUND_HALF_UP, the rounding of the Portarias' ceiling
 * figures and of the Receita's examples); totals are sums of the rounded items, as on a payslip.
 *
 * Two exact representations carry it: payroll money is integer centavos with integer-ratio rates
 * (centavos.ts, fast and exact); index factors over many months (correção, liquidação) use
 * decimal.js with 40 significant digits (this file), converted to centavos once per item.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export const ZERO = new Dec(0);
export const ONE = new Dec(1);

export function dec(value: number | string | Decimal): Decimal {
  return new Dec(value);
}

/** Rounds to cents, half-up. */
export function cents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Rounded to cents and converted for JSON results. */
export function num(value: Decimal): number {
  return cents(value).toNumber();
}

export function maxDec(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b;
}

/** pt-BR money text for the memo ("R$ 1.234,56"), cheap enough for the hot path. */
export function brl(value: Decimal): string {
  const fixed = cents(value).toFixed(2);
  const negative = fixed.startsWith('-');
  const [int = '0', frac = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}R$ ${grouped},${frac}`;
}

/** pt-BR percentage text for a fraction (0.075 -> "7,5%"). */
export function pct(fraction: Decimal | number, places = 4): string {
  const text = new Dec(fraction).times(100).toDecimalPlaces(places).toString();
  return `${text.replace('.', ',')}%`;
}

/** A factor as a Brazilian reads it, 8 decimal places: 1.43410153 → '1,43410153'. */
export function fatorBr(fator: Decimal): string {
  return fator.toFixed(8).replace('.', ',');
}

/** Rounded to cents and expressed in integer centavos (for the memo and centavos arithmetic). */
export function emCentavos(value: Decimal): number {
  return cents(value).times(100).toNumber();
}
