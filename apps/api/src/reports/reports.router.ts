import { idInputSchema, pdfFileSchema } from '@lexato/schemas';
import { platformProcedure, router } from '../trpc/init.ts';
import { analysisPdf, calculationPdf, validationPdf } from './reports.service.ts';

/** PDF reports of the user's stored results (served by REST as downloads; not for the tRPC client). */
export const reportsRouter = router({
  calculationPdf: platformProcedure
    .input(idInputSchema)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => calculationPdf(ctx.db, ctx.user.id, input.id, ctx.now())),
  validationPdf: platformProcedure
    .input(idInputSchema)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => validationPdf(ctx.db, ctx.user.id, input.id, ctx.now())),
  analysisPdf: platformProcedure
    .input(idInputSchema)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => analysisPdf(ctx.db, ctx.user.id, input.id, ctx.now())),
});
