// The facts that make a route available or not, read from the description once: who taxes, whether
// it is urgent (and a health plan), whether there is an executive title or only written proof of the
// debt, a consensual divorce and any incapable child, a dispossession and its date, a creditor who
// refuses payment, what the user says about an arbitration clause, and the dates time windows run
// from. Patterns run on accent-free lower case.

import {
  addBusinessDays,
  addCalendarDays,
  addYearsCc132,
  calendarDaysBetween,
  formatBr,
  onOrNextBusinessDay,
  PUBLIC_ENTITY,
  readFact,
} from '@lexato/legal';
import { type FoundDate, findDates } from '../../../shared/case-text.ts';
import { SUPPORT_PAYER } from '../../../shared/merits/support-words.ts';
import { type Possession, readPossession } from '../../../shared/usucapiao.ts';

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

/** Written proof of a debt without the force of an executive title (CPC art. 700). */
export interface WrittenProof {
  what: string;
  basis: string;
}

/** A consensual divorce, separation or end of a stable union (CPC arts. 731 and 733). */
export interface ConsensualDivorce {
  /** An incapable child or an unborn one named in the text: the notary is closed (CPC art. 733). */
  incapableChild: string | null;
  /** Children named without an age or a word on their capacity: the user must confirm it. */
  childrenUnclear: boolean;
}

/** A death with an estate to divide (CPC art. 610). */
export interface Estate {
  /** A will the text affirms ("deixou testamento"; "não deixou testamento" denies it). */
  will: boolean;
  heirs: Incapables;
  /** The heirs say they agree. */
  agreed: boolean;
}

/** Dispossession or disturbance by someone other than a landlord (CPC arts. 558 and 560). */
export interface Dispossession {
  /** The date the text gives for it, if any. */
  date: string | null;
  /** Within "ano e dia" of that date (CPC art. 558): the special procedure with its liminar. */
  withinYearAndDay: boolean | null;
  /** The last day of "ano e dia" (CC art. 132, § 3º: the year ends on the day of the same number). */
  lastDay: string | null;
}

export interface CaseFacts {
  taxingEntity: TaxingEntity | null;
  /** Two-letter state named in a state tax case. */
  state: string | null;
  urgent: boolean;
  healthPlan: boolean;
  executiveTitle: ExecutiveTitle | null;
  writtenProof: WrittenProof | null;
  consensualDivorce: ConsensualDivorce | null;
  estate: Estate | null;
  dispossession: Dispossession | null;
  /** The creditor refuses payment or cannot be paid safely (CC art. 335): the reason found. */
  paymentRefused: string | null;
  arbitration: 'clausula' | 'nenhuma' | null;
  /** Mandado de segurança: 120 days from the ciência of the act (Lei 12.016/2009, art. 23). */
  writWindow: TimeWindow | null;
  /** Administrative defence against a federal lançamento: 30 days (Decreto 70.235/1972, art. 15). */
  defenceWindow: TimeWindow | null;
  /** The speaker is the debtor cited in a civil execution: embargos in 15 dias úteis (CPC art. 915). */
  executionDefence: ExecutionDefence | null;
  /** A worker dismissed after an accident at work (Lei 8.213/1991, art. 118). */
  accidentStability: AccidentStability | null;
  /** A tax paid twice or unduly: its payment date, from which the five years of CTN art. 168, I run. */
  taxPaidUnduly: { paidOn: string | null; lastDay: string | null } | null;
  /** A product's defect handed for repair: the 30 days of CDC art. 18, § 1º, and whether they ran out. */
  unmendedDefect: UnmendedDefect | null;
  /** A tax execution filed more than five years after the credit was constituted (CTN art. 174). */
  lapsedTaxExecution: { constituted: number; filed: number } | null;
  /** Years of possession of a property held as one's own, for usucapião (CF art. 183; CC arts. 1.238-1.240). */
  possession: Possession | null;
  /** Support fixed by a court and a change in the payer's or the recipient's means (CC art. 1.699). */
  supportChange: 'reducao' | 'majoracao' | null;
  /**
   * A public entity is the one sued: a federal one (the Union, its autarquias and empresas públicas)
   * or a State's or a municipality's. Neither is a party before the Juizado Especial Cível (Lei
   * 9.099/1995, art. 8º).
   */
  publicDefendant: 'federal' | 'estadual_municipal' | null;
}

