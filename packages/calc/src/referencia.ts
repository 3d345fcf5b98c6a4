import { type Data, parseData, today } from './dates.ts';

/**
 * The reference date picks the tables in force: the one given, else the calculation's own
 * termination or final date, else today (UTC).
 */
export function dataReferencia(referenceDate: string | undefined, fallback?: Data): Data {
  if (referenceDate !== undefined) return parseData(referenceDate, 'referenceDate');
  return fallback ?? today();
}
