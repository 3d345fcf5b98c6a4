// What the PDF report procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';

/** A PDF the REST route sends as it is (headers from the two fields, body from data). */
export const pdfFileSchema = z.object({
  contentType: z.literal('application/pdf'),
  contentDisposition: z.string(),
  data: z.custom<Buffer>((value) => value instanceof Uint8Array, 'Arquivo inválido'),
});
export type PdfFile = z.infer<typeof pdfFileSchema>;
