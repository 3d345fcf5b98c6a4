// The built-in Strategy engine: which Brazilian routes fit this conflict, why others are out,
// how they rank against budget, timeframe and desired outcome, and what to do next. Pure.
import { salarioMinimo, tabelaInss } from '@lexato/calc';
import {
  addCalendarDays,
  calendarDaysBetween,
  formatBr,
  isBusinessDay,
  isInRecess,
  nextBusinessDay,
  onOrNextBusinessDay,
} from '@lexato/legal';
import type {
  CaseType,
  ConflictType,
  LitigateVsSettle,
  PredictionRisk,
  StrategyActionStep,
  StrategyComparisonMatrix,
  StrategyExcludedRoute,
  StrategyMoneyRange,
  StrategyMonthRange,
  StrategyOption,
  StrategyRisk,
  Timeframe,
} from '@lexato/schemas';
import { formatBRL, pluralize } from '@lexato/schemas';
import { findAmounts, findDates, fold } from '../../../shared/case-text.ts';
import { claimAmount } from '../../../shared/claim-amount.ts';
import { assessCase } from '../../../shared/merits/engine.ts';
import { planFor } from './action-plans.ts';
import { readCaseFacts } from './case-facts.ts';
import { type CaseContext, ROUTES, type RouteDef } from './routes-catalogue.ts';
import { litigateVsSettle } from './settlement.ts';

export interface StrategyEngineInput {
  conflictType: ConflictType;
  caseDescription: string;
  desiredOutcome: string;
  budget: number | null;
  /** "Valor em disputa" given in the form; when null it is read from the description. */
  disputedAmount?: number | null;
  timeframe: Timeframe | null;
  today: string;
  linkedPrediction: { caseTitle: string; probability: number } | null;
  linkedSearch: { query: string; resultCount: number; titles: string[] } | null;
}

export interface RankedRoute {
  def: RouteDef;
  name: string;
  cost: StrategyMoneyRange;
  time: StrategyMonthRange;
  notes: string[];
  successProbability: number;
  probabilityBasis: string;
  score: number;
  reasons: string[];
  fitsBudget: boolean | null;
  fitsTimeframe: boolean | null;
}

export interface StrategyAnalysis {
  strategies: StrategyOption[];
  comparisonMatrix: StrategyComparisonMatrix;
  recommendedStrategy: string;
  successProbability: number;
  estimatedCost: string;
  estimatedTime: string;
  actionPlan: StrategyActionStep[];
  risks: StrategyRisk[];
}

/** The timeframes the product offers: urgente up to 1 month, rápido 1-3, normal 3-6, flexível 6+. */
export const TIMEFRAME_MONTHS: Record<Timeframe, number> = {
  urgente: 1,
  rapido: 3,
  normal: 6,
  flexivel: Number.POSITIVE_INFINITY,
};
const PLAN_DAYS: Record<Timeframe, number> = { urgente: 30, rapido: 90, normal: 180, flexivel: 365 };

const CASE_TYPE_OF: Record<ConflictType, CaseType> = {
  civil: 'civil',
  trabalhista: 'trabalhista',
  tributario: 'tributario',
  familia: 'familia',
  consumidor: 'consumidor',
  empresarial: 'civil',
  penal: 'outro',
  ambiental: 'outro',
};

const CONSENSUAL_WISH =
  /\b(?:acordo|rapid\w*|manter|relacionamento|relacao|parceria|convivencia|preservar|sigilo|confidencial|negociar|evitar (?:o )?processo)\b/;
const ADJUDICATIVE_WISH =
  /\b(?:condenac\w*|indeniza\w*|sentenca|precedente|anular|anulacao|declarar|declaracao|reconhecimento judicial|punicao|justica)\b/;
const SALARY_CONTEXT = /(?:salario|remuneracao|ganhava|recebia|ganho|recebo)[^.]{0,40}$/;

/**
 * The salary (for CLT art. 507-A) and the amount in dispute: the form's "valor em disputa" when given,
 * else the amount the description calls claimed, owed, in dispute or a penalty (shared/claim-amount.ts).
 */
