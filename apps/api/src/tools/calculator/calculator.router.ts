import {
  calculationDetailSchema,
  calculationHistoryItemSchema,
  calculationRequestSchema,
  createdCalculationSchema,
  deletedSchema,
  idInputSchema,
  serieCoberturaSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import { seriesCoverage } from '../../series/series.store.ts';
import { platformProcedure, router, storingProcedure } from '../../trpc/init.ts';
import {
  createCalculation,
  deleteCalculation,
  getCalculation,
  listCalculations,
} from './calculator.service.ts';

export const calculatorRouter = router({
  /** The index series loaded (first and last month, source, fetch date), for the screen's hint. */
  series: platformProcedure.output(z.array(serieCoberturaSchema)).query(({ ctx }) => seriesCoverage(ctx.db)),
  /** History, newest first (the screen shows the first 5). */
  list: platformProcedure
    .output(z.array(calculationHistoryItemSchema))
    .query(({ ctx }) => listCalculations(ctx.db, ctx.user.id)),
  /** A past calculation with its inputs, results and memo, to reopen it. */
  get: platformProcedure
    .input(idInputSchema)
    .output(calculationDetailSchema)
    .query(({ ctx, input }) => getCalculation(ctx.db, ctx.user.id, input.id)),
  /**
   * Runs and stores a calculation, with the file the multipart route (rest/calculations.ts)
   * checked and put on the context, since tRPC inputs carry no files.
   */
  create: storingProcedure
    .input(calculationRequestSchema)
    .output(createdCalculationSchema)
    .mutation(({ ctx, input }) => createCalculation(ctx.db, ctx.user.id, input, ctx.now(), ctx.attachment)),
  /** Deletes a calculation and its attachment; allowed without an active contract (LGPD art. 18, VI). */
  remove: platformProcedure
    .input(idInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteCalculation(ctx.db, ctx.user.id, input.id)),
});
