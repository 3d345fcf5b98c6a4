// The labels of the provisions inside an article (LC 95/1998 art. 10: "§ 1º" or "Parágrafo único",
// incisos in Roman numerals, alíneas in lower-case letters, itens in Arabic numerals) and the
// notes Planalto prints after a provision ("(Revogado pela Lei nº 13.467, de 2017)", "(VETADO)",
// "(Redação dada pela …)"), which tell whether it is in force.
import type { ProvisionStatus, UnitKind } from './types.ts';

export interface UnitLabel {
  kind: UnitKind;
  label: string;
}

const ROMAN = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

// One pattern per kind, tried in order. An item is only an item under an alínea (see `unitLabel`).
const LABELS: ReadonlyArray<{
  kind: UnitKind;
  pattern: RegExp;
  label: (m: RegExpExecArray) => string | null;
}> = [
  {
    kind: 'paragrafo',
    // "§ 2º-A" / "§ 2o-A" is the inserted § 2º-A; "§ 1º - A pena…" is § 1º.
    pattern: /^§\s*(\d{1,3})\s*(?:º|°|o(?![a-zà-ú])|\.º)?(?:-([A-Z])(?![a-zà-ú]))?/,
    label: (m) => `${Number(m[1])}${m[2] ? `-${m[2]}` : ''}`,
  },
  { kind: 'paragrafo', pattern: /^par[áa]grafo[\s-]+[úu]nico\b/i, label: () => 'unico' },
  {
    kind: 'inciso',
    // "IX todos os julgamentos…" (CF art. 93), "I-A o Conselho Nacional de Justiça" (CF art. 92):
    // the dash lost where the compilation rewrote the inciso. Only I, V, X and L, before a
    // lower-case word: no Portuguese line opens so otherwise. Tried first, or "I-A o" reads as
    // inciso I with the text "A o …".
    pattern: /^([IVXL]+)(-[A-Z])?\s+(?=[a-zà-ú])/,
    label: (m) => (ROMAN.test(m[1] ?? '') ? `${m[1]}${m[2] ?? ''}` : null),
  },
  {
    kind: 'inciso',
    // "I -", "XXIX –", "I-A -", and "I-o relator" (no spaces). A lower-case "l" inside a numeral
    // is a conversion typo for "I" ("Il -", "Vl -", "Xll -": CPP, Lei 7.347 art. 1º).
    pattern: /^([IVXLCDMl]+)(?:(-[A-Z])?\s*[-–—]\s*|-(?=[a-zà-ú]))/,
    label: (m) => {
      const numeral = (m[1] ?? '').replace(/l/g, 'I');
      return ROMAN.test(numeral) ? `${numeral}${m[2] ?? ''}` : null;
    },
  },
  { kind: 'alinea', pattern: /^([a-z])(-[A-Z])?\s*\)\s*/, label: (m) => `${m[1]}${m[2] ?? ''}` },
  { kind: 'item', pattern: /^(\d{1,2})\s*[.)]\s+/, label: (m) => m[1] ?? null },
];

const ANY_LABEL =
  /^(?:§\s*\d{1,3}\s*(?:º|°|o(?![a-zà-ú])|\.º)?(?:-[A-Z](?![a-zà-ú]))?|par[áa]grafo[\s-]+[úu]nico|[IVXLCDMl]+(?:-[A-Z])?\s*[-–—]|[a-z](?:-[A-Z])?\s*\)|\d{1,2}\s*[.)])\s*[-–—.]?\s*/i;

/** A provision's text without its label: "§ 3o (Revogado …)" → "(Revogado …)". */
export function withoutLabel(text: string): string {
  return text.replace(ANY_LABEL, '');
}

/** The provision label a line opens with, or null for a continuation line. */
export function unitLabel(line: string, underAlinea: boolean): UnitLabel | null {
  for (const { kind, pattern, label } of LABELS) {
    if (kind === 'item' && !underAlinea) continue;
    const m = pattern.exec(line);
    if (!m) continue;
    const value = label(m);
    if (value) return { kind, label: value };
  }
  return null;
}

// Notes Planalto prints in parentheses after a provision: they say where its wording came from or
// whether it is still in force, and are not part of the norm.
const NOTE =
  /\(\s*(?:reda[çc][ãa]o|inclu[íi]d|acrescid|vide|vig[êe]ncia|produ[çc][ãa]o de efeito|renumerad|revogad|vetad|regulamento|promulga|suprimid|transformad|express[ãa]o|declarad|execu[çc][ãa]o suspensa|nr\b)[^()]*(?:\([^()]*\)[^()]*)*\)/gi;
const REVOKED_BY = /\(\s*revogad[oa]s?\s+(?:dad[oa]\s+)?(?:pel[oa]s?|por)\s+((?:[^()]|\([^()]*\))+?)\s*\)/i;
const REWORDED_BY = /\(\s*reda[çc][ãa]o dada\s+(?:pel[oa]s?|por)\s+((?:[^()]|\([^()]*\))+?)\s*\)/i;

const OPEN_REVOKED = /^\s*\(?\s*revogad[oa]s?\s+(?:pel[oa]s?|por)\s+([^()]+?)\s*[:.;]?\s*$/i;

export interface ProvisionState {
  status: ProvisionStatus;
  revokedBy: string | null;
}

/**
 * Whether a provision is in force, from its text after the label: it is revoked or vetoed when
 * nothing but notes is left and a note (or the bare word) says "Revogado" / "Vetado". The revoking
 * act is the one the note names; a bare "(Revogado)" given by a later wording ("(Revogado).
 * (Redação dada pela Lei nº 13.874, de 2019)") was revoked by that wording's act.
 */
export function provisionState(body: string): ProvisionState {
  const rest = body
    .replace(NOTE, ' ')
    .replace(/\b(?:vig[êe]ncia|produ[çc][ãa]o de efeitos?)\b/gi, ' ')
    .replace(/[\s.,;:–—\-…"“”()]+/g, ' ')
    .trim();
  // "Revogado pela Lei nº 3.396, de 2.6.1958:" printed without parentheses (CPP arts. 632–636),
  // or with the parenthesis left open (ECA art. 233).
  const open = OPEN_REVOKED.exec(body.replace(NOTE, ' '));
  if (open?.[1]) return { status: 'revogado', revokedBy: open[1].replace(/\s+/g, ' ') };
  const bare = /^(revogad[oa]s?|vetad[oa]s?)$/i.exec(rest);
  if (rest !== '' && !bare) return { status: 'vigente', revokedBy: null };
  const notes = body.match(NOTE) ?? [];
  const marker = bare?.[1] ?? notes.find((n) => /revogad|vetad/i.test(n)) ?? '';
  if (/vetad/i.test(marker)) return { status: 'vetado', revokedBy: null };
  if (!/revogad/i.test(marker)) return { status: 'vigente', revokedBy: null };
  const by = REVOKED_BY.exec(body)?.[1] ?? REWORDED_BY.exec(body)?.[1] ?? null;
  return { status: 'revogado', revokedBy: by ? by.replace(/\s+/g, ' ') : null };
}