function moneyFacts(text: string, folded: string, conflictType: ConflictType, given: number | null) {
  const salaryAmount = findAmounts(text, folded).find((a) =>
    SALARY_CONTEXT.test(folded.slice(Math.max(0, a.start - 60), a.start)),
  );
  const salary = conflictType === 'trabalhista' ? (salaryAmount?.value ?? null) : null;
  if (given !== null && given > 0) {
    return {
      salary,
      claim: { value: given, quote: formatBRL(given) },
      used: {
        value: given,
        source: 'informado' as const,
        evidence: '',
        reason: 'valor em disputa informado no formulário',
      },
    };
  }
  const found = claimAmount(text, folded);
  return {
    salary,
    claim: found ? { value: found.amount.value, quote: found.amount.quote } : null,
    used: found
      ? {
          value: found.amount.value,
          source: 'descrição' as const,
          evidence: `“${found.amount.quote}”`,
          reason: found.reason,
        }
      : null,
  };
}

export function formatCost(cost: StrategyMoneyRange): string {
  if (cost.max === 0) return 'Gratuito';
  return cost.min === cost.max ? formatBRL(cost.min) : `${formatBRL(cost.min)} a ${formatBRL(cost.max)}`;
}

/** Under a week in days (0,1 month: "3 dias"), under a month in weeks, in the singular for one. */
const monthText = (m: number) => {
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (m < 0.25) return unit(Math.max(1, Math.round(m * 30)), 'dia', 'dias');
  if (m < 1) return unit(Math.round(m * 4.3), 'semana', 'semanas');
  return unit(m, 'mês', 'meses');
};
export function formatTime(time: StrategyMonthRange): string {
  if (time.minMonths === 0) return `até ${monthText(time.maxMonths)}`;
  if (time.minMonths >= 1) return `${time.minMonths} a ${time.maxMonths} meses`;
  return `${monthText(time.minMonths)} a ${monthText(time.maxMonths)}`;
}

