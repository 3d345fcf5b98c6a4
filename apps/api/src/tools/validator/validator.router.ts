import { validateInputSchema } from '@lexato/schemas';
import type { Context } from '../../trpc/context.ts';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { isoDateInBrazil } from '../analyser/analyser.service.ts';
import { datajudLookup } from './validator.datajud.ts';
import { corpusLookup } from './validator.repository.ts';
import { listValidations, validateDocument } from './validator.service.ts';

/** DataJud is asked only when its key is configured (decisions.md "Monitor refresh"). */
function cnjLookupOf(ctx: Context) {
  const { apiKey, baseUrl, timeoutMs } = ctx.config.datajud;
  return apiKey ? datajudLookup({ apiKey, baseUrl, timeoutMs }) : undefined;
}

export const validatorRouter = router({
  list: platformProcedure.query(({ ctx }) => listValidations(ctx.db, ctx.user.id)),
  validate: contractProcedure.input(validateInputSchema).mutation(({ ctx, input }) =>
    validateDocument(ctx.db, ctx.user.id, input, {
      today: isoDateInBrazil(ctx.now()),
      sources: corpusLookup(ctx.db),
      cnjLookup: cnjLookupOf(ctx),
      ai: ctx.ai,
    }),
  ),
});