export interface UnmendedDefect {
  /** The day the product was handed to the supplier or its repairer, when the text gives it. */
  handedOn: string | null;
  /** The 30th day after it (CDC art. 18, § 1º). */
  mendBy: string | null;
  /** The 30 days ran out (or the text says the repair never came, with no date to count). */
  overdue: boolean;
}

/** CDC art. 18, § 1º: the supplier has 30 days to mend the defect. */
export const DEFECT_MEND_DAYS = 30;
const PRODUCT_DEFECT =
  /\b(?:parou de (?:funcionar|gelar|ligar|carregar|esfriar|aquecer)|deu defeito|apresentou (?:defeito|vicio|problema)|com defeito|vicio do produto|nao funciona|quebrou sozinh\w*)\b/;
const HANDED_FOR_REPAIR =
  /\b(?:assistencia tecnica|autorizada|conserto|reparo|ordem de servico|levei (?:para|a|na|ao))\b/;
const NEVER_MENDED =
  /\b(?:(?:ate hoje|ainda) nao (?:consertaram|consertou|resolveram|resolveu|devolveram|devolveu|repararam)|nao (?:consertaram|consertou|resolveram|repararam) (?:ate hoje|ainda)|(?:mais de|ha mais de) (?:30|trinta) dias)\b/;

function readUnmendedDefect(text: string, folded: string, today: string): UnmendedDefect | null {
  if (!PRODUCT_DEFECT.test(folded) || !HANDED_FOR_REPAIR.test(folded)) return null;
  const handed = findDates(text, folded).find(
    (d) => d.iso <= today && HANDED_FOR_REPAIR.test(folded.slice(sentenceStart(folded, d.start), d.end + 40)),
  );
  if (!handed) return NEVER_MENDED.test(folded) ? { handedOn: null, mendBy: null, overdue: true } : null;
  const mendBy = addCalendarDays(handed.iso, DEFECT_MEND_DAYS);
  return {
    handedOn: handed.iso,
    mendBy,
    overdue: today > mendBy && !/\b(?:consert|repar)\w* em\b/.test(folded),
  };
}

/** CTN art. 174: five years from the definitive constitution of the credit to the tax execution. */
export const TAX_COLLECTION_YEARS = 5;
const CONSTITUTED_YEAR =
  /\b(?:(?:definitivamente )?constituid[oa](?: definitivamente)?|lancad[oa]|inscrit[oa] em divida ativa|inscricao em divida ativa)(?: (?:em|no ano de))? (\d{4})\b/g;
const FILED_YEAR =
  /\b(?:ajuizad[oa]|propost[oa]|distribuid[oa])(?: so| somente| apenas)?(?: em| no ano de) (\d{4})\b/;

/**
 * A tax execution filed when the five years of CTN art. 174 had certainly run: read in years, the
 * latest year the text gives for the constitution or the inscription (the later start) and the year
 * of the filing, at least six apart — five whole years then lie between them, whatever the days.
 */
function readLapsedTaxExecution(folded: string): { constituted: number; filed: number } | null {
  if (!/\bexecucao fiscal\b/.test(folded)) return null;
  const constituted = Math.max(0, ...[...folded.matchAll(CONSTITUTED_YEAR)].map((m) => Number(m[1])));
  const filed = Number(FILED_YEAR.exec(folded)?.[1] ?? 0);
  if (!constituted || !filed || filed - constituted <= TAX_COLLECTION_YEARS) return null;
  return { constituted, filed };
}

/** Support fixed by a court whose payer's or recipient's means changed (CC art. 1.699). */
const SUPPORT_FIXED =
  /\b(?:pensao|alimentos)\b(?:[^.;]|\.(?=\d)){0,80}\b(?:fixad[oa]s?|homologad[oa]s?|decidid[oa]s?)\b|\b(?:juiz|juiza|sentenca|acordo homologado)\b[^.;]{0,40}\b(?:pensao|alimentos)\b/;
