import { generateInputSchema, idInputSchema, templateCreateSchema } from '@lexato/schemas';
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
  templates: platformProcedure.query(({ ctx }) => listTemplates(ctx.db, ctx.user.id)),
  createTemplate: contractProcedure
    .input(templateCreateSchema)
    .mutation(({ ctx, input }) => createTemplate(ctx.db, ctx.user.id, input)),
  deleteTemplate: contractProcedure
    .input(idInputSchema)
    .mutation(({ ctx, input }) => deleteTemplate(ctx.db, ctx.user.id, input.id)),
  documents: platformProcedure.query(({ ctx }) => listGeneratedDocuments(ctx.db, ctx.user.id)),
  generate: contractProcedure
    .input(generateInputSchema)
    .mutation(({ ctx, input }) => generateDocument(ctx.db, ctx.user.id, input)),
  /** The .docx file (served by REST as a download; not meant for the tRPC client). */
  docx: platformProcedure
    .input(idInputSchema)
    .query(({ ctx, input }) => generatedDocx(ctx.db, ctx.user.id, input.id)),
  /** The whole text as a .txt download (REST only, like docx). */
  text: platformProcedure
    .input(idInputSchema)
    .query(({ ctx, input }) => generatedText(ctx.db, ctx.user.id, input.id)),
});
