import { type Kysely, sql } from 'kysely';

// A GIN index with fast update (PostgreSQL's default) queues new entries in a pending list, up to
// gin_pending_list_limit (4 MB by default), which every search reads in full until a VACUUM or an
// insert past the limit merges it. Embedded PGlite has no autovacuum, nor has a server where it is
// off: after the knowledge base's load the list held 3,936 rows in 460 pages, and each search read
// it (58 ms for one tsquery that the merged index answers in 0.2 ms). A 256 kB limit bounds what a
// search can be made to read; the loads merge the rest themselves (refreshTermStats).
const INDEXES = ['legal_sources_tsv_idx', 'document_passages_tsv_idx'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES)
    await sql`alter index ${sql.id(index)} set (gin_pending_list_limit = 256)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES)
    await sql`alter index ${sql.id(index)} reset (gin_pending_list_limit)`.execute(db);
}
