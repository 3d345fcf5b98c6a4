// State holidays fixed by the state: a yearly rule, not a row per year. Lei 9.093/1995, art. 1º, II,
// makes "a data magna do Estado fixada em lei estadual" a feriado civil, and CPC art. 216 makes every
// feriado a day without expediente forense in the courts of that state. Each rule names its law and the
// official page the date was read on; the 2026 court acts (court-acts.ts) keep only the closures
// that the courts decide themselves.
//
// Which courts sit in which state: a TJ, TRE or TJM is the court of one state (its UF in the CNJ number,
// Res. CNJ 65/2008 art. 1º § 5º). Every TRT, and the TRFs whose seat has a state rule below, is listed
// in COURT_TERRITORIES; a court that spans more states keeps the state's day as its seat's only (named
// in the trail, never skipped: the CNJ number does not say whether the case runs at the seat).

export interface StateHolidayRule {
  uf: string;
  /** 'MM-DD', the same every year. */
  monthDay: string;
  name: string;
  /**
   * The state law, as the product cites it; `Lei estadual UF (número não citado na página oficial)`
   * where the court's page read gives the day as a state holiday without naming its law.
   */
  law: string;
  /** The official page the law's date was read on. */
  source: string;
  /**
   * The first year the rule is applied: the law's year when the law predates the date in it that year
   * as read; otherwise the next year (the law's day in its own year not read).
   */
  since: number;
  /**
   * Where the law is not named: the year the official page shows the day for. The rule is applied
   * from that year only (`since`), the earlier years not read.
   */
  shownIn?: number;
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
  {
    uf: 'AL',
    monthDay: '09-16',
    name: 'Emancipação Política de Alagoas (16 de setembro)',
    law: 'Lei estadual AL (número não citado na página oficial)',
    // The Justiça Federal em Alagoas: 'Emancipação Política de Alagoas: JFAL funciona em regime de
    // plantão nesta sexta, 16 ... Em virtude do feriado alusivo ao dia de Emancipação Política do
    // Estado ... os prazos processuais ficam prorrogados' (September, with its 2022 holiday portaria;
    // 16/09/2022 was a Friday).
    source: 'https://jfal.jus.br/noticias/5166',
    shownIn: 2022,
    since: 2022,
  },
  {
    uf: 'SE',
    monthDay: '07-08',
    name: 'Emancipação Política de Sergipe (8 de julho)',
    law: 'Lei estadual SE (número não citado na página oficial)',
    // The TRT20's own page (2025): 'não haverá expediente nos dias 7 e 8 de julho, em razão do ponto
    // facultativo ... e do feriado estadual pela Emancipação Política de Sergipe, respectivamente'.
    source:
      'https://www.trt20.jus.br/17334-funcionamento-do-trt-se-sera-em-regime-de-plantao-nos-dias-7-e-8-de-julho',
    shownIn: 2025,
    since: 2025,
  },
  {
    uf: 'PI',
    monthDay: '10-19',
    name: 'Dia do Piauí (19 de outubro)',
    law: 'Lei estadual PI (número não citado na página oficial)',
    // The TJPI's Provimento 102 (calendar of 2025), on the court's own site: 'Não haverá expediente
    // forense na Justiça estadual de 1º e 2º graus: ... VII – no feriado estadual de 19 de outubro (dia
    // do Piauí)'. The page is on the court's staging host (teste.tjpi.jus.br), the copy the search
    // index holds.
    source:
      'https://teste.tjpi.jus.br/portaltjpi/tjpi/noticias-tjpi/tj-pi-divulga-calendario-de-feriados-no-ano-de-2025/?sessao=11177',
    shownIn: 2025,
    since: 2025,
  },
];

export interface CourtTerritory {
  /** The states the court's jurisdiction covers. */
  ufs: readonly string[];
  /** The seat, when the court covers more than one state. */
  seat?: { uf: string; city: string };
  /** The law that created the court or set its territory, as CLT art. 674 cites it for the TRTs. */
  law: string;
  /** The court's own official page the territory was read on, where one was found. */
  source?: string;
}

const CLT_674 = 'CLT, art. 674';

