// PDF text through pdfjs-dist's Node build, with every option that runs or fetches anything
// turned off (CVE-2024-4367 needed eval; security-checklist "Parsers"). Runs in the parse worker.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { LIMITS, ParseFailure } from './parse-failure.ts';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({
    // pdfjs wants a plain Uint8Array (not a Buffer) and may detach it: give it its own copy.
    data: new Uint8Array(bytes),
    // pdfjs-dist 6 has no eval path left (and no option for it); kept so a downgrade stays safe.
    ...({ isEvalSupported: false } as object),
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: 1,
    stopAtErrors: true,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    // Local, read-only data shipped with pdfjs-dist: CID maps and metrics of the 14 standard fonts.
    cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    verbosity: 0,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch {
    await task.destroy();
    throw new ParseFailure('pdf_corrupt');
  }
  try {
    if (doc.numPages > LIMITS.pdfMaxPages) throw new ParseFailure('pdf_too_many_pages');
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(text.trim());
      page.cleanup();
    }
    const text = pages.join('\n\n').trim();
    if (!text) throw new ParseFailure('pdf_no_text');
    return text;
  } catch (error) {
    if (error instanceof ParseFailure) throw error;
    throw new ParseFailure('pdf_corrupt');
  } finally {
    await task.destroy();
  }
}
