// Citation extractor for Portuguese legal text: articles with their law, laws by number/year,
// súmulas and OJs by court, CNJ numbers, case references (REsp, RE, HC, RR…) and the judgment or
// publication dates written next to them. It only finds and parses; citation-check.ts judges.

import { normaliseForCitations, originalSpan } from './citation-normalise.ts';
import {
  ACCOUNTS_DECISION,
  ARTICLE_CONTINUED,
  ARTICLE_HEAD,
  ARTICLE_TO_LAW,
  aliasPattern,
  CASE,
  CASE_BY_SHAPE,
  CNJ,
  LABELLED_DATE,
  LAW_TO_ARTICLE,
  LOCAL_ACT,
  NUMBERED_LAW,
  OJ,
  PRECEDENTE_NORMATIVO,
  PROVISION_PREFIX,
  SAME_LAW,
  SUMULA,
  SUMULA_CONTINUED,
  SUMULA_COURT_FIRST,
  SUMULA_TST_INDEX,
  TEMA,
  TREATY,
  VAGUE,
} from './citation-patterns.ts';
import { citedArticles } from './citation-provisions.ts';
import { portable } from './citation-regex.ts';
import { type DateRef, type LawRef, monthNumber, parseLawRef } from './law-refs.ts';
import { resolveLaw } from './law-verdicts.ts';
import type { ProvisionPath } from './lawbase/structure.ts';
import type { OjBody } from './sumulas.ts';

export type { DateRef, LawRef } from './law-refs.ts';
export { parseLawRef } from './law-refs.ts';

interface Span {
  /** The citation exactly as written. */
  text: string;
  start: number;
  end: number;
}

export type Citation =
  | (Span & {
      kind: 'artigo';
      articles: string[];
      /** The parágrafos, incisos and alíneas named for each article, in the order of `articles`. */
      provisions: ProvisionPath[][];
      law: LawRef | undefined;
      /** True when written 'do mesmo diploma' / 'da referida lei': law is the one cited before. */
      lawFromContext: boolean;
    })
  | (Span & { kind: 'lei'; law: LawRef })
  | (Span & { kind: 'sumula' | 'sumula-vinculante'; court: string | undefined; numbers: number[] })
  | (Span & { kind: 'oj'; body: OjBody | undefined; numbers: number[] })
  /** Precedentes normativos of the TST's SDC ('PN 119 do TST'). */
  | (Span & { kind: 'precedente-normativo'; numbers: number[] })
  /** STJ: recursos repetitivos (CPC art. 1.036); STF: repercussão geral (CPC art. 1.035). */
  | (Span & {
      kind: 'tema';
      court: 'STJ' | 'STF' | 'TST' | undefined;
      /** The first tema; `numbers` has every one of a list ('Temas 1.076 e 118'). */
      number: number;
      numbers: number[];
    })
  | (Span & { kind: 'cnj'; number: string })
  | (Span & {
      kind: 'julgado';
      caseClass: string;
      caseNumber: string;
      uf: string | undefined;
      dates: DateRef[];
    })
  | (Span & { kind: 'data'; date: DateRef; label: string })
  /** Case law named too vaguely to be checked ('jurisprudência pacífica desta Corte'): what it lacks. */
  | (Span & { kind: 'vaga'; missing: string[] });

export type CitationKind = Citation['kind'];

interface Patterns {
  article: RegExp;
  lawThenArticle: RegExp;
  articleContinued: RegExp;
  law: RegExp;
  actByName: RegExp;
  sumula: RegExp;
  sumulaContinued: RegExp;
  caseByShape: RegExp;
  accountsDecision: RegExp;
  sumulaCourtFirst: RegExp;
  sumulaTstIndex: RegExp;
  oj: RegExp;
  precedenteNormativo: RegExp;
  tema: RegExp;
  cnj: RegExp;
  caseRef: RegExp;
  date: RegExp;
  vague: RegExp;
}

let compiled: Patterns | undefined;

const compile = (source: string) => new RegExp(portable(source), 'g');

