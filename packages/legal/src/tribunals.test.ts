import { describe, expect, it } from 'vitest';
import { findTribunal, listTribunals, tribunalByCode } from './tribunals.ts';

describe('tribunals', () => {
  it('lists every J.TR pair of Res. CNJ 65/2008 and the 91 DataJud aliases', () => {
    // 1+1+1 (STF, CNJ, STJ) + 7 (TRF1-6, CJF) + 26 (TST, CSJT, TRT1-24) + 28 (TSE, 27 TREs)
    // + 13 (STM, 12 CJMs) + 27 TJs + 3 TJMs = 107; alias_count 91 in legal-facts.json datajud.
    const all = listTribunals();
    expect(all).toHaveLength(107);
    expect(all.filter((t) => t.datajudAlias !== null)).toHaveLength(91);
  });

  it('maps J=8 TR=26 to TJSP and J=6 TR=07 to TRE-DF with its unverified alias', () => {
    expect(tribunalByCode('8', '26')).toMatchObject({
      acronym: 'TJSP',
      uf: 'SP',
      datajudAlias: 'api_publica_tjsp',
    });
    expect(tribunalByCode('6', '07')).toMatchObject({
      acronym: 'TRE-DF',
      datajudAlias: 'api_publica_tre-dft',
      datajudAliasVerification: 'knowledge_unverified',
    });
  });

  it('has no TRT25 nor TRF7', () => {
    expect(tribunalByCode('5', '25')).toBeUndefined();
    expect(tribunalByCode('4', '07')).toBeUndefined();
  });

  it('finds a tribunal by acronym written loosely', () => {
    expect(findTribunal('trt-15')?.name).toBe('Tribunal Regional do Trabalho da 15ª Região');
    expect(findTribunal('TRE SP')?.code).toBe('26');
  });
});
