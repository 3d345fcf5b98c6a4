// Verdicts on laws and articles from the catalogue alone: look-up, number/year consistency (LC 95/1998
// art. 2º § 2º), verified last-article counts and revoked acts. An article's existence, status and
// wording are evidence only the knowledge base holds: here an article within range stays
// "não verificada" until the API's base pass (apps/api/src/tools/validator) confirms it.

import { STATE_ADJECTIVES } from './citation-patterns.ts';
import type { LawRef } from './citations.ts';
import { formatBr, type IsoDate } from './dates.ts';
import { formatArticle } from './lawbase/articles.ts';
import { checkNumberYear, findLaw, findLawByAlias, type LawEntry, label, lawsNumbered } from './laws.ts';
import {
  type At,
  type Context,
  invalid,
  judgeDate,
  mentionsCancellation,
  suspicious,
  unverified,
  type Verdict,
  valid,
} from './verdicts.ts';
import { isConfirmed } from './verification.ts';

/**
 * Acts revoked as a whole, with the provision that revoked them and the day the revocation took
 * effect: before that day a citation of the act is a citation of law in force.
 */
const REVOCATIONS: Readonly<Record<string, { from: IsoDate; by: string }>> = {
  // CPC/2015 art. 1.046: "Ao entrar em vigor este Código […] ficando revogada a Lei nº 5.869"; in force 18/03/2016.
  'lei-5869-1973': { from: '2016-03-18', by: 'CPC/2015 (Lei nº 13.105/2015), art. 1.046' },
  'lei-3071-1916': { from: '2003-01-11', by: 'Código Civil de 2002 (Lei nº 10.406/2002), art. 2.045' },
  // Lei 14.133/2021 art. 193, II, "a", redação da LC 198/2023: "em 30 de dezembro de 2023: a Lei nº 8.666".
  'lei-8666-1993': { from: '2023-12-30', by: 'Lei nº 14.133/2021, art. 193, II, "a"' },
  'lei-10520-2002': { from: '2023-12-30', by: 'Lei nº 14.133/2021, art. 193, II, "b"' },
};

/** The catalogue entry a reference names, if any (an alias, or type + number [+ year]). */
export function resolveLaw(ref: LawRef): LawEntry | undefined {
  if (ref.alias !== undefined) {
    const law = findLawByAlias(ref.raw) ?? findLawByAlias(ref.alias);
    if (law && ref.year !== undefined && ref.year !== law.year && !findLawByAlias(ref.raw)) return undefined;
    return law;
  }
  const query = { type: ref.type ?? 'lei', number: ref.number ?? '' };
  return ref.year === undefined ? findLaw(query) : findLaw({ ...query, year: ref.year });
}

export function judgeLaw(ref: LawRef, ctx: Context, at: At): { verdict: Verdict; law?: LawEntry } {
  if (SPHERE.test(ref.raw)) {
    return {
      verdict: unverified(
        `${ref.raw}: ato estadual, distrital ou municipal, fora do catálogo de diplomas federais; não verificada`,
        40,
      ),
    };
  }
  if (ref.alias !== undefined) {
    const law = resolveLaw(ref);
    if (law) return { verdict: inForce(law, valid(`${label(law)}: diploma identificado`, 95), ctx, at), law };
    const known = findLawByAlias(ref.alias);
    return {
      verdict: known
        ? suspicious(`"${ref.raw}": ${label(known)} é de ${known.year}, não de ${ref.year}`, 60)
        : unverified(`diploma "${ref.raw}": não consta do catálogo de diplomas da base; não verificada`, 40),
    };
  }
  const type = ref.type ?? 'lei';
  const number = ref.number ?? '';
  if (ref.date) {
    const bad = judgeDate(ref.date, ctx);
    if (bad) return { verdict: bad };
  }
  const law = resolveLaw(ref);
  if (law) {
    const what = ref.year === undefined ? `${label(law)} (ano não informado)` : label(law);
    return {
      verdict: inForce(law, valid(`${what}: diploma identificado`, ref.year ? 95 : 80), ctx, at),
      law,
    };
  }
  if (ref.year === undefined) {
    return { verdict: unverified(`${ref.raw}: sem ano e fora do catálogo de diplomas; não verificada`, 35) };
  }
  const sameSeries = lawsNumbered(type, number).find((l) => sameNumberingSeries(type, l.year, ref.year ?? 0));
  if (sameSeries) {
    return {
      verdict: misfit(
        `${ref.raw}: o nº ${number} é da ${label(sameSeries)}, não de ${ref.year}`,
        90,
        ref,
        ctx,
        at,
      ),
    };
  }
  const fit = checkNumberYear(type, number, ref.year, ctx.todayYear);
  if (fit.fits === false) return { verdict: misfit(`${ref.raw}: ${fit.reason}`, 85, ref, ctx, at) };
  return {
    verdict: unverified(`${ref.raw} não consta do catálogo de diplomas; ${fit.reason}; não verificada`, 40),
  };
}

