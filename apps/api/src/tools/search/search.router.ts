import { searchInputSchema, searchSourceInputSchema } from '@lexato/schemas';
import { TRPCError } from '@trpc/server';
import { createAiProvider } from '../../ai/provider.ts';
import { contractProcedure, notFound, platformProcedure, router } from '../../trpc/init.ts';
import { SearchUnavailableError } from './search.errors.ts';
import { getSource, listActs, listCourts, listSearches, search } from './search.service.ts';

export const searchRouter = router({
  list: platformProcedure.query(({ ctx }) => listSearches(ctx.db, ctx.user.id)),
  courts: platformProcedure.query(({ ctx }) => listCourts(ctx.db)),
  acts: platformProcedure.query(({ ctx }) => listActs(ctx.db)),
  source: platformProcedure.input(searchSourceInputSchema).query(async ({ ctx, input }) => {
    const source = await getSource(ctx.db, ctx.user.id, input.id);
    return source ?? notFound('Fonte não encontrada.');
  }),
  run: contractProcedure.input(searchInputSchema).mutation(async ({ ctx, input }) => {
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
