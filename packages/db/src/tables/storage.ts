import type { ColumnType } from 'kysely';

/**
 * Each user's stored bytes by kind (the table's name), written only by the database's triggers
 * (migration 2026_11_28_0500_user_storage): the app reads it and never writes it.
 */
export interface UserStorageTable {
  userId: ColumnType<string, never, never>;
  kind: ColumnType<string, never, never>;
  /** bigint: a string on node-postgres, a number or bigint on PGlite; read it through Number(). */
  bytes: ColumnType<string | number | bigint, never, never>;
}
