// Prescrição and decadência for Predict: the period comes from the table in @lexato/legal; this
// module only finds the dates it runs from — the form's fields first, then the dates the description
// ties to the start event ("dispensado em …", "entregue em …") — and asks for the one it lacks.

import {
  addCalendarDays,
  addYearsCc132,
  checkLimitation,
  foldAccents,
  formatBr,
  INTERNATIONAL_AIR,
  type LimitationArea,
  type LimitationRule,
  labourLookbackStart,
  limitationRule,
  limitationRuleFor,
  limitationRuleMatches,
  MATERIAL_DAMAGE,
  MONTH_NAMES,
  MORAL_DAMAGE,
  ofStartEvent,
  revealDeadline,
  START_EVENT_LABELS,
  type StartEvent,
  suspendedEnd,
} from '@lexato/legal';
import { type CaseType, type PredictDates, pluralize } from '@lexato/schemas';
import type { FoundDate } from '../case-text.ts';
import { projectNotice } from '../labour-notice.ts';
import type { Factor } from './engine.ts';

/** What a lapsed claim weighs against the one who would bring it (the estimate is then capped, engine.ts). */
export const LAPSED_WEIGHT = -45;
/** A lapsed claim of the other side: a defence the court must accept (CC art. 193; CPC art. 487, II). */
export const DEFENCE_LAPSE_WEIGHT = 35;
const LAPSED_WEIGHT_TEXT = `−${-LAPSED_WEIGHT}`;

const AREA: Record<CaseType, LimitationArea> = {
  trabalhista: 'trabalhista',
  civil: 'civil',
  consumidor: 'consumidor',
  tributario: 'tributario',
  familia: 'familia',
  outro: 'civil',
};

/** A death: the succession opens (CC art. 1.784), the life insurance's fact happens. */
const DEATH = /\b(?:morreu|morte|faleceu|falecid[oa]|falecimento|obito|abertura da sucessao)\b/;

/** Words that tie a date to the event a period runs from (accent-free, within the date's clause). */
const EVENT_WORDS: Record<StartEvent, RegExp> = {
  fim_do_contrato:
    /\b(?:(?:trabalhei|trabalhou)\b[^.;]{0,40}\bate|demiti\w*|demissao|dispensad\w*|dispensa|rescisao|rescindid\w*|desligad\w*|desligamento|pedi (?:as contas|demissao)|saida da empresa|sai da empresa|sai do emprego|deixei a empresa|mandad[oa] embora|contrato (?:terminou|encerrou|acabou|foi encerrado)|fim do contrato|termino do contrato|extincao do contrato|encerramento do contrato|ultimo dia de trabalho)\b/,
  ajuizamento:
    /\b(?:ajuiz\w*|distribuid\w*|protocolad\w*|proposta em|propos\w*|ingress\w* com a (?:acao|reclamacao))\b/,
  vencimento:
    /\b(?:venc\w*|alugue(?:l|is)|parcelas?|prestac\w*|mensalidades?|pensao|alimentos|nao pag\w*|deixou de pagar|inadimpl\w*)\b/,
  fato: /./,
  entrega:
    /\b(?:entreg\w*|recebi\w*|recebid\w*|chegou|chegaram|compr\w*|adquiri\w*|instalad\w*|instalacao|conclu\w* (?:o|a) (?:servico|obra))\b/,
  descoberta:
    /\b(?:descobr\w*|percebi\w*|notei|constat\w*|apareceu|apresentou|passou a|comecou a|parou de|deixou de funcionar|evidenciad\w*)\b/,
  conhecimento_do_dano: /./,
  exercicio_seguinte: /\b(?:fato gerador|exercicio|competencia)\b/,
  constituicao_definitiva:
    /\b(?:constitui\w*|lancamento definitivo|auto de infracao|notificad\w*|inscri\w* em divida|decisao (?:administrativa )?definitiva)\b/,
  pagamento: /\b(?:pag\w*|recolh\w*)\b/,
  pagamento_indevido: /\b(?:pag\w*|descont\w*|debit\w*|cobr\w*|fatura\w*|conta de|boleto\w*|mensalidades?)\b/,
  transito_em_julgado: /\btransit\w* em julgado\b/,
  cessacao_coacao:
    /\b(?:cess\w*|par(?:ou|aram) de (?:me |nos )?ameac\w*|deix\w* de (?:me |nos )?ameac\w*|(?:ultima|fim das) ameac\w*|fiquei livre|me libert\w*)\b/,
  emissao: /\b(?:emiti\w*|emitid\w*|emissao|datad[oa])\b/,
  abertura_sucessao: DEATH,
  morte_segurado: DEATH,
  recusa_seguradora:
    /\b(?:negou|negaram|negando|recusou|recusaram|recusa|negativa|indeferi\w*|respond\w* que nao)\b/,
  conclusao_servicos:
    /\b(?:venc\w*|conclu\w*|termin\w*|encerr\w*|ultima (?:parcela|prestacao|audiencia)|cessa\w*|fim do (?:contrato|mandato|servico|processo)|revog\w*|renunci\w*|transit\w* em julgado|entreg\w*)\b/,
  chegada:
    /\b(?:cheg\w*|desembarc\w*|pous\w*|voo|viagem|embarc\w*|extravi\w*|interromp\w*|atras\w*|cancelad\w*)\b/,
  negocio:
    /\b(?:compr\w*|vend\w*|adquiri\w*|contrat\w*|assin\w*|celebr\w*|negocio|escritura|doa\w*|cedi|cessao|fechamos)\b/,
};

/** A date told as the day the speaker was sued or cited: the verb, then the date with no other number between. */
const SUED_BEFORE =
  /\b(?:fui|fomos|foi|foram) (?:processad|citad|acionad|executad|demandad)[oa]s?\b[^.;\d]{0,50}$|\b(?:me|nos) (?:processou|processaram|acionou|acionaram|executou|executaram)\b[^.;\d]{0,50}$/;

/** The clause around a date: from the previous sentence break to the next one, at most 160 characters each way. */
function clauseOf(folded: string, d: FoundDate): string {
  const from = Math.max(0, d.start - 160);
  const to = Math.min(folded.length, d.end + 160);
  const before = folded.slice(from, d.start);
  const after = folded.slice(d.end, to);
  const cutBefore = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '), before.lastIndexOf('\n'));
  const stops = ['. ', '; ', '\n'].map((s) => after.indexOf(s)).filter((i) => i >= 0);
  const cutAfter = stops.length > 0 ? Math.min(...stops) : after.length;
  return `${before.slice(cutBefore + 1)} ${after.slice(0, cutAfter)}`;
}

/** The `n` characters written right before a date. */
const before = (folded: string, d: FoundDate, n: number) => folded.slice(Math.max(0, d.start - n), d.start);

/** Of `dates`, those `words` stand right before (within 50 characters); all of them when none is. */
function nearestTo(folded: string, dates: FoundDate[], words: RegExp): FoundDate[] {
  const near = dates.filter((d) => words.test(before(folded, d, 50)));
  return near.length > 0 ? near : dates;
}

/**
 * Events no other date of the facts stands in for: the trânsito em julgado (CPC art. 975); the day
 * the coação ceased, not the signature (CC art. 178, I); the death, not the day the filiation was
 * recognised (CC art. 1.784); the insurer's refusal, not the loss (Lei 15.040/2024, art. 126, II).
 */
const OWN_EVENT_ONLY: ReadonlySet<StartEvent> = new Set([
  'transito_em_julgado',
  'cessacao_coacao',
  'abertura_sucessao',
  'recusa_seguradora',
  'morte_segurado',
]);

/** Events that happen once: the date written right after their words is theirs. */
const ONE_OFF: ReadonlySet<StartEvent> = new Set([
  'fim_do_contrato',
  'conclusao_servicos',
  'entrega',
  'descoberta',
  'negocio',
  'emissao',
  'chegada',
  'transito_em_julgado',
  'abertura_sucessao',
  'recusa_seguradora',
  'morte_segurado',
]);

/**
 * The dates the text ties to an event: those whose clause names it. For an event that happens once,
 * the dates its words stand right before ("dispensada sem justa causa em 10/09/2026") win over the
 * others of the clause ("o ultrassom de 25/09/2026 … quando fui mandada embora"), which would
 * otherwise move the day to file by later than the event.
 */