export function analyzeStrategy(
  input: StrategyEngineInput,
): StrategyAnalysis & { excluded: StrategyExcludedRoute[] } {
  const text = `${input.caseDescription}\n${input.desiredOutcome}`;
  const folded = fold(text);
  const wish = fold(input.desiredOutcome);
  const { salary, claim, used } = moneyFacts(text, folded, input.conflictType, input.disputedAmount ?? null);
  const ctx: CaseContext = {
    conflictType: input.conflictType,
    folded,
    claim: claim?.value ?? null,
    salary,
    minimumWage: salarioMinimo(input.today).mensal,
    rgpsCeiling: tabelaInss(input.today).teto,
    facts: readCaseFacts(text, folded, input.today, input.timeframe === 'urgente'),
  };

  // Merits: the linked prediction when given, else the Predict engine on this description and on
  // what is asked ("fixar pensão alimentícia" names the claim that the facts alone may not).
  const merits = assessCase({
    caseType: CASE_TYPE_OF[input.conflictType],
    description: `${input.caseDescription}\n${input.desiredOutcome}`,
    today: input.today,
    comparables: [],
  });
  const p = input.linkedPrediction?.probability ?? merits.probability;
  // In words, not as arithmetic: the figure, where it comes from and what weighed for and against.
  const weighed = (sign: 1 | -1) =>
    merits.factors
      .filter((f) => f.weight * sign > 0)
      .map((f) => f.label)
      .join(', ');
  const factors = [weighed(1) && `a favor: ${weighed(1)}`, weighed(-1) && `contra: ${weighed(-1)}`].filter(
    Boolean,
  );
  const meritsBasis = input.linkedPrediction
    ? `${p}% de chance de êxito, da predição vinculada “${input.linkedPrediction.caseTitle}”`
    : `${p}% de chance de êxito, estimada pelo Predict a partir desta descrição${factors.length ? ` (${factors.join('; ')})` : ''}`;

  const excluded: StrategyExcludedRoute[] = [];
  const ranked: RankedRoute[] = [];
  const linkedFindings: string[] = [];
  if (input.linkedPrediction)
    linkedFindings.push(
      `Predição vinculada “${input.linkedPrediction.caseTitle}”: probabilidade de ${p}% usada no lugar da estimativa pelo texto.`,
    );
  if (input.linkedSearch) {
    linkedFindings.push(
      `Pesquisa vinculada “${input.linkedSearch.query}”: ${pluralize(input.linkedSearch.resultCount, 'resultado', 'resultados')}${input.linkedSearch.titles.length ? ` (${input.linkedSearch.titles.join('; ')})` : ''}.`,
    );
  }

  const open = ROUTES.filter((def) => def.types.includes(input.conflictType)).map((def) => ({
    def,
    availability: def.available(ctx),
    name: def.name(ctx),
  }));
  // The specific remedy's own immediate relief, when one applies (alimentos provisórios, liminar de despejo).
  const specificRelief =
    open
      .flatMap(({ def, availability }) =>
        availability.ok && def.ownUrgentRelief ? [def.ownUrgentRelief(ctx)] : [],
      )
      .find((r): r is string => r !== null) ?? null;
  for (const { def, availability, name } of open) {
    if (!availability.ok) {
      if (!availability.offTopic) excluded.push({ key: def.key, name, reason: availability.reason });
      continue;
    }
    ranked.push(rankRoute(def, name, availability.notes, ctx, input, wish, p, meritsBasis, specificRelief));
  }
  ranked.sort((a, b) => b.score - a.score || a.cost.min - b.cost.min);
  const best = ranked[0];
  if (!best) throw new Error(`no route for ${input.conflictType}`);

  const settle: LitigateVsSettle | null = litigateVsSettle({
    conflictType: input.conflictType,
    claim: ctx.claim,
    claimEvidence: used
      ? used.source === 'informado'
        ? 'valor em disputa informado'
        : `${used.evidence} (${used.reason})`
      : '',
    probability: p,
    probabilityBasis: meritsBasis,
    routes: ranked,
  });

  const chosen = input.timeframe
    ? PLAN_DAYS[input.timeframe]
    : Math.min(365, Math.max(30, Math.round(best.time.maxMonths * 30)));
  // Harm or need due on a known day (a surgery, a hearing, the bid that needs a certificate): the
  // whole plan ends the day before it, urgent or not.
  const harm = harmInDays(text, folded, input.today);
  const byHarm = harm !== null && harm.days >= 2 ? Math.min(chosen, harm.days - 1) : chosen;
  // A legal deadline of the remedy itself (embargos in 15 dias úteis): the plan's last step is on it.
  const due = best.def.dueBy?.(ctx) ?? null;
  const dueDays = due ? calendarDaysBetween(input.today, due) : null;
  const horizon = dueDays !== null && dueDays >= 1 ? Math.min(byHarm, dueDays) : byHarm;
  const lastDay = addCalendarDays(input.today, horizon);
  const timingRisks: StrategyRisk[] = [];
  const actionPlan = planFor(best.def.key, input.conflictType).map((s, i) => {
    const target = addCalendarDays(input.today, Math.max(1, Math.round(horizon * s.at)));
    const deadline = s.hearing ? hearingDay(target) : workingDayBy(target, input.today);
    if (s.hearing && deadline !== target && deadline > lastDay) {
      timingRisks.push({
        type: 'prazo',
        level: 'médio',
        description: `${s.title}: não há audiências de 20/12 a 20/01 (CPC art. 220, §2º; CLT art. 775-A, §2º); a data provável passa a ${formatBr(deadline)}, depois do prazo escolhido.`,
      });
    }
    return { step: i + 1, title: s.title, description: s.description, deadline };
  });
  if (harm !== null && harm.days >= 2 && best.time.minMonths * 30 > harm.days - 1) {
    timingRisks.push({
      type: 'prazo',
      level: 'alto',
      description: `${best.name} leva no mínimo ${monthText(best.time.minMonths)}: não termina antes de ${harm.quote}. Os passos foram comprimidos até a véspera; confirme se a via ainda serve.`,
    });
  }
  if (harm !== null && harm.days < 2) {
    timingRisks.push({
      type: 'prazo',
      level: 'alto',
      description: `O dano está previsto para ${harm.quote}: não há tempo para o plano; protocole hoje o pedido de tutela de urgência (CPC art. 300) ou procure o plantão judiciário.`,
    });
  }

  return {
    strategies: ranked.map(toOption),
    excluded,
    comparisonMatrix: {
      criteria: [
        'Probabilidade de êxito',
        'Custo estimado',
        'Tempo estimado',
        'Risco',
        'Cabe no orçamento',
        'Cabe no prazo',
      ],
      rows: ranked.map((r) => ({
        key: r.def.key,
        strategy: r.name,
        values: [
          `${r.successProbability}%`,
          formatCost(r.cost),
          formatTime(r.time),
          r.def.riskLevel,
          yesNo(r.fitsBudget),
          yesNo(r.fitsTimeframe),
        ],
      })),
      excludedRoutes: excluded,
      litigateVsSettle: settle,
      linkedFindings,
      disputedAmount: used,
    },
    recommendedStrategy: best.name,
    successProbability: best.successProbability,
    estimatedCost: formatCost(best.cost),
    estimatedTime: formatTime(best.time),
    actionPlan,
    risks: [...timingRisks, ...risksFor(best, ranked, merits.risks, input, ctx)],
  };
}

