// The facts that make a route available or not, read from the description once: who taxes, whether
// it is urgent (and a health plan), whether there is an executive title, what the user says about an
// arbitration clause, and the dates time windows run from. Patterns run on accent-free lower case.
import { addCalendarDays, calendarDaysBetween, formatBr, onOrNextBusinessDay, readFact } from '@lexato/legal';
import { type FoundDate, findDates } from '../../../shared/case-text.ts';

export type TaxingEntity = 'federal' | 'estadual' | 'municipal';

export interface ExecutiveTitle {
  /** "cotas condominiais", "nota promissória"… */
  what: string;
  basis: string;
}

export interface TimeWindow {
  start: string;
  end: string;
  passed: boolean;
  /** "120 dias da ciência (02/06/2026), encerrados em 30/09/2026" */
  text: string;
}

export interface CaseFacts {
  taxingEntity: TaxingEntity | null;
  /** Two-letter state named in a state tax case. */
  state: string | null;
  urgent: boolean;
  healthPlan: boolean;
  executiveTitle: ExecutiveTitle | null;
  arbitration: 'clausula' | 'nenhuma' | null;
  /** Mandado de segurança: 120 days from the ciência of the act (Lei 12.016/2009, art. 23). */
  writWindow: TimeWindow | null;
  /** Administrative defence against a federal lançamento: 30 days (Decreto 70.235/1972, art. 15). */
  defenceWindow: TimeWindow | null;
}

const FEDERAL =
  /\b(?:receita federal|pgfn|procuradoria-geral da fazenda nacional|uniao|irpj|irpf|imposto de renda|csll|pis|cofins|ipi|iof|itr|contribuic\w* previdenciari\w*|carf|justica federal|divida ativa da uniao)\b/;
const STATE =
  /\b(?:icms|ipva|itcmd|itcd|sefaz|secretaria (?:da|de) fazenda(?: e planejamento)? do estado|fazenda estadual|fazenda do estado|procuradoria geral do estado|pge|divida ativa do estado|tribunal de impostos e taxas|tit)\b/;
const MUNICIPAL =
  /\b(?:iss|issqn|iptu|itbi|prefeitura|fazenda municipal|municipio de|secretaria municipal de financas)\b/;
const STATES: Array<[RegExp, string]> = [
  [
    /\b(?:estado de sao paulo|sefaz-?sp|fazenda (?:do estado )?de sao paulo|pge-?sp|sao paulo\/sp|\bsp\b)/,
    'SP',
  ],
  [/\b(?:estado do rio de janeiro|sefaz-?rj|\brj\b)/, 'RJ'],
  [/\b(?:estado de minas gerais|sefaz-?mg|\bmg\b)/, 'MG'],
];

/** Urgency the text affirms: "não é urgente", "sem urgência" deny it (readFact, @lexato/legal). */
function affirmedUrgency(folded: string): boolean {
  const global = new RegExp(URGENT.source, 'g');
  return [...folded.matchAll(global)].some((m) => !readFact(folded, m.index, m.index + m[0].length).denied);
}

const URGENT =
  /\b(?:urgen\w*|emergen\w*|risco de (?:vida|morte|dano)|cirurgia|internac\w*|quimioterapia|radioterapia|uti|tratamento oncologico|liminar|perigo de dano|corte (?:de|do) (?:energia|agua|fornecimento)|despejo iminente|leilao marcado)\b/;
const HEALTH_PLAN = /\b(?:plano de saude|operadora de (?:plano de )?saude|seguro saude|convenio medico)\b/;
const NO_ARBITRATION =
  /\b(?:nao (?:ha|tem|existe|possui|preve|previa|contem)|sem|inexiste)\s+(?:nenhuma\s+|qualquer\s+)?(?:clausula (?:compromissoria|de arbitragem|arbitral)|convencao de arbitragem|compromisso arbitral|arbitragem)/;
const ARBITRATION_CLAUSE =
  /\b(?:clausula compromissoria|compromisso arbitral|convencao de arbitragem|clausula (?:de arbitragem|arbitral))\b/;