function tagged(folded: string, dates: FoundDate[], event: StartEvent): FoundDate[] {
  const inClause = dates.filter((d) => EVENT_WORDS[event].test(clauseOf(folded, d)));
  return ONE_OFF.has(event) ? nearestTo(folded, inClause, EVENT_WORDS[event]) : inClause;
}

interface Source {
  iso: string;
  /** Where the date came from, for the evidence column. */
  evidence: string;
  /** A notice projected at 30 days for want of the admission date: the end with 90 days. */
  latestIso?: string;
}

const fromForm = (iso: string, label: string): Source => ({
  iso,
  evidence: `${label} informada: ${formatBr(iso)}`,
});
/**
 * The day each instalment fell due, when the description says it: "venciam todo dia 5", "com
 * vencimento no dia 10", "pagos no dia 5 de cada mês".
 */
const DUE_DAY =
  /\b(?:venc\w*|pag[ao]s?|devid[oa]s?)\s+(?:sempre\s+)?(?:todo|todos os|no|em)\s+dia\s+(\d{1,2})\b|\bdia\s+(\d{1,2})\s+de\s+cada\s+mes\b/;
/**
 * A date read in the text. "março de 2019" or "03/2019" (no day) counts from the month's last day: the reading
 * most favourable to the claim, so a claim is never barred by a day the user did not write — unless the
 * user wrote the day instalments fell due (`dueDayIn`, given for the rows that run from each due date).
 */
function fromText(d: FoundDate, dueDayIn?: string): Source {
  if (!d.dayless) return { iso: d.iso, evidence: `“${d.quote}”` };
  const [y, m] = d.iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const told = dueDayIn === undefined ? null : DUE_DAY.exec(dueDayIn);
  const day = told ? Number(told[1] ?? told[2]) : 0;
  if (day >= 1 && day <= last) {
    return {
      iso: `${d.iso.slice(0, 8)}${String(day).padStart(2, '0')}`,
      evidence: `“${d.quote}” (sem o dia: contado do dia ${day}, o vencimento dito no relato)`,
    };
  }
  return {
    iso: `${d.iso.slice(0, 8)}${String(last).padStart(2, '0')}`,
    evidence: `“${d.quote}” (sem o dia: contado do último dia do mês)`,
  };
}

/** Where the period does not run at all, whatever the dates (the rows name the rule). */
const NOT_RUNNING: ReadonlyArray<{ keys: readonly string[]; re: RegExp; label: string; basis: string }> = [
  {
    keys: ['alimentos'],
    // "não temos filhos", "sem filhos": support between former spouses runs (CC art. 206, § 2º). A
    // child of 18 or more is out of the poder familiar (CC art. 1.635, III): it runs too.
    re: /^(?!.*\b(?:filh[oa]s? (?:de|com) (?:1[89]|[2-9]\d) anos|maior de idade|fez 18 anos|completou 18 anos|atingiu a maioridade)\b).*\b(?<!nao (?:temos|tenho|tem|tivemos|tive) )(?<!sem )(?:filh[oa]s?|menor(?:es)? de idade|crianca|adolescente)\b/s,
    label: 'Alimentos devidos a filho: a prescrição não corre durante o poder familiar',
    basis:
      'CC art. 197, II (não corre prescrição entre ascendentes e descendentes durante o poder familiar) e art. 198, I (nem contra os absolutamente incapazes)',
  },
  {
    // Only the registration of the contract in the CTPS, to prove the time before the INSS, and no
    // money asked: that claim does not lapse.
    keys: ['trabalhista_bienal'],
    re: /^(?![\s\S]*\b(?:verbas|horas? extras?|fgts|salarios? (?:atrasad|nao pag)\w*|indeniza\w*|multa|ferias|13o|decimo terceiro|aviso previo|rescisao|diferencas?)\b)[\s\S]*\b(?:anot\w*|registr\w*|assin\w*)\b[^.;]{0,40}\b(?:carteira|ctps)\b[\s\S]{0,200}\b(?:aposentadoria|aposentar|inss|previdencia|tempo de (?:servico|contribuicao))\b/,
    label: 'Anotação na CTPS para prova junto à Previdência: não prescreve',
    basis:
      'CLT art. 11, § 1º (a prescrição do art. 11 não se aplica às ações que tenham por objeto anotações para fins de prova junto à Previdência Social); pedidos de valores seguem os prazos do art. 7º, XXIX, da Constituição',
  },
  {
    keys: ['civil_geral'],
    // The action declares a property the possession's time acquired (CC arts. 1.238-1.244): the time
    // counts for the claim, not against it.
    re: /\busucapi/,
    label: 'Usucapião: o tempo da posse adquire a propriedade; não há prescrição da ação que a declara',
    basis:
      'CC arts. 1.238 a 1.244: a usucapião é modo de aquisição pela posse prolongada, e a ação só declara a propriedade já adquirida; o prazo que importa é o da posse (CF arts. 183 e 191)',
  },
  {
    keys: ['trabalhista_bienal'],
    // Also the present tense with the start ("Trabalho como caixa … desde março de 2022"), when no
    // end of the contract is told.
    re: /\b(?:ainda (?:trabalho|estou (?:trabalhando|empregad\w*|na empresa)|esta empregad\w*|continua|permaneco)|continuo (?:trabalhando|na empresa)|segue trabalhando|quero (?:sair|me desligar) da empresa|(?:quero|vou) pedir (?:a )?rescisao indireta|contrato (?:ainda )?(?:vigente|em vigor|ativo)|permanece (?:trabalhando|empregad\w*))\b|^(?![\s\S]*\b(?:demiti\w*|demissao|dispensad\w*|despedid\w*|desligad\w*|rescisao|sai da empresa|pedi (?:as contas|demissao)|mandad[oa] embora|trabalhei|ultimo dia)\b)(?:[\s\S]*[.;!?]\s*|\s*|[\s\S]*\beu\s+)trabalho\b[^.;]{0,100}\bdesde\b/,
    label: 'Contrato de trabalho em vigor: o prazo de 2 anos ainda não começou',
    basis:
      'CF art. 7º, XXIX: os 2 anos correm da extinção do contrato; em vigor, só a prescrição das parcelas anteriores a 5 anos do ajuizamento (Súmula 308, I, do TST)',
  },
];

/** The insured's claim to the insurer: the notice of the loss, the request for the indemnity. */
const INSURANCE_CLAIM =
  /\b(?:comuniquei|avisei|acionei|aviso (?:de|do) sinistro|comunicacao do sinistro|abri (?:o |um )?(?:sinistro|processo)|(?:pedi|solicitei|requeri|pedido|solicitacao|requerimento)(?: d[ao])? (?:a )?(?:indenizacao|cobertura|pagamento do seguro))\b/;
const REFUSAL =
  /\b(?:negou|negaram|negando|recusou|recusaram|recusando|resposta negativa|negativa de cobertura|indeferi\w*|respond\w* que nao)\b/;

/**
 * The acts that stop a period from running until an answer, as a table: a complaint to the supplier
 * obstructs the CDC's decadência until an unequivocal refusal (CDC art. 26, § 2º, I); a claim for the
 * indemnity to the insurer suspends the insured's prescrição until the insured learns of the decision
 * (Súmula 229 do STJ). Both read as a suspension: the days left on the day of the act run again from
 * the refusal (`suspendedEnd`).
 */
interface Suspension {
  applies: (rule: LimitationRule) => boolean;
  source: string;
  /** The rules the labels name: "CDC art. 26, §2º, I", "CC art. 206, §1º, II; Súmula 229 do STJ". */
  named: (rule: LimitationRule) => string;
  /** "Decadência obstada" / "Prescrição suspensa". */
  stopped: string;
  /** The act as a noun: "reclamação", "pedido de indenização". */
  actNoun: string;
  /** What the label tells to do by the end: "reclamar em juízo", "ajuizar". */
  toFile: string;
  /** The act, as the basis names it: "a reclamação comprovada ao fornecedor". */
  act: string;
  /** What it does, after the act's date: "obsta a decadência até a resposta negativa inequívoca". */
  effect: string;
  claim: RegExp;
  /** The act told without its date, on the day the period started ("reclamei no mesmo dia"). */
  sameDay?: RegExp;
  /** The refusal's date is never the fact (the insurer's answer; a supplier's refusal may be the breach). */
  refusalIsNotTheFact: boolean;
  /** What to keep when no refusal is told. */
  keep: string;
  /** What to tell when a refusal is told but not the day of the act. */
  askDay: string;
}