const PAYER_WORSE =
  /\b(?:fui (?:demitid|dispensad|mandad)[oa]|perdi (?:o|meu) emprego|desempregad[oa]|ganho menos|hoje ganho|passei a ganhar|meu salario (?:caiu|diminuiu)|minha renda (?:caiu|diminuiu)|nao consigo (?:mais )?pagar|tive outro filho|nasceu (?:meu|outro) filho)\b/;
const PAYER_BETTER =
  /\b(?:(?:ele|o pai|a mae|o alimentante) (?:passou a ganhar|esta ganhando|ganha) mais|(?:foi|esta) promovid[oa]|aumentou (?:a |o )?(?:renda|salario)|(?:as|os) (?:despesas|gastos) (?:do|da|com o|com a) (?:filh[oa]|crianca) aumentaram)\b/;

function readSupportChange(folded: string): 'reducao' | 'majoracao' | null {
  if (!SUPPORT_FIXED.test(folded)) return null;
  if (SUPPORT_PAYER.test(folded) && PAYER_WORSE.test(folded)) return 'reducao';
  if (!SUPPORT_PAYER.test(folded) && PAYER_BETTER.test(folded)) return 'majoracao';
  return null;
}

export interface AccidentStability {
  /** The day the accident benefit ceased, when the text gives it. */
  benefitEnd: string | null;
  dismissal: string | null;
  /** Twelve months after the benefit ceased (CC art. 132, § 3º). */
  until: string | null;
  /** The dismissal fell inside the twelve months; null when a date is missing. */
  within: boolean | null;
}

/** Lei 8.213/1991, art. 118: at least twelve months of job security after the accident benefit ceases. */
export const ACCIDENT_STABILITY_MONTHS = 12;
const WORK_ACCIDENT =
  /\b(?:acidente (?:de|do) trabalho|acidente no trabalho|doenca ocupacional|doenca profissional|auxilio[- ]doenca acidentario|auxilio por incapacidade temporaria acidentari\w*|beneficio acidentario|\bb91\b)/;
const BENEFIT_END = /\b(?:ate|cessa\w*|alta|encerr\w*|termin\w*|fim do (?:auxilio|beneficio|afastamento))\b/;
const DISMISSED_ON = /\b(?:dispensad[oa]|demitid[oa]|despedid[oa]|mandad[oa] embora|desligad[oa])\b/;

function readAccidentStability(text: string, folded: string, today: string): AccidentStability | null {
  if (
    !WORK_ACCIDENT.test(folded) ||
    !DISMISSED_ON.test(folded) ||
    /\bjusta causa\b(?<!sem justa causa)/.test(folded)
  )
    return null;
  const dates = findDates(text, folded).filter((d) => d.iso <= today);
  const before = (d: FoundDate) => folded.slice(Math.max(0, d.start - 70), d.start);
  const benefit = dates.find(
    (d) => /auxilio|beneficio|afastad|inss|licenca/.test(before(d)) && BENEFIT_END.test(before(d)),
  );
  const dismissal = dates.find((d) => DISMISSED_ON.test(before(d)));
  const until = benefit ? addYearsCc132(benefit.iso, 0, ACCIDENT_STABILITY_MONTHS) : null;
  return {
    benefitEnd: benefit?.iso ?? null,
    dismissal: dismissal?.iso ?? null,
    until,
    within: until && dismissal ? dismissal.iso <= until : null,
  };
}

/** CTN art. 168, I: five years from the payment (the extinction of the credit) to ask the refund. */
export const TAX_REFUND_YEARS = 5;
const TAX_PAID_UNDULY =
  /\b(?:pag\w*|recolh\w*)\b[^.;]{0,80}\b(?:duas vezes|em duplicidade|a maior|indevidamente|em dobro|as duas)\b|\b(?:duas guias|pagamento em duplicidade|pagamento indevido|recolhimento indevido|tributo indevido|pago a maior)\b/;

