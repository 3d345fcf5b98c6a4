// The built-in Predict engine: reads a case description for what a lawyer weighs and states
// each factor with its weight, so probability = 50 + Σ weights can be explained line by line.
// Pure and deterministic: "today" and the comparable records come in as arguments.
import { SALARIO_MINIMO_DESDE, salarioMinimoEm } from '@lexato/calc';
import { checkCitations, formatBr, limitationRule } from '@lexato/legal';
import type {
  CaseType,
  PredictDates,
  PredictionFactor,
  PredictionOutcomeValue,
  PredictionRisk,
} from '@lexato/schemas';
import { formatBRL, pluralize } from '@lexato/schemas';
import { type FoundAmount, findDates, fold } from '../case-text.ts';
import { type ClaimAmount, claimAmount } from '../claim-amount.ts';
import { adverseRuleFactors } from './adverse-rules.ts';
import { evidenceFactors, NO_DOCUMENTS_LABEL } from './evidence.ts';
import { DEFENCE_LAPSE_WEIGHT, LAPSED_WEIGHT, limitationFactors } from './limitation.ts';

/** The neutral starting point: without any factor, a claim is as likely to win as to lose. */
export const BASE_PROBABILITY = 50;
/** Never 0 or 100: a forecast must leave room for what the text does not say. */
const FLOOR = 3;
const CEILING = 97;
/** A barred claim (prescrição or decadência) is worth at most this much, whatever else it has. */
export const BARRED_CEILING = 10;
/** Shrinkage constant: n comparable outcomes weigh n/(n+K) against the factor estimate. */
export const HISTORY_SHRINKAGE = 10;

export type FactorKind =
  | 'prova'
  | 'prescricao'
  | 'precedente'
  | 'citacao'
  | 'rito'
  | 'informacao'
  | 'historico';
export interface Factor extends PredictionFactor {
  kind: FactorKind;
  /** Recommendation this factor leads to, if any. */
  advice?: string;
  /**
   * The rule puts the documents of the fact on the other side (the employer's time records, CLT art.
   * 74, § 2º): the claimant's want of documents then weighs nothing.
   */
  documentsHeldByOtherSide?: true;
}

export interface Comparable {
  similarity: number;
  outcome: PredictionOutcomeValue;
}

export interface Assessment {
  probability: number;
  factors: Factor[];
  risks: PredictionRisk[];
  recommendations: string[];
  claim: FoundAmount | null;
}

/** How a recorded outcome scores against the forecast: partial wins and settlements count half. */
export const OUTCOME_SCORE: Record<PredictionOutcomeValue, number> = {
  favoravel: 1,
  parcial: 0.5,
  acordo: 0.5,
  desfavoravel: 0,
};

export function assessCase(input: {
  caseType: CaseType;
  description: string;
  today: string;
  comparables: Comparable[];
  /** Dates given in the form's own fields; they win over the dates read in the description. */
  dates?: PredictDates;
}): Assessment {
  const { caseType, description: text, today } = input;
  const given = input.dates ?? {};
  const folded = fold(text);
  const dates = findDates(text, folded);
  const found = claimAmount(text, folded);
  const limitation = limitationFactors({ caseType, text, folded, dates, given, today });
  const defending = DEFENDANT_SIDE.test(folded);

  const factors: Factor[] = [
    ...(defending ? [DEFENCE_NOTE] : []),
    ...evidenceFactors(text, folded, caseType),
    ...citationFactors(text, today),
    ...(defending ? limitation.factors.map(forTheDefence) : limitation.factors),
    ...adverseRuleFactors(text, folded, caseType, dates, today),
    // An ação rescisória goes to the court that gave the judgment (CPC art. 966 ff.), never to a
    // Juizado; and the one sued does not choose the rite.
    ...(limitationRule('acao_rescisoria')?.signals?.test(folded) || defending
      ? []
      : ritoFactors(caseType, found, given.dataAjuizamento ?? today)),
    ...missingInformation(
      text,
      dates.length > 0 || Object.values(given).some(Boolean) || limitation.factors.length > 0,
      found?.amount ?? null,
    ),
  ];
  if (factors.some((f) => f.documentsHeldByOtherSide)) {
    const none = factors.findIndex((f) => f.kind === 'prova' && f.label === NO_DOCUMENTS_LABEL);
    if (none !== -1) factors.splice(none, 1);
  }
  const fromFactors = clamp(BASE_PROBABILITY + sum(factors));
  const history = historyFactor(input.comparables, fromFactors);
  if (history) factors.push(history);
  let probability = clamp(BASE_PROBABILITY + sum(factors));
  if (limitation.barred && !defending && probability > BARRED_CEILING) {
    const cut = BARRED_CEILING - probability;
    factors.push({
      kind: 'prescricao',
      label: `Pretensão extinta: estimativa limitada a ${BARRED_CEILING}%`,
      weight: cut,
      evidence: '',
      basis: `${limitation.barred} Só uma causa de impedimento, suspensão ou interrupção não relatada salvaria o pedido; teto de ${BARRED_CEILING}%: ${cut}`,
    });
    probability = BARRED_CEILING;
  }
  return {
    probability,
    factors,
    risks: risksOf(factors, probability, caseType),
    recommendations: adviceOf(factors),
    claim: found?.amount ?? null,
  };
}

