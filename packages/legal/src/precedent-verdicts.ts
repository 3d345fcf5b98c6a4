// Verdicts on súmulas, OJs, CNJ numbers and case references.

import type { DateRef } from './citations.ts';
import { validateCnj } from './cnj.ts';
import { findOj, findSumula, type OjBody, type SumulaLookup } from './sumulas.ts';
import {
  type At,
  type Context,
  combine,
  invalid,
  judgeDate,
  mentionsCancellation,
  suspicious,
  unverified,
  type Verdict,
  valid,
} from './verdicts.ts';

export function judgeSumula(
  court: string | undefined,
  numbers: number[],
  binding: boolean,
  ctx: Context,
  at: At,
): Verdict {
  if (!court) return unverified('súmula sem tribunal identificado; não verificada', 35);
  const parts = numbers.map((n) => {
    const found = findSumula(court, n, { binding, today: ctx.today });
    if (!found)
      return unverified(
        `Súmula ${n} do ${court}: tribunal fora da base (só STF, STJ e TST); não verificada`,
        40,
      );
    return fromLookup(found, ctx, at);
  });
  return combine(parts);
}

export function judgeOj(body: OjBody | undefined, numbers: number[], ctx: Context, at: At): Verdict {
  const parts = numbers.map((n) => {
    const found = findOj(body ?? 'SBDI-1', n, { today: ctx.today });
    if (!found)
      return unverified(
        body === 'TP'
          ? `OJ ${n} do Tribunal Pleno (Órgão Especial) do TST: série fora da base do Lexato; não verificada`
          : `OJ ${n}: órgão não identificado; não verificada`,
        40,
      );
    const verdict = fromLookup(found, ctx, at);
    if (!body && verdict.status !== 'invalid') {
      return { ...verdict, details: `${verdict.details} (órgão não indicado: presumida a SBDI-1)` };
    }
    return verdict;
  });
  return combine(parts);
}

/**
 * What the numbering catalogue can say of a súmula or OJ. Existence and vigência are confirmed
 * only where the catalogue's list of cancelled entries is complete (STJ); elsewhere a number in
 * range is "não verificada" (the API's base pass looks the STF and STJ súmulas up by text).
 */
function fromLookup(found: SumulaLookup, ctx: Context, at: At): Verdict {
  const name = `${found.series.label} nº ${found.number}`;
  switch (found.status) {
    case 'vigente':
      if (found.confirmed && found.series.cancelledComplete) {
        return valid(`${name} existe e não consta como cancelada`, 90);
      }
      ctx.notes.add(`parcial:${found.series.court}`);
      return unverified(
        `${name}: número dentro da série, mas texto e vigência não constam da base; não verificada`,
        45,
      );
    case 'cancelada':
    case 'superada': {
      const what = found.status === 'cancelada' ? 'cancelada' : 'superada';
      if (mentionsCancellation(ctx, at))
        return valid(`${name} foi ${what}, e o texto a apresenta como tal`, 85);
      return suspicious(`${name} foi ${what} e é citada como vigente`, 85);
    }
    case 'inexistente':
      // inside a court's own decision a number past the series is the court's typing or scanning
      // slip ('Súmula 4101' for 410), not an invented súmula
      if (found.confirmed && ctx.courtDecision)
        return suspicious(
          `${name} não existe (${lastOf(found)}); citada em decisão judicial: provável erro de digitação ou de digitalização — confira o número`,
          60,
        );
      return found.confirmed
        ? invalid(`${name} não existe: ${lastOf(found)}`, 92)
        : unverified(
            `${name}: acima do último número conhecido (${found.series.highest}); não verificada`,
            45,
          );
    case 'posterior-ao-levantamento':
      return unverified(
        `${name} é posterior ao último número conhecido (${found.series.highest}); não verificada`,
        40,
      );
    case 'com-ressalva':
      return suspicious(`${name}: ${found.series.flagged[found.number] ?? 'com ressalva'}`, 60);
  }
}

function lastOf(found: SumulaLookup): string {
  if (found.number < 1) return 'a numeração começa em 1';
  return found.series.open
    ? `a última editada é a ${found.series.highest}`
    : `a última é a ${found.series.highest} e a série está encerrada`;
}

