// Segments (J) and tribunal codes (TR) of the CNJ unified number, Resolução CNJ 65/2008 art. 1º
// §§ 4º-5º, as summarised in the legal-facts dataset (`legal-facts.json`, `cnj_numbering`), cross-checked
// against the J/TR table of @brazilian-utils/brazilian-utils 2.4.0. DataJud aliases: DataJud wiki
// (datajud-wiki.cnj.jus.br/api-publica/endpoints), 91 public indexes; STF, CNJ, CJF, CSJT and the
// Circunscrições Judiciárias Militares have none.

export const SEGMENTS: Readonly<Record<string, string>> = {
  '1': 'Supremo Tribunal Federal',
  '2': 'Conselho Nacional de Justiça',
  '3': 'Superior Tribunal de Justiça',
  '4': 'Justiça Federal',
  '5': 'Justiça do Trabalho',
  '6': 'Justiça Eleitoral',
  '7': 'Justiça Militar da União',
  '8': 'Justiça dos Estados e do Distrito Federal e Territórios',
  '9': 'Justiça Militar Estadual',
};

/** UF order used by TR for J=6, 8 and 9 (Res. CNJ 65/2008 art. 1º § 5º: alphabetical by state name). */
export const UF_BY_TR: Readonly<Record<string, string>> = {
  '01': 'AC',
  '02': 'AL',
  '03': 'AP',
  '04': 'AM',
  '05': 'BA',
  '06': 'CE',
  '07': 'DF',
  '08': 'ES',
  '09': 'GO',
  '10': 'MA',
  '11': 'MT',
  '12': 'MS',
  '13': 'MG',
  '14': 'PA',
  '15': 'PB',
  '16': 'PR',
  '17': 'PE',
  '18': 'PI',
  '19': 'RJ',
  '20': 'RN',
  '21': 'RS',
  '22': 'RO',
  '23': 'RR',
  '24': 'SC',
  '25': 'SE',
  '26': 'SP',
  '27': 'TO',
};

/** Acronyms of the tribunal/council codes that exist in each segment without a per-UF rule. */
export const FIXED_CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '1': { '00': 'STF' },
  '2': { '00': 'CNJ' },
  '3': { '00': 'STJ' },
  '4': { '01': 'TRF1', '02': 'TRF2', '03': 'TRF3', '04': 'TRF4', '05': 'TRF5', '06': 'TRF6', '90': 'CJF' },
  '5': { '00': 'TST', '90': 'CSJT' },
  '6': { '00': 'TSE' },
  '7': { '00': 'STM' },
  '9': { '13': 'TJMMG', '21': 'TJMRS', '26': 'TJMSP' },
};

export const FULL_NAMES: Readonly<Record<string, string>> = {
  STF: 'Supremo Tribunal Federal',
  CNJ: 'Conselho Nacional de Justiça',
  STJ: 'Superior Tribunal de Justiça',
  CJF: 'Conselho da Justiça Federal',
  TST: 'Tribunal Superior do Trabalho',
  CSJT: 'Conselho Superior da Justiça do Trabalho',
  TSE: 'Tribunal Superior Eleitoral',
  STM: 'Superior Tribunal Militar',
  TJMMG: 'Tribunal de Justiça Militar de Minas Gerais',
  TJMRS: 'Tribunal de Justiça Militar do Rio Grande do Sul',
  TJMSP: 'Tribunal de Justiça Militar de São Paulo',
  TJDFT: 'Tribunal de Justiça do Distrito Federal e dos Territórios',
};

/** Courts and councils absent from the DataJud public API (alias_notes in legal-facts.json). */
export const WITHOUT_DATAJUD = new Set(['STF', 'CNJ', 'CJF', 'CSJT']);

/**
 * TRE-DF is listed as 'api_publica_tre-dft' by the DataJud wiki; one third-party comment claims the
 * live index is 'tre-df'. Kept as listed, flagged unverified.
 */
export const DATAJUD_ALIAS_OVERRIDES: Readonly<Record<string, string>> = {
  'TRE-DF': 'api_publica_tre-dft',
};