const SUSPENSIONS: readonly Suspension[] = [
  {
    applies: (rule) => rule.source.startsWith('CDC art. 26'),
    source: 'CDC art. 26, §2º, I',
    named: () => 'CDC art. 26, §2º, I',
    stopped: 'Decadência obstada',
    actNoun: 'reclamação',
    toFile: 'reclamar em juízo',
    act: 'a reclamação comprovada ao fornecedor',
    effect: 'obsta a decadência até a resposta negativa inequívoca',
    claim:
      /\b(?:reclam\w*|protocol\w*|chamado|sac|assistencia tecnica|notifiquei|notificac\w* (?:a|ao) (?:loja|fornecedor|fabricante))\b/,
    sameDay:
      /\b(?:reclam\w*|protocol\w*|notifiquei|abri (?:um )?chamado)\b[^.;\d]{0,40}\b(?:no mesmo dia|na hora|na propria entrega|imediatamente|logo (?:em seguida|depois))\b/,
    refusalIsNotTheFact: false,
    keep: 'Guarde o protocolo da reclamação e a prova de que não houve resposta negativa (CDC art. 26, §2º, I).',
    askDay: 'Informe a data da reclamação ao fornecedor e junte o protocolo (CDC art. 26, §2º, I).',
  },
  {
    applies: (rule) => rule.key === 'seguro',
    source: 'Súmula 229 do STJ',
    named: (rule) => `${rule.source}; Súmula 229 do STJ`,
    stopped: 'Prescrição suspensa',
    actNoun: 'pedido de indenização',
    toFile: 'ajuizar',
    act: 'o pedido de indenização à seguradora',
    effect: 'suspende a prescrição até que o segurado tenha ciência da decisão',
    claim: INSURANCE_CLAIM,
    refusalIsNotTheFact: true,
    keep: 'Guarde o comprovante do aviso de sinistro e a prova de que a seguradora ainda não decidiu (Súmula 229 do STJ).',
    askDay:
      'Informe a data do aviso de sinistro (o pedido de indenização) e junte o comprovante (Súmula 229 do STJ).',
  },
];

/** The dates that are a suspension's act or its answer: never the fact the period runs from. */
function suspensionAct(rule: LimitationRule, folded: string, d: FoundDate): boolean {
  const row = SUSPENSIONS.find((s) => s.applies(rule));
  if (!row) return false;
  const around = `${before(folded, d, 60)} ${folded.slice(d.end, d.end + 40).split(/[.;]/)[0]}`;
  return row.claim.test(around) || (row.refusalIsNotTheFact && REFUSAL.test(around));
}

/**
 * The period stopped by the act of its row in SUSPENSIONS, told within the period, and resumed on the
 * refusal. A refusal told without the act's day leaves the end between the period counted without a
 * pause and the longest the pause allows (the act on the period's first day). Null when the text shows
 * neither the act nor a refusal within the period.
 */
function suspension(
  rule: LimitationRule,
  folded: string,
  others: FoundDate[],
  start: Source,
  end: string,
  filing: Source,
): Factor | null {
  const row = SUSPENSIONS.find((s) => s.applies(rule));
  if (!row) return null;
  const sameDay = row.sameDay?.exec(folded);
  const act =
    others
      .filter((d) => d.iso >= start.iso && d.iso <= end && row.claim.test(clauseOf(folded, d)))
      .sort((a, b) => (a.iso < b.iso ? -1 : 1))[0] ??
    (sameDay
      ? { iso: start.iso, quote: sameDay[0], start: sameDay.index, end: sameDay.index + sameDay[0].length }
      : undefined);
  const refusal = others
    .filter((d) => d.iso >= (act?.iso ?? start.iso) && d !== act && REFUSAL.test(clauseOf(folded, d)))
    .sort((a, b) => (a.iso < b.iso ? -1 : 1))[0];
  if (!act && !refusal) return null;
  if (!act && refusal) {
    // The refusal answers an act of some day between the start and the end: the longest pause is the
    // act on the start's own day.
    const longest = suspendedEnd(rule, start.iso, start.iso, refusal.iso);
    const basis = `${row.source}: ${row.act} ${row.effect}; o relato fala da recusa (${formatBr(refusal.iso)}), não do dia do pedido`;
    if (filing.iso > longest.end) return null;
    return {
      kind: 'prescricao',
      label: `Prazo incerto (${row.named(rule)}): terminou em ${formatBr(end)} sem a suspensão; com ela, pode ir até ${formatBr(longest.end)}`,
      weight: -10,
      evidence: `${start.evidence} · “${refusal.quote}” · ${filing.evidence}`,
      basis: `${basis}: conforme esse dia, o prazo terminou entre ${formatBr(end)} e ${formatBr(longest.end)}: −10`,
      advice: row.askDay,
    };
  }
  if (!act) return null;
  const basis = `${row.source}: ${row.act} (${formatBr(act.iso)}) ${row.effect}`;
  if (!refusal) {
    return {
      kind: 'prescricao',
      label: `${row.stopped} pel${row.actNoun.startsWith('reclama') ? 'a' : 'o'} ${row.actNoun} de ${formatBr(act.iso)} (${row.source})`,
      weight: 0,
      evidence: `“${act.quote}”`,
      basis: `${basis}; o relato não menciona resposta negativa`,
      advice: row.keep,
    };
  }
  const resumed = suspendedEnd(rule, start.iso, act.iso, refusal.iso);
  const barred = filing.iso > resumed.end;
  return {
    kind: 'prescricao',
    label: barred
      ? `${rule.kind === 'decadência' ? 'Decadência' : 'Prescrição'} (${row.named(rule)}): prazo retomado após a recusa de ${formatBr(refusal.iso)} e encerrado em ${formatBr(resumed.end)}`
      : `Dentro do prazo (${row.named(rule)}): ${row.toFile} até ${formatBr(resumed.end)}`,
    weight: barred ? LAPSED_WEIGHT : 0,
    evidence: `“${act.quote}” · “${refusal.quote}” · ${filing.evidence}`,
    basis: `${basis}; restavam ${pluralize(resumed.daysLeft, 'dia', 'dias')} n${row.actNoun.startsWith('reclama') ? 'a' : 'o'} ${row.actNoun}, retomados da recusa (${formatBr(refusal.iso)}) até ${formatBr(resumed.end)}${barred ? `: ${LAPSED_WEIGHT_TEXT}` : ''}`,
  };
}

/**
 * The latest year the text names for instalments told without their months ("as taxas de 2019 e
 * 2020"): not a year of an act's number ("Lei 8.245/1991"), nor one after today.
 */
function latestYear(folded: string, today: string): number | null {
  const years = [...folded.matchAll(/(?<![\d/.])\b((?:19|20)\d{2})\b(?![/.-]\d)/g)]
    .map((m) => Number(m[1]))
    .filter((y) => y <= Number(today.slice(0, 4)));
  return years.length > 0 ? Math.max(...years) : null;
}

/** Periods that run anew from each instalment due or each payment made: part may be lost while the rest survives. */
const EACH_PAYMENT: ReadonlySet<StartEvent> = new Set(['vencimento', 'pagamento_indevido']);
/** "desde janeiro de 2023": the instalments keep falling due up to the filing. */
const ONGOING = /\b(?:desde|a partir de)\s*$/;
/** "desde 2016", "desde o ano de 2016": the year a run of instalments or charges began. */
const SINCE_YEAR = /\bdesde (?:o ano de |o inicio de )?((?:19|20)\d{2})\b(?![/.-]\d)/;
/** Undue charges still made: "continua cobrando", "cobra até hoje", "ainda desconta". */
const STILL_CHARGED =
  /\b(?:continua(?:m)? (?:cobrando|descontando|debitando|vindo)|(?:cobra|cobram|desconta|descontam|debita|debitam)\w* ate hoje|ainda (?:cobra|cobram|desconta|descontam|debita|debitam|vem|pago|estou pagando))\b/;
/**
 * The debtor stopped paying on that date, and has paid nothing since: not "deixou de pagar as
 * mensalidades vencidas em …" nor "… de março a dezembro de 2021, o último vencido em …", which name
 * the instalments owed.
 */
