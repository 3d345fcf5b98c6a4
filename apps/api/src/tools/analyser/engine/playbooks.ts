// Playbooks by contract type, as rows: the relation they apply to (relation.ts), the words of the
// clause, an optional test on the clause (or on the whole contract), and the finding with its article.
// Texts read in the shipped lawbase: CDC arts. 49, 51 (I, III, IV, VI, VIII, XII, XIII, XVII) and 52; LGPD arts. 6º, 7º and 8º; CC arts. 20,
// 122, 473 and 598; CPC arts. 378 and 784, III; LGPD arts. 15 and 16; Lei 8.245/1991 arts. 4º, 17,
// 20, 37, 42, 43, 45 and 51; Lei 9.656/1998 arts. 11, 12 and 13; Lei 9.307/1996 art. 4º, § 2º;
// Súmula 302 do STJ. Read in their official texts, outside the lawbase: Lei 4.591/1964 arts. 43-A
// and 67-A (Lei 13.786/2018), Lei 11.788/2008 arts. 3º, 9º, 10-13 and 15, LC 150/2015 arts. 2º, 12,
// 17 and 18; STJ Tema 938 and Súmula 543 from the STJ's own data. Also in the lawbase: Lei 6.019/1974
// arts. 2º, 9º, 10, 11 and 12; CF art. 7º, XVI and CLT art. 59, § 1º; LGPD arts. 7º, § 5º, 8º, § 5º,
// 14, § 1º, 18, § 5º, and 48; CC arts. 1.336, §§ 1º and 2º, 1.337, 1.341, 1.347 and 1.351.
// Read outside the lawbase: Lei 4.886/1965 arts. 27, 32, 33, 34 and 43, as written by Lei 8.420/1992.
import { salarioMinimoEm } from '@lexato/calc';
import { formatBr, readFact } from '@lexato/legal';
import type { ContractRelation } from '@lexato/schemas';
import { formatBRL } from '@lexato/schemas';
import { findAmounts, findDates, fold } from '../../../shared/case-text.ts';
import type { Parties } from './clause-rules.ts';
import { sentencesMatching } from './clause-rules.ts';
import { isCondominiumConvention } from './document-kind.ts';
import { about, type FindingSpec, type LocatedFinding } from './finding.ts';
import { isHealthPlan } from './relation.ts';
import { isHeading, parseBrl, type Sentences } from './text.ts';

interface PlaybookRow {
  relations: readonly ContractRelation[] | 'any';
  re: RegExp;
  /**
   * The kind of document the row is for (a convention, temporary work), judged once on the whole text
   * before its clauses are searched: on any other document the row costs nothing.
   */
  when?: (text: string) => boolean;
  /** Extra condition on the clause and the whole text, when the words alone are not enough. */
  test?: (clause: string, text: string) => boolean;
  /**
   * One finding for the whole document: the rule judges the contract (a título executivo without
   * witnesses), not a clause, so a heading and its clause naming it are one problem. The finding
   * quotes the first body sentence, a heading only when nothing else names it.
   */
  once?: true;
  spec: FindingSpec;
}

const REMAINING =
  /(?:parcelas|presta[çc][õo]es|mensalidades)\s+(?:restantes|vincendas|remanescentes|a vencer)|valor (?:restante|remanescente)|saldo do plano/i;
const INVESTMENT = /investimentos?[^.;\n]{0,80}R\$\s?([\d.]+(?:,\d{2})?)/i;
const UNLIMITED =
  /prazo indeterminado|qualquer prazo|sem limite|para sempre|a qualquer tempo|em todo o territ[óo]rio|em qualquer (?:lugar|local|parte)/i;

/** Years written in a clause ("10 (dez) anos", "5 anos"). */
function yearsIn(clause: string): number {
  const m = /(\d{1,2})\s*(?:\([^)]*\)\s*)?anos?\b/i.exec(clause);
  return m ? Number(m[1]) : 0;
}

/**
 * A duty not to compete, in its common wordings: "não poderá prestar serviços a concorrente",
 * "obriga-se a não exercer atividade concorrente", "se absterá de trabalhar para concorrentes",
 * "fica vedado … prestar serviços a empresas do mesmo ramo", "cláusula de não concorrência".
 */
const NON_COMPETE =
  /(?:n[ãa]o (?:poder[áa]|poder[ãa]o)|obriga(?:-se|m-se)? a n[ãa]o|abster-se|se abster[áa]|fica(?:m|r[áa]|r[ãa]o)? (?:vedad|proibid)[oa]s?|(?:[ée]|s[ãa]o) (?:vedad|proibid)[oa]s?)[^.;\n]{0,160}(?:concorr\w*|mesmo ramo|mesma atividade|\bramo\b|(?:trabalhar|atuar|prestar servi[çc]os|empregar-se)[^.;\n]{0,30}\b(?:outr[ao]s? (?:empresas?|lojas?|estabelecimentos?|escrit[óo]rios?|cl[íi]nicas?)|empresas? (?:similar|similares|cong[êe]neres?)))[^.;\n]{0,80}|n[ãa]o[- ]concorr[êe]ncia[^.;\n]{0,120}/gi;

/** A duty of secrecy towards competitors ("vedado divulgar informações a concorrentes") is no non-compete; "REVELADORA" and "DIVULGADORA", parties, are no secrecy words. */
const SECRECY =
  /divulg(?!ador)|\brevel(?:ar|a[çc][ãa]o|ad[oa]s?\b)|informa[çc](?:[ãa]o|[õo]es)|sigil|confidenc/i;

const CANCELLATION = /cancel|rescis|resili|fidelidade|perman[êe]ncia|desist/i;
const WHATEVER_THE_TIME =
  /independentemente d[oa] (?:tempo|per[íi]odo|prazo)|qualquer que seja o (?:tempo|per[íi]odo|prazo)|multa integral/i;
export const SOLE_DISCRETION_PRICE =
  /(?:pre[çc]o|valor|remunera[çc][ãa]o|mensalidade|royalt\w*|taxas? de franquia|percentua\w*)[^.;\n]{0,100}(?:exclusivo (?:crit[ée]rio|arb[íi]trio|ju[íi]zo)|(?:crit[ée]rio|arb[íi]trio|ju[íi]zo) exclusivo|livre (?:crit[ée]rio|arb[íi]trio)|unilateralmente|livremente|conforme (?:sua|seu) (?:conveni[êe]ncia|interesse))|(?:exclusivo (?:crit[ée]rio|arb[íi]trio|ju[íi]zo)|unilateralmente|livremente)[^.;\n]{0,60}(?:pre[çc]o|valor|remunera[çc][ãa]o|mensalidade|royalt\w*)/gi;
/** A compensation scheme the clause gives, not one it denies ("sem … compensação", "nem compensação"). */
const compensated = (clause: string) =>
  [...clause.matchAll(/compensa[çc][ãa]o|indeniza[çc][ãa]o|remunera[çc][ãa]o/gi)].some(
    (m) => !/\b(?:sem|nem|n[ãa]o h[áa]|vedada)\b[^.;\n]{0,40}$/i.test(clause.slice(0, m.index)),
  );
/** Days written in a clause ("120 dias", "120 (cento e vinte) dias"). */
function daysIn(clause: string): number {
  const m = /(\d{1,3})\s*(?:\([a-zç\s]+\)\s*)?dias\b/i.exec(clause);
  return m ? Number(m[1]) : 0;
}
/** CLT art. 445, parágrafo único: a contrato de experiência lasts at most 90 days. */
export const EXPERIENCE_DAYS_CAP = 90;
/** Lei 8.245/1991, art. 38, § 2º: a cash caução is at most three months' rent. */
export const CAUCAO_RENTS_CAP = 3;
const RENT_COUNT =
  /(\d{1,2}|um|dois|tr[êe]s|quatro|cinco|seis)\s*(?:\([a-zç\s]+\)\s*)?(?:meses de aluguel|alugu[ée]is|aluguel)/i;
const WORD_NUMBER: Record<string, number> = {
  um: 1,
  dois: 2,
  tres: 3,
  três: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
};
function rentsIn(clause: string): number {
  const m = RENT_COUNT.exec(clause);
  if (!m?.[1]) return 0;
  return /^\d+$/.test(m[1]) ? Number(m[1]) : (WORD_NUMBER[m[1].toLowerCase()] ?? 0);
}

/**
 * The caução (Lei 8.245/1991, art. 37, I; art. 38, § 2º), also when the contract calls it a deposit:
 * "depósito-caução", "depósito em garantia", or a cash deposit of so many rents ("depósito em
 * dinheiro equivalente a 2 (dois) aluguéis") — not a rent paid by bank deposit.
 */
const CASH_DEPOSIT =
  /\bcau[çc][ãa]o\b|\bdep[óo]sito[- ]cau[çc][ãa]o\b|\bdep[óo]sito (?:de|em|como) garantia\b|\bdep[óo]sito em (?:dinheiro|esp[ée]cie) (?:equivalente|correspondente) a \d{1,2}\b/gi;
/** The modalities of guarantee of a lease (Lei 8.245/1991, art. 37, I-IV), each by its words. */
const GUARANTEES: ReadonlyArray<{ name: string; re: RegExp }> = [
  { name: 'caução', re: CASH_DEPOSIT },
  { name: 'seguro-fiança', re: /seguro[- ](?:de )?fian[çc]a/gi },
  { name: 'fiança', re: /(?<!seguro[- ](?:de )?)\bfian[çc]a\b|\bfiador[a]?\b|\bfiadores\b/gi },
  { name: 'cessão fiduciária de quotas', re: /cess[ãa]o fiduci[áa]ria de quotas/gi },
];
/** "dispensada a fiança", "fica dispensado o fiador": denied by the words before it. */
const WAIVED_BEFORE = /dispensad[ao]s?\s+(?:a\s+|o\s+)?$/i;

/** The modalities a text gives, a denied one ("não haverá caução", "sem fiador") not counting. */
function guaranteesIn(text: string): Set<string> {
  const folded = fold(text);
  const out = new Set<string>();
  for (const g of GUARANTEES)
    for (const m of text.matchAll(g.re)) {
      const denied =
        readFact(folded, m.index, m.index + m[0].length).denied ||
        WAIVED_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index));
      if (!denied) out.add(g.name);
    }
  return out;
}

/** Lei 9.656/1998, art. 12, V: the longest waiting periods (carências) a health plan may set. */
export const HEALTH_WAIT_URGENCY_HOURS = 24;
export const HEALTH_WAIT_CHILDBIRTH_DAYS = 300;
export const HEALTH_WAIT_OTHER_DAYS = 180;
/** Lei 9.656/1998, art. 11: pre-existing diseases may be left out for at most 24 months. */
export const PREEXISTING_EXCLUSION_MONTHS = 24;
const HOURS_PER_UNIT: Record<string, number> = { hora: 1, dia: 24, mes: 24 * 30 };

/**
 * Each waiting period a clause sets, in hours, with what it is for ("72 horas para urgência",
 * "300 dias para partos a termo"), judged against the maximum of its kind.
 */
function waitingPeriodOverCap(clause: string): boolean {
  for (const m of clause.matchAll(
    /(\d{1,3})\s*(?:\([^)]*\)\s*)?(hora|dia|m[êe]s)(?:s|es)?\b([^\d]{0,80})/gi,
  )) {
    const unit = fold(m[2] ?? '').toLowerCase();
    const hours = Number(m[1]) * (HOURS_PER_UNIT[unit] ?? 0);
    const what = m[3] ?? '';
    const cap = /urg[êe]ncia|emerg[êe]ncia/i.test(what)
      ? HEALTH_WAIT_URGENCY_HOURS
      : /\bparto/i.test(what)
        ? HEALTH_WAIT_CHILDBIRTH_DAYS * 24
        : HEALTH_WAIT_OTHER_DAYS * 24;
    if (hours > cap) return true;
  }
  return false;
}

/** Months written in a clause ("24 (vinte e quatro) meses"), the largest. */
const monthsIn = (clause: string) =>
  Math.max(0, ...[...clause.matchAll(/(\d{1,3})\s*(?:\([^)]*\)\s*)?meses\b/gi)].map((m) => Number(m[1])));

/** An adhesion contract by its own words: "contrato de adesão", "termos de uso", "adere a estes termos". */
const ADHESION_TERMS =
  /contrato de ades[ãa]o|termos? (?:e condi[çc][õo]es )?de (?:uso|ades[ãa]o)|ader(?:e|ir) a (?:estes|este|os presentes|o presente)|\baderente\b|aceite eletr[ôo]nico/i;

/** A lease in a shopping centre (Lei 8.245/1991, art. 54). */
const isShoppingCentre = (text: string) => /shopping|centro comercial|\blojista\b/i.test(text);
/**
 * The words of art. 22, parágrafo único, put on the tenant: extraordinary expenses, works on the
 * structure (a), façades (b), the constitution of the reserve fund (g) — its replenishment for
 * ordinary expenses is the tenant's (art. 23, § 1º, i).
 */
const EXTRAORDINARY_ON_TENANT =
  /(?:locat[áa]ri[oa]|inquilin[oa])[^.;\n]{0,200}(?:despesas[^.;\n]{0,40}extraordin[áa]rias|(?<!reposi[çc][ãa]o d[oa] )fundo de reserva|reforma[^.;\n]{0,30}estrutura|pintura d[ae]s? fachadas?)[^.;\n]{0,160}|despesas[^.;\n]{0,40}extraordin[áa]rias[^.;\n]{0,80}(?:locat[áa]ri[oa]|inquilin[oa])[^.;\n]{0,80}/gi;
/** A credit granted by a bank or finance company (cédula, financiamento, empréstimo). */
const FINANCIAL_CREDIT =
  /institui[çc][ãa]o financeira|\bbanco\b|\bfinanceira\b|c[ée]dula de cr[ée]dito|financiamento|empr[ée]stimo|\bCREDOR\b/i;
/** A contract of commercial representation (Lei 4.886/1965), by its name or its law. */
const REPRESENTATION_CONTRACT =
  /contrato de representa[çc][ãa]o comercial|representa[çc][ãa]o comercial aut[ôo]noma|\brepresentante comercial\b|Lei (?:n[º°o.]*\s*)?4\.886/i;
const isCommercialRepresentation = (text: string) => REPRESENTATION_CONTRACT.test(text);
/** Lei 4.886/1965, art. 34: thirty days' notice (or a third of the last three months' commissions). */
export const REPRESENTATION_NOTICE_DAYS = 30;
/** Lei 4.886/1965, art. 27, j: the indemnity is at least 1/12 of all commissions earned. */
export const REPRESENTATION_INDEMNITY_TWELFTHS = 12;
/** Lei 4.886/1965, art. 32, § 1º: commissions paid by the 15th of the month after the invoice is settled. */
export const COMMISSION_PAYMENT_DAY = 15;

/** CLT art. 75-C, § 2º: at least 15 days of transition back to the office. */
export const TELEWORK_RETURN_DAYS = 15;
/** Lei 8.245/1991, arts. 46 and 47: 30 months is the term after which a residential lease ends freely. */
export const LEASE_FREE_RETAKING_MONTHS = 30;
/** Lei 8.245/1991, art. 8º: the buyer gives the tenant 90 days. */
export const SALE_NOTICE_DAYS = 90;
/** The term of a lease in months ("12 (doze) meses", "2 (dois) anos"), null when the text gives none. */
function leaseMonths(text: string): number | null {
  const m =
    /prazo (?:da loca[çc][ãa]o |de vig[êe]ncia |contratual )?(?:[ée]|ser[áa]) de (\d{1,3})\s*(?:\([^)]*\)\s*)?(meses|m[êe]s|anos?)\b/i.exec(
      text,
    );
  if (!m) return null;
  return Number(m[1]) * (/ano/i.test(m[2] ?? '') ? 12 : 1);
}

