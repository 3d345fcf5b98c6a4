export * from './auth.ts';
export * from './calculations.ts';
export * from './contacts.ts';
export * from './dashboard.ts';
export * from './monitor.ts';
export * from './predict.ts';
export * from './strategy.ts';
export * from './users.ts';