function readTaxPaidUnduly(text: string, folded: string, today: string) {
  if (!TAX_PAID_UNDULY.test(folded)) return null;
  // The date in the sentence that tells the payment.
  const paid = findDates(text, folded).find(
    (d) =>
      d.iso <= today &&
      /\b(?:pag\w*|recolh\w*)\b/.test(folded.slice(sentenceStart(folded, d.start), d.start)),
  );
  return {
    paidOn: paid?.iso ?? null,
    lastDay: paid ? addYearsCc132(paid.iso, TAX_REFUND_YEARS) : null,
  };
}

export interface ExecutionDefence {
  /** The day the citation's proof was joined to the file (CPC art. 231, I-II), when the text gives it. */
  joinedOn: string | null;
  /** The 15th counting day after it on the national calendar (CPC arts. 219, 224 and 915). */
  lastDay: string | null;
}

/** CPC art. 915: embargos within 15 days, counted as art. 231 says. */
export const EMBARGOS_DAYS = 15;
/** The speaker cited, or named as executado, in an execution that is not a tax one (Lei 6.830/1980 has its own). */
const DEBTOR_CITED =
  /\b(?:fui citad[oa]|fomos citad[oa]s|me citaram|recebi (?:a |uma )?citacao|sou (?:o |a )?executad[oa]|estou sendo executad[oa]|(?:uma |a )?execucao (?:contra mim|em que sou executad[oa]))\b/;
const EXECUTION = /\bexecuc(?:ao|oes)\b/;
const JOINED = /\b(?:juntad[oa]|juntada|junta(?:ram|da) aos autos)\b/;

function readExecutionDefence(text: string, folded: string, today: string): ExecutionDefence | null {
  if (!DEBTOR_CITED.test(folded) || !EXECUTION.test(folded) || /\bexecucao fiscal\b/.test(folded))
    return null;
  const joined = findDates(text, folded).find((d) => d.iso <= today && JOINED.test(clauseAround(folded, d)));
  if (!joined) return { joinedOn: null, lastDay: null };
  return { joinedOn: joined.iso, lastDay: addBusinessDays(joined.iso, EMBARGOS_DAYS) };
}

const FEDERAL =
  /\b(?:receita federal|pgfn|procuradoria-geral da fazenda nacional|uniao|irpj|irpf|imposto de renda|csll|pis|cofins|ipi|iof|itr|contribuic\w* previdenciari\w*|carf|justica federal|divida ativa da uniao)\b/;
/** The Union and its entities, sued (accent-free): their cases go to the federal courts (CF art. 109, I). */
const FEDERAL_ENTITY =
  /\b(?:a uniao|uniao federal|governo federal|fazenda nacional|policia federal|policia rodoviaria federal|dnit|autarquia federal|universidade federal|hospital federal|servidor\w* public\w* federa\w*)\b/;
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

/** The first mention of `re` the text affirms: "não houve invasão", "nunca recusou" deny it (readFact, @lexato/legal). */
function affirmed(folded: string, re: RegExp): RegExpExecArray | null {
  const global = new RegExp(re.source, 'g');
  for (let m = global.exec(folded); m; m = global.exec(folded))
    if (!readFact(folded, m.index, m.index + m[0].length).denied) return m;
  return null;
}

/**
 * The first act the text tells as done: "paguei" counts, "ainda não paguei" and "nunca paguei" do
 * not (readFact reads a denied object, "não paguei o boleto"; here the act itself is the fact).
 */
export function affirmedAct(folded: string, re: RegExp): RegExpExecArray | null {
  const global = new RegExp(re.source, 'g');
  for (let m = global.exec(folded); m; m = global.exec(folded)) {
    const before = folded.slice(Math.max(0, m.index - 30), m.index);
    if (!/\b(?:nao|nunca|jamais)(?: (?:me|se|lhe|ainda|mais|sequer|o|a|os|as))* $/.test(before)) return m;
  }
  return null;
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
    re: /\b(?:assinad\w*[^.;]{0,30}\b(?:duas|2) testemunhas|duas testemunhas instrumentarias)\b/,
    what: 'documento particular assinado pelo devedor e por duas testemunhas',
    basis: 'CPC art. 784, III',
  },
  {
    re: /\b(?:escritura publica|confissao de divida (?:por )?escritura)\b/,
    what: 'escritura ou documento público assinado pelo devedor',
    basis: 'CPC art. 784, II',
  },
];

