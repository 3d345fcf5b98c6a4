import { adminUserDtoSchema, createUserSchema, idSchema, updateUserSchema } from '@lexato/schemas';
import { z } from 'zod';
import { adminProcedure, router } from '../trpc/init.ts';
import { createPlatformUser, listPlatformUsers, updatePlatformUser } from './admin-users.service.ts';

export const adminUsersRouter = router({
  list: adminProcedure.output(z.array(adminUserDtoSchema)).query(({ ctx }) => listPlatformUsers(ctx.db)),
  create: adminProcedure
    .input(createUserSchema)
    .output(adminUserDtoSchema)
    .mutation(({ ctx, input }) => createPlatformUser(ctx.db, input)),
  update: adminProcedure
    .input(z.strictObject({ id: idSchema, data: updateUserSchema }))
    .output(adminUserDtoSchema)
    .mutation(({ ctx, input }) => updatePlatformUser(ctx.db, input.id, input.data, ctx.now())),
});
