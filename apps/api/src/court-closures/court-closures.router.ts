import { courtClosureDtoSchema, courtClosureInputSchema, idInputSchema } from '@lexato/schemas';
import { z } from 'zod';
import { adminProcedure, router } from '../trpc/init.ts';
import { addCourtClosure, listCourtClosures, removeCourtClosure } from './court-closures.service.ts';

const changeSchema = z.object({ closure: courtClosureDtoSchema, recounted: z.number() });

export const courtClosuresRouter = router({
  list: adminProcedure.output(z.array(courtClosureDtoSchema)).query(({ ctx }) => listCourtClosures(ctx.db)),
  add: adminProcedure
    .input(courtClosureInputSchema)
    .output(changeSchema)
    .mutation(({ ctx, input }) => addCourtClosure(ctx.db, input, ctx.user.id, ctx.now())),
  remove: adminProcedure
    .input(idInputSchema)
    .output(changeSchema)
    .mutation(({ ctx, input }) => removeCourtClosure(ctx.db, input.id, ctx.now())),
});
