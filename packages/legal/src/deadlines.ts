// Procedural deadlines with their "why this date" trail. Counting: CPC arts. 219, 220 and 224; start
// rules in force since 16/05/2025 (Res. CNJ 455/2022 as amended by Res. CNJ 569/2024): DJEN
// publication, citação confirmed in the Domicílio Judicial Eletrônico (CPC art. 231, IX) and
// unconfirmed electronic intimação (Lei 11.419/2006 art. 5º § 3º).

import {
  type CountingOptions,
  nextBusinessDay,
  whyNotBusinessDay,
  whyNotCountingDay,
} from './business-days.ts';
import { addCalendarDays, formatBr, type IsoDate, requireIsoDate } from './dates.ts';
import { noteOtherCalendars, record, type TrailStep, type Walk } from './deadline-trail.ts';
import { type CalendarId, DEFAULT_CALENDAR } from './holidays.ts';

export type { TrailStep, TrailStepKind } from './deadline-trail.ts';

export type DeadlineTrigger =
  /** Act made available in the Diário de Justiça Eletrônico Nacional on `availableOn`. */
  | { type: 'djen'; availableOn: IsoDate }
  /** Citação whose receipt was confirmed in the Domicílio Judicial Eletrônico on `confirmedOn`. */
  | { type: 'citacao-domicilio'; confirmedOn: IsoDate }
  /** Intimação read (confirmed) in the Domicílio Judicial Eletrônico on `confirmedOn`. */
  | { type: 'intimacao-domicilio'; confirmedOn: IsoDate }
  /** Intimação (or citação of a public-law entity) sent on `sentOn` and never confirmed. */
  | { type: 'domicilio-nao-confirmada'; sentOn: IsoDate }
  /** Any other event whose date is the dia do começo (e.g. juntada do mandado, CPC art. 231, II). */
  | { type: 'evento'; on: IsoDate; description?: string };

export type DeadlineInput =
  | ({ kind: 'data'; date: IsoDate } & { calendar?: CalendarId })
  | ({ kind: 'dias-uteis'; days: number; trigger: DeadlineTrigger } & CountingOptions);

export interface Deadline {
  dueDate: IsoDate;
  calendar: CalendarId;
  /** Dia do começo (excluded from the count, CPC art. 224); for kind 'data', the date given. */
  startDate: IsoDate;
  /** First day of the count; undefined for kind 'data'. */
  firstCountedDay: IsoDate | undefined;
  businessDays: number;
  skipped: { weekendDays: number; holidays: number; recessDays: number };
  trail: TrailStep[];
}

const RULES_SINCE = '2025-05-16';
const RES_569 = 'Res. CNJ 455/2022, red. Res. CNJ 569/2024 (regras de contagem desde 16/05/2025)';

/** A date, or N dias úteis from an event, with every step that led to it. */
export function computeDeadline(input: DeadlineInput): Deadline {
  const calendar = input.calendar ?? DEFAULT_CALENDAR;
  const walk: Walk = { trail: [], skipped: { weekendDays: 0, holidays: 0, recessDays: 0 }, calendar };
  if (input.kind === 'data') return fixedDate(input.date, walk);

  if (!Number.isInteger(input.days) || input.days < 1) {
    throw new RangeError(`o prazo deve ser um número inteiro positivo de dias úteis: ${input.days}`);
  }
  const startDate = startOf(input.trigger, walk);
  walk.trail.push({
    date: startDate,
    kind: 'inicio',
    description: `Dia do começo ${formatBr(startDate)}: excluído da contagem, que inclui o dia do vencimento`,
    basis: 'CPC, art. 224, caput',
  });
  const options: CountingOptions = { calendar, suspendRecess: input.suspendRecess ?? true };
  let day = startDate;
  let firstCountedDay: IsoDate | undefined;
  for (let counted = 0; counted < input.days; ) {
    day = addCalendarDays(day, 1);
    const block = whyNotCountingDay(day, options);
    if (block) {
      record(walk, day, block, 'a contagem');
      continue;
    }
    noteOtherCalendars(walk, day);
    counted++;
    firstCountedDay ??= day;
  }
  walk.trail.push({
    date: day,
    kind: 'vencimento',
    description: `Vencimento em ${formatBr(day)} (${input.days}º dia útil, primeiro contado em ${formatBr(firstCountedDay ?? day)})`,
    basis: 'CPC, arts. 219 e 224',
  });
  return {
    dueDate: day,
    calendar,
    startDate,
    firstCountedDay,
    businessDays: input.days,
    skipped: walk.skipped,
    trail: walk.trail,
  };
}

