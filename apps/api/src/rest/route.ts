// The shape of a documented /api/... path and the few input builders the rows share.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { createCaller } from '../app-router.ts';
import type { Context } from '../trpc/context.ts';

export type Access = 'public' | 'admin' | 'platform' | 'contract';

export type Caller = ReturnType<typeof createCaller>;
/** The app's `createCaller`, handed in by app.ts: nothing under src/ imports the app router itself. */
export type CallerFactory = (ctx: Context) => Caller;
/**
 * The procedure a row calls, picked from the caller: `(c) => c.monitor.add`. A typo or a
 * removed procedure fails the typecheck. Inputs differ per procedure, hence `never` here; the
 * procedure's own zod schema checks what the row builds.
 */
export type ProcedureRef = (caller: Caller) => (input: never) => Promise<unknown>;

/**
 * A documented /api/... path and the procedure behind it, as written in the area files. The
 * adapter holds no logic: it builds the procedure's input from the request and sends back what
 * the procedure returns.
 */
export interface RestRow {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  procedure: ProcedureRef;
  access: Access;
  summary: string;
  input?: (req: FastifyRequest) => unknown;
  respond?: (result: unknown, reply: FastifyReply) => unknown;
  status?: number;
  /** For the OpenAPI document: where the request body sits in the procedure input. */
  body?: 'input' | 'input.data' | 'none';
  query?: Array<{ name: string; description: string; schema: Record<string, unknown> }>;
}

/** A row with its procedure's dotted path (`monitor.add`), read once from the reference. */
export interface RestRoute extends RestRow {
  procedurePath: string;
}

/**
 * Routes served by plain Fastify handlers (multipart uploads, raw bodies) rather than the
 * adapter; listed so the OpenAPI document and the authorization matrix know them.
 */
export interface RawRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  summary: string;
  requestBody?: { contentType: string; schema: Record<string, unknown> };
}

/** The dotted path a reference walks, read by handing it a proxy that records each key. */
export function procedurePathOf(ref: ProcedureRef): string {
  const keys: string[] = [];
  const recorder: object = new Proxy(() => undefined, {
    get(_target, key) {
      keys.push(String(key));
      return recorder;
    },
  });
  ref(recorder as Caller);
  return keys.join('.');
}

export const withProcedurePath = (row: RestRow): RestRoute => ({
  ...row,
  procedurePath: procedurePathOf(row.procedure),
});

const body = (req: FastifyRequest) => req.body ?? {};
const params = (req: FastifyRequest) => req.params as Record<string, string>;

/** `{ id }` from the path. */
export const idFromPath = (req: FastifyRequest) => ({ id: params(req).id });

/** `{ id, data }`: the path id and the body as the data to change. */
export const idAndData = (req: FastifyRequest) => ({ id: params(req).id, data: body(req) });

/**
 * The body's fields plus the path id. Any other body (a string, a list) goes as it is, for the
 * schema to refuse: spread, a 1 MB string became a million keys and a second of CPU.
 */
export function bodyWithId(req: FastifyRequest): unknown {
  const value = body(req);
  const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
  return isRecord ? { ...value, id: params(req).id } : value;
}

export const defaultInput = (route: RestRow, req: FastifyRequest) =>
  route.input
    ? route.input(req)
    : route.method === 'GET' || route.method === 'DELETE'
      ? undefined
      : body(req);

/** A download procedure's file ({contentType, contentDisposition, data}) as the raw response. */
export function sendFile(result: unknown, reply: FastifyReply): Buffer {
  const file = result as { contentType: string; contentDisposition: string; data: Buffer };
  reply.header('content-type', file.contentType).header('content-disposition', file.contentDisposition);
  return file.data;
}
