import { z } from 'zod';

// One rule for every date a user types, in every tool: a real day of the calendar, written
// AAAA-MM-DD, between 01/01/1900 and 31/12/2100. Outside that range a date is a typo (a year
// "0026" for 2026), and JavaScript's Date.UTC would silently read years 0–99 as 1900–1999.

export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day of the calendar, 'AAAA-MM-DD'. Date.parse alone lets 2024-02-30 through (it rolls over to
 * 1 March) and year 0000, which PostgreSQL's date refuses.
 */
export function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Inside the range the product accepts (ISO strings of one format compare as dates). */
export const isDayInRange = (value: string) => value >= FIRST_DAY && value <= LAST_DAY;

/** The messages of a date field, each naming the field. */
export const dayMessages = (label: string) => ({
  required: `${label}: informe a data`,
  format: `${label}: data inválida, use o formato AAAA-MM-DD`,
  calendar: `${label}: data inválida, esse dia não existe no calendário`,
  range: `${label}: data inválida, use uma data entre 01/01/1900 e 31/12/2100`,
});

/** A required date field. */
export const calendarDay = (label: string) => {
  const m = dayMessages(label);
  return z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .regex(ISO_DAY, m.format)
    .refine(isCalendarDay, m.calendar)
    .refine(isDayInRange, m.range);
};

/** The same rule for a value that may be empty; returns the message, or null when it is fine. */
export function dayProblem(label: string, value: string): string | null {
  const m = dayMessages(label);
  if (!ISO_DAY.test(value)) return m.format;
  if (!isCalendarDay(value)) return m.calendar;
  if (!isDayInRange(value)) return m.range;
  return null;
}
