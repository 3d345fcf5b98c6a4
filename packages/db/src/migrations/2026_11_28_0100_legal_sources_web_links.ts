import { type Kysely, sql } from 'kysely';

// A stored link is only ever an http(s) address: an admin import once kept `javascript:` URLs,
// which the web app then rendered as links. Links of any other scheme are dropped (the source
// itself stays), and a check constraint keeps them out whatever writes the row.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update legal_sources set url = null where url is not null and url !~* '^https?://'`.execute(db);
  await sql`alter table legal_sources add constraint legal_sources_url_web check (url is null or url ~* '^https?://')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table legal_sources drop constraint legal_sources_url_web`.execute(db);
}
