export * from './auth.ts';
export * from './contacts.ts';
export * from './users.ts';