/**
 * A title whose executive force the text says has lapsed ("cheque prescrito", "o prazo para executar
 * já passou"): CPC art. 784 no longer opens the execution; the title is written proof (Súmula 299 do
 * STJ: "É admissível a ação monitória fundada em cheque prescrito").
 */
const LAPSED_TITLE =
  /\b(?:prescrit[oa]s?|perdeu (?:a )?(?:sua )?forca executiva|sem forca executiva|(?:prazo|tempo) (?:para|de) (?:executar|execucao|cobrar)[^.;]{0,40}(?:passou|acabou|venceu|expirou|terminou|perdi)|nao (?:pode|posso|da) mais (?:ser )?execut\w*)/;

/** Other written proof of a debt (CPC art. 700): a signed contract, a written acknowledgement. */
const WRITTEN_DEBT_PROOF: Array<{ re: RegExp; what: string }> = [
  {
    re: /\b(?:contrato|confissao de divida|termo de acordo|instrumento particular|recibo)\b[^.;]{0,40}\bassinad\w*/,
    what: 'documento assinado pelo devedor, sem as duas testemunhas do título executivo (CPC art. 784, III)',
  },
  {
    re: /\b(?:mensagens?|e-?mails?|whatsapp|carta)\b[^.;]{0,60}\b(?:admite|admitiu|reconhece|reconheceu|confessa|confessou|promete pagar|prometeu pagar)\b/,
    what: 'mensagens escritas em que o devedor reconhece a dívida',
  },
];
const MONEY_OWED =
  /\b(?:divida|deve(?:ndo)?|devia|emprest\w*|nao (?:me )?pag\w*|cobrar|receber (?:o valor|os? r\$|a divida)|calote|inadimpl\w*)\b/;

/** Sentence bounds: a full stop before a space or the end, not the one inside "R$ 8.000,00". */
const STOP = /\.(?=\s|$)/g;
function sentenceEnd(folded: string, from: number): number {
  STOP.lastIndex = from;
  return STOP.exec(folded)?.index ?? folded.length;
}
function sentenceStart(folded: string, at: number): number {
  let start = 0;
  for (const m of folded.slice(0, at).matchAll(STOP)) start = m.index + 1;
  return start;
}

/** The lapse told after the title, in its sentence or the next ("o cheque … voltou sem fundos. Já está prescrito."). */
function lapsed(folded: string, title: (typeof TITLES)[number]): boolean {
  const global = new RegExp(title.re.source, 'g');
  return [...folded.matchAll(global)].some((m) => {
    const after = sentenceEnd(folded, sentenceEnd(folded, m.index + m[0].length) + 1);
    return LAPSED_TITLE.test(folded.slice(m.index, after));
  });
}

function readWrittenProof(
  folded: string,
  title: (typeof TITLES)[number] | undefined,
  titleLapsed: boolean,
): WrittenProof | null {
  if (title && titleLapsed)
    return {
      what: `${title.what} sem força executiva (prescrito)`,
      basis: 'CPC art. 700; Súmula 299 do STJ',
    };
  if (title || !MONEY_OWED.test(folded)) return null;
  const proof = WRITTEN_DEBT_PROOF.find((p) => p.re.test(folded));
  return proof ? { what: proof.what, basis: 'CPC art. 700' } : null;
}

const DIVORCE =
  /\b(?:divorci\w*|separacao consensual|separar(?:mos)?|(?:dissolucao|extincao|fim) (?:da |de )?(?:nossa )?uniao estavel)\b/;
const CONSENSUAL =
  /\b(?:de (?:comum )?acordo|consensual\w*|amigavel\w*|concordamos|concorda(?:mos)? com tudo|ambos queremos|decidimos (?:nos )?(?:divorciar|separar)|sem briga|(?:ja )?(?:combinamos|acordamos|ajustamos))\b/;
/** The people whose capacity decides a notary's deed: the couple's children, or the heirs. */
const CHILDREN = 'filh[oa]s?|criancas?|menin[oa]s?';
const HEIRS = `${CHILDREN}|herdeir[oa]s?|irmaos|irmas|net[oa]s?|sobrinh[oa]s?`;
const UNBORN = /\b(?:nascituro|gravid[ae]|gestante|gravidez)\b/g;