const HARM_EVENT =
  /\b(?:cirurgia|internac\w*|quimioterapia|radioterapia|procedimento|despejo|leilao|corte|audiencia|vencimento|prazo|licitac\w*|pregao|concorrencia|posse|matricula|embarque|financi\w*|escritura|viagem|voo|concurso)\b/;
/**
 * When the harm falls due, in days from today: "cirurgia marcada para daqui a 15 dias", "em 15 dias",
 * or a date after today in the same sentence as the event. Null when the text gives neither.
 */
function harmInDays(text: string, folded: string, today: string): { days: number; quote: string } | null {
  for (const sentence of folded.split(/[.;\n]/)) {
    if (!HARM_EVENT.test(sentence)) continue;
    const inDays = /\b(?:em|daqui a|dentro de|nos proximos)\s+(\d{1,3})\s+dias\b/.exec(sentence);
    if (inDays) return { days: Number(inDays[1]), quote: `daqui a ${inDays[1]} dias` };
  }
  for (const d of findDates(text, folded)) {
    if (d.iso <= today) continue;
    const from = Math.max(0, folded.lastIndexOf('.', d.start) + 1);
    if (!HARM_EVENT.test(folded.slice(from, d.end))) continue;
    return { days: calendarDaysBetween(today, d.iso), quote: d.quote };
  }
  return null;
}

const yesNo = (v: boolean | null) => (v === null ? 'não informado' : v ? 'sim' : 'não');

function rankRoute(
  def: RouteDef,
  name: string,
  notes: string[],
  ctx: CaseContext,
  input: StrategyEngineInput,
  wish: string,
  p: number,
  meritsBasis: string,
  specificRelief: string | null,
): RankedRoute {
  const cost = def.cost(ctx);
  const time = def.time(ctx);
  const consensual = def.nature === 'consensual';
  // Adjudicative routes win as often as the merits; consensual ones reach an agreement more often
  // when the case is strong (the other side has more to lose): chance-base + 30% of the merits.
  const successProbability = consensual ? Math.min(90, Math.round((def.agreementBase ?? 30) + 0.3 * p)) : p;
  const probabilityBasis = consensual
    ? `${successProbability}% de chance de acordo nesta via: estimativa do Lexato, maior quanto mais forte o caso (${p}% de chance de êxito no mérito).`
    : `${meritsBasis}.`;
  const reasons: string[] = [`Ponto de partida: probabilidade de êxito de ${successProbability}%`];
  let score = successProbability;
  const add = (points: number, why: string) => {
    score += points;
    reasons.push(`${points > 0 ? '+' : ''}${points}: ${why}`);
  };

  let fitsTimeframe: boolean | null = null;
  if (input.timeframe) {
    const limit = TIMEFRAME_MONTHS[input.timeframe];
    fitsTimeframe = time.minMonths <= limit;
    if (time.maxMonths <= limit) add(10, 'conclui dentro do prazo escolhido');
    else if (!fitsTimeframe) add(-25, `leva no mínimo ${monthText(time.minMonths)}, além do prazo escolhido`);
  }
  let fitsBudget: boolean | null = null;
  if (input.budget !== null) {
    fitsBudget = cost.min <= input.budget;
    if (cost.max <= input.budget) add(5, 'custo máximo dentro do orçamento');
    else if (!fitsBudget)
      add(-25, `custo mínimo (${formatBRL(cost.min)}) acima do orçamento (${formatBRL(input.budget)})`);
  }
  if (consensual && CONSENSUAL_WISH.test(wish))
    add(8, 'o resultado desejado pede acordo, rapidez ou preservação da relação');
  if (!consensual && ADJUDICATIVE_WISH.test(wish))
    add(8, 'o resultado desejado pede uma decisão (condenação, declaração ou anulação)');
  if (def.key === 'arbitragem' && ctx.facts.arbitration === 'clausula') add(10, 'há convenção de arbitragem');
  if (def.key === 'tutela_urgencia' && specificRelief === null)
    add(30, 'caso urgente: a liminar evita o dano antes da sentença (CPC art. 300)');
  if (def.key === 'tutela_urgencia' && specificRelief !== null)
    reasons.push(`A via específica já traz a medida imediata: ${specificRelief}`);
  const fit = def.fit?.(ctx);
  if (fit) add(fit.points, fit.why);
  if (input.linkedPrediction) {
    if (!consensual && p >= 70) add(5, `predição vinculada forte (${p}%)`);
    if (consensual && p < 40) add(8, `predição vinculada fraca (${p}%): acordo reduz o risco`);
  }
  if (input.linkedSearch && input.linkedSearch.resultCount > 0 && !consensual) {
    add(
      3,
      `pesquisa vinculada encontrou ${pluralize(input.linkedSearch.resultCount, 'resultado', 'resultados')} para fundamentar a tese`,
    );
  }
  return {
    def,
    name,
    cost,
    time,
    notes,
    successProbability,
    probabilityBasis,
    score,
    reasons,
    fitsBudget,
    fitsTimeframe,
  };
}

