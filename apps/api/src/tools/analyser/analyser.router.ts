import {
  analysisDtoSchema,
  analyzeInputSchema,
  analyzeResultDtoSchema,
  documentDtoSchema,
  documentInputSchema,
} from '@lexato/schemas';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { analyzeDocument, createDocument, listAnalyses, listDocuments } from './analyser.service.ts';
import { TextEngineError } from './text-engine.ts';

/** The text engine's refusals (too complex: 400, queue full: 429) as tRPC errors, at the edge. */
export async function refusingHeavyText<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof TextEngineError)) throw error;
    const code = error.status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST';
    throw new TRPCError({ code, message: error.message, cause: error });
  }
}

export const analyserRouter = router({
  documents: platformProcedure
    .output(z.array(documentDtoSchema))
    .query(({ ctx }) => listDocuments(ctx.db, ctx.user.id)),
  createDocument: contractProcedure
    .input(documentInputSchema)
    .output(documentDtoSchema)
    .mutation(({ ctx, input }) => createDocument(ctx.db, ctx.user.id, input)),
  analyses: platformProcedure
    .output(z.array(analysisDtoSchema))
    .query(({ ctx }) => listAnalyses(ctx.db, ctx.user.id)),
  analyze: contractProcedure
    .input(analyzeInputSchema)
    .output(analyzeResultDtoSchema)
    .mutation(({ ctx, input }) =>
      refusingHeavyText(() =>
        analyzeDocument(ctx.db, ctx.user.id, input.documentId, { now: ctx.now(), ai: ctx.ai }),
      ),
    ),
});
