import {
  SEARCH_HISTORY_PAGE_SIZE,
  type SearchHistoryDto,
  searchActsSchema,
  searchCourtsSchema,
  searchDtoSchema,
  searchHistoryDtoSchema,
  searchHistoryInputSchema,
  searchInputSchema,
  searchSourceDtoSchema,
  searchSourceInputSchema,
} from '@lexato/schemas';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { createAiProvider } from '../../ai/provider.ts';
import { contractProcedure, notFound, platformProcedure, router } from '../../trpc/init.ts';
import { SearchUnavailableError } from './search.errors.ts';
import { countSearches, getSource, listActs, listCourts, listSearches, search } from './search.service.ts';

export const searchRouter = router({
  list: platformProcedure
    .output(z.array(searchDtoSchema))
    .query(({ ctx }) => listSearches(ctx.db, ctx.user.id)),
  history: platformProcedure
    .input(searchHistoryInputSchema)
    .output(searchHistoryDtoSchema)
    .query(async ({ ctx, input }): Promise<SearchHistoryDto> => {
      const pageSize = SEARCH_HISTORY_PAGE_SIZE;
      const offset = (input.page - 1) * pageSize;
      const items = await listSearches(ctx.db, ctx.user.id, { offset, limit: pageSize });
      const total = await countSearches(ctx.db, ctx.user.id);
      return { items, total, page: input.page, pageSize };
    }),
  courts: platformProcedure.output(searchCourtsSchema).query(({ ctx }) => listCourts(ctx.db)),
  acts: platformProcedure.output(searchActsSchema).query(({ ctx }) => listActs(ctx.db)),
  source: platformProcedure
    .input(searchSourceInputSchema)
    .output(searchSourceDtoSchema)
    .query(async ({ ctx, input }) => {
      const source = await getSource(ctx.db, ctx.user.id, input.id);
      return source ?? notFound('Fonte não encontrada.');
    }),
  run: contractProcedure
    .input(searchInputSchema)
    .output(searchDtoSchema)
    .mutation(async ({ ctx, input }) => {
      try {
        return await search(ctx.db, ctx.user.id, input, {
          ai: ctx.config.openai.apiKey ? createAiProvider(ctx.config.openai) : null,
          concurrency: ctx.config.search.concurrency,
        });
      } catch (error) {
        if (error instanceof SearchUnavailableError) {
          throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: error.message, cause: error });
        }
        throw error;
      }
    }),
});
