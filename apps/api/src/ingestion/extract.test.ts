import { describe, expect, it } from 'vitest';
import {
  buildDocx,
  buildPdf,
  buildZip,
  deflatedRepeat,
  documentXml,
  docxWithExternalImage,
} from '../../test/fixtures/documents.ts';
import { toPublicError } from '../http/errors.ts';
import { docxText } from './docx.ts';
import { INGESTION_MESSAGES, IngestionError } from './errors.ts';
import { extractText } from './extract.ts';
import { ParseRunner } from './parse-runner.ts';
import { pdfText } from './pdf.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const pwned = () => (globalThis as Record<string, unknown>).__lexatoPwned;

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    // The status a client gets, through the one table (http/errors.ts).
    if (error instanceof IngestionError)
      return { status: toPublicError(error).status, message: error.message };
    throw error;
  }
  throw new Error('expected an IngestionError');
}

describe('extractText: TXT', () => {
  it('reads UTF-8 with accents and drops the BOM', async () => {
    const bytes = Buffer.from(
      '\uFEFFCláusula 1ª – Do objeto: prestação de serviços.\r\nAção revisional.',
      'utf8',
    );
    expect(await extractText(bytes, 'contrato.txt')).toEqual({
      kind: 'txt',
      mime: 'text/plain',
      text: 'Cláusula 1ª – Do objeto: prestação de serviços.\nAção revisional.',
    });
  });

  it('refuses ISO-8859-1 text with a hint to save it as UTF-8', async () => {
    const latin1 = Buffer.from('Cláusula de rescisão e multa contratual', 'latin1');
    expect(await refusal(extractText(latin1, 'antigo.txt'))).toEqual({
      status: 400,
      message: INGESTION_MESSAGES.notUtf8,
    });
  });

  it('refuses text with NUL bytes and text that is only whitespace', async () => {
    expect((await refusal(extractText(Buffer.from('abc\u0000def'), 'a.txt'))).message).toBe(
      'O conteúdo do arquivo não corresponde à extensão .txt',
    );
    expect(await refusal(extractText(Buffer.from(' \n\t \n'), 'vazio.txt'))).toEqual({
      status: 400,
      message: 'O arquivo não contém texto.',
    });
    expect((await refusal(extractText(new Uint8Array(), 'vazio.txt'))).message).toBe(
      'O arquivo não contém texto.',
    );
  });
});

describe('extractText: type by content', () => {
  it('accepts only .pdf, .docx and .txt (415)', async () => {
    for (const name of ['planilha.xlsx', 'foto.png', 'sem-extensao', 'script.exe', 'x.pdf.exe']) {
      expect(await refusal(extractText(Buffer.from('texto'), name))).toEqual({
        status: 415,
        message: 'Formato não suportado. Envie PDF, DOCX ou TXT.',
      });
    }
  });

  it('refuses a .pdf that is a ZIP, a PNG renamed .pdf/.docx/.txt and a PDF renamed .txt', async () => {
    const cases: [Uint8Array, string, string][] = [
      [buildDocx(['Olá']), 'contrato.pdf', '.pdf'],
      [PNG, 'peticao.pdf', '.pdf'],
      [PNG, 'peticao.docx', '.docx'],
      [PNG, 'peticao.txt', '.txt'],
      [buildPdf([['Olá']]), 'peticao.txt', '.txt'],
      [buildPdf([['Olá']]), 'peticao.docx', '.docx'],
    ];
    for (const [bytes, name, ext] of cases) {
      expect(await refusal(extractText(bytes, name)), name).toEqual({
        status: 400,
        message: `O conteúdo do arquivo não corresponde à extensão ${ext}`,
      });
    }
  });

  it('calls a ZIP without the DOCX parts an invalid DOCX', async () => {
    const zip = buildZip([{ name: 'a.txt', data: 'não é docx' }]);
    expect(await refusal(extractText(zip, 'peticao.docx'))).toEqual({
      status: 400,
      message: 'Arquivo DOCX inválido ou compactado de forma suspeita.',
    });
  });

  it('ignores the case of the extension', async () => {
    expect((await extractText(Buffer.from('ok'), 'NOTA.TXT')).text).toBe('ok');
  });
});