const STOPPED = /\b(?:deixou de pagar|parou de pagar|nao (?:paga|pagou) mais|nunca mais pagou)\b/;
const STOPPED_PAYING = new RegExp(
  `${STOPPED.source}(?![^.;]*(?:\\bvencid|\\bultim|\\d{1,2}/\\d|\\b(?:${MONTH_NAMES.map(foldAccents).join('|')})\\b))[^.;]*$`,
);

export interface LimitationResult {
  factors: Factor[];
  /** Set when the whole claim is barred: Predict caps the probability (at most 10 %). */
  barred: string | null;
}

export function limitationFactors(input: {
  caseType: CaseType;
  /** The description as written (quotes come from it); `folded` is the same text accent-free. */
  text?: string;
  folded: string;
  dates: FoundDate[];
  given: PredictDates;
  today: string;
}): LimitationResult {
  const { caseType, folded, dates, given, today } = input;
  const text = input.text ?? folded;
  const found = limitationRuleFor(AREA[caseType], folded);
  if (!found) return { factors: [], barred: null };
  let rule: LimitationRule = found;

  // The Fazenda's period to launch (CTN art. 173, I) is met by the lançamento, not by a filing: the
  // date of the auto de infração or the notice is the act measured against it.
  const launches =
    rule.start === 'exercicio_seguinte'
      ? dates.filter(
          (d) =>
            LAUNCH_BEFORE.test(before(folded, d, 60)) || LAUNCH_AFTER.test(folded.slice(d.end, d.end + 40)),
        )
      : [];
  // The day the one telling the case was sued ("fui processado em outubro de 2026") is a filing date.
  const sued = dates.filter((d) => SUED_BEFORE.test(before(folded, d, 80)));
  // The filing told as such ("a execução foi ajuizada em agosto de 2026") wins over the day the one
  // telling was served ("fui citado em outubro"), which comes after it.
  const filedOn = tagged(folded, dates, 'ajuizamento');
  const filingDates = launches.length > 0 ? launches : filedOn.length > 0 ? filedOn : sued;
  const act = launches.length > 0 ? 'lançamento' : 'ajuizamento';
  const filing: Source =
    launches[0] !== undefined
      ? launchSource(launches[0])
      : given.dataAjuizamento
        ? fromForm(given.dataAjuizamento, 'Data de ajuizamento')
        : filingDates[0]
          ? fromText(filingDates[0])
          : {
              iso: today,
              evidence: `ajuizamento não informado: contado como se ajuizada hoje (${formatBr(today)})`,
            };
  const others = dates.filter((d) => !filingDates.includes(d) && d.iso <= filing.iso);

  const stopped = NOT_RUNNING.find((n) => n.keys.includes(rule.key) && n.re.test(folded));
  if (stopped) {
    const out: Factor[] = [
      {
        kind: 'prescricao',
        label: stopped.label,
        weight: 0,
        evidence: filing.evidence,
        basis: stopped.basis,
      },
    ];
    const lookback =
      rule.key === 'trabalhista_bienal' ? partialLoss(rule, filing, filing, filing, others, folded) : null;
    if (lookback) out.push(lookback);
    return { factors: out, barred: null };
  }

  // A month written without a day gives way to a full date of the same month ("dezembro de 2021 … 10/12/2021").
  let read = startDates(rule, folded, others, given, text);
  // A fact from the day a later law took effect runs under that law's row (Lei 15.040/2024, art. 126).
  const later = rule.supersededBy;
  const successor = later && read.some((s) => s.iso >= later.inForce) ? limitationRule(later.key) : undefined;
  if (successor) {
    rule = successor;
    read = startDates(rule, folded, others, given, text);
  }
  const starts = read.filter(
    (s) =>
      !s.evidence.includes('sem o dia') ||
      !read.some((o) => !o.evidence.includes('sem o dia') && o.iso.slice(0, 7) === s.iso.slice(0, 7)),
  );
  if (EACH_PAYMENT.has(rule.start) && !given.dataFato) {
    // "desde março de 2015": every instalment or charge since, unless a later date closes the
    // period ("… até outubro de 2019").
    const closed = (d: FoundDate) =>
      others.some((o) => o.start > d.start && /\b(?:ate|a)\s*$/.test(before(folded, o, 6)));
    const ongoing = others.some(
      (d) =>
        (ONGOING.test(before(folded, d, 14)) && !closed(d)) ||
        // "deixou de pagar a pensão … em março de 2023": every instalment since, unless the clause
        // closes the period ("de março a dezembro de 2021", "até …").
        (STOPPED_PAYING.test(before(folded, d, 100)) &&
          !others.some((o) => o !== d && o.start > d.start && clauseOf(folded, o) === clauseOf(folded, d)) &&
          !/\b(?:ate|a)\s*$/.test(before(folded, d, 6))),
    );
    // "parou de pagar … em 2024", a year and no date: every instalment since, too.
    const stoppedByYear = others.length === 0 && STOPPED.test(folded);
    // "continua cobrando até hoje": the charges run to the filing.
    const stillCharged = rule.start === 'pagamento_indevido' && STILL_CHARGED.test(folded);
    if (ongoing || stoppedByYear || stillCharged) {
      starts.push({
        iso: filing.iso,
        evidence: `${rule.start === 'vencimento' ? 'prestações vencendo' : 'pagamentos'} até o ajuizamento (“desde …”)`,
      });
      // Charges "desde 2016", a year and no date: the first may be of its first day, so the older
      // payments are reported lost as far as the count back reaches.
      const since = rule.start === 'pagamento_indevido' ? SINCE_YEAR.exec(folded) : null;
      if (since && !starts.some((x) => x.iso.startsWith(since[1] ?? '-'))) {
        starts.push({
          iso: `${since[1]}-01-01`,
          evidence: `“${text.slice(since.index, since.index + since[0].length)}” (sem dia nem mês: do primeiro dia do ano)`,
        });
      }
    }
  }
  if (starts.length === 0 && EACH_PAYMENT.has(rule.start)) {
    const year = latestYear(folded, today);
    if (year)
      starts.push({
        iso: `${year}-12-31`,
        evidence: `“${year}” (sem dia nem mês: contado do último dia do ano)`,
      });
  }
  if (starts.length === 0) return { factors: [askFor(rule)], barred: null };

  // The latest start decides whether anything survives; the earliest whether part is already lost.
  const latest = starts.reduce((a, b) => (b.iso > a.iso ? b : a));
  const earliest = starts.reduce((a, b) => (b.iso < a.iso ? b : a));
  const late = lateReveal(rule, folded, others, latest);
  if (late) return { factors: [late], barred: `${late.label}. ${late.basis}` };
  const verdict = checkLimitation(rule, latest.iso, filing.iso, act);
  const out: Factor[] = [];
  if (verdict.barred) {
    const obstructed = suspension(rule, folded, others, latest, verdict.end, filing);
    if (obstructed) {
      return {
        factors: [obstructed],
        barred: obstructed.weight === LAPSED_WEIGHT ? `${obstructed.label}. ${obstructed.basis}` : null,
      };
    }
  }
  const taxpayerFavour = rule.start === 'exercicio_seguinte' || rule.start === 'constituicao_definitiva';
  if (verdict.barred && taxpayerFavour) {
    out.push({
      kind: 'prescricao',
      label: `${rule.kind === 'decadência' ? 'Decadência' : 'Prescrição'} do crédito tributário (${rule.source}): prazo da Fazenda encerrado em ${formatBr(verdict.end)}`,
      weight: DEFENCE_LAPSE_WEIGHT,
      evidence: `${latest.evidence} · ${filing.evidence}`,
      basis: `${verdict.explanation} O crédito está extinto (CTN art. 156, V), em favor do contribuinte${act === 'ajuizamento' && rule.kind === 'prescrição' ? '; a prescrição anterior à execução é decretada até de ofício (Súmula 409 do STJ)' : ''}: +${DEFENCE_LAPSE_WEIGHT}`,
    });
    return { factors: out, barred: null };
  }
  if (verdict.barred && latest.latestIso) {
    const atMost = checkLimitation(rule, latest.latestIso, filing.iso);
    if (!atMost.barred) {
      out.push({
        kind: 'prescricao',
        label: `Prescrição incerta (${rule.source}): com 30 dias de aviso, o prazo terminou em ${formatBr(verdict.end)}; com o aviso proporcional, pode ir até ${formatBr(atMost.end)}`,
        weight: -10,
        evidence: `${latest.evidence} · ${filing.evidence}`,
        basis: `O aviso prévio proporcional (Lei 12.506/2011: 30 dias mais 3 por ano completo, até 90) integra o tempo de serviço (CLT art. 487, § 1º) e adia o fim do contrato; sem a data de admissão, o prazo pode ter terminado em ${formatBr(verdict.end)} ou correr até ${formatBr(atMost.end)}: −10`,
        advice: `Informe a data de admissão para contar o aviso proporcional; ajuíze o quanto antes (${rule.source}).`,
      });
      return { factors: out, barred: null };
    }
  }
  const other = verdict.barred ? otherReading(rule, folded, others, filing) : null;
  if (other) return { factors: [other], barred: null };
  if (verdict.barred) {
    // Barred on every reading: the end named is the latest one (the longest notice the facts allow).
    const pause = SUSPENSIONS.find((s) => s.applies(rule));
    const last = latest.latestIso ? checkLimitation(rule, latest.latestIso, filing.iso, act) : verdict;
    out.push({
      kind: 'prescricao',
      label: `${rule.kind === 'decadência' ? 'Decadência' : 'Prescrição'} (${rule.source}): prazo encerrado em ${formatBr(last.end)}`,
      weight: LAPSED_WEIGHT,
      evidence: `${latest.evidence} · ${filing.evidence}`,
      basis: `${last.explanation} Causas de impedimento, suspensão ou interrupção (CC arts. 197-204; para a decadência, CC art. 207 e CDC art. 26, §2º) não constam do relato: ${LAPSED_WEIGHT_TEXT}`,
      advice: `Antes de ajuizar, verifique se houve causa que impediu, suspendeu ou interrompeu o prazo (${rule.kind === 'decadência' ? 'CDC art. 26, §2º; CC art. 207' : 'CC arts. 197-204'}): pelo relato, terminou em ${formatBr(last.end)}.${pause ? ` ${pause.act[0]?.toUpperCase()}${pause.act.slice(1)} ${pause.effect} (${pause.source}): ${pause.askDay[0]?.toLowerCase()}${pause.askDay.slice(1)}` : ''}`,
    });
    return { factors: out, barred: last.explanation };
  }
  if (taxpayerFavour) {
    // The Fazenda's period, not the taxpayer's: nothing for the taxpayer to file by.
    out.push({
      kind: 'prescricao',
      label:
        act === 'lançamento'
          ? `Lançamento feito dentro do prazo da Fazenda (${rule.source}): em ${formatBr(filing.iso)}, antes de ${formatBr(verdict.end)}`
          : `Crédito tributário dentro do prazo da Fazenda (${rule.source}): até ${formatBr(verdict.end)}`,
      weight: 0,
      evidence: `${latest.evidence} · ${filing.evidence}`,
      basis: `${verdict.explanation} O prazo é da Fazenda para ${rule.kind === 'decadência' ? 'lançar' : 'cobrar'} o crédito; confira o ano do fato gerador, de que ele depende.`,
    });
    return { factors: out, barred: null };
  }
  // A month without its day counts from the month's last day for the verdict; the day to file by is
  // counted from its first, so that the date given is never a day late.
  const yearOnly = latest.evidence.includes('sem dia nem mês');
  const safe = yearOnly
    ? checkLimitation(rule, `${latest.iso.slice(0, 4)}-01-01`, filing.iso)
    : latest.evidence.includes('sem o dia')
      ? checkLimitation(rule, `${latest.iso.slice(0, 8)}01`, filing.iso)
      : verdict;
  const firstDay = yearOnly ? '1º dia do ano' : '1º dia do mês';
  const uncertain = safe.end !== verdict.end;
  if (safe.barred) {
    out.push({
      kind: 'prescricao',
      label: `${rule.kind === 'decadência' ? 'Decadência' : 'Prescrição'} incerta (${rule.source}): o dia não informado decide — contado do ${firstDay}, terminou em ${formatBr(safe.end)}; do último, termina em ${formatBr(verdict.end)}`,
      weight: -10,
      evidence: `${latest.evidence} · ${filing.evidence}`,
      basis: `${verdict.explanation} Sem o dia do mês, o prazo pode ter terminado em ${formatBr(safe.end)}: −10`,
      advice: `Confirme o dia exato ${ofStartEvent(rule.start)}: contado do ${firstDay}, o prazo terminou em ${formatBr(safe.end)}; do último, termina em ${formatBr(verdict.end)}.`,
    });
    return { factors: out, barred: null };
  }
  out.push({
    kind: 'prescricao',
    label: `Dentro do prazo (${rule.source}): ${rule.actBy ?? 'ajuizar'} até ${formatBr(safe.end)}${uncertain ? ` (dia não informado: contado do ${firstDay})` : ''}`,
    weight: 0,
    evidence: `${latest.evidence} · ${filing.evidence}`,
    basis: uncertain
      ? `${verdict.explanation} Sem o dia, o prazo seguro é contado do ${firstDay}: ${formatBr(safe.end)}.`
      : verdict.explanation,
    ...(safe.daysLeft <= 180
      ? {
          advice: `${rule.actBy ? `${rule.actBy[0]?.toUpperCase()}${rule.actBy.slice(1)}` : 'Ajuíze'} até ${formatBr(safe.end)} (${rule.source}): restam ${safe.daysLeft} dias.`,
        }
      : {}),
  });
  const partial = partialLoss(rule, earliest, latest, filing, others, folded);
  if (partial) out.push(partial);
  if (rule.key === 'fato_do_produto') {
    const defect = defectAlongside(folded, others, filing);
    if (defect) out.push(defect);
  }
  const part = alongside(rule, folded, others, filing, latest);
  if (part) out.push(part);
  return { factors: out, barred: null };
}