const CONSUMER: readonly ContractRelation[] = ['consumo'];
const BUSINESS: readonly ContractRelation[] = ['empresarial', 'civil'];
const LEASE: readonly ContractRelation[] = ['locacao'];
const EMPLOYMENT: readonly ContractRelation[] = ['trabalho'];

/** CLT art. 71: at least 1 hour of rest past 6 hours of work; art. 611-A, III: 30 minutes by collective agreement. */
export const INTERVAL_MINUTES_MIN = 60;
export const COLLECTIVE_INTERVAL_MINUTES_MIN = 30;
/** CLT art. 459, § 1º: a monthly salary is paid by the fifth dia útil of the next month; day 5 is never later. */
export const PAY_DAY_ALWAYS_IN_TIME = 5;
/** CLT art. 130, I: 30 calendar days of férias (fewer only by the absences of its other items). */
export const VACATION_DAYS = 30;
/** Fewer days of férias than the law's 30, where the clause is not about the abono, notice or absences. */
function shortVacation(clause: string): boolean {
  if (/abono|anteced[êe]ncia|proporciona|faltas?\b|coletivas/i.test(clause)) return false;
  const days = numberBefore(clause, /dias/);
  return days !== null && days < VACATION_DAYS;
}
/** CLT art. 134, § 1º: férias in at most three periods, with the employee's agreement. */
export const VACATION_PARTS_CAP = 3;
/** CLT art. 59, § 5º: an hours bank by individual written agreement compensates within six months. */
export const HOURS_BANK_INDIVIDUAL_MONTHS = 6;
/** CLT art. 71: a day over six hours has a break of at least one hour. */
export const BREAK_MINUTES = 60;
/** The longest day the contract writes ("8 (oito) horas diárias", "12 (doze) horas seguidas"); 8 when it writes none. */
function dailyHours(text: string): number {
  const days = [
    ...text.matchAll(/(\d{1,2})\s*(?:\([^)]*\)\s*)?horas\s*(?:di[áa]rias|por dia|seguidas)/gi),
  ].map((m) => Number(m[1]));
  return days.length > 0 ? Math.max(...days) : 8;
}
const COLLECTIVE = /acordo coletivo|conven[çc][ãa]o coletiva|instrumento coletivo/i;
/** The minutes of a rest interval: "30 (trinta) minutos", "1 (uma) hora", "uma hora e meia". */
function intervalMinutes(clause: string): number | null {
  const minutes = /(\d{1,3})\s*(?:\([a-zç\s]+\)\s*)?minutos/i.exec(clause);
  if (minutes) return Number(minutes[1]);
  const hours = /(\d)\s*(?:\([a-zç\s]+\)\s*)?horas?\b|\b(uma|duas) horas?\b/i.exec(clause);
  if (!hours) return null;
  return 60 * (hours[1] ? Number(hours[1]) : hours[2]?.toLowerCase() === 'uma' ? 1 : 2);
}
const numberBefore = (clause: string, unit: RegExp) => {
  const m = new RegExp(`(\\d{1,2})\\s*(?:\\([a-zç\\s]+\\)\\s*)?${unit.source}`, 'i').exec(clause);
  return m ? Number(m[1]) : null;
};

/** CF art. 7º, XIII: at most 8 hours a day and 44 a week, unless compensated by agreement. */
export const DAILY_HOURS_CAP = 8;
export const WEEKLY_HOURS_CAP = 44;
const hoursBefore = (clause: string, unit: RegExp) =>
  Math.max(
    0,
    ...[
      ...clause.matchAll(
        new RegExp(`(\\d{1,2})\\s*(?:\\([a-zç\\s-]+\\)\\s*)?(?:horas\\s+)?${unit.source}`, 'gi'),
      ),
    ].map((m) => Number(m[1])),
  );

/** Lei 4.591/1964, art. 43-A: the delivery of a unit off the plan may be late by at most 180 days. */
export const DELIVERY_TOLERANCE_DAYS = 180;
/**
 * Lei 4.591/1964, art. 67-A, II and § 5º: on the buyer's withdrawal the developer keeps at most 25 %
 * of what was paid as a penalty (50 % under the patrimônio de afetação), besides the brokerage.
 */
export const WITHDRAWAL_PENALTY_CAP = 25;
export const WITHDRAWAL_PENALTY_CAP_AFFECTED = 50;
/** A unit bought from its developer, off the plan or under construction (Lei 4.591/1964). */
const OFF_PLAN =
  /promessa de compra e venda|compromisso de compra e venda|unidade aut[ôo]noma|incorpora[çc][ãa]o imobili[áa]ria|incorporadora|\bna planta\b|em constru[çc][ãa]o/i;
const AFFECTED_ESTATE = /patrim[ôo]nio de afeta[çc][ãa]o/i;
/** Days or months of a tolerance ("360 (trezentos e sessenta) dias", "12 meses"), in days. */
const toleranceDays = (clause: string) => Math.max(daysIn(clause), monthsIn(clause) * 30);

/** Lei 11.788/2008, art. 10, II: 6 hours a day and 30 a week (4 and 20 under item I). */
export const INTERNSHIP_DAILY_HOURS = 6;
export const INTERNSHIP_WEEKLY_HOURS = 30;
/** Lei 11.788/2008, art. 11: at most two years with the same host, save for a person with disability. */
export const INTERNSHIP_MONTHS_CAP = 24;
/** Lei 11.788/2008, art. 13: 30 days of recess for an internship of a year or more. */
export const INTERNSHIP_RECESS_DAYS = 30;
const INTERNSHIP = /est[áa]gio|estagi[áa]ri[oa]/i;
/** A denial before the words it governs: "não fará jus a", "sem", "dispensar", "não terá direito a". */
const DENIED =
  /n[ãa]o (?:far[áa] jus|ter[áa] direito|receber[áa]|haver[áa]|ser[áa] (?:devid|concedid|pag|contratad)\w*)|\bsem\b|dispens\w*|abre m[ãa]o|renuncia|ren[úu]ncia/i;
/** The months of a term written in years or months ("3 (três) anos", "30 meses"). */
const termMonths = (clause: string) => Math.max(yearsIn(clause) * 12, monthsIn(clause));

/** LC 150/2015, art. 18, § 1º: deductions for health or pension plans up to 20 % of the wage. */
export const DOMESTIC_PLAN_DEDUCTION_CAP = 20;
const DOMESTIC = /dom[ée]stic[oa]/i;

const WEEKDAY_NUMBER: Readonly<Record<string, number>> = {
  segunda: 1,
  terca: 2,
  quarta: 3,
  quinta: 4,
  sexta: 5,
  sabado: 6,
  domingo: 7,
};
/**
 * The hours a schedule gives: "das 7h às 19h, de segunda-feira a sábado, com 1 (uma) hora de
 * intervalo" is 11 a day and 66 a week. One span of the day loses its interval — the one written, or
 * the hour of CLT art. 71 when none is (the reading that never invents overtime); two spans ("das 8h
 * às 12h e das 13h às 17h") are summed. Null without a schedule; the week null without its days.
 */
function scheduleHours(clause: string): { daily: number; weekly: number | null } | null {
  const spans = [
    ...clause.matchAll(
      /\bd[ao]s?\s+(\d{1,2})(?:[:h](\d{2}))?\s*h?\s*(?:[àa]s?)\s+(\d{1,2})(?:[:h](\d{2}))?\s*h?\b/gi,
    ),
  ];
  if (spans.length === 0) return null;
  // Spans of one day ("das 8h às 12h e das 13h às 17h") are summed; a day named between two spans
  // ("… das 8h às 17h, e aos sábados das 8h às 12h") starts another day, judged on its own.
  const spansByDay: number[][] = [];
  let previousEnd = 0;
  for (const m of spans) {
    const between = fold(clause.slice(previousEnd, m.index));
    previousEnd = m.index + m[0].length;
    const from = Number(m[1]) * 60 + Number(m[2] ?? 0);
    let to = Number(m[3]) * 60 + Number(m[4] ?? 0);
    if (to <= from) to += 24 * 60;
    const last = spansByDay.at(-1);
    if (!last || /segunda|terca|quarta|quinta|sexta|sabado|domingo|feriado/.test(between))
      spansByDay.push([to - from]);
    else last.push(to - from);
  }
  const dayMinutes = spansByDay.map((d) => {
    const sum = d.reduce((a, b) => a + b, 0);
    return d.length === 1 && sum > 6 * 60 ? sum - (intervalMinutes(clause) ?? INTERVAL_MINUTES_MIN) : sum;
  });
  const daily = Math.max(...dayMinutes) / 60;
  if (spansByDay.length > 1) return { daily, weekly: null };
  const week =
    /(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira)?s?\s+a\s+(segunda|terca|quarta|quinta|sexta|sabado|domingo)/.exec(
      fold(clause),
    );
  const days = week ? (WEEKDAY_NUMBER[week[2] ?? ''] ?? 0) - (WEEKDAY_NUMBER[week[1] ?? ''] ?? 0) + 1 : 0;
  return { daily, weekly: days > 0 ? daily * days : null };
}

/** Lei 6.019/1974, art. 10, §§ 1º and 2º: 180 days with the same client, plus at most 90. */
export const TEMPORARY_DAYS_CAP = 180;
export const TEMPORARY_EXTENSION_DAYS = 90;
const TEMPORARY = /trabalho tempor[áa]rio|trabalhador(?:a)? tempor[áa]ri[oa]|empresa de trabalho tempor/i;
const isTemporaryWork = (text: string) => TEMPORARY.test(text);
const termDays = (clause: string) => Math.max(daysIn(clause), monthsIn(clause) * 30, yearsIn(clause) * 365);
/** CF art. 7º, XVI and CLT art. 59, § 1º: overtime paid at least 50 % over the normal hour. */
export const OVERTIME_PREMIUM_MIN = 50;
const OVERTIME =
  /horas? (?:extras?|extraordin[áa]rias?|suplementares)|servi[çc]o extraordin[áa]rio|sobrejornada/i;

/** CC art. 1.336, § 1º: the late fine of a condominium contribution, up to 2 %. */
export const CONDOMINIUM_LATE_FINE_CAP = 2;
/** CC art. 1.336, § 2º: the fine for breaking the duties of items II-IV, up to five contributions. */
export const CONDOMINIUM_DUTY_FINE_TIMES = 5;
/** CC art. 1.337, parágrafo único: the antisocial owner's fine, ten contributions. */
export const CONDOMINIUM_ANTISOCIAL_TIMES = 10;
/** CC art. 1.347: the síndico's term, at most two years. */
export const SINDICO_YEARS_CAP = 2;
const timesIn = (clause: string) => {
  const m = /(\d{1,3})\s*(?:\([a-zç\s-]+\)\s*)?vezes/i.exec(clause);
  return m ? Number(m[1]) : 0;
};
/** A quorum of two thirds or more ("2/3", "dois terços", "três quartos", "unanimidade"). */
const QUALIFIED_QUORUM = /2\/3|dois ter[çc]os|3\/4|tr[êe]s quartos|unanimidade|un[âa]nime|totalidade/i;

