const TIME_ZONE = 'America/Sao_Paulo';

// One BRL formatter for the web app and the API's reports and texts (the dependency-free file, so
// the landing's bundle does not take the schemas along).
export { formatBRL } from '@lexato/schemas/format';

const dateFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
export const formatDate = (value: Date | string) => dateFmt.format(new Date(value));

/** A calendar date given as ISO YYYY-MM-DD, as dd/MM/yyyy (no time zone: it is already a day). */
export const formatIsoDateBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const shortParts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/MM/yy HH:mm in São Paulo time (admin contacts table). */
export function formatShortDateTime(value: Date | string): string {
  const parts = Object.fromEntries(shortParts.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

const dateTimeFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
export const formatDateTime = (value: Date | string) => dateTimeFmt.format(new Date(value));

export { pluralize } from '@lexato/schemas';

/** '2026-03-15' → '15/03/2026' (a calendar date, no time zone involved); anything else as given. */
export function isoToBrDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/**
 * What a person typed as dd/mm/aaaa → the ISO date the API takes: 'empty', an ISO date, or
 * 'invalid' (incomplete, or a day the calendar does not have, such as 30/02).
 */
export function brDateToIso(
  text: string,
): { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'invalid' } {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (!m) return { kind: 'invalid' };
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return { kind: 'invalid' };
  return { kind: 'date', iso: `${yyyy}-${mm}-${dd}` };
}

/** Digits typed in a date field, with the slashes put in as they go: '1503202' → '15/03/202'. */
export function maskBrDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** Digits typed in a month field (competência), with the slash put in: '012024' → '01/2024'. */
export function maskBrMonth(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** A competência typed as mm/aaaa → 'AAAA-MM' (the API's month), 'empty' or 'invalid'. */
export function brMonthToIso(
  text: string,
): { kind: 'empty' } | { kind: 'month'; iso: string } | { kind: 'invalid' } {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const m = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(trimmed);
  if (!m || Number(m[2]) < 1900 || Number(m[2]) > 2100) return { kind: 'invalid' };
  return { kind: 'month', iso: `${m[2]}-${m[1]}` };
}

/** 'AAAA-MM' → 'mm/aaaa'; anything else as given. */
export const isoToBrMonth = (iso: string) =>
  /^\d{4}-\d{2}$/.test(iso) ? `${iso.slice(5)}/${iso.slice(0, 4)}` : iso;
