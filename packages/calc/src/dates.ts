import { CalcError } from './errors.ts';
import { rotulo } from './rotulos.ts';

/**
 * Calendar dates as plain year/month/day plus a day serial (days since 1970-01-01, UTC), so
 * that counting days never depends on the machine's time zone.
 */
export interface Data {
  y: number;
  m: number; // 1-12
  d: number;
  serial: number;
  iso: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function makeData(y: number, m: number, d: number): Data {
  const serial = Date.UTC(y, m - 1, d) / DAY_MS;
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { y, m, d, serial, iso };
}

export function fromSerial(serial: number): Data {
  const date = new Date(serial * DAY_MS);
  return makeData(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Parses an ISO `YYYY-MM-DD` date, refusing impossible dates (2025-02-30). */
export function parseData(value: unknown, field: string): Data {
  const match = typeof value === 'string' ? ISO.exec(value) : null;
  if (!match) throw new CalcError(field, `${rotulo(field)}: data inválida, use o formato AAAA-MM-DD`);
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) {
    throw new CalcError(field, `${rotulo(field)}: data inexistente (${String(value)})`);
  }
  return makeData(y, m, d);
}

export function today(): Data {
  const now = new Date();
  return makeData(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
}

export function addDays(date: Data, days: number): Data {
  return fromSerial(date.serial + days);
}

/** Same day n months later; the day is clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Data, months: number): Data {
  const total = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return makeData(y, m, Math.min(date.d, daysInMonth(y, m)));
}

/** Completed years of service from `start` to `end` (anniversaries reached). */
export function anosCompletos(start: Data, end: Data): number {
  let years = end.y - start.y;
  if (years > 0 && addMonths(start, years * 12).serial > end.serial) years -= 1;
  return Math.max(0, years);
}

/**
 * Avos by the 15-day rule counted from `start`: whole months from `start`, plus one more when
 * the remaining fraction has 15 days or more (CLT art. 146, parágrafo único: "fração superior
 * a 14 dias").
 */
export function avosDesde(start: Data, end: Data): number {
  if (end.serial < start.serial) return 0;
  let months = 0;
  while (addMonths(start, months + 1).serial <= end.serial + 1) months += 1;
  const rest = end.serial - addMonths(start, months).serial + 1;
  return months + (rest >= 15 ? 1 : 0);
}

/**
 * 13th-salary avos: each calendar month in which the employee worked 15 days or more counts
 * as a whole month (Lei 4.090/1962 art. 1º §2º).
 */
export function avosCalendario(start: Data, end: Data): number {
  let avos = 0;
  let y = start.y;
  let m = start.m;
  while (y < end.y || (y === end.y && m <= end.m)) {
    const first = Math.max(makeData(y, m, 1).serial, start.serial);
    const last = Math.min(makeData(y, m, daysInMonth(y, m)).serial, end.serial);
    if (last - first + 1 >= 15) avos += 1;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return avos;
}

/** Months M..N inclusive as `YYYY-MM` keys. */
export function mesesEntre(start: Data, end: Data): string[] {
  const keys: string[] = [];
  for (let total = start.y * 12 + start.m - 1; total <= end.y * 12 + end.m - 1; total += 1) {
    keys.push(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`);
  }
  return keys;
}
