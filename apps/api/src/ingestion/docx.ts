// DOCX text: the ZIP is opened with yauzl and every entry inflated under an entry-count and a
// total-size cap counted on the real inflated bytes (declared sizes can lie), then re-packed
// uncompressed for mammoth, which has no bound of its own. Runs in the parse worker.
import yauzl from 'yauzl';
import { LIMITS, ParseFailure } from './parse-failure.ts';
import { storedZip } from './zip-store.ts';

const REQUIRED = ['[Content_Types].xml', 'word/document.xml'];

export async function docxText(bytes: Uint8Array): Promise<string> {
  const entries = await inflateWithinLimits(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  const names = new Set(entries.map((e) => e.name));
  if (!REQUIRED.every((name) => names.has(name))) throw new ParseFailure('docx_invalid');
  // Imported here, in the parse worker, not with this file: extract.ts imports it for isDocxZip in
  // the API process, which never needs mammoth (BENCH.md, API RSS).
  const { default: mammoth } = await import('mammoth');
  try {
    // Raw text only: no HTML (javascript: links), and external files are never read
    // (mammoth ≥ 1.11 refuses them by default; no option here turns that on).
    const result = await mammoth.extractRawText({ buffer: storedZip(entries) });
    return result.value;
  } catch {
    throw new ParseFailure('docx_invalid');
  }
}

/** True when the bytes are a ZIP listing the two parts every DOCX has (names only, no inflating). */
export async function isDocxZip(bytes: Uint8Array): Promise<boolean> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  } catch {
    return false;
  }
  const missing = new Set(REQUIRED);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        missing.delete(entry.fileName);
        if (missing.size === 0) return resolve();
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
    return missing.size === 0;
  } catch {
    return false;
  } finally {
    zip.close();
  }
}

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });
}

async function inflateWithinLimits(buffer: Buffer): Promise<{ name: string; data: Buffer }[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw new ParseFailure('docx_invalid');
  }
  if (zip.entryCount > LIMITS.docxMaxEntries) {
    zip.close();
    throw new ParseFailure('docx_invalid');
  }
  const entries: { name: string; data: Buffer }[] = [];
  const seen = new Set<string>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        // Two entries with one name would let another ZIP reader see a different document.
        if (seen.has(name) || entry.isEncrypted()) return reject(new ParseFailure('docx_invalid'));
        seen.add(name);
        if (name.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > LIMITS.docxMaxUncompressedBytes) {
              stream.destroy(new ParseFailure('docx_invalid'));
              return;
            }
            chunks.push(chunk);
          });
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } catch {
    throw new ParseFailure('docx_invalid');
  } finally {
    zip.close();
  }
  return entries;
}
