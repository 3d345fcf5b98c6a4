// @fastify/multipart, registered once for every multipart path, with explicit limits: multipart
// bypasses bodyLimit (fastify-multipart PR #645). These are the upload forms' limits; a path
// whose form differs passes its own to req.parts() (the calculation form: rest/calculations.ts).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
} as const;

/** A plugin scope with multipart bodies understood; `routes` registers the paths that take them. */
export async function registerMultipartScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    routes(scope);
  });
}
