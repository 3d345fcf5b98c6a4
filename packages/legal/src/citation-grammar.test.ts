// The citation grammar against its table (citation-grammar.table.ts): every citation of each
// passage found with its kind and its exact start and end, and nothing else.
import { describe, expect, it } from 'vitest';
import { NOISY_TABLE } from './citation-grammar.noisy.ts';
import { GRAMMAR_TABLE } from './citation-grammar.table.ts';
import { extractCitations } from './citations.ts';

const KINDS: Readonly<Record<string, string>> = {
  A: 'artigo',
  L: 'lei',
  S: 'sumula',
  V: 'sumula-vinculante',
  O: 'oj',
  T: 'tema',
  C: 'cnj',
  J: 'julgado',
  D: 'data',
  R: 'vaga',
  P: 'precedente-normativo',
};

/** The passage without its marks, and each marked citation as [kind, start, end, text]. */
function read(row: string): { text: string; expected: Array<[string, number, number, string]> } {
  const expected: Array<[string, number, number, string]> = [];
  let text = '';
  let rest = row;
  for (;;) {
    const open = rest.indexOf('⟦');
    if (open === -1) break;
    const close = rest.indexOf('⟧', open);
    text += rest.slice(0, open);
    const cited = rest.slice(open + 1, close);
    const kind = KINDS[rest[close + 1] ?? ''] ?? `? ${rest[close + 1]}`;
    expected.push([kind, text.length, text.length + cited.length, cited]);
    text += cited;
    rest = rest.slice(close + 2);
  }
  return { text: text + rest, expected };
}

describe('the citation grammar reads passages as courts and filings write them', () => {
  it('has at least 300 rows', () => {
    expect(GRAMMAR_TABLE.length).toBeGreaterThanOrEqual(300);
  });

  it.each(GRAMMAR_TABLE.map((row) => [row]))('%s', (row) => {
    const { text, expected } = read(row);
    const found = extractCitations(text, { pivotYear: 2026 }).map(
      (c) => [c.kind, c.start, c.end, text.slice(c.start, c.end)] as [string, number, number, string],
    );
    expect(found).toEqual(expected);
  });
});

describe('the citation grammar reads scanned and pasted documents, noise included', () => {
  it.each(NOISY_TABLE.map((row) => [row]))('%s', (row) => {
    const { text, expected } = read(row);
    const found = extractCitations(text, { pivotYear: 2026 }).map(
      (c) => [c.kind, c.start, c.end, text.slice(c.start, c.end)] as [string, number, number, string],
    );
    expect(found).toEqual(expected);
  });
});
