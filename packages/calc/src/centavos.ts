import { CalcError } from './errors.ts';
import { rotulo } from './rotulos.ts';

/**
 * Payroll money as integer centavos. Rates are integer ratios (7,5% = 75/1000), so a product such
 * as base × alíquota is an exact integer fraction that is rounded ONCE to the cent, half-up
 * (away from zero) — the same convention as money.ts, where decimal.js carries the index factors
 * of correção/liquidação. Integers stay within Number.MAX_SAFE_INTEGER; larger intermediate
 * products fall back to BigInt, so nothing is ever approximated in binary floating point.
 */
export type Centavos = number;

function roundDivBig(n: bigint, d: bigint): number {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return Number(negative ? -q : q);
}

/** round(n / d), half away from zero, exact for safe integers. */
export function roundDiv(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) return roundDivBig(BigInt(n), BigInt(d));
  const an = Math.abs(n);
  const ad = Math.abs(d);
  let q = Math.floor(an / ad);
  let r = an - q * ad;
  while (r < 0) {
    q -= 1;
    r += ad;
  }
  while (r >= ad) {
    q += 1;
    r -= ad;
  }
  if (2 * r >= ad) q += 1;
  return n < 0 !== d < 0 ? -q : q;
}

/** round(a × b × … / d), exact: BigInt when the product leaves the safe-integer range. */
export function mulDiv(factors: readonly number[], d: number): number {
  let p = 1;
  for (const f of factors) p *= f;
  if (Number.isSafeInteger(p)) return roundDiv(p, d);
  let big = 1n;
  for (const f of factors) big *= BigInt(f);
  return roundDivBig(big, BigInt(d));
}

/**
 * Reais (as given by the user, e.g. 3000.5) to centavos, reading the number's shortest decimal
 * representation so that 1.005 becomes 101 (half-up), not 100 as binary arithmetic would give.
 */
export function centavos(reais: number, field = 'valor'): Centavos {
  if (!Number.isFinite(reais) || Math.abs(reais) > 1e13)
    throw new CalcError(field, `${rotulo(field)}: valor fora do limite`);
  const text = Math.abs(reais).toFixed(20).replace(/0+$/, '');
  const exact = String(Math.abs(reais));
  const source = /e/i.test(exact) ? text : exact;
  const [int = '0', frac = ''] = source.split('.');
  const digits = `${frac}000`;
  let value = Number(int) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) value += 1;
  return reais < 0 ? -value : value;
}

/** Centavos to reais for JSON results (the nearest double to the exact decimal). */
export function reais(c: Centavos): number {
  return c / 100;
}

/** "R$ 1.234,56". */
export function brlC(c: Centavos): string {
  const abs = Math.abs(c);
  const int = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = String(abs % 100).padStart(2, '0');
  return `${c < 0 ? '-' : ''}R$ ${int},${frac}`;
}

/** Rate given as a fraction (0.075) to an integer per `scale` (75 per 1000), refusing inexact rates. */
export function taxaInteira(fraction: number, scale: number): number {
  const n = Math.round(fraction * scale);
  if (Math.abs(n - fraction * scale) > 1e-6) throw new Error(`taxa ${fraction} não cabe na escala ${scale}`);
  return n;
}

/** "7,5%" from an integer rate per `scale`. */
export function pctInteira(n: number, scale: number): string {
  return `${String((n * 100) / scale).replace('.', ',')}%`;
}