const launchSource = (d: FoundDate): Source => {
  const src = fromText(d);
  return { ...src, evidence: `lançamento: ${src.evidence}` };
};

/** A date told as the lançamento: "auto de infração lavrado em …", "fui autuado em …", "notificado em …". */
const LAUNCH_BEFORE =
  /\b(?:auto de infracao|autuad[oa]s?|autuacao|notificacao de lancamento|lancamento|lancad[oa]|notificad[oa]s?|lavrad[oa])\b[^.;\d]{0,45}$/;

/** "recebi em 10/10/2026 um auto de infração": the notice named right after the date. */
const LAUNCH_AFTER = /^[^.;\d]{0,15}\b(?:auto de infracao|notificacao de lancamento|lancamento)\b/;

/**
 * The year in which the lançamento could have been made, as the text names it: the exercício, the
 * year of the fato gerador or of a yearly tax, the competência; an ano-base is declared and can be
 * launched only in the next year. A December competência falls due, and can be launched, in the next.
 */
const TAX_YEARS: ReadonlyArray<{ re: RegExp; year: (m: RegExpMatchArray) => number; why: string }> = [
  {
    re: /\bexercicios?(?: financeiro)?(?: de| do ano de)?\s+(\d{4})\b/g,
    year: (m) => Number(m[1]),
    why: 'lançamento possível no próprio exercício',
  },
  {
    re: /\bano[- ](?:base|calendario)(?: de)?\s+(\d{4})\b/g,
    year: (m) => Number(m[1]) + 1,
    why: 'declarado, e lançável, no exercício seguinte',
  },
  {
    re: /\b(?:fato gerador(?: ocorrido| ocorreu)?(?: em| no ano de| de)?|(?:iptu|ipva|itr)(?: do ano)?(?: de| do exercicio de)?)\s+(\d{4})\b/g,
    year: (m) => Number(m[1]),
    why: 'lançamento possível no ano do fato gerador',
  },
  {
    re: /\bcompetencias?(?: de)?\s+(\d{1,2})\/(\d{4})\b/g,
    year: (m) => Number(m[2]) + (Number(m[1]) === 12 ? 1 : 0),
    why: 'lançamento possível no ano do vencimento',
  },
];

/** An IPTU or IPVA named by its year ("o IPTU de 2015"): taxes launched by the Fazenda each year. */
const ANNUAL_TAX = /\b(?:iptu|ipva)(?: do ano| do exercicio)?(?: de| do exercicio de)?\s+(\d{4})\b/g;

function annualTaxYears(text: string, folded: string): Source[] {
  return [...folded.matchAll(ANNUAL_TAX)].flatMap((m) => {
    const y = Number(m[1]);
    if (y < 1950 || y > 2100) return [];
    const quote = text.slice(m.index, m.index + m[0].length);
    return [
      {
        iso: `${y}-12-31`,
        evidence: `“${quote}” (lançamento anual notificado no próprio exercício, Súmula 397 do STJ: contado do último dia de ${y})`,
      },
    ];
  });
}

