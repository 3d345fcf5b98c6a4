// Procedural deadlines with their "why this date" trail, on the calendar of the court: dias úteis
// (CPC arts. 219 and 224; CLT art. 775; Lei 9.099/1995 art. 12-A) or continuous days (CPP art. 798),
// suspended from 20/12 to 20/01 (CPC art. 220; CLT art. 775-A; CPP art. 798-A), optionally doubled
// (CPC arts. 180, 183, 186, 229). How the start is found: deadlines-start.ts.

import {
  type CountingOptions,
  type DayBlock,
  isInRecess,
  whyNotBusinessDay,
  whyNotCountingDay,
} from './business-days.ts';
import { type CourtCalendar, yearsWithoutAct } from './courts.ts';
import { addCalendarDays, formatBr, type IsoDate, requireIsoDate } from './dates.ts';
import {
  noteOtherCalendars,
  record,
  recordReducedHours,
  type TrailStep,
  type Walk,
} from './deadline-trail.ts';
import {
  CALENDAR_PROFILES,
  type CalendarId,
  type CalendarProfile,
  DEFAULT_CALENDAR,
  DOUBLE_TIME,
  type DoubleTimeReason,
  doubleTimeBasis,
} from './deadlines-calendars.ts';
import { type DeadlineTrigger, startOf } from './deadlines-start.ts';
import { reducedHoursOn } from './holidays.ts';

export type { SkipReason, TrailStep, TrailStepKind } from './deadline-trail.ts';
export type { DeadlineTrigger } from './deadlines-start.ts';

export type DeadlineInput =
  | { kind: 'data'; date: IsoDate; calendar?: CalendarId; court?: CourtCalendar | undefined }
  | ({
      /** N days in the calendar's unit: dias úteis, or continuous days in the criminal calendar. */
      kind: 'dias-uteis';
      days: number;
      trigger: DeadlineTrigger;
      doubleTime?: DoubleTimeReason;
    } & CountingOptions);

export interface Deadline {
  dueDate: IsoDate;
  calendar: CalendarId;
  counting: CalendarProfile['counting'];
  /** Dia do começo (excluded from the count, CPC art. 224); for kind 'data', the date given. */
  startDate: IsoDate;
  /** First day of the count; undefined for kind 'data'. */
  firstCountedDay: IsoDate | undefined;
  /** Days counted (doubled when `doubleTime` applies); 0 for kind 'data'. */
  businessDays: number;
  doubleTime: { reason: DoubleTimeReason; basis: string } | undefined;
  skipped: Walk['skipped'];
  /** What the user must act on (e.g. a fixed date inside the 20/12–20/01 suspension). */
  warnings: string[];
  trail: TrailStep[];
}

/** Bounds the work of one computation (the trail grows with every day walked). */
export const MAX_DAYS = 1000;

/** A date, or N days from an event, with every step that led to it. */
export function computeDeadline(input: DeadlineInput): Deadline {
  const calendar = input.calendar ?? DEFAULT_CALENDAR;
  const profile = CALENDAR_PROFILES[calendar];
  if (!profile) throw new RangeError(`calendário desconhecido: '${calendar}'`);
  const walk: Walk = {
    trail: [],
    skipped: { weekendDays: 0, holidays: 0, recessDays: 0, reducedHoursDays: 0 },
    calendar,
    court: input.court,
  };
  const from = input.kind === 'data' ? input.date : triggerDate(input.trigger);
  announceCalendar(walk, profile, from);
  if (input.kind === 'data') return withCourtNote(fixedDate(input.date, walk, profile), walk, from);

  if (!Number.isInteger(input.days) || input.days < 1 || input.days > MAX_DAYS) {
    throw new RangeError(`o prazo deve ser um número inteiro de 1 a ${MAX_DAYS} dias: ${input.days}`);
  }
  const doubleTime = input.doubleTime && {
    reason: input.doubleTime,
    basis: doubleTimeBasis(input.doubleTime, calendar),
  };
  const days = doubleTime ? input.days * 2 : input.days;
  const startDate = startOf(input.trigger, walk);
  if (doubleTime) {
    walk.trail.push({
      date: startDate,
      kind: 'regra',
      description: `Prazo em dobro (${DOUBLE_TIME[doubleTime.reason].label}): ${input.days} × 2 = ${days} dias`,
      basis: doubleTime.basis,
    });
    walk.trail.push({
      date: startDate,
      kind: 'observacao',
      description: DOUBLE_TIME[doubleTime.reason].limits,
      basis: doubleTime.basis,
    });
  }
  walk.trail.push({
    date: startDate,
    kind: 'inicio',
    description: `Dia do começo ${formatBr(startDate)}: excluído da contagem, que inclui o dia do vencimento`,
    basis: profile.startExcludedBasis,
  });
  const options: CountingOptions = {
    calendar,
    suspendRecess: input.suspendRecess ?? true,
    ...(walk.court ? { court: walk.court } : {}),
  };
  const first = firstCountedDay(startDate, walk, profile, options);
  const dueDate = pushEnd(lastCountedDay(first, days, walk, profile, options), walk, profile);
  const unit = profile.counting === 'dias-uteis' ? 'dia útil' : 'dia corrido';
  walk.trail.push({
    date: dueDate,
    kind: 'vencimento',
    description: `Vencimento em ${formatBr(dueDate)} (${days}º ${unit}, primeiro contado em ${formatBr(first)})`,
    basis: profile.countingBasis,
  });
  const deadline: Deadline = {
    dueDate,
    calendar,
    counting: profile.counting,
    startDate,
    firstCountedDay: first,
    businessDays: days,
    doubleTime,
    skipped: walk.skipped,
    warnings: [],
    trail: walk.trail,
  };
  return withCourtNote(deadline, walk, from);
}

