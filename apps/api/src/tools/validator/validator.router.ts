import {
  deletedSchema,
  idInputSchema,
  lawbaseCoverageDtoSchema,
  validateInputSchema,
  validationDtoSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import { platformProcedure, router, storingProcedure } from '../../trpc/init.ts';
import { deleteValidation, lawbaseCoverage, listValidations, validate } from './validator.service.ts';

export const validatorRouter = router({
  list: platformProcedure
    .output(z.array(validationDtoSchema))
    .query(({ ctx }) => listValidations(ctx.db, ctx.user.id)),
  coverage: platformProcedure.output(lawbaseCoverageDtoSchema).query(({ ctx }) => lawbaseCoverage(ctx.db)),
  validate: storingProcedure
    .input(validateInputSchema)
    .output(validationDtoSchema)
    .mutation(({ ctx, input }) => validate(ctx, ctx.user.id, input)),
  /** Deletes a validation; allowed without an active contract (LGPD art. 18, VI). */
  remove: platformProcedure
    .input(idInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteValidation(ctx.db, ctx.user.id, input.id)),
});