describe('extractText: PDF', () => {
  it('extracts the text of every page, accents included', async () => {
    const pdf = buildPdf([
      ['CONTRATO DE PRESTAÇÃO DE SERVIÇOS', 'Cláusula 1ª - O contratante pagará R$ 1.500,00.'],
      ['Página dois: foro da comarca de São Paulo.'],
    ]);
    const result = await extractText(pdf, 'contrato.pdf');
    expect(result.kind).toBe('pdf');
    expect(result.mime).toBe('application/pdf');
    expect(result.text).toContain('CONTRATO DE PRESTAÇÃO DE SERVIÇOS');
    expect(result.text).toContain('Cláusula 1ª - O contratante pagará R$ 1.500,00.');
    expect(result.text).toContain('Página dois: foro da comarca de São Paulo.');
    expect(result.text.indexOf('SERVIÇOS')).toBeLessThan(result.text.indexOf('Página dois'));
  });

  it('says a PDF without a text layer is probably scanned', async () => {
    const scanned = buildPdf([], { rawContent: ['0 0 m 200 200 l S'] });
    expect(await refusal(extractText(scanned, 'digitalizado.pdf'))).toEqual({
      status: 400,
      message:
        'Este PDF não contém texto selecionável (provavelmente é digitalizado). Envie um PDF com texto ou um arquivo DOCX/TXT.',
    });
  });

  it('refuses a PDF of more than 500 pages', async () => {
    const pages = Array.from({ length: 501 }, (_, i) => [`Página ${i + 1}`]);
    expect(await refusal(extractText(buildPdf(pages), 'longo.pdf'))).toEqual({
      status: 400,
      message: 'O PDF tem páginas demais (máximo 500).',
    });
  });

  it('refuses a corrupt PDF', async () => {
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x7a)]);
    expect(await refusal(extractText(corrupt, 'quebrado.pdf'))).toEqual({
      status: 400,
      message: 'Não foi possível ler o PDF.',
    });
    const truncated = buildPdf([['Texto']]).subarray(0, 200);
    expect((await refusal(extractText(truncated, 'cortado.pdf'))).message).toBe(
      'Não foi possível ler o PDF.',
    );
  });

  it('runs no embedded JavaScript and no FontMatrix payload (CVE-2024-4367)', async () => {
    const payload = 'globalThis.__lexatoPwned = true;';
    const js = buildPdf([['Documento com script']], {
      catalogExtra: `/OpenAction << /S /JavaScript /JS (${payload}) >> /Names << /JavaScript << /Names [(a) << /S /JavaScript /JS (${payload}) >>] >> >>`,
    });
    const fontMatrix = buildPdf([['Fonte maliciosa']], {
      fontDict: `<< /Type /Font /Subtype /Type1 /BaseFont /PoC /Encoding /WinAnsiEncoding /FontMatrix [1 2 3 4 5 (0\\); ${payload}//)] >>`,
    });
    // In this thread, so a payload that ran would be seen here.
    expect(await pdfText(js)).toContain('Documento com script');
    await pdfText(fontMatrix).catch(() => undefined);
    // And through the worker, as uploads run.
    expect((await extractText(js, 'script.pdf')).text).toContain('Documento com script');
    await extractText(fontMatrix, 'fonte.pdf').catch((e: unknown) =>
      expect(e).toBeInstanceOf(IngestionError),
    );
    expect(pwned()).toBeUndefined();
  });
});

