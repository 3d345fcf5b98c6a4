import {
  searchActsSchema,
  searchCourtsSchema,
  searchDtoSchema,
  searchHistoryDtoSchema,
  searchHistoryInputSchema,
  searchInputSchema,
  searchSourceDtoSchema,
  searchSourceInputSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import { platformProcedure, router, storingProcedureWithin } from '../../trpc/init.ts';
import {
  getSource,
  listActs,
  listCourts,
  listSearches,
  search,
  searchHistory,
  withSearchShare,
} from './search.service.ts';

export const searchRouter = router({
  list: platformProcedure
    .output(z.array(searchDtoSchema))
    .query(({ ctx }) => listSearches(ctx.db, ctx.user.id)),
  history: platformProcedure
    .input(searchHistoryInputSchema)
    .output(searchHistoryDtoSchema)
    .query(({ ctx, input }) => searchHistory(ctx.db, ctx.user.id, input.page)),
  courts: platformProcedure.output(searchCourtsSchema).query(({ ctx }) => listCourts(ctx.db)),
  acts: platformProcedure.output(searchActsSchema).query(({ ctx }) => listActs(ctx.db)),
  source: platformProcedure
    .input(searchSourceInputSchema)
    .output(searchSourceDtoSchema)
    .query(({ ctx, input }) => getSource(ctx.db, ctx.user.id, input.id)),
  run: storingProcedureWithin(withSearchShare)
    .input(searchInputSchema)
    .output(searchDtoSchema)
    .mutation(({ ctx, input }) =>
      search(ctx.db, ctx.user.id, input, { ai: ctx.ai, concurrency: ctx.config.search.concurrency }),
    ),
});
