import { analyzeInputSchema, documentInputSchema } from '@lexato/schemas';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { analyzeDocument, createDocument, listAnalyses, listDocuments } from './analyser.service.ts';

export const analyserRouter = router({
  documents: platformProcedure.query(({ ctx }) => listDocuments(ctx.db, ctx.user.id)),
  createDocument: contractProcedure
    .input(documentInputSchema)
    .mutation(({ ctx, input }) => createDocument(ctx.db, ctx.user.id, input)),
  analyses: platformProcedure.query(({ ctx }) => listAnalyses(ctx.db, ctx.user.id)),
  analyze: contractProcedure
    .input(analyzeInputSchema)
    .mutation(({ ctx, input }) =>
      analyzeDocument(ctx.db, ctx.user.id, input.documentId, { now: ctx.now(), ai: ctx.ai }),
    ),
});
