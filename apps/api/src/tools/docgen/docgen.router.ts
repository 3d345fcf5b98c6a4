import {
  deletedSchema,
  deletedTemplateSchema,
  fileDownloadSchema,
  generatedDocumentDtoSchema,
  generatedDocumentSummaryDtoSchema,
  generateInputSchema,
  idInputSchema,
  templateCreateSchema,
  templateDtoSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import { contractProcedure, platformProcedure, router, storingProcedure } from '../../trpc/init.ts';
import {
  createTemplate,
  deleteGeneratedDocument,
  deleteTemplate,
  generateDocument,
  generatedDocx,
  generatedText,
  listGeneratedDocuments,
  listTemplates,
} from './docgen.service.ts';

export const docgenRouter = router({
  templates: platformProcedure
    .output(z.array(templateDtoSchema))
    .query(({ ctx }) => listTemplates(ctx.db, ctx.user.id)),
  createTemplate: storingProcedure
    .input(templateCreateSchema)
    .output(templateDtoSchema)
    .mutation(({ ctx, input }) => createTemplate(ctx.db, ctx.user.id, input)),
  deleteTemplate: contractProcedure
    .input(idInputSchema)
    .output(deletedTemplateSchema)
    .mutation(({ ctx, input }) => deleteTemplate(ctx.db, ctx.user.id, input.id)),
  documents: platformProcedure
    .output(z.array(generatedDocumentSummaryDtoSchema))
    .query(({ ctx }) => listGeneratedDocuments(ctx.db, ctx.user.id)),
  generate: storingProcedure
    .input(generateInputSchema)
    .output(generatedDocumentDtoSchema)
    .mutation(({ ctx, input }) => generateDocument(ctx.db, ctx.user.id, input)),
  /** Deletes a generated document; allowed without an active contract (LGPD art. 18, VI). */
  deleteDocument: platformProcedure
    .input(idInputSchema)
    .output(deletedSchema)
    .mutation(({ ctx, input }) => deleteGeneratedDocument(ctx.db, ctx.user.id, input.id)),
  /** The .docx file (served by REST as a download; not meant for the tRPC client). */
  docx: platformProcedure
    .input(idInputSchema)
    .output(fileDownloadSchema)
    .query(({ ctx, input }) => generatedDocx(ctx.db, ctx.user.id, input.id)),
  /** The whole text as a .txt download (REST only, like docx). */
  text: platformProcedure
    .input(idInputSchema)
    .output(fileDownloadSchema)
    .query(({ ctx, input }) => generatedText(ctx.db, ctx.user.id, input.id)),
});
