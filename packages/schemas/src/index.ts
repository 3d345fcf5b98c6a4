export * from './auth.ts';
export * from './calculations.ts';
export * from './contacts.ts';
export * from './dashboard.ts';
export * from './users.ts';
