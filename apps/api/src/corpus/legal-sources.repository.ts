// The legal corpus's one writer: `legal_sources` (the admin's imports and the shipped knowledge
// base, each upsert touching only its own origin's rows), the term statistics derived from it and
// `lawbase_state`. Plain functions taking `db` or a transaction first: the import and the loader
// own their transactions.
import type { Database, Db, NewLegalSource } from '@lexato/db';
import { type ExpressionBuilder, type OnConflictDatabase, type OnConflictTables, sql } from 'kysely';

/** The columns both upserts take from the incoming row as it is. */
function asSent(
  eb: ExpressionBuilder<OnConflictDatabase<Database, 'legalSources'>, OnConflictTables<'legalSources'>>,
) {
  return {
    kind: eb.ref('excluded.kind'),
    title: eb.ref('excluded.title'),
    text: eb.ref('excluded.text'),
    court: eb.ref('excluded.court'),
    date: eb.ref('excluded.date'),
    reference: eb.ref('excluded.reference'),
    url: eb.ref('excluded.url'),
    contentHash: eb.ref('excluded.contentHash'),
    act: eb.ref('excluded.act'),
    article: eb.ref('excluded.article'),
    articleNumber: eb.ref('excluded.articleNumber'),
    structure: eb.ref('excluded.structure'),
  };
}

/**
 * Upserts the admin's rows by id (origin 'admin'): an unchanged admin row is not touched; a shipped
 * row with the same id becomes the admin's. Answers, per written row, whether it was inserted.
 */
export function upsertAdminSources(trx: Db, rows: NewLegalSource[]) {
  return trx
    .insertInto('legalSources')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          ...asSent(eb),
          origin: 'admin',
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
}

/** Upserts the shipped rows by id (origin 'lexato'); the admin's rows and unchanged ones stay. */
export function upsertShippedSources(trx: Db, rows: NewLegalSource[]) {
  return trx
    .insertInto('legalSources')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          ...asSent(eb),
          status: eb.ref('excluded.status'),
          revokedBy: eb.ref('excluded.revokedBy'),
          headingPath: eb.ref('excluded.headingPath'),
          subjects: eb.ref('excluded.subjects'),
          number: eb.ref('excluded.number'),
          thesis: eb.ref('excluded.thesis'),
          situation: eb.ref('excluded.situation'),
          updatedAt: sql`now()`,
        }))
        // The admin's own rows are theirs; unchanged shipped rows are not rewritten.
        .where('legalSources.origin', '=', 'lexato')
        .where('legalSources.contentHash', '<>', (eb) => eb.ref('excluded.contentHash')),
    )
    .returning('id')
    .execute();
}

/** Deletes the shipped rows a new release dropped; answers how many. */
export async function deleteDroppedShippedSources(trx: Db, keptIds: string[]): Promise<number> {
  const removed = await trx
    .deleteFrom('legalSources')
    .where('origin', '=', 'lexato')
    .where(sql<boolean>`not (id = any(${keptIds}::text[]))`)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/**
 * Document frequency per lexeme and the mean document length, for the ranking's term weights; then
 * the text index's pending entries merged and the planner's statistics taken, so the first search
 * after a load reads the index, not a queue of new rows (migration 2026_11_25_0100), and the
 * planner picks the index (without statistics it scanned all 10,736 rows).
 */
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
  await sql`select gin_clean_pending_list('legal_sources_tsv_idx'::regclass)`.execute(db);
  await sql`analyze legal_sources`.execute(db);
}

/** Serialises loads of the shipped base (two processes starting together load it once). */
export async function lockLawbase(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('lexato:lawbase'))`.execute(trx);
}

export function loadedLawbase(db: Db) {
  return db.selectFrom('lawbaseState').select(['release', 'sha256']).executeTakeFirst();
}

export async function saveLawbaseState(
  trx: Db,
  manifest: { release: number; sha256: string; records: number },
): Promise<void> {
  await trx
    .insertInto('lawbaseState')
    .values({ id: 1, release: manifest.release, sha256: manifest.sha256, records: manifest.records })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        release: eb.ref('excluded.release'),
        sha256: eb.ref('excluded.sha256'),
        records: eb.ref('excluded.records'),
        loadedAt: sql`now()`,
      })),
    )
    .execute();
}
