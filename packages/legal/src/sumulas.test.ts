import { describe, expect, it } from 'vitest';
import { findOj, findSumula } from './sumulas.ts';

// Facts: the legal-facts dataset (`legal-facts.json`, `sumulas`) (STF 1–736; STJ 1–676 with 29 cancelled per the
// official "NAO CANCELADA" listing; TST up to 463; OJ SBDI-1 up to 421).
describe('findSumula', () => {
  it('finds TST Súmula 331 in force (TST series up to 463)', () => {
    expect(findSumula('TST', 331)).toMatchObject({ status: 'vigente', confirmed: true });
  });

  it('says the STJ list of cancelled súmulas is complete and the TST one partial', () => {
    expect(findSumula('STJ', 7)?.details).not.toContain('parcial');
    expect(findSumula('TST', 331)?.details).toContain('parcial');
  });

  it('reports cancelled súmulas (STJ 603, cancelled; TST 136)', () => {
    expect(findSumula('STJ', 603)?.status).toBe('cancelada');
    expect(findSumula('Tribunal Superior do Trabalho', 136)?.status).toBe('cancelada');
  });

  it('refuses a number above a closed series (STF ordinary súmulas end at 736)', () => {
    expect(findSumula('STF', 737, { today: '2026-11-22' })?.status).toBe('inexistente');
  });

  it('tells a number just above an open series from an impossible one (STJ 676 as of 2025-08-23)', () => {
    expect(findSumula('STJ', 680, { today: '2026-11-22' })?.status).toBe('posterior-ao-levantamento');
    expect(findSumula('STJ', 9999, { today: '2026-11-22' })?.status).toBe('inexistente');
    expect(findSumula('TST', 500, { today: '2026-11-22' })?.status).toBe('inexistente');
  });

  it('keeps Súmulas Vinculantes apart (SV 63 confirmed; SV 37 exists)', () => {
    expect(findSumula('STF', 37, { binding: true })?.series.id).toBe('STF-SV');
    expect(findSumula('STF', 37, { binding: true })?.status).toBe('vigente');
  });

  it('flags TST Súmula 450 (ADPF 501) as not confirmable', () => {
    expect(findSumula('TST', 450)).toMatchObject({ status: 'com-ressalva', confirmed: false });
  });

  it('returns undefined for a court without a catalogued series', () => {
    expect(findSumula('TRT4', 1)).toBeUndefined();
  });
});

describe('findOj', () => {
  it('finds OJ 394 of the SBDI-1 and knows OJ 414 was cancelled (Res. TST 194/2014)', () => {
    expect(findOj('SBDI-1', 394)?.status).toBe('vigente');
    expect(findOj('SBDI-1', 414)?.status).toBe('cancelada');
  });

  it('treats the SDC series, whose last number is unverified, as not confirmed', () => {
    expect(findOj('SDC', 10)?.confirmed).toBe(false);
  });
});
