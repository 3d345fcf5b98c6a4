// The procedural calendars a deadline can be counted on, and the double-time rules, as tables: each
// row names how the days run, which days are holidays, whether Ash Wednesday's reduced hours push a
// start or an end (CPC art. 224, § 1º), which law suspends the count from 20/12 to 20/01, and what
// the user must still check in the tribunal's own acts.

import type { HolidayCategory } from './holidays.ts';

export type CalendarId = 'forense' | 'justica-federal' | 'trabalhista' | 'juizados' | 'criminal' | 'nacional';

export interface CalendarProfile {
  label: string;
  /** Dias úteis (CPC 219, CLT 775, Lei 9.099 art. 12-A) or continuous days (CPP 798). */
  counting: 'dias-uteis' | 'dias-corridos';
  countingBasis: string;
  /** The rule that leaves the dia do começo out of the count. */
  startExcludedBasis: string;
  holidays: ReadonlySet<HolidayCategory>;
  holidaysBasis: string;
  /** Ash Wednesday pushes the first counted day and the due day to the next dia útil (CPC 224 § 1º). */
  reducedHours: boolean;
  /** The law that suspends the count from 20/12 to 20/01, inclusive. */
  suspensionBasis: string;
  /** The law that bars hearings and sessions in that period (a fixed date inside it gets a warning). */
  noHearingsBasis: string;
  /** What this calendar cannot know and the user must check; said in every trail. */
  caveat?: string;
}

const NATIONAL: HolidayCategory[] = ['feriado-nacional', 'feriado-religioso', 'eleicao'];
const FORENSE: HolidayCategory[] = [...NATIONAL, 'forense'];
const LEI_5010_BASIS =
  'Lei 5.010/1966, art. 62, II e IV (quarta e quinta-feira santas, 11/08, 01/11 e 08/12)';
const FORENSE_BASIS =
  'CPC, art. 216 (dias sem expediente forense): feriados nacionais, Sexta-feira da Paixão, Carnaval e Corpus Christi';

export const CALENDAR_PROFILES: Readonly<Record<CalendarId, CalendarProfile>> = {
  forense: {
    label: 'Forense (Justiça Estadual, cível)',
    counting: 'dias-uteis',
    countingBasis: 'CPC, arts. 219 e 224',
    startExcludedBasis: 'CPC, art. 224, caput',
    holidays: new Set(FORENSE),
    holidaysBasis: FORENSE_BASIS,
    reducedHours: true,
    suspensionBasis: 'CPC, art. 220',
    noHearingsBasis: 'CPC, art. 220, § 2º',
    caveat:
      'Feriados estaduais, municipais e fechamentos por ato do tribunal só entram quando o tribunal é informado e há ato registrado',
  },
  'justica-federal': {
    label: 'Justiça Federal (Lei 5.010/1966)',
    counting: 'dias-uteis',
    countingBasis: 'CPC, arts. 219 e 224',
    startExcludedBasis: 'CPC, art. 224, caput',
    holidays: new Set([...FORENSE, 'lei-5010', 'justica-federal']),
    holidaysBasis:
      'CPC, art. 216; Lei 5.010/1966, art. 62 (recesso de 20/12 a 06/01, Semana Santa, Carnaval, 11/08, 01/11 e 08/12)',
    reducedHours: true,
    suspensionBasis: 'CPC, art. 220',
    noHearingsBasis: 'CPC, art. 220, § 2º',
    caveat:
      'Feriados estaduais e fechamentos por ato do tribunal só entram quando o tribunal é informado e há ato registrado',
  },
  trabalhista: {
    label: 'Justiça do Trabalho (CLT)',
    counting: 'dias-uteis',
    countingBasis: 'CLT, art. 775 (red. Lei 13.467/2017)',
    startExcludedBasis: 'CLT, art. 775, caput',
    holidays: new Set([...FORENSE, 'lei-5010']),
    holidaysBasis: `${FORENSE_BASIS}; ${LEI_5010_BASIS}, observados pela Justiça do Trabalho`,
    reducedHours: true,
    suspensionBasis: 'CLT, art. 775-A (Lei 13.545/2017)',
    noHearingsBasis: 'CLT, art. 775-A, § 2º',
    caveat:
      'Feriados estaduais e fechamentos por ato do TRT só entram quando o tribunal é informado e há ato registrado',
  },
  juizados: {
    label: 'Juizados Especiais (Lei 9.099/1995)',
    counting: 'dias-uteis',
    countingBasis: 'Lei 9.099/1995, art. 12-A (Lei 13.728/2018)',
    startExcludedBasis: 'CPC, art. 224, caput (aplicação subsidiária)',
    holidays: new Set(FORENSE),
    holidaysBasis: FORENSE_BASIS,
    reducedHours: true,
    suspensionBasis: 'CPC, art. 220 (aplicação subsidiária)',
    noHearingsBasis: 'CPC, art. 220, § 2º',
    caveat:
      'Suspensão de 20/12 a 20/01 aplicada pelo CPC, art. 220; confira o ato do tribunal e os feriados locais',
  },
  criminal: {
    label: 'Criminal (CPP, prazos contínuos)',
    counting: 'dias-corridos',
    countingBasis:
      'CPP, art. 798, caput e § 1º (prazos contínuos; exclui o dia do começo, inclui o do vencimento)',
    startExcludedBasis: 'CPP, art. 798, § 1º',
    holidays: new Set(FORENSE),
    holidaysBasis: FORENSE_BASIS,
    reducedHours: false,
    suspensionBasis: 'CPP, art. 798-A (Lei 14.365/2022)',
    noHearingsBasis: 'CPP, art. 798-A, parágrafo único',
    caveat:
      'A suspensão de 20/12 a 20/01 não vale para réu preso, Lei Maria da Penha e medidas urgentes (CPP, art. 798-A, I a III)',
  },
  nacional: {
    label: 'Somente feriados nacionais',
    counting: 'dias-uteis',
    countingBasis: 'CPC, arts. 219 e 224',
    startExcludedBasis: 'CPC, art. 224, caput',
    holidays: new Set(NATIONAL),
    holidaysBasis: 'Lei 662/1949, Lei 6.802/1980, Lei 14.759/2023, Sexta-feira da Paixão e dias de eleição',
    reducedHours: false,
    suspensionBasis: 'CPC, art. 220',
    noHearingsBasis: 'CPC, art. 220, § 2º',
    caveat:
      'Carnaval, Corpus Christi e Quarta-feira de Cinzas contados como dias úteis: confira o calendário do tribunal',
  },
};