function taxYears(text: string, folded: string): Source[] {
  const out: Source[] = [];
  for (const { re, year, why } of TAX_YEARS) {
    for (const m of folded.matchAll(re)) {
      const y = year(m);
      if (y < 1950 || y > 2100 || m.index === undefined) continue;
      const quote = text.slice(m.index, m.index + m[0].length);
      out.push({ iso: `${y}-12-31`, evidence: `“${quote}” (${why}: ${y})` });
    }
  }
  return out;
}

const GUARANTEE_CLAUSE =
  /\b(?:garantia (?:contratual|de fabrica|do vendedor|de \d+)|prazo de garantia|com garantia)\b/;

/**
 * A hidden defect that came to light after the time of CC art. 445, § 1º (180 days from the delivery
 * of a movable, one year for an immovable): the seller does not answer for it, whatever the days
 * since the discovery (Enunciado 174 da III Jornada de Direito Civil, CJF, followed by the STJ). A
 * contractual guarantee keeps the periods from running (CC art. 446): then nothing is said here.
 */
function lateReveal(
  rule: LimitationRule,
  folded: string,
  others: FoundDate[],
  discovery: Source,
): Factor | null {
  if (!rule.revealWithin || GUARANTEE_CLAUSE.test(folded)) return null;
  // A discovery told by its month only counts from the month's first day: the reading that keeps the claim.
  const found = discovery.evidence.includes('sem o dia') ? `${discovery.iso.slice(0, 8)}01` : discovery.iso;
  const delivery = tagged(folded, others, 'entrega')
    .map((d) => fromText(d))
    .filter((d) => d.iso < found)
    .reduce<Source | null>((a, b) => (!a || b.iso < a.iso ? b : a), null);
  if (!delivery) return null;
  const deadline = revealDeadline(rule, delivery.iso);
  if (!deadline || found <= deadline) return null;
  return {
    kind: 'prescricao',
    label: `Vício revelado depois do prazo de garantia legal (${rule.revealWithin.source}): terminou em ${formatBr(deadline)}`,
    weight: LAPSED_WEIGHT,
    evidence: `${delivery.evidence} · ${discovery.evidence}`,
    basis:
      `${rule.revealWithin.source}, lido como o Enunciado 174 da III Jornada de Direito Civil (CJF), seguido pelo STJ: ` +
      `o vício oculto precisa revelar-se nesse prazo, contado da entrega (${formatBr(delivery.iso)}), e só então correm os prazos do caput a partir da ciência; ` +
      `revelado em ${formatBr(found)}, depois de ${formatBr(deadline)}, o alienante não responde por ele: ${LAPSED_WEIGHT_TEXT}`,
    advice:
      'Verifique se houve cláusula de garantia (CC art. 446: os prazos do art. 445 não correm durante ela) ou relação de consumo (CDC art. 26, § 3º), que mudariam a conta.',
  };
}

/**
 * The same facts under the row the judged one may also be read as (`alsoReadAs`): when that reading
 * keeps the claim alive, the period is uncertain between the two, never barred.
 */
function otherReading(
  rule: LimitationRule,
  folded: string,
  others: FoundDate[],
  filing: Source,
): Factor | null {
  const key = rule.alsoReadAs;
  const alt = key && limitationRuleMatches(key, folded) ? limitationRule(key) : undefined;
  if (!alt) return null;
  const starts = startDates(alt, folded, others, {});
  if (starts.length === 0) return null;
  const latest = starts.reduce((a, b) => (b.iso > a.iso ? b : a));
  const first = checkLimitation(rule, latest.iso, filing.iso);
  const second = checkLimitation(alt, latest.iso, filing.iso);
  if (second.barred) return null;
  return {
    kind: 'prescricao',
    label: `Prescrição incerta (${rule.source} ou ${alt.source}): pelo primeiro, terminou em ${formatBr(first.end)}; pelo segundo, termina em ${formatBr(second.end)}`,
    weight: -10,
    evidence: `${latest.evidence} · ${filing.evidence}`,
    basis: `${first.explanation} ${second.explanation} O relato fala de contrato descumprido, que pode ser lido como ${alt.claim}; a leitura que prevalecer decide: −10`,
    advice: `Ajuíze o quanto antes e sustente a leitura de ${alt.source}; pela de ${rule.source}, o prazo terminou em ${formatBr(first.end)}.`,
  };
}

/** Another part of the same claim with a period of its own, reported beside the row already judged. */
interface Alongside {
  /** The row of the other part. */
  other: string;
  applies: (rule: LimitationRule, folded: string) => boolean;
  /** The other part, as a label opens ("Danos materiais"). */
  part: string;
  /** Where the rest of the claim stays. */
  rest: string;
  why: string;
  /**
   * The other part runs from the same day as the row judged: the moral damage of a charge repeated
   * month after month runs from the last one, as the money paid does.
   */
  sameStart?: boolean;
}

const ALONGSIDE: readonly Alongside[] = [
  {
    // An international flight: the moral part runs under the CDC (STF, Tema 1.240) — the row already
    // judged — and the material part under the two years of the Montreal Convention, art. 35 (STF,
    // Tema 210), from the arrival.
    other: 'transporte_aereo_internacional',
    applies: (rule, folded) =>
      rule.key !== 'transporte_aereo_internacional' &&
      INTERNATIONAL_AIR.test(folded) &&
      MATERIAL_DAMAGE.test(folded) &&
      MORAL_DAMAGE.test(folded),
    part: 'Danos materiais',
    rest: 'os danos morais seguem o CDC (STF, Tema 1.240)',
    why: 'As Convenções de Varsóvia e Montreal prevalecem sobre o CDC nos danos materiais do transporte aéreo internacional (CF art. 178; STF, Tema 210) e não se aplicam aos danos extrapatrimoniais (STF, Tema 1.240)',
  },
  {
    // An undue charge: the money paid comes back within the ten years of CC art. 205 — the row
    // already judged — but the moral damage the charge caused is a defect of the service, under the
    // five years of CDC art. 27, from the knowledge of it.
    other: 'consumidor_reparacao',
    applies: (rule, folded) => rule.key === 'repeticao_indebito_consumo' && MORAL_DAMAGE.test(folded),
    part: 'Danos morais',
    rest: 'a devolução do que foi pago segue o CC art. 205',
    why: 'A reparação do dano moral pela cobrança indevida segue os cinco anos do CDC art. 27; a repetição do indébito, os dez anos do CC art. 205 (Súmula 412 do STJ; STJ, EAREsp 738.991/RS)',
    sameStart: true,
  },
];

function alongside(
  rule: LimitationRule,
  folded: string,
  others: FoundDate[],
  filing: Source,
  judged: Source,
): Factor | null {
  const pair = ALONGSIDE.find((a) => a.applies(rule, folded));
  const other = pair && limitationRule(pair.other);
  if (!pair || !other) return null;
  const starts = pair.sameStart ? [judged] : startDates(other, folded, others, {});
  if (starts.length === 0) return null;
  const latest = starts.reduce((a, b) => (b.iso > a.iso ? b : a));
  const verdict = checkLimitation(other, latest.iso, filing.iso);
  return {
    kind: 'prescricao',
    label: verdict.barred
      ? `${pair.part} prescritos (${other.source}): prazo encerrado em ${formatBr(verdict.end)}; ${pair.rest}`
      : `${pair.part}: ajuizar até ${formatBr(verdict.end)} (${other.source}); ${pair.rest}`,
    weight: verdict.barred ? -8 : 0,
    evidence: `${latest.evidence} · ${filing.evidence}`,
    basis: `${verdict.explanation} ${pair.why}${verdict.barred ? ': −8' : ''}`,
    ...(verdict.barred
      ? {}
      : {
          advice: `Ajuíze o pedido de ${pair.part.toLowerCase()} até ${formatBr(verdict.end)} (${other.source}).`,
        }),
  };
}

const DEFECT_ROWS = [
  'vicio_aparente_nao_duravel',
  'vicio_aparente_duravel',
  'vicio_oculto_nao_duravel',
  'vicio_oculto_duravel',
] as const;
/** The remedies of the defect itself (CDC art. 18, § 1º): replacement, the price back, a reduction. */
const DEFECT_REMEDY_WISH =
  /\b(?:devolu\w*|dinheiro de volta|restitui\w*|reembols\w*|troca\w*|substitui\w*|abatimento)\b/;