export const PLAYBOOK_ROWS: readonly PlaybookRow[] = [
  // Consumer services and adhesion contracts.
  {
    relations: CONSUMER,
    re: /(?:renuncia|ren[úu]ncia|abre m[ãa]o|n[ãa]o (?:ter[áa]|haver[áa]|caber[áa]|se aplica(?:r[áa])?))[^.;\n]{0,40}(?:direito de )?arrependimento|desist[êe]ncia[^.;\n]{0,40}(?:n[ãa]o ser[áa] (?:admitida|aceita)|vedada)/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Renúncia ao direito de arrependimento: o consumidor pode desistir em 7 dias da contratação feita fora do estabelecimento, com devolução imediata do que pagou; a renúncia a direito é nula.',
      recommendation:
        'Exclua a cláusula e garanta a desistência em 7 dias com devolução integral (CDC art. 49, parágrafo único).',
      legalBasis: 'CDC, arts. 49 e 51, I',
    },
  },
  {
    relations: CONSUMER,
    re: /\bmulta\b[^.;\n]{0,80}|(?:pagamento|pagar[áa]?)\s+(?:integral|da totalidade|de todas)[^.;\n]{0,80}/gi,
    // The whole of what is left to pay, for a service no longer given, or one fixed fine whatever
    // part of the term was served.
    test: (clause) =>
      !/proporcional/i.test(clause) &&
      ((REMAINING.test(clause) &&
        (percentOf(clause) >= 100 ||
          /totalidade|integralidade|\bintegra(?:l|is)\b|tod[oa]s (?:as|os) (?:parcelas|presta[çc][õo]es|mensalidades)/i.test(
            clause,
          ))) ||
        (CANCELLATION.test(clause) && WHATEVER_THE_TIME.test(clause))),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Multa de cancelamento igual a todo o saldo das parcelas restantes, ou fixa qualquer que seja o tempo já cumprido: o consumidor paga pelo serviço que não receberá — obrigação iníqua que o coloca em desvantagem exagerada e lhe é excessivamente onerosa.',
      recommendation:
        'Limite a multa a um percentual razoável do saldo, proporcional ao tempo que falta, e cobre só o serviço prestado.',
      legalBasis: 'CDC, art. 51, IV, e § 1º, I e III',
    },
  },
  {
    relations: CONSUMER,
    re: /caber[áa] (?:(?:exclusiva|unica|somente|apenas)\w* )?(?:a[o]?|[àa]) (?:alun[oa]|consumidor[a]?|contratante|cliente|aderente|paciente|usu[áa]ri[oa]|titular|assinante|comprador[a]?|segurad[oa]|passageir[oa]|correntista|mutu[áa]ri[oa]) (?:o [ôo]nus d[ea] |a )?(?:provar|comprovar|demonstrar|prova|comprova[çc][ãa]o)|[ôo]nus da prova[^.;\n]{0,60}(?:alun[oa]|consumidor|contratante|cliente|aderente|paciente|titular|assinante|comprador|segurad[oa]|passageir[oa]|correntista)/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Cláusula que põe no consumidor a prova da falha do serviço: a inversão do ônus da prova em prejuízo do consumidor é nula — quem responde pelo defeito é o fornecedor, que só se exime provando que ele inexiste.',
      recommendation: 'Exclua a cláusula; a prova segue a lei (CDC arts. 6º, VIII, e 14, § 3º).',
      legalBasis: 'CDC, art. 51, VI',
    },
  },
  {
    // Between equals the burden may be agreed, but not so that one side must prove a negative.
    relations: BUSINESS,
    re: /(?:caber[áa]|incumbir[áa]|competir[áa])[^.;\n]{0,60}(?:provar|comprovar|demonstrar)[^.;\n]{0,160}|[ôo]nus da prova[^.;\n]{0,160}/gi,
    test: (clause) =>
      /(?:provar|comprovar|demonstrar|prova de) (?:que n[ãa]o|a (?:inexist[êe]ncia|aus[êe]ncia)|sua inoc[êe]ncia)/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'O contrato distribui o ônus da prova de modo que uma parte tenha de provar um fato negativo (que não divulgou, que não houve a falha): a convenção sobre o ônus da prova é nula quando torna excessivamente difícil a uma parte o exercício do direito.',
      recommendation:
        'Deixe o ônus com quem alega o descumprimento (CPC, art. 373, I), ou descreva os registros que cada parte manterá como prova.',
      legalBasis: 'CPC, art. 373, § 3º, II',
    },
  },
  {
    relations: CONSUMER,
    // Paid extras switched on unless the consumer asks to cancel them: a service supplied without
    // being asked for.
    re: /(?:inclu[íi]d|adicionad|ativad|cobrad|lan[çc]ad)\w*\s+automaticamente[^.;\n]{0,200}|salvo se (?:o |a )?(?:assinante|consumidor[a]?|cliente|contratante|usu[áa]ri[oa])[^.;\n]{0,30}(?:solicitar|pedir|requerer) (?:o |seu )?cancelamento/gi,
    test: (clause) =>
      /servi[çc]os?|produtos?|seguro|assinatura|pacote|adicion/i.test(clause) &&
      /R\$|valor|fatura|cobran/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Serviço pago incluído automaticamente, salvo se o consumidor pedir o cancelamento: fornecer serviço sem solicitação prévia é prática abusiva, e o que for cobrado por ele se devolve em dobro.',
      recommendation:
        'Ofereça os adicionais como opção que o consumidor contrata expressamente, nunca como inclusão automática.',
      legalBasis: 'CDC, arts. 39, III, e 42, parágrafo único',
    },
  },
  {
    relations: CONSUMER,
    // Rules the consumer is said to know and accept but that are only "available" somewhere, not
    // handed over with the contract.
    re: /(?:declara (?:conhecer|ter (?:lido|conhecimento|ci[êe]ncia))|conhecer e aceitar|aceita (?:integralmente )?(?:o|a|as|os))[^.;\n]{0,200}/gi,
    test: (clause) =>
      /regimento|regulamento|normas internas|condi[çc][õo]es gerais|pol[íi]tica|termos/i.test(clause) &&
      /dispon[íi]ve(?:l|is)|(?:na|no) (?:secretaria|site|s[íi]tio|portal|loja|sede|recep[çc][ãa]o)|mediante (?:solicita|requerimento|pedido)/i.test(
        clause,
      ) &&
      !/anexo|anexad|entregue|receb(?:eu|i) (?:c[óo]pia|um exemplar)/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Regras que o consumidor “declara conhecer”, mas que só estão disponíveis em outro lugar: o contrato não o obriga ao que ele não teve a oportunidade de conhecer antes de assinar.',
      recommendation:
        'Entregue o regimento (ou as condições gerais) como anexo assinado, com a ciência de cada página.',
      legalBasis: 'CDC, art. 46',
    },
  },
  {
    relations: CONSUMER,
    // The image (or voice) of the consumer or of a child, for advertising, as a condition of the
    // service, for an unlimited time or without pay.
    re: /(?:autoriz|consent|cede|cess[ãa]o)\w*[^.;\n]{0,200}/gi,
    test: (clause) =>
      /\bimage[mn]s?\b|\bvoz\b/i.test(clause) &&
      /publicit|propaganda|divulga|redes sociais|marketing|institucional/i.test(clause) &&
      /condi[çc][ãa]o d[ae]|prazo indeterminado|sem (?:qualquer )?(?:remunera|[ôo]nus|custo)|irrevog/i.test(
        clause,
      ) &&
      !/\bdados\b/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Uso da imagem para publicidade imposto como condição do serviço, por prazo indeterminado ou sem remuneração: a imagem só se usa para fins comerciais com autorização própria, e a de criança ou adolescente só com o consentimento específico e destacado de um dos pais, no seu melhor interesse.',
      recommendation:
        'Tire a autorização do contrato: peça-a em termo à parte, revogável, com a finalidade e o prazo, sem condicionar o serviço a ela.',
      legalBasis: 'CC, art. 20; LGPD, art. 14, § 1º; CDC, art. 51, IV',
    },
  },
  {
    relations: CONSUMER,
    re: /(?:autoriz|consent)\w*[^.;\n]{0,200}/gi,
    test: (clause) =>
      /\bimage[mn]s?\b|fotografias?|\bfotos?\b/i.test(clause) &&
      /dados/i.test(clause) &&
      /compartilh|parceir|terceir|publicidade|propaganda|divulga|redes sociais|marketing/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Consentimento para dados, imagem e compartilhamento embutido numa cláusula comum do contrato de adesão: o consentimento escrito deve vir em cláusula destacada e para finalidades determinadas; o uso da imagem para fins comerciais depende de autorização própria.',
      recommendation:
        'Separe cada autorização (dados, imagem, compartilhamento) em cláusula destacada, com a finalidade de cada uma e a opção de recusar sem perder o serviço.',
      legalBasis: 'LGPD, art. 8º, §§ 1º e 4º; CC, art. 20',
    },
  },
  {
    // Insurance a credit contract makes a condition, with the lender's own or chosen insurer.
    relations: CONSUMER,
    re: /seguro[^.;\n]{0,200}/gi,
    when: (text) => FINANCIAL_CREDIT.test(text),
    test: (clause) =>
      /condi[çc][ãa]o|condicionad|obrigat[óo]ri|exig|compuls/i.test(clause) &&
      /\bcom a\b|\bcom o\b|pel[oa] (?:credor|banco|institui)|indicad[oa] pel|mesmo grupo|do credor|do banco/i.test(
        clause,
      ) &&
      !/livre escolha|de sua escolha|escolhid[oa] pel[oa] (?:emitente|consumidor|cliente|devedor|contratante|mutu[áa]rio)|qualquer seguradora/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Seguro imposto como condição do crédito, com a seguradora do credor ou por ele indicada: o consumidor não pode ser compelido a contratar seguro com a instituição financeira ou com a seguradora que ela escolher — é venda casada.',
      recommendation:
        'Torne o seguro facultativo ou deixe o consumidor escolher a seguradora; o prêmio cobrado sem essa escolha é restituível.',
      legalBasis: 'CDC, art. 39, I; Tema 972 do STJ',
    },
  },
  {
    // The commission of permanence replaces the other charges of the default; it never adds to them.
    relations: 'any',
    re: /comiss[ãa]o de perman[êe]ncia[^.;\n]{0,200}/gi,
    test: (clause) =>
      /juros|multa|corre[çc][ãa]o monet/i.test(clause) &&
      /cumulad|cumulativ|acrescid|\bal[ée]m d|\bmais\b|\bcom\b|\be\b/i.test(clause) &&
      !/n[ãa]o (?:ser[áa]|poder[áa] ser) cumulad|sem (?:cumula|juros|multa)|exclui/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Comissão de permanência somada a juros ou multa: a comissão, que não pode passar da soma dos encargos remuneratórios e moratórios do contrato, exclui os juros remuneratórios, os moratórios e a multa — cobrá-los juntos é cobrar o atraso duas vezes.',
      recommendation:
        'Cobre a comissão de permanência sozinha, limitada àquela soma, ou só os juros e a multa.',
      legalBasis: 'Súmula 472 do STJ',
    },
  },
  {
    relations: CONSUMER,
    re: /condicionad[oa][^.;\n]{0,80}(?:aquisi[çc][ãa]o|contrata[çc][ãa]o|compra)|obrigatori\w* (?:a |de )?(?:aquisi[çc][ãa]o|contrata[çc][ãa]o|compra)[^.;\n]{0,60}(?:produto|servi[çc]o|seguro|plano|kit)/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: 'Venda casada: o fornecimento é condicionado à compra de outro produto ou serviço.',
      recommendation: 'Torne a contratação adicional opcional e separada.',
      legalBasis: 'CDC, art. 39, I',
    },
  },
  {
    relations: CONSUMER,
    // The consumer's name sent to a credit register with the written notice waived.
    re: /(?:inclu|inscrev|inscri|negativ|apont|registr|envi)\w*[^.;\n]{0,80}(?:cadastros?|\bSPC\b|serasa|prote[çc][ãa]o ao cr[ée]dito|inadimplentes|restritivos)/gi,
    test: (clause) =>
      /(?:independente-?\s*mente|sem necessidade|sem)\s+(?:de\s+)?(?:qualquer\s+|pr[ée]vi[ao]\s+)?(?:comunica|notifica|aviso)/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'A cláusula dispensa a comunicação da inscrição do consumidor em cadastro de inadimplentes: a abertura do registro deve ser comunicada por escrito ao consumidor antes de feita (a notificação cabe ao órgão mantenedor), e a renúncia antecipada a esse direito é nula.',
      recommendation:
        'Retire a dispensa; a inscrição só depois da comunicação escrita ao consumidor, com prazo para pagar ou contestar.',
      legalBasis: 'CDC, art. 43, § 2º; art. 51, I; Súmula 359 do STJ',
    },
  },
  {
    relations: CONSUMER,
    re: /(?:divulga|exp[õo]e|publica|afixa)\w*[^.;\n]{0,60}(?:nome|inadimpl)[^.;\n]{0,60}(?:mural|redes sociais|quadro|lista|terceiros)|cobran[çc]a[^.;\n]{0,80}(?:familiares|parentes|vizinhos|local de trabalho|empregador|colegas)/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Cobrança que expõe o consumidor inadimplente a terceiros: vedada a exposição a ridículo ou constrangimento.',
      recommendation: 'Retire a exposição; cobre por meios que não constranjam o consumidor.',
      legalBasis: 'CDC, art. 42',
    },
  },
  {
    relations: CONSUMER,
    re: /responsabilidade exclusiva d[oa]s? (?:fabricante|terceir\w*|parceir\w*|transportador\w*|seguradora|instrutor\w*|profissiona\w*)|(?:transfer|repass)\w*[^.;\n]{0,40}responsabilidade[^.;\n]{0,40}(?:terceir|parceir|fabricante)/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Cláusula que transfere a terceiro (fabricante, parceiro, profissional) a responsabilidade do fornecedor perante o consumidor: a cláusula é nula, e o fornecedor segue respondendo.',
      recommendation:
        'Exclua a transferência; o fornecedor responde perante o consumidor e exerce regresso contra o terceiro.',
      legalBasis: 'CDC, art. 51, III',
    },
  },
  {
    relations: CONSUMER,
    re: /(?:nomeia|constitui)[^.;\n]{0,60}(?:sua|seu) (?:bastante )?procurador/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'O consumidor nomeia o fornecedor (ou quem ele indica) seu procurador para concluir outro negócio em seu nome: cláusula nula.',
      recommendation: 'Exclua o mandato; o consumidor assina pessoalmente o que tiver de assinar.',
      legalBasis: 'CDC, art. 51, VIII',
    },
  },
  {
    relations: CONSUMER,
    re: /(?:custos|despesas|honor[áa]rios)[^.;\n]{0,40}cobran[çc]a[^.;\n]{0,120}|cobran[çc]a[^.;\n]{0,60}(?:custos|despesas|honor[áa]rios)[^.;\n]{0,80}/gi,
    test: (clause) =>
      /alun[oa]|consumidor|contratante|cliente|aderente|paciente|usu[áa]ri[oa]/i.test(clause) &&
      !/rec[íi]proc|igual direito|vice-versa|ambas as partes|qualquer das partes|parte inadimplente|seja (?:o|a) \S+ ou/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'O consumidor ressarce os custos de cobrança sem que igual direito lhe seja dado contra o fornecedor: cláusula nula.',
      recommendation: 'Torne a obrigação recíproca ou retire-a.',
      legalBasis: 'CDC, art. 51, XII',
    },
  },
  {
    relations: CONSUMER,
    re: /(?:alterar|modificar|mudar|substituir)[^.;\n]{0,160}/gi,
    test: (clause) =>
      /unilateralmente|a seu (?:exclusivo )?crit[ée]rio|a qualquer (?:tempo|momento)|sem (?:aviso|anu[êe]ncia|consulta)/i.test(
        clause,
      ) &&
      /servi[çc]os|conte[úu]do|grade|hor[áa]rios|cobertura|benef[íi]cios|programa|modalidades|qualidade|condi[çc][õo]es/i.test(
        clause,
      ) &&
      !/cancelar sem multa|rescindir sem (?:multa|[ôo]nus)|sem (?:multa|[ôo]nus) para o/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'O fornecedor pode modificar sozinho, depois de celebrado o contrato, o conteúdo ou a qualidade do serviço: cláusula nula.',
      recommendation:
        'Fixe o que o serviço inclui; mudanças só com aviso prévio e com direito do consumidor a cancelar sem ônus.',
      legalBasis: 'CDC, art. 51, XIII',
    },
  },
  {
    relations: CONSUMER,
    re: /(?:antes d[ea]|como condi[çc][ãa]o para|previamente [àa])\s+(?:(?:qualquer|propor|ajuizar|eventual)\s+)*(?:a[çc][ãa]o judicial|ingressar em ju[íi]zo|recorrer ao (?:Poder )?Judici[áa]rio|acionar judicialmente)[^.;\n]{0,120}|(?:renuncia|n[ãa]o poder[áa])[^.;\n]{0,60}(?:a[çc][ãa]o judicial|ingressar em ju[íi]zo|recorrer ao (?:Poder )?Judici[áa]rio|acionar judicialmente)/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Cláusula que condiciona ou limita o acesso do consumidor ao Poder Judiciário (esgotar reclamação interna, renunciar à ação): nula.',
      recommendation: 'Mantenha o canal interno como opção, sem condicionar a ação judicial a ele.',
      legalBasis: 'CDC, art. 51, XVII',
    },
  },
  {
    relations: CONSUMER,
    re: /(?:liquida[çc][ãa]o|quita[çc][ãa]o|pagamento) antecipad[oa][^.;\n]{0,120}/gi,
    // Art. 52 covers supplies with credit or financing: interest or charges must be in play.
    test: (clause, text) =>
      /juros|encargos|financiad|financiamento|cr[ée]dito/i.test(clause) &&
      /juros|financiamento|cr[ée]dito/i.test(text) &&
      /sem (?:qualquer )?(?:redu[çc][ãa]o|desconto|abatimento)|n[ãa]o (?:ter[áa]|dar[áa]|haver[áa]|gera|implica)[^.;\n]{0,30}(?:redu[çc][ãa]o|desconto|abatimento)|integralidade dos juros|juros (?:integrais|vincendos)/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Pagamento antecipado sem redução proporcional dos juros: o consumidor tem direito a liquidar o débito antes, total ou parcialmente, com redução proporcional dos juros e demais acréscimos.',
      recommendation: 'Assegure a redução proporcional dos juros e acréscimos na liquidação antecipada.',
      legalBasis: 'CDC, art. 52, § 2º',
    },
  },
  // A unit bought off the plan from its developer (Lei 4.591/1964, as amended by Lei 13.786/2018).
  {
    relations: 'any',
    re: /toler[âa]ncia[^.;\n]{0,160}/gi,
    test: (clause, text) => OFF_PLAN.test(text) && toleranceDays(clause) > DELIVERY_TOLERANCE_DAYS,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Tolerância de atraso na entrega acima de 180 dias corridos: a lei admite no máximo 180 dias, e depois deles o adquirente pode resolver o contrato com a devolução integral do que pagou e a multa, ou mantê-lo com indenização de 1 % ao mês do valor pago.',
      recommendation: 'Reduza a tolerância a até 180 dias corridos, pactuada de forma clara e destacada.',
      legalBasis: 'Lei 4.591/1964, art. 43-A, caput e §§ 1º e 2º',
    },
  },
  {
    relations: 'any',
    re: /ret(?:er[áa]|en[çc][ãa]o|ido|ida)[^.;\n]{0,160}/gi,
    test: (clause, text) =>
      OFF_PLAN.test(text) &&
      /(?:valores|quantias?|import[âa]ncias?|parcelas) (?:pag|quitad)/i.test(clause) &&
      percentOf(clause) >
        (AFFECTED_ESTATE.test(text) ? WITHDRAWAL_PENALTY_CAP_AFFECTED : WITHDRAWAL_PENALTY_CAP),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Retenção acima do limite legal no desfazimento pelo adquirente: além da comissão de corretagem, a pena convencional não passa de 25 % da quantia paga (50 % se a incorporação estiver sob patrimônio de afetação); o excesso é nulo e restitui-se o resto.',
      recommendation:
        'Limite a retenção a 25 % do que foi pago (50 % só com patrimônio de afetação), além da corretagem informada.',
      legalBasis: 'Lei 4.591/1964, art. 67-A, II e § 5º; CDC, art. 53; Súmula 543 do STJ',
    },
  },
  {
    relations: 'any',
    re: /(?:restitu|devol[vu]|reembols|ressarc)\w*[^.;\n]{0,160}/gi,
    test: (clause, text) =>
      OFF_PLAN.test(text) && /\d{1,3}\s*(?:\([^)]*\)\s*)?(?:parcelas|presta[çc][õo]es)/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Restituição ao adquirente em parcelas: a devolução é imediata (Súmula 543 do STJ) e, pela lei, de uma vez — em 30 dias do habite-se sob patrimônio de afetação, ou em parcela única 180 dias após o desfazimento nos demais casos.',
      recommendation: 'Preveja a restituição em parcela única, nos prazos do art. 67-A, §§ 5º e 6º.',
      legalBasis: 'Súmula 543 do STJ; Lei 4.591/1964, art. 67-A, §§ 5º e 6º',
    },
  },
  {
    relations: 'any',
    re: /\bSATI\b[^.;\n]{0,120}|assessoria t[ée]cnic[oa][- ]imobili[áa]ria[^.;\n]{0,120}/gi,
    test: (_clause, text) => OFF_PLAN.test(text),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Taxa de assessoria técnico-imobiliária (SATI) cobrada do comprador: a cobrança, vinculada à promessa de compra e venda, é abusiva, ao contrário da corretagem informada em destaque antes da assinatura.',
      recommendation:
        'Exclua a taxa SATI; o valor pago é restituível (prescrição trienal, CC art. 206, § 3º, IV).',
      legalBasis: 'Tema 938 do STJ (REsp 1.599.511/SP); CDC, art. 51, IV',
    },
  },
  // A condominium's convention (CC arts. 1.331-1.358): its fines, quorums and the síndico's term.
  {
    relations: 'any',
    re: /multa[^.;\n]{0,120}/gi,
    when: isCondominiumConvention,
    test: (clause) =>
      /n[ãa]o pagar|atraso|inadimpl|vencimento|contribui[çc]/i.test(clause) &&
      !/vezes/i.test(clause) &&
      percentOf(clause) > CONDOMINIUM_LATE_FINE_CAP,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Multa por atraso da contribuição condominial acima de ${CONDOMINIUM_LATE_FINE_CAP}% sobre o débito: o excedente não pode ser cobrado.`,
      recommendation: `Reduza a multa moratória a ${CONDOMINIUM_LATE_FINE_CAP}%, com correção monetária e os juros convencionados ou legais.`,
      legalBasis: 'CC, art. 1.336, § 1º (red. Lei 14.905/2024)',
    },
  },
  {
    relations: 'any',
    re: /(?:alterad|modificad|reformad)[oa]s?[^.;\n]{0,120}|(?:altera[çc][ãa]o|reforma|modifica[çc][ãa]o) d[ae]s?t?[ae]? conven[çc][ãa]o[^.;\n]{0,120}/gi,
    when: isCondominiumConvention,
    test: (clause) =>
      /conven[çc][ãa]o/i.test(clause) && /maioria|metade/i.test(clause) && !QUALIFIED_QUORUM.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Convenção alterável por quórum menor que dois terços dos votos dos condôminos: a alteração assim aprovada é inválida.',
      recommendation: 'Exija 2/3 dos votos dos condôminos (não só dos presentes) para alterar a convenção.',
      legalBasis: 'CC, art. 1.351 (red. Lei 14.405/2022)',
    },
  },
  {
    relations: 'any',
    re: /(?:mudan[çc]a|altera[çc][ãa]o) da destina[çc][ãa]o[^.;\n]{0,160}/gi,
    when: isCondominiumConvention,
    test: (clause) => /maioria|metade/i.test(clause) && !QUALIFIED_QUORUM.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Mudança da destinação do edifício ou da unidade por quórum menor que dois terços dos votos dos condôminos.',
      recommendation: 'Exija 2/3 dos votos dos condôminos para mudar a destinação.',
      legalBasis: 'CC, art. 1.351 (red. Lei 14.405/2022)',
    },
  },
  {
    relations: 'any',
    re: /obras? voluptu[áa]rias?[^.;\n]{0,160}/gi,
    when: isCondominiumConvention,
    test: (clause) => /maioria|metade/i.test(clause) && !QUALIFIED_QUORUM.test(clause),
    spec: {
      type: 'compliance',
      severity: 'média',
      description:
        'Obras voluptuárias aprovadas por maioria: dependem do voto de dois terços dos condôminos (as úteis, da maioria; as necessárias, de nenhuma autorização).',
      recommendation: 'Exija 2/3 dos condôminos para as obras voluptuárias.',
      legalBasis: 'CC, art. 1.341, I',
    },
  },
  {
    relations: 'any',
    re: /multa[^.;\n]{0,160}/gi,
    when: isCondominiumConvention,
    test: (clause) =>
      !/anti-?ssocial|anti-?social/i.test(clause) &&
      /fachada|esquadria|obras?|seguran[çc]a|destina[çc][ãa]o|sossego|salubridade|bons costumes/i.test(
        clause,
      ) &&
      timesIn(clause) > CONDOMINIUM_DUTY_FINE_TIMES,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Multa por descumprimento dos deveres do condômino (obras que comprometam a segurança, fachada, destinação e sossego) acima de ${CONDOMINIUM_DUTY_FINE_TIMES} vezes a contribuição mensal.`,
      recommendation: `Limite a multa a ${CONDOMINIUM_DUTY_FINE_TIMES} contribuições mensais, sem prejuízo das perdas e danos.`,
      legalBasis: 'CC, art. 1.336, § 2º',
    },
  },
  {
    relations: 'any',
    re: /anti-?ss?ocial[^.;\n]{0,200}/gi,
    when: isCondominiumConvention,
    test: (clause) => timesIn(clause) > CONDOMINIUM_ANTISOCIAL_TIMES,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Multa por comportamento antissocial acima de ${CONDOMINIUM_ANTISOCIAL_TIMES} vezes a contribuição mensal, o máximo da lei até nova deliberação da assembleia.`,
      recommendation: `Limite a multa ao décuplo da contribuição (${CONDOMINIUM_ANTISOCIAL_TIMES} vezes) e garanta o direito de defesa.`,
      legalBasis: 'CC, art. 1.337, parágrafo único',
    },
  },
  {
    relations: 'any',
    re: /s[íi]ndico[^.;\n]{0,160}/gi,
    when: isCondominiumConvention,
    test: (clause) => /mandato|prazo/i.test(clause) && yearsIn(clause) > SINDICO_YEARS_CAP,
    spec: {
      type: 'compliance',
      severity: 'média',
      description: `Mandato do síndico acima de ${SINDICO_YEARS_CAP} anos: a assembleia o escolhe por prazo não superior a dois anos, renovável.`,
      recommendation: `Fixe o mandato em até ${SINDICO_YEARS_CAP} anos, permitida a renovação.`,
      legalBasis: 'CC, art. 1.347',
    },
  },
  // Temporary work (Lei 6.019/1974): the agency places the worker with a client for a transitory need.
  {
    relations: 'any',
    re: /(?:prazo|vig[êe]ncia|vigorar[áa]|dura[çc][ãa]o)[^.;\n]{0,120}/gi,
    // The contract's own term, not the years of a clause that outlives it (a reserve clause's).
    when: isTemporaryWork,
    test: (clause) =>
      /contrato|vigorar[áa]|vig[êe]ncia|dura[çc][ãa]o/i.test(clause) &&
      !/n[ãa]o poder[áa] ser (?:contratad|admitid|efetivad)|ap[óo]s o t[ée]rmino|ao t[ée]rmino/i.test(
        clause,
      ) &&
      termDays(clause) > TEMPORARY_DAYS_CAP,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Trabalho temporário por mais de ${TEMPORARY_DAYS_CAP} dias com a mesma tomadora: o limite é de ${TEMPORARY_DAYS_CAP} dias, prorrogáveis por até ${TEMPORARY_EXTENSION_DAYS} se comprovada a manutenção das condições que o justificaram; além disso, o trabalhador só volta à mesma tomadora 90 dias depois, sob pena de vínculo de emprego com ela.`,
      recommendation: `Limite o contrato a ${TEMPORARY_DAYS_CAP} dias, com prorrogação justificada de até ${TEMPORARY_EXTENSION_DAYS}; para necessidade permanente, contrate por prazo indeterminado.`,
      legalBasis: 'Lei 6.019/1974, art. 10, §§ 1º, 2º, 5º e 6º',
    },
  },
  {
    relations: 'any',
    re: /(?:greve|grevistas|paralisa[çc][ãa]o)[^.;\n]{0,120}|substitu\w*[^.;\n]{0,80}(?:greve|grevistas)[^.;\n]{0,40}/gi,
    when: isTemporaryWork,
    test: (clause) => /substitu|no lugar d/i.test(clause) && /greve|grevista/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Trabalhador temporário para substituir empregados em greve: é proibido, salvo nos casos previstos em lei.',
      recommendation:
        'Exclua a cláusula; o trabalho temporário só atende a substituição transitória de pessoal permanente ou a demanda complementar.',
      legalBasis: 'Lei 6.019/1974, art. 2º, § 1º',
    },
  },
  {
    relations: 'any',
    re: /(?:remunera[çc][ãa]o|sal[áa]rio)[^.;\n]{0,160}/gi,
    when: isTemporaryWork,
    test: (clause) => {
      if (!/empregados?[^.;\n]{0,60}(?:tomadora|efetivos|mesma (?:categoria|fun[çc][ãa]o))/i.test(clause))
        return false;
      const share = /(\d{1,3})\s*%/.exec(clause);
      return (share !== null && Number(share[1]) < 100) || /\binferior\b|\bmenor\b/i.test(clause);
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Remuneração do temporário abaixo da dos empregados da mesma categoria da tomadora: a lei lhe assegura remuneração equivalente, calculada à base horária, e nunca menos que o salário mínimo.',
      recommendation: 'Iguale a remuneração à dos empregados da tomadora na mesma função.',
      legalBasis: 'Lei 6.019/1974, art. 12, a',
    },
  },
  {
    relations: 'any',
    re: /n[ãa]o poder[áa] ser (?:contratad|admitid|efetivad)[oa][^.;\n]{0,160}|(?:vedad|proibid)[ao] a (?:contrata[çc][ãa]o|admiss[ãa]o|efetiva[çc][ãa]o)[^.;\n]{0,160}/gi,
    when: isTemporaryWork,
    test: (clause) => /tomador|cliente/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Cláusula de reserva que proíbe a tomadora de contratar o trabalhador ao fim do contrato temporário: é nula de pleno direito.',
      recommendation:
        'Exclua a cláusula; a tomadora pode contratar o trabalhador diretamente ao fim do prazo.',
      legalBasis: 'Lei 6.019/1974, art. 11, parágrafo único',
    },
  },
  {
    relations: 'any',
    re: /contrato de experi[êe]ncia[^.;\n]{0,120}|per[íi]odo de experi[êe]ncia[^.;\n]{0,120}/gi,
    when: isTemporaryWork,
    spec: {
      type: 'compliance',
      severity: 'média',
      description:
        'Contrato de experiência dentro do trabalho temporário: a lei o exclui para o temporário; o período não permite encerrar o contrato sem os direitos do art. 12.',
      recommendation: 'Exclua o período de experiência do contrato temporário.',
      legalBasis: 'Lei 6.019/1974, art. 10, § 4º',
    },
  },
  {
    relations: 'any',
    re: /(?:tomadora|contratante)[^.;\n]{0,80}(?:seguran[çc]a|higiene|salubridade)[^.;\n]{0,120}/gi,
    when: isTemporaryWork,
    test: (clause) =>
      /n[ãa]o se responsabiliza|isent|n[ãa]o responde|exime|n[ãa]o ter[áa] responsabilidade/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'A tomadora se exime das condições de segurança, higiene e salubridade do trabalho feito em suas dependências: a lei lhe atribui essa responsabilidade, e o mesmo atendimento médico e de refeição dado aos seus empregados.',
      recommendation:
        'Exclua a isenção e preveja as condições de segurança e saúde do trabalhador no contrato.',
      legalBasis: 'Lei 6.019/1974, art. 9º, § 1º e § 2º',
    },
  },
  // Overtime below the constitutional premium, in any employment (the 20 % of Lei 6.019/1974, art.
  // 12, b, for temporary workers did not survive CF art. 7º, XVI).
  {
    relations: 'any',
    re: /(?:horas? (?:extras?|extraordin[áa]rias?|suplementares)|servi[çc]o extraordin[áa]rio|sobrejornada)[^.;\n]{0,200}/gi,
    test: (clause, text) => {
      if (!(TEMPORARY.test(text) || /empregad[oa]|empregador/i.test(text)) || !OVERTIME.test(clause))
        return false;
      const premium =
        /(?:acr[ée]scimo|adicional)[^.;\n%]{0,30}?(\d{1,3})\s*%|(\d{1,3})\s*%[^.;\n]{0,40}(?:sobre|superior|a mais)/i.exec(
          clause,
        );
      const n = premium ? Number(premium[1] ?? premium[2]) : null;
      return n !== null && n < OVERTIME_PREMIUM_MIN;
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Horas extras pagas com adicional inferior a ${OVERTIME_PREMIUM_MIN} %: a Constituição garante ao serviço extraordinário remuneração superior, no mínimo, em cinquenta por cento à do normal.`,
      recommendation: `Fixe o adicional de horas extras em pelo menos ${OVERTIME_PREMIUM_MIN} % sobre a hora normal.`,
      legalBasis: 'CF, art. 7º, XVI; CLT, art. 59, § 1º',
    },
  },
  // Personal data (Lei 13.709/2018), besides the generic consent of clause-rules.ts.
  {
    relations: 'any',
    re: /compartilh\w*[^.;\n]{0,200}/gi,
    test: (clause) =>
      /dados/i.test(clause) &&
      /(?:independentemente|sem necessidade|dispensad[oa])[^.;\n]{0,30}(?:de )?(?:novo |nova |outro |qualquer )?(?:consentimento|autoriza[çc][ãa]o)/i.test(
        clause,
      ),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Compartilhamento de dados pessoais com outros controladores sem consentimento específico: quem obteve o consentimento precisa de novo consentimento específico do titular para compartilhar, salvo as hipóteses de dispensa da lei; dados de saúde são sensíveis.',
      recommendation:
        'Peça consentimento específico e destacado para cada compartilhamento, com quem e para quê, ou aponte outra base legal do art. 7º (art. 11 para dados sensíveis).',
      legalBasis: 'LGPD, art. 7º, § 5º; art. 11',
    },
  },
  {
    relations: 'any',
    re: /revoga[çc][ãa]o[^.;\n]{0,200}|revogar[^.;\n]{0,200}/gi,
    test: (clause) =>
      /consentimento/i.test(clause) &&
      /firma reconhecida|cart[óo]rio|carta registrada|\bpresencial|\btaxa\b|R\$\s?\d|somente (?:ser[áa] aceita |poder[áa] ser feita )?(?:por|mediante|se)/i.test(
        clause,
      ),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Revogação do consentimento dificultada ou cobrada: ela pode ser feita a qualquer momento, por manifestação expressa, em procedimento gratuito e facilitado.',
      recommendation: 'Permita a revogação pelo próprio aplicativo ou por e-mail, sem custo nem formalidade.',
      legalBasis: 'LGPD, art. 8º, § 5º; art. 18, IX e § 5º',
    },
  },
  {
    relations: 'any',
    re: /(?:menores? de (?:\d{1,2}|doze|treze)|crian[çc]as?)[^.;\n]{0,200}/gi,
    test: (clause, text) =>
      /dados|cadastr/i.test(text) &&
      /sem (?:necessidade de |a |qualquer )?(?:autoriza[çc][ãa]o|consentimento)|livremente|independentemente d[aeo] (?:autoriza|consentimento)/i.test(
        clause,
      ) &&
      !/\bn[ãa]o poder[ãa]o\b|vedad|proibid/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Dados de crianças tratados sem o consentimento dos pais: o tratamento exige consentimento específico e em destaque de pelo menos um dos pais ou do responsável legal, no melhor interesse da criança.',
      recommendation:
        'Exija o consentimento de um dos pais ou responsável, verificado, antes do cadastro de menores de 12 anos.',
      legalBasis: 'LGPD, art. 14, § 1º',
    },
  },
  {
    relations: 'any',
    re: /incidentes? de seguran[çc]a[^.;\n]{0,200}|vazamentos?[^.;\n]{0,200}/gi,
    test: (clause) =>
      /n[ãa]o (?:comunicar[áa]|informar[áa]|notificar[áa]|avisar[áa])|sem (?:comunicar|informar|notificar|aviso)|dispensad[ao] (?:a|de) comunica/i.test(
        clause,
      ),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Incidente de segurança não comunicado: o controlador deve comunicar à autoridade nacional (ANPD) e ao titular o incidente que possa acarretar risco ou dano relevante.',
      recommendation:
        'Preveja a comunicação do incidente à ANPD e aos titulares, com o que foi afetado e as medidas tomadas.',
      legalBasis: 'LGPD, art. 48',
    },
  },
  // Internship agreements (Lei 11.788/2008): an internship out of line with the law is employment (art. 15).
  {
    relations: 'any',
    re: /jornada[^.;\n]{0,160}/gi,
    test: (clause, text) =>
      INTERNSHIP.test(text) &&
      // § 1º: up to 40 hours a week in the periods without classes of courses that alternate them.
      !/sem aulas|altern[âa]ncia|alternam teoria|projeto pedag[óo]gico/i.test(clause) &&
      (hoursBefore(clause, /di[áa]rias/) > INTERNSHIP_DAILY_HOURS ||
        hoursBefore(clause, /semanais/) > INTERNSHIP_WEEKLY_HOURS),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Jornada de estágio acima do limite: 6 horas diárias e 30 semanais para o estudante de ensino superior, médio ou profissional (4 e 20 no ensino especial e fundamental); o estágio fora da lei caracteriza vínculo de emprego.',
      recommendation: 'Reduza a jornada a 6 horas diárias e 30 semanais, compatíveis com as aulas.',
      legalBasis: 'Lei 11.788/2008, art. 10, I e II; art. 15',
    },
  },
  {
    relations: 'any',
    re: /(?:bolsa|contrapresta[çc][ãa]o)[^.;\n]{0,80}/gi,
    test: (clause, text) => {
      if (!INTERNSHIP.test(text) || !/n[ãa]o[- ]obrigat[óo]rio/i.test(text)) return false;
      const at = clause.search(/bolsa|contrapresta[çc][ãa]o/i);
      return DENIED.test(clause.slice(Math.max(0, at - 60), at));
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Estágio não obrigatório sem bolsa: nele a bolsa (ou outra contraprestação) e o auxílio-transporte são compulsórios.',
      recommendation: 'Fixe a bolsa e o auxílio-transporte no termo de compromisso.',
      legalBasis: 'Lei 11.788/2008, art. 12',
    },
  },
  {
    relations: 'any',
    re: /(?:dura[çc][ãa]o|prazo|vig[êe]ncia|vigorar[áa])[^.;\n]{0,100}/gi,
    test: (clause, text) =>
      INTERNSHIP.test(text) && !/defici[êe]ncia/i.test(text) && termMonths(clause) > INTERNSHIP_MONTHS_CAP,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Estágio com a mesma concedente por mais de 2 anos: só o estagiário com deficiência pode passar desse limite; além dele a relação é de emprego.',
      recommendation: 'Limite a duração a 2 anos, somadas as prorrogações.',
      legalBasis: 'Lei 11.788/2008, art. 11; art. 15',
    },
  },
  {
    relations: 'any',
    re: /recesso[^.;\n]{0,100}/gi,
    test: (clause, text) => {
      if (!INTERNSHIP.test(text)) return false;
      const at = clause.search(/recesso/i);
      if (DENIED.test(clause.slice(Math.max(0, at - 60), at))) return true;
      const days = daysIn(clause);
      return days > 0 && days < INTERNSHIP_RECESS_DAYS && termMonths(text) >= 12;
    },
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Recesso negado ou reduzido: o estágio de 1 ano ou mais dá 30 dias de recesso (proporcionais se menor), remunerado quando há bolsa, de preferência nas férias escolares.',
      recommendation: 'Preveja 30 dias de recesso por ano, remunerados se houver bolsa.',
      legalBasis: 'Lei 11.788/2008, art. 13',
    },
  },
  {
    relations: 'any',
    // Anchored on its words: a leading context run would be tried at every character of the text.
    re: /seguro (?:contra |de )?acidentes? pessoa(?:l|is)[^.;\n]{0,60}/gi,
    test: (clause, text) => {
      if (!INTERNSHIP.test(text)) return false;
      const at = clause.search(/seguro/i);
      return DENIED.test(clause.slice(Math.max(0, at - 60), at));
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Seguro contra acidentes pessoais dispensado: contratá-lo em favor do estagiário é obrigação da concedente, que o estagiário não pode dispensar.',
      recommendation: 'Contrate o seguro e indique a apólice no termo de compromisso.',
      legalBasis: 'Lei 11.788/2008, art. 9º, IV',
    },
  },
  {
    relations: 'any',
    re: /metas? (?:mensais |di[áa]rias |semanais )?de (?:vendas?|produ[çc][ãa]o|produtividade)[^.;\n]{0,120}|substitu\w* (?:os |as )?(?:empregad|vendedor|funcion[áa]ri|atendent|colaborador)\w*[^.;\n]{0,120}/gi,
    test: (_clause, text) => INTERNSHIP.test(text),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Estagiário com metas de produção ou em substituição de empregados: o estágio é ato educativo supervisionado, ligado ao projeto do curso; usado como mão de obra, caracteriza vínculo de emprego.',
      recommendation:
        'Restrinja as atividades ao plano de atividades do curso, sem metas de venda nem cobertura de empregados.',
      legalBasis: 'Lei 11.788/2008, arts. 3º, § 2º, e 15',
    },
  },
  // Domestic employment (LC 150/2015; the CLT applies in what it does not rule, art. 19).
  {
    relations: EMPLOYMENT,
    re: /descont\w*[^.;\n]{0,200}/gi,
    test: (clause, text) =>
      DOMESTIC.test(text) &&
      /aliment\w*|vestu[áa]rio|uniforme|higiene|moradia|hospedagem/i.test(clause) &&
      // § 2º: housing elsewhere than the workplace may be deducted by express agreement.
      !/local diverso|outro (?:im[óo]vel|local)/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Desconto no salário da empregada doméstica por alimentação, vestuário, higiene ou moradia no local de trabalho: o empregador doméstico não pode descontá-los, e eles não têm natureza salarial.',
      recommendation:
        'Exclua os descontos; só a moradia em local diverso da residência pode ser descontada, se pactuada.',
      legalBasis: 'LC 150/2015, art. 18, caput e §§ 2º e 3º',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /descont\w*[^.;\n]{0,200}/gi,
    test: (clause, text) =>
      DOMESTIC.test(text) &&
      /plano de (?:sa[úu]de|assist[êe]ncia)|m[ée]dic|odontol|seguro|previd[êe]ncia privada/i.test(clause) &&
      percentOf(clause) > DOMESTIC_PLAN_DEDUCTION_CAP,
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Desconto por plano de saúde, seguro ou previdência privada acima de 20 % do salário da empregada doméstica.',
      recommendation: 'Limite a soma desses descontos a 20 % do salário, por acordo escrito.',
      legalBasis: 'LC 150/2015, art. 18, § 1º',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /(?:dispensad[oa]|sem|n[ãa]o haver[áa]|n[ãa]o ser[áa] (?:feito|exigido))[^.;\n]{0,30}(?:registro|controle|anota[çc][ãa]o) (?:de |do )?(?:hor[áa]rio|ponto|jornada)[^.;\n]{0,80}/gi,
    test: (_clause, text) => DOMESTIC.test(text),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Empregada doméstica sem registro de horário: o registro, por meio manual, mecânico ou eletrônico idôneo, é obrigatório qualquer que seja o número de empregados.',
      recommendation: 'Mantenha o registro diário de entrada, saída e intervalos.',
      legalBasis: 'LC 150/2015, art. 12',
    },
  },
  // Services and other contracts between companies.
  {
    relations: BUSINESS,
    re: /(?:rescindir|resilir|denunciar|encerrar)[^.;\n]{0,80}(?:a qualquer (?:tempo|momento)|imediatamente|sem aviso)/gi,
    test: (_clause, text) => {
      const m = INVESTMENT.exec(text);
      return m !== null && parseBrl(`R$ ${m[1]}`) > 0;
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Denúncia imediata e a qualquer tempo num contrato para o qual a outra parte fez investimentos consideráveis: a resilição só produz efeito depois de prazo compatível com a natureza e o vulto dos investimentos.',
      recommendation:
        'Fixe um aviso prévio compatível com a amortização dos investimentos, ou uma indenização pelo que não for amortizado.',
      legalBasis: 'CC, art. 473, parágrafo único',
    },
  },
  {
    relations: BUSINESS,
    re: SOLE_DISCRETION_PRICE,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Preço que uma das partes altera a seu exclusivo critério: condição que sujeita o negócio ao puro arbítrio de uma das partes, defesa em lei.',
      recommendation:
        'Troque por reajuste por índice e data definidos, ou por revisão negociada com critérios objetivos.',
      legalBasis: 'CC, art. 122',
    },
  },
  {
    relations: BUSINESS,
    re: /\bdolos?[oa]?s?\b|culpa grave/gi,
    // An exclusion that reaches dolo, not one that saves it ("salvo dolo ou culpa grave").
    test: (clause) =>
      /n[ãa]o (?:se )?respons|n[ãa]o respond|isent|exime|exclu/i.test(clause) &&
      !/(?:salvo|exceto|ressalvad[oa]s?|exce[çc][ãa]o|a menos que|fora d[oa]s?)\b[^.;\n]{0,40}(?:dolo|culpa grave)/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Exclusão de responsabilidade mesmo por dolo ou culpa grave: a alocação de riscos entre empresas não chega a liberar a parte do próprio dolo — a cláusula deixa o cumprimento ao arbítrio de quem a invoca.',
      recommendation: 'Ressalve expressamente os danos causados com dolo ou culpa grave.',
      legalBasis: 'CC, arts. 122, 421-A, II, e 422',
    },
  },
  {
    relations: 'any',
    re: /t[íi]tulo executivo(?: extrajudicial)?/gi,
    once: true,
    test: (_clause, text) =>
      !/testemunhas?/i.test(text) && !/assinatura eletr[ôo]nica|certificado digital|ICP-Brasil/i.test(text),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'O contrato se declara título executivo, mas não prevê a assinatura de duas testemunhas: documento particular só é título executivo assinado pelo devedor e por 2 testemunhas (salvo assinatura eletrônica conferida por provedor, § 4º).',
      recommendation: 'Colha a assinatura de duas testemunhas identificadas (nome e CPF).',
      legalBasis: 'CPC, art. 784, III',
    },
  },
  {
    relations: 'any',
    // The verbs at a word's start: "ced" inside "fornecedora" is no cession.
    re: /\b(?:vend|comercializ|ced|repass|alug|compartilh|transfer)\w*[^.;\n]{0,60}dados (?:pessoais|cadastrais)|dados (?:pessoais|cadastrais)[^.;\n]{0,80}\b(?:vend|comercializ|cedid|cedê|repassad|compartilhad|transferid)\w*/gi,
    // To anyone, for any end: marketing by partners is no purpose the data subject was told of.
    test: (clause) =>
      /quaisquer finalidades|qualquer finalidade|qualquer fim|terceiros|parceir|marketing|publicidade|propaganda/i.test(
        clause,
      ),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Venda ou cessão de dados pessoais de clientes a terceiros para quaisquer finalidades: o tratamento exige finalidade específica, explícita e informada ao titular e uma base legal; revenda genérica não tem nenhuma das duas.',
      recommendation:
        'Retire a venda de dados; defina os papéis (controlador e operador), a finalidade e a base legal de cada tratamento (LGPD arts. 7º e 39).',
      legalBasis: 'LGPD, arts. 6º, I, e 7º',
    },
  },
  {
    relations: BUSINESS,
    re: NON_COMPETE,
    test: (clause) => UNLIMITED.test(clause) && !SECRECY.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Não concorrência sem limite de tempo ou de território: a restrição à livre iniciativa só se sustenta limitada no tempo, no espaço e no objeto (a lei fixa 5 anos para o alienante de estabelecimento).',
      recommendation:
        'Limite o prazo (por exemplo, até 5 anos após o fim), o território e as atividades alcançadas.',
      legalBasis: 'CF, art. 170, IV; CC, art. 1.147 (por analogia)',
    },
  },
  {
    relations: BUSINESS,
    re: /\bprazo\b[^.;\n]{0,60}\banos\b/gi,
    test: (clause, text) => yearsIn(clause) > 4 && /presta[çc][ãa]o de servi[çc]os?/i.test(text),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Prestação de serviço por prazo acima de quatro anos (ou renovada automaticamente além disso): a lei não admite convencioná-la por mais de quatro anos; decorridos eles, o contrato se dá por findo.',
      recommendation: 'Limite o prazo a quatro anos e preveja nova contratação expressa para continuar.',
      legalBasis: 'CC, art. 598',
    },
  },
  // Confidentiality: NDAs and the secrecy clauses of any contract.
  {
    relations: 'any',
    re: /(?:ainda que|mesmo que|mesmo|inclusive|em nenhuma hip[óo]tese|sob nenhuma hip[óo]tese|independentemente de)\s[^.;\n]{0,30}(?:ordem|determina[çc][ãa]o|decis[ãa]o|requisi[çc][ãa]o) judicial/gi,
    test: (clause) =>
      /n[ãa]o (?:ser[ãa]o? |poder[áa]o? |ser[áa] )?(?:divulg|revel|fornec|exib|entreg|compartilh|informa)|vedad|proibid/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Sigilo mantido até contra ordem judicial: ninguém se exime do dever de colaborar com o Poder Judiciário para o descobrimento da verdade, e a cláusula não pode impedir o cumprimento da ordem do juiz.',
      recommendation:
        'Ressalve a revelação por ordem judicial ou de autoridade competente, limitada ao que for exigido e com aviso prévio à outra parte.',
      legalBasis: 'CPC, art. 378',
    },
  },
  {
    relations: 'any',
    // Personal data by that name or by whose they are ("bases de dados de clientes").
    re: /(?:dados pessoais|(?:bases? de )?dados (?:de|dos) (?:clientes|usu[áa]rios|pacientes|consumidores|alunos|titulares|empregados|funcion[áa]rios))[^.;\n]{0,160}/gi,
    test: (clause) =>
      /prazo indeterminado|tempo indeterminado|indefinidamente|sem (?:limite de )?prazo|para sempre|perpetuamente/i.test(
        clause,
      ) &&
      /mant|conserv|guard|arquiv|ret[eé]m|reter/i.test(clause) &&
      !/elimin/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'média',
      description:
        'Dados pessoais conservados por prazo indeterminado depois do fim do contrato: terminado o tratamento, os dados devem ser eliminados; só se conservam para as finalidades que a lei enumera (obrigação legal, pesquisa, transferência conforme a lei, uso exclusivo do controlador com os dados anonimizados).',
      recommendation:
        'Preveja a eliminação (ou devolução) dos dados pessoais ao término, ressalvadas as hipóteses de conservação do art. 16 da LGPD.',
      legalBasis: 'LGPD, arts. 15 e 16',
    },
  },
  // Employment contracts.
  {
    relations: EMPLOYMENT,
    re: /(?:renuncia|ren[úu]ncia|abre m[ãa]o|n[ãa]o far[áa] jus|dispensa o pagamento)[^.;\n]{0,80}(?:f[ée]rias|13º|d[ée]cimo terceiro|FGTS|horas extras|aviso pr[ée]vio|adicional|repouso)/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'O empregado renuncia a direito que a lei lhe assegura: a livre estipulação não alcança as normas de proteção ao trabalho, e o ato que as frauda é nulo.',
      recommendation: 'Exclua a renúncia; o direito é devido por lei.',
      legalBasis: 'CLT, arts. 9º e 444',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /jornada[^.;\n]{0,120}/gi,
    test: (clause) => {
      if (/12\s*(?:x|por)\s*36|acordo coletivo|conven[çc][ãa]o coletiva/i.test(clause) || compensated(clause))
        return false;
      const schedule = scheduleHours(clause);
      return (
        Math.max(hoursBefore(clause, /di[áa]rias/), schedule?.daily ?? 0) > DAILY_HOURS_CAP ||
        Math.max(hoursBefore(clause, /semanais/), schedule?.weekly ?? 0) > WEEKLY_HOURS_CAP
      );
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Jornada normal acima de 8 horas diárias ou 44 semanais sem acordo de compensação: o excedente é hora extra.',
      recommendation:
        'Ajuste a jornada ao limite constitucional ou preveja compensação por acordo ou convenção coletiva.',
      legalBasis: 'CF, art. 7º, XIII',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /(?:contrato|per[íi]odo|prazo) de experi[êe]ncia[^.;\n]{0,80}|a t[íi]tulo de experi[êe]ncia[^.;\n]{0,80}/gi,
    test: (clause) => daysIn(clause) > EXPERIENCE_DAYS_CAP,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Contrato de experiência acima de 90 dias: o excedente o converte em contrato por prazo indeterminado.',
      recommendation: 'Limite a experiência a 90 dias, somada a única prorrogação (CLT, art. 451).',
      legalBasis: 'CLT, art. 445, parágrafo único',
    },
  },
  {
    relations: EMPLOYMENT,
    // Remote work's equipment and costs: the contract settles who provides them, but cannot pass to
    // the employee the cost of the business, which the employer bears.
    re: /(?:computador|equipamentos?|internet|energia|conex[ãa]o|infraestrutura|mobili[áa]rio)[^.;\n]{0,160}(?:por conta|a cargo|[ôo]nus|custead)[^.;\n]{0,120}/gi,
    test: (clause) =>
      /empregad[oa]|trabalhador/i.test(clause) &&
      /sem (?:qualquer )?(?:reembolso|ressarcimento|ajuda de custo)|exclusiv/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Equipamentos e despesas do trabalho remoto postos só por conta do empregado, sem reembolso: o contrato escrito define quem fornece e como se reembolsa, mas o custo do negócio é do empregador.',
      recommendation:
        'Preveja o fornecimento dos equipamentos ou uma ajuda de custo para internet e energia, com o reembolso das despesas comprovadas.',
      legalBasis: 'CLT, arts. 2º e 75-D',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /(?:retorno|volta|retornar|voltar)[^.;\n]{0,80}presencial[^.;\n]{0,200}/gi,
    test: (clause) => {
      if (/imediat|a qualquer (?:momento|tempo)|sem (?:aviso|prazo)/i.test(clause)) return true;
      const days = daysIn(clause);
      return days > 0 && days < TELEWORK_RETURN_DAYS;
    },
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Retorno ao trabalho presencial por ordem do empregador sem a transição mínima de 15 dias, registrada em aditivo contratual.',
      recommendation: 'Garanta ao menos 15 dias de transição e registre a alteração em aditivo.',
      legalBasis: 'CLT, art. 75-C, § 2º',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /descontad[oa]s? do sal[áa]rio[^.;\n]{0,200}|descont\w* (?:do|no|em) sal[áa]rio[^.;\n]{0,160}/gi,
    test: (clause) =>
      /independentemente (?:do motivo|da causa|de culpa|de justificativa)|qualquer que seja o motivo/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Desconto no salário qualquer que seja o motivo: só cabem os descontos que a lei permite, por adiantamento, dispositivo de lei ou acordo coletivo, e por dano só com acordo (culpa) ou dolo — a falha que é risco do negócio não se desconta.',
      recommendation: 'Restrinja o desconto às faltas injustificadas e aos casos do art. 462 da CLT.',
      legalBasis: 'CLT, art. 462',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /sem (?:o )?pagamento d[ea]s? horas? extras?[^.;\n]{0,120}|n[ãa]o (?:far[áa] jus|ter[áa] direito|receber[áa])[^.;\n]{0,20}horas? extras?[^.;\n]{0,120}|horas? extras?[^.;\n]{0,30}(?:n[ãa]o ser[ãa]o (?:pagas|devidas)|indevidas)[^.;\n]{0,80}/gi,
    // Only the external worker without a schedule and the manager with powers of management are
    // outside the limits (CLT art. 62); a schedule kept says the opposite.
    test: (clause, text) =>
      !/atividade externa|servi[çc]o externo|trabalho externo|fora do estabelecimento|cargo de (?:gest|confian)|gerente/i.test(
        clause,
      ) || /controle de ponto|cart[ãa]o de ponto|registro de ponto|jornada (?:ser[áa] )?das \d/i.test(text),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Horas extras excluídas sem que o empregado esteja numa das exceções da lei (trabalho externo sem controle de horário, gerente com poderes de gestão): a jornada é de 8 horas diárias e 44 semanais, e a hora além dela se paga com pelo menos 50 % a mais.',
      recommendation: 'Exclua a cláusula; pague as horas além da 8ª diária e da 44ª semanal com o adicional.',
      legalBasis: 'CF, art. 7º, XIII e XVI; CLT, arts. 59 e 62',
    },
  },
  {
    relations: EMPLOYMENT,
    re: NON_COMPETE,
    test: (clause) => !SECRECY.test(clause) && (UNLIMITED.test(clause) || !compensated(clause)),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Não concorrência imposta ao empregado sem limite de tempo ou de território, ou sem compensação: restringe o livre exercício da profissão.',
      recommendation:
        'Limite o prazo, o território e as atividades e pague compensação pelo período de restrição.',
      legalBasis: 'CF, art. 5º, XIII',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /intervalo[^.;\n]{0,160}/gi,
    test: (clause, text) => {
      const minutes = intervalMinutes(clause);
      // Up to 6 hours a day the interval is 15 minutes (CLT art. 71, § 1º): judged only past 6.
      if (minutes === null || hoursBefore(text, /di[áa]rias/) <= 6) return false;
      return COLLECTIVE.test(clause)
        ? minutes < COLLECTIVE_INTERVAL_MINUTES_MIN
        : minutes < INTERVAL_MINUTES_MIN;
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Intervalo para repouso e alimentação abaixo de 1 hora numa jornada acima de 6 horas: só acordo ou convenção coletiva o reduz, e nunca abaixo de 30 minutos; o tempo suprimido é pago com 50 % de acréscimo.',
      recommendation:
        'Conceda intervalo de no mínimo 1 hora, ou reduza-o até 30 minutos apenas por acordo ou convenção coletiva.',
      legalBasis: 'CLT, art. 71, caput e § 4º; art. 611-A, III',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /(?:pag[oa]s?|pagamento|quitad[oa])[^.;\n]{0,60}\bat[ée] o dia\s+\d{1,2}[^.;\n]{0,60}/gi,
    test: (clause) =>
      /m[êe]s (?:subsequente|seguinte|posterior)/i.test(clause) &&
      (numberBefore(clause.replace(/^.*?at[ée] o dia\s+/i, ''), /(?:\(|\s|$)/) ?? 0) > PAY_DAY_ALWAYS_IN_TIME,
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Salário mensal pago até um dia fixo do mês seguinte posterior ao dia 5: nos meses em que o quinto dia útil vem antes desse dia, a cláusula permite pagar em atraso.',
      recommendation: 'Estipule o pagamento até o quinto dia útil do mês subsequente ao vencido.',
      legalBasis: 'CLT, art. 459, § 1º',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /descont\w*[^.;\n]{0,120}/gi,
    test: (clause) =>
      /quaisquer|qualquer valor|todos os valores|que entender|a (?:seu )?crit[ée]rio|independentemente de (?:autoriza|anu[êe]ncia|concord)/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Descontos no salário além dos que a lei permite: só cabem adiantamentos, os previstos em lei ou em contrato coletivo, e os de dano causado pelo empregado quando acordados ou com dolo.',
      recommendation:
        'Limite os descontos aos adiantamentos, aos previstos em lei ou norma coletiva e aos danos nos termos do § 1º.',
      legalBasis: 'CLT, art. 462, caput e § 1º',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /f[ée]rias[^.;\n]{0,80}/gi,
    test: (clause, text) => !DOMESTIC.test(text) && shortVacation(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Férias anuais de menos de 30 dias corridos: o empregado tem 30 dias a cada 12 meses; só as faltas injustificadas as reduzem, na proporção da lei.',
      recommendation: 'Preveja 30 dias corridos de férias por período aquisitivo.',
      legalBasis: 'CLT, art. 130, I',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /f[ée]rias[^.;\n]{0,80}/gi,
    // Part-time domestic work has its own proportional table (LC 150/2015, art. 3º, § 3º).
    test: (clause, text) => DOMESTIC.test(text) && !/tempo parcial/i.test(text) && shortVacation(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Férias da empregada doméstica de menos de 30 dias: a cada 12 meses de trabalho são 30 dias, com um terço a mais.',
      recommendation: 'Preveja 30 dias de férias anuais, acrescidas de um terço.',
      legalBasis: 'LC 150/2015, art. 17',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /f[ée]rias[^.;\n]{0,120}per[íi]odos[^.;\n]{0,40}|(?:fracion|parcel|divid)\w*[^.;\n]{0,40}f[ée]rias[^.;\n]{0,80}/gi,
    test: (clause) => (numberBefore(clause, /per[íi]odos/) ?? 0) > VACATION_PARTS_CAP,
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Férias divididas em mais de três períodos: a lei permite até três, com a concordância do empregado, um deles de pelo menos 14 dias corridos e os demais de pelo menos 5.',
      recommendation: 'Limite o fracionamento a três períodos, com a concordância do empregado.',
      legalBasis: 'CLT, art. 134, § 1º',
    },
  },
  {
    // The hours bank agreed in the employment contract itself: by individual written agreement the
    // hours are compensated within six months (§ 5º); a longer period, up to a year, needs a
    // collective agreement or convention (§ 2º).
    relations: EMPLOYMENT,
    re: /banco de horas[^.;\n]{0,200}|compensa\w*[^.;\n]{0,60}horas[^.;\n]{0,120}/gi,
    test: (clause, text) =>
      /banco de horas/i.test(`${clause} ${text}`) &&
      !/(?:acordo|conven[çc][ãa]o) coletiv/i.test(clause) &&
      termDays(clause) > HOURS_BANK_INDIVIDUAL_MONTHS * 30,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Banco de horas por acordo individual com compensação em mais de ${HOURS_BANK_INDIVIDUAL_MONTHS} meses: o acordo individual escrito só admite a compensação no período máximo de seis meses; o prazo de até um ano exige acordo ou convenção coletiva. Sem compensação válida, as horas excedentes são pagas como extras.`,
      recommendation: `Reduza o prazo de compensação para até ${HOURS_BANK_INDIVIDUAL_MONTHS} meses ou institua o banco de horas anual por acordo ou convenção coletiva.`,
      legalBasis: 'CLT, art. 59, § 2º e § 5º',
    },
  },
  {
    // A break under one hour in a day over six hours, set by the contract itself.
    relations: EMPLOYMENT,
    re: /intervalo[^.;\n]{0,160}/gi,
    test: (clause, text) => {
      const minutes = /(\d{1,2})\s*(?:\([^)]*\)\s*)?minutos/i.exec(clause);
      return (
        minutes !== null &&
        Number(minutes[1]) < BREAK_MINUTES &&
        !/(?:acordo|conven[çc][ãa]o) coletiv/i.test(clause) &&
        dailyHours(text) > 6
      );
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Intervalo para repouso e alimentação abaixo de ${BREAK_MINUTES} minutos numa jornada de mais de seis horas, fixado no contrato individual: a redução (até 30 minutos) só vale por acordo ou convenção coletiva; sem ela, o período suprimido se paga com 50 % (na escala 12x36, os intervalos podem ser indenizados, mas então o contrato deve dizê-lo).`,
      recommendation:
        'Conceda ao menos uma hora de intervalo, ou reduza-o por norma coletiva (CLT, art. 611-A, III).',
      legalBasis: 'CLT, art. 71, caput e § 4º; art. 611-A, III',
    },
  },
  {
    // Pay by commission only with the minimum wage denied.
    relations: EMPLOYMENT,
    re: /(?:exclusivamente|somente|apenas|unicamente) (?:por|de|em) comiss[õo]es[^.;\n]{0,160}|comissionista puro[^.;\n]{0,160}/gi,
    test: (clause) =>
      /sem (?:qualquer )?(?:garantia|valor m[íi]nimo|m[íi]nimo|sal[áa]rio fixo)|n[ãa]o (?:haver[áa]|ser[áa]) garantid/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Remuneração só por comissões, sem garantia de mínimo: quem recebe remuneração variável tem garantido ao menos o salário mínimo (ou o piso da categoria) em todo mês.',
      recommendation:
        'Garanta o salário mínimo ou o piso, completando as comissões do mês que não o alcançarem.',
      legalBasis: 'CF, art. 7º, VII; CLT, art. 78, parágrafo único',
    },
  },
  {
    // Protective equipment charged to the worker.
    relations: EMPLOYMENT,
    re: /(?:equipamentos? de prote[çc][ãa]o(?: individual)?|\bEPIs?\b)[^.;\n]{0,160}/gi,
    test: (clause) =>
      /arcar[áa]|\bcusto\b|descont|pagar[áa]|ressarcir[áa]|por conta d[oa] empregad/i.test(clause) &&
      !/gratuit|sem (?:qualquer )?custo|sem [ôo]nus|fornecer[áa]\b(?![^.;\n]{0,60}descont)/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'O empregado paga pelos equipamentos de proteção individual: a empresa é obrigada a fornecê-los gratuitamente, adequados ao risco e em bom estado.',
      recommendation: 'Forneça os EPIs sem custo e retire o desconto em folha.',
      legalBasis: 'CLT, art. 166',
    },
  },
  {
    relations: EMPLOYMENT,
    re: /transfer\w*[^.;\n]{0,160}/gi,
    test: (clause) =>
      /independentemente d[ae] (?:sua )?(?:anu[êe]ncia|concord[âa]ncia|vontade)|sem (?:a )?(?:sua )?(?:anu[êe]ncia|concord[âa]ncia)|sem (?:qualquer )?adicional/i.test(
        clause,
      ) && !/cargo de confian[çc]a|real necessidade|necessidade de servi[çc]o/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Transferência para outra localidade sem a anuência do empregado, fora dos cargos de confiança e sem a real necessidade de serviço; quando cabe por necessidade, o empregador paga adicional de pelo menos 25 % enquanto durar.',
      recommendation:
        'Condicione a transferência à anuência do empregado ou à real necessidade de serviço, com o adicional de 25 %.',
      legalBasis: 'CLT, art. 469, caput, §§ 1º e 3º',
    },
  },
  // Adhesion contracts between companies: the arbitration clause binds the adherent only with its
  // express assent in writing, in a document attached or in bold with a signature or initials for it
  // (a consumer has CDC art. 51, VII, in the CDC rules).
  {
    relations: BUSINESS,
    re: /(?:arbitragem|compromiss[óo]ria|tribunal arbitral|c[âa]mara (?:de )?(?:arbitragem|arbitral))[^.;\n]{0,160}/gi,
    once: true,
    test: (clause, text) =>
      ADHESION_TERMS.test(text) &&
      !/negrito|destaque|visto espec|assinatura espec|rubrica espec|documento anexo|concord\w* expressamente/i.test(
        text,
      ) &&
      !/\b(?:n[ãa]o|sem)\b[^.;\n]{0,20}arbitr/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Cláusula de arbitragem em contrato de adesão sem o destaque que a lei exige: só vale se o aderente tomar a iniciativa da arbitragem ou concordar expressamente com ela, por escrito em documento anexo ou em negrito, com assinatura ou visto especialmente para essa cláusula.',
      recommendation:
        'Ponha a cláusula em negrito com assinatura ou visto específico do aderente, ou em documento anexo assinado.',
      legalBasis: 'Lei 9.307/1996, art. 4º, § 2º',
    },
  },
  // Private health plans (Lei 9.656/1998), whatever the relation read: the plan's own law applies.
  {
    relations: 'any',
    re: /car[êe]ncia[^;\n]{0,200}|^[ \t]*[a-z]\)\s*\d{1,3}\s*(?:\([^)]*\)\s*)?(?:horas|dias|meses)[^;\n]{0,120}/gim,
    test: (clause, text) => isHealthPlan(text) && waitingPeriodOverCap(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Carência acima do máximo da lei dos planos de saúde: 24 horas para urgência e emergência, 300 dias para parto a termo e 180 dias para os demais casos.',
      recommendation:
        'Reduza a carência aos máximos legais; a cobertura de urgência e emergência começa 24 horas após a contratação.',
      legalBasis: 'Lei 9.656/1998, art. 12, V',
    },
  },
  {
    relations: 'any',
    re: /(?:doen[çc]as?|les[õo]es)[^.;\n]{0,30}preexistentes[^.;\n]{0,200}/gi,
    test: (clause, text) =>
      isHealthPlan(text) &&
      /exclu[íi]d|sem cobertura|n[ãa]o (?:ter[ãa]o|ter[áa]|haver[áa]) cobertura|n[ãa]o (?:ser[ãa]o|ser[áa]) cobert/i.test(
        clause,
      ) &&
      (/toda a vig[êe]ncia|qualquer (?:hip[óo]tese|tempo)|definitiv|permanente|em nenhuma hip[óo]tese|prazo indeterminado/i.test(
        clause,
      ) ||
        monthsIn(clause) > PREEXISTING_EXCLUSION_MONTHS),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Doenças e lesões preexistentes excluídas da cobertura por mais de 24 meses: depois de 24 meses de vigência a exclusão é vedada, e cabe à operadora provar que o consumidor as conhecia.',
      recommendation:
        'Limite a exclusão (ou a cobertura parcial temporária) a 24 meses contados da contratação.',
      legalBasis: 'Lei 9.656/1998, art. 11',
    },
  },
  {
    relations: 'any',
    re: /interna[çc](?:[ãa]o|[õo]es)[^.;\n]{0,200}|terapia intensiva[^.;\n]{0,160}|\bUTI\b[^.;\n]{0,160}/gi,
    test: (clause, text) =>
      isHealthPlan(text) &&
      /limitad[oa]s?|limite de|no m[áa]ximo|at[ée] o m[áa]ximo|m[áa]ximo de/i.test(clause) &&
      /di[áa]rias|\bdias\b|valor|quantidade|por ano/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Internação hospitalar ou em UTI limitada em dias, valor ou quantidade: a lei veda a limitação, e o STJ tem por abusiva a cláusula que limita no tempo a internação.',
      recommendation: 'Exclua o limite: a internação dura o que o médico assistente indicar.',
      legalBasis: 'Lei 9.656/1998, art. 12, II, a e b; Súmula 302 do STJ',
    },
  },
  {
    relations: 'any',
    re: /(?:operadora|contratada)[^.;\n]{0,60}(?:rescindir|resilir|cancelar|suspender|denunciar)[^.;\n]{0,200}/gi,
    test: (clause, text) =>
      isHealthPlan(text) &&
      !/coletivo (?:empresarial|por ades[ãa]o)/i.test(text) &&
      /a qualquer tempo|independentemente de (?:motivo|justificativa)|imotivad|sem (?:motivo|justificativa)|por conveni[êe]ncia/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'A operadora pode rescindir ou suspender o plano individual sem motivo: a lei só o admite por fraude ou por mais de 60 dias de inadimplência nos últimos 12 meses, com notificação até o 50º dia, e nunca durante a internação do titular.',
      recommendation: 'Restrinja a rescisão às hipóteses da lei (fraude ou inadimplência com notificação).',
      legalBasis: 'Lei 9.656/1998, art. 13, parágrafo único, II e III',
    },
  },
  {
    relations: 'any',
    re: /renova[çc][ãa]o[^.;\n]{0,160}|renova[çc](?:[ãa]o|[õo]es)[^.;\n]{0,160}/gi,
    test: (clause, text) =>
      isHealthPlan(text) &&
      /(?:taxa|tarifa|cobrad[oa]|cobran[çc]a)/i.test(clause) &&
      !/(?:n[ãa]o|sem|vedad[oa])[^.;\n]{0,30}(?:cobran|cobrad|taxa|tarifa)/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Taxa cobrada na renovação do plano de saúde: a renovação é automática e nela não cabe a cobrança de taxa ou de qualquer outro valor.',
      recommendation: 'Exclua a taxa de renovação.',
      legalBasis: 'Lei 9.656/1998, art. 13, caput',
    },
  },
  {
    relations: 'any',
    re: /(?:caber[áa]|cabe|compete|competir[áa]|incumbe|incumbir[áa])\s+(?:exclusivamente\s+)?(?:ao|à)\s+(?:benefici[áa]ri[oa]|consumidor[a]?|titular|contratante|segurad[oa])[^.;\n]{0,40}(?:comprovar|provar|demonstrar|prova)[^.;\n]{0,160}/gi,
    test: (clause, text) => isHealthPlan(text) && /preexist|conhecimento|doen[çc]a|les[ãa]o/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'O ônus de provar que a doença não era preexistente, ou que o consumidor não a conhecia, é posto sobre ele: a lei o dá à operadora, e a inversão do ônus da prova contra o consumidor é nula.',
      recommendation: 'Exclua a cláusula: a prova do conhecimento prévio cabe à operadora.',
      legalBasis: 'Lei 9.656/1998, art. 11; CDC, art. 51, VI',
    },
  },
  // Leases (Lei 8.245/1991).
  {
    relations: LEASE,
    // A residential lease under 30 months goes on after its term, and is retaken only in the cases
    // of art. 47; the bare notice ("denúncia vazia", 30 days) is for leases of 30 months or more.
    re: /(?:retomar|reaver|denunciar|rescindir|pedir (?:a )?desocupa[çc][ãa]o)[^.;\n]{0,160}/gi,
    test: (clause, text) => {
      const months = leaseMonths(text);
      return (
        months !== null &&
        months < LEASE_FREE_RETAKING_MONTHS &&
        /resid[êe]nci(?:a|al|ais)\b/i.test(text) &&
        /a qualquer (?:tempo|momento)|bastando notific|mediante (?:simples )?(?:notifica|aviso)|independentemente de motivo/i.test(
          clause,
        )
      );
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Retomada livre depois do prazo numa locação residencial de menos de 30 meses: findo o prazo, ela se prorroga por tempo indeterminado e o imóvel só é retomado nos casos da lei (uso próprio ou de parente, obras, infração, falta de pagamento, mais de 5 anos de locação); a denúncia vazia com 30 dias é só para contratos de 30 meses ou mais.',
      recommendation:
        'Ajuste o prazo para 30 meses, se quiser a retomada ao seu fim, ou limite a retomada aos casos do art. 47.',
      legalBasis: 'Lei 8.245/1991, arts. 46, § 2º, e 47',
    },
  },
  {
    relations: LEASE,
    re: /(?:venda|alien)\w*[^.;\n]{0,200}/gi,
    test: (clause) =>
      /extint|rescindid|resolvid|desocup|rescis/i.test(clause) &&
      (/imediata|automaticamente/i.test(clause) || (daysIn(clause) > 0 && daysIn(clause) < SALE_NOTICE_DAYS)),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Venda do imóvel que extingue a locação sem os 90 dias da lei: o comprador pode denunciar o contrato, dando 90 dias para a desocupação (e não pode, se a locação por prazo determinado tiver cláusula de vigência averbada na matrícula).',
      recommendation:
        'Dê 90 dias para a desocupação após a denúncia do comprador, ou inclua e averbe a cláusula de vigência.',
      legalBasis: 'Lei 8.245/1991, art. 8º',
    },
  },
  {
    relations: LEASE,
    re: /alugu[ée]l[^.;\n]{0,240}/gi,
    test: (clause) =>
      /\bd[óo]lar|US\$|moeda estrangeira|\beuros?\b|varia[çc][ãa]o cambial|\bc[âa]mbio\b|\bPTAX\b|sal[áa]rios? m[íi]nimos?/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Aluguel fixado em moeda estrangeira ou vinculado à variação cambial ou ao salário mínimo: a lei o veda.',
      recommendation: 'Fixe o aluguel em reais, com reajuste anual por índice de preços (IPCA, IGP-M…).',
      legalBasis: 'Lei 8.245/1991, art. 17',
    },
  },
  {
    relations: LEASE,
    re: /(?:alugu[ée]l|alugu[ée]is|pag\w*)[^.;\n]{0,80}antecipad\w*[^.;\n]{0,120}|antecipad\w*[^.;\n]{0,60}alugu[ée]l[^.;\n]{0,120}/gi,
    // Only a lease with no guarantee (art. 42) or for a season may ask the rent in advance.
    test: (clause, text) =>
      !/temporada/i.test(text) &&
      guaranteesIn(text).size > 0 &&
      !/\b(?:n[ãa]o|vedad[oa]|sem)\b[^.;\n]{0,30}antecip/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Aluguel exigido antecipadamente numa locação com garantia: só a locação sem garantia (até o sexto dia útil do mês vincendo) ou para temporada admite a cobrança antecipada; fora delas, é contravenção penal.',
      recommendation: 'Estabeleça o pagamento após o mês vencido (por exemplo, até o dia 5 do mês seguinte).',
      legalBasis: 'Lei 8.245/1991, arts. 20, 42 e 43, III',
    },
  },
  {
    relations: LEASE,
    // The clause of a guarantee other than the fiança (a FIADOR among the parties counts as a
    // fiança wherever the contract names him), when a second modality stands beside it; a number's
    // dots ("R$ 10.000,00") do not end the clause.
    re: new RegExp(
      `(?:${CASH_DEPOSIT.source}|seguro[- ](?:de )?fian[çc]a|cess[ãa]o fiduci[áa]ria de quotas)(?:[^.;\\n]|\\.(?=\\d)){0,160}`,
      'gi',
    ),
    once: true,
    test: (clause, text) => {
      const own = guaranteesIn(clause);
      return own.size > 0 && ![...own].every((g) => g === 'fiança') && guaranteesIn(text).size >= 2;
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Duas garantias no mesmo contrato de locação (por exemplo caução e fiança, ou fiança e seguro-fiança): é vedada, sob pena de nulidade, mais de uma modalidade.',
      recommendation:
        'Escolha uma só garantia (caução, fiança, seguro-fiança ou cessão fiduciária de quotas).',
      legalBasis: 'Lei 8.245/1991, art. 37, parágrafo único',
    },
  },
  {
    relations: LEASE,
    re: new RegExp(`(?:${CASH_DEPOSIT.source})[^.;\\n]{0,160}`, 'gi'),
    test: (clause) => rentsIn(clause) > CAUCAO_RENTS_CAP,
    spec: {
      type: 'risk',
      severity: 'média',
      description: 'Caução em dinheiro acima de três meses de aluguel.',
      recommendation: 'Reduza a caução a no máximo três aluguéis, depositada em caderneta de poupança.',
      legalBasis: 'Lei 8.245/1991, art. 38, § 2º',
    },
  },
  {
    relations: LEASE,
    re: EXTRAORDINARY_ON_TENANT,
    when: (text) => !isShoppingCentre(text),
    test: (clause) =>
      !/\bn[ãa]o\b[^.;\n]{0,40}(?:extraordin|fundo de reserva|estrutura|fachada)|\bsalvo\b[^.;\n]{0,20}(?:extraordin|fundo de reserva|estrutura|fachada)|locador[a]?[^.;\n]{0,40}(?:extraordin|fundo de reserva|estrutura|fachada)/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'As despesas extraordinárias de condomínio (obras na estrutura, pintura de fachadas, fundo de reserva…) são lançadas ao locatário: a lei as atribui ao locador.',
      recommendation: 'Deixe ao locatário só as despesas ordinárias de condomínio (art. 23, XII, e § 1º).',
      legalBasis: 'Lei 8.245/1991, art. 22, X, e parágrafo único',
    },
  },
  {
    // In a shopping centre the lease's terms are free, save what art. 54, § 1º forbids to charge.
    relations: LEASE,
    re: EXTRAORDINARY_ON_TENANT,
    when: isShoppingCentre,
    test: (clause) =>
      !/\bn[ãa]o\b[^.;\n]{0,40}(?:estrutura|fachada)|locador[a]?[^.;\n]{0,40}(?:estrutura|fachada)/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'O lojista paga despesas extraordinárias que alcançam as obras da estrutura do edifício, a pintura das fachadas e esquadrias externas ou as indenizações trabalhistas anteriores à locação: no shopping center as condições da locação são livres, mas essas o empreendedor não pode cobrar do locatário.',
      recommendation:
        'Exclua das despesas do lojista as obras estruturais, a pintura das fachadas e as indenizações trabalhistas anteriores à locação; elas ficam com o empreendedor.',
      legalBasis: 'Lei 8.245/1991, art. 54, § 1º, a (art. 22, parágrafo único, a, b e d)',
    },
  },
  {
    relations: LEASE,
    // The landlord's inspection at any time, without an agreed day and hour.
    re: /(?:locador[a]?|propriet[áa]ri[oa])[^.;\n]{0,80}(?:vistori|ingress|entrar|adentrar|visitar|inspecionar)\w*[^.;\n]{0,160}/gi,
    test: (clause) =>
      /a qualquer (?:tempo|momento|hora|dia)|em qualquer (?:dia|hora|momento)|independentemente de (?:pr[ée]vi[oa] )?(?:aviso|comunica|agendamento|combina|autoriza)|sem (?:pr[ée]vi[oa] )?(?:aviso|comunica|agendamento|combina|autoriza)/i.test(
        clause,
      ) && !/(?:mediante|ap[óo]s|com) (?:pr[ée]vi[oa] )?(?:combina|agendamento|aviso)/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'O locador pode entrar no imóvel para vistoria a qualquer tempo e sem aviso: o locatário deve permitir a vistoria mediante combinação prévia de dia e hora, e tem direito ao uso pacífico do imóvel.',
      recommendation: 'Condicione a vistoria à combinação prévia de dia e hora com o locatário.',
      legalBasis: 'Lei 8.245/1991, art. 23, IX',
    },
  },
  {
    relations: LEASE,
    // The landlord retaking the property by his own hand: locks changed, belongings removed, without a court.
    re: /(?:trocar|substituir|mudar) (?:as |a )?fechaduras?[^.;\n]{0,160}|(?:retomar|reaver|reintegrar-se)[^.;\n]{0,60}(?:posse|im[óo]vel)[^.;\n]{0,160}|(?:remover|retirar) os (?:bens|m[óo]veis|pertences)[^.;\n]{0,160}/gi,
    test: (clause) =>
      /locador/i.test(clause) &&
      /(?:independentemente|sem necessidade) de (?:a[çc][ãa]o|ordem|decis[ãa]o|interven[çc][ãa]o|processo) judicial|sem (?:a[çc][ãa]o|ordem|decis[ãa]o|interven[çc][ãa]o|processo) judicial|extrajudicialmente|por (?:seus )?pr[óo]prios meios|fechaduras?/i.test(
        clause,
      ) &&
      !/a[çc][ãa]o de despejo/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'O locador retoma o imóvel por conta própria (troca de fechaduras, remoção dos bens) sem ação judicial: seja qual for o fundamento do término da locação, a ação do locador para reaver o imóvel é a de despejo.',
      recommendation:
        'Exclua a retomada direta; preveja a ação de despejo (com liminar de desocupação nos casos do art. 59, § 1º).',
      legalBasis: 'Lei 8.245/1991, art. 5º',
    },
  },
  {
    relations: LEASE,
    re: /\bmulta\b[^.;\n]{0,120}/gi,
    test: (clause) =>
      /devolu[çc][ãa]o|devolver|rescis|antes do (?:fim|t[ée]rmino)/i.test(clause) &&
      /alugu[ée]is|aluguel/i.test(clause) &&
      !/proporcional|pro rata/i.test(clause) &&
      /qualquer que seja|independentemente|integral|fixa/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Multa fixa pela devolução antecipada, qualquer que seja o tempo restante: a multa do locatário deve ser proporcional ao período de cumprimento do contrato.',
      recommendation: 'Reduza a multa na proporção do prazo já cumprido.',
      legalBasis: 'Lei 8.245/1991, art. 4º',
    },
  },
  {
    relations: LEASE,
    re: /(?:renuncia|ren[úu]ncia|abre m[ãa]o)[^.;\n]{0,60}(?:renova[çc][ãa]o|prorroga[çc][ãa]o|a[çc][ãa]o renovat[óo]ria)/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Renúncia à renovação da locação: são nulas as cláusulas que afastem o direito à renovação do art. 51 ou proíbam a prorrogação do art. 47.',
      recommendation:
        'Exclua a renúncia; a renovatória é direito do locatário que cumpre os requisitos do art. 51.',
      legalBasis: 'Lei 8.245/1991, arts. 45 e 51',
    },
  },
  // Commercial representation (Lei 4.886/1965, as written by Lei 8.420/1992): the representative
  // brings orders to the represented company for a commission, without employment (art. 1º).
  {
    relations: 'any',
    re: /respon(?:der[áa]|de|sabiliza\w*)[^.;\n]{0,80}(?:solidari\w*|pelo pagamento|pela (?:inadimpl\w*|solv[êe]ncia))[^.;\n]{0,160}|garant\w*[^.;\n]{0,40}(?:pagamento|solv[êe]ncia)[^.;\n]{0,60}(?:comprador|cliente|pedido)[^.;\n]{0,80}|arcar[áa]?[^.;\n]{0,40}inadimpl[^.;\n]{0,120}|del credere|desconto[^.;\n]{0,80}valores? (?:n[ãa]o pagos|inadimplidos|devidos pel[oa]s? (?:comprador|cliente))[^.;\n]{0,80}/gi,
    when: isCommercialRepresentation,
    test: (clause) =>
      /representante/i.test(clause) &&
      !/n[ãa]o (?:responder|garant|arcar)|vedad[ao]|proibid[ao]/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Cláusula del credere: o representante comercial passa a responder pelo pagamento dos compradores que agenciou. É vedada no contrato de representação comercial; o risco do crédito é do representado (a lei só o dispensa da comissão quando o comprador se torna insolvente ou desfaz o negócio, art. 33, § 1º).',
      recommendation:
        'Exclua a responsabilidade do representante pelos pagamentos e os descontos de valores não pagos nas comissões.',
      legalBasis: 'Lei 4.886/1965, art. 43',
    },
  },
  {
    relations: 'any',
    re: /(?:denunciad|rescindid|resilid|extint|encerrad)[oa][^.;\n]{0,160}|(?:denunciar|rescindir|resilir|extinguir|encerrar)[^.;\n]{0,160}/gi,
    when: isCommercialRepresentation,
    test: (clause) =>
      /efeito imediato|imediatamente|a qualquer (?:tempo|momento)|sem (?:aviso|pr[ée]-?aviso|anteced[êe]ncia)|simples comunica/i.test(
        clause,
      ) &&
      !/justa causa|justo motivo|art(?:igo|\.)\s*35|inadimpl|descumpr|infra[çc]/i.test(clause) &&
      daysIn(clause) < REPRESENTATION_NOTICE_DAYS,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Denúncia da representação a qualquer tempo e sem aviso: no contrato por prazo indeterminado que já durou mais de seis meses, quem o denuncia sem causa justificada deve dar pré-aviso de pelo menos ${REPRESENTATION_NOTICE_DAYS} dias ou pagar um terço das comissões dos três meses anteriores.`,
      recommendation: `Preveja pré-aviso de no mínimo ${REPRESENTATION_NOTICE_DAYS} dias ou a indenização de 1/3 das comissões dos últimos três meses, além da indenização do art. 27, j.`,
      legalBasis: 'Lei 4.886/1965, art. 34',
    },
  },
  {
    relations: 'any',
    re: /(?:nenhuma|n[ãa]o (?:ser[áa]|caber[áa]|haver[áa]|far[áa] jus a)[^.;\n]{0,20}?(?:qualquer )?)\s*indeniza[çc][ãa]o[^.;\n]{0,160}|sem (?:direito a )?(?:qualquer )?indeniza[çc][ãa]o[^.;\n]{0,120}|(?:renuncia|ren[úu]ncia|abre m[ãa]o)[^.;\n]{0,60}indeniza[çc][ãa]o[^.;\n]{0,120}|indeniza[çc][ãa]o[^.;\n]{0,80}\b1\s*\/\s*\d{2}[^.;\n]{0,80}/gi,
    when: isCommercialRepresentation,
    test: (clause) => {
      const fraction = /\b1\s*\/\s*(\d{2})\b/.exec(clause);
      return (
        /rescis|resili|den[úu]ncia|t[ée]rmino|extin|encerramento|representante/i.test(clause) &&
        !/justa causa|art(?:igo|\.)\s*35/i.test(clause) &&
        (fraction === null || Number(fraction[1]) > REPRESENTATION_INDEMNITY_TWELFTHS)
      );
    },
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'O contrato nega ou reduz a indenização do representante pela rescisão sem justa causa: ela é obrigatória e não pode ser inferior a 1/12 do total da retribuição recebida durante toda a representação (no contrato a prazo certo, a média mensal multiplicada pela metade dos meses do prazo, § 1º).',
      recommendation:
        'Preveja a indenização de no mínimo 1/12 das comissões de todo o contrato para a rescisão fora dos casos do art. 35.',
      legalBasis: 'Lei 4.886/1965, art. 27, j',
    },
  },
  {
    relations: 'any',
    re: /comiss(?:[ãa]o|[õo]es)[^.;\n]{0,160}(?:pag[ao]s?|quitad[ao]s?|creditad[ao]s?)[^.;\n]{0,160}|(?:pag[ao]s?|pagamento)[^.;\n]{0,40}comiss[^.;\n]{0,160}/gi,
    when: isCommercialRepresentation,
    test: (clause) => {
      const dayOfMonth = /\bdia (\d{1,2})\b[^.;\n]{0,40}m[êe]s (?:subsequente|seguinte)/i.exec(clause);
      if (dayOfMonth) return Number(dayOfMonth[1]) > COMMISSION_PAYMENT_DAY;
      return (
        /(?:ap[óo]s|contad[oa]s? d[oa]|depois d[oa])[^.;\n]{0,40}(?:pagamento|liquida[çc][ãa]o|recebimento|quita[çc][ãa]o)/i.test(
          clause,
        ) &&
        (daysIn(clause) > COMMISSION_PAYMENT_DAY || monthsIn(clause) > 0)
      );
    },
    spec: {
      type: 'risk',
      severity: 'média',
      description: `Comissões pagas depois do prazo legal: elas devem ser pagas até o dia ${COMMISSION_PAYMENT_DAY} do mês seguinte ao da liquidação da fatura, e as pagas depois disso são corrigidas monetariamente (§ 2º). Um prazo contado em dias depois do pagamento passa desse dia sempre que a fatura é liquidada no fim do mês.`,
      recommendation: `Fixe o pagamento das comissões até o dia ${COMMISSION_PAYMENT_DAY} do mês subsequente ao da liquidação da fatura, com as cópias das notas fiscais.`,
      legalBasis: 'Lei 4.886/1965, art. 32, § 1º',
    },
  },
  {
    relations: 'any',
    re: /(?:reduzir|restringir|diminuir|alterar|modificar)[^.;\n]{0,60}(?:zona|territ[óo]rio|regi[ãa]o|carteira de clientes|percentua\w* d[ae] comiss\w*|comiss[ãa]o)[^.;\n]{0,160}|(?:nomear|designar|incluir|contratar|admitir) outros? representantes?[^.;\n]{0,120}/gi,
    when: isCommercialRepresentation,
    test: (clause) =>
      /exclusivo (?:crit[ée]rio|arb[íi]trio)|a qualquer (?:tempo|momento)|unilateralmente|livremente|independentemente|a seu crit[ée]rio/i.test(
        clause,
      ) &&
      !/m[úu]tuo acordo|acordo (?:entre as partes|escrito)|anu[êe]ncia d[oa] representante/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'O representado pode, a seu critério, reduzir a zona, a carteira ou a comissão: são vedadas as alterações que diminuam, direta ou indiretamente, a média dos resultados do representante nos últimos seis meses, e a zona dada com exclusividade só se restringe nos casos que o contrato justifica (art. 27, g).',
      recommendation:
        'Exclua a alteração unilateral; preveja as hipóteses justificadas de restrição da zona e, para outras mudanças, o acordo do representante sem redução da média dos últimos seis meses.',
      legalBasis: 'Lei 4.886/1965, art. 32, § 7º',
    },
  },
];

