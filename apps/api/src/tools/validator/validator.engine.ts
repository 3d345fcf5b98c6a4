// The Validator's checks. @lexato/legal judges every citation's existence (invalid when a fact
// contradicts it, suspicious when it cannot be confirmed, valid when every check passes); on top of
// that, quoted passages are compared with the corpus and CNJ numbers with DataJud. Those two can
// only make a status worse. A model may add explanations and never changes a status.
import { checkCitations, extractCitations } from '@lexato/legal';
import type { CitationDetailDto, CitationStatusValue } from '@lexato/schemas';
import { z } from 'zod';
import type { AiProvider } from '../../ai/types.ts';
import { DatajudError } from '../monitor/datajud.client.ts';
import { type CnjLookup, compareWithRecord } from './validator.datajud.ts';
import { attributedQuotes, checkQuote, type SourceLookup } from './validator.quotes.ts';

export interface ValidationDeps {
  /** Injected clock, YYYY-MM-DD. */
  today: string;
  sources?: SourceLookup | undefined;
  cnjLookup?: CnjLookup | undefined;
  ai?: AiProvider | undefined;
}

export interface ValidationResult {
  reliabilityScore: number;
  totalCitations: number;
  validCitations: number;
  suspiciousCitations: number;
  invalidCitations: number;
  citationDetails: CitationDetailDto[];
  warnings: string[];
  recommendations: string[];
}

const MAX_QUOTES = 30;
const MAX_CNJ_LOOKUPS = 20;
const CNJ_IN_TEXT = /\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}/;

export async function runValidation(text: string, deps: ValidationDeps): Promise<ValidationResult> {
  const report = checkCitations(text, { today: deps.today });
  const details: CitationDetailDto[] = report.citationDetails.map((d) => ({
    ...d,
    checks: [],
    explanation: null,
  }));
  const warnings = report.warnings.filter(
    (w) => !w.startsWith('Citação inválida:') && !w.startsWith('… e mais'),
  );
  const recommendations = [...report.recommendations];
  const flags = { quoteMismatch: false, datajudMismatch: false };

  if (deps.sources) {
    try {
      flags.quoteMismatch = await checkQuotes(text, details, deps.sources, Number(deps.today.slice(0, 4)));
    } catch {
      warnings.push('Não foi possível conferir os trechos citados no acervo de fontes.');
    }
  }
  if (deps.cnjLookup) {
    const outcome = await checkWithDatajud(text, details, deps.cnjLookup);
    flags.datajudMismatch = outcome.mismatch;
    if (outcome.failure) warnings.push(`Consulta ao DataJud: ${outcome.failure}`);
    const cnj = details.filter((d) => CNJ_IN_TEXT.test(d.citation));
    if (cnj.length > 0 && cnj.every((d) => d.checks.includes('datajud'))) {
      const unverified = recommendations.findIndex((r) => r.startsWith('Dígitos verificadores corretos'));
      if (unverified !== -1) recommendations.splice(unverified, 1);
    }
  }
  if (flags.quoteMismatch) {
    recommendations.push(
      'Há trecho entre aspas que não confere com a fonte citada: copie o texto oficial ou retire as aspas.',
    );
  }
  if (flags.datajudMismatch) {
    recommendations.push(
      'Há processo citado cujos dados não conferem com o DataJud: confira órgão julgador, classe e datas na consulta pública do tribunal.',
    );
  }
  if (deps.ai && deps.ai.kind !== 'builtin') {
    const notice = await addExplanations(deps.ai, text, details);
    if (notice) warnings.push(notice);
  }
  return {
    ...tally(details),
    citationDetails: details,
    warnings: [...invalidWarnings(details), ...warnings],
    recommendations,
  };
}

/** Counts and reliabilityScore = round(100 × (valid + 0.5 × suspicious) / total); 100 when none. */
export function tally(details: Array<{ status: CitationStatusValue }>) {
  const count = (s: CitationStatusValue) => details.filter((d) => d.status === s).length;
  const validCitations = count('valid');
  const suspiciousCitations = count('suspicious');
  const total = details.length;
  return {
    reliabilityScore:
      total === 0 ? 100 : Math.round((100 * (validCitations + 0.5 * suspiciousCitations)) / total),
    totalCitations: total,
    validCitations,
    suspiciousCitations,
    invalidCitations: count('invalid'),
  };
}

function invalidWarnings(details: CitationDetailDto[]): string[] {
  const invalids = details.filter((d) => d.status === 'invalid');
  const out = invalids.slice(0, 20).map((d) => `Citação inválida: "${d.citation}" — ${d.details}`);
  if (invalids.length > 20) out.push(`… e mais ${invalids.length - 20} citações inválidas`);
  return out;
}

function worsen(d: CitationDetailDto, status: CitationStatusValue, reason: string, confidence: number) {
  const rank = { valid: 0, suspicious: 1, invalid: 2 } as const;
  d.details = `${d.details}; ${reason}`;
  if (rank[status] > rank[d.status]) {
    d.status = status;
    d.confidence = confidence;
  }
}

