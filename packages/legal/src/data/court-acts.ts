// Days without expediente forense (or with reduced hours) by court act, one row per day, each naming
// its act. 2026 acts of TJSP, STJ, STF and TST transcribed by hand from the act as quoted by the public
// page in `source` (the act itself not opened); TRF5's from its own official table; TJAL's from the
// news of its act on the court's Corregedoria site. A state holiday
// fixed by state law (Lei 9.093/1995 art. 1º, II: the state's data magna, e.g. SP's 9 de julho, PE's
// 6 de março) is a yearly rule in state-holidays.ts, not a row here; a row here is a day the court's
// act itself names (a court's act may repeat the state's day, as TJSP's does). `confidence: 'act'` = in
// the act's quoted text; `'third_party'` = only in a third-party compilation, so not applied to a count
// (the trail names the day as unconfirmed instead). Courts missing here have no sourced act yet: their
// counts use the national, Lei 5.010/1966 and state-law days only, and the trail says which act is
// missing.

import type { IsoDate } from '../dates.ts';

export type CourtDayConfidence = 'act' | 'third_party';

export interface CourtDay {
  date: IsoDate;
  /** 'fechado': no expediente (CPC art. 216); 'parcial': expediente started late or ended early (CPC art. 224, § 1º). */
  kind: 'fechado' | 'parcial';
  name: string;
  confidence: CourtDayConfidence;
  /**
   * A day the act closes only the court's seat (a state or municipal holiday of the seat city, e.g.
   * TRF5's Recife days): the CNJ number does not say whether a case runs at the seat, so it is named
   * in the trail and counted as a dia útil, never skipped (skipping it elsewhere would make a late
   * filing look timely).
   */
  seatOnly?: string;
}

export interface CourtAct {
  /** Court acronym as tribunals.ts writes it ('TJSP', 'STJ'). */
  court: string;
  act: string;
  source: string;
  /**
   * The period the act rules on: a date in it that the act does not list is an ordinary dia útil of
   * the court; outside it, the court's own closures are unknown (STF's and TST's acts here speak of
   * Carnaval and Ash Wednesday only).
   */
  covers: { from: IsoDate; to: IsoDate };
  days: readonly CourtDay[];
  note?: string;
}

