import type { DeadlineTrailStepDto, MonitorDto, MonitorMovementDto, MonitorOabInput } from '@lexato/schemas';
import { MOVEMENTS_SHOWN, UFS } from '@lexato/schemas';

/** Calendar days left ('N dias corridos restantes'); today and past deadlines said in words. */
export function daysLeftLabel(daysLeft: number | null): string | null {
  if (daysLeft === null) return null;
  if (daysLeft < 0) return `Vencido há ${-daysLeft} dia${daysLeft === -1 ? '' : 's'}`;
  if (daysLeft === 0) return 'Vence hoje';
  const one = daysLeft === 1;
  return `${daysLeft} dia${one ? '' : 's'} corrido${one ? '' : 's'} restante${one ? '' : 's'}`;
}

/** Dias úteis left to the due day (none shown on the due day itself or for continuous counts). */
export function businessDaysLeftLabel(businessDaysLeft: number | null): string | null {
  if (businessDaysLeft === null || businessDaysLeft <= 0) return null;
  const one = businessDaysLeft === 1;
  return `${businessDaysLeft} dia${one ? '' : 's'} út${one ? 'il' : 'eis'} restante${one ? '' : 's'}`;
}

/** A line of the "why this date" list: one step, or a run of consecutive skipped days. */
export interface TrailLine {
  key: string;
  /** 'dd/mm/aaaa', or 'dd/mm/aaaa a dd/mm/aaaa' for a run. */
  when: string;
  description: string;
  basis: string;
}

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
/** What follows 'pulado durante …:' in a skipped step ('Natal', 'sábado', 'suspensão de prazos …'). */
const whySkipped = (step: DeadlineTrailStepDto) => step.description.split(': ').slice(1).join(': ');

/**
 * The trail with each run of consecutive skipped days folded into one line ("21/12/2026 a
 * 20/01/2027: suspensão de prazos de 20/12 a 20/01 …; CPC, art. 220"), naming the holidays inside it.
 */
export function collapseTrail(steps: readonly DeadlineTrailStepDto[]): TrailLine[] {
  const lines: TrailLine[] = [];
  for (let i = 0; i < steps.length; ) {
    const step = steps[i] as DeadlineTrailStepDto;
    let end = i;
    while (step.kind === 'pulado') {
      const next = steps[end + 1];
      const last = steps[end] as DeadlineTrailStepDto;
      if (next?.kind !== 'pulado' || next.date !== nextDay(last.date)) break;
      end++;
    }
    if (end === i) {
      lines.push({
        key: `${i}-${step.date}-${step.kind}`,
        when: br(step.date),
        description: step.description,
        basis: step.basis,
      });
      i++;
      continue;
    }
    const run = steps.slice(i, end + 1);
    lines.push(runLine(run, i));
    i = end + 1;
  }
  return lines;
}

function runLine(run: readonly DeadlineTrailStepDto[], index: number): TrailLine {
  const first = run[0] as DeadlineTrailStepDto;
  const last = run.at(-1) as DeadlineTrailStepDto;
  const parts: string[] = [];
  const suspension = run.find((s) => s.reason === 'recesso');
  if (suspension) parts.push(whySkipped(suspension));
  const weekends = run.filter((s) => s.reason === 'fim-de-semana').length;
  if (weekends)
    parts.push(weekends === 2 && run.length === 2 ? 'fim de semana' : `${weekends} dias de fim de semana`);
  for (const s of run) {
    if (s.reason !== 'recesso' && s.reason !== 'fim-de-semana')
      parts.push(`${whySkipped(s)} (${br(s.date).slice(0, 5)})`);
  }
  const bases = [...new Set(run.filter((s) => s.reason !== 'fim-de-semana').map((s) => s.basis))];
  return {
    key: `${index}-${first.date}-run`,
    when: `${br(first.date)} a ${br(last.date)}`,
    description: `${run.length} dias pulados: ${parts.join('; ')}`,
    basis: (bases.length ? bases : [first.basis]).join('; '),
  };
}

/** Status 'active', anything else shown as inactive. */
export const isActive = (m: Pick<MonitorDto, 'status'>) => m.status === 'active';

/** The 5 most recent movements. */
export function latestMovements(movements: MonitorMovementDto[]): MonitorMovementDto[] {
  return [...movements].sort((a, b) => b.date.localeCompare(a.date)).slice(0, MOVEMENTS_SHOWN);
}

export const PRIORITY_COLORS = { normal: 'gray', medium: 'yellow', high: 'red' } as const;

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's days as weeks from Sunday: 'YYYY-MM-DD', or null for the cells before the 1st and after the last. */
export function monthCells(month: string): Array<string | null> {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const first = new Date(Date.UTC(year, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return cells;
}

/** The active monitors whose deadline falls in `month`, by due date. */
export function deadlinesOfMonth<T extends Pick<MonitorDto, 'deadlineDate' | 'status'>>(
  monitors: readonly T[],
  month: string,
): T[] {
  return monitors
    .filter((m) => m.status === 'active' && m.deadlineDate?.startsWith(`${month}-`))
    .sort((a, b) => (a.deadlineDate ?? '').localeCompare(b.deadlineDate ?? ''));
}

/** 'UF' codes of the OAB sections, as the API accepts them. */
const UF_CODES = new Set(UFS as readonly string[]);

/**
 * The OAB registrations typed as '123456/SP, 98765 RJ' (number then UF, separated by commas or
 * semicolons); an entry not in that form is named in the error.
 */
export function parseOabList(text: string): { numbers: MonitorOabInput['numbers']; error?: string } {
  const numbers: MonitorOabInput['numbers'] = [];
  for (const raw of text.split(/[,;\n]/)) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = /^(?:OAB\s*)?(\d{1,7})\s*[/\-\s]\s*([A-Za-z]{2})$/i.exec(entry);
    const uf = match?.[2]?.toUpperCase() ?? '';
    if (!match?.[1] || !UF_CODES.has(uf)) {
      return { numbers, error: `Inscrição '${entry}' inválida: use número/UF, por exemplo 123456/SP` };
    }
    numbers.push({ number: match[1], uf: uf as (typeof UFS)[number] });
  }
  return { numbers };
}
