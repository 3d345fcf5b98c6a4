// Clause rules that depend on who the parties are: the same words are valid between two companies
// and null against a consumer (liability), or fall under the Lei de Usura only outside the cases
// Lei 14.905/2024 art. 3º excludes (capitalisation). Each row: the words of the clause, the parties
// it applies to, and the finding with its article.
import type { ContractRelation } from '@lexato/schemas';
import { about, type FindingSpec, type LocatedFinding } from './finding.ts';
import { individualParties, type RelationReading, readRelation } from './relation.ts';
import type { Excerpt, Sentences } from './text.ts';

const ADHESION = /contrato de ades[ãa]o|\baderente\b/i;
const FINANCIAL =
  /institui[çc][ãa]o financeira|\bbanco\b|sistema financeiro nacional|sociedade de cr[ée]dito|cooperativa de cr[ée]dito|\bfintech\b/i;
const CNPJ = /\bCNPJ\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/g;

/** Who the contract binds, read once per analysis. */
export interface Parties {
  /** The relation the contract sets up (relation.ts), with the facts that decided it. */
  relation: RelationReading;
  consumer: boolean;
  adhesion: boolean;
  /** Both parties are legal entities (two CNPJs, no CPF): Lei 14.905/2024, art. 3º, I. */
  businessOnly: boolean;
  /** A financial institution is a party: Lei 14.905/2024, art. 3º, III, a; Súmula 596 do STF. */
  financial: boolean;
}

/** `set`: the relation as the user corrected it, which wins over the reading of the document. */
export function partiesOf(text: string, set?: ContractRelation): Parties {
  const relation = readRelation(text, set);
  const consumer = relation.value === 'consumo';
  return {
    relation,
    consumer,
    adhesion: ADHESION.test(text),
    // A CPF given for a company's representative or a witness does not make a party an individual.
    businessOnly:
      (relation.value === 'empresarial' ||
        (!consumer && relation.value !== 'trabalho' && [...text.matchAll(CNPJ)].length >= 2)) &&
      individualParties(text).length === 0,
    financial: FINANCIAL.test(text),
  };
}

/** Whether Decreto 22.626/1933 (Lei de Usura) governs the contract's interest at all. */
export const usuryApplies = (p: Parties) => !p.businessOnly && !p.financial;

interface ClauseRule {
  re: RegExp;
  appliesTo: (p: Parties) => boolean;
  /** Extra test on the clause itself, when the words alone are not enough. */
  clauseTest?: (clause: string) => boolean;
  spec: FindingSpec;
}

const TOTAL_EXCLUSION =
  /n[ãa]o se responsabiliza|n[ãa]o (?:se )?responder[áa]|n[ãa]o ser[áa] respons[áa]vel|isent[ao]s?\s+de\s+(?:toda\s+(?:e\s+qualquer\s+)?|qualquer\s+)?responsabilidade|exime-se|exonera(?:-se|da| a)|em nenhuma hip[óo]tese (?:responder|ser[áa] respons)/i;
/** Total, not a partial exclusion of indirect damages (valid between companies, CC art. 421-A, II). */
const isTotal = (clause: string) =>
  /nenhuma hip[óo]tese|quaisquer (?:danos|preju[íi]zos|perdas)|qualquer (?:dano|preju[íi]zo|responsabilidade|natureza)|toda e qualquer|toda responsabilidade/i.test(
    clause,
  ) &&
  (!/indiret|lucros cessantes/i.test(clause) || /diret[oa]s? (?:ou|e) indiret/i.test(clause));

const CAP =
  /responsabilidade[^.;\n]{0,80}limitad[ao]|limita[çc][ãa]o d[ae] responsabilidade|limitad[ao]s? ao valor/i;
const CAPITALISATION = /capitaliza\w*|juros sobre juros|juros compostos|anatocismo/i;
const GENERIC_CONSENT =
  /(?:consent\w*|autoriz\w*)[^.;\n]{0,160}(?:irrevog|irretrat|quaisquer finalidades|qualquer finalidade|qualquer fim|sem restri)|(?:irrevog|irretrat)\w*[^.;\n]{0,160}(?:dados|compartilh)/i;

