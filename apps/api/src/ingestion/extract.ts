// From uploaded bytes to plain text. The type is decided by the content (never the name alone),
// the extension has to agree with it, and PDF/DOCX are parsed off the request thread.
import { DOCUMENT_TOO_LONG, MAX_DOCUMENT_CHARS } from '@lexato/schemas';
import { isDocxZip } from './docx.ts';
import { INGESTION_MESSAGES, IngestionError } from './errors.ts';
import { fileExtension, sanitizeFilename } from './filename.ts';
import { defaultParseRunner, type ParseRunner } from './parse-runner.ts';

export type DocumentKind = 'pdf' | 'docx' | 'txt';

export interface ExtractedText {
  kind: DocumentKind;
  mime: string;
  text: string;
}

export const MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

const ACCEPTED = new Set<string>(['pdf', 'docx', 'txt']);
const SNIFF_BYTES = 64 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function extractText(
  bytes: Uint8Array,
  filename: string,
  runner: ParseRunner = defaultParseRunner,
): Promise<ExtractedText> {
  const ext = fileExtension(sanitizeFilename(filename));
  if (!ACCEPTED.has(ext)) throw new IngestionError(415, INGESTION_MESSAGES.unsupported);
  const kind = await sniff(bytes);
  if (!isDocumentKind(kind) || kind !== ext) {
    // A TXT that is not UTF-8 (often ISO-8859-1 from old Windows editors) gets its own hint.
    if (ext === 'txt' && kind === 'not_utf8') throw new IngestionError(400, INGESTION_MESSAGES.notUtf8);
    if (ext === 'docx' && kind === 'zip') throw new IngestionError(400, INGESTION_MESSAGES.docxInvalid);
    throw new IngestionError(400, INGESTION_MESSAGES.mismatch(ext));
  }
  const raw = kind === 'txt' ? decodeUtf8(bytes) : await runner.parse(kind, bytes);
  const text = normalise(raw ?? '');
  if (!text.trim()) throw new IngestionError(400, INGESTION_MESSAGES.empty);
  // The cap of pasted text holds for extracted text too: a 10 MB .txt became a 10-million-
  // character document that then held the Analyser.
  if (text.length > MAX_DOCUMENT_CHARS) throw new IngestionError(400, DOCUMENT_TOO_LONG);
  return { kind, mime: MIME[kind], text };
}

type Sniffed = DocumentKind | 'zip' | 'binary' | 'not_utf8';
const isDocumentKind = (kind: Sniffed): kind is DocumentKind => ACCEPTED.has(kind);

/** What the bytes are, by content only. */
export async function sniff(bytes: Uint8Array): Promise<Sniffed> {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8));
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return (await isDocxZip(bytes)) ? 'docx' : 'zip';
  // Any other format file-type knows (images, executables, archives…) is not text.
  const { fileTypeFromBuffer } = await import('file-type'); // imported when first needed, not at start (BENCH.md, API RSS)
  if (await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES))) return 'binary';
  if (bytes.includes(0)) return 'binary';
  return decodeUtf8(bytes) === null ? 'not_utf8' : 'txt';
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    // ignoreBOM:false strips a leading BOM.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '') // Postgres text cannot hold NUL
    .replace(/\p{Cs}/gu, '\uFFFD') // nor a lone surrogate
    .trim();
}
