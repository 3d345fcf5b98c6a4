// The Validator's checks. @lexato/legal extracts every citation and judges it against the law
// catalogue (invalid when a fact contradicts it); the knowledge base then decides existence,
// vigência and wording (shared/lawbase/: "válida" only with positive evidence); CNJ numbers
// are compared with DataJud, which can only make a status worse. A model may add explanations and
// never changes a status. Extraction runs off the event loop for a long text (workers/text-engine.ts).
import { type CheckedText, recommendationsFor, STATUS_RANK, tally } from '@lexato/legal';
import type { CitationDetailDto, CitationStatusValue } from '@lexato/schemas';
import { z } from 'zod';
import type { AiProvider } from '../../../ai/types.ts';
import { DatajudError } from '../../../clients/datajud.client.ts';
import type { LawbaseLookup } from '../../../shared/lawbase/judge.ts';
import { verifyInBase } from '../../../shared/lawbase/verify.ts';
import { defaultTextEngine, type TextEngine } from '../../../workers/text-engine.ts';
import { type CnjLookup, compareWithRecord } from '../validator.datajud.ts';

export interface ValidationDeps {
  /** Injected clock, YYYY-MM-DD. */
  today: string;
  /** The knowledge base; without it articles, súmulas and temas stay "não verificadas". */
  lawbase?: LawbaseLookup | undefined;
  cnjLookup?: CnjLookup | undefined;
  ai?: AiProvider | undefined;
  engine?: TextEngine | undefined;
}

export interface ValidationResult {
  /** null: the text cites nothing to check. */
  reliabilityScore: number | null;
  totalCitations: number;
  validCitations: number;
  suspiciousCitations: number;
  invalidCitations: number;
  unverifiedCitations: number;
  /** References too vague to check ("incompletas"). */
  incompleteCitations: number;
  citationDetails: CitationDetailDto[];
  warnings: string[];
  recommendations: string[];
}

const MAX_CNJ_LOOKUPS = 20;
const CNJ_IN_TEXT = /\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}/;

/** The citations of `text`, each with its final status before DataJud and the model. */
export async function checkCitationsWithBase(
  text: string,
  deps: Pick<ValidationDeps, 'today' | 'lawbase' | 'engine'>,
): Promise<{ details: CitationDetailDto[]; checked: CheckedText; warnings: string[] }> {
  const checked = await (deps.engine ?? defaultTextEngine).citations(text, deps.today);
  return { ...(await verifyInBase(text, checked, deps.lawbase)), checked };
}

export async function runValidation(text: string, deps: ValidationDeps): Promise<ValidationResult> {
  const { details, checked, warnings } = await checkCitationsWithBase(text, deps);
  const notes = new Set(checked.notes);
  const flags = { datajudMismatch: false };
  if (deps.cnjLookup) {
    const outcome = await checkWithDatajud(text, details, deps.cnjLookup);
    flags.datajudMismatch = outcome.mismatch;
    if (outcome.failure) warnings.push(`Consulta ao DataJud: ${outcome.failure}`);
    const cnj = details.filter((d) => CNJ_IN_TEXT.test(d.citation));
    if (cnj.length > 0 && cnj.every((d) => d.checks.includes('datajud'))) notes.delete('cnj');
  }
  const recommendations = recommendationsFor(details, notes);
  if (
    details.some((d) => d.checks.includes('base') && d.details.includes('trecho entre aspas não confere'))
  ) {
    recommendations.push(
      'Há trecho entre aspas que não confere com o texto oficial: copie o texto oficial ou retire as aspas.',
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

function invalidWarnings(details: CitationDetailDto[]): string[] {
  const invalids = details.filter((d) => d.status === 'invalid');
  const out = invalids.slice(0, 20).map((d) => `Citação inválida: "${d.citation}" — ${d.details}`);
  if (invalids.length > 20) out.push(`… e mais ${invalids.length - 20} citações inválidas`);
  return out;
}

function worsen(d: CitationDetailDto, status: CitationStatusValue, reason: string, confidence: number) {
  d.details = `${d.details}; ${reason}`;
  if (STATUS_RANK[status] > STATUS_RANK[d.status]) {
    d.status = status;
    d.confidence = confidence;
  }
}

async function checkWithDatajud(
  text: string,
  details: CitationDetailDto[],
  lookup: CnjLookup,
): Promise<{ mismatch: boolean; failure: string | undefined }> {
  let mismatch = false;
  let failure: string | undefined;
  const targets = details
    // a well-formed number is "não verificada" until DataJud finds it; a placeholder or a wrong
    // check digit is not looked up
    .filter((d) => (d.status === 'valid' || d.status === 'unverified') && CNJ_IN_TEXT.test(d.citation))
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
        // evidence of the case's existence only: the ementa, relator or tese the text attributes
        // to it are not in DataJud, so the citation stays "não verificada"
        d.details = `${d.details.replace('; existência não consultada', '')}; processo localizado no DataJud (${facts.join(', ')}), e o texto não o contradiz; o conteúdo atribuído ao processo (ementa, relator, tese) não é conferido`;
        d.confidence = Math.max(d.confidence, 80);
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
