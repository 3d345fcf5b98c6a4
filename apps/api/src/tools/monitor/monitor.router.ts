import {
  monitorDeadlineFieldsSchema,
  monitorDtoSchema,
  monitorIdSchema,
  monitorOabSchema,
  monitorPublicationDtoSchema,
  monitorPublicationStatusSchema,
  monitorPublicationsDtoSchema,
  monitorRefreshResultDtoSchema,
  monitorRemovedSchema,
  monitorStatusSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import type { Context } from '../../trpc/context.ts';
import { contractProcedure, platformProcedure, router, storingProcedure } from '../../trpc/init.ts';
import { captureDjen, listPublications } from './djen.capture.ts';
import { setOabNumbers, setPublicationStatus } from './djen.service.ts';
import { refreshMonitorForUser } from './monitor.refresh.ts';
import { monitorAddServerSchema } from './monitor.schema.ts';
import {
  addMonitor,
  clearMonitorDeadline,
  getMonitor,
  listMonitors,
  removeMonitor,
  setMonitorDeadline,
  setMonitorStatus,
} from './monitor.service.ts';

const refreshDeps = (ctx: Context) => ({ db: ctx.db, now: ctx.now, datajud: ctx.config.datajud });
const djenDeps = (ctx: Context) => ({ db: ctx.db, now: ctx.now, djen: ctx.config.djen });

export const monitorRouter = router({
  list: platformProcedure
    .output(z.array(monitorDtoSchema))
    .query(({ ctx }) => listMonitors(ctx.db, ctx.user.id, ctx.now())),
  get: platformProcedure
    .input(monitorIdSchema)
    .output(monitorDtoSchema)
    .query(({ ctx, input }) => getMonitor(ctx.db, ctx.user.id, input.id, ctx.now())),
  add: storingProcedure
    .input(monitorAddServerSchema)
    .output(monitorDtoSchema)
    .mutation(({ ctx, input }) => addMonitor(ctx.db, ctx.user.id, input, ctx.now())),
  refresh: storingProcedure
    .input(monitorIdSchema)
    .output(monitorRefreshResultDtoSchema)
    .mutation(({ ctx, input }) => refreshMonitorForUser(refreshDeps(ctx), ctx.user.id, input.id)),
  remove: contractProcedure
    .input(monitorIdSchema)
    .output(monitorRemovedSchema)
    .mutation(({ ctx, input }) => removeMonitor(ctx.db, ctx.user.id, input.id)),
  setStatus: contractProcedure
    .input(monitorStatusSchema)
    .output(monitorDtoSchema)
    .mutation(({ ctx, input }) => setMonitorStatus(ctx.db, ctx.user.id, input.id, input.status, ctx.now())),
  setDeadline: contractProcedure
    .input(monitorDeadlineFieldsSchema)
    .output(monitorDtoSchema)
    .mutation(({ ctx, input: { id, ...request } }) =>
      setMonitorDeadline(ctx.db, ctx.user.id, id, request, ctx.now()),
    ),
  publications: platformProcedure
    .output(monitorPublicationsDtoSchema)
    .query(({ ctx }) => listPublications(djenDeps(ctx), ctx.user.id)),
  capture: storingProcedure.output(monitorPublicationsDtoSchema).mutation(async ({ ctx }) => {
    await captureDjen(djenDeps(ctx), ctx.user.id);
    return listPublications(djenDeps(ctx), ctx.user.id);
  }),
  setOab: contractProcedure
    .input(monitorOabSchema)
    .output(monitorPublicationsDtoSchema)
    .mutation(async ({ ctx, input }) => {
      await setOabNumbers(ctx.db, ctx.user.id, input.numbers);
      return listPublications(djenDeps(ctx), ctx.user.id);
    }),
  setPublicationStatus: contractProcedure
    .input(monitorPublicationStatusSchema)
    .output(monitorPublicationDtoSchema.pick({ id: true, status: true }))
    .mutation(({ ctx, input }) => setPublicationStatus(ctx.db, ctx.user.id, input.id, input.status)),
  clearDeadline: contractProcedure
    .input(monitorIdSchema)
    .output(monitorDtoSchema)
    .mutation(({ ctx, input }) => clearMonitorDeadline(ctx.db, ctx.user.id, input.id, ctx.now())),
});
