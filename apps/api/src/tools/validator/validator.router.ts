import { lawbaseCoverageDtoSchema, validateInputSchema, validationDtoSchema } from '@lexato/schemas';
import { z } from 'zod';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { lawbaseCoverage, listValidations, validate } from './validator.service.ts';

export const validatorRouter = router({
  list: platformProcedure
    .output(z.array(validationDtoSchema))
    .query(({ ctx }) => listValidations(ctx.db, ctx.user.id)),
  coverage: platformProcedure.output(lawbaseCoverageDtoSchema).query(({ ctx }) => lawbaseCoverage(ctx.db)),
  validate: contractProcedure
    .input(validateInputSchema)
    .output(validationDtoSchema)
    .mutation(({ ctx, input }) => validate(ctx, ctx.user.id, input)),
});