function toOption(r: RankedRoute): StrategyOption {
  return {
    key: r.def.key,
    name: r.name,
    description: r.def.description,
    legalBasis: r.def.legalBasis,
    successProbability: r.successProbability,
    probabilityBasis: r.probabilityBasis,
    estimatedCost: formatCost(r.cost),
    estimatedTime: formatTime(r.time),
    cost: r.cost,
    time: r.time,
    pros: r.def.pros,
    cons: [...r.notes, ...r.def.cons],
    riskLevel: r.def.riskLevel,
    fitsBudget: r.fitsBudget,
    fitsTimeframe: r.fitsTimeframe,
    score: r.score,
    rankingReasons: r.reasons,
  };
}

function risksFor(
  best: RankedRoute,
  ranked: RankedRoute[],
  meritRisks: PredictionRisk[],
  input: StrategyEngineInput,
  ctx: CaseContext,
): StrategyRisk[] {
  const risks: StrategyRisk[] = meritRisks.map((r) => ({
    type: r.type,
    level: r.level,
    description: r.description,
  }));
  if (
    best.fitsTimeframe === false ||
    (input.timeframe && best.time.maxMonths > TIMEFRAME_MONTHS[input.timeframe])
  ) {
    risks.push({
      type: 'prazo',
      level: 'médio',
      description: `${best.name} pode levar ${formatTime(best.time)}, mais que o prazo escolhido.`,
    });
  }
  if (input.budget !== null && !ranked.some((r) => r.cost.max <= (input.budget ?? 0))) {
    risks.push({
      type: 'orçamento',
      level: 'médio',
      description: `Nenhuma via tem custo máximo dentro do orçamento de ${formatBRL(input.budget)}.`,
    });
  }
  if (
    ctx.claim === null &&
    ['civil', 'consumidor', 'empresarial', 'trabalhista'].includes(input.conflictType)
  ) {
    risks.push({
      type: 'informação',
      level: 'baixo',
      description: 'Valor em discussão não informado: a comparação litigar × acordo não pôde ser calculada.',
    });
  }
  for (const con of best.def.cons)
    risks.push({ type: 'via recomendada', level: best.def.riskLevel, description: `${best.name}: ${con}.` });
  return risks;
}

/**
 * What the user does by a day is done by the last dia útil up to it (a step due on a Sunday or a
 * holiday is due the working day before), never earlier than tomorrow.
 */
function workingDayBy(target: string, today: string): string {
  const tomorrow = addCalendarDays(today, 1);
  let day = target;
  while (day > tomorrow && !isBusinessDay(day)) day = addCalendarDays(day, -1);
  return onOrNextBusinessDay(day);
}

/** A hearing falls on a dia útil outside 20/12–20/01, when courts hold none (CPC art. 220, §2º). */
function hearingDay(target: string): string {
  if (isInRecess(target)) {
    const year = Number(target.slice(0, 4)) + (target.slice(5, 7) === '12' ? 1 : 0);
    return nextBusinessDay(`${year}-01-20`);
  }
  return onOrNextBusinessDay(target);
}