export const CLAUSE_RULES: readonly ClauseRule[] = [
  {
    re: TOTAL_EXCLUSION,
    appliesTo: (p) => !p.consumer,
    clauseTest: isTotal,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Exclusão total da responsabilidade: entre empresas a alocação de riscos pactuada é respeitada, mas dentro de limites — não alcança dolo nem culpa grave e não pode esvaziar a obrigação principal; a cláusula tende a ser declarada ineficaz.',
      recommendation:
        'Troque a exclusão total por limitação proporcional (por exemplo, o valor pago nos últimos 12 meses), ressalvados dolo e culpa grave.',
      legalBasis: 'CC, arts. 421-A, II, e 422',
    },
  },
  {
    re: CAP,
    appliesTo: (p) => p.consumer,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Limitação da responsabilidade do fornecedor em contrato de consumo: é vedada e nula a cláusula que impossibilite, exonere ou atenue a obrigação de indenizar.',
      recommendation:
        'Retire a limitação: o fornecedor responde pela reparação integral dos danos ao consumidor (CDC art. 6º, VI).',
      legalBasis: 'CDC, arts. 25 e 51, I',
    },
  },
  {
    re: CAPITALISATION,
    appliesTo: usuryApplies,
    // Not an annual capitalisation, nor a clause that forbids it ("vedada a capitalização", "sem capitalização").
    clauseTest: (clause) =>
      !/\banual(?:mente)?\b/i.test(clause) &&
      !/(?:vedad[ao]|proibid[ao]|sem|n[ãa]o haver[áa]|n[ãa]o incidir[áa])\s+(?:a\s+|qualquer\s+)?capitaliza/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Capitalização de juros em período inferior ao anual fora do sistema financeiro: vedada ainda que expressamente convencionada; só instituições financeiras podem pactuá-la, e de forma expressa.',
      recommendation: 'Retire a capitalização mensal e cobre juros simples sobre o saldo devedor.',
      legalBasis:
        'Súmula 121 do STF; Decreto 22.626/1933, art. 4º; só instituições financeiras: MP 2.170-36/2001, art. 5º, e Súmula 539 do STJ',
    },
  },
  {
    re: GENERIC_CONSENT,
    appliesTo: () => true,
    clauseTest: (clause) => /dados/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'alta',
      description:
        'Consentimento genérico ou irrevogável para tratar ou compartilhar dados pessoais: autorizações genéricas são nulas e o consentimento pode ser revogado a qualquer momento.',
      recommendation:
        'Indique finalidades determinadas, destaque a cláusula e garanta a revogação gratuita e facilitada; ou apoie o tratamento em outra base legal do art. 7º.',
      legalBasis: 'LGPD (Lei 13.709/2018), arts. 7º, I, e 8º, §§ 4º e 5º',
    },
  },
];

/**
 * Words that deny or forbid what follows them in the same clause: "não haverá multa", "fica vedada
 * a arbitragem", "não se aplica qualquer inversão do ônus da prova", "não poderá alterar", "nenhuma
 * renúncia", "não perderá as quantias pagas". Past a word, only a "não" that denies existence, permission or effect counts: in "não responderá
 * por danos decorrentes de dolo" or "não serão revelados mesmo mediante ordem judicial" the "não" is
 * the clause's own content. "Sem prejuízo de" keeps what follows. The denial reaches at most five
 * words and stops at a comma, a semicolon or a new statement ("e", "mas", "mesmo", "ainda que", "sob pena de": "não poderá ceder
 * o contrato sob pena de multa" sets the fine).
 */
const DENIED_BEFORE =
  /\bn[ãa]o\s+$|(?:\bn[ãa]o\s+(?:se\s+)?(?:haver[áa]|h[áa]|poder[áa]o?|pode(?:m)?|aplica\w*|incidir[áa]o?|incide(?:m)?|ser[áa]o?\s+(?:cobrad|aplicad|devid|exigid|admitid|permitid|impost)\w*|renuncia\w*|perder[áa]o?|cabe(?:r[áa])?|admite|permite|implica\w*|gera(?:r[áa])?)(?![a-zà-ú])|\bvedad[ao]s?|\bproibid[ao]s?|\bdefes[ao]s?|\bnenhum[a]?|\bnem|\bsem(?!\s+preju[íi]zo))(?:\s+[^\s,;]+){0,5}?\s*$/i;
const STATEMENT_BREAK =
  /[,;:]|\s(?:e|mas|por[ée]m|contudo|todavia|salvo|exceto|mesmo|ainda que|inclusive|independentemente|sob pena d[eoa]s?|caso contr[áa]rio|hip[óo]tese em que)\s/gi;

/** Whether the words at `index` are denied or forbidden by the words just before them in their sentence. */
export function deniedAt(text: string, sentenceStart: number, index: number): boolean {
  let before = text.slice(Math.max(sentenceStart, index - 80), index);
  const breaks = [...before.matchAll(STATEMENT_BREAK)];
  const last = breaks.at(-1);
  if (last) before = before.slice(last.index + last[0].length);
  return DENIED_BEFORE.test(before);
}

/**
 * Each sentence once, however many times the pattern matches in it; a sentence whose every match
 * is denied ("não haverá multa de 10%") is a clause that forbids the thing, not one that sets it.
 */
export function sentencesMatching(s: Sentences, re: RegExp): Excerpt[] {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const seen = new Set<number>();
  const out: Excerpt[] = [];
  for (const m of s.text.matchAll(global)) {
    const sentence = s.around(m.index, m[0].length);
    if (deniedAt(s.text, sentence.start, m.index)) continue;
    if (seen.has(sentence.start)) continue;
    seen.add(sentence.start);
    out.push(sentence);
  }
  return out;
}

export function clauseRuleFindings(s: Sentences, parties: Parties): LocatedFinding[] {
  const out: LocatedFinding[] = [];
  for (const rule of CLAUSE_RULES) {
    if (!rule.appliesTo(parties)) continue;
    for (const clause of sentencesMatching(s, rule.re).slice(0, 5)) {
      if (rule.clauseTest && !rule.clauseTest(clause.text)) continue;
      out.push(about(clause, rule.spec));
    }
  }
  return out;
}