/**
 * The territory of the regional courts, as the laws that created them set it. TRTs: CLT art. 674 (24
 * regions, with the creating law of each from the 9ª on) and its sole paragraph for the seats; the
 * article's text was read in a transcript, not on planalto.gov.br, so the multi-state regions were
 * checked on the courts' own pages named in `source` (the TRT8's history names the 8ª, 11ª and 14ª
 * regions; the TRT10's ombudsman page the 10ª; the TRT14's 'Quem Somos' the 14ª). TRT2 and TRT15 share
 * São Paulo (the 15ª is the interior not in the 2ª, Lei 7.520/1986): both are courts of SP only, so SP's
 * law closes both. TRFs: Lei 7.727/1989 (not re-read here): the TRF3 covers São Paulo and Mato Grosso
 * do Sul (seat São Paulo), the TRF4 Paraná, Rio Grande do Sul and Santa Catarina (seat Porto Alegre),
 * the TRF5 Alagoas, Ceará, Paraíba, Pernambuco, Rio Grande do Norte and Sergipe (seat Recife). TRF1,
 * TRF2 and TRF6 are not listed: no state rule below falls in their seats' states yet.
 */
export const COURT_TERRITORIES: Readonly<Record<string, CourtTerritory>> = {
  TRT1: { ufs: ['RJ'], law: CLT_674 },
  TRT2: { ufs: ['SP'], law: `${CLT_674}; Lei 7.520/1986` },
  TRT3: { ufs: ['MG'], law: CLT_674 },
  TRT4: { ufs: ['RS'], law: CLT_674 },
  TRT5: { ufs: ['BA'], law: CLT_674 },
  TRT6: { ufs: ['PE'], law: CLT_674 },
  TRT7: { ufs: ['CE'], law: CLT_674 },
  TRT8: {
    ufs: ['PA', 'AP'],
    seat: { uf: 'PA', city: 'Belém/PA' },
    law: CLT_674,
    source: 'https://trt8.jus.br/memorial/historia-da-jt8',
  },
  TRT9: { ufs: ['PR'], law: `${CLT_674}; Lei 6.241/1975` },
  TRT10: {
    ufs: ['DF', 'TO'],
    seat: { uf: 'DF', city: 'Brasília/DF' },
    // CLT art. 674 still reads 'Distrito Federal (Lei 6.927/81)': Tocantins, created in 1988, joined the
    // 10ª Região later, as the court's own page says.
    law: `${CLT_674}; Lei 6.927/1981`,
    source: 'https://ouvidoria.trt10.jus.br/index.php/perguntas-frequentes',
  },
  TRT11: {
    ufs: ['AM', 'RR'],
    seat: { uf: 'AM', city: 'Manaus/AM' },
    law: `${CLT_674}; Lei 6.915/1981`,
    source: 'https://trt8.jus.br/memorial/historia-da-jt8',
  },
  TRT12: { ufs: ['SC'], law: `${CLT_674}; Lei 6.928/1981` },
  TRT13: { ufs: ['PB'], law: `${CLT_674}; Lei 7.324/1985` },
  TRT14: {
    ufs: ['RO', 'AC'],
    seat: { uf: 'RO', city: 'Porto Velho/RO' },
    law: `${CLT_674}; Lei 7.523/1986`,
    source: 'https://portal.trt14.jus.br/portal/sobre2',
  },
  TRT15: { ufs: ['SP'], law: `${CLT_674}; Lei 7.520/1986` },
  TRT16: { ufs: ['MA'], law: `${CLT_674}; Lei 7.671/1988` },
  TRT17: { ufs: ['ES'], law: `${CLT_674}; Lei 7.872/1989` },
  TRT18: { ufs: ['GO'], law: `${CLT_674}; Lei 7.873/1989` },
  TRT19: { ufs: ['AL'], law: `${CLT_674}; Lei 8.219/1991` },
  TRT20: { ufs: ['SE'], law: `${CLT_674}; Lei 8.233/1991` },
  TRT21: { ufs: ['RN'], law: `${CLT_674}; Lei 8.215/1991` },
  TRT22: { ufs: ['PI'], law: `${CLT_674}; Lei 8.221/1991` },
  TRT23: { ufs: ['MT'], law: `${CLT_674}; Lei 8.430/1992` },
  TRT24: { ufs: ['MS'], law: `${CLT_674}; Lei 8.431/1992` },
  TRF3: { ufs: ['SP', 'MS'], seat: { uf: 'SP', city: 'São Paulo/SP' }, law: 'Lei 7.727/1989' },
  TRF4: { ufs: ['PR', 'RS', 'SC'], seat: { uf: 'RS', city: 'Porto Alegre/RS' }, law: 'Lei 7.727/1989' },
  TRF5: {
    ufs: ['AL', 'CE', 'PB', 'PE', 'RN', 'SE'],
    seat: { uf: 'PE', city: 'Recife/PE' },
    law: 'Lei 7.727/1989',
  },
};
