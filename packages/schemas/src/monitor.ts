import { maskCnjInput, tribunalByCode, validateCnj } from '@lexato/legal/cnj';
import { z } from 'zod';
import { calendarDay } from './dates.ts';
import { idInputSchema, idSchema } from './ids.ts';
import type { MonitorDeadlineRuleDto } from './monitor.output.ts';

/** The tribunal options of the add form. */
export const MONITOR_TRIBUNALS = [
  'STJ',
  'STF',
  'TJ-SP',
  'TJ-RJ',
  'TJ-MG',
  'TRF1',
  'TRF2',
  'TRF3',
  'TST',
] as const;
const normaliseAcronym = (acronym: string) => acronym.toUpperCase().replace(/[\s-]/g, '');

/** The tribunal as the form names it ('TJ-SP'), or the CNJ table's acronym when not an option ('TRT3'). */
export function monitorTribunalLabel(acronym: string): string {
  return MONITOR_TRIBUNALS.find((t) => normaliseAcronym(t) === normaliseAcronym(acronym)) ?? acronym;
}

export interface CnjInputStatus {
  /** The number masked as typed (NNNNNNN-DD.AAAA.J.TR.OOOO). */
  masked: string;
  /** All 20 digits typed. */
  complete: boolean;
  /** The tribunal the number's J.TR names (as the form writes it), once J and TR are typed. */
  tribunal: string | undefined;
  /** What is wrong with a complete number (check digits with the expected ones, unknown J.TR). */
  error: string | undefined;
}

/**
 * The add form's view of a number being typed: masked, and once J.TR are typed the tribunal they
 * name (Res. CNJ 65/2008, art. 1º, §§ 4º-5º); once complete, the check-digit verdict (Anexo VIII).
 */
export function inspectCnjInput(typed: string): CnjInputStatus {
  const masked = maskCnjInput(typed);
  const digits = masked.replace(/\D/g, '');
  const tribunal =
    digits.length >= 16 ? tribunalByCode(digits.slice(13, 14), digits.slice(14, 16)) : undefined;
  const complete = digits.length === 20;
  const errors = complete ? validateCnj(masked).errors : [];
  return {
    masked,
    complete,
    tribunal: tribunal ? monitorTribunalLabel(tribunal.acronym) : undefined,
    error: errors.length ? `Número do processo inválido: ${errors.join('; ')}` : undefined,
  };
}

/** Priorities, default normal. */
export const MONITOR_PRIORITIES = ['normal', 'medium', 'high'] as const;
export type MonitorPriorityValue = (typeof MONITOR_PRIORITIES)[number];
export const MONITOR_PRIORITY_LABELS: Record<MonitorPriorityValue, string> = {
  normal: 'Normal',
  medium: 'Média',
  high: 'Alta',
};
export const MONITOR_STATUSES = ['active', 'archived'] as const;
/** A deadline is urgent with 3 days or fewer left; 5 movements are shown. */
export const URGENT_DAYS = 3;
export const MOVEMENTS_SHOWN = 5;

/**
 * How the start of a count in dias úteis is found (rules in force since 16/05/2025):
 * djen = availability in the DJEN; citacao-domicilio = citação confirmed in the Domicílio
 * Judicial Eletrônico; intimacao-domicilio = intimação confirmed there; domicilio-nao-confirmada =
 * sent and never confirmed (deemed received 10 calendar days later); evento = any other event.
 */
export const DEADLINE_RULES = [
  'djen',
  'citacao-domicilio',
  'intimacao-domicilio',
  'domicilio-nao-confirmada',
  'evento',
] as const;
export type DeadlineRule = (typeof DEADLINE_RULES)[number];
/**
 * The court's calendar (packages/legal deadlines-calendars.ts): how days run, which are holidays.
 * 'forense' is the default (CPC art. 216); 'criminal' counts continuous days (CPP art. 798);
 * 'nacional' (federal holidays only) stays for deadlines saved before the calendars existed.
 */
