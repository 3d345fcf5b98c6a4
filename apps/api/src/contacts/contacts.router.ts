import { contactInputSchema, contactListInputSchema } from '@lexato/schemas';
import { adminProcedure, publicProcedure, router } from '../trpc/init.ts';
import { createContact, listContacts } from './contacts.service.ts';

export const contactsRouter = router({
  create: publicProcedure
    .input(contactInputSchema)
    .mutation(({ ctx, input }) => createContact(ctx.db, input)),
  list: adminProcedure.input(contactListInputSchema).query(({ ctx, input }) => listContacts(ctx.db, input)),
});
