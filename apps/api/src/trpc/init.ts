import type { SessionArea } from '@lexato/db';
import { initTRPC, TRPCError } from '@trpc/server';
import { AppError } from '../errors.ts';
import { toPublicError, toTRPCError } from '../http/errors.ts';
import { HAS_NUL, NUL_MESSAGE, toStorableText } from '../http/storable-text.ts';
import { assertStorageRoom } from '../storage/storage.service.ts';
import type { Context } from './context.ts';
import { transformer } from './output-transformer.ts';

/** Errors raised while a procedure ran; any other one is tRPC refusing the request itself. */
const procedureErrors = new WeakSet<object>();

const t = initTRPC.context<Context>().create({
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
  const { cause } = result.error;
  if (cause instanceof AppError && cause.retryAfterSeconds !== undefined) {
    ctx.reply.header('retry-after', String(cause.retryAfterSeconds));
  }
  const error = toTRPCError(result.error);
  procedureErrors.add(error);
  throw error;
});

export const publicProcedure = t.procedure.use(storableInput);

export const NOT_AUTHENTICATED = 'Sessão expirada ou inexistente. Faça login novamente.';
export const NO_CONTRACT = 'Sua conta não possui contrato ativo. Fale com nossa equipe comercial.';

/**
 * The session's user for the area, or 401 (and 403 without a contract when it is required),
 * before anything is read of the input: an anonymous caller learns nothing from its body.
 */
function authenticated(area: SessionArea, { contract = false } = {}) {
  return t.procedure
    .use(async ({ ctx, next }) => {
      const user = await ctx.session(area);
      if (!user) throw procedureError('UNAUTHORIZED', NOT_AUTHENTICATED);
      if (contract && !user.hasActiveContract) throw procedureError('FORBIDDEN', NO_CONTRACT);
      return next({ ctx: { user } });
    })
    .use(storableInput);
}

export const adminProcedure = authenticated('admin');
export const platformProcedure = authenticated('platform');
/**
 * Every tool action that creates or analyses: a platform user without an active contract may sign
 * in and read, but these answer 403 NO_CONTRACT; decided here, in one place.
 */
export const contractProcedure = authenticated('platform', { contract: true });

/**
 * A tool action that stores what it makes (a document, a result, a history row): refused with 413
 * before it runs when the user's storage budget is full (storage/storage.service.ts).
 */
export const storingProcedure = contractProcedure.use(async ({ ctx, next }) => {
  await assertStorageRoom(ctx.db, ctx.user.id, ctx.config.storage.budgetBytes);
  return next();
});

/** Runs a user's request within their share of a scarce resource, or refuses it. */
export type UserShare = <T>(userId: string, run: () => Promise<T>) => Promise<T>;

/**
 * A storing procedure whose user's share (e.g. of the searches) is taken first, before the storage
 * check or anything else of the request touches the database, so a burst meets the share at once.
 */
export function storingProcedureWithin(share: UserShare) {
  return contractProcedure.use(({ ctx, next }) =>
    share(ctx.user.id, async () => {
      await assertStorageRoom(ctx.db, ctx.user.id, ctx.config.storage.budgetBytes);
      return next();
    }),
  );
}
