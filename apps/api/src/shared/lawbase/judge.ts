// The knowledge base as evidence ("válida" only with positive evidence). An
// article citation is valid only when the act is in the base, the article exists, is in force,
// the cited parágrafo / inciso / alínea exists and any quoted passage matches the official text;
// súmulas of the STF and STJ and temas of the STJ likewise. What the base does not cover keeps
// the catalogue's verdict ("não verificada" at best). The base decides; the catalogue's own
// contradictions (a wrong year, a future date, a revoked act) still stand.
import {
  articleLabel,
  type Citation,
  combine,
  findProvision,
  formatArticle,
  type LawEntry,
  listSeries,
  normaliseArticle,
  ofLaw,
  type ProvisionPath,
  type ProvisionUnit,
  resolveLaw,
  type Verdict,
} from '@lexato/legal';
import type {
  ArticleListing,
  ArticleRow,
  Coverage,
  SumulaRow,
  TemaRow,
} from '../../corpus/lawbase.repository.ts';
import { type AttributedQuote, quoteMatches } from './quotes.ts';

/** Numbers as a Brazilian lawyer writes them: 'Tema 1.458'. */
const THOUSANDS = new Intl.NumberFormat('pt-BR');

/** The base as the Validator reads it; the database implementation is in validator.repository.ts. */
export interface LawbaseLookup {
  coverage(): Promise<Coverage>;
  articles(act: string): Promise<ArticleListing[]>;
  article(act: string, article: string): Promise<ArticleRow | undefined>;
  /** 'STF-SV': the STF's súmulas vinculantes (the series' id in the súmula catalogue). */
  sumula(court: 'STF' | 'STJ' | 'STF-SV', number: number): Promise<SumulaRow | undefined>;
  tema(number: number): Promise<TemaRow | undefined>;
}

/** STJ temas: the catalogue is complete up to this number; above it absence proves nothing (precedents README). */
export const TEMAS_COMPLETE_UP_TO = 1220;

const v = (status: Verdict['status'], details: string, confidence: number): Verdict => ({
  status,
  details,
  confidence,
});

/** The official text shown in a note, cut at a word near `max` characters. */
export function excerpt(text: string, max = 400): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return `«${flat}»`;
  return `«${flat.slice(0, flat.lastIndexOf(' ', max))} […]»`;
}

/**
 * The base's verdict on one citation, or undefined when the base has nothing to say about it
 * (its kind, court or act is not covered): the catalogue's verdict then stands.
 */
/** How the text presents the citation: as cancelled, or as the source of a fixed thesis. */
export interface Cited {
  asCancelled: boolean;
  /** 'tese firmada no Tema …', 'conforme decidido no Tema …'. */
  asThesis?: boolean;
}