function fixedDate(date: IsoDate, walk: Walk): Deadline {
  requireIsoDate(date, 'data do prazo');
  let due = date;
  let block = whyNotBusinessDay(due, { calendar: walk.calendar });
  while (block) {
    record(walk, due, block, 'o vencimento');
    due = addCalendarDays(due, 1);
    block = whyNotBusinessDay(due, { calendar: walk.calendar });
  }
  noteOtherCalendars(walk, due);
  walk.trail.push({
    date: due,
    kind: 'vencimento',
    description:
      due === date
        ? `Prazo fixado em ${formatBr(date)}, dia útil`
        : `Prazo fixado em ${formatBr(date)}, dia não útil: prorrogado para ${formatBr(due)}`,
    basis: due === date ? 'data informada' : 'CPC, art. 224, § 1º',
  });
  return {
    dueDate: due,
    calendar: walk.calendar,
    startDate: date,
    firstCountedDay: undefined,
    businessDays: 0,
    skipped: walk.skipped,
    trail: walk.trail,
  };
}

/** The dia do começo each trigger leads to, with the steps that reach it. */
function startOf(trigger: DeadlineTrigger, walk: Walk): IsoDate {
  const options = { calendar: walk.calendar };
  const rule = (date: IsoDate, description: string, basis: string) =>
    walk.trail.push({ date, kind: 'regra', description, basis });
  const firstBusinessAfter = (date: IsoDate) => {
    let day = addCalendarDays(date, 1);
    for (let block = whyNotBusinessDay(day, options); block; block = whyNotBusinessDay(day, options)) {
      record(walk, day, block, 'a definição do termo');
      day = addCalendarDays(day, 1);
    }
    noteOtherCalendars(walk, day);
    return day;
  };

  switch (trigger.type) {
    case 'djen': {
      const available = trigger.availableOn;
      requireIsoDate(available, 'data de disponibilização');
      rule(available, `Disponibilização no DJEN em ${formatBr(available)}`, RES_569);
      warnIfBefore(walk, available);
      const published = firstBusinessAfter(available);
      rule(
        published,
        `Publicação considerada em ${formatBr(published)}, primeiro dia útil seguinte à disponibilização`,
        'CPC, art. 224, § 2º; Lei 11.419/2006, art. 4º, § 3º',
      );
      return published;
    }
    case 'citacao-domicilio': {
      const confirmed = trigger.confirmedOn;
      requireIsoDate(confirmed, 'data da confirmação');
      rule(
        confirmed,
        `Citação confirmada no Domicílio Judicial Eletrônico em ${formatBr(confirmed)}`,
        RES_569,
      );
      warnIfBefore(walk, confirmed);
      let day = confirmed;
      for (let n = 1; n <= 5; n++) day = firstBusinessAfter(day);
      rule(
        day,
        `Quinto dia útil seguinte à confirmação: ${formatBr(day)}`,
        'CPC, art. 231, IX (Lei 14.195/2021)',
      );
      return day;
    }
    case 'intimacao-domicilio': {
      const confirmed = trigger.confirmedOn;
      requireIsoDate(confirmed, 'data da confirmação');
      rule(
        confirmed,
        `Intimação confirmada no Domicílio Judicial Eletrônico em ${formatBr(confirmed)}`,
        RES_569,
      );
      warnIfBefore(walk, confirmed);
      if (!whyNotBusinessDay(confirmed, options)) return confirmed;
      const next = nextBusinessDay(confirmed, options);
      rule(
        next,
        `Confirmação em dia não útil: considerada feita em ${formatBr(next)}`,
        'Lei 11.419/2006, art. 5º, § 2º',
      );
      return next;
    }
    case 'domicilio-nao-confirmada': {
      const sent = trigger.sentOn;
      requireIsoDate(sent, 'data de envio');
      rule(
        sent,
        `Comunicação enviada ao Domicílio Judicial Eletrônico em ${formatBr(sent)}, sem confirmação`,
        RES_569,
      );
      warnIfBefore(walk, sent);
      const deemed = addCalendarDays(sent, 10);
      rule(
        deemed,
        `Considerada realizada em ${formatBr(deemed)}, ao fim de 10 dias corridos do envio (sem prorrogação: escolha conservadora)`,
        'Lei 11.419/2006, art. 5º, § 3º',
      );
      return deemed;
    }
    case 'evento': {
      requireIsoDate(trigger.on, 'data do evento');
      rule(trigger.on, trigger.description ?? `Evento em ${formatBr(trigger.on)}`, 'CPC, art. 231');
      return trigger.on;
    }
  }
}

function warnIfBefore(walk: Walk, date: IsoDate): void {
  if (date >= RULES_SINCE) return;
  walk.trail.push({
    date,
    kind: 'observacao',
    description: 'Comunicação anterior a 16/05/2025: confira a regra de contagem então vigente no tribunal',
    basis: RES_569,
  });
}
