// The optional file attached to a calculation: checked with the ingestion module's rules (type
// by content — PDF, DOCX or UTF-8 text — the extension agreeing with it, at most 10 MB), but not
// parsed: the calculation only keeps it beside the result.
import { INGESTION_MESSAGES, IngestionError } from '../../ingestion/errors.ts';
import { type DocumentKind, MIME, sniff } from '../../ingestion/extract.ts';
import { fileExtension, sanitizeFilename } from '../../ingestion/filename.ts';
import type { CalculationAttachment } from './calculator.service.ts';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const ACCEPTED = new Set(['pdf', 'docx', 'txt']);

export async function checkAttachment(rawFilename: string, bytes: Buffer): Promise<CalculationAttachment> {
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new IngestionError(413, INGESTION_MESSAGES.tooLarge);
  const filename = sanitizeFilename(rawFilename);
  const ext = fileExtension(filename);
  if (!ACCEPTED.has(ext)) throw new IngestionError(415, INGESTION_MESSAGES.unsupported);
  if (bytes.length === 0) throw new IngestionError(400, INGESTION_MESSAGES.empty);
  const kind = await sniff(bytes);
  if (kind !== ext) {
    if (ext === 'txt' && kind === 'not_utf8') throw new IngestionError(400, INGESTION_MESSAGES.notUtf8);
    if (ext === 'docx' && kind === 'zip') throw new IngestionError(400, INGESTION_MESSAGES.docxInvalid);
    throw new IngestionError(400, INGESTION_MESSAGES.mismatch(ext));
  }
  return { filename, mime: MIME[ext as DocumentKind], bytes };
}