/**
 * Says, after the calendar's own rules, which of the court's acts the count used and, for each year
 * it spans that no act covers, that the court's closures of that year are missing.
 */
function withCourtNote(deadline: Deadline, walk: Walk, from: IsoDate): Deadline {
  const court = walk.court;
  if (!court) return deadline;
  const first = from < deadline.dueDate ? from : deadline.dueDate;
  const missing = yearsWithoutAct(court, first, deadline.dueDate);
  const notes: TrailStep[] = court.acts.map((act) => ({
    date: from,
    kind: 'regra',
    description: `Fechamentos do ${court.court} de ${formatBr(act.covers.from)} a ${formatBr(act.covers.to)} conforme o ato (dias sem expediente e de expediente reduzido)`,
    basis: act.act,
  }));
  // The state rules whose day falls inside the count, once each.
  const inCount = court.stateRules.filter(({ rule }) => {
    for (let year = Number(first.slice(0, 4)); year <= Number(deadline.dueDate.slice(0, 4)); year++) {
      const day = `${year}-${rule.monthDay}`;
      if (day >= first && day <= deadline.dueDate) return true;
    }
    return false;
  });
  for (const { rule, seatOnly } of inCount) {
    notes.push({
      date: from,
      kind: 'regra',
      description: `${rule.name}: feriado estadual todo ano${seatOnly ? `, só na sede do ${court.court} (${seatOnly})` : ` em todo o território do ${court.court}`}`,
      basis: `${rule.law}; Lei 9.093/1995, art. 1º, II; CPC, art. 216`,
    });
  }
  if (missing.length) {
    notes.push({
      date: from,
      kind: 'observacao',
      description: `Sem ato registrado de fechamentos do ${court.court} para ${missing.join(' e ')}: contados só os feriados do calendário${court.acts.length || inCount.length ? ' e os dias dos atos acima' : ''}; os demais feriados locais e dias sem expediente do tribunal não estão incluídos — confira o ato do tribunal`,
      basis: 'CPC, art. 216 (dias sem expediente forense, por ato do tribunal)',
    });
  }
  const afterAnnouncement = deadline.trail.findIndex((s, i) => i > 0 && s.kind !== 'observacao');
  deadline.trail.splice(afterAnnouncement < 0 ? deadline.trail.length : afterAnnouncement, 0, ...notes);
  return deadline;
}

function triggerDate(t: DeadlineTrigger): IsoDate {
  return t.type === 'djen'
    ? t.availableOn
    : t.type === 'evento'
      ? t.on
      : t.type === 'domicilio-nao-confirmada'
        ? t.sentOn
        : t.confirmedOn;
}

function announceCalendar(walk: Walk, profile: CalendarProfile, date: IsoDate): void {
  walk.trail.push({
    date,
    kind: 'regra',
    description: `Calendário: ${profile.label}. ${profile.counting === 'dias-uteis' ? 'Contagem em dias úteis' : 'Prazo contínuo: fins de semana e feriados contam'}; feriados: ${profile.holidaysBasis}`,
    basis: profile.countingBasis,
  });
  if (profile.caveat)
    walk.trail.push({ date, kind: 'observacao', description: profile.caveat, basis: profile.holidaysBasis });
}

