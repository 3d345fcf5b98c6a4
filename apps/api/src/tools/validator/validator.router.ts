import { validateInputSchema } from '@lexato/schemas';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { lawbaseCoverage, listValidations, validate } from './validator.service.ts';

export const validatorRouter = router({
  list: platformProcedure.query(({ ctx }) => listValidations(ctx.db, ctx.user.id)),
  coverage: platformProcedure.query(({ ctx }) => lawbaseCoverage(ctx.db)),
  validate: contractProcedure
    .input(validateInputSchema)
    .mutation(({ ctx, input }) => validate(ctx, ctx.user.id, input)),
});