export const DEADLINE_CALENDARS = [
  'forense',
  'justica-federal',
  'trabalhista',
  'juizados',
  'criminal',
  'nacional',
] as const;
export type DeadlineCalendar = (typeof DEADLINE_CALENDARS)[number];
export const DEFAULT_DEADLINE_CALENDAR: DeadlineCalendar = 'forense';
export const DEADLINE_CALENDAR_LABELS: Record<DeadlineCalendar, string> = {
  forense: 'Justiça Estadual — cível (CPC, dias úteis)',
  'justica-federal': 'Justiça Federal (Lei 5.010/1966, art. 62)',
  trabalhista: 'Justiça do Trabalho (CLT, art. 775)',
  juizados: 'Juizados Especiais (Lei 9.099/1995, art. 12-A)',
  criminal: 'Criminal (CPP, art. 798: dias corridos)',
  nacional: 'Somente feriados nacionais',
};
/** CPC arts. 180, 183, 186 and 229 (packages/legal DOUBLE_TIME says where each applies). */
export const DOUBLE_TIME_REASONS = [
  'ministerio-publico',
  'fazenda-publica',
  'defensoria-publica',
  'litisconsortes-autos-fisicos',
] as const;
export type DoubleTimeReasonValue = (typeof DOUBLE_TIME_REASONS)[number];
export const DOUBLE_TIME_LABELS: Record<DoubleTimeReasonValue, string> = {
  'ministerio-publico': 'Ministério Público (CPC, art. 180)',
  'fazenda-publica': 'Fazenda Pública (CPC, art. 183)',
  'defensoria-publica': 'Defensoria Pública (CPC, art. 186)',
  'litisconsortes-autos-fisicos': 'Litisconsortes com advogados distintos, autos físicos (CPC, art. 229)',
};
export const DEADLINE_RULE_LABELS: Record<DeadlineRule, string> = {
  djen: 'Publicação no DJEN (data da disponibilização)',
  'citacao-domicilio': 'Citação pelo Domicílio Judicial Eletrônico (confirmação do recebimento)',
  'intimacao-domicilio': 'Intimação pelo Domicílio Judicial Eletrônico (consulta)',
  'domicilio-nao-confirmada': 'Intimação pelo Domicílio sem consulta em 10 dias (tácita)',
  evento: 'Outro evento (intimação pessoal, juntada, audiência…)',
};

/** Rules and messages. The CNJ check digits are verified on the server too. */
export const monitorAddSchema = z.strictObject({
  processNumber: z
    .string({ error: 'Número do processo inválido' })
    .trim()
    .min(10, 'Número do processo inválido')
    .max(40, 'Número do processo inválido'),
  processTitle: z
    .string({ error: 'Título deve ter pelo menos 5 caracteres' })
    .trim()
    .min(5, 'Título deve ter pelo menos 5 caracteres')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  tribunal: z
    .string({ error: 'Tribunal é obrigatório' })
    .trim()
    .min(2, 'Tribunal é obrigatório')
    .max(20, 'Tribunal inválido'),
  priority: z.enum(MONITOR_PRIORITIES, { error: 'Prioridade inválida' }).default('normal'),
});
export type MonitorAddInput = z.input<typeof monitorAddSchema>;

/** A malformed id is a 400 (idSchema); a well-formed one that is not the user's monitor, a 404. */
export const monitorIdSchema = idInputSchema;

/** `status` is checked after the id, so that an unknown id is a 404 whatever the body. */
export const monitorStatusSchema = z.strictObject({
  id: idSchema,
  status: z.enum(MONITOR_STATUSES, { error: 'Situação inválida' }).optional(),
});

/**
 * POST /api/platform/monitor/{id}/deadline: either `{date}` (a fixed date, moved to the next dia
 * útil if it is not one) or `{businessDays, from, rule}` (N dias úteis counted from an event).
 */
export const monitorDeadlineFieldsSchema = z.strictObject({
  id: idSchema,
  date: calendarDay('Data do prazo').optional(),
  businessDays: z
    .number({ error: 'Informe o número de dias úteis' })
    .int('O prazo deve ser um número inteiro de dias úteis')
    .min(1, 'O prazo deve ter pelo menos 1 dia útil')
    .max(365, 'O prazo deve ter no máximo 365 dias úteis')
    .optional(),
  from: calendarDay('Data do evento').optional(),
  rule: z.enum(DEADLINE_RULES, { error: 'Regra de contagem inválida' }).optional(),
  calendar: z.enum(DEADLINE_CALENDARS, { error: 'Calendário inválido' }).optional(),
  doubleTime: z.enum(DOUBLE_TIME_REASONS, { error: 'Motivo do prazo em dobro inválido' }).optional(),
  /** CPP art. 798-A, I-III: réu preso, Lei Maria da Penha, urgent measure — no 20/12–20/01 suspension. */
  recessExempt: z.boolean({ error: 'Valor inválido para a exceção do art. 798-A do CPP' }).optional(),
  description: z.string().trim().max(200, 'Descrição deve ter no máximo 200 caracteres').optional(),
});

