import type { SessionArea } from '@lexato/db';
import { initTRPC, TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { toPublicError, toTRPCError } from '../http/errors.ts';
import { HAS_NUL, NUL_MESSAGE, toStorableText } from '../http/storable-text.ts';
import { assertStorageRoom } from '../storage/storage.service.ts';
import type { Context } from './context.ts';
import { transformer } from './output-transformer.ts';

/** Errors raised while a procedure ran; any other one is tRPC refusing the request itself. */
const procedureErrors = new WeakSet<object>();

/** What a procedure says of itself for the OpenAPI document, read through its public `meta`. */
export interface ProcedureMeta {
  input?: z.ZodType;
  output?: z.ZodType;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // superjson on the wire; outputs written in one pass (output-transformer.ts).
    transformer,
    // The default is NODE_ENV !== 'production', which would send stack traces (trpc#2333).
    isDev: false,
    errorFormatter({ shape, error }) {
      const pub = toPublicError(error, procedureErrors.has(error) ? 'procedure' : 'request');
      return {
        code: shape.code,
        message: pub.message,
        data: {
          code: shape.data.code,
          httpStatus: pub.status,
          issues: pub.issues ?? null,
          details: pub.details ?? null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

type Builder = Record<string, unknown>;
type BuilderMethod = (...args: unknown[]) => Builder;

/**
 * A procedure builder whose `.input()` and `.output()` also write their schema into the
 * procedure's `meta` (merged, as tRPC merges every `.meta()`), so the OpenAPI document reads a
 * procedure's schemas from its public `meta` property and not from tRPC's internals.
 */
function documented<B extends object>(builder: B): B {
  return new Proxy(builder, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as BuilderMethod;
      if (key === 'input' || key === 'output') {
        return (schema: z.ZodType) => {
          const next = method.call(target, schema);
          return documented((next.meta as BuilderMethod).call(next, { [key]: schema }));
        };
      }
      // Methods that return another builder keep documenting; .query()/.mutation() end the chain.
      if (key === 'use' || key === 'meta' || key === 'concat') {
        return (...args: unknown[]) => documented(method.apply(target, args));
      }
      return method.bind(target);
    },
  });
}

/** The `meta` of the procedure at a dotted path (`monitor.add`), walking the router's own record. */
export function procedureMetaAt(root: object, path: string): ProcedureMeta | undefined {
  let node: unknown = root;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { meta?: ProcedureMeta } | undefined)?.meta;
}

/** An error of the procedure's own making: its message is meant for the client. */
function procedureError(code: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN', message: string) {
  const error = new TRPCError({ code, message });
  procedureErrors.add(error);
  return error;
}

/**
 * Under every procedure, after any authentication: input text the database can store (see
 * storable-text.ts), and the errors the procedure raises marked as its own, the app's refusals
 * (errors.ts) given their tRPC code, so `shape.code` and the HTTP status follow their kind.
 */
const storableInput = t.middleware(async ({ ctx, getRawInput, next }) => {
  const input = toStorableText(await getRawInput());
  if (input === HAS_NUL) throw procedureError('BAD_REQUEST', NUL_MESSAGE);
  const result = await next({ getRawInput: async () => input });
  if (result.ok) return result;
  throw ownError(ctx, result.error);
});

/** An error of the app's making (errors.ts) with its tRPC code and any Retry-After, marked as the procedure's. */
function ownError(ctx: Context, raised: TRPCError): TRPCError {
  const { cause } = raised;
  if (cause instanceof AppError && cause.retryAfterSeconds !== undefined) {
    ctx.reply.header('retry-after', String(cause.retryAfterSeconds));
  }
  const error = toTRPCError(raised);
  procedureErrors.add(error);
  return error;
}

export const publicProcedure = documented(t.procedure.use(storableInput));

export const NOT_AUTHENTICATED = 'Sessão expirada ou inexistente. Faça login novamente.';
export const NO_CONTRACT = 'Sua conta não possui contrato ativo. Fale com nossa equipe comercial.';

/** Runs a request within its holder's share of a scarce resource (a key: user or session), or refuses it. */
export type UserShare = <T>(key: string, run: () => Promise<T>) => Promise<T>;

/**
 * The session's user for the area, or 401 (and 403 without a contract when it is required),
 * before anything is read of the input: an anonymous caller learns nothing from its body.
 */
function sessionGuard(area: SessionArea, { contract = false } = {}) {
  return t.middleware(async ({ ctx, next }) => {
    const user = await ctx.session(area);
    if (!user) throw procedureError('UNAUTHORIZED', NOT_AUTHENTICATED);
    if (contract && !user.hasActiveContract) throw procedureError('FORBIDDEN', NO_CONTRACT);
    return next({ ctx: { user } });
  });
}

/** One guard per kind of access, shared by every procedure of that kind (tests read access from it). */
const guards = {
  admin: sessionGuard('admin'),
  platform: sessionGuard('platform'),
  contract: sessionGuard('platform', { contract: true }),
};

export const adminProcedure = documented(t.procedure.use(guards.admin).use(storableInput));
export const platformProcedure = documented(t.procedure.use(guards.platform).use(storableInput));
/**
 * Every tool action that creates or analyses: a platform user without an active contract may sign
 * in and read, but these answer 403 NO_CONTRACT; decided here, in one place.
 */
export const contractProcedure = documented(t.procedure.use(guards.contract).use(storableInput));

/**
 * The session's share, taken before the session is looked up: on the embedded database, which runs
 * one statement at a time, a burst from one session would otherwise reach any later bound a few
 * requests at a time, each behind the previous one's work.
 */
function sessionShare(share: UserShare) {
  return t.middleware(async ({ ctx, next }) => {
    const token = ctx.sessionToken('platform');
    if (!token) return next();
    try {
      return await share(`sessão:${token}`, async () => {
        // Once the share is held, the requests already received take theirs before this one's
        // statements run: the embedded database runs them on this thread.
        await new Promise((ok) => setImmediate(ok));
        return next();
      });
    } catch (refusal) {
      if (!(refusal instanceof AppError)) throw refusal;
      throw ownError(ctx, new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: refusal }));
    }
  });
}

/** Refused with 413 when the user's storage budget is full (storage/storage.service.ts). */
const storageRoom = (ctx: Context & { user: { id: string } }) =>
  assertStorageRoom(ctx.db, ctx.user.id, ctx.config.storage.budgetBytes);

/**
 * A tool action that stores what it makes (a document, a result, a history row): refused before it
 * runs when the user's storage budget is full.
 */
export const storingProcedure = contractProcedure.use(async ({ ctx, next }) => {
  await storageRoom(ctx);
  return next();
});

/**
 * A storing procedure with a share of a scarce resource (e.g. the searches): taken by the session
 * before it is looked up (sessionShare), then by the user, before the storage check or anything else of
 * the request touches the database, so a burst meets the share at once.
 */
export function storingProcedureWithin(share: UserShare) {
  return documented(
    t.procedure
      .use(sessionShare(share))
      .use(guards.contract)
      .use(storableInput)
      .use(({ ctx, next }) =>
        share(`usuário:${ctx.user.id}`, async () => {
          await storageRoom(ctx);
          return next();
        }),
      ),
  );
}
