import { type Kysely, sql } from 'kysely';

// The user's own documents (uploaded or pasted, and generated ones) indexed once, when written,
// instead of at every search: Search used to run lexato_tsv over all of a user's documents per
// query (20 MB of uploads → 4 s a search). A trigger cuts each document into
// passages of about PASSAGE_CHARS characters at word boundaries and stores them with their
// tsvector, so a search reads only the passages the GIN index returns, and no single tsvector
// comes near PostgreSQL's 1 MB limit whatever the document's size. The trigger lives in the
// database so every writer (upload, Analyser, DocGen, a future import) is indexed alike.
export const PASSAGE_CHARS = 1500;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_passages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (c) => c.references('documents.id').onDelete('cascade'))
    .addColumn('generated_document_id', 'uuid', (c) =>
      c.references('generated_documents.id').onDelete('cascade'),
    )
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'document_passages_one_source',
      sql`(document_id is null) <> (generated_document_id is null)`,
    )
    .execute();
  await sql`
    alter table document_passages
      add column tsv tsvector generated always as (lexato_tsv(title, text)) stored
  `.execute(db);
  await sql`create index document_passages_tsv_idx on document_passages using gin (tsv)`.execute(db);
  await sql`create index document_passages_user_idx on document_passages (user_id)`.execute(db);
  await sql`create index document_passages_document_idx on document_passages (document_id)`.execute(db);
  await sql`
    create index document_passages_generated_idx on document_passages (generated_document_id)
  `.execute(db);

  // Words in order, grouped into passages by their running length: one set-based statement,
  // linear in the document's size (no per-passage substr over the whole text).
  await sql`
    create or replace function lexato_passages(body text) returns table (ord int, text text)
    language sql immutable parallel safe strict
    as $$
      select grp::int, string_agg(word, ' ' order by n)
      from (
        select word, n, (sum(length(word) + 1) over (order by n) - 1) / ${sql.lit(PASSAGE_CHARS)} as grp
        from regexp_split_to_table(body, '\\s+') with ordinality as w(word, n)
        where word <> ''
      ) words
      group by grp
    $$
  `.execute(db);
  await sql`
    create or replace function lexato_index_passages() returns trigger
    language plpgsql
    set search_path from current
    as $$
    begin
      if tg_op = 'UPDATE' and new.title is not distinct from old.title
         and new.content is not distinct from old.content then
        return new;
      end if;
      if tg_argv[0] = 'documento' then
        delete from document_passages where document_id = new.id;
        insert into document_passages (user_id, document_id, ord, title, text)
        select new.user_id, new.id, p.ord, new.title, p.text from lexato_passages(new.content) p;
      else
        delete from document_passages where generated_document_id = new.id;
        insert into document_passages (user_id, generated_document_id, ord, title, text)
        select new.user_id, new.id, p.ord, new.title, p.text from lexato_passages(new.content) p;
      end if;
      return new;
    end
    $$
  `.execute(db);
  for (const [table, kind] of [
    ['documents', 'documento'],
    ['generated_documents', 'documento_gerado'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`${table}_passages`)}
        after insert or update of title, content on ${sql.table(table)}
        for each row execute function lexato_index_passages(${sql.lit(kind)})
    `.execute(db);
  }
  // The documents already stored.
  await sql`
    insert into document_passages (user_id, document_id, ord, title, text)
    select d.user_id, d.id, p.ord, d.title, p.text from documents d cross join lateral lexato_passages(d.content) p
  `.execute(db);
  await sql`
    insert into document_passages (user_id, generated_document_id, ord, title, text)
    select g.user_id, g.id, p.ord, g.title, p.text
    from generated_documents g cross join lateral lexato_passages(g.content) p
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists documents_passages on documents`.execute(db);
  await sql`drop trigger if exists generated_documents_passages on generated_documents`.execute(db);
  await sql`drop function if exists lexato_index_passages()`.execute(db);
  await sql`drop function if exists lexato_passages(text)`.execute(db);
  await db.schema.dropTable('document_passages').ifExists().execute();
}
