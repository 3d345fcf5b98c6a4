// Judges every citation the extractor finds against the facts in src/data. invalid: a verified fact
// contradicts it; suspicious: it exists but is revoked, cancelled or otherwise wrong; unverified:
// nothing here confirms or refutes it; valid: positive evidence. Articles, súmulas and temas get
// their evidence from the knowledge base in the API, which refines these verdicts. Texts are
// Portuguese: they go straight to the user.

import { type Citation, extractWithin, parseLawRef } from './citations.ts';
import { type IsoDate, isRealDate, MONTH_NAMES, requireIsoDate, toIso } from './dates.ts';
import { monthNumber } from './law-refs.ts';
import { judgeArticle, judgeLaw } from './law-verdicts.ts';
import {
  judgeCase,
  judgeCnj,
  judgeOj,
  judgePrecedenteNormativo,
  judgeSumula,
  judgeTema,
} from './precedent-verdicts.ts';
import {
  type CitationStatus,
  type Context,
  combine,
  impossibleDate,
  incomplete,
  judgeDate,
  type Verdict,
  valid,
} from './verdicts.ts';

export type { CitationStatus } from './verdicts.ts';

export interface CitationDetail {
  citation: string;
  kind: string;
  status: CitationStatus;
  /** Portuguese reason. */
  details: string;
  /** 0-100: how sure the engine is of the status. */
  confidence: number;
  start: number;
  end: number;
}

export interface CitationReport {
  /** null when the text cites nothing: there is nothing to be reliable about ('sem citações para conferir'). */
  reliabilityScore: number | null;
  totalCitations: number;
  validCitations: number;
  suspiciousCitations: number;
  invalidCitations: number;
  /** "Não verificadas": nothing in the catalogue or the base confirms or refutes them. */
  unverifiedCitations: number;
  /** "Incompletas" (referências vagas): too vague to check; in the total, counted apart. */
  incompleteCitations: number;
  citationDetails: CitationDetail[];
  warnings: string[];
  recommendations: string[];
}

export interface CheckOptions {
  /** Injected clock, YYYY-MM-DD. */
  today: IsoDate;
  /** At most this many citations are checked (the first ones); default MAX_CHECKED_CITATIONS. */
  limit?: number;
  /** Whether the text is a court's decision; read from the text when not given. */
  courtDecision?: boolean;
  /** The day the document was written; the latest past date written in it when not given. */
  documentDate?: IsoDate;
}

const NUMERIC_DATE = /(?<![\d/.])(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})(?![\d/])/g;

/** Every dd/mm/aaaa date of the text that cannot exist ('31/02/2024'), with the rule it breaks. */
export function impossibleDatesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const date = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
    if (!isRealDate(date)) out.push(impossibleDate(date));
  }
  return [...new Set(out)];
}

/** CPC/2015 art. 1.045: in force a year after its publication (DOU 17/03/2015), on 18/03/2016 (STJ, Enunciado Administrativo 1). */
const CPC_2015_IN_FORCE = '2016-03-18';

const WRITTEN_DATE = new RegExp(
  String.raw`(?<!\d)(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d{2})(?!\d)|(?<!\d)(\d{1,2})º?\s+de\s+(${MONTH_NAMES.join('|')}|marco)\s+de\s+((?:19|20)\d{2})(?!\d)`,
  'gi',
);

/**
 * When a text was written, read from the text: the latest real date in it that is not after
 * today (a decision's judgment or signature date comes last; dates it quotes are earlier).
 */
export function documentDateOf(text: string, today: IsoDate): IsoDate | undefined {
  let latest: IsoDate | undefined;
  for (const m of text.matchAll(WRITTEN_DATE)) {
    const day = Number(m[1] ?? m[4]);
    const month = m[2] ? Number(m[2]) : monthNumber(m[5]);
    const year = Number(m[3] ?? m[6]);
    if (!month) continue;
    const parts = { day, month, year };
    if (!isRealDate(parts)) continue;
    const iso = toIso(parts);
    if (iso <= today && (!latest || iso > latest)) latest = iso;
  }
  return latest;
}

/**
 * A bare 'CPC' ('Código de Processo Civil', no year) in a text written before 18/03/2016 is the
 * CPC of 1973 (Lei nº 5.869/1973), the code then in force: 'art. 543-C do CPC' in a 2014 decision.
 */
