// Holiday rules and their legal basis, one row each with how far it was checked (verification.ts).
// CF arts. 28 and 77, CPC arts. 216, 220 and 224 and CPP art. 798-A read in their 2025-09 compiled
// texts; the Carnaval, Corpus Christi and Ash Wednesday rows rest on tribunal acts, not verified here.

import type { Verification } from '../verification.ts';

export interface FixedRule {
  monthDay: string;
  name: string;
  basis: string;
  verification: Verification;
}

/** Bases of the fixed national holidays that @brazilian-utils returns as type 'national'. */
export const NATIONAL_BASIS: Readonly<Record<string, FixedRule>> = {
  '01-01': {
    monthDay: '01-01',
    name: 'Confraternização Universal',
    basis: 'Lei 662/1949, art. 1º (red. Lei 10.607/2002)',
    verification: 'verified_page',
  },
  '04-21': {
    monthDay: '04-21',
    name: 'Tiradentes',
    basis: 'Lei 662/1949, art. 1º (red. Lei 10.607/2002)',
    verification: 'verified_page',
  },
  '05-01': {
    monthDay: '05-01',
    name: 'Dia do Trabalho',
    basis: 'Lei 662/1949, art. 1º',
    verification: 'verified_page',
  },
  '09-07': {
    monthDay: '09-07',
    name: 'Independência do Brasil',
    basis: 'Lei 662/1949, art. 1º',
    verification: 'verified_page',
  },
  '10-12': {
    monthDay: '10-12',
    name: 'Nossa Senhora Aparecida',
    basis: 'Lei 6.802/1980',
    verification: 'verified_page',
  },
  '11-02': {
    monthDay: '11-02',
    name: 'Finados',
    basis: 'Lei 662/1949, art. 1º (red. Lei 10.607/2002)',
    verification: 'verified_page',
  },
  '11-15': {
    monthDay: '11-15',
    name: 'Proclamação da República',
    basis: 'Lei 662/1949, art. 1º',
    verification: 'verified_page',
  },
  '11-20': {
    monthDay: '11-20',
    name: 'Dia Nacional de Zumbi e da Consciência Negra',
    basis: 'Lei 14.759/2023 (a partir de 2024)',
    verification: 'verified_page',
  },
  '12-25': {
    monthDay: '12-25',
    name: 'Natal',
    basis: 'Lei 662/1949, art. 1º',
    verification: 'verified_page',
  },
};

export interface EasterRule {
  offset: number;
  name: string;
  basis: string;
  verification: Verification;
}

/** Observed nationally although no federal law fixes it (Portaria MGI anual lists it as feriado). */
export const GOOD_FRIDAY: EasterRule = {
  offset: -2,
  name: 'Sexta-feira da Paixão',
  basis:
    'Lei 9.093/1995, art. 2º (feriado religioso) e portaria anual do Executivo federal; observado em todo o país',
  verification: 'verified_page',
};

/** Days without expediente forense in most courts; for the Union only ponto facultativo. */
export const FORENSE_EASTER: readonly EasterRule[] = [
  {
    offset: -48,
    name: 'Segunda-feira de Carnaval',
    basis:
      'CPC, art. 216 (sem expediente forense, por ato dos tribunais); Lei 5.010/1966, art. 62, III (Justiça Federal)',
    verification: 'knowledge_unverified',
  },
  {
    offset: -47,
    name: 'Terça-feira de Carnaval',
    basis:
      'CPC, art. 216 (sem expediente forense, por ato dos tribunais); Lei 5.010/1966, art. 62, III (Justiça Federal)',
    verification: 'knowledge_unverified',
  },
  {
    offset: 60,
    name: 'Corpus Christi',
    basis:
      'CPC, art. 216 (sem expediente forense na maioria dos tribunais, por ato próprio); ponto facultativo federal',
    verification: 'knowledge_unverified',
  },
];

/**
 * Not a holiday: most courts open at noon or later on Ash Wednesday (federal ponto facultativo until
 * 14h; tribunal acts), so a count that would start or end on it moves to the next dia útil
 * (CPC art. 224, § 1º: expediente "iniciado depois da hora normal").
 */
export const ASH_WEDNESDAY: EasterRule = {
  offset: -46,
  name: 'Quarta-feira de Cinzas (expediente forense reduzido)',
  basis: 'CPC, art. 224, § 1º (expediente iniciado depois da hora normal, por ato do tribunal)',
  verification: 'knowledge_unverified',
};

/** Lei 5.010/1966, art. 62: feriados "na Justiça Federal, inclusive nos Tribunais Superiores". */
export const FEDERAL_EASTER: readonly EasterRule[] = [
  {
    offset: -4,
    name: 'Quarta-feira Santa',
    basis: 'Lei 5.010/1966, art. 62, II',
    verification: 'knowledge_unverified',
  },
  {
    offset: -3,
    name: 'Quinta-feira Santa',
    basis: 'Lei 5.010/1966, art. 62, II',
    verification: 'knowledge_unverified',
  },
];

export const FEDERAL_FIXED: readonly FixedRule[] = [
  {
    monthDay: '08-11',
    name: 'Criação dos cursos jurídicos',
    basis: 'Lei 5.010/1966, art. 62, IV',
    verification: 'knowledge_unverified',
  },
  {
    monthDay: '11-01',
    name: 'Dia de Todos os Santos',
    basis: 'Lei 5.010/1966, art. 62, IV',
    verification: 'knowledge_unverified',
  },
  {
    monthDay: '12-08',
    name: 'Dia da Justiça',
    basis: 'Lei 5.010/1966, art. 62, IV',
    verification: 'knowledge_unverified',
  },
];

/** Lei 5.010/1966, art. 62, I: 20/12 a 06/01 are feriados in the Justiça Federal. */
export const FEDERAL_RECESS_BASIS = 'Lei 5.010/1966, art. 62, I (recesso da Justiça Federal, 20/12 a 06/01)';

/**
 * CF arts. 28 and 77 (red. EC 16/1997): elections on the first Sunday of October, run-off on the last;
 * Código Eleitoral (Lei 4.737/1965) art. 380 makes the day a national holiday. Both are Sundays.
 */
export const ELECTION_BASIS = 'Lei 4.737/1965, art. 380; CF, arts. 28, 29, II, e 77 (red. EC 16/1997)';
export const ELECTIONS_SINCE = 1998;

/** CPC art. 220 (also CLT art. 775-A and CPP art. 798-A): suspension, not a holiday. */
export const RECESS = {
  from: '12-20',
  to: '01-20',
  basis: 'CPC, art. 220 (suspensão do curso dos prazos de 20/12 a 20/01, inclusive)',
  verification: 'verified_text' as Verification,
};
