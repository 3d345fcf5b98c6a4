import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { toPublicError } from '../http/errors.ts';
import { HAS_NUL, NUL_MESSAGE, toStorableText } from '../http/storable-text.ts';
import type { Context } from './context.ts';

/** Errors raised while a procedure ran; any other one is tRPC refusing the request itself. */
const procedureErrors = new WeakSet<object>();

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // The default is NODE_ENV !== 'production', which would send stack traces (trpc#2333).
  isDev: false,
  errorFormatter({ shape, error }) {
    const pub = toPublicError(error, procedureErrors.has(error) ? 'procedure' : 'request');
    return {
      code: shape.code,
      message: pub.message,
      data: { code: shape.data.code, httpStatus: pub.status, issues: pub.issues ?? null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Under every procedure: input text the database can store (see storable-text.ts), and the
 * errors procedures raise marked as theirs.
 */
export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  const input = toStorableText(await getRawInput());
  if (input === HAS_NUL) {
    const error = new TRPCError({ code: 'BAD_REQUEST', message: NUL_MESSAGE });
    procedureErrors.add(error);
    throw error;
  }
  const result = await next({ getRawInput: async () => input });
  if (!result.ok) procedureErrors.add(result.error);
  return result;
});

/** A foreign id looks exactly like a missing one (no probing of other users' ids). */
export function notFound(message = 'Registro não encontrado.'): never {
  throw new TRPCError({ code: 'NOT_FOUND', message });
}

export const NOT_AUTHENTICATED = 'Sessão expirada ou inexistente. Faça login novamente.';
export const NO_CONTRACT = 'Sua conta não possui contrato ativo. Fale com nossa equipe comercial.';

export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.session('admin');
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_AUTHENTICATED });
  return next({ ctx: { user } });
});

export const platformProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.session('platform');
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_AUTHENTICATED });
  return next({ ctx: { user } });
});

/** Every tool action that creates or analyses: decisions.md "contract gating", in one place. */
export const contractProcedure = platformProcedure.use(async ({ ctx, next }) => {
  if (!ctx.user.hasActiveContract) throw new TRPCError({ code: 'FORBIDDEN', message: NO_CONTRACT });
  return next();
});