/**
 * The one who tells the case is the one sued, cited or charged (accent-free): the estimate is then of
 * a result in their favour, and the other side's lapsed claim weighs for them.
 */
const DEFENDANT_SIDE =
  /\b(?:fui (?:processad|citad|acionad|executad|demandad)[oa]|fomos (?:processad|citad|acionad|executad)[oa]s|estou sendo (?:processad|executad|cobrad)[oa]|(?:me|nos) (?:processou|processaram|acionou|acionaram|executou|executaram)|(?:entrou|entraram) com (?:uma )?(?:acao|processo|execucao) contra (?:mim|nos)|(?:ajuizou|ajuizaram|moveu|moveram) (?:uma )?(?:acao|execucao) contra (?:mim|nos)|sou (?:o |a )?(?:reu|re|requerid[oa]|executad[oa])|quer(?:em)? (?:me )?cobrar[^.;]{0,60}\bque (?:eu )?nao (?:paguei|pago|devo)|quer(?:em)? cobrar de mim|vai(?:o)? me (?:processar|cobrar|executar)|(?:diz|dizem) que (?:eu )?devo)\b/;
const DEFENCE_NOTE: Factor = {
  kind: 'informacao',
  label: 'Relato de quem é cobrado ou processado: estimativa do resultado da defesa',
  weight: 0,
  evidence: '',
  basis:
    'A estimativa é a de um resultado favorável a quem conta o caso; a prescrição ou a decadência do pedido da outra parte pesa a favor dessa defesa',
};

/** A limitation factor read from the defendant's side: the other side's lapse is the defence's. */
function forTheDefence(f: Factor): Factor {
  const { advice: _filingAdvice, ...rest } = f;
  if (f.weight >= 0) return rest;
  const weight = f.weight === LAPSED_WEIGHT ? DEFENCE_LAPSE_WEIGHT : -f.weight;
  return {
    ...rest,
    label: `${f.label} — a favor da defesa`,
    weight,
    basis: `${f.basis} A prescrição aproveita a quem é cobrado: pode ser alegada em qualquer grau de jurisdição (CC art. 193) e o juiz a reconhece de ofício ou a requerimento (CPC art. 487, II): +${weight}`,
    advice:
      'Alegue a prescrição ou a decadência na primeira oportunidade de defesa (contestação, embargos ou impugnação).',
  };
}

const sum = (factors: Factor[]) => factors.reduce((s, f) => s + f.weight, 0);
const clamp = (p: number) => Math.round(Math.min(CEILING, Math.max(FLOOR, p)));

const PRECEDENT_KINDS = new Set(['sumula', 'sumula-vinculante', 'oj', 'julgado']);

