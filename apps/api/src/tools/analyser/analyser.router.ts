import {
  analysisDtoSchema,
  analyzeInputSchema,
  analyzeResultDtoSchema,
  documentDtoSchema,
  documentInputSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { analyzeDocument, createDocument, listAnalyses, listDocuments } from './analyser.service.ts';

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
      analyzeDocument(ctx.db, ctx.user.id, input.documentId, {
        now: ctx.now(),
        ai: ctx.ai,
        relation: input.relation,
      }),
    ),
});
