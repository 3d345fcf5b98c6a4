import { pdfFileSchema } from '@lexato/schemas';
import { z } from 'zod';
import { platformProcedure, router } from '../trpc/init.ts';
import { analysisPdf, calculationPdf, validationPdf } from './reports.service.ts';

const idInput = z.object({ id: z.uuid({ error: 'Identificador inválido' }) });

/** PDF reports of the user's stored results (served by REST as downloads; not for the tRPC client). */
export const reportsRouter = router({
  calculationPdf: platformProcedure
    .input(idInput)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => calculationPdf(ctx.db, ctx.user.id, input.id, ctx.now())),
  validationPdf: platformProcedure
    .input(idInput)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => validationPdf(ctx.db, ctx.user.id, input.id, ctx.now())),
  analysisPdf: platformProcedure
    .input(idInput)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => analysisPdf(ctx.db, ctx.user.id, input.id, ctx.now())),
});