/** Leis restarted numbering in 1946 and decretos-leis in 1965 (LC 95/1998 art. 2º § 2º, II). */
function sameNumberingSeries(type: string, a: number, b: number): boolean {
  if (type === 'lei') return a >= 1946 === b >= 1946;
  if (type === 'decreto-lei') return a >= 1965 === b >= 1965;
  return true;
}

/** A revoked act cited as law in force is suspicious, unless the sentence presents it as revoked. */
/** 'Lei Distrital', 'Lei Complementar Estadual', 'Lei Municipal nº …', 'Lei paulista nº …'. */
const SPHERE = new RegExp(
  String.raw`(?<![\wÀ-ú])(?:estadua(?:l|is)|distrita(?:l|is)|municipa(?:l|is)|${STATE_ADJECTIVES.join('|')})(?![\wÀ-ú])|^\s*lei\s*\/\s*[A-Z]{2}\b`,
  'i',
);
/** Around the number: the act's own state, district or municipality ('Lei nº 1.172/96 do Distrito Federal'). */
const LOCAL_AFTER =
  /^\s*,?\s*(?:d[oa]\s+(?:Estado|Distrito\s+Federal|DF|Munic[íi]pio)|estadual|distrital|municipal)/i;
const LOCAL_BEFORE =
  /distrit|estadua|municip|Distrito\s+Federal|Estado\s+d[eoa]|Assembleia\s+Legislativa|Câmara\s+Legislativa|Câmara\s+Municipal|Governador|Prefeit/i;

/** The citation itself names the act federal: 'Lei Federal nº …', 'Decreto Federal …'. */
const FEDERAL = /\bfederal\b/i;

/**
 * A number and year that do not fit the federal numbering (LC 95/1998, art. 2º, § 2º, II). Only
 * an act the citation calls federal is then "inválida": states, the Federal District and the
 * municipalities number their own laws and decrees, and a 'Lei nº 1.172/1996' with no sphere
 * written may be the District's (it is). With the state, district or municipality named around
 * it the act is not federal ("não verificada"); with no sphere written, in a filing or in a
 * court's decision, it is "suspeita", the reason given for both readings.
 */
function misfit(reason: string, confidence: number, ref: LawRef, ctx: Context, at: At): Verdict {
  const after = ctx.text.slice(at.end, at.end + 60);
  const before = ctx.text.slice(Math.max(0, at.start - 200), at.start);
  if (LOCAL_AFTER.test(after) || LOCAL_BEFORE.test(before)) {
    return unverified(
      `${reason} pela numeração federal; pelo contexto, ato estadual, distrital ou municipal, fora do catálogo; não verificada`,
      40,
    );
  }
  if (FEDERAL.test(ref.raw) || /^\s*,?\s*federal\b/i.test(after)) return invalid(reason, confidence);
  if (ctx.courtDecision) {
    return suspicious(
      `${reason}; citada em decisão judicial: pode ser ato estadual ou municipal, ou erro de digitação; confira no diário oficial`,
      55,
    );
  }
  return suspicious(
    `${reason}; se não for lei federal, indique o ente (estadual, distrital, municipal), que numera as próprias leis; se for, o número ou o ano está errado`,
    70,
  );
}

