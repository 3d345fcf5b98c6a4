import { NOMES_SERIE } from '@lexato/calc';
import { serieCoberturaSchema, serieRefreshReportSchema, upsertReportSchema } from '@lexato/schemas';
import { z } from 'zod';
import { adminProcedure, router } from '../trpc/init.ts';
import { refreshSeriesNow, seriesCoverage, uploadSeriesCsv } from './series.service.ts';

const serie = z.enum(NOMES_SERIE, { error: `Série: use uma de ${NOMES_SERIE.join(', ')}` });

/** The calculator's index series, for admins (the job keeps them current on its own). */
export const seriesRouter = router({
  list: adminProcedure.output(z.array(serieCoberturaSchema)).query(({ ctx }) => seriesCoverage(ctx.db)),
  /** A month,percent CSV (e.g. the TR, which the product does not ship). */
  upload: adminProcedure
    .input(z.strictObject({ serie, csv: z.string().max(100_000, 'CSV: no máximo 100 kB') }))
    .output(upsertReportSchema)
    .mutation(({ ctx, input }) =>
      uploadSeriesCsv(ctx.db, input.serie, input.csv, ctx.user.username, ctx.now()),
    ),
  refresh: adminProcedure
    .input(z.strictObject({ serie: serie.optional() }).optional())
    .output(z.array(serieRefreshReportSchema))
    .mutation(({ ctx, input }) =>
      refreshSeriesNow({ db: ctx.db, now: ctx.now, sgs: ctx.config.sgs }, input?.serie),
    ),
});
