import {
  idSchema,
  predictInputSchema,
  predictionCalibrationDtoSchema,
  predictionDtoSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import { platformProcedure, router, storingProcedure } from '../../trpc/init.ts';
import {
  createPrediction,
  listPredictions,
  predictionCalibration,
  recordOutcome,
} from './predict.service.ts';

export const predictRouter = router({
  list: platformProcedure
    .output(z.array(predictionDtoSchema))
    .query(({ ctx }) => listPredictions(ctx.db, ctx.user.id)),
  calibration: platformProcedure
    .output(predictionCalibrationDtoSchema)
    .query(({ ctx }) => predictionCalibration(ctx.db, ctx.user.id)),
  create: storingProcedure
    .input(predictInputSchema)
    .output(predictionDtoSchema)
    .mutation(({ ctx, input }) => createPrediction(ctx.db, ctx.user.id, input, ctx.now())),
  // Recording what really happened is feedback on the user's own row, not a new analysis. The
  // outcome is validated after the ownership check, so a foreign id is a 404 whatever the body.
  recordOutcome: platformProcedure
    .input(z.object({ id: idSchema, outcome: z.unknown().optional() }))
    .output(predictionDtoSchema)
    .mutation(({ ctx, input }) => recordOutcome(ctx.db, ctx.user.id, input, ctx.now())),
});