function inForce(law: LawEntry, verdict: Verdict, ctx: Context, at: At): Verdict {
  const revocation = REVOCATIONS[law.id];
  const revoked = revocation ? ctx.today >= revocation.from : law.status === 'revogada';
  if (!revoked || mentionsCancellation(ctx, at)) return verdict;
  // a text written while the act was in force cites the law of its day
  if (revocation && ctx.documentDate && ctx.documentDate < revocation.from) {
    return unverified(
      `${label(law)}: em vigor na data do documento (${formatBr(ctx.documentDate)}); revogada depois pelo ${revocation.by}, com efeito desde ${formatBr(revocation.from)}; fora da base de legislação do Lexato`,
      45,
    );
  }
  ctx.notes.add('revogada');
  const by = revocation
    ? `, revogada pelo ${revocation.by}, com efeito desde ${formatBr(revocation.from)}`
    : ', revogada';
  return suspicious(`${label(law)}${by}: confirme se a menção é histórica ou indique a norma vigente`, 80);
}

export function judgeArticle(articles: string[], ref: LawRef | undefined, ctx: Context, at: At): Verdict {
  const list = articles.map(articleLabel).join(', ');
  if (!ref) return unverified(`${list} sem diploma identificado no trecho; não verificada`, 35);
  const { verdict: lawVerdict, law } = judgeLaw(ref, ctx, at);
  if (lawVerdict.status === 'invalid' || lawVerdict.status === 'suspicious') return lawVerdict;
  if (!law) return unverified(`${lawVerdict.details}; não é possível conferir ${list}`, 35);
  const beyond = articles.find((a) => articleBeyondCount(law, a));
  if (beyond && ref.alias === undefined && ref.year === undefined) {
    // 'art. 150 da Lei nº 8.078', no year: the federal act is one reading; a state's or a
    // municipality's law of the same number is another
    return suspicious(
      `${articleLabel(beyond)} ${ofLaw(law)} não existe (o último artigo é o ${formatArticle(String(law.lastArticle))}); sem o ano, a lei citada pode ser outra de mesmo número (estadual, distrital, municipal): indique o ano e o ente`,
      70,
    );
  }
  if (beyond) {
    return invalid(
      `${articleLabel(beyond)} ${ofLaw(law)} não existe: ${
        Number.parseInt(beyond, 10) < 1
          ? 'a numeração dos artigos começa no art. 1º' // LC 95/1998 art. 10, I
          : `o último artigo é o ${formatArticle(String(law.lastArticle))}`
      }`,
      95,
    );
  }
  ctx.notes.add('fora-da-base');
  return unverified(
    `${list} ${ofLaw(law)}: diploma fora da base de legislação do Lexato; existência, vigência e redação não verificadas`,
    40,
  );
}

/** Past the last article of a verified count (LC 95/1998 art. 12, III: inserted articles take a letter, not a higher number). */
function articleBeyondCount(law: LawEntry, article: string): boolean {
  if (law.lastArticle === null || !isConfirmed(law.verification)) return false;
  const base = Number.parseInt(article, 10);
  return base < 1 || base > law.lastArticle;
}

/** 'art. 5º' for 1-9 (ordinal, as the law writes it), 'art. 10' onwards. */
export function articleLabel(article: string): string {
  const [digits = '', letter] = article.split('-');
  const n = Number(digits);
  const base =
    n >= 1 && n <= 9
      ? `${n}º`
      : n >= 1000
        ? `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`
        : digits;
  return `art. ${base}${letter ? `-${letter}` : ''}`;
}

export function ofLaw(law: LawEntry): string {
  return `${law.type === 'decreto-lei' || law.type === 'adct' ? 'do' : 'da'} ${label(law)}`;
}