/** CPC art. 216 counts days without expediente forense as holidays: the forense calendar is the default. */
export const DEFAULT_CALENDAR: CalendarId = 'forense';
export const CALENDARS = Object.keys(CALENDAR_PROFILES) as CalendarId[];

export type DoubleTimeReason =
  | 'ministerio-publico'
  | 'fazenda-publica'
  | 'defensoria-publica'
  | 'litisconsortes-autos-fisicos';

export interface DoubleTimeRule {
  label: string;
  /** The basis in each calendar where the law doubles the time; a calendar not listed refuses it. */
  basis: Partial<Record<CalendarId, string>>;
  /** Why a calendar refuses it, when a rule says so; otherwise no verified basis is known. */
  refused?: Partial<Record<CalendarId, string>>;
  /** The limits of the rule, said in the trail next to the doubled count. */
  limits: string;
}

const CIVIL: CalendarId[] = ['forense', 'justica-federal', 'nacional'];
const forCivil = (basis: string) => Object.fromEntries(CIVIL.map((c) => [c, basis]));
const NO_DIFFERENT_TIME_IN_JUIZADOS =
  'nos Juizados não há prazo diferenciado para pessoas jurídicas de direito público (Lei 10.259/2001, art. 9º; Lei 12.153/2009, art. 7º)';
const DEFENSORIA_LC80 = 'LC 80/1994, arts. 44, I, 89, I, e 128, I';

export const DOUBLE_TIME: Readonly<Record<DoubleTimeReason, DoubleTimeRule>> = {
  'ministerio-publico': {
    label: 'Ministério Público',
    basis: forCivil('CPC, art. 180'),
    refused: { criminal: 'o CPP não dá prazo em dobro ao Ministério Público' },
    limits:
      'Conta-se da intimação pessoal (CPC, art. 180, caput) e não há dobra quando a lei fixa prazo próprio para o Ministério Público (§ 2º)',
  },
  'fazenda-publica': {
    label: 'Fazenda Pública (União, Estados, DF, Municípios, autarquias e fundações)',
    basis: {
      ...forCivil('CPC, art. 183'),
      trabalhista: 'Decreto-Lei 779/1969, art. 1º, III (prazo em dobro para recurso)',
    },
    refused: { juizados: NO_DIFFERENT_TIME_IN_JUIZADOS },
    limits:
      'Conta-se da intimação pessoal (CPC, art. 183, caput e § 1º) e não há dobra quando a lei fixa prazo próprio para o ente público (§ 2º); na Justiça do Trabalho, só o prazo de recurso é dobrado (Decreto-Lei 779/1969, art. 1º, III)',
  },
  'defensoria-publica': {
    label: 'Defensoria Pública',
    basis: {
      ...forCivil(`CPC, art. 186; ${DEFENSORIA_LC80}`),
      trabalhista: DEFENSORIA_LC80,
      criminal: DEFENSORIA_LC80,
    },
    limits:
      'Conta-se da intimação pessoal do defensor (CPC, art. 186, § 1º) e não há dobra quando a lei fixa prazo próprio para a Defensoria (§ 4º)',
  },
  'litisconsortes-autos-fisicos': {
    label: 'Litisconsortes com advogados de escritórios distintos, em autos físicos',
    basis: forCivil('CPC, art. 229 (não se aplica a autos eletrônicos, § 2º)'),
    refused: {
      trabalhista: 'o art. 229 do CPC é inaplicável ao processo do trabalho (OJ 310 da SBDI-1 do TST)',
    },
    limits:
      'Só em autos físicos (CPC, art. 229, § 2º); cessa se, havendo apenas 2 réus, só um deles oferece defesa (§ 1º)',
  },
};

export const DOUBLE_TIME_REASONS = Object.keys(DOUBLE_TIME) as DoubleTimeReason[];

/** The basis of double time for `reason` in `calendar`, or a RangeError saying why there is none. */
export function doubleTimeBasis(reason: DoubleTimeReason, calendar: CalendarId): string {
  const rule = DOUBLE_TIME[reason];
  const basis = rule.basis[calendar];
  if (basis) return basis;
  const why = rule.refused?.[calendar] ?? 'não há base legal verificada para este calendário';
  throw new RangeError(
    `Prazo em dobro (${rule.label}) não aplicado no calendário '${CALENDAR_PROFILES[calendar].label}': ${why}`,
  );
}
