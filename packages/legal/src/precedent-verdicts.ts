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
  if (!court) return suspicious('súmula sem tribunal identificado; não foi possível conferir', 35);
  const parts = numbers.map((n) => {
    const found = findSumula(court, n, { binding, today: ctx.today });
    if (!found)
      return suspicious(`súmula ${n} do ${court}: tribunal fora do catálogo (só STF, STJ e TST)`, 40);
    return fromLookup(found, ctx, at);
  });
  return combine(parts);
}

export function judgeOj(body: OjBody | undefined, numbers: number[], ctx: Context, at: At): Verdict {
  const parts = numbers.map((n) => {
    const found = findOj(body ?? 'SBDI-1', n, { today: ctx.today });
    if (!found) return suspicious(`OJ ${n}: órgão fora do catálogo`, 40);
    const verdict = fromLookup(found, ctx, at);
    if (!body && verdict.status === 'valid') {
      return suspicious(`${verdict.details}; órgão não indicado (presumida a SBDI-1)`, 60);
    }
    return verdict;
  });
  return combine(parts);
}

function fromLookup(found: SumulaLookup, ctx: Context, at: At): Verdict {
  const source = `fonte: ${found.series.source.split(';')[0]}`;
  switch (found.status) {
    case 'vigente':
      if (!found.confirmed) return suspicious(`${found.details}; último número da série não verificado`, 55);
      if (!found.series.cancelledComplete) ctx.notes.add(`parcial:${found.series.court}`);
      return valid(found.details, found.series.cancelledComplete ? 95 : 80);
    case 'cancelada':
    case 'superada':
      if (mentionsCancellation(ctx, at)) return valid(`${found.details}; o texto a apresenta como tal`, 85);
      return found.status === 'cancelada'
        ? invalid(`${found.details} e é citada como vigente (${source})`, 90)
        : suspicious(`${found.details} e é citada como vigente (${source})`, 55);
    case 'inexistente':
      return found.confirmed ? invalid(`${found.details} (${source})`, 92) : suspicious(found.details, 45);
    case 'posterior-ao-levantamento':
      return suspicious(found.details, 40);
    case 'com-ressalva':
      return suspicious(found.details, 50);
  }
}

export function judgeCnj(number: string, ctx: Context): Verdict {
  const result = validateCnj(number, { today: ctx.today });
  if (!result.valid) return invalid(`número CNJ ${number}: ${result.errors.join('; ')}`, 98);
  const t = result.tribunal;
  ctx.notes.add('cnj');
  const alias = t?.datajudAlias
    ? `; DataJud: ${t.datajudAlias}`
    : '; tribunal fora da API pública do DataJud';
  return valid(
    `número CNJ bem formado, dígitos verificadores conferem (${t?.acronym ?? '?'}${alias}); existência do processo não verificada`,
    85,
  );
}

const CNJ_SHAPED = /^\d{1,7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/;

export function judgeCase(caseClass: string, caseNumber: string, dates: DateRef[], ctx: Context): Verdict {
  const parts: Verdict[] = [];
  if (CNJ_SHAPED.test(caseNumber)) {
    const cnj = judgeCnj(caseNumber, ctx);
    parts.push(cnj.status === 'valid' ? cnj : invalid(`${caseClass} ${caseNumber}: ${cnj.details}`, 95));
  } else {
    ctx.notes.add('julgado');
    parts.push(
      suspicious(
        `${caseClass} ${caseNumber}: referência sem número verificável (não há dígito verificador); confira no site do tribunal`,
        50,
      ),
    );
  }
  for (const date of dates) parts.push(judgeDate(date, ctx) ?? valid(`data ${date.raw} plausível`, 90));
  return combine(parts);
}