/** An incapable person among `people`, or whether they were named without a word on their capacity. */
export interface Incapables {
  incapable: string | null;
  unclear: boolean;
}

/**
 * CPC arts. 610 and 733 close the notary to a nascituro or an incapable interested party; a minor is
 * incapable (CC arts. 3º-5º). Ages ("filho de 8 anos", "filhos de 20 e 17 anos": every age before
 * "anos" counts), "menores", "interditado" decide it; "todos maiores", "adultos" clear it.
 */
function readIncapables(folded: string, people: string, noun: string): Incapables {
  const affirmedMentions = (re: RegExp) =>
    [...folded.matchAll(re)].filter((m) => !readFact(folded, m.index, m.index + m[0].length).denied);
  if (affirmedMentions(UNBORN).length > 0) return { incapable: 'nascituro', unclear: false };
  const ages = [...folded.matchAll(new RegExp(`\\b(?:${people})\\b([^.;]{0,40}?)\\banos\\b`, 'g'))].flatMap(
    (m) => [...(m[1] ?? '').matchAll(/\b(\d{1,2})\b/g)].map((n) => Number(n[1])),
  );
  const minor = ages.find((age) => age < 18);
  if (minor !== undefined) return { incapable: `${noun} de ${minor} anos`, unclear: false };
  const near = (words: string) =>
    new RegExp(`\\b(?:${people}|todos|todas|somos)\\b[^.;]{0,30}?\\b(?:${words})`).test(folded);
  if (near('menor(?:es)?|incapaz(?:es)?|interditad\\w*|sob curatela'))
    return { incapable: `${noun} menor ou incapaz`, unclear: false };
  const capable = near('maior(?:es)?(?: de idade)?|adult\\w*|capaz(?:es)?|emancipad\\w*') || ages.length > 0;
  return {
    incapable: null,
    unclear: affirmedMentions(new RegExp(`\\b(?:${people})\\b`, 'g')).length > 0 && !capable,
  };
}

/** CPC art. 733: "não havendo nascituro ou filhos incapazes". */
function readConsensualDivorce(folded: string): ConsensualDivorce | null {
  if (!DIVORCE.test(folded) || !affirmed(folded, CONSENSUAL)) return null;
  const children = readIncapables(folded, CHILDREN, 'filho');
  return { incapableChild: children.incapable, childrenUnclear: children.unclear };
}

/** A death and the estate to divide (CPC arts. 610 and 611). */
const DEATH =
  /\b(?:faleceu|falecid[oa]|falecimento|morreu|obito|espolio|heranca|inventario|partilha dos bens)\b/;
const WILL = /\b(?:testamento|codicilo)\b/;

/** CPC art. 610: a will or an incapable party sends the inventário to court; otherwise, all agreeing, a deed. */
function readEstate(folded: string): Estate | null {
  if (!DEATH.test(folded)) return null;
  return {
    will: affirmed(folded, WILL) !== null,
    heirs: readIncapables(folded, HEIRS, 'herdeiro'),
    agreed: affirmed(folded, CONSENSUAL) !== null,
  };
}

/** Someone took or disturbs the speaker's land or house (not the landlord: remedies.ts reads that case). */
const DISPOSSESSION =
  /\b(?:invadi\w*|esbulh\w*|turba\w*|ocupou|ocuparam|tomou posse|derrub\w* (?:a |minha |nossa )?cerca|(?:mudou|moveu|avancou|avancaram) (?:a )?cerca|cercou|construiu (?:um )?muro[^.;]{0,40}(?:dentro|sobre|no meu|na minha|invadindo|avancando)|avanc\w*[^.;]{0,30}\b(?:dentro|sobre) (?:do |da )?(?:meu|minha|nosso|nossa))/;
const POSSESSOR =
  /\b(?:(?:meu|minha|nosso|nossa) (?:terreno|lote|casa|imovel|sitio|chacara|fazenda|area|propriedade|posse)|moro (?:ali|la|no|na|nesse|neste|ha)|possuidor\w*)\b/;