function patterns(): Patterns {
  if (!compiled) {
    // the catalogue's names before the local acts: 'Lei Orgânica da Saúde' is federal
    const lawRef = `(?:${NUMBERED_LAW}|${aliasPattern()}|${LOCAL_ACT})`;
    compiled = {
      article: compile(
        `(?:${PROVISION_PREFIX})?${ARTICLE_HEAD}(?:${ARTICLE_TO_LAW}(${lawRef})|${SAME_LAW})?`,
      ),
      // 'CLT, art. 477', 'Lei 8.078/90 (CDC), art. 14', 'a Constituição Federal, em seu art. 7º, XXIX',
      // 'Lei nº 13.709, de 14 de agosto de 2018 (Lei Geral de Proteção de Dados Pessoais – LGPD), art. 7º'
      lawThenArticle: compile(`(${lawRef})(?:\\s*\\([^()\\n]{1,80}\\))?${LAW_TO_ARTICLE}${ARTICLE_HEAD}`),
      articleContinued: new RegExp(portable(`${ARTICLE_CONTINUED}(${lawRef})`), 'yd'),
      law: compile(NUMBERED_LAW),
      actByName: compile(`${aliasPattern({ alone: true })}|${LOCAL_ACT}|${TREATY}`),
      sumula: compile(SUMULA),
      sumulaContinued: compile(SUMULA_CONTINUED),
      caseByShape: compile(CASE_BY_SHAPE),
      accountsDecision: compile(ACCOUNTS_DECISION),
      sumulaCourtFirst: compile(SUMULA_COURT_FIRST),
      sumulaTstIndex: compile(SUMULA_TST_INDEX),
      oj: compile(OJ),
      precedenteNormativo: compile(PRECEDENTE_NORMATIVO),
      tema: compile(TEMA),
      cnj: compile(CNJ),
      caseRef: compile(CASE),
      date: compile(LABELLED_DATE),
      vague: compile(VAGUE),
    };
  }
  return compiled;
}

export interface ExtractOptions {
  /** Current year, used only to read two-digit years ('/90', '/15'); see expandYear. */
  pivotYear?: number;
  /**
   * At most this many citations, the first ones of the text: each pattern stops scanning once it
   * has found this many, so a text made of citations costs no more than a text with `limit`.
   */
  limit?: number;
}

/** Every citation in `text`, in order, without overlaps (the longest reading of each span wins). */
export function extractCitations(text: string, options: ExtractOptions = {}): Citation[] {
  return extractWithin(text, options).citations;
}

