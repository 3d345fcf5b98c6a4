// Súmulas and OJs: is a number inside a court's series, and is it cancelled? A series has a highest
// number as of a date. A closed series (STF ordinary súmulas) cannot grow; an open one may have grown
// since, by at most maxPerYear a year, so a number just above the highest is "posterior ao
// levantamento" (cannot confirm) while one far above it cannot exist.

import { SERIES } from './data/sumulas.ts';
import { type IsoDate, toDayNumber } from './dates.ts';
import { isConfirmed, type Verification } from './verification.ts';

export type SeriesId =
  | 'STF'
  | 'STF-SV'
  | 'STJ'
  | 'TST'
  | 'TST-OJ-SBDI-1'
  | 'TST-OJ-SBDI-2'
  | 'TST-OJ-SDC'
  | 'TST-OJ-SBDI-1-T';

export interface SumulaSeries {
  id: SeriesId;
  court: 'STF' | 'STJ' | 'TST';
  kind: 'sumula' | 'sumula-vinculante' | 'oj';
  label: string;
  highest: number;
  highestVerification: Verification;
  asOf: IsoDate;
  /** Whether the court still adds entries to this series. */
  open: boolean;
  maxPerYear: number;
  cancelled: readonly number[];
  /** True only when the cancelled list was derived from an official listing (STJ). */
  cancelledComplete: boolean;
  superseded: readonly number[];
  /** Entries in force on paper but with a known problem. */
  flagged: Readonly<Record<number, string>>;
  source: string;
}

export type SumulaStatus =
  | 'vigente'
  | 'cancelada'
  | 'superada'
  | 'com-ressalva'
  | 'posterior-ao-levantamento'
  | 'inexistente';

export interface SumulaLookup {
  series: SumulaSeries;
  number: number;
  status: SumulaStatus;
  /** Whether the facts behind the status were verified (see verification.ts). */
  confirmed: boolean;
  /** Portuguese explanation. */
  details: string;
}

export function listSeries(): readonly SumulaSeries[] {
  return SERIES;
}

export function seriesById(id: SeriesId): SumulaSeries | undefined {
  return SERIES.find((s) => s.id === id);
}

const COURT_NAMES: Readonly<Record<string, 'STF' | 'STJ' | 'TST'>> = {
  stf: 'STF',
  'supremo tribunal federal': 'STF',
  stj: 'STJ',
  'superior tribunal de justiça': 'STJ',
  tst: 'TST',
  'tribunal superior do trabalho': 'TST',
};

export function normaliseCourt(court: string): 'STF' | 'STJ' | 'TST' | undefined {
  return COURT_NAMES[court.trim().toLowerCase().replace(/\s+/g, ' ')];
}

export interface SumulaOptions {
  /** STF only: Súmula Vinculante. */
  binding?: boolean;
  /** Injected clock for series that may have grown since asOf; default: the series' asOf. */
  today?: IsoDate;
}

/** Looks a súmula up: findSumula('TST', 331), findSumula('STF', 37, { binding: true }). */
export function findSumula(
  court: string,
  number: number,
  options: SumulaOptions = {},
): SumulaLookup | undefined {
  const normalised = normaliseCourt(court);
  if (!normalised) return undefined;
  const id: SeriesId = normalised === 'STF' && options.binding ? 'STF-SV' : normalised;
  const series = seriesById(id);
  return series ? lookup(series, number, options.today) : undefined;
}

/** 'TP': the OJs of the Tribunal Pleno and Órgão Especial, a series the catalogue does not hold. */
export type OjBody = 'SBDI-1' | 'SBDI-2' | 'SDC' | 'SBDI-1-T' | 'TP';

/** Looks up a TST Orientação Jurisprudencial (default body SBDI-1, the one usually meant). */
export function findOj(
  body: OjBody,
  number: number,
  options: { today?: IsoDate } = {},
): SumulaLookup | undefined {
  if (body === 'TP') return undefined;
  const series = seriesById(`TST-OJ-${body}`);
  return series ? lookup(series, number, options.today) : undefined;
}

function lookup(series: SumulaSeries, number: number, today: IsoDate | undefined): SumulaLookup {
  const confirmed = isConfirmed(series.highestVerification);
  const result = (status: SumulaStatus, details: string, ok = confirmed) => ({
    series,
    number,
    status,
    confirmed: ok,
    details,
  });
  const name = `${series.label} nº ${number}`;
  if (!Number.isInteger(number) || number < 1)
    return result('inexistente', `${name}: numeração começa em 1`, true);
  if (number > series.highest) {
    const limit = growthLimit(series, today);
    if (number > limit) {
      const why = series.open
        ? `acima da última conhecida (${series.highest} em ${series.asOf}) e do crescimento possível até hoje`
        : `acima da última (${series.highest}); série encerrada`;
      return result('inexistente', `${name} não existe: ${why}`);
    }
    return result(
      'posterior-ao-levantamento',
      `${name} é posterior ao último número verificado (${series.highest} em ${series.asOf}); não foi possível confirmar`,
      false,
    );
  }
  if (series.cancelled.includes(number)) return result('cancelada', `${name} foi cancelada`, true);
  if (series.superseded.includes(number)) return result('superada', `${name} consta como superada`, true);
  const flag = series.flagged[number];
  if (flag) return result('com-ressalva', `${name}: ${flag}`, false);
  const caveat = series.cancelledComplete
    ? ''
    : ' (lista de canceladas parcial: confira a vigência no site do tribunal)';
  return result('vigente', `${name} existe e não consta como cancelada${caveat}`);
}

function growthLimit(series: SumulaSeries, today: IsoDate | undefined): number {
  if (!series.open || !today || today <= series.asOf) return series.highest;
  const years = (toDayNumber(today) - toDayNumber(series.asOf)) / 365.25;
  return series.highest + Math.ceil(years * series.maxPerYear);
}