/**
 * A product that failed and then caused a damage: the damage runs under CDC art. 27 (the row already
 * judged), but the claim for the defect itself — replacement, the price back, a reduction — under art.
 * 26, from the day the defect showed (§ 3º), unless a complaint obstructed it (§ 2º, I). Reported
 * beside the five years, weighing against the case only when the description asks for that remedy.
 */
function defectAlongside(folded: string, others: FoundDate[], filing: Source): Factor | null {
  const row = DEFECT_ROWS.map((k) => limitationRule(k)).find(
    (r) => r?.signals?.test(folded) && (!r.requires || r.requires.test(folded)),
  );
  if (!row) return null;
  const starts = startDates(row, folded, others, {});
  if (starts.length === 0) return null;
  const latest = starts.reduce((a, b) => (b.iso > a.iso ? b : a));
  const verdict = checkLimitation(row, latest.iso, filing.iso);
  if (!verdict.barred) return null;
  const obstructed = suspension(row, folded, others, latest, verdict.end, filing);
  if (obstructed) return obstructed;
  const asked = DEFECT_REMEDY_WISH.test(folded);
  return {
    kind: 'prescricao',
    label: `Decadência do pedido pelo vício (${row.source}): prazo encerrado em ${formatBr(verdict.end)}; a reparação do dano segue o art. 27`,
    weight: asked ? -8 : 0,
    evidence: `${latest.evidence} · ${filing.evidence}`,
    basis: `${verdict.explanation} A troca, a restituição do preço e o abatimento (CDC art. 18, § 1º) caducaram, salvo reclamação comprovada ao fornecedor (art. 26, § 2º, I); os danos causados pelo produto seguem os cinco anos do art. 27${asked ? ': −8' : ''}`,
    advice: `Peça a reparação dos danos (CDC arts. 12 e 27); a troca ou a devolução do preço só com prova de reclamação ao fornecedor antes de ${formatBr(verdict.end)} (CDC art. 26, § 2º, I).`,
  };
}

/**
 * A dismissal by the employer, told by its date: the contract ends when the notice does
 * (shared/labour-notice.ts). Not for a resignation, a dismissal for cause, or a date told as the
 * contract's last day or the end of a notice already worked.
 */
const EMPLOYER_DISMISSAL = /\b(?:dispensad[oa]|demitid[oa]|despedid[oa]|mandad[oa] embora)\b/;
const NOT_PROJECTED =
  /(?<!sem )\bjusta causa\b|\b(?:pedi (?:as contas|demissao)|pedido de demissao|ultimo dia|contrato (?:terminou|encerrou|acabou|foi encerrado)|(?:fim|termino|extincao) do contrato|aviso (?:previo )?(?:trabalhado|cumprido)|(?:cumpri|trabalhei) o aviso|apos o aviso)\b/;
/** The admission, for the proportional notice: "admitido em", "trabalhei … desde". */
const ADMISSION =
  /\b(?:admitid[oa]|admissao|contratad[oa]|comecei a trabalhar|entrei na empresa|desde|registrad[oa] em|trabalhei de|trabalhou de)\b/;

/** The end of the contract a dismissal's date gives, with the notice projected. */
function projectedEnd(
  folded: string,
  others: FoundDate[],
  dismissal: FoundDate,
  text = folded,
): Source | null {
  const clause = clauseOf(folded, dismissal);
  if (!EMPLOYER_DISMISSAL.test(clause) || NOT_PROJECTED.test(clause)) return null;
  const admission = others
    .filter((d) => d.iso < dismissal.iso && ADMISSION.test(before(folded, d, 40)))
    .reduce<FoundDate | null>((a, b) => (!a || b.iso < a.iso ? b : a), null);
  const from = fromText(dismissal);
  // Only the length of service ("dispensada depois de 6 anos"): admitted that many whole years before.
  const served = admission ? null : SERVICE_YEARS.exec(folded);
  if (served && !dismissal.dayless) {
    const years = Number(served[1] ?? served[2]);
    const end = projectNotice(from.iso, addYearsCc132(from.iso, -years));
    return {
      iso: end.iso,
      evidence: `${from.evidence}, com ${end.days} dias de aviso prévio projetados (CLT art. 487, § 1º; Lei 12.506/2011, ${years} anos de serviço: “${text.slice(served.index, served.index + served[0].length)}”): fim do contrato em ${formatBr(end.iso)}`,
    };
  }
  if (!admission) {
    // Only the year of the admission ("trabalho desde 2015"): the notice is the shortest that year
    // allows (admitted on 31/12) for the day to file by, and the longest (on 01/01) for the verdict.
    const year = ADMISSION_YEAR.exec(folded.slice(0, dismissal.start))?.[1];
    if (year && `${year}-12-31` < from.iso) {
      const shortest = projectNotice(from.iso, `${year}-12-31`);
      const longest = projectNotice(from.iso, `${year}-01-01`);
      return {
        iso: shortest.iso,
        evidence: `${from.evidence}, com ${shortest.days}${longest.days !== shortest.days ? ` a ${longest.days}` : ''} dias de aviso prévio projetados (CLT art. 487, § 1º; Lei 12.506/2011, admissão em ${year}): fim do contrato em ${formatBr(shortest.iso)}${longest.iso !== shortest.iso ? ` a ${formatBr(longest.iso)}` : ''}`,
        ...(longest.iso !== shortest.iso ? { latestIso: longest.iso } : {}),
      };
    }
  }
  const end = projectNotice(from.iso, admission?.iso ?? null);
  return {
    iso: end.iso,
    evidence: `${from.evidence}, com ${end.days} dias de aviso prévio projetados (CLT art. 487, § 1º${admission ? `; Lei 12.506/2011, admissão em ${formatBr(admission.iso)}` : ''}): fim do contrato em ${formatBr(end.iso)}`,
    ...(end.admissionKnown ? {} : { latestIso: end.latestIso }),
  };
}

/** The length of service in whole years: "depois de 6 anos", "trabalhei 8 anos", "12 anos de casa". */
const SERVICE_YEARS =
  /\b(?:depois de|apos|durante|por|trabalhei|trabalhou)\s+(\d{1,2})\s+anos\b|\b(\d{1,2})\s+anos de (?:casa|empresa|servico|trabalho|registro)\b/;

/** The year of an admission told without its day and month: "trabalho desde 2015", "admitido em 2018". */
const ADMISSION_YEAR =
  /\b(?:desde|admitid[oa] em|contratad[oa] em|entrei (?:na empresa )?em|comecei a trabalhar em|trabalhei de|trabalhou de)\s+(\d{4})\b(?!\s*[/.-])/;

