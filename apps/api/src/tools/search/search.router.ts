import { searchHistoryInputSchema, searchInputSchema, searchSourceInputSchema } from '@lexato/schemas';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { getSource, listActs, listCourts, listSearches, search, searchHistory } from './search.service.ts';

export const searchRouter = router({
  list: platformProcedure.query(({ ctx }) => listSearches(ctx.db, ctx.user.id)),
  history: platformProcedure
    .input(searchHistoryInputSchema)
    .query(({ ctx, input }) => searchHistory(ctx.db, ctx.user.id, input.page)),
  courts: platformProcedure.query(({ ctx }) => listCourts(ctx.db)),
  acts: platformProcedure.query(({ ctx }) => listActs(ctx.db)),
  source: platformProcedure
    .input(searchSourceInputSchema)
    .query(({ ctx, input }) => getSource(ctx.db, ctx.user.id, input.id)),
  run: contractProcedure
    .input(searchInputSchema)
    .mutation(({ ctx, input }) =>
      search(ctx.db, ctx.user.id, input, { ai: ctx.ai, concurrency: ctx.config.search.concurrency }),
    ),
});
