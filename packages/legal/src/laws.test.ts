import { describe, expect, it } from 'vitest';
import { checkArticle, checkNumberYear, expandYear, findLaw, listLaws } from './laws.ts';

// Facts: the legal-facts dataset (`legal-facts.json`, `laws`); the CLT/CDC/CPC/CC/CF counts re-counted in
// the statute corpus `docs.jsonl` (clt 1–922, cdc 1–119, cpc 1–1.072, cc 1–2.046, cf 1–250).
describe('findLaw', () => {
  it('finds codes by their usual names and acronyms', () => {
    expect(findLaw('CLT')?.lastArticle).toBe(922);
    expect(findLaw('Código Civil')?.number).toBe('10.406');
    expect(findLaw('código de defesa do consumidor')?.number).toBe('8.078');
    expect(findLaw('CF/88')?.lastArticle).toBe(250);
    expect(findLaw('CPC/73')?.year).toBe(1973);
  });

  it('does not take a lowercase word for an acronym', () => {
    expect(findLaw('cc')).toBeUndefined();
  });

  it('finds laws by number and year in the ways they are written', () => {
    expect(findLaw('Lei nº 8.078/1990')?.commonName).toBe('CDC');
    expect(findLaw('Lei 13.105/15')?.commonName).toBe('CPC/2015');
    expect(findLaw('LC 101/2000')?.commonName).toBe('LRF');
    expect(findLaw('Decreto-Lei 5.452/1943')?.commonName).toBe('CLT');
    expect(findLaw({ type: 'lei', number: 13709 })?.commonName).toBe('LGPD');
  });

  it('does not match a catalogued number with another year', () => {
    expect(findLaw('Lei 8.078/1991')).toBeUndefined();
  });
});

describe('checkArticle', () => {
  it('accepts art. 477 of the CLT and refuses art. 923 (last article 922, counted from the text)', () => {
    const clt = findLaw('CLT');
    if (!clt) throw new Error('CLT missing from the catalogue');
    expect(checkArticle(clt, 477)).toEqual({ result: 'exists', confirmed: true });
    expect(checkArticle(clt, 923)).toEqual({ result: 'beyond-last', confirmed: true });
  });

  it('reports an unverified count as unconfirmed (Lei 9.099/1995: 97, knowledge_unverified)', () => {
    const jec = findLaw('Lei 9.099/1995');
    if (!jec) throw new Error('Lei 9.099 missing');
    expect(checkArticle(jec, 200)).toEqual({ result: 'beyond-last', confirmed: false });
  });
});

describe('checkNumberYear', () => {
  it('accepts a number between two catalogued laws of the same year', () => {
    // Lei 8.072/1990 and Lei 8.080/1990 are catalogued, so 8.078 can only be from 1990
    expect(checkNumberYear('lei', '8.078', 1990, 2026).fits).toBe(true);
    expect(checkNumberYear('lei', '8.078', 2015, 2026)).toMatchObject({ fits: false });
  });

  it('refuses a year in the future and a decreto-lei after 1988', () => {
    expect(checkNumberYear('lei', '15.999', 2031, 2026).fits).toBe(false);
    expect(checkNumberYear('decreto-lei', '2.500', 1995, 2026).fits).toBe(false);
  });

  it('cannot judge the pre-1946 series', () => {
    expect(checkNumberYear('lei', '3.071', 1916, 2026).fits).toBe('unknown');
  });

  it('finds the catalogue numbering monotonic from 1946 on (the rule the check relies on)', () => {
    for (const type of ['lei', 'lei-complementar'] as const) {
      const series = listLaws()
        .filter((l) => l.type === type && l.year >= 1946 && l.number !== null)
        .map((l) => ({ n: Number((l.number ?? '').replace(/\D/g, '')), year: l.year }))
        .sort((a, b) => a.n - b.n);
      for (let i = 1; i < series.length; i++) {
        expect((series[i]?.year ?? 0) >= (series[i - 1]?.year ?? 0)).toBe(true);
      }
    }
  });
});

describe('expandYear', () => {
  it('reads two-digit years the way lawyers write them', () => {
    expect(expandYear('90')).toBe(1990);
    expect(expandYear('15')).toBe(2015);
    expect(expandYear('1943')).toBe(1943);
    expect(expandYear('43', 2026)).toBe(1943);
    expect(expandYear('26', 2026)).toBe(2026);
  });
});
