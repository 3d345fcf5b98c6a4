// Verdicts on laws and articles: catalogue look-up, number/year consistency (LC 95/1998 art. 2º § 2º),
// last-article counts and revoked acts.

import type { LawRef } from './citations.ts';
import {
  checkArticle,
  checkNumberYear,
  findLaw,
  findLawByAlias,
  type LawEntry,
  label,
  lawsNumbered,
} from './laws.ts';
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
import { isPartial } from './verification.ts';

export function judgeLaw(ref: LawRef, ctx: Context, at: At): { verdict: Verdict; law?: LawEntry } {
  if (ref.alias !== undefined) {
    const law = findLawByAlias(ref.raw) ?? findLawByAlias(ref.alias);
    if (!law) return { verdict: suspicious(`diploma '${ref.raw}' não reconhecido no catálogo`, 40) };
    if (ref.year !== undefined && ref.year !== law.year && !findLawByAlias(ref.raw)) {
      return { verdict: suspicious(`'${ref.raw}': o catálogo conhece ${label(law)}, de outro ano`, 40) };
    }
    return { verdict: inForce(law, valid(`${label(law)} consta do catálogo`, 95), ctx, at), law };
  }
  const type = ref.type ?? 'lei';
  const number = ref.number ?? '';
  const name = `${ref.raw}`;
  if (ref.date) {
    const bad = judgeDate(ref.date, ctx);
    if (bad) return { verdict: bad };
  }
  if (ref.year === undefined) {
    const law = findLaw({ type, number });
    return law
      ? {
          verdict: inForce(law, valid(`${label(law)} consta do catálogo (ano não informado)`, 80), ctx, at),
          law,
        }
      : { verdict: suspicious(`${name}: sem ano e fora do catálogo; não foi possível conferir`, 35) };
  }
  const law = findLaw({ type, number, year: ref.year });
  if (law) return { verdict: inForce(law, valid(`${label(law)} consta do catálogo`, 95), ctx, at), law };
  const sameSeries = lawsNumbered(type, number).find((l) => sameNumberingSeries(type, l.year, ref.year ?? 0));
  if (sameSeries) {
    return { verdict: invalid(`${name}: o nº ${number} é da ${label(sameSeries)}, não de ${ref.year}`, 90) };
  }
  const fit = checkNumberYear(type, number, ref.year, ctx.todayYear);
  if (fit.fits === false) return { verdict: invalid(`${name}: ${fit.reason}`, 85) };
  if (fit.fits === true) {
    return {
      verdict: suspicious(
        `${name} não está no catálogo; ${fit.reason}, mas a existência não foi confirmada`,
        50,
      ),
    };
  }
  return { verdict: suspicious(`${name} não está no catálogo; ${fit.reason}`, 40) };
}

/** Leis restarted numbering in 1946 and decretos-leis in 1965 (LC 95/1998 art. 2º § 2º, II). */
function sameNumberingSeries(type: string, a: number, b: number): boolean {
  if (type === 'lei') return a >= 1946 === b >= 1946;
  if (type === 'decreto-lei') return a >= 1965 === b >= 1965;
  return true;
}

function inForce(law: LawEntry, verdict: Verdict, ctx: Context, at: At): Verdict {
  if (law.status !== 'revogada' || mentionsCancellation(ctx, at)) return verdict;
  ctx.notes.add('revogada');
  return suspicious(
    `${verdict.details}, mas está revogada${law.note ? ` (${law.note})` : ''}: confirme se a citação é histórica`,
    60,
  );
}

export function judgeArticle(articles: string[], ref: LawRef | undefined, ctx: Context, at: At): Verdict {
  const list = articles.map(articleLabel).join(', ');
  if (!ref) return suspicious(`${list} sem diploma identificado no trecho`, 35);
  const { verdict: lawVerdict, law } = judgeLaw(ref, ctx, at);
  if (lawVerdict.status === 'invalid') return lawVerdict;
  if (!law)
    return suspicious(
      `${lawVerdict.details}; não é possível conferir ${list}`,
      Math.min(lawVerdict.confidence, 40),
    );
  const parts = articles.map((article) => articleVerdict(law, article, ctx));
  const combined = combine(parts);
  if (lawVerdict.status === 'suspicious') return combine([lawVerdict, combined]);
  return combined;
}

function articleVerdict(law: LawEntry, article: string, ctx: Context): Verdict {
  const base = Number.parseInt(article, 10);
  const check = checkArticle(law, base);
  const name = `${articleLabel(article)} ${ofLaw(law)}`;
  if (check.result === 'unknown') {
    ctx.notes.add('sem-contagem');
    return suspicious(`${name}: número de artigos do diploma não catalogado`, 45);
  }
  const count = `último artigo ${law.lastArticle}`;
  if (check.result === 'beyond-last') {
    if (check.confirmed)
      return invalid(`${name} não existe: ${count} (contagem verificada, ${law.verification})`, 95);
    ctx.notes.add('sem-contagem');
    return suspicious(
      `${name} excede o ${count}, mas a contagem não foi verificada (${law.verification})`,
      40,
    );
  }
  if (!check.confirmed) {
    ctx.notes.add('sem-contagem');
    return suspicious(`${name}: dentro do ${count}, contagem não verificada (${law.verification})`, 60);
  }
  return valid(`${name} existe (${count}, ${law.verification})`, isPartial(law.verification) ? 80 : 92);
}

/** 'art. 5º' for 1-9 (ordinal, as the law writes it), 'art. 10' onwards. */
function articleLabel(article: string): string {
  return /^[1-9]$/.test(article) ? `art. ${article}º` : `art. ${article}`;
}

function ofLaw(law: LawEntry): string {
  return `${law.type === 'decreto-lei' || law.type === 'adct' ? 'do' : 'da'} ${label(law)}`;
}