/** The citations and whether the text holds more than `options.limit` of them. */
export function extractWithin(
  text: string,
  options: ExtractOptions = {},
): { citations: Citation[]; truncated: boolean } {
  const p = patterns();
  // The grammar reads the text with line-end hyphenation and OCR noise undone; every span is
  // mapped back to the text as written.
  const norm = normaliseForCitations(text);
  const read = norm.text;
  const pivot = options.pivotYear;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const found: Citation[] = [];
  /** Where the earliest pattern that hit the limit stopped: past it, the other patterns' finds are partial. */
  let horizon = Number.POSITIVE_INFINITY;
  let cut = false;
  const matches = function* (pattern: RegExp) {
    let count = 0;
    let last = -1;
    for (const m of read.matchAll(pattern)) {
      if (count >= limit) {
        // one more match exists: this pattern's finds end at `last`
        cut = true;
        horizon = Math.min(horizon, last);
        return;
      }
      yield m;
      count += 1;
      last = m.index;
    }
  };
  const span = (m: RegExpExecArray): Span => {
    const { start, end } = originalSpan(norm, m.index, m.index + m[0].trimEnd().length);
    return { text: text.slice(start, end), start, end };
  };

  /** Where each article citation ends in the normalised text: a list may go on from there. */
  const articleEnds: number[] = [];
  for (const m of matches(p.article)) {
    // The act closes the match: what comes before it names the articles and their provisions.
    const cited = citedArticles(m[0].slice(0, m[0].length - (m[2] ?? m[3] ?? '').length));
    if (m[2]) articleEnds.push(m.index + m[0].trimEnd().length);
    found.push({
      ...span(m),
      kind: 'artigo',
      articles: cited.map((a) => a.article),
      provisions: cited.map((a) => a.paths),
      law: m[2] ? parseLawRef(m[2], pivot) : undefined,
      lawFromContext: Boolean(m[3]),
    });
  }
  for (const m of matches(p.lawThenArticle)) {
    const cited = citedArticles(m[0].slice((m[1] ?? '').length));
    articleEnds.push(m.index + m[0].trimEnd().length);
    found.push({
      ...span(m),
      kind: 'artigo',
      articles: cited.map((a) => a.article),
      provisions: cited.map((a) => a.paths),
      law: parseLawRef(m[1] ?? '', pivot),
      lawFromContext: false,
    });
  }
  /** Found only as the next item of a list: kept when they follow a citation of their kind. */
  const continued = new Set<Citation>();
  // 'arts. 818 da CLT, 333, I, do CPC e 5º da CF': each next item tried where the last one ends
  const tried = new Set<number>();
  for (let i = 0; i < articleEnds.length && continued.size < limit; i += 1) {
    const at = articleEnds[i] ?? 0;
    if (tried.has(at)) continue;
    tried.add(at);
    p.articleContinued.lastIndex = at;
    const m = p.articleContinued.exec(read);
    const from = m?.indices?.[1]?.[0];
    if (!m || from === undefined) continue;
    const to = m.index + m[0].trimEnd().length;
    const { start, end } = originalSpan(norm, from, to);
    const cited = citedArticles(`art. ${m[1] ?? ''}`);
    const c: Citation = {
      text: text.slice(start, end),
      start,
      end,
      kind: 'artigo',
      articles: cited.map((a) => a.article),
      provisions: cited.map((a) => a.paths),
      law: parseLawRef(m[2] ?? '', pivot),
      lawFromContext: false,
    };
    continued.add(c);
    found.push(c);
    articleEnds.push(to);
  }
  for (const m of matches(p.law)) found.push({ ...span(m), kind: 'lei', law: parseLawRef(m[0], pivot) });
  // an act named alone ('a Constituição Federal', 'o CPC/1973'); inside an article citation the
  // longer reading wins when overlaps are removed
  // (not inside a quoted provision: an article's, súmula's or tema's text that names an act cites
  // nothing itself; a quoted ementa or passage of a decision does cite the acts it names)
  const quoted = [...read.matchAll(QUOTED)]
    .filter((q) => PROVISION_BEFORE_QUOTE.test(read.slice(Math.max(0, q.index - 250), q.index)))
    .map((q) => [q.index, q.index + q[0].length] as const);
  for (const m of matches(p.actByName)) {
    if (quoted.some(([from, to]) => m.index > from && m.index < to)) continue;
    found.push({ ...span(m), kind: 'lei', law: parseLawRef(m[0], pivot) });
  }
  for (const m of matches(p.sumula)) {
    const head = m[1] ?? '';
    const court = courtName(m[4] ?? m[5]);
    // Enunciados of the Jornadas (CJF) are not súmulas; a verbete names its court, or the court
    // writing ('verbete sumular 26 deste Tribunal Superior')
    if (/^(?:enunciado|verbete)/i.test(head) && !court && !m[6]) continue;
    const binding = Boolean(m[2]) || head === 'SV';
    found.push({
      ...span(m),
      kind: binding ? 'sumula-vinculante' : 'sumula',
      court: binding ? 'STF' : court,
      numbers: numbersIn(m[3] ?? ''),
    });
  }
  for (const m of matches(p.sumulaCourtFirst)) {
    found.push({ ...span(m), kind: 'sumula', court: courtName(m[2]), numbers: numbersIn(m[3] ?? '') });
  }
  for (const m of matches(p.sumulaTstIndex)) {
    found.push({ ...span(m), kind: 'sumula', court: 'TST', numbers: numbersIn(m[1] ?? '') });
  }
  for (const m of matches(p.sumulaContinued)) {
    const c: Citation = {
      ...span(m),
      kind: 'sumula',
      court: courtName(m[2]),
      numbers: numbersIn(m[1] ?? ''),
    };
    continued.add(c);
    found.push(c);
  }
  for (const m of matches(p.oj)) {
    // 'OJ Transitória 50 da SBDI-1': the word before the number names the transitória series
    const body = m[1] ? 'SBDI-1-T' : ojBody(m[3] ?? m[4] ?? m[6]);
    found.push({ ...span(m), kind: 'oj', body, numbers: numbersIn(m[2] ?? m[5] ?? m[7] ?? '') });
  }
  for (const m of matches(p.precedenteNormativo)) {
    found.push({ ...span(m), kind: 'precedente-normativo', numbers: numbersIn(m[1] ?? m[2] ?? '') });
  }
  for (const m of matches(p.tema)) {
    const numbers = numbersIn(m[2] ?? '');
    found.push({
      ...span(m),
      kind: 'tema',
      court: temaCourt(m[1], courtName(m[3] ?? m[4]), read.slice(Math.max(0, m.index - 80), m.index)),
      number: numbers[0] ?? 0,
      numbers,
    });
  }
  // a line broken after the hyphen leaves a space in the number: the number is read without it
  for (const m of matches(p.cnj)) found.push({ ...span(m), kind: 'cnj', number: m[0].replace(/\s/g, '') });
  for (const m of matches(p.caseRef)) {
    found.push({
      ...span(m),
      kind: 'julgado',
      caseClass: (m[1] ?? '').replace(/\s+/g, ' '),
      caseNumber: (m[2] ?? '').replace(/-\s+/, '-'),
      uf: m[3] ?? m[4] ?? m[5],
      dates: [],
    });
  }
  for (const m of matches(p.caseByShape)) {
    found.push({
      ...span(m),
      kind: 'julgado',
      caseClass: m[2] ?? (m[3] ? (/^\d{4}\//.test(m[3]) ? 'Registro' : 'Processo') : (m[4] ?? 'Acórdão')),
      caseNumber: m[1] ?? m[3] ?? m[5] ?? '',
      uf: undefined,
      dates: [],
    });
  }
  for (const m of matches(p.accountsDecision)) {
    const head = m[1] ?? m[3] ?? m[5] ?? '';
    found.push({
      ...span(m),
      kind: 'julgado',
      caseClass: /^ac/i.test(head) ? 'Acórdão' : /^dec/i.test(head) ? 'Decisão' : 'TC',
      caseNumber: (m[2] ?? m[4] ?? m[6] ?? '').replace(/\s+/g, ' '),
      uf: undefined,
      dates: [],
    });
  }
  for (const m of matches(p.date)) {
    const date = dateFromMatch(m);
    if (date) found.push({ ...span(m), kind: 'data', date, label: (m[1] ?? '').replace(/\s+/g, ' ') });
  }
  for (const m of matches(p.vague)) found.push({ ...span(m), kind: 'vaga', missing: missingIn(m[0]) });
  const complete = found.filter((c) => c.start <= horizon);
  const citations = dropBackedVague(
    text,
    dropRestatedActs(
      text,
      resolveSameLaw(text, attachDates(text, keepContinuations(text, removeOverlaps(complete), continued))),
    ),
  );
  const truncated = cut || citations.length > limit;
  return { citations: citations.slice(0, limit), truncated };
}

function removeOverlaps(found: Citation[]): Citation[] {
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: Citation[] = [];
  let lastEnd = -1;
  for (const c of found) {
    if (c.start >= lastEnd) {
      kept.push(c);
      lastEnd = c.end;
    }
  }
  return kept;
}

/** A provision cited shortly before a quote, whose text the quote may be: 'art. 5º', 'Súmula 473', 'Tema 1.076'. */
const PROVISION_BEFORE_QUOTE =
  /(?:\bart(?:igo)?s?\.?\s*\d|s[úu]mulas?\s+(?:vinculantes?\s+)?(?:n[º°.]*\s*)?\d|\btemas?\s+(?:n[º°.]*\s*)?\d)[^"“”]*$/i;

/** A quoted passage, as the Validator's quote check reads them. */
const QUOTED = /["“][^"“”\n]{25,3000}["”]/g;

/** Between a citation and the next item of its list: ', ', ' e ', ', c/c. ', '; '. */
const LIST_GAP = /^\s*(?:[,;]\s*)?(?:(?:e|E|c\/c\.?)\s+)?$/;

/** A list's next item ('arts. 818 da CLT, 333 do CPC') stays only right after an item of its kind. */
function keepContinuations(
  text: string,
  citations: Citation[],
  continued: ReadonlySet<Citation>,
): Citation[] {
  const out: Citation[] = [];
  for (const c of citations) {
    if (continued.has(c)) {
      const previous = out.at(-1);
      const sameKind =
        previous !== undefined &&
        (c.kind === 'artigo'
          ? previous.kind === 'artigo'
          : previous.kind === 'sumula' || previous.kind === 'sumula-vinculante');
      if (!previous || !sameKind || !LIST_GAP.test(text.slice(previous.end, c.start))) continue;
    }
    out.push(c);
  }
  return out;
}

/** A date written shortly after a case reference ("…, julgado em 10/03/2020") belongs to it. */
function attachDates(text: string, citations: Citation[]): Citation[] {
  const out: Citation[] = [];
  for (const c of citations) {
    const previous = out.at(-1);
    if (c.kind === 'data' && previous?.kind === 'julgado') {
      const gap = text.slice(previous.end, c.start);
      if (gap.length <= 200 && !/[;\n]/.test(gap)) {
        previous.dates.push(c.date);
        // '(Rel. Min. …, DJe 08/02/2019)': keep the closing parenthesis the gap opened
        const closes = gap.includes('(') && !gap.includes(')') && text[c.end] === ')';
        previous.end = closes ? c.end + 1 : c.end;
        previous.text = text.slice(previous.start, previous.end);
        continue;
      }
    }
    out.push(c);
  }
  return out;
}

/** 'art. 3º do mesmo diploma' takes the law of the closest earlier citation that names one. */
function resolveSameLaw(text: string, citations: Citation[]): Citation[] {
  let last: LawRef | undefined;
  let previous: Citation | undefined;
  for (const c of citations) {
    if (c.kind === 'artigo' && c.lawFromContext) c.law = last;
    else if (c.kind === 'artigo' && !c.law && previous?.kind === 'artigo' && previous.law) {
      // 'art. 186 do CC c/c o art. 927': joined to the article before, of the same act
      if (JOINED.test(text.slice(previous.end, c.start))) {
        c.law = previous.law;
        c.lawFromContext = true;
      }
    } else if (c.kind === 'lei' || (c.kind === 'artigo' && c.law)) last = c.law;
    previous = c;
  }
  return citations;
}

/**
 * 'art. 14 do CDC (Lei 8.078/90)': the act in parentheses restates the article's own act and is
 * not a citation of its own. One that names another act stays, to be judged ('do CDC (Lei
 * 8.079/90)' is a wrong restatement, and the lawyer should see it).
 */
function dropRestatedActs(text: string, citations: Citation[]): Citation[] {
  return citations.filter((c, i) => {
    const previous = citations[i - 1];
    if (c.kind !== 'lei' || previous?.kind !== 'artigo' || !previous.law) return true;
    const parenthesised =
      /^\s*\(\s*$/.test(text.slice(previous.end, c.start)) && /^\s*\)/.test(text.slice(c.end));
    if (!parenthesised) return true;
    const restated = resolveLaw(c.law);
    if (!restated || restated.id !== resolveLaw(previous.law)?.id) return true;
    // the restatement is part of the article citation as written: 'art. 129 do Decreto-Lei nº
    // 2.848, de 1940 (Código Penal)'
    const close = text.indexOf(')', c.end);
    previous.end = close + 1;
    previous.text = text.slice(previous.start, previous.end);
    return false;
  });
}

/** A vague reference names a court ('do STJ', 'desta Corte', 'repercussão geral' is the STF's). */
const NAMES_COURT =
  /\b(?:STF|STJ|TST|TSE|STM|TCU|TRT|TRF|TJ[A-Z]{2,3})|supremo|superior tribunal|tribunal superior|pretório|repercussão geral|corte|tribunal|tribunais|casa|turma|câmara|seção|órgão especial|instâncias/i;

/** What a vague reference lacks: always the number that identifies the decision, often the court. */
function missingIn(reference: string): string[] {
  return NAMES_COURT.test(reference) ? ['sem número'] : ['sem número', 'sem tribunal'];
}

/** Case-law citations that identify a decision: a vague reference next to one is backed by it. */
const NUMBERED_CASE_LAW = new Set<CitationKind>([
  'sumula',
  'sumula-vinculante',
  'oj',
  'tema',
  'cnj',
  'julgado',
]);
/** Between a vague reference and the citations that back it: 'desta Corte. Precedentes: REsp …'. */
const BACKED_AFTER =
  /^[^.;\n]{0,250}$|^[^.;\n]{0,250}[.;:]\s*\(?(?:precedentes?|nesse sentido|neste sentido|no mesmo sentido|confira-se|confiram-se|cf\.|vide|v\.|veja-se|ver|por todos|a propósito|ilustrativamente)\b[^.;\n]{0,40}$/i;

/**
 * 'conforme jurisprudência pacífica desta Corte (REsp 1.234.567/SP)', 'Tema 1.076 do STJ, precedente
 * firmado em recurso repetitivo': the vague words introduce or restate a numbered citation, and are
 * not a reference of their own.
 */
function dropBackedVague(text: string, citations: Citation[]): Citation[] {
  return citations.filter((c, i) => {
    if (c.kind !== 'vaga') return true;
    for (let j = i + 1; j < citations.length; j += 1) {
      const next = citations[j];
      if (!next || next.start - c.end > 300) break;
      if (NUMBERED_CASE_LAW.has(next.kind) && BACKED_AFTER.test(text.slice(c.end, next.start))) return false;
    }
    for (let j = i - 1; j >= 0; j -= 1) {
      const before = citations[j];
      if (!before || c.start - before.end > 150) break;
      if (NUMBERED_CASE_LAW.has(before.kind) && /^[^.;\n]*$/.test(text.slice(before.end, c.start)))
        return false;
    }
    return true;
  });
}

/** Between two articles of the same act: ' c/c o ', ', combinado com o '. */
const JOINED = /^\s*,?\s*(?:c\/c|combinado\s+com|cumulado\s+com)\s+(?:(?:o|os|com\s+o)\s+)?$/;

function numbersIn(list: string): number[] {
  return [...list.matchAll(/\d{1,2}\.\d{3}|\d{1,4}/g)].map((m) => Number(m[0].replace('.', '')));
}

/** The superior courts by the names briefs give them; other courts as written, spacing folded ('TRT-2' → 'TRT2'). */
const COURT_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:Supremo|Excelso Pretório|Pretório Excelso)/i, 'STF'],
  [/^Superior Tribunal de Justiça$/i, 'STJ'],
  [/^Tribunal Superior do Trabalho$/i, 'TST'],
  [/^Tribunal Superior Eleitoral$/i, 'TSE'],
];

function courtName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const text = raw.replace(/\s+/g, ' ').trim();
  for (const [pattern, acronym] of COURT_NAMES) if (pattern.test(text)) return acronym;
  if (/^(?:stf|stj|tst|tse)$/i.test(text)) return text.toUpperCase();
  return text.replace(/\s*-\s*/, '').replace(/ (?=\d)/, '');
}

/**
 * The court of a tema: named after it ('do STJ', 'da repercussão geral'), or by the appeal just
 * before it ('REsp repetitivo (Tema 118)', 'RE 958.252 (Tema 725)'): temas of recursos
 * repetitivos come from recursos especiais (CPC art. 1.036), of repercussão geral from
 * recursos extraordinários (CPC art. 1.035).
 */
function temaCourt(
  repetitivo: string | undefined,
  court: string | undefined,
  before: string,
): 'STJ' | 'STF' | 'TST' | undefined {
  if (court === 'STJ' || court === 'STF' || court === 'TST') return court;
  // CLT art. 896-C: the TST's own incidentes de recursos repetitivos ('Tema 21 da Tabela de IRR')
  if (court && /IRR$/.test(court)) return 'TST';
  if (repetitivo === 'RG' || /repercuss/i.test(repetitivo ?? '') || (court && /repercuss/i.test(court)))
    return 'STF';
  if (repetitivo || (court && /repetitivo/i.test(court))) return 'STJ';
  const sentence = before.split(/[.;!?]\s+(?=[A-ZÀ-Ý])|\n/).at(-1) ?? '';
  const hints = [
    ...sentence.matchAll(
      /(?<![\wÀ-ú])(?:(REsp|AREsp|EREsp|[Rr]ecurso [Ee]special|repetitiv[oa]s?|STJ)|(RE|ARE|[Rr]ecurso [Ee]xtraordinário|[Rr]epercussão [Gg]eral|STF))(?![\wÀ-ú])/g,
    ),
  ];
  const last = hints.at(-1);
  if (!last) return undefined;
  return last[1] ? 'STJ' : 'STF';
}

function ojBody(raw: string | undefined): OjBody | undefined {
  if (!raw) return undefined;
  const text = raw.toUpperCase().replace(/\s+/g, '');
  if (/^(?:TRIBUNALPLENO|PLENO|ÓRGÃOESPECIAL|TP|OE)$/.test(text)) return 'TP';
  if (text === 'SDC' || /COLETIVOS$/.test(text)) return 'SDC';
  const second = /(?:SBDI|SDI)-?(?:2|II)(?![I\d])|^SUBSEÇÃO(?:II|2)ESPECIALIZADA/.test(text);
  if (second) return 'SBDI-2';
  return /T(?:RANSITÓRIA)?$/.test(text) ? 'SBDI-1-T' : 'SBDI-1';
}

function dateFromMatch(m: RegExpExecArray): DateRef | undefined {
  if (m[2] && m[3] && m[4]) return { day: Number(m[2]), month: Number(m[3]), year: Number(m[4]), raw: m[0] };
  const month = monthNumber(m[6]);
  if (m[5] && month && m[7]) return { day: Number(m[5]), month, year: Number(m[7]), raw: m[0] };
  return undefined;
}