export async function judgeInBase(
  c: Citation,
  quote: AttributedQuote | undefined,
  base: LawbaseLookup,
  cited: Cited,
): Promise<Verdict | undefined> {
  const coverage = await base.coverage();
  // Until the shipped base is loaded, a few imported rows say nothing of what an act lacks.
  if (coverage.release === null) return undefined;
  if (c.kind === 'artigo' && c.law) {
    const law = resolveLaw(c.law);
    if (!law || !coverage.acts.some((a) => a.act === law.id)) return undefined;
    const parts: Verdict[] = [];
    for (const [i, article] of c.articles.entries()) {
      const paths = c.provisions[i] ?? [];
      const quoted = c.articles.length === 1 ? quote : undefined;
      parts.push(await judgeArticle(law, article, paths, quoted, base, cited));
    }
    return parts.length > 0 ? combine(parts) : undefined;
  }
  if (c.kind === 'sumula' && (c.court === 'STF' || c.court === 'STJ')) {
    const court = c.court;
    const series = coverage.sumulas.find((s) => s.court === court);
    if (!series) return undefined;
    const parts: Verdict[] = [];
    for (const n of c.numbers) {
      const quoted = c.numbers.length === 1 ? quote : undefined;
      parts.push(judgeSumula(court, n, await base.sumula(court, n), series.highest, quoted, cited));
    }
    return parts.length > 0 ? combine(parts) : undefined;
  }
  if (c.kind === 'sumula-vinculante' && (c.court ?? 'STF') === 'STF') {
    const series = coverage.sumulas.find((s) => s.court === 'STF-SV');
    if (!series) return undefined;
    const rows = await Promise.all(c.numbers.map((n) => base.sumula('STF-SV', n)));
    // An entry the base lacks is one no two transcriptions agreed on, or one edited since, or an
    // invention: the catalogue's numbering decides it (past the series' last number: inválida).
    if (rows.some((row) => !row)) return undefined;
    const parts = c.numbers.map((n, i) =>
      judgeSumula('STF-SV', n, rows[i], series.highest, c.numbers.length === 1 ? quote : undefined, cited),
    );
    return parts.length > 0 ? combine(parts) : undefined;
  }
  if (c.kind === 'tema' && c.court === 'STJ' && coverage.temas) {
    const parts: Verdict[] = [];
    for (const n of c.numbers) {
      const quoted = c.numbers.length === 1 ? quote : undefined;
      parts.push(judgeTema(n, await base.tema(n), coverage.temas.highest, quoted, cited));
    }
    return parts.length > 0 ? combine(parts) : undefined;
  }
  return undefined;
}

async function judgeArticle(
  law: LawEntry,
  raw: string,
  paths: ProvisionPath[],
  quote: AttributedQuote | undefined,
  base: LawbaseLookup,
  cited: Cited,
): Promise<Verdict> {
  const article = normaliseArticle(raw) ?? raw;
  const name = `${articleLabel(article)} ${ofLaw(law)}`;
  const row = await base.article(law.id, article);
  if (!row) return missingArticle(name, article, await base.articles(law.id));
  if (row.status === 'revogado' || row.status === 'vetado') {
    const how = notInForce(row.status, row.revokedBy);
    return revoked(`${name} ${how}`, cited, ` e é citado como vigente; texto oficial: ${excerpt(row.text)}`);
  }
  const parts: Verdict[] = [];
  const units: ProvisionUnit[] = [];
  const caput = row.structure?.caputStatus ?? 'vigente';
  if (paths.length === 0 && caput !== 'vigente') {
    // CC art. 227: the caput revoked, the parágrafo único in force
    const how = notInForce(caput, row.structure?.caputRevokedBy);
    parts.push(v('suspicious', `o caput do ${name} ${how}; texto oficial: ${excerpt(row.text)}`, 88));
  }
  /** The cited provisions found in force, as cited: '§ 3º, inciso II'. */
  const found: string[] = [];
  for (const path of paths) {
    const unit = row.structure ? findProvision(row.structure, path) : null;
    const where = `${provisionLabel(path)} do ${name}`;
    if (!row.structure) {
      parts.push(
        v('unverified', `${where}: a divisão do artigo em parágrafos e incisos não está disponível`, 50),
      );
    } else if (
      !unit &&
      path.paragrafo === '1' &&
      findProvision(row.structure, { ...path, paragrafo: 'unico' })
    ) {
      // LC 95/1998 art. 10, III: a single parágrafo is "parágrafo único", not "§ 1º"
      parts.push(v('suspicious', `${name} tem parágrafo único, não § 1º: corrija a referência`, 80));
    } else if (!unit) {
      parts.push(
        v(
          'invalid',
          `${name} não tem ${provisionLabel(path)}; texto oficial do artigo: ${excerpt(row.text)}`,
          93,
        ),
      );
    } else if (unit.status !== 'vigente') {
      const how = notInForce(unit.status, unit.revokedBy);
      parts.push(revoked(`${where} ${how}`, cited, `; texto oficial: ${excerpt(unit.text)}`));
    } else {
      units.push(unit);
      found.push(provisionLabel(path));
    }
  }
  if (quote)
    parts.push(quoteVerdict(quote, units.length > 0 ? units.map(unitText).join('\n') : row.text, name));
  const exists = `${name} existe e está em vigor${units.length > 0 ? `, com ${found.join('; ')}` : ''}`;
  return parts.length > 0 ? combine([v('valid', exists, 95), ...parts]) : v('valid', exists, 95);
}

