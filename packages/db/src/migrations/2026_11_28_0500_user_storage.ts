import { type Kysely, sql } from 'kysely';

// Each user's stored bytes by kind, kept by the database itself, so the storage budget reads a few
// rows instead of summing twelve tables on every storing request. Statement triggers on every table
// a user's actions make grow add what a statement inserts, the difference of what it updates and
// subtract what it deletes, per user (one upsert per user and statement, taken in user order).
//
// The measure is the bytes as stored before compression: octet_length of text and bytea (read from
// the value's header, without decompressing it) and of jsonb's text. pg_column_size cannot serve:
// a trigger sees inserted rows before compression and deleted ones after it, so the figure would
// drift. user_storage_measure() measures the tables afresh with the same expressions.
//
// The columns are written here as they stand today; a change to what a table stores comes with a
// migration that replaces that table's function and user_storage_measure().
const TRACKED: Record<string, readonly string[]> = {
  files: ['data'],
  documents: ['title', 'content'],
  analyses: ['summary', 'findings', 'suggestions'],
  generated_documents: ['title', 'content', 'data'],
  validators: ['document_title', 'document_content', 'citation_details', 'warnings', 'recommendations'],
  searches: ['query', 'filters', 'results'],
  calculations: ['title', 'inputs', 'results'],
  predictions: ['case_title', 'description', 'risks', 'recommendations', 'similar_cases', 'factors'],
  strategies: [
    'case_title',
    'case_description',
    'parties',
    'strategies',
    'comparison_matrix',
    'action_plan',
    'risks',
  ],
  monitors: ['movements', 'deadline_trail'],
  djen_communications: ['text', 'organ', 'kind', 'recipients'],
  templates: ['name', 'content', 'fields'],
};

export async function up(db: Kysely<any>): Promise<void> {
  // No foreign key: a user's deletion cascades to their rows, whose triggers then only subtract.
  await sql`create table user_storage (
    user_id uuid not null,
    kind text not null,
    bytes bigint not null default 0,
    primary key (user_id, kind)
  )`.execute(db);

  // One-word aliases: the app's Kysely renames snake_case result columns.
  const { rows: types } = await sql<{ tbl: string; col: string; typ: string }>`
    select table_name as tbl, column_name as col, data_type as typ from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  const typeOf = (table: string, column: string) => {
    const found = types.find((t) => t.tbl === table && t.col === column);
    if (!found) throw new Error(`user_storage: ${table}.${column} não existe`);
    return found.typ;
  };
  /** The row's stored bytes, as an SQL expression over the alias's columns. */
  const bytesOf = (table: string, alias: string) =>
    (TRACKED[table] ?? [])
      .map((c) => {
        const type = typeOf(table, c);
        const value = type === 'jsonb' || type === 'json' ? `${alias}.${c}::text` : `${alias}.${c}`;
        return `coalesce(octet_length(${value}), 0)::bigint`;
      })
      .join(' + ');

  for (const table of Object.keys(TRACKED)) {
    const fn = `user_storage_track_${table}`;
    await sql
      .raw(`create function ${fn}() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update user_storage s set bytes = s.bytes - o.bytes
      from (select user_id, sum(${bytesOf(table, 'r')}) as bytes from old_rows r
            where user_id is not null group by user_id) o
      where s.user_id = o.user_id and s.kind = '${table}';
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into user_storage as s (user_id, kind, bytes)
      select user_id, '${table}', sum(${bytesOf(table, 'r')}) from new_rows r
      where user_id is not null group by user_id order by user_id
      on conflict (user_id, kind) do update set bytes = s.bytes + excluded.bytes;
  end if;
  return null;
end $$`)
      .execute(db);
    for (const [event, referencing] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      await sql
        .raw(
          `create trigger user_storage_track_${event} after ${event} on ${table} referencing ${referencing} for each statement execute function ${fn}()`,
        )
        .execute(db);
    }
  }

  const measured = Object.keys(TRACKED).map(
    (table) =>
      `select user_id, '${table}'::text as kind, sum(${bytesOf(table, 'r')})::bigint as bytes from ${table} r where user_id is not null group by user_id`,
  );
  await sql
    .raw(`create function user_storage_measure() returns table (user_id uuid, kind text, bytes bigint)
language sql stable as $$ ${measured.join(' union all ')} $$`)
    .execute(db);
  await sql`insert into user_storage (user_id, kind, bytes) select user_id, kind, bytes from user_storage_measure()`.execute(
    db,
  );

  // A deleted user's figures go with them.
  await sql`create function user_storage_forget_user() returns trigger language plpgsql as $$
begin
  delete from user_storage where user_id = old.id;
  return null;
end $$`.execute(db);
  await sql`create trigger user_storage_forget after delete on users for each row execute function user_storage_forget_user()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists user_storage_forget on users`.execute(db);
  await sql`drop function if exists user_storage_forget_user()`.execute(db);
  await sql`drop function if exists user_storage_measure()`.execute(db);
  for (const table of Object.keys(TRACKED)) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists user_storage_track_${event} on ${table}`).execute(db);
    }
    await sql.raw(`drop function if exists user_storage_track_${table}()`).execute(db);
  }
  await sql`drop table if exists user_storage`.execute(db);
}