/** CPC art. 784: the titles the description names, most specific first. */
const TITLES: Array<{ re: RegExp; what: string; basis: string }> = [
  {
    re: /\b(?:cotas? condominia\w*|taxas? (?:de )?condominio|taxas? condominia\w*|contribuic\w* (?:ordinarias|extraordinarias) de condominio|condomino\w* (?:inadimplente|deve))/,
    what: 'contribuições de condomínio aprovadas em convenção ou assembleia',
    basis: 'CPC art. 784, X',
  },
  {
    re: /\b(?:alugue(?:l|is) (?:atrasad|vencid|nao pag)\w*|deixou de pagar (?:os )?alugue(?:l|is))/,
    what: 'aluguéis e encargos documentalmente comprovados',
    basis: 'CPC art. 784, VIII',
  },
  {
    re: /\b(?:nota promissoria|cheque|duplicata|letra de cambio)\b/,
    what: 'título de crédito (nota promissória, cheque, duplicata)',
    basis: 'CPC art. 784, I',
  },
  {
    re: /\b(?:assinad\w* (?:pelo devedor )?(?:e |por )?(?:duas|2) testemunhas|duas testemunhas instrumentarias)\b/,
    what: 'documento particular assinado pelo devedor e por duas testemunhas',
    basis: 'CPC art. 784, III',
  },
  {
    re: /\b(?:escritura publica|confissao de divida (?:por )?escritura)\b/,
    what: 'escritura ou documento público assinado pelo devedor',
    basis: 'CPC art. 784, II',
  },
];

const ACT_NOTICE =
  /\b(?:ciencia|cientificad\w*|intimad\w*|notificad\w*|recebi a notificacao|fui notificad\w*|lavrad\w*|publicad\w*|auto de infracao)\b/;

function clauseAround(folded: string, d: FoundDate): string {
  return folded.slice(Math.max(0, d.start - 120), Math.min(folded.length, d.end + 60));
}

/** Days counted from the day after the start; an end on a weekend or holiday moves to the next business day (CC art. 132, §1º). */
function window(start: string, days: number, today: string, what: string): TimeWindow {
  const end = onOrNextBusinessDay(addCalendarDays(start, days));
  const passed = calendarDaysBetween(today, end) < 0;
  return {
    start,
    end,
    passed,
    text: `${days} dias da ${what} (${formatBr(start)}), ${passed ? 'encerrados' : 'que terminam'} em ${formatBr(end)}`,
  };
}

export function readCaseFacts(
  text: string,
  folded: string,
  today: string,
  urgentTimeframe: boolean,
): CaseFacts {
  const taxingEntity: TaxingEntity | null = STATE.test(folded)
    ? 'estadual'
    : MUNICIPAL.test(folded)
      ? 'municipal'
      : FEDERAL.test(folded)
        ? 'federal'
        : null;
  const state = taxingEntity === 'estadual' ? (STATES.find(([re]) => re.test(folded))?.[1] ?? null) : null;
  const title = TITLES.find((t) => t.re.test(folded));
  const noticeDates = findDates(text, folded).filter(
    (d) => d.iso <= today && ACT_NOTICE.test(clauseAround(folded, d)),
  );
  const latestNotice = noticeDates.reduce<FoundDate | null>((a, b) => (!a || b.iso > a.iso ? b : a), null);
  return {
    taxingEntity,
    state,
    urgent: urgentTimeframe || affirmedUrgency(folded),
    healthPlan: HEALTH_PLAN.test(folded),
    executiveTitle: title ? { what: title.what, basis: title.basis } : null,
    arbitration: NO_ARBITRATION.test(folded)
      ? 'nenhuma'
      : ARBITRATION_CLAUSE.test(folded)
        ? 'clausula'
        : null,
    writWindow: latestNotice ? window(latestNotice.iso, 120, today, 'ciência do ato') : null,
    defenceWindow:
      latestNotice && taxingEntity === 'federal'
        ? window(latestNotice.iso, 30, today, 'ciência do lançamento')
        : null,
  };
}
