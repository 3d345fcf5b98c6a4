import type { Kysely } from 'kysely';

// Predict states how many comparable records (earlier predictions with a recorded outcome) its
// estimate rests on; the shown similar cases are capped, so the count is stored on its own.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('predictions')
    .addColumn('comparable_records', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('predictions').dropColumn('comparable_records').execute();
}