/** Precedents the text relies on, checked by @lexato/legal (status valid/suspicious/invalid). */
function citationFactors(text: string, today: string): Factor[] {
  const report = checkCitations(text, { today });
  const out: Factor[] = [];
  const quote = (list: typeof report.citationDetails) =>
    list
      .slice(0, 3)
      .map((d) => `“${d.citation}”`)
      .join(' · ');
  const validPrecedents = report.citationDetails.filter(
    (d) => d.status === 'valid' && PRECEDENT_KINDS.has(d.kind),
  );
  if (validPrecedents.length > 0) {
    out.push({
      kind: 'precedente',
      label: `Precedentes válidos citados (${validPrecedents.length})`,
      // +4 each, at most +12: binding precedents must be followed (CPC art. 927).
      weight: Math.min(12, 4 * validPrecedents.length),
      evidence: quote(validPrecedents),
      basis:
        'CPC art. 927 (juízes observam súmulas e precedentes); conferidos no catálogo do Lexato: +4 cada, até +12',
    });
  }
  const invalid = report.citationDetails.filter((d) => d.status === 'invalid');
  if (invalid.length > 0) {
    out.push({
      kind: 'citacao',
      label: `Citações inválidas (${invalid.length})`,
      weight: -Math.min(15, 5 * invalid.length),
      evidence: quote(invalid),
      basis: `Verificação do Lexato: ${(invalid[0]?.details ?? '').replace(/\.$/, '')}. Fundamento inexistente ou revogado enfraquece a tese: −5 cada, até −15`,
      advice: `Corrija ou retire as citações inválidas: ${quote(invalid)}.`,
    });
  }
  const suspicious = report.citationDetails.filter((d) => d.status === 'suspicious');
  if (suspicious.length > 0) {
    out.push({
      kind: 'citacao',
      label: `Citações não confirmadas (${suspicious.length})`,
      weight: -Math.min(4, 2 * suspicious.length),
      evidence: quote(suspicious),
      basis: 'Verificação do Lexato: não foi possível confirmar a citação; −2 cada, até −4',
      advice: `Confira na fonte oficial: ${quote(suspicious)}.`,
    });
  }
  return out;
}

/**
 * Small-claims fit by the value of the claims, never the salary: Lei 9.099/1995 art. 3º, I (cível) and
 * CLT art. 852-A (sumaríssimo), both 40 salários mínimos of the day of filing.
 */
function ritoFactors(caseType: CaseType, found: ClaimAmount | null, filing: string): Factor[] {
  if (!found) return [];
  const claim = found.amount;
  const wage = salarioMinimoEm(filing)?.mensal ?? null;
  if (wage === null) {
    return [
      {
        kind: 'rito',
        label: 'Rito não avaliado: salário mínimo da data do ajuizamento fora das tabelas',
        weight: 0,
        evidence: `“${claim.quote}” (${found.reason}); ajuizamento em ${formatBr(filing)}`,
        basis: `O teto de 40 salários mínimos (Lei 9.099/1995, art. 3º, I; CLT art. 852-A) é o do dia do ajuizamento; as tabelas oficiais do Lexato começam em ${formatBr(SALARIO_MINIMO_DESDE)}, por isso o cabimento não foi avaliado`,
      },
    ];
  }
  const limit = 40 * wage;
  const within = claim.value <= limit;
  const limitText = `40 salários mínimos = ${formatBRL(limit)} (salário mínimo de ${formatBRL(wage)})`;
  if (caseType === 'civil' || caseType === 'consumidor') {
    return [
      {
        kind: 'rito',
        label: within ? 'Cabe no Juizado Especial Cível' : 'Acima do teto do Juizado Especial Cível',
        // +2: conciliation first (arts. 21-22) and no costs at first instance (art. 54).
        weight: within ? 2 : 0,
        evidence: `“${claim.quote}” (${found.reason})`,
        basis: `Lei 9.099/1995, art. 3º, I: até ${limitText}; art. 9º: sem advogado até 20 salários mínimos (${formatBRL(20 * wage)}); art. 54: sem custas no 1º grau`,
        ...(within
          ? {
              advice: `Considere o Juizado Especial Cível (Lei 9.099/1995, art. 3º, I: até ${formatBRL(limit)}).`,
            }
          : {}),
      },
    ];
  }
  if (caseType === 'trabalhista') {
    return [
      {
        kind: 'rito',
        label: within ? 'Cabe no rito sumaríssimo' : 'Rito ordinário trabalhista',
        weight: within ? 2 : 0,
        evidence: `“${claim.quote}” (${found.reason})`,
        basis: `CLT art. 852-A: dissídios cujo valor não exceda ${limitText} na data do ajuizamento; art. 852-B, III: audiência em até 15 dias`,
      },
    ];
  }
  return [];
}

