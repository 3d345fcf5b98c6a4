// Hostile texts for the extractor: chains that made the unbounded repetitions
// of the patterns backtrack quadratically. Each text is the Validator's maximum, 400,000
// characters. The time limits are generous safety nets, not targets (the figures are in
// bench/citations): each text takes about 1–2 s on a busy 2-core machine, while before the
// repetitions were bounded the first text took minutes.
import { describe, expect, it } from 'vitest';
import { checkCitations, MAX_CHECKED_CITATIONS } from './citation-check.ts';
import { extractCitations } from './citations.ts';

const SIZE = 400_000;
const fill = (unit: string, head = '') => head + unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const TODAY = { today: '2026-11-24' };

describe('extractCitations — hostile texts of 400,000 characters', () => {
  it('scans a chain of case-name prefixes without a class in linear time', { timeout: 20_000 }, () => {
    expect(extractCitations(fill('AgRg no '))).toEqual([]);
    expect(extractCitations(fill('AgInt nos EDcl no AgRg no '))).toEqual([]);
  });

  it('scans long runs of spaces, digits, dots and "art." after a citation head', { timeout: 20_000 }, () => {
    for (const [unit, head] of [
      [' ', 'art. 1'],
      [' ', 'Súmula 1 do'],
      ['1.', 'Lei 8.078'],
      ['art. ', ''],
      ['1.', 'REsp '],
      // lists of articles with their provisions, and the act written without a connector
      ['1, I, e ', 'arts. '],
      ['§ 1º, ', 'art. 1, '],
      ['I, ', 'art. 1, '],
      ['1 c/c ', 'art. '],
      // the court written before the number, or after a bare space
      [' ', 'Súmula STJ'],
      [' ', 'Tema 1'],
    ] as const) {
      const found = extractCitations(`${fill(unit, head)}x`);
      expect(found.length, `${head}+${unit}`).toBeLessThanOrEqual(1);
    }
  });

  it('reads a case name with its recursal prefixes after a long chain of them', () => {
    const text = `${'AgRg no '.repeat(1000)}REsp 1.657.156/RJ`;
    const found = extractCitations(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'julgado', caseNumber: '1.657.156', uf: 'RJ' });
  });
});

describe('checkCitations — texts made of citations', () => {
  it('checks a list of 130,000 OJ numbers without overflowing the stack (Math.min of a spread)', () => {
    const report = checkCitations(fill('1, ', 'Conforme a OJ '), TODAY);
    // a list is read up to 21 items (the first and 20 more): the rest is not a citation
    expect(report.totalCitations).toBe(1);
    expect(report.citationDetails[0]?.citation).toBe(`OJ ${'1, '.repeat(20)}1`);
  });

  it('checks only the first citations of a text made of them, and says so', { timeout: 20_000 }, () => {
    const report = checkCitations(fill('Lei 1 '), TODAY);
    expect(report.totalCitations).toBe(MAX_CHECKED_CITATIONS);
    expect(report.citationDetails.at(-1)?.start).toBe((MAX_CHECKED_CITATIONS - 1) * 'Lei 1 '.length);
    expect(report.warnings[0]).toBe(
      'O texto tem mais de 1.000 citações; foram conferidas apenas as 1.000 primeiras.',
    );
  });
});
