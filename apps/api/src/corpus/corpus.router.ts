import { corpusImportReportSchema } from '@lexato/schemas';
import { z } from 'zod';
import { adminProcedure, router } from '../trpc/init.ts';
import { importCorpusText } from './corpus.service.ts';

export const corpusRouter = router({
  /** The JSONL text of `pnpm corpus:import`, for the embedded database while the server runs. */
  import: adminProcedure
    .input(z.strictObject({ content: z.string().max(60_000_000) }))
    .output(corpusImportReportSchema)
    .mutation(({ ctx, input }) => importCorpusText(ctx.db, input.content)),
});