/** What happened to a provision not in force: "foi revogado pela Lei nº …" or "foi vetado". */
function notInForce(status: string, revokedBy: string | null | undefined): string {
  return status === 'revogado' ? `foi revogado${revokedBy ? ` pela ${revokedBy}` : ''}` : 'foi vetado';
}

/**
 * A revoked or vetoed provision is always "suspeita" (the rule above): even where the sentence
 * calls it revoked ('o art. 384 da CLT, revogado pela Lei 13.467/2017'), a word about another
 * citation of the same sentence may be what says so; the note tells the lawyer which case it is.
 * `what` names the provision and what happened to it; `asInForce` ends the note otherwise.
 */
function revoked(what: string, cited: Cited, asInForce: string): Verdict {
  return cited.asCancelled
    ? v('suspicious', `${what}; o texto o menciona como revogado: confira se a menção é histórica`, 88)
    : v('suspicious', `${what}${asInForce}`, 92);
}

function missingArticle(name: string, article: string, listing: ArticleListing[]): Verdict {
  const base = Number.parseInt(article, 10);
  const last = listing.reduce((max, a) => Math.max(max, a.articleNumber), 0);
  // LC 95/1998 art. 10, I: articles are numbered from 1 (art. 1º).
  if (base < 1) return v('invalid', `${name} não existe: a numeração dos artigos começa no art. 1º`, 96);
  if (base > last)
    return v('invalid', `${name} não existe: o último artigo é o ${formatArticle(String(last))}`, 96);
  const siblings = listing
    .filter((a) => a.articleNumber === base)
    .map((a) => `art. ${formatArticle(a.article)}`);
  if (article.includes('-')) {
    const known = siblings.length > 0 ? `; existem ${siblings.join(', ')}` : '';
    return v('invalid', `${name} não existe: nenhuma norma inseriu esse artigo${known}`, 95);
  }
  // A plain number within the act's range that the base lacks is more likely a gap of the
  // compiled text than an invention: nothing proves it either way.
  return v('unverified', `${name} não consta do texto compilado da base; não verificada`, 45);
}

function judgeSumula(
  court: 'STF' | 'STJ' | 'STF-SV',
  n: number,
  row: SumulaRow | undefined,
  highest: number,
  quote: AttributedQuote | undefined,
  cited: Cited,
): Verdict {
  const name = court === 'STF-SV' ? `Súmula Vinculante ${n} do STF` : `Súmula ${n} do ${court}`;
  if (!row) {
    // Above the base's last one, a súmula edited since may exist (the catalogue bounds how many).
    const why =
      n > highest ? `é posterior à última súmula do ${court} na base (nº ${highest})` : 'não consta da base';
    return v('unverified', `${name} ${why}; não verificada`, 45);
  }
  if (row.status === 'cancelada' || row.status === 'superada') {
    if (cited.asCancelled) return v('valid', `${name} foi ${row.status}, e o texto a apresenta como tal`, 88);
    return v(
      'suspicious',
      `${name} foi ${row.status} e é citada como vigente; texto: ${excerpt(row.text)}`,
      90,
    );
  }
  // A súmula vinculante is in the base only when two independent transcriptions print it alike,
  // and its status is theirs (apps/api/lawbase/sources/): the base's row decides.
  if (court !== 'STF-SV' && !statusListComplete(court)) {
    // The STF's series was closed in 2003 and many of its súmulas were cancelled or superseded
    // since (Súmula 690, on habeas corpus against turmas recursais, among them); the copy in the
    // base marks only some of them. Its text confirms the súmula exists, never that it is in force.
    const unknown = `${name} existe (texto: ${excerpt(row.text, 200)}), mas a base não confirma que esteja em vigor: as marcações de súmulas canceladas e superadas do ${court} na base são parciais — confira a situação no site do ${court}; não verificada`;
    if (!quote) return v('unverified', unknown, 60);
    const quoted = quoteVerdict(quote, row.text, name);
    return quoted.status === 'valid' ? v('unverified', `${unknown}; ${quoted.details}`, 60) : quoted;
  }
  const exists = v('valid', `${name} está em vigor`, 95);
  return quote ? combine([exists, quoteVerdict(quote, row.text, name)]) : exists;
}

