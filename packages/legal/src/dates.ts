// Calendar dates as ISO strings ('YYYY-MM-DD') with UTC arithmetic: no wall clock. The one place
// an instant becomes a date is `saoPauloDay`, the caller's clock reading passed in.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type IsoDate = string;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Parses 'YYYY-MM-DD', refusing impossible dates such as 2025-02-30. */
export function parseIsoDate(value: string): DateParts | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(parts) ? parts : undefined;
}

export function isRealDate({ year, month, day }: DateParts): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function requireIsoDate(value: string, label = 'data'): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`${label} inválida: '${value}' (use AAAA-MM-DD)`);
  return parts;
}

export function toIso({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01, the unit all arithmetic here uses. */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = requireIsoDate(date);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const d = new Date(dayNumber * 86_400_000);
  return toIso({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` comes first). */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** 0 = domingo … 6 = sábado. */
export function weekday(date: IsoDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

export function weekdayName(date: IsoDate): string {
  return WEEKDAY_NAMES[weekday(date)] ?? '';
}

/** '2025-03-04' → '04/03/2025', the way Brazilian courts write dates. */
export function formatBr(date: IsoDate): string {
  const { year, month, day } = requireIsoDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** The months as written in Portuguese dates ('22 de novembro de 2026'), lower case, January first. */
export const MONTH_NAMES: readonly string[] = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

// en-CA writes dates as YYYY-MM-DD. One shared formatter: building one per call costs about a
// millisecond.
const saoPauloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day an instant falls on in São Paulo (Brasília time, the official time the courts
 * and the federal tables follow): 2026-03-10T01:30Z is still '2026-03-09' there. "Today" for
 * deadlines, limitation periods and tables is `saoPauloDay(now)`, never the UTC date.
 */
export function saoPauloDay(instant: Date): IsoDate {
  return saoPauloDate.format(instant);
}
