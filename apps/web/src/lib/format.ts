const TIME_ZONE = 'America/Sao_Paulo';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatBRL = (value: number) => brl.format(value);

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

/** dd/MM/yy HH:mm in São Paulo time (admin table, spec §2). */
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

export const pluralize = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
