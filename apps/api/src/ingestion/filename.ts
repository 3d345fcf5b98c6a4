// The user's filename is display text only: files are stored under generated ids, never paths.

const MAX_FILENAME = 255;
const MAX_TITLE = 200;

/** Last path segment, without control or reserved characters, NFC, at most 255 characters. */
export function sanitizeFilename(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Cs}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned.length <= MAX_FILENAME) return cleaned || 'arquivo';
  const ext = fileExtension(cleaned);
  const keep = MAX_FILENAME - (ext ? ext.length + 1 : 0);
  return ext ? `${cleaned.slice(0, keep)}.${ext}` : cleaned.slice(0, MAX_FILENAME);
}

/** Lower-case extension without the dot; '' when there is none. */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** The document title shown in lists: the filename without its extension, at most 200 characters. */
export function titleFromFilename(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const stem = (dot > 0 ? filename.slice(0, dot) : filename).trim();
  return (
    Array.from(stem || filename)
      .slice(0, MAX_TITLE)
      .join('')
      .trim() || 'Documento'
  );
}