describe('pdfjs-dist build', () => {
  it('has no eval path (CVE-2024-4367 compiled font paths with new Function)', async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    for (const file of ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs']) {
      const source = await readFile(require.resolve(file), 'utf8');
      expect(source, file).not.toMatch(/new Function\(|\beval\(/);
    }
  });
});

describe('extractText: DOCX', () => {
  it('extracts the paragraphs', async () => {
    const docx = buildDocx(['Contrato de locação residencial', 'Cláusula 2ª – Do prazo: 30 meses.']);
    expect(await extractText(docx, 'locacao.docx')).toEqual({
      kind: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      text: 'Contrato de locação residencial\n\nCláusula 2ª – Do prazo: 30 meses.',
    });
  });

  it('refuses a zip bomb whose 200 MB entry declares a small size', async () => {
    const bomb = await deflatedRepeat(200 * 1024 * 1024);
    const docx = buildDocx(['x'], {
      extraEntries: [{ name: 'word/media/bomba.xml', deflated: bomb, declaredSize: 1_000 }],
    });
    expect(docx.length).toBeLessThan(1024 * 1024);
    expect(await refusal(extractText(docx, 'bomba.docx'))).toEqual({
      status: 400,
      message: 'Arquivo DOCX inválido ou compactado de forma suspeita.',
    });
  });

  it('refuses entries that honestly add up to more than 50 MB, and more than 1,000 entries', async () => {
    const big = await deflatedRepeat(60 * 1024 * 1024);
    const honest = buildDocx(['x'], { extraEntries: [{ name: 'word/media/grande.bin', deflated: big }] });
    expect((await refusal(extractText(honest, 'grande.docx'))).message).toBe(INGESTION_MESSAGES.docxInvalid);

    const many = buildDocx(['x'], {
      extraEntries: Array.from({ length: 1_001 }, (_, i) => ({ name: `word/media/${i}.txt`, data: 'a' })),
    });
    expect((await refusal(extractText(many, 'muitos.docx'))).message).toBe(INGESTION_MESSAGES.docxInvalid);
    await expect(docxText(many)).rejects.toThrow('docx_invalid');
  });

  it('never reads a file an image links to (r:link to /etc/passwd)', async () => {
    const result = await extractText(docxWithExternalImage(), 'link.docx');
    expect(result.text).toContain('Antes da imagem.');
    expect(result.text).toContain('Depois da imagem.');
    expect(result.text).not.toContain('root:');
  });

  it('does not expand an external XML entity', async () => {
    const doctype = '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
    const xml = documentXml(['Início'], '<w:p><w:r><w:t>&xxe;</w:t></w:r></w:p>', doctype);
    const outcome = await extractText(buildDocx([], { documentXml: xml }), 'xxe.docx').catch(
      (e: unknown) => e,
    );
    if (outcome instanceof IngestionError) expect(toPublicError(outcome).status).toBe(400);
    else expect(JSON.stringify(outcome)).not.toContain('root:');
  });

  it('says a DOCX without text is empty', async () => {
    expect(await refusal(extractText(buildDocx([]), 'vazio.docx'))).toEqual({
      status: 400,
      message: 'O arquivo não contém texto.',
    });
  });
});

describe('ParseRunner', () => {
  it('terminates a parse that runs past the wall-clock limit', async () => {
    const runner = new ParseRunner({ timeoutMs: 5 });
    expect(await refusal(runner.parse('pdf', buildPdf([['x']])))).toEqual({
      status: 400,
      message: 'O arquivo demorou demais para ser processado.',
    });
    expect(runner.active).toBe(0);
  });

  it('runs at most `concurrency` parses at once and refuses beyond the queue (503)', async () => {
    const runner = new ParseRunner({ concurrency: 2, maxQueued: 2 });
    const pdf = buildPdf([['Paralelo']]);
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, runner.active);
    }, 1);
    const jobs = Array.from({ length: 4 }, () => runner.parse('pdf', pdf));
    const overflow = await refusal(runner.parse('pdf', pdf));
    const texts = await Promise.all(jobs);
    clearInterval(watch);
    expect(overflow).toEqual({ status: 503, message: INGESTION_MESSAGES.busy });
    expect(texts).toEqual(Array(4).fill('Paralelo'));
    expect(peak).toBeLessThanOrEqual(2);
    expect(runner.active).toBe(0);
  });
});