/** The largest percentage written in a clause (0 when none). */
function percentOf(clause: string): number {
  const values = [...clause.matchAll(/(\d{1,3}(?:[.,]\d{1,2})?)\s?%/g)].map((m) =>
    Number((m[1] ?? '0').replace(',', '.')),
  );
  return Math.max(0, ...values);
}

/** The monthly wage of an employment contract: the amount its salary clause writes ("salário de R$ …"). */
const WAGE_CLAUSE =
  /(?<!(?:\bd[oe]|\bno|\bao)\s)sal[áa]rio(?:\s+(?:base|mensal|fixo|contratual))?[^.;\n]{0,40}?R\$\s?\d[\d.]*(?:,\d{2})?[^.;\n]{0,80}/gi;
/** A wage by the hour, day or week, or a reduced working time: the monthly minimum is not its measure. */
const NOT_MONTHLY_FULL_TIME =
  /por hora|hor[áa]ri[oa]|por dia|di[áa]ri[oa]|por semana|semanal|tempo parcial|meio per[íi]odo|jornada reduzida/i;
const VARIABLE_PAY = /comiss|\bvari[áa]ve(?:l|is)|por produ[çc][ãa]o|por pe[çc]a|gorjeta/i;

/**
 * CF art. 7º, IV: no wage below the salário mínimo in force when the contract is signed (the last
 * date it writes; the value from @lexato/calc, with its decree); with commissions or other variable
 * pay, the minimum is still guaranteed (art. 7º, VII), so a fixed part below it must be made up.
 * Silent for a wage by the hour or day and for reduced hours, whose minimum is proportional.
 */
