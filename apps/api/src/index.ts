// The public TypeScript surface of the API for other services: the router type for a typed
// tRPC client, and the app factory.

export { buildApp } from './app.ts';
export type { AppRouter } from './app-router.ts';
export { loadConfig } from './config.ts';
