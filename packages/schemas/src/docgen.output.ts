// What the document generator's procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';
import { FIELD_TYPES } from './docgen.ts';

export const templateDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  content: z.string(),
  fields: z.array(z.object({ name: z.string(), label: z.string(), type: z.enum(FIELD_TYPES) })),
  isPublic: z.boolean(),
  createdAt: z.date(),
});
export type TemplateDto = z.infer<typeof templateDtoSchema>;

export const generatedDocumentDtoSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  title: z.string(),
  content: z.string(),
  data: z.record(z.string(), z.string()),
  createdAt: z.date(),
});
export type GeneratedDocumentDto = z.infer<typeof generatedDocumentDtoSchema>;

/**
 * A generated document as the list shows it: `content` is its first GENERATED_PREVIEW_CHARS
 * characters, and `contentTruncated` says the full text must be downloaded.
 */
export const generatedDocumentSummaryDtoSchema = generatedDocumentDtoSchema.extend({
  contentTruncated: z.boolean(),
});
export type GeneratedDocumentSummaryDto = z.infer<typeof generatedDocumentSummaryDtoSchema>;

export const deletedTemplateSchema = z.object({ id: z.string() });

/**
 * A file the REST route sends as it is (headers from contentType and contentDisposition, body
 * from data); over tRPC the bytes travel as a Buffer.
 */
export const fileDownloadSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  contentDisposition: z.string(),
  data: z.custom<Buffer>((value) => value instanceof Uint8Array, 'Arquivo inválido'),
});
export type FileDownload = z.infer<typeof fileDownloadSchema>;