function readAsCpc1973(c: Citation): void {
  if (c.kind !== 'artigo' && c.kind !== 'lei') return;
  const law = c.law;
  if (!law || law.year !== undefined || law.alias === undefined) return;
  if (!/^(?:CPC|C[óo]digo de Processo Civil)$/i.test(law.alias.trim())) return;
  c.law = parseLawRef('CPC/1973');
}

/** The parts every published decision has: at least two of them mark the text as one. */
const DECISION_PARTS: readonly RegExp[] = [
  /\bEMENTA\b|\bEmenta\s*:/,
  /\bAC[ÓO]RD[ÃA]O\b/,
  /\bRELAT[ÓO]RIO\b|\bRelatório\b/,
  /\bVOTO\b|\bVoto\b|\bV O T O\b/,
  /Vistos,?\s+relatados\s+e\s+discutidos/i,
  /\bRELATORA?\s*:|\bRelatora?\s*:|\bRel\.\s*Min|\(RELATORA?\)|\bDES(?:EMBARGADORA?)?\.?\s+RELATORA?\b/,
];

/** A court's decision by its parts (ementa, acórdão, relatório, voto, relator). */
export function looksLikeCourtDecision(text: string): boolean {
  const head = text.slice(0, 200_000);
  return DECISION_PARTS.filter((p) => p.test(head)).length >= 2;
}

/** A 400,000-character brief cites a few hundred provisions; a text with more is not a brief. */
export const MAX_CHECKED_CITATIONS = 1000;

/** The report plus the citations themselves, for the checks that follow (base, quotes, DataJud). */
export interface CheckedText extends CitationReport {
  citations: Citation[];
  /** The text held more citations than were checked. */
  truncated: boolean;
  /** Notes the judges left for the recommendations ('revogada', 'julgado', …). */
  notes: string[];
  /** The text is a court's own decision: a contradiction in it is the court's slip, not an invention. */
  courtDecision: boolean;
}

/** Extracts and checks every citation in `text` (see `tally` for the score). */
export function checkCitations(text: string, options: CheckOptions): CitationReport {
  const { citations: _c, truncated: _t, notes: _n, courtDecision: _d, ...report } = checkText(text, options);
  return report;
}

export function checkText(text: string, options: CheckOptions): CheckedText {
  const today = toIso(requireIsoDate(options.today, 'today'));
  const ctx: Context = {
    text,
    today,
    todayYear: Number(today.slice(0, 4)),
    notes: new Set(),
    courtDecision: options.courtDecision ?? looksLikeCourtDecision(text),
  };
  const limit = options.limit ?? MAX_CHECKED_CITATIONS;
  const { citations, truncated } = extractWithin(text, { pivotYear: ctx.todayYear, limit });
  const written = options.documentDate ?? documentDateOf(text, today);
  ctx.documentDate = written;
  if (written && written < CPC_2015_IN_FORCE) for (const c of citations) readAsCpc1973(c);
  const citationDetails = citations.map((c) => {
    const verdict = judge(c, ctx);
    return { citation: c.text, kind: c.kind, ...verdict, start: c.start, end: c.end };
  });
  const warnings = warningsFor(citationDetails);
  // a date nobody labelled ('em 31/02/2024') that cannot exist is still the author's error
  for (const bad of impossibleDatesIn(text).slice(0, 10)) warnings.push(`Data impossível: ${bad}.`);
  if (truncated) {
    warnings.unshift(
      `O texto tem mais de ${limit.toLocaleString('pt-BR')} citações; foram conferidas apenas as ${limit.toLocaleString('pt-BR')} primeiras.`,
    );
  }
  return {
    ...tally(citationDetails),
    citationDetails,
    warnings,
    recommendations: recommendationsFor(citationDetails, ctx.notes),
    citations,
    truncated,
    notes: [...ctx.notes],
    courtDecision: ctx.courtDecision === true,
  };
}

/**
 * Counts and reliabilityScore = round(100 × (valid + 0.5 × suspicious) / total); none (null) when
 * there is no citation: a text that cites nothing is not "100 % confiável", it has nothing to
 * check. An unverified or incomplete (vague) citation is in the total and adds nothing: the score
 * measures what was confirmed, and a citation nothing could confirm is not; a text that leans on
 * 'jurisprudência pacífica' alone is not a reliable one.
 */
