// A test app with the upload routes registered before ready(): the same pieces as
// test/helpers.ts startTestApp, until buildApp registers the routes itself.
import { createTestDb } from '@lexato/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import { testConfig } from '../config.ts';
import { createContextFactory } from '../trpc/context.ts';
import { registerUploadRoutes, type UploadRoutesOptions } from './upload.routes.ts';

export const PASSWORD = 'senha-de-teste-123';

export interface UploadTestApp {
  app: FastifyInstance;
  db: FastifyInstance['deps']['db'];
  close(): Promise<void>;
  createUser(username: string, hasActiveContract?: boolean): Promise<string>;
  login(username: string): Promise<string>;
}

export async function startUploadTestApp(options: UploadRoutesOptions = {}): Promise<UploadTestApp> {
  const handle = await createTestDb();
  const app = await buildApp(testConfig(), {
    db: handle,
    now: () => new Date('2026-11-22T12:00:00Z'),
    logger: false,
  });
  // Once buildApp registers the upload routes itself, this only reuses them.
  if (!app.hasRoute({ method: 'POST', url: '/api/platform/upload/document' })) {
    await registerUploadRoutes(app, createContextFactory(app.deps), options);
  }
  await app.ready();
  const passwordHash = await hashPassword(PASSWORD);
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
    async createUser(username, hasActiveContract = true) {
      const row = await handle.db
        .insertInto('users')
        .values({
          username,
          name: `Pessoa ${username}`,
          email: `${username}@exemplo.com.br`,
          role: 'user',
          hasActiveContract,
          passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async login(username) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/platform/auth/login',
        payload: { username, password: PASSWORD },
      });
      const cookie = res.cookies[0];
      if (res.statusCode !== 200 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return `${cookie.name}=${cookie.value}`;
    },
  };
}

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Uint8Array; contentType?: string };

/** A multipart/form-data body built by hand, so tests can also break it on purpose. */
export function multipartBody(parts: MultipartPart[], boundary = '----lexato-teste-7d1f') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.from(part.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