/** Day `days` of the count whose day 1 is `first`: dias úteis, or continuous days but the recess. */
function lastCountedDay(
  first: IsoDate,
  days: number,
  walk: Walk,
  profile: CalendarProfile,
  options: CountingOptions,
): IsoDate {
  let day = first;
  for (let counted = 1; counted < days; ) {
    day = addCalendarDays(day, 1);
    const block =
      profile.counting === 'dias-uteis'
        ? whyNotCountingDay(day, options)
        : recessBlock(day, profile, options);
    if (block) {
      record(walk, day, block, 'a contagem');
      continue;
    }
    if (profile.counting === 'dias-uteis') noteOtherCalendars(walk, day);
    counted++;
  }
  return day;
}

/** In a continuous count only the 20/12–20/01 suspension stops the days (CPP arts. 798 and 798-A). */
function recessBlock(day: IsoDate, profile: CalendarProfile, options: CountingOptions): DayBlock | undefined {
  if (!(options.suspendRecess ?? true) || !isInRecess(day)) return undefined;
  return { kind: 'recesso', basis: profile.suspensionBasis, verification: 'verified_text' };
}

/**
 * The first day of the count: the first day after the dia do começo on which a day can run. Even a
 * continuous criminal count starts on a dia útil (Súmula 310 do STF). Ash Wednesday, a day of reduced
 * expediente, pushes it to the next dia útil (CPC art. 224, § 1º).
 */
function firstCountedDay(
  start: IsoDate,
  walk: Walk,
  profile: CalendarProfile,
  options: CountingOptions,
): IsoDate {
  let day = addCalendarDays(start, 1);
  for (;;) {
    const block = whyNotCountingDay(day, options);
    if (block) {
      record(walk, day, block, 'o início da contagem');
    } else {
      const reduced = reducedHoursOn(day, walk.calendar, walk.court);
      if (!reduced) break;
      recordReducedHours(walk, reduced, 'primeiro dia da contagem (CPC, art. 224, § 1º)');
    }
    day = addCalendarDays(day, 1);
  }
  if (profile.counting === 'dias-corridos' && day !== addCalendarDays(start, 1)) {
    walk.trail.push({
      date: day,
      kind: 'regra',
      description: `O prazo contínuo começa a correr no primeiro dia útil: ${formatBr(day)}`,
      basis: 'Súmula 310 do STF',
    });
  }
  noteOtherCalendars(walk, day);
  return day;
}

/**
 * A due day that is not a dia útil moves to the next one (CPC art. 224, § 1º; CPP art. 798, § 3º);
 * so does one of reduced expediente in the calendars whose courts open late on it.
 */
function pushEnd(due: IsoDate, walk: Walk, profile: CalendarProfile): IsoDate {
  const during = profile.counting === 'dias-corridos' ? 'o vencimento (CPP, art. 798, § 3º)' : 'o vencimento';
  let day = due;
  for (;;) {
    const block = whyNotBusinessDay(day, { calendar: walk.calendar, court: walk.court });
    if (block) {
      record(walk, day, block, during);
    } else {
      const reduced = reducedHoursOn(day, walk.calendar, walk.court);
      if (!reduced) break;
      recordReducedHours(walk, reduced, 'dia do vencimento (CPC, art. 224, § 1º)');
    }
    day = addCalendarDays(day, 1);
  }
  if (day !== due) noteOtherCalendars(walk, day);
  return day;
}

function fixedDate(date: IsoDate, walk: Walk, profile: CalendarProfile): Deadline {
  requireIsoDate(date, 'data do prazo');
  const warnings: string[] = [];
  if (isInRecess(date)) {
    const warning = `Data entre 20/12 e 20/01: o curso dos prazos está suspenso e não se realizam audiências nem sessões de julgamento (${profile.noHearingsBasis}); confirme a data com o juízo`;
    warnings.push(warning);
    walk.trail.push({ date, kind: 'observacao', description: warning, basis: profile.suspensionBasis });
  }
  const due = pushEnd(date, walk, profile);
  if (due === date) noteOtherCalendars(walk, due);
  const extension = profile.counting === 'dias-corridos' ? 'CPP, art. 798, § 3º' : 'CPC, art. 224, § 1º';
  walk.trail.push({
    date: due,
    kind: 'vencimento',
    description:
      due === date
        ? `Prazo fixado em ${formatBr(date)}, dia útil`
        : `Prazo fixado em ${formatBr(date)}, dia sem expediente normal: prorrogado para ${formatBr(due)}`,
    basis: due === date ? 'data informada' : extension,
  });
  return {
    dueDate: due,
    calendar: walk.calendar,
    counting: profile.counting,
    startDate: date,
    firstCountedDay: undefined,
    businessDays: 0,
    doubleTime: undefined,
    skipped: walk.skipped,
    warnings,
    trail: walk.trail,
  };
}
