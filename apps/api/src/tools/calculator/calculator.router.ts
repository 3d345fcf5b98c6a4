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
  attachmentQuota,
  type CalculationFile,
  createCalculation,
  deleteCalculation,
  getCalculation,
  listCalculations,
} from './calculator.service.ts';

const FILE_OVER_MULTIPART = 'Envie o arquivo como multipart/form-data no campo file.';

/**
 * The file of the multipart form (POST /api/platform/calculations), as read from the body: bytes
 * no JSON or superjson value can be, so over /trpc and as a JSON body the input has no file.
 */
const formFileSchema = z.custom<CalculationFile>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CalculationFile).filename === 'string' &&
    (value as CalculationFile).bytes instanceof Uint8Array,
  { error: FILE_OVER_MULTIPART },
);

const calculationSubmissionSchema = z.intersection(
  calculationRequestSchema,
  z.object({ file: formFileSchema.optional() }),
);

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
  /** Runs and stores a calculation, with the form's optional file (rest/calculations.ts reads it). */
  create: storingProcedure
    .input(calculationSubmissionSchema)
    .output(createdCalculationSchema)
    .mutation(({ ctx, input }) =>
      createCalculation(
        ctx.db,
        ctx.user.id,
        input,
        ctx.now(),
        attachmentQuota(ctx.config.storage.budgetBytes),
      ),
    ),
  /** Deletes a calculation and its attachment; allowed without an active contract (LGPD art. 18, VI). */
  remove: platformProcedure
    .input(idInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteCalculation(ctx.db, ctx.user.id, input.id)),
});
