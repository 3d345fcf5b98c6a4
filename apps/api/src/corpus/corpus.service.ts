import { createHash } from 'node:crypto';
import type { Db } from '@lexato/db';
import { type CorpusImportReport, type LegalSourceLine, legalSourceLineSchema } from '@lexato/schemas';
import { sql } from 'kysely';
import { AppError } from '../errors.ts';
import { HAS_NUL, toStorableText } from '../http/storable-text.ts';
import { deriveColumns } from './lawbase.ids.ts';

const BATCH = 500;
const MAX_REPORTED_ERRORS = 20;

export class CorpusFormatError extends Error {
  readonly lineErrors: string[];
  constructor(lineErrors: string[]) {
    super(`Arquivo inválido: ${lineErrors.length} linha(s) com erro.\n${lineErrors.join('\n')}`);
    this.lineErrors = lineErrors;
  }
}

/** Parses JSONL (one source per line, blank lines ignored); any bad line rejects the whole file. */
export function parseCorpusJsonl(content: string): LegalSourceLine[] {
  const lines: LegalSourceLine[] = [];
  const errors: string[] = [];
  content.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim() || errors.length >= MAX_REPORTED_ERRORS) return;
    let value: unknown;
    try {
      value = toStorableText(JSON.parse(raw));
    } catch {
      errors.push(`linha ${index + 1}: JSON inválido`);
      return;
    }
    if (value === HAS_NUL) {
      errors.push(`linha ${index + 1}: caractere nulo (U+0000) não é aceito`);
      return;
    }
    const parsed = legalSourceLineSchema.safeParse(value);
    if (parsed.success) lines.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      errors.push(
        `linha ${index + 1}: ${issue?.path.join('.') || 'registro'}: ${issue?.message ?? 'inválido'}`,
      );
    }
  });
  if (errors.length > 0) throw new CorpusFormatError(errors);
  return lines;
}

function derived(line: LegalSourceLine) {
  const columns = deriveColumns(line.id, line.text);
  return { ...columns, court: line.court ?? columns.court };
}

function hashOf(line: LegalSourceLine): string {
  const canonical = [line.kind, line.title, line.text, line.court, line.date, line.reference, line.url];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Upserts by the source's own id in one transaction: a row whose content is unchanged is not
 * touched, so importing the same file twice changes nothing; then refreshes the term statistics.
 * Every imported row is the admin's (origin 'admin'): a line with a knowledge-base id (`clt:477`)
 * replaces the shipped record, which the start-up loader then leaves alone.
 */
export async function importLegalSources(db: Db, lines: LegalSourceLine[]): Promise<CorpusImportReport> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const unique = [...byId.values()];
  let inserted = 0;
  let updated = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < unique.length; i += BATCH) {
      const rows = unique.slice(i, i + BATCH).map((l) => ({
        id: l.id,
        kind: l.kind,
        title: l.title,
        text: l.text,
        date: l.date ?? null,
        reference: l.reference ?? null,
        url: l.url ?? null,
        contentHash: hashOf(l),
        origin: 'admin' as const,
        ...derived(l),
      }));
      const changed = await trx
        .insertInto('legalSources')
        .values(rows)
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({
              kind: eb.ref('excluded.kind'),
              title: eb.ref('excluded.title'),
              text: eb.ref('excluded.text'),
              court: eb.ref('excluded.court'),
              date: eb.ref('excluded.date'),
              reference: eb.ref('excluded.reference'),
              url: eb.ref('excluded.url'),
              contentHash: eb.ref('excluded.contentHash'),
              origin: 'admin',
              act: eb.ref('excluded.act'),
              article: eb.ref('excluded.article'),
              articleNumber: eb.ref('excluded.articleNumber'),
              structure: eb.ref('excluded.structure'),
              // A súmula line carries no status: the one already known stays.
              status: sql`case when excluded.act is null then coalesce(excluded.status, legal_sources.status) else excluded.status end`,
              revokedBy: sql`case when excluded.act is null then legal_sources.revoked_by else excluded.revoked_by end`,
              number: sql`coalesce(excluded.number, legal_sources.number)`,
              updatedAt: sql`now()`,
            }))
            .where((eb) =>
              eb.or([
                eb('legalSources.contentHash', '<>', eb.ref('excluded.contentHash')),
                eb('legalSources.origin', '<>', 'admin'),
              ]),
            ),
        )
        .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
        .execute();
      for (const row of changed) {
        if (row.inserted) inserted++;
        else updated++;
      }
    }
    if (inserted + updated > 0) await refreshTermStats(trx);
  });
  return { inserted, updated, unchanged: unique.length - inserted - updated, total: unique.length };
}

/** Document frequency per lexeme and the mean document length, for the ranking's term weights. */
export async function refreshTermStats(db: Db): Promise<void> {
  await db.deleteFrom('legalSourceTerms').execute();
  await sql`
    insert into legal_source_terms (lexeme, df)
    select word, ndoc from ts_stat('select tsv from legal_sources')
  `.execute(db);
  await sql`
    insert into legal_source_stats (id, docs, avg_length, refreshed_at)
    select 1, count(*), coalesce(avg(length(tsv)), 1), now() from legal_sources
    on conflict (id) do update
      set docs = excluded.docs, avg_length = excluded.avg_length, refreshed_at = excluded.refreshed_at
  `.execute(db);
}

/** Import for the API (admin upload): format problems become a 400 with the line numbers. */
export async function importCorpusText(db: Db, content: string): Promise<CorpusImportReport> {
  let lines: LegalSourceLine[];
  try {
    lines = parseCorpusJsonl(content);
  } catch (error) {
    if (error instanceof CorpusFormatError) {
      throw new AppError('invalid', error.message);
    }
    throw error;
  }
  if (lines.length === 0)
    throw new AppError(
      'invalid',
      'Arquivo vazio: envie o JSONL (application/x-ndjson), uma fonte por linha.',
    );
  return importLegalSources(db, lines);
}
