// Judges every citation the extractor finds against the facts in src/data. invalid: a verified fact
// contradicts it; suspicious: it cannot be confirmed (unknown law, unverified count, case number with
// nothing checkable); valid: every check passed. Texts are Portuguese: they go straight to the user.

import { type Citation, extractCitations } from './citations.ts';
import { type IsoDate, requireIsoDate, toIso } from './dates.ts';
import { judgeArticle, judgeLaw } from './law-verdicts.ts';
import { judgeCase, judgeCnj, judgeOj, judgeSumula } from './precedent-verdicts.ts';
import { type CitationStatus, type Context, judgeDate, type Verdict, valid } from './verdicts.ts';

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
  reliabilityScore: number;
  totalCitations: number;
  validCitations: number;
  suspiciousCitations: number;
  invalidCitations: number;
  citationDetails: CitationDetail[];
  warnings: string[];
  recommendations: string[];
}

export interface CheckOptions {
  /** Injected clock, YYYY-MM-DD. */
  today: IsoDate;
}

/**
 * Extracts and checks every citation in `text`.
 * reliabilityScore = round(100 × (valid + 0.5 × suspicious) / total); 100 when there is no citation.
 */
export function checkCitations(text: string, options: CheckOptions): CitationReport {
  const today = toIso(requireIsoDate(options.today, 'today'));
  const ctx: Context = { text, today, todayYear: Number(today.slice(0, 4)), notes: new Set() };
  const citationDetails = extractCitations(text, { pivotYear: ctx.todayYear }).map((c) => {
    const verdict = judge(c, ctx);
    return { citation: c.text, kind: c.kind, ...verdict, start: c.start, end: c.end };
  });
  const count = (status: CitationStatus) => citationDetails.filter((d) => d.status === status).length;
  const validCitations = count('valid');
  const suspiciousCitations = count('suspicious');
  const invalidCitations = count('invalid');
  const total = citationDetails.length;
  const reliabilityScore =
    total === 0 ? 100 : Math.round((100 * (validCitations + 0.5 * suspiciousCitations)) / total);
  return {
    reliabilityScore,
    totalCitations: total,
    validCitations,
    suspiciousCitations,
    invalidCitations,
    citationDetails,
    warnings: warningsFor(citationDetails),
    recommendations: recommendationsFor(citationDetails, ctx),
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
    case 'cnj':
      return judgeCnj(c.number, ctx);
    case 'julgado':
      return judgeCase(c.caseClass, c.caseNumber, c.dates, ctx);
    case 'data':
      return judgeDate(c.date, ctx) ?? valid(`data ${c.date.raw} é possível e não é futura`, 90);
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

function recommendationsFor(details: CitationDetail[], ctx: Context): string[] {
  const out: string[] = [];
  if (details.some((d) => d.status === 'invalid')) {
    out.push('Corrija ou remova as citações inválidas antes de protocolar a peça.');
  }
  if (details.some((d) => d.status === 'suspicious')) {
    out.push(
      'Confirme as citações suspeitas nas fontes oficiais (Planalto, STF, STJ, TST) antes de usá-las.',
    );
  }
  if (ctx.notes.has('sem-contagem')) {
    out.push(
      'Há artigos de diplomas cuja contagem de artigos não foi verificada: confira-os no texto compilado do Planalto.',
    );
  }
  if (ctx.notes.has('revogada'))
    out.push(
      'Há diplomas revogados citados: indique a norma vigente ou deixe claro que a menção é histórica.',
    );
  const partial = ['STF', 'TST'].filter((c) => ctx.notes.has(`parcial:${c}`));
  if (partial.length > 0) {
    out.push(
      `Confira a vigência das súmulas/OJs do ${partial.join(' e do ')} no site do tribunal: a lista de canceladas do catálogo é parcial.`,
    );
  }
  if (ctx.notes.has('cnj')) {
    out.push(
      'Dígitos verificadores corretos não provam que o processo existe: consulte-o no DataJud ou no tribunal.',
    );
  }
  if (ctx.notes.has('julgado'))
    out.push('Confira os precedentes citados (REsp, RE, HC…) na pesquisa de jurisprudência do tribunal.');
  return out;
}
