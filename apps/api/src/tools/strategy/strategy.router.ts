import { strategyDtoSchema, strategyInputSchema } from '@lexato/schemas';
import { z } from 'zod';
import { platformProcedure, router, storingProcedure } from '../../trpc/init.ts';
import { analyzeAndStore, listStrategies } from './strategy.service.ts';

export const strategyRouter = router({
  list: platformProcedure
    .output(z.array(strategyDtoSchema))
    .query(({ ctx }) => listStrategies(ctx.db, ctx.user.id)),
  analyze: storingProcedure
    .input(strategyInputSchema)
    .output(strategyDtoSchema)
    .mutation(({ ctx, input }) => analyzeAndStore(ctx.db, ctx.user.id, input, ctx.now())),
});
