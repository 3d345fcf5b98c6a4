export { createDb, type Db, type DbHandle, type DbOptions, pingDb } from './client.ts';
export { migrateToLatest } from './migrate.ts';
export type * from './tables/index.ts';
