import { type Kysely, sql } from 'kysely';

// Names shown in the admin tables (contacts, users) lose the bidi controls and zero-width
// characters stored before the API began dropping them on write: the same set as the API's input
// sanitiser (Unicode UAX #9 controls ALM, LRM, RLM, LRE–RLO, LRI–PDI; ZWSP, ZWNJ, ZWJ, WJ, BOM).
// There is nothing to put back, so down() does nothing.
const INVISIBLE = '[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]';

const COLUMNS: ReadonlyArray<[table: string, column: string]> = [
  ['contacts', 'name'],
  ['contacts', 'company'],
  ['users', 'name'],
  ['users', 'company'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    const ref = sql.ref(column);
    await sql`update ${sql.table(table)} set ${ref} = regexp_replace(${ref}, ${INVISIBLE}, '', 'g')
      where ${ref} ~ ${INVISIBLE}`.execute(db);
  }
}

export async function down(): Promise<void> {}