/** The fields plus the rule that exactly one form is given (the server checks it after the id). */
export const monitorDeadlineSchema = monitorDeadlineFieldsSchema.superRefine((v, ctx) => {
  const byDate = v.date !== undefined;
  const byCount = v.businessDays !== undefined || v.from !== undefined || v.rule !== undefined;
  if (byDate === byCount) {
    ctx.addIssue({
      code: 'custom',
      path: ['date'],
      message: 'Informe a data do prazo ou o número de dias úteis a partir de um evento',
    });
    return;
  }
  if (byCount && v.businessDays === undefined) {
    ctx.addIssue({ code: 'custom', path: ['businessDays'], message: 'Informe o número de dias úteis' });
  }
  if (byCount && v.from === undefined) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'Data do evento é obrigatória' });
  }
  if (byDate && v.doubleTime !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['doubleTime'],
      message: 'Prazo em dobro só se aplica a um prazo contado em dias',
    });
  }
  if (v.recessExempt && v.calendar !== 'criminal') {
    ctx.addIssue({
      code: 'custom',
      path: ['recessExempt'],
      message: 'A exceção à suspensão de 20/12 a 20/01 (CPP, art. 798-A) só vale no calendário criminal',
    });
  }
});
export type MonitorDeadlineInput = z.input<typeof monitorDeadlineSchema>;

/**
 * The description a deadline gets when the user gives none ('Prazo de 30 dias úteis (em dobro)',
 * 'Prazo de 5 dias' in the criminal calendar, 'Prazo em 14/12/2026'): the server writes it and the
 * form recognises it, so that editing a deadline does not keep a stale count as a custom text.
 */
export function defaultDeadlineDescription(rule: MonitorDeadlineRuleDto): string {
  if (rule.kind === 'data') {
    const d = rule.dueDate;
    return `Prazo em ${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  }
  const days = rule.doubleTime ? rule.businessDays * 2 : rule.businessDays;
  const one = days === 1;
  const unit = rule.calendar === 'criminal' ? (one ? 'dia' : 'dias') : one ? 'dia útil' : 'dias úteis';
  return `Prazo de ${days} ${unit}${rule.doubleTime ? ' (em dobro)' : ''}`;
}

/**
 * Days left counted on calendar dates in São Paulo (both 'YYYY-MM-DD'): a deadline on 26/11 seen on
 * 24/11 is 2 days away at any hour; on the due day 0; a past one is negative.
 */
export function daysUntil(dueDate: string, today: string): number {
  return dayNumber(dueDate) - dayNumber(today);
}

function dayNumber(iso: string): number {
  return (
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000
  );
}

/** Urgent when 3 days or fewer remain (and the deadline has not passed). */
export function isUrgent(daysLeft: number | null): boolean {
  return daysLeft !== null && daysLeft >= 0 && daysLeft <= URGENT_DAYS;
}

/** Brazilian states (OAB sections). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

/** The OAB registrations the DJEN capture searches by (at most 10). */
export const monitorOabSchema = z.strictObject({
  numbers: z
    .array(
      z.strictObject({
        number: z
          .string({ error: 'Número da OAB inválido' })
          .trim()
          .regex(/^\d{1,7}$/, 'Número da OAB inválido (só dígitos, até 7)'),
        uf: z.enum(UFS, { error: 'UF da OAB inválida' }),
      }),
      { error: 'Informe a lista de inscrições na OAB' },
    )
    .max(10, 'No máximo 10 inscrições na OAB'),
});
export type MonitorOabInput = z.input<typeof monitorOabSchema>;

/** What the user did with a captured communication. */
export const monitorPublicationStatusSchema = z.strictObject({
  id: idSchema,
  status: z.enum(['prazo-definido', 'descartada', 'nova'], { error: 'Situação inválida' }),
});
