import { platformProcedure, router } from '../trpc/init.ts';
import { dashboardStats } from './dashboard.service.ts';

export const dashboardRouter = router({
  stats: platformProcedure.query(({ ctx }) => dashboardStats(ctx.db, ctx.user.id, ctx.now())),
});