export const COURT_ACTS: readonly CourtAct[] = [
  {
    court: 'TJSP',
    act: 'Provimento CSM nº 2.813/2025 (TJSP, Conselho Superior da Magistratura)',
    source:
      'https://portaldori.com.br/2025/11/26/feriados-justica-estadual-sp-e-cartorios-provimento-csm-no-2-813-2025-dispoe-sobre-a-suspensao-do-expediente-forense-no-exercicio-de-2026-e-da-outras-providencias',
    covers: { from: '2026-01-01', to: '2026-12-31' },
    note: 'The contaprazo TJSP-2025-2026.json compilation omits 09/07 and 10/07: third-party calendars are incomplete.',
    days: [
      { date: '2026-02-16', kind: 'fechado', name: 'Carnaval', confidence: 'act' },
      { date: '2026-02-17', kind: 'fechado', name: 'Carnaval', confidence: 'act' },
      {
        date: '2026-02-18',
        kind: 'parcial',
        name: 'Quarta-feira de Cinzas, atendimento a partir das 13h',
        confidence: 'third_party',
      },
      { date: '2026-04-02', kind: 'fechado', name: 'Endoenças', confidence: 'act' },
      { date: '2026-04-03', kind: 'fechado', name: 'Sexta-feira da Paixão', confidence: 'act' },
      { date: '2026-04-20', kind: 'fechado', name: 'suspensão do expediente', confidence: 'act' },
      { date: '2026-04-21', kind: 'fechado', name: 'Tiradentes', confidence: 'act' },
      { date: '2026-05-01', kind: 'fechado', name: 'Dia do Trabalho', confidence: 'act' },
      { date: '2026-06-04', kind: 'fechado', name: 'Corpus Christi', confidence: 'act' },
      { date: '2026-06-05', kind: 'fechado', name: 'suspensão do expediente', confidence: 'act' },
      { date: '2026-07-09', kind: 'fechado', name: 'Data Magna do Estado de São Paulo', confidence: 'act' },
      { date: '2026-07-10', kind: 'fechado', name: 'suspensão do expediente', confidence: 'act' },
      { date: '2026-09-07', kind: 'fechado', name: 'Independência', confidence: 'act' },
      { date: '2026-10-12', kind: 'fechado', name: 'N. Sra. Aparecida', confidence: 'act' },
      { date: '2026-10-28', kind: 'fechado', name: 'Dia do Servidor Público', confidence: 'act' },
      { date: '2026-11-02', kind: 'fechado', name: 'Finados', confidence: 'act' },
      {
        date: '2026-11-20',
        kind: 'fechado',
        name: 'Dia Nacional de Zumbi e da Consciência Negra',
        confidence: 'act',
      },
      { date: '2026-12-07', kind: 'fechado', name: 'suspensão de expediente', confidence: 'act' },
      {
        date: '2026-12-08',
        kind: 'fechado',
        name: "Dia da Justiça (quoted excerpt cut after '08')",
        confidence: 'third_party',
      },
    ],
  },
  {
    court: 'STJ',
    act: 'Portaria STJ/GDG nº 1.010/2025',
    source:
      'https://smpladvocacia.com.br/noticia/stj-divulga-calendario-de-feriados-pontos-facultativos-e-recesso-judicial-de-2026-',
    covers: { from: '2026-01-01', to: '2027-01-06' },
    days: [
      { date: '2026-01-01', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-02-16', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-02-17', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      {
        date: '2026-02-18',
        kind: 'parcial',
        name: 'Quarta-feira de Cinzas, ponto facultativo',
        confidence: 'third_party',
      },
      { date: '2026-04-01', kind: 'fechado', name: 'Semana Santa (1 a 5/04)', confidence: 'act' },
      { date: '2026-04-02', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-04-03', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-04-20', kind: 'fechado', name: 'ponto facultativo', confidence: 'third_party' },
      { date: '2026-04-21', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-05-01', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-06-04', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-06-05', kind: 'fechado', name: 'ponto facultativo', confidence: 'third_party' },
      { date: '2026-08-10', kind: 'fechado', name: 'ponto facultativo', confidence: 'third_party' },
      { date: '2026-08-11', kind: 'fechado', name: 'criação dos cursos jurídicos', confidence: 'act' },
      { date: '2026-09-07', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-10-12', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      {
        date: '2026-10-30',
        kind: 'fechado',
        name: 'ponto facultativo (Dia do Servidor, Lei 8.112 art. 236)',
        confidence: 'third_party',
      },
      { date: '2026-11-02', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-11-20', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-12-07', kind: 'fechado', name: 'ponto facultativo', confidence: 'third_party' },
      { date: '2026-12-08', kind: 'fechado', name: 'Dia da Justiça', confidence: 'act' },
      { date: '2026-12-20', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-21', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-22', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-23', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-24', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-25', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-26', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-27', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-28', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-29', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-30', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2026-12-31', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2027-01-01', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2027-01-02', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2027-01-03', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2027-01-04', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2027-01-05', kind: 'fechado', name: 'recesso', confidence: 'act' },
      { date: '2027-01-06', kind: 'fechado', name: 'recesso', confidence: 'act' },
    ],
  },
  {
    court: 'STF',
    act: 'Portaria GDG nº 189/2025 (STF)',
    source:
      'https://hjur.com.br/stf-nao-tera-expediente-em-segunda-e-terca-de-carnaval-prazos-sao-prorrogados',
    covers: { from: '2026-02-16', to: '2026-02-18' },
    days: [
      { date: '2026-02-16', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-02-17', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      {
        date: '2026-02-18',
        kind: 'parcial',
        name: 'expediente a partir das 14h; prazos que vencem 16-18/02 prorrogados para 19/02',
        confidence: 'act',
      },
    ],
  },
  {
    court: 'TST',
    act: 'Ato GDGSET.GP nº 829/2025 (TST)',
    source: 'https://hjur.com.br/tst-funciona-em-horario-reduzido-na-quarta-feira-de-cinzas',
    covers: { from: '2026-02-16', to: '2026-02-18' },
    days: [
      { date: '2026-02-16', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-02-17', kind: 'fechado', name: 'sem expediente (ato)', confidence: 'act' },
      { date: '2026-02-18', kind: 'parcial', name: 'ponto facultativo até 14h', confidence: 'act' },
    ],
  },
  {
    court: 'TRF5',
    act: 'Feriados e Pontos Facultativos – TRF5 2026 (tabela oficial de feriados do TRF5)',
    source: 'https://www.trf5.jus.br/index.php/feriados-2026',
    covers: { from: '2026-01-01', to: '2026-12-31' },
    note: 'The feriados table of the official page; its pontos facultativos section was not read (Ash Wednesday and Corpus Christi follow the calendar). The seat days (Recife) are seat-only.',
    days: [
      { date: '2026-01-01', kind: 'fechado', name: 'recesso judiciário (Lei 5.010/1966)', confidence: 'act' },
      { date: '2026-01-02', kind: 'fechado', name: 'recesso judiciário (Lei 5.010/1966)', confidence: 'act' },
      { date: '2026-01-05', kind: 'fechado', name: 'recesso judiciário (Lei 5.010/1966)', confidence: 'act' },
      { date: '2026-01-06', kind: 'fechado', name: 'recesso judiciário (Lei 5.010/1966)', confidence: 'act' },
      { date: '2026-02-16', kind: 'fechado', name: 'Carnaval', confidence: 'act' },
      { date: '2026-02-17', kind: 'fechado', name: 'Carnaval (Lei 5.010/1966)', confidence: 'act' },
      {
        date: '2026-03-06',
        kind: 'fechado',
        name: 'Data Magna do Estado de Pernambuco (Lei Estadual nº 13.835/2009)',
        confidence: 'act',
        seatOnly: 'Recife/PE',
      },
      { date: '2026-04-01', kind: 'fechado', name: 'Semana Santa (Lei 5.010/1966)', confidence: 'act' },
      { date: '2026-04-02', kind: 'fechado', name: 'Semana Santa (Lei 5.010/1966)', confidence: 'act' },
      { date: '2026-04-03', kind: 'fechado', name: 'Semana Santa (Lei 5.010/1966)', confidence: 'act' },
      { date: '2026-04-21', kind: 'fechado', name: 'Tiradentes (Lei 10.607/2002)', confidence: 'act' },
      { date: '2026-05-01', kind: 'fechado', name: 'Dia do Trabalho (Lei 10.607/2002)', confidence: 'act' },
      {
        date: '2026-06-24',
        kind: 'fechado',
        name: 'São João (Lei Municipal nº 9.777/67)',
        confidence: 'act',
        seatOnly: 'Recife/PE',
      },
      {
        date: '2026-07-16',
        kind: 'fechado',
        name: 'Nossa Senhora do Carmo (Lei Municipal nº 9.777/67)',
        confidence: 'act',
        seatOnly: 'Recife/PE',
      },
      {
        date: '2026-08-11',
        kind: 'fechado',
        name: 'Criação dos Cursos Jurídicos (Lei 5.010/1966)',
        confidence: 'act',
      },
      {
        date: '2026-09-07',
        kind: 'fechado',
        name: 'Independência do Brasil (Lei 10.607/2002)',
        confidence: 'act',
      },
      {
        date: '2026-10-12',
        kind: 'fechado',
        name: 'Nossa Senhora Aparecida (Lei 6.802/1980)',
        confidence: 'act',
      },
      { date: '2026-11-02', kind: 'fechado', name: 'Finados (Lei 5.010/1966)', confidence: 'act' },
      {
        date: '2026-11-20',
        kind: 'fechado',
        name: 'Dia Nacional de Zumbi e da Consciência Negra (Lei 14.759/2023)',
        confidence: 'act',
      },
      { date: '2026-12-08', kind: 'fechado', name: 'Dia da Justiça', confidence: 'act' },
      ...(['21', '22', '23', '24', '25', '28', '29', '30', '31'] as const).map((d) => ({
        date: `2026-12-${d}`,
        kind: 'fechado' as const,
        name: 'recesso forense (Lei 5.010/1966)',
        confidence: 'act' as const,
      })),
    ],
  },
  {
    court: 'TRT4',
    act: 'Resolução Administrativa TRT4 nº 7/2026, regulamentada pela Portaria TRT4 nº 339/2026 (pontos facultativos de 2026)',
    source: 'https://www.trt4.jus.br/portais/trt4/modulos/noticias/50938783',
    // Only the pontos facultativos: the feriados of the TRT4's 2026 calendar were not read, so 2026
    // is still a year without the court's full act.
    covers: { from: '2026-02-18', to: '2026-12-07' },
    note: "The court's own page: 'Os prazos que tiverem início ou fim nas datas indicadas serão automaticamente prorrogados para o próximo dia útil' — a partial day (CPC art. 224, § 1º), not a closure: a day in the middle of a count still runs.",
    days: [
      {
        date: '2026-02-18',
        kind: 'parcial',
        name: 'Quarta-Feira de Cinzas, ponto facultativo até as 14h',
        confidence: 'act',
      },
      ...(['2026-04-20', '2026-06-05', '2026-08-10', '2026-12-07'] as const).map((date) => ({
        date,
        kind: 'parcial' as const,
        name: 'ponto facultativo (prazos que nele começam ou terminam prorrogados)',
        confidence: 'act' as const,
      })),
    ],
  },
  {
    court: 'TJAL',
    act: 'Ato normativo da Presidência do TJAL sobre os feriados de 2026 (aprovado pelo Pleno em sessão administrativa; número não citado na notícia oficial)',
    source: 'https://cgj.tjal.jus.br/index.php?not=41135&pag=verNoticia',
    // Only the days the Corregedoria's news of the act lists: the act's own text (and any day it adds)
    // was not read, so 2026 still counts as a year without the court's full act.
    covers: { from: '2026-04-20', to: '2026-12-08' },
    note: "The news: 'As atividades, atos e prazos processuais ficarão suspensos' on each day below. It also suspends 28/08/2026 (Nossa Senhora dos Prazeres) 'apenas nos municípios que preveem o respectivo feriado': a municipal day, not applied to the whole court and not listed.",
    days: [
      {
        date: '2026-04-20',
        kind: 'fechado',
        name: 'suspensão (feriado de Tiradentes, 21/04)',
        confidence: 'act',
      },
      {
        date: '2026-06-05',
        kind: 'fechado',
        name: 'suspensão (feriado de Corpus Christi, 04/06)',
        confidence: 'act',
      },
      {
        date: '2026-08-10',
        kind: 'fechado',
        name: 'suspensão (feriado do Dia do Jurista, 11/08)',
        confidence: 'act',
      },
      // The news names 11/08 and 08/12 themselves as the court's feriados ('feriado alusivo ao Dia do
      // Jurista, que ocorre em 11 de agosto'; 'feriado que celebra o Dia da Justiça, no dia 8 de
      // dezembro'): closed too.
      { date: '2026-08-11', kind: 'fechado', name: 'Dia do Jurista (feriado)', confidence: 'act' },
      {
        date: '2026-12-07',
        kind: 'fechado',
        name: 'suspensão (feriado do Dia da Justiça, 08/12)',
        confidence: 'act',
      },
      { date: '2026-12-08', kind: 'fechado', name: 'Dia da Justiça (feriado)', confidence: 'act' },
    ],
  },
];