function minimumWageFindings(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const folded = fold(text);
  const signed = findDates(text, folded).at(-1)?.iso;
  if (!signed) return [];
  const minimum = salarioMinimoEm(signed)?.mensal;
  if (minimum === undefined) return [];
  for (const clause of sentencesMatching(s, WAGE_CLAUSE)) {
    const hours = Math.max(
      0,
      ...[...clause.text.matchAll(/(\d{1,2})\s*(?:\([a-zç\s-]+\)\s*)?horas semanais/gi)].map((m) =>
        Number(m[1]),
      ),
    );
    if (
      NOT_MONTHLY_FULL_TIME.test(clause.text.replace(/\d{1,2}\s*(?:\([a-zç\s-]+\)\s*)?horas semanais/gi, ''))
    )
      continue;
    if (hours > 0 && hours < WEEKLY_HOURS_CAP) continue;
    const wage = findAmounts(clause.text, fold(clause.text))[0]?.value;
    if (wage === undefined || wage >= minimum) continue;
    const variable = VARIABLE_PAY.test(clause.text);
    return [
      about(clause, {
        type: 'risk',
        severity: 'alta',
        description: `Salário mensal de ${formatBRL(wage)} abaixo do salário mínimo de ${formatBRL(minimum)} vigente em ${formatBr(signed)}${variable ? ': a parte variável (comissões) não dispensa a garantia do mínimo, e o empregador deve completar a diferença' : ''}.`,
        recommendation: `Fixe o salário em pelo menos ${formatBRL(minimum)} por mês para a jornada integral (ou o piso da categoria, se maior).`,
        legalBasis: variable ? 'CF, art. 7º, IV e VII' : 'CF, art. 7º, IV',
      }),
    ];
  }
  return [];
}

export function playbookFindings(s: Sentences, parties: Parties): LocatedFinding[] {
  const out: LocatedFinding[] = parties.relation.value === 'trabalho' ? minimumWageFindings(s) : [];
  const relation = parties.relation.value;
  for (const row of PLAYBOOK_ROWS) {
    if (row.relations !== 'any' && !row.relations.includes(relation)) continue;
    if (row.when && !row.when(s.text)) continue;
    const hits = sentencesMatching(s, row.re)
      .slice(0, 5)
      .filter((clause) => !row.test || row.test(clause.text, s.text));
    const chosen = row.once ? [hits.find((c) => !isHeading(c.text)) ?? hits[0]] : hits;
    for (const clause of chosen) if (clause) out.push(about(clause, row.spec));
  }
  return out;
}
