import { searchInputSchema } from '@lexato/schemas';
import { createAiProvider } from '../../ai/provider.ts';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { listCourts, listSearches, search } from './search.service.ts';

export const searchRouter = router({
  list: platformProcedure.query(({ ctx }) => listSearches(ctx.db, ctx.user.id)),
  courts: platformProcedure.query(({ ctx }) => listCourts(ctx.db)),
  run: contractProcedure
    .input(searchInputSchema)
    .mutation(({ ctx, input }) =>
      search(
        ctx.db,
        ctx.user.id,
        input,
        ctx.config.openai.apiKey ? createAiProvider(ctx.config.openai) : null,
      ),
    ),
});
