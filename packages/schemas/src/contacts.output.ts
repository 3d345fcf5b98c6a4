// What the contacts procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';

export const contactDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.date(),
});
export type ContactDto = z.infer<typeof contactDtoSchema>;

/** The id of the stored message (a made-up one when the honeypot was filled). */
export const contactCreatedSchema = z.object({ id: z.string() });

/** One keyset page, newest first; REST sends the items with the total and cursor as headers. */
export const contactPageSchema = z.object({
  items: z.array(contactDtoSchema),
  total: z.number(),
  nextCursor: z.object({ createdAt: z.date(), id: z.string() }).nullable(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

/** LGPD art. 18 II: everything Lexato holds about the person behind a contact. */
export const contactExportSchema = z.object({
  exportedAt: z.date(),
  legalBasis: z.string(),
  purpose: z.string(),
  contact: contactDtoSchema,
});
