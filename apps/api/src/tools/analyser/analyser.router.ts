import {
  analysisDtoSchema,
  analyzeInputSchema,
  analyzeResultDtoSchema,
  deletedSchema,
  documentDtoSchema,
  documentInputSchema,
  idInputSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import { platformProcedure, router, storingProcedure } from '../../trpc/init.ts';
import {
  analyzeDocument,
  createDocument,
  deleteDocument,
  listAnalyses,
  listDocuments,
} from './analyser.service.ts';

export const analyserRouter = router({
  documents: platformProcedure
    .output(z.array(documentDtoSchema))
    .query(({ ctx }) => listDocuments(ctx.db, ctx.user.id)),
  createDocument: storingProcedure
    .input(documentInputSchema)
    .output(documentDtoSchema)
    .mutation(({ ctx, input }) => createDocument(ctx.db, ctx.user.id, input)),
  /** Deletes a document with its analyses and file; allowed without an active contract (LGPD art. 18, VI). */
  deleteDocument: platformProcedure
    .input(idInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteDocument(ctx.db, ctx.user.id, input.id)),
  analyses: platformProcedure
    .output(z.array(analysisDtoSchema))
    .query(({ ctx }) => listAnalyses(ctx.db, ctx.user.id)),
  analyze: storingProcedure
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