async function checkQuotes(
  text: string,
  details: CitationDetailDto[],
  sources: SourceLookup,
  pivotYear: number,
): Promise<boolean> {
  let mismatch = false;
  const quotes = attributedQuotes(text, extractCitations(text, { pivotYear })).slice(0, MAX_QUOTES);
  for (const q of quotes) {
    const detail = details.find((d) => d.start === q.citation.start);
    if (!detail) continue;
    const verdict = await checkQuote(q, sources);
    if (verdict.kind === 'unavailable') continue;
    detail.checks.push('corpus');
    if (verdict.kind === 'matches') {
      detail.details = `${detail.details}; o trecho entre aspas confere com ${verdict.source.title} (acervo de fontes)`;
      continue;
    }
    mismatch = true;
    const other = verdict.elsewhere ? `; o trecho é de ${verdict.elsewhere.title}` : '';
    worsen(
      detail,
      'invalid',
      `o trecho entre aspas não consta de ${verdict.source.title} no acervo de fontes${other}`,
      90,
    );
  }
  return mismatch;
}

async function checkWithDatajud(
  text: string,
  details: CitationDetailDto[],
  lookup: CnjLookup,
): Promise<{ mismatch: boolean; failure: string | undefined }> {
  let mismatch = false;
  let failure: string | undefined;
  const targets = details
    .filter((d) => d.status === 'valid' && CNJ_IN_TEXT.test(d.citation))
    .slice(0, MAX_CNJ_LOOKUPS);
  const cache = new Map<string, ReturnType<CnjLookup>>();
  for (const d of targets) {
    const number = CNJ_IN_TEXT.exec(d.citation)?.[0] ?? '';
    let pending = cache.get(number);
    if (!pending) {
      pending = lookup(number);
      cache.set(number, pending);
    }
    try {
      const meta = await pending;
      d.checks.push('datajud');
      if (!meta) {
        worsen(
          d,
          'suspicious',
          'o DataJud não tem registro deste processo (pode tramitar em segredo de justiça ou não ter sido indexado)',
          55,
        );
        continue;
      }
      const problems = compareWithRecord(contextOf(text, d.start, d.end), meta);
      if (problems.length > 0) {
        mismatch = true;
        worsen(d, 'invalid', `DataJud: ${problems.join('; ')}`, 90);
      } else {
        const facts = [
          meta.court ? `órgão julgador ${meta.court}` : '',
          meta.className ? `classe ${meta.className}` : '',
          meta.filedOn ? `ajuizado em ${meta.filedOn.split('-').reverse().join('/')}` : '',
        ].filter(Boolean);
        d.details = `${d.details.replace('; existência do processo não verificada', '')}; processo encontrado no DataJud (${facts.join(', ')}), e o texto não o contradiz`;
        d.confidence = Math.max(d.confidence, 95);
      }
    } catch (error) {
      failure = error instanceof DatajudError ? error.message : 'falha na consulta.';
    }
  }
  return { mismatch, failure };
}

/** The sentence-ish neighbourhood where a text states the court, class and dates of a process. */
function contextOf(text: string, start: number, end: number): string {
  const paragraphStart = text.lastIndexOf('\n', start) + 1;
  const nextBreak = text.indexOf('\n', end);
  const paragraphEnd = nextBreak === -1 ? text.length : nextBreak;
  return text.slice(Math.max(paragraphStart, start - 200), Math.min(paragraphEnd, end + 300));
}

const explanationsSchema = z.object({
  explanations: z.array(z.object({ citation: z.string(), explanation: z.string() })),
});

const MAX_EXPLAINED = 30;

/** The model explains the non-valid citations in plain words; statuses are never touched. */
async function addExplanations(
  ai: AiProvider,
  text: string,
  details: CitationDetailDto[],
): Promise<string | undefined> {
  const targets = details.filter((d) => d.status !== 'valid').slice(0, MAX_EXPLAINED);
  if (targets.length === 0) return undefined;
  const list = targets.map((d) => `- "${d.citation}" [${d.status}]: ${d.details}`).join('\n');
  const answer = await ai.structured({
    task: 'validator.explanations',
    system:
      'Você é um advogado brasileiro. Para cada citação listada, explique em uma ou duas frases, em português, por que ela foi marcada e como o autor pode confirmá-la ou corrigi-la. Não diga que uma citação inválida é válida e não invente dispositivos.',
    user: `Citações verificadas:\n${list}\n\nTrecho do documento:\n${text.slice(0, 20_000)}`,
    schema: explanationsSchema,
    schemaName: 'citation_explanations',
  });
  if (!answer.ok) return answer.reason === 'not_configured' ? undefined : answer.message;
  for (const e of answer.value.explanations) {
    const d = targets.find((t) => t.citation === e.citation.trim() && t.explanation === null);
    if (d && e.explanation.trim()) d.explanation = e.explanation.trim().slice(0, 1000);
  }
  return undefined;
}
