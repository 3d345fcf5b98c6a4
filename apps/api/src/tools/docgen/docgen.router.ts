import {
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
import { contractProcedure, platformProcedure, router } from '../../trpc/init.ts';
import {
  createTemplate,
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
  createTemplate: contractProcedure
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
  generate: contractProcedure
    .input(generateInputSchema)
    .output(generatedDocumentDtoSchema)
    .mutation(({ ctx, input }) => generateDocument(ctx.db, ctx.user.id, input)),
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
