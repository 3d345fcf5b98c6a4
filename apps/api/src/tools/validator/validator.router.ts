import { lawbaseCoverageDtoSchema, validateInputSchema, validationDtoSchema } from '@lexato/schemas';
import { z } from 'zod';
import type { Context } from '../../trpc/context.ts';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { refusingHeavyText } from '../analyser/analyser.router.ts';
import { isoDateInBrazil } from '../analyser/analyser.service.ts';
import { datajudLookup } from './validator.datajud.ts';
import { lawbaseLookup } from './validator.repository.ts';
import { lawbaseCoverage, listValidations, validateDocument } from './validator.service.ts';

/** DataJud is asked only when its key is configured (decisions.md "Monitor refresh"). */
function cnjLookupOf(ctx: Context) {
  const { apiKey, baseUrl, timeoutMs } = ctx.config.datajud;
  return apiKey ? datajudLookup({ apiKey, baseUrl, timeoutMs }) : undefined;
}

export const validatorRouter = router({
  list: platformProcedure
    .output(z.array(validationDtoSchema))
    .query(({ ctx }) => listValidations(ctx.db, ctx.user.id)),
  coverage: platformProcedure.output(lawbaseCoverageDtoSchema).query(({ ctx }) => lawbaseCoverage(ctx.db)),
  validate: contractProcedure
    .input(validateInputSchema)
    .output(validationDtoSchema)
    .mutation(({ ctx, input }) =>
      refusingHeavyText(() =>
        validateDocument(ctx.db, ctx.user.id, input, {
          today: isoDateInBrazil(ctx.now()),
          lawbase: lawbaseLookup(ctx.db),
          cnjLookup: cnjLookupOf(ctx),
          ai: ctx.ai,
        }),
      ),
    ),
});