function missingInformation(text: string, datesKnown: boolean, claim: FoundAmount | null): Factor[] {
  const out: Factor[] = [];
  if (!datesKnown) {
    out.push({
      kind: 'informacao',
      label: 'Datas dos fatos não informadas',
      weight: -4,
      evidence: '',
      basis: 'Sem datas não é possível verificar prescrição nem decadência (CC arts. 189 e 205-206)',
      advice:
        'Informe as datas dos fatos (contratação, dano, dispensa, notificação) para conferir a prescrição.',
    });
  }
  if (!claim) {
    out.push({
      kind: 'informacao',
      label: 'Valor em discussão não informado',
      weight: -3,
      evidence: '',
      basis:
        'A petição inicial indica o valor da causa (CPC arts. 291, 292 e 319, V); sem ele não se avalia rito nem custas',
      advice: 'Informe o valor em discussão (ex.: "R$ 15.000,00").',
    });
  }
  if (text.length < 300) {
    out.push({
      kind: 'informacao',
      label: 'Relato sucinto',
      weight: -5,
      evidence: '',
      basis: `Descrição com ${text.length} caracteres: fatos, provas e datas ficam sem verificação`,
      advice: 'Detalhe os fatos, as provas disponíveis e a cronologia do caso.',
    });
  }
  return out;
}

/** The user's own recorded outcomes of similar cases, weighed by how many there are. */
function historyFactor(comparables: Comparable[], fromFactors: number): Factor | null {
  const n = comparables.length;
  if (n === 0) return null;
  const rate = (100 * comparables.reduce((s, c) => s + OUTCOME_SCORE[c.outcome], 0)) / n;
  const share = n / (n + HISTORY_SHRINKAGE);
  const weight = Math.round((rate - fromFactors) * share);
  return {
    kind: 'historico',
    label: `Resultados reais de ${pluralize(n, 'caso semelhante', 'casos semelhantes')}`,
    weight,
    evidence: '',
    basis:
      `Êxito observado de ${Math.round(rate)}% (favorável = 1, parcial/acordo = 0,5); com ${pluralize(n, 'registro', 'registros')} o histórico ` +
      `pesa ${n}/(${n}+${HISTORY_SHRINKAGE}) = ${Math.round(share * 100)}% da diferença para a estimativa pelos fatores (${fromFactors}%)`,
  };
}

const RISK_TYPE: Record<FactorKind, string> = {
  prova: 'probatório',
  prescricao: 'prescrição',
  precedente: 'jurisprudencial',
  citacao: 'fundamentação',
  rito: 'processual',
  informacao: 'informação',
  historico: 'histórico',
};

function risksOf(factors: Factor[], probability: number, caseType: CaseType): PredictionRisk[] {
  const risks: PredictionRisk[] = factors
    .filter((f) => f.weight < 0 || (f.kind === 'prescricao' && f.advice))
    .sort((a, b) => a.weight - b.weight)
    .map((f) => ({
      type: RISK_TYPE[f.kind],
      level: f.weight <= -20 ? 'alto' : f.weight <= -5 || f.kind === 'prescricao' ? 'médio' : 'baixo',
      // A basis may already end its sentence ("… (19 dias restantes)."): one full stop.
      description: `${f.label}${f.evidence ? ` (${f.evidence})` : ''}: ${f.basis.replace(/\.$/, '')}.`,
    }));
  if (probability < 50) {
    risks.push({
      type: 'sucumbência',
      level: probability < 30 ? 'alto' : 'médio',
      description:
        caseType === 'trabalhista'
          ? 'Se vencido, honorários de sucumbência de 5% a 15% (CLT art. 791-A) e custas de 2% (CLT art. 789).'
          : 'Se vencido, honorários de sucumbência de 10% a 20% do valor (CPC art. 85, §2º) e custas processuais.',
    });
  }
  return risks;
}

function adviceOf(factors: Factor[]): string[] {
  const advice = factors.flatMap((f) => (f.advice ? [f.advice] : []));
  if (advice.length === 0) advice.push('Mantenha a prova organizada e cronológica para a audiência.');
  return [...new Set(advice)];
}