export function tally(details: ReadonlyArray<{ status: CitationStatus }>) {
  const counts: Record<CitationStatus, number> = {
    valid: 0,
    suspicious: 0,
    invalid: 0,
    unverified: 0,
    incomplete: 0,
  };
  for (const d of details) counts[d.status] += 1;
  const total = details.length;
  return {
    reliabilityScore:
      total === 0 ? null : Math.round((100 * (counts.valid + 0.5 * counts.suspicious)) / total),
    totalCitations: total,
    validCitations: counts.valid,
    suspiciousCitations: counts.suspicious,
    invalidCitations: counts.invalid,
    unverifiedCitations: counts.unverified,
    incompleteCitations: counts.incomplete,
  };
}

function judge(c: Citation, ctx: Context): Verdict {
  switch (c.kind) {
    case 'artigo': {
      const verdict = judgeArticle(c.articles, c.law, ctx, c);
      if (!c.lawFromContext || !c.law) return verdict;
      const details = `${verdict.details} (diploma inferido da citação anterior: ${c.law.raw})`;
      return { ...verdict, details, confidence: Math.min(verdict.confidence, 75) };
    }
    case 'lei':
      return judgeLaw(c.law, ctx, c).verdict;
    case 'sumula':
    case 'sumula-vinculante':
      return judgeSumula(c.court, c.numbers, c.kind === 'sumula-vinculante', ctx, c);
    case 'oj':
      return judgeOj(c.body, c.numbers, ctx, c);
    case 'precedente-normativo':
      return judgePrecedenteNormativo(c.numbers);
    case 'tema':
      return combine(c.numbers.map((n) => judgeTema(c.court, n)));
    case 'cnj':
      return judgeCnj(c.number, ctx);
    case 'julgado':
      return judgeCase(c.caseClass, c.caseNumber, c.dates, ctx);
    case 'data':
      return judgeDate(c.date, ctx) ?? valid(`data ${c.date.raw} é possível e não é futura`, 90);
    case 'vaga':
      return incomplete(
        `referência vaga (${c.missing.join(', ')}): não identifica a decisão citada e não pode ser conferida; indique tribunal, classe, número e data do julgado, ou o número da súmula ou do tema`,
        90,
      );
  }
}

function warningsFor(details: CitationDetail[]): string[] {
  const invalids = details.filter((d) => d.status === 'invalid');
  const warnings = invalids.slice(0, 20).map((d) => `Citação inválida: "${d.citation}" — ${d.details}`);
  if (invalids.length > 20) warnings.push(`… e mais ${invalids.length - 20} citações inválidas`);
  if (details.length === 0) warnings.push('Nenhuma citação jurídica encontrada no texto.');
  const share = details.length > 0 ? details.filter((d) => d.status !== 'valid').length / details.length : 0;
  if (share >= 0.5 && details.length >= 4) {
    warnings.push(
      'Metade ou mais das citações não pôde ser confirmada: revise o texto inteiro antes de usá-lo.',
    );
  }
  return warnings;
}

/** Recommendations by what the citations and the judges' notes show, in the order a lawyer acts on them. */
const RECOMMENDATIONS: ReadonlyArray<
  [(details: CitationDetail[], notes: ReadonlySet<string>) => boolean, string]
> = [
  [
    (d) => d.some((x) => x.status === 'invalid'),
    'Corrija ou remova as citações inválidas antes de protocolar a peça.',
  ],
  [
    (d) => d.some((x) => x.status === 'suspicious'),
    'Revise as citações suspeitas: o detalhe de cada uma traz o texto ou a situação oficial do dispositivo.',
  ],
  [
    (d) => d.some((x) => x.status === 'unverified'),
    'Confira as citações não verificadas nas fontes oficiais (Planalto, STF, STJ, TST): a base do Lexato não as cobre.',
  ],
  [
    (d) => d.some((x) => x.status === 'incomplete'),
    'Complete as referências vagas ("jurisprudência pacífica", "precedente do STJ"): cite tribunal, classe, número e data de ao menos um julgado, ou o número da súmula ou do tema.',
  ],
  [
    (_, n) => n.has('revogada'),
    'Há diplomas revogados citados: indique a norma vigente ou deixe claro que a menção é histórica.',
  ],
  [
    (_, n) => n.has('cnj'),
    'Dígitos verificadores corretos não provam que o processo existe: consulte-o no DataJud ou no tribunal.',
  ],
  [
    (_, n) => n.has('julgado'),
    'Confira os precedentes citados (REsp, RE, HC…) na pesquisa de jurisprudência do tribunal.',
  ],
];

export function recommendationsFor(details: CitationDetail[], notes: ReadonlySet<string>): string[] {
  return RECOMMENDATIONS.filter(([applies]) => applies(details, notes)).map(([, text]) => text);
}
