// Compiled official text of an act → one record per article, with its headings, its provisions
// (caput, parágrafos, incisos, alíneas, itens) and whether each is in force. Pure: text in,
// records out. The rules follow LC 95/1998 arts. 10 and 12 and the way Planalto prints its
// compilations; each quirk of the copies the base is built from is named where it is handled.
import { foldAccents } from '../text.ts';
import { articleBase, formatArticle } from './articles.ts';
import { provisionState, unitLabel, withoutLabel } from './provisions.ts';
import type { ArticleRecord, ArticleStructure, ProvisionUnit } from './types.ts';

export interface ParseActOptions {
  /** The act's id in the law catalogue. */
  act: string;
  /** CF88.txt holds the CF and then the ADCT: which part to read. */
  part?: 'before-adct' | 'adct';
}

const ADCT_HEADING = /^ATO DAS DISPOSI[ÇC][ÕO]ES CONSTITUCIONAIS TRANSIT[ÓO]RIAS$/i;

// "Art. 477.", "Art. 1º", "Art. 1o", "Art. 1°", "Art. 1.062.", "Art. 477-A.", "Art. 4º-A.", and the
// CLT copy's "Art. 477A." (a letter glued to the number is a suffix only before "." or "º";
// "Art. 52O extravio" is art. 52, "O extravio"). An opening quote marks amending text (below).
const HEADER =
  /^(?<quote>[“"]\s*)?Art\.?\s*(?<num>\d{1,2}(?:\.\d{3})+|\d{1,4})\s*(?:º|°|o(?=[\s.\-–]|$)|\.º)?(?:\s*-(?<hy>[A-Z]{1,2})(?=[\s.º°:–-]|$)|(?<glued>[A-Z]{1,2})(?=[.º°]))?\s*(?<rest>.*)$/;
// A capital letter glued to the number and followed by a space: a suffix or the caput's first word.
const GLUED_SPACE = /^Art\.?\s*(?:\d{1,2}(?:\.\d{3})+|\d{1,4})([A-Z])\s/;
// "Art. 1.620 a 1.629 (Revogados …)" (Código Civil), "Art. 144 a Art. 147. (Revogado …)" (Lei 8.213):
// a range of revoked articles under one header.
const RANGE = /^a\s+(?:Art\.\s*)?(\d{1,2}(?:\.\d{3})+|\d{1,4})\.?\s*(?=\()/;
// "Art. 117 e Parágrafo único. (Revogados …)" (CF): the note covers the whole article.
const WITH_SOLE_PARAGRAPH = /^e\s+par[áa]grafo\s+[úu]nico\.?\s*(?=\()/i;

// The place and date above the signatures end the act's body (LC 95/1998 art. 12 aside, what
// follows on Planalto's pages is signatures, annexes and, for Lei 8.112, the 1991 promulgation of
// vetoed parts — superseded wording that must not replace the compiled articles).
const SIGNATURE =
  /^(?:Bras[íi]lia|Rio de Janeiro|Senado Federal)\s*,\s*(?:em\s+)?\d{1,2}[ºo°]?\s+de\s+\p{L}+\s+de\s+\d{4}/iu;

const HEADING =
  /^(?<level>PARTE|LIVRO|T[ÍI]TULO|CAP[ÍI]TULO|SE[ÇC][ÃA]O|SUBSE[ÇC][ÃA]O)\s+(?<id>[IVXLCDM]+(?:-[A-Z])?|[ÚU]NIC[OA]|GERAL|ESPECIAL|COMPLEMENTAR|(?:PRIMEIR|SEGUND|TERCEIR|QUART|QUINT|SEXT|S[ÉE]TIM|OITAV|NON|D[ÉE]CIM)[OA])\b\s*[-–—.]?\s*(?<name>.*)$/i;
const LEVELS: Record<string, number> = { parte: 0, livro: 1, titulo: 2, capitulo: 3, secao: 4, subsecao: 5 };

// Typos of the copies that would otherwise move text to the wrong article, fixed before parsing
// (corpus README, "Derivation": CLT "Art. . 154 -" headers and "Art. 1720 -s pisos" = art. 172
// "Os pisos"; the LGPD copy prints art. 57 as "Art. 5 7.").
const FIXES: ReadonlyArray<[RegExp, string]> = [
  [/^Art\.\s*\.\s*(?=\d)/, 'Art. '],
  [/^Art\. 1720 -s pisos/, 'Art. 172 - Os pisos'],
  [/^Art\. 5 7\. \(VETADO\)/, 'Art. 57. (VETADO)'],
];

interface Draft {
  article: string;
  headingPath: string[];
  caput: string[];
  units: ProvisionUnit[];
  /** The open units, outermost first: a new unit nests under the nearest that can hold it. */
  open: ProvisionUnit[];
  quoted: boolean;
}

const DEPTH: Record<ProvisionUnit['kind'], number> = { paragrafo: 0, inciso: 1, alinea: 2, item: 3 };

function cleanLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) =>
      unspace(l.replace(/[\u00a0\t]/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((l) => l !== '' && !/^-+$/.test(l))
    .map((l) => FIXES.reduce((line, [pattern, fix]) => line.replace(pattern, fix), l));
}

function partOf(lines: string[], part: ParseActOptions['part']): string[] {
  if (!part) return lines;
  const at = lines.findIndex((l) => ADCT_HEADING.test(l));
  if (at < 0) return part === 'adct' ? [] : lines;
  return part === 'adct' ? lines.slice(at + 1) : lines.slice(0, at);
}

/**
 * Letter-spaced headings ("P A R T E    G E R A L") are read as words: a line whose every token is
 * one character, words set apart by wider gaps. Only such a line: a test of its first tokens alone
 * also took "I - a proteção da vida" for one, and glued every one-letter word of the line to the
 * word before it ("perante o fornecedor" became "peranteo fornecedor", CDC art. 26, § 2º, I).
 */
function unspace(line: string): string {
  const text = line.trim();
  const tokens = text.split(/ +/);
  if (tokens.length < 4 || tokens.some((t) => [...t].length !== 1)) return line;
  return text
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

function articleOf(match: RegExpExecArray): string {
  const g = match.groups ?? {};
  const base = String(Number((g.num ?? '').replace(/\./g, '')));
  const letter = g.hy ?? g.glued;
  return letter ? `${base}-${letter}` : base;
}

/** A line with no label that may be the rubrica of the next article ("Homicídio simples"). */
function mayBeRubrica(line: string): boolean {
  return line.length <= 120 && !/[.;:,]$/.test(line) && !/^[(“"]/.test(line) && !/^pena\b/i.test(line);
}

function addUnit(draft: Draft, unit: ProvisionUnit): void {
  while (draft.open.length > 0) {
    const top = draft.open[draft.open.length - 1];
    if (top && DEPTH[top.kind] < DEPTH[unit.kind]) break;
    draft.open.pop();
  }
  const parent = draft.open[draft.open.length - 1];
  const siblings = parent ? parent.children : draft.units;
  // Old and current wording of the same provision both printed: the later one is in force.
  const same = siblings.findIndex((u) => u.kind === unit.kind && u.label === unit.label);
  if (same >= 0) siblings[same] = unit;
  else siblings.push(unit);
  draft.open.push(unit);
}

function appendLine(draft: Draft, line: string): void {
  const current = draft.open[draft.open.length - 1];
  if (current) current.text = `${current.text}\n${line}`;
  else draft.caput.push(line);
}

/**
 * The lines that say whether a provision is in force: its first line and the notes below it.
 * Other lines below (a "Pena - …" line, the rubrica of the next parágrafo, "Homicídio
 * qualificado" in CP art. 121) do not make a revoked provision current.
 */
function statusLines(text: string): string {
  return text
    .split('\n')
    .filter((line, i) => i === 0 || line.startsWith('('))
    .join(' ');
}

function settle(unit: ProvisionUnit): void {
  Object.assign(unit, provisionState(withoutLabel(statusLines(unit.text))));
  unit.children.forEach(settle);
}

/** "Art. 58. A duração…", "Art. 1º Esta Lei…": the label in the act's own form (LC 95/1998 art. 10, I). */
function headerLine(article: string, caput: string): string {
  const label = `Art. ${formatArticle(article)}${articleBase(article) >= 10 ? '.' : ''}`;
  return caput ? `${label} ${caput}` : label;
}

function render(units: ProvisionUnit[]): string[] {
  return units.flatMap((u) => [...(u.rubrica ? [u.rubrica] : []), u.text, ...render(u.children)]);
}

function finish(draft: Draft, act: string): ArticleRecord {
  draft.units.forEach(settle);
  const caput = draft.caput.join('\n');
  const state = provisionState(statusLines(caput));
  const structure: ArticleStructure = {
    caput,
    caputStatus: state.status,
    caputRevokedBy: state.revokedBy,
    units: draft.units,
  };
  // A revoked caput with a provision still in force (CC art. 227, whose parágrafo único survived
  // CPC/2015 art. 1.072, II) leaves the article in force, in part.
  const partly = state.status !== 'vigente' && draft.units.some((u) => u.status === 'vigente');
  return {
    act,
    article: draft.article,
    articleNumber: articleBase(draft.article),
    headingPath: draft.headingPath,
    status: partly ? 'vigente' : state.status,
    revokedBy: partly ? null : state.revokedBy,
    text: [headerLine(draft.article, caput), ...render(draft.units)].join('\n'),
    structure,
  };
}

/**
 * The articles of one act, in the order of the text. Amending text quoted inside an article
 * ("“Art. 337-E. …”", LC 95/1998 art. 12, III) stays in that article. When an article is printed
 * twice (the superseded wording, then the wording in force — a known defect of the copies
 * converted from Planalto pages), the later one is kept.
 */
export function parseAct(text: string, options: ParseActOptions): ArticleRecord[] {
  const lines = partOf(cleanLines(text), options.part);
  const records = new Map<string, ArticleRecord>();
  const path: Array<{ level: number; label: string }> = [];
  let heading: { level: number; label: string } | null = null;
  let pending: string[] = [];
  let draft: Draft | null = null;
  let lastClosed: string | null = null;

  const close = () => {
    if (!draft) return;
    for (const line of pending) appendLine(draft, line);
    pending = [];
    const record = finish(draft, options.act);
    records.delete(record.article);
    records.set(record.article, record);
    lastClosed = record.article;
    draft = null;
  };

  for (const line of lines) {
    if (draft?.quoted) {
      appendLine(draft, line);
      if (/[”"]\s*(?:\(NR\))?[\s.;]*(?:\([^()]*\)\s*)*$/.test(line)) draft.quoted = false;
      continue;
    }
    if (SIGNATURE.test(line)) break;
    const header = HEADER.exec(line);
    if (header && !header.groups?.quote) {
      heading = null;
      const rubrica = pending;
      pending = [];
      if (draft) {
        // Lines after the last provision: keep them on the article unless they name the next one.
        const keep = rubrica.filter((l) => !mayBeRubrica(l));
        for (const l of keep) appendLine(draft, l);
      }
      close();
      const rest = (header.groups?.rest ?? '').replace(/^[.\-–—:]\s*/, '').replace(WITH_SOLE_PARAGRAPH, '');
      const headingPath = [...path.map((p) => p.label), ...rubrica.filter(mayBeRubrica)];
      const range = RANGE.exec(rest);
      if (range?.[1]) {
        const from = Number((header.groups?.num ?? '').replace(/\./g, ''));
        const to = Number(range[1].replace(/\./g, ''));
        const note = rest.slice(range[0].length);
        for (let n = from; n <= Math.min(to, from + 50); n++) {
          draft = { article: String(n), headingPath, caput: [note], units: [], open: [], quoted: false };
          close();
        }
        continue;
      }
      // "Art. 897A Caberão…" after art. 897 is art. 897-A; "Art. 13A Carteira…" with no art. 13
      // before it is art. 13, "A Carteira…" (the CLT copy lost the separator both ways).
      let article = articleOf(header);
      let caput = rest;
      const glued = GLUED_SPACE.exec(line);
      if (glued?.[1] && !article.includes('-') && (records.has(article) || lastClosed === article)) {
        article = `${article}-${glued[1]}`;
        caput = rest.replace(/^[A-Z]\s+(?:[-–—]\s*)?/, '');
      }
      draft = {
        article,
        headingPath,
        caput: [caput],
        units: [],
        open: [],
        quoted: false,
      };
      continue;
    }
    const h = HEADING.exec(line);
    if (h?.groups && !draft?.quoted) {
      for (const l of pending) if (draft) appendLine(draft, l);
      pending = [];
      close();
      const level = LEVELS[foldAccents(h.groups.level ?? '')] ?? 5;
      while (path.length > 0 && (path[path.length - 1]?.level ?? 0) >= level) path.pop();
      const label = `${h.groups.level} ${h.groups.id}`.toUpperCase();
      const name = (h.groups.name ?? '').trim();
      heading = { level, label: name ? `${label} - ${name}` : label };
      path.push(heading);
      if (name) heading = null;
      continue;
    }
    if (heading && !/^\(/.test(line) && !unitLabel(line, false)) {
      // The heading's name, printed on the line below its label.
      heading.label = `${heading.label} - ${line}`;
      heading = null;
      continue;
    }
    if (heading && /^\(/.test(line)) continue;
    heading = null;
    if (!draft) {
      // Before the first article: only the lines right above it can be its rubrica (the
      // preamble — "Presidência da República", the enacting clause — never is).
      pending = mayBeRubrica(line) ? [...pending, line] : [];
      continue;
    }
    if (/^[“"]/.test(line)) {
      for (const l of pending) appendLine(draft, l);
      pending = [];
      appendLine(draft, line);
      draft.quoted = !/[”"]\s*(?:\(NR\))?[\s.;]*(?:\([^()]*\)\s*)*$/.test(line.slice(1));
      continue;
    }
    const top = draft.open[draft.open.length - 1];
    const label = unitLabel(line, top?.kind === 'alinea' || top?.kind === 'item');
    if (label) {
      const rubrica = pending.filter(mayBeRubrica);
      for (const l of pending.filter((l) => !mayBeRubrica(l))) appendLine(draft, l);
      pending = [];
      const unit: ProvisionUnit = { ...label, text: line, status: 'vigente', revokedBy: null, children: [] };
      if (rubrica.length > 0) unit.rubrica = rubrica.join(' ');
      addUnit(draft, unit);
      continue;
    }
    if (mayBeRubrica(line)) {
      pending.push(line);
      continue;
    }
    for (const l of pending) appendLine(draft, l);
    pending = [];
    appendLine(draft, line);
  }
  close();
  return [...records.values()].sort(
    (a, b) => a.articleNumber - b.articleNumber || a.article.localeCompare(b.article),
  );
}
