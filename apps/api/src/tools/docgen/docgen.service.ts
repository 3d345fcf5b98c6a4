import type { Db, TemplateField } from '@lexato/db';
import {
  displayFileName,
  type FileDownload,
  fileNameFromTitle,
  GENERATED_PREVIEW_CHARS,
  type GeneratedDocumentDto,
  type GeneratedDocumentSummaryDto,
  inferTemplateFields,
  placeholderNames,
  type TemplateDto,
  type TemplateFieldDto,
  templateFieldSchema,
} from '@lexato/schemas';
import { z } from 'zod';
import { AppError, notFound } from '../../errors.ts';
import {
  deleteGeneratedDocument as deleteGeneratedRow,
  deleteTemplate as deleteTemplateRow,
  findGeneratedDocument,
  findOwnTemplateId,
  findReadableTemplate,
  insertGeneratedDocument,
  insertTemplate,
  listGeneratedDocuments as listGeneratedRows,
  listTemplates as listTemplateRows,
  templateIsUsed,
} from './docgen.repository.ts';
import { documentToDocx } from './engine/docx.ts';
import { DocumentTooLargeError, FieldError, renderTemplate } from './engine/render.ts';

/** Generated documents listed at once, newest first. */
const LIST_LIMIT = 200;

/** A ZodError as a failed parse makes it (a `new ZodError` is not an Error to tRPC's wrapper). */
function fieldIssue(path: string[], message: string) {
  return z
    .unknown()
    .superRefine((_value, ctx) => ctx.addIssue({ code: 'custom', path, message }))
    .safeParse(null).error;
}

/** Stored field lists are trusted only as far as the schema goes (unknown types read as text). */
function readFields(fields: TemplateField[]): TemplateFieldDto[] {
  return fields.map((f) => {
    const parsed = templateFieldSchema.safeParse(f);
    return parsed.success ? parsed.data : { name: f.name, label: f.label || f.name, type: 'text' };
  });
}

const toTemplateDto = (row: {
  id: string;
  name: string;
  category: string;
  description: string;
  content: string;
  fields: TemplateField[];
  isPublic: boolean;
  createdAt: Date;
}): TemplateDto => ({ ...row, fields: readFields(row.fields) });

/** The team's public templates (by name), then the user's own (newest first). */
export async function listTemplates(db: Db, userId: string): Promise<TemplateDto[]> {
  const rows = await listTemplateRows(db, userId);
  return rows.map(toTemplateDto);
}

export async function createTemplate(
  db: Db,
  userId: string,
  input: {
    name: string;
    category: string;
    description: string;
    content: string;
    fields?: TemplateFieldDto[] | undefined;
  },
): Promise<TemplateDto> {
  const fields = inferTemplateFields(input.content, input.fields);
  const row = await insertTemplate(db, {
    userId,
    name: input.name,
    category: input.category || 'Personalizado',
    description: input.description,
    content: input.content,
    fields: JSON.stringify(fields),
    isPublic: false,
  });
  return toTemplateDto(row);
}

/** Only the user's own template, and only while no generated document refers to it. */
export async function deleteTemplate(db: Db, userId: string, id: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const own = await findOwnTemplateId(trx, userId, id);
    if (!own) notFound('Modelo não encontrado.');
    const used = await templateIsUsed(trx, id);
    if (used) {
      throw new AppError(
        'conflict',
        'Este modelo já foi usado em documentos gerados e não pode ser excluído.',
      );
    }
    await deleteTemplateRow(trx, id);
    return { id };
  });
}

/**
 * Newest first, each text cut to its preview in SQL: the list never loads a whole document (two
 * documents of hundreds of MB once made it answer 500 for good). One character more
 * than the preview tells whether the text goes on.
 */
export async function listGeneratedDocuments(db: Db, userId: string): Promise<GeneratedDocumentSummaryDto[]> {
  const rows = await listGeneratedRows(db, userId, GENERATED_PREVIEW_CHARS + 1, LIST_LIMIT);
  return rows.map(({ head, ...row }) => ({
    ...row,
    content: head.slice(0, GENERATED_PREVIEW_CHARS),
    contentTruncated: head.length > GENERATED_PREVIEW_CHARS,
  }));
}

export async function generateDocument(
  db: Db,
  userId: string,
  input: { templateId: string; title: string; data: Record<string, string> },
): Promise<GeneratedDocumentDto> {
  const template = await findReadableTemplate(db, userId, input.templateId);
  if (!template) notFound('Modelo não encontrado.');
  let content: string;
  try {
    content = renderTemplate(template.content, readFields(template.fields), input.data);
  } catch (error) {
    if (error instanceof DocumentTooLargeError) {
      throw new AppError('invalid', error.message);
    }
    if (error instanceof FieldError) {
      // A ZodError cause makes the error leave as 400 {message, issues} (http/errors.ts).
      throw new AppError('invalid', error.message, {
        cause: fieldIssue(['data', error.field], error.message),
      });
    }
    throw error;
  }
  // Only the values the document uses are kept: any other key a client sends is dropped.
  const used = new Set(placeholderNames(template.content));
  const data = Object.fromEntries(
    Object.entries(input.data)
      .filter(([name]) => used.has(name))
      .map(([name, value]) => [name, value.trim()]),
  );
  return insertGeneratedDocument(db, {
    userId,
    templateId: template.id,
    title: input.title,
    content,
    data: JSON.stringify(data),
  });
}

async function ownDocument(db: Db, userId: string, id: string) {
  const doc = await findGeneratedDocument(db, userId, id);
  if (!doc) notFound('Documento não encontrado.');
  return doc;
}

function download(title: string, extension: string, contentType: string, data: Buffer): FileDownload {
  const fileName = fileNameFromTitle(title, extension);
  const utf8Name = displayFileName(title, extension);
  return {
    fileName,
    contentType,
    contentDisposition: `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`,
    data,
  };
}

export async function generatedDocx(db: Db, userId: string, id: string): Promise<FileDownload> {
  const doc = await ownDocument(db, userId, id);
  return download(
    doc.title,
    'docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    await documentToDocx(doc.title, doc.content),
  );
}

/** The whole text as a .txt file (the list only carries a preview). */
export async function generatedText(db: Db, userId: string, id: string): Promise<FileDownload> {
  const doc = await ownDocument(db, userId, id);
  return download(doc.title, 'txt', 'text/plain; charset=utf-8', Buffer.from(doc.content, 'utf8'));
}

/** Deletes the user's generated document (another user's id: 404, as a missing one). */
export async function deleteGeneratedDocument(db: Db, userId: string, id: string): Promise<{ id: string }> {
  if (!(await deleteGeneratedRow(db, userId, id))) notFound('Documento gerado não encontrado.');
  return { id };
}
