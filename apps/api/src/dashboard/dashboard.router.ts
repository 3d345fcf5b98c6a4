import { dashboardStatsDtoSchema } from '@lexato/schemas';
import { platformProcedure, router } from '../trpc/init.ts';
import { dashboardStats } from './dashboard.service.ts';

export const dashboardRouter = router({
  stats: platformProcedure
    .output(dashboardStatsDtoSchema)
    .query(({ ctx }) => dashboardStats(ctx.db, ctx.user.id, ctx.now())),
});