/** Whether the catalogue's list of cancelled and superseded súmulas of `court` is complete (data/sumulas.ts). */
function statusListComplete(court: 'STF' | 'STJ'): boolean {
  return listSeries().some((s) => s.id === court && s.cancelledComplete);
}

function judgeTema(
  n: number,
  row: TemaRow | undefined,
  highest: number,
  quote: AttributedQuote | undefined,
  cited: Cited,
): Verdict {
  const name = `Tema ${THOUSANDS.format(n)} dos recursos repetitivos do STJ`;
  if (!row) {
    if (n > highest)
      return v(
        'invalid',
        `${name} não existe: o último tema cadastrado é o ${THOUSANDS.format(highest)}`,
        92,
      );
    if (n <= TEMAS_COMPLETE_UP_TO) return v('invalid', `${name} não existe no cadastro de temas do STJ`, 88);
    return v(
      'unverified',
      `${name} não consta da base (cadastro parcial acima do Tema ${THOUSANDS.format(TEMAS_COMPLETE_UP_TO)})`,
      45,
    );
  }
  if (row.status === 'cancelada') {
    if (cited.asCancelled) return v('valid', `${name} foi cancelado, e o texto o apresenta como tal`, 88);
    return v('suspicious', `${name} foi cancelado (situação: ${row.situation ?? 'cancelado'})`, 90);
  }
  if (!row.thesis) {
    // CPC art. 927, III: what binds is the thesis fixed in the judgment of the repetitive appeals;
    // a tema still pending has none, so nothing can be confirmed as binding
    const pending = `${name} existe, mas ainda não tem tese firmada (situação: ${row.situation ?? 'pendente'}): não há tese vinculante a aplicar`;
    if (quote) return v('suspicious', `${pending}; o trecho entre aspas não pode ser a tese`, 85);
    return cited.asThesis
      ? v('suspicious', `${pending}; o texto lhe atribui tese firmada`, 85)
      : v('unverified', pending, 60);
  }
  const exists = v('valid', `${name}: tese firmada ${excerpt(row.thesis, 300)}`, 95);
  return quote ? combine([exists, quoteVerdict(quote, row.thesis, name)]) : exists;
}

function quoteVerdict(quote: AttributedQuote, official: string, name: string): Verdict {
  if (quoteMatches(quote.quote, official))
    return v('valid', 'o trecho entre aspas confere com o texto oficial', 97);
  return v(
    'suspicious',
    `o trecho entre aspas não confere com o texto oficial de ${name}: ${excerpt(official)}`,
    90,
  );
}

function provisionLabel(path: ProvisionPath): string {
  const parts: string[] = [];
  if (path.paragrafo)
    parts.push(path.paragrafo === 'unico' ? 'parágrafo único' : `§ ${formatArticle(path.paragrafo)}`);
  if (path.inciso) parts.push(`inciso ${path.inciso}`);
  if (path.alinea) parts.push(`alínea "${path.alinea}"`);
  return parts.join(', ');
}

/** A unit's text with its children: a quote of a parágrafo may run into its incisos. */
function unitText(u: ProvisionUnit): string {
  return [u.text, ...u.children.map(unitText)].join('\n');
}
