import { strategyInputSchema } from '@lexato/schemas';
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import { analyzeAndStore, listStrategies } from './strategy.service.ts';

export const strategyRouter = router({
  list: platformProcedure.query(({ ctx }) => listStrategies(ctx.db, ctx.user.id)),
  analyze: contractProcedure
    .input(strategyInputSchema)
    .mutation(({ ctx, input }) => analyzeAndStore(ctx.db, ctx.user.id, input, ctx.now())),
});