function startDates(
  rule: LimitationRule,
  folded: string,
  others: FoundDate[],
  given: PredictDates,
  /** The description as written, for quoting (the same length as `folded`). */
  text = folded,
): Source[] {
  if (rule.start === 'fim_do_contrato') {
    if (given.fimContrato) return [fromForm(given.fimContrato, 'Data do fim do contrato')];
    return tagged(folded, others, 'fim_do_contrato').map(
      (d) =>
        (rule.key === 'trabalhista_bienal' ? projectedEnd(folded, others, d, text) : null) ?? fromText(d),
    );
  }
  if (given.dataFato) return [fromForm(given.dataFato, 'Data do fato')];
  if (rule.start === 'exercicio_seguinte') {
    return [...taxYears(text, folded), ...tagged(folded, others, rule.start).map((d) => fromText(d))];
  }
  const byEvent = tagged(folded, others, rule.start);
  // A month without its day, for a row that runs from each due date, falls on the due day told.
  const dueDays = rule.start === 'vencimento' ? folded : undefined;
  // CTN art. 174 runs from the definitive constitution of the credit: a date of the facts is no
  // substitute (the day of the execution least of all). Without one, an IPTU or IPVA told by its
  // year was constituted by the notice of its annual lançamento, in that year (Súmula 397 do STJ;
  // Tema 980 do STJ: the period runs from the day after it fell due): counted from 31 December, the
  // latest the year allows, so that the Fazenda's period is never ended early.
  if (rule.start === 'constituicao_definitiva') {
    return byEvent.length > 0 ? byEvent.map((d) => fromText(d)) : annualTaxYears(text, folded);
  }
  if (OWN_EVENT_ONLY.has(rule.start)) return byEvent.map((d) => fromText(d));
  if (byEvent.length > 0 && rule.start !== 'fato' && rule.start !== 'conhecimento_do_dano') {
    return byEvent.map((d) => (LOAN_ROWS.has(rule.key) ? dueTermlessLoan(folded, d) : fromText(d, dueDays)));
  }
  // The fact itself: the dates written in the clause that states the claim, else every date of the
  // facts — but not the day of a letter, a complaint or an answer about it, which neither is the fact
  // nor (save a protest, CC art. 202) stops the period, and would move the day to file by later.
  const violation = rule.start === 'fato' || rule.start === 'conclusao_servicos';
  const facts = violation
    ? others.filter((d) => !toldAbout(folded, d) && !suspensionAct(rule, folded, d))
    : others;
  const pool = facts.length > 0 ? facts : others;
  const inClause = rule.signals ? pool.filter((d) => rule.signals?.test(clauseOf(folded, d))) : [];
  // The date the claim's own words stand right before ("um acidente de trânsito em 10/10/2023") wins
  // over the others of its clause ("… e fiquei internado até 20/12/2023"), which are not the fact.
  // Not for a debt, whose due date follows the day it was made ("emprestei em …, para devolver em …").
  const byClaim =
    rule.signals && rule.start === 'fato' && !LOAN_ROWS.has(rule.key)
      ? nearestTo(folded, inClause, rule.signals)
      : inClause;
  return (byClaim.length > 0 ? byClaim : pool).map((d) =>
    LOAN_ROWS.has(rule.key) ? dueTermlessLoan(folded, d) : fromText(d, dueDays),
  );
}

/** A date told as a letter, complaint or answer about the fact ("em 12/12/2022 mandei notificação"). */
const TOLD_BEFORE =
  /\b(?:notific\w*|mandei|enviei|reclamei|reclamacao|protocol\w*|e-?mail|respond\w*|resposta|liguei|procon|cobrei)\b[^.;\d]{0,40}$/;
const TOLD_AFTER = /^\s*,?\s*(?:eu )?(?:mandei|enviei|reclamei|notifiquei|protocolei|liguei|cobrei)\b/;
const toldAbout = (folded: string, d: FoundDate) =>
  TOLD_BEFORE.test(before(folded, d, 60)) || TOLD_AFTER.test(folded.slice(d.end, d.end + 30));

/** The rows a loan of money falls under: written (CC art. 206, § 5º, I) or not (CC art. 205). */
const LOAN_ROWS = new Set(['divida_liquida', 'civil_geral']);
const LOAN = /\b(?:emprest\w*|mutuo)\b/;
const MONEY = /r\$|\b(?:reais|dinheiro|quantia)\b/;
const NO_TERM =
  /\b(?:sem (?:prazo|data|vencimento)|prazo indeterminado|quando (?:pudesse|puder|tivesse|tiver))\b/;
const TERM =
  /\b(?:venc\w*|(?:devolver|devolveria|pagar|pagaria|quitar|restituir)(?: tudo| o valor| a quantia)? (?:ate|em|no dia|dia)|prazo (?:de|ate|para) (?:pagamento|devolucao|pagar|devolver|quitar)|parcelas?|prestac\w*)\b/;

/**
 * A loan of money with no agreed term falls due thirty days after it was made (CC art. 592, II): the
 * period runs from then, never from the day of the loan itself.
 */
function dueTermlessLoan(folded: string, d: FoundDate): Source {
  const src = fromText(d);
  const clause = clauseOf(folded, d);
  if (!LOAN.test(clause) || !MONEY.test(folded) || (TERM.test(clause) && !NO_TERM.test(clause))) return src;
  const due = addCalendarDays(src.iso, 30);
  return {
    iso: due,
    evidence: `${src.evidence}: mútuo de dinheiro sem prazo convencionado, exigível 30 dias depois, em ${formatBr(due)} (CC art. 592, II)`,
  };
}

/** Labour claims paid month by month over the contract, which the five years cut (accent-free). */
const PERIODIC_CLAIM =
  /\b(?:horas? extras?|sobrejornada|adiciona(?:l|is)|diferencas? salaria\w*|equiparacao|desvio de funcao|intervalos?|sobreaviso|depositos? (?:do |de )?fgts|fgts (?:nao )?deposit\w*|comisso\w*|gorjetas?|salarios? (?:atrasad|nao pag)\w*|ferias (?:vencidas|nao gozadas)|vale[- ]transporte|reflexos)\b/;

/** The parcels or facts older than the period, while the rest survives. */
function partialLoss(
  rule: LimitationRule,
  earliest: Source,
  latest: Source,
  filing: Source,
  others: FoundDate[],
  folded: string,
): Factor | null {
  if (rule.key === 'trabalhista_bienal') {
    const from = labourLookbackStart(filing.iso);
    const oldest = others.reduce<FoundDate | null>((a, b) => (!a || b.iso < a.iso ? b : a), null);
    // Only a claim for instalments of the contract's time (overtime, premiums, deposits) loses the
    // old ones; termination pay falls due at the end and is whole.
    const older = oldest && oldest.iso < from && PERIODIC_CLAIM.test(folded);
    return {
      kind: 'prescricao',
      label: `Parcelas anteriores a ${formatBr(from)} prescritas`,
      weight: older ? -5 : 0,
      evidence: older ? `“${oldest.quote}”` : filing.evidence,
      basis:
        `CF art. 7º, XXIX e Súmula 308, I, do TST: só as parcelas dos 5 anos anteriores ao ajuizamento (${formatBr(filing.iso)}) são exigíveis, ` +
        `contados do ajuizamento e não da extinção do contrato${older ? ': −5' : ''}`,
      ...(older
        ? {
            advice: `Limite os pedidos às parcelas vencidas a partir de ${formatBr(from)} (Súmula 308, I, do TST).`,
          }
        : {}),
    };
  }
  if (earliest.iso === latest.iso || !EACH_PAYMENT.has(rule.start)) return null;
  const verdict = checkLimitation(rule, earliest.iso, filing.iso);
  if (!verdict.barred) return null;
  if (rule.start === 'pagamento_indevido') {
    // The last day whose payment is already lost: counted back from the filing, then down to the
    // first day whose period (moved past a weekend or holiday by CC art. 132, § 1º) ended before it.
    let cutoff = addYearsCc132(filing.iso, -(rule.years ?? 0));
    while (!checkLimitation(rule, cutoff, filing.iso).barred) cutoff = addCalendarDays(cutoff, -1);
    return {
      kind: 'prescricao',
      label: `Pagamentos feitos até ${formatBr(cutoff)} prescritos (${rule.source})`,
      weight: -5,
      evidence: earliest.evidence,
      basis: `${verdict.explanation} Cada pagamento indevido prescreve do dia em que foi feito; os posteriores a ${formatBr(cutoff)} seguem exigíveis: −5`,
      advice: `Peça a devolução só dos pagamentos feitos depois de ${formatBr(cutoff)} (${rule.source}).`,
    };
  }
  return {
    kind: 'prescricao',
    label: `Prestações vencidas em ${formatBr(earliest.iso)} prescritas (${rule.source})`,
    weight: -5,
    evidence: earliest.evidence,
    basis: `${verdict.explanation} Cada prestação prescreve do seu vencimento: −5`,
    advice: `Exclua as prestações cujo prazo já terminou (${rule.source}).`,
  };
}

function askFor(rule: LimitationRule): Factor {
  const what =
    rule.start === 'fim_do_contrato'
      ? 'a data do fim do contrato'
      : rule.start === 'fato'
        ? `a ${START_EVENT_LABELS.fato}`
        : rule.start === 'exercicio_seguinte'
          ? 'o ano do fato gerador (ou o exercício) do tributo lançado'
          : `a data ${ofStartEvent(rule.start)}`;
  return {
    kind: 'informacao',
    label: `Prazo de ${rule.kind} não verificado: falta ${what}`,
    weight: -4,
    evidence: '',
    basis: `${rule.source}: o prazo corre ${ofStartEvent(rule.start)}, que o relato não informa; sem ela a ${rule.kind} não é verificada`,
    advice: `Informe ${what} (campo próprio ou no relato) para conferir a ${rule.kind} (${rule.source}).`,
  };
}
