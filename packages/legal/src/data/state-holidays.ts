// State holidays fixed by the state: a yearly rule, not a row per year. Lei 9.093/1995, art. 1º, II,
// makes "a data magna do Estado fixada em lei estadual" a feriado civil, and CPC art. 216 makes every
// feriado a day without expediente forense in the courts of that state. Each rule names its law and the
// official page the date was read on; the 2026 court acts (court-acts.ts) keep only the closures
// that the courts decide themselves.
//
// Which courts sit in which state: a TJ, TRE or TJM is the court of one state (its UF in the CNJ number,
// Res. CNJ 65/2008 art. 1º § 5º). A TRT or TRF is listed in COURT_TERRITORIES only where a state rule
// below applies to it; a court that spans more states keeps the state's day as its seat's only (named
// in the trail, never skipped: the CNJ number does not say whether the case runs at the seat).

export interface StateHolidayRule {
  uf: string;
  /** 'MM-DD', the same every year. */
  monthDay: string;
  name: string;
  /** The state law, as the product cites it. */
  law: string;
  /** The official page the law's date was read on. */
  source: string;
  /**
   * The first year the rule is applied: the law's year when the law predates the date in it that year
   * as read; otherwise the next year (the law's day in its own year not read).
   */
  since: number;
  /** Years the day moved by a later law that no official publication read here confirms: left out. */
  skipYears?: readonly number[];
}

export const STATE_HOLIDAYS: readonly StateHolidayRule[] = [
  {
    uf: 'SP',
    monthDay: '07-09',
    name: 'Data Magna do Estado de São Paulo (9 de julho)',
    law: 'Lei Estadual SP nº 9.497/1997',
    source: 'https://www.saopaulo.sp.gov.br/ultimas-noticias/nove-de-julho-e-feriado-no-estado-desde-1997/',
    // Lei Estadual SP nº 9.497, de 5 de março de 1997 (the page's own words), so 09/07/1997 is covered.
    since: 1997,
    // Lei Estadual SP nº 17.264/2020 moved 2020's day to 25/05/2020; read only in a non-official
    // transcript, so 2020 is left out rather than guessed.
    skipYears: [2020],
  },
  {
    uf: 'PE',
    monthDay: '03-06',
    name: 'Data Magna do Estado de Pernambuco (6 de março)',
    law: 'Lei Estadual PE nº 13.835/2009',
    // The TRF5's official 2026 table cites the law for 06/03.
    source: 'https://www.trf5.jus.br/index.php/feriados-2026',
    // The law's date within 2009 was not read (it amended Lei PE 13.386/2007, which made the day a
    // ponto facultativo only, as the Assembleia's bill page shows): applied from 2010.
    since: 2010,
  },
  {
    uf: 'RS',
    monthDay: '09-20',
    name: 'Data Magna do Estado do Rio Grande do Sul (20 de setembro)',
    law: 'Decreto Estadual RS nº 36.180/1995',
    // The TRF4's official holiday calendar lists 20/09 'Data Magna do Estado', 'Decreto Estadual Nº
    // 36.180/1995', type 'Estadual'.
    source: 'https://www.trf4.jus.br/trf4/controlador.php?acao=calendario_feriados_listar&selOrgao=1',
    since: 1996,
  },
  {
    uf: 'RO',
    monthDay: '01-04',
    name: 'Instalação do Estado de Rondônia (4 de janeiro)',
    law: 'Lei Estadual RO nº 2.291/2010',
    // The TJRO's own holiday calendar: '4 de janeiro Feriado Estadual - Instalação do Estado de
    // Rondônia (Lei n. 2.291, de 22 de abril de 2010)'. Inside the 20/12-20/01 suspension (CPC art.
    // 220), it matters for the day a publication counts as made and for the counts the law keeps
    // running (CPP art. 798-A, I to III).
    source:
      'https://www.tjro.jus.br/institucional/secretarias/secretaria-sj2g/calendario-de-feriados-sg-2016',
    // The law is of 22/04/2010, after 04/01/2010.
    since: 2011,
  },
];

export interface CourtTerritory {
  /** The states the court's jurisdiction covers. */
  ufs: readonly string[];
  /** The seat, when the court covers more than one state. */
  seat?: { uf: string; city: string };
}

/**
 * The territory of the regional courts a state rule applies to, as the laws that created them set it
 * (Lei 7.727/1989 for the TRFs; CLT art. 674 and Lei 7.520/1986 for the TRTs; not re-read here): TRT2
 * and TRT15 sit only in São Paulo, TRT6 only in Pernambuco, TRT4 only in Rio Grande do Sul; the TRF3
 * covers São Paulo and Mato Grosso do Sul (seat São Paulo), the TRF4 Paraná, Rio Grande do Sul and
 * Santa Catarina (seat Porto Alegre), the TRF5 Alagoas, Ceará, Paraíba, Pernambuco, Rio Grande do
 * Norte and Sergipe (seat Recife).
 */
export const COURT_TERRITORIES: Readonly<Record<string, CourtTerritory>> = {
  TRT2: { ufs: ['SP'] },
  TRT15: { ufs: ['SP'] },
  TRT6: { ufs: ['PE'] },
  TRT4: { ufs: ['RS'] },
  TRF3: { ufs: ['SP', 'MS'], seat: { uf: 'SP', city: 'São Paulo/SP' } },
  TRF4: { ufs: ['PR', 'RS', 'SC'], seat: { uf: 'RS', city: 'Porto Alegre/RS' } },
  TRF5: { ufs: ['AL', 'CE', 'PB', 'PE', 'RN', 'SE'], seat: { uf: 'PE', city: 'Recife/PE' } },
};