function readDispossession(text: string, folded: string, today: string): Dispossession | null {
  const found = affirmed(folded, DISPOSSESSION);
  if (!found || !POSSESSOR.test(folded)) return null;
  // The date of the dispossession: the first past date in the sentence that tells it; none, and the
  // remedy asks for it.
  const dates = findDates(text, folded).filter((d) => d.iso <= today);
  const from = sentenceStart(folded, found.index);
  const to = sentenceEnd(folded, found.index + found[0].length);
  const inSentence = dates.find((d) => d.start >= from && d.start <= to);
  const date = inSentence?.iso ?? null;
  if (!date) return { date: null, withinYearAndDay: null, lastDay: null };
  // CPC art. 558: "dentro de ano e dia"; the year ends on the day of the same number (CC art. 132,
  // § 3º), and the day after it is the last.
  const lastDay = addCalendarDays(addYearsCc132(date, 1), 1);
  return { date, withinYearAndDay: today <= lastDay, lastDay };
}

/** CC art. 335: the creditor refuses, cannot be found, or who should receive is in doubt. */
const PAYMENT_REFUSED: Array<{ re: RegExp; why: string }> = [
  {
    // From the verb, so that a denial before it ("nunca se recusou") is read as one.
    re: /\b(?:recus\w* (?:o |a |os )?(?:receber|pagamento|aluguel|parcela|deposito|pix)|nao (?:quer|aceita|aceitou|quis) (?:receber|o pagamento|o aluguel|o dinheiro)|devolveu o (?:pix|pagamento|deposito))/,
    why: 'o credor recusa receber (CC art. 335, I)',
  },
  {
    re: /\b(?:nao (?:sei|se sabe) (?:a )?quem (?:pagar|devo pagar)|credor (?:desconhecido|sumiu|desapareceu|ausente|em lugar incerto)|(?:duvida|disputa) sobre quem (?:deve )?receber)/,
    why: 'o credor é desconhecido, ausente ou há dúvida sobre quem deve receber (CC art. 335, III e IV)',
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
  const titleLapsed = title ? lapsed(folded, title) : false;
  const noticeDates = findDates(text, folded).filter(
    (d) => d.iso <= today && ACT_NOTICE.test(clauseAround(folded, d)),
  );
  const latestNotice = noticeDates.reduce<FoundDate | null>((a, b) => (!a || b.iso > a.iso ? b : a), null);
  return {
    taxingEntity,
    state,
    urgent: urgentTimeframe || affirmed(folded, URGENT) !== null,
    healthPlan: HEALTH_PLAN.test(folded),
    executiveTitle: title && !titleLapsed ? { what: title.what, basis: title.basis } : null,
    writtenProof: readWrittenProof(folded, title, titleLapsed),
    consensualDivorce: readConsensualDivorce(folded),
    estate: readEstate(folded),
    dispossession: readDispossession(text, folded, today),
    paymentRefused: PAYMENT_REFUSED.find((r) => affirmed(folded, r.re))?.why ?? null,
    arbitration: NO_ARBITRATION.test(folded)
      ? 'nenhuma'
      : ARBITRATION_CLAUSE.test(folded)
        ? 'clausula'
        : null,
    writWindow: latestNotice ? window(latestNotice.iso, 120, today, 'ciência do ato') : null,
    executionDefence: readExecutionDefence(text, folded, today),
    accidentStability: readAccidentStability(text, folded, today),
    taxPaidUnduly: readTaxPaidUnduly(text, folded, today),
    unmendedDefect: readUnmendedDefect(text, folded, today),
    lapsedTaxExecution: readLapsedTaxExecution(folded),
    possession: readPossession(folded),
    supportChange: readSupportChange(folded),
    publicDefendant: PUBLIC_ENTITY.test(folded)
      ? FEDERAL_ENTITY.test(folded)
        ? 'federal'
        : 'estadual_municipal'
      : null,
    defenceWindow:
      latestNotice && taxingEntity === 'federal'
        ? window(latestNotice.iso, 30, today, 'ciência do lançamento')
        : null,
  };
}
