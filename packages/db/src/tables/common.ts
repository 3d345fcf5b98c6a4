import type { ColumnType, Generated } from 'kysely';

/** A server-set timestamp: read as Date, never written by the app. */
export type CreatedAt = ColumnType<Date, never, never>;
/** A jsonb column with a database default: optional on insert, read back parsed. */
export type Json<T> = ColumnType<T, T | string | undefined, T | string>;
/** A jsonb column the row cannot exist without. */
export type RequiredJson<T> = ColumnType<T, T | string, T | string>;
export type Id = Generated<string>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