/**
 * A CNJ number proves its own shape only: correct check digits (Res. CNJ 65/2008, Anexo VIII) say
 * nothing of whether the case exists, so a well-formed number is "não verificada" until DataJud
 * finds it — and then only its existence is evidenced, never what the text attributes to it. A
 * sequential part that is a placeholder ('0001234', '1234567', '0000000') is "suspeita": courts
 * have sanctioned filings that cited such numbers. Inside a court's own decision a check-digit
 * failure is a typing or OCR slip of the court, "suspeita", not an invented case.
 */
export function judgeCnj(number: string, ctx: Context): Verdict {
  const result = validateCnj(number, { today: ctx.today });
  if (!result.valid) {
    const why = `número CNJ ${number}: ${result.errors.join('; ')}`;
    return ctx.courtDecision
      ? suspicious(
          `${why} (número transcrito em decisão judicial: provável erro de digitação; confira nos autos)`,
          60,
        )
      : invalid(why, 98);
  }
  const sequential = number.replace(/\D/g, '').slice(0, 7);
  if (isPlaceholder(sequential)) {
    return suspicious(
      `número CNJ ${number}: numeração válida, mas o número sequencial ${sequential} tem forma de exemplo (sequência ou dígitos repetidos); confira o número nos autos`,
      70,
    );
  }
  ctx.notes.add('cnj');
  const court = result.tribunal?.acronym ? ` (${result.tribunal.acronym})` : '';
  return unverified(`numeração válida${court}; existência não consultada`, 50);
}

/** '0001234', '1234567', '7654321', '1111111', '0000000': a sequential part nobody was given. */
export function isPlaceholder(sequential: string): boolean {
  if (/^(\d)\1*$/.test(sequential)) return true;
  const significant = sequential.replace(/^0+/, '');
  if (significant.length < 4) return false;
  return '1234567890'.includes(significant) || '9876543210'.includes(significant);
}

/** Temas: the STJ's repetitivos are checked in the base by the API; the STF's repercussão geral is not in it. */
export function judgeTema(court: 'STJ' | 'STF' | 'TST' | undefined, number: number): Verdict {
  const n = number.toLocaleString('pt-BR');
  if (court === 'STJ')
    return unverified(`Tema ${n} dos recursos repetitivos do STJ: não conferido no catálogo de temas`, 40);
  if (court === 'STF') {
    return unverified(`Tema ${n} de repercussão geral do STF: fora da base do Lexato; não verificada`, 40);
  }
  if (court === 'TST') {
    // CLT art. 896-C: the TST's own recursos de revista repetitivos (IRR)
    return unverified(
      `Tema ${n} dos recursos repetitivos do TST: fora da base do Lexato; não verificada`,
      40,
    );
  }
  return unverified(
    `Tema ${n}: tribunal não indicado (recursos repetitivos do STJ ou repercussão geral do STF); não verificada`,
    35,
  );
}

/**
 * A precedente normativo of the TST's SDC (the clauses it grants in collective bargaining
 * disputes, CLT art. 702, I, "f" and RITST): the base has neither their texts nor their list of
 * cancelled ones, so one is recognised and "não verificada" — never "válida", never "inválida".
 */
export function judgePrecedenteNormativo(numbers: number[]): Verdict {
  return combine(
    numbers.map((n) =>
      unverified(
        `Precedente Normativo nº ${n} da SDC do TST: texto e situação (em vigor, cancelado) fora da base do Lexato; não verificada`,
        40,
      ),
    ),
  );
}

const CNJ_SHAPED = /^\d{1,7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/;

export function judgeCase(caseClass: string, caseNumber: string, dates: DateRef[], ctx: Context): Verdict {
  const parts: Verdict[] = [];
  if (CNJ_SHAPED.test(caseNumber)) {
    const cnj = judgeCnj(caseNumber, ctx);
    parts.push(cnj.status === 'invalid' ? invalid(`${caseClass} ${caseNumber}: ${cnj.details}`, 95) : cnj);
  } else {
    // ADPF 324, RE 958.252, REsp 1.234.567: numbers of the courts' own series, which carry no
    // check digits (only CNJ numbers do, Res. CNJ 65/2008); nothing here can confirm or refute them.
    ctx.notes.add('julgado');
    parts.push(
      unverified(
        `${caseClass} ${caseNumber}: número próprio do tribunal (sem dígito verificador); não verificada`,
        50,
      ),
    );
  }
  for (const date of dates) parts.push(judgeDate(date, ctx) ?? valid(`data ${date.raw} plausível`, 90));
  return combine(parts);
}
