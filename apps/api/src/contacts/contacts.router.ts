import {
  contactCreatedSchema,
  contactExportSchema,
  contactInputSchema,
  contactListInputSchema,
  contactPageSchema,
  idSchema,
  okSchema,
} from '@lexato/schemas';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { addressBucket } from '../http/client-address.ts';
import { adminProcedure, notFound, publicProcedure, router } from '../trpc/init.ts';
import {
  countContactAttempt,
  createContact,
  deleteContact,
  exportContact,
  listContacts,
} from './contacts.service.ts';

const byId = z.strictObject({ id: idSchema });

export const contactsRouter = router({
  create: publicProcedure
    .input(contactInputSchema)
    .output(contactCreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const refusal = await countContactAttempt(ctx, addressBucket(ctx.req.ip));
      if (refusal) {
        ctx.reply.header('retry-after', String(refusal.retryAfterSeconds));
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: refusal.message });
      }
      const { id, stored } = await createContact(ctx.db, input);
      if (!stored)
        ctx.req.log.warn({ event: 'contact_honeypot' }, 'contact with the honeypot filled, not stored');
      return { id };
    }),
  list: adminProcedure
    .input(contactListInputSchema)
    .output(contactPageSchema)
    .query(({ ctx, input }) => listContacts(ctx.db, input)),
  export: adminProcedure
    .input(byId)
    .output(contactExportSchema)
    .query(async ({ ctx, input }) => {
      const data = await exportContact(ctx.db, input.id);
      if (!data) notFound('Contato não encontrado.');
      ctx.req.log.info({ event: 'contact_exported', contactId: input.id }, 'contact exported');
      return data;
    }),
  delete: adminProcedure
    .input(byId)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteContact(ctx.db, input.id))) notFound('Contato não encontrado.');
      ctx.req.log.info({ event: 'contact_deleted', contactId: input.id }, 'contact deleted');
      return { ok: true as const };
    }),
});
