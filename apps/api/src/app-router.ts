import { adminUsersRouter } from './admin-users/admin-users.router.ts';
import { adminAuthRouter, platformAuthRouter } from './auth/auth.router.ts';
import { contactsRouter } from './contacts/contacts.router.ts';
import { corpusRouter } from './corpus/corpus.router.ts';
import { courtClosuresRouter } from './court-closures/court-closures.router.ts';
import { dashboardRouter } from './dashboard/dashboard.router.ts';
import { reportsRouter } from './reports/reports.router.ts';
import { seriesRouter } from './series/series.router.ts';
import { analyserRouter } from './tools/analyser/analyser.router.ts';
import { calculatorRouter } from './tools/calculator/calculator.router.ts';
import { docgenRouter } from './tools/docgen/docgen.router.ts';
import { monitorRouter } from './tools/monitor/monitor.router.ts';
import { predictRouter } from './tools/predict/predict.router.ts';
import { searchRouter } from './tools/search/search.router.ts';
import { strategyRouter } from './tools/strategy/strategy.router.ts';
import { validatorRouter } from './tools/validator/validator.router.ts';
import { createCallerFactory, router } from './trpc/init.ts';

/** One router per area; each tool adds its own here. */
export const appRouter = router({
  auth: adminAuthRouter,
  platformAuth: platformAuthRouter,
  contacts: contactsRouter,
  adminUsers: adminUsersRouter,
  courtClosures: courtClosuresRouter,
  dashboard: dashboardRouter,
  analyser: analyserRouter,
  validator: validatorRouter,
  calculations: calculatorRouter,
  monitor: monitorRouter,
  predict: predictRouter,
  strategy: strategyRouter,
  search: searchRouter,
  docgen: docgenRouter,
  corpus: corpusRouter,
  indexSeries: seriesRouter,
  reports: reportsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
