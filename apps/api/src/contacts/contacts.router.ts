import {
  contactCreatedSchema,
  contactExportSchema,
  contactInputSchema,
  contactListInputSchema,
  contactPageSchema,
  idInputSchema,
  okSchema,
} from '@lexato/schemas';
import { addressBucket } from '../http/client-address.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/init.ts';
import { deleteContact, exportContact, listContacts, submitContact } from './contacts.service.ts';

export const contactsRouter = router({
  create: publicProcedure
    .input(contactInputSchema)
    .output(contactCreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, stored } = await submitContact(ctx, addressBucket(ctx.req.ip), input);
      if (!stored)
        ctx.req.log.warn({ event: 'contact_honeypot' }, 'contact with the honeypot filled, not stored');
      return { id };
    }),
  list: adminProcedure
    .input(contactListInputSchema)
    .output(contactPageSchema)
    .query(({ ctx, input }) => listContacts(ctx.db, input)),
  export: adminProcedure
    .input(idInputSchema)
    .output(contactExportSchema)
    .query(async ({ ctx, input }) => {
      const data = await exportContact(ctx.db, input.id);
      ctx.req.log.info({ event: 'contact_exported', contactId: input.id }, 'contact exported');
      return data;
    }),
  delete: adminProcedure
    .input(idInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteContact(ctx.db, input.id);
      ctx.req.log.info({ event: 'contact_deleted', contactId: input.id }, 'contact deleted');
      return { ok: true as const };
    }),
});
