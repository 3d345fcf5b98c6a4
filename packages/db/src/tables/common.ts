import type { ColumnType, Generated } from 'kysely';

/** A server-set timestamp: read as Date, never written by the app. */
export type CreatedAt = ColumnType<Date, never, never>;
/** A jsonb column: written as a JSON string or value, read back parsed. */
export type Json<T> = ColumnType<T, T | string, T | string>;
export type Id = Generated<string>;
