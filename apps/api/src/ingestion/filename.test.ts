import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileExtension, sanitizeFilename, titleFromFilename } from './filename.ts';

describe('sanitizeFilename', () => {
  it('keeps only the last path segment, for / and \\ alike', () => {
    expect(sanitizeFilename('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitizeFilename('..\\..\\Windows\\win.ini.txt')).toBe('win.ini.txt');
    expect(sanitizeFilename('/abs/contrato.pdf')).toBe('contrato.pdf');
  });

  it('drops control characters (no forged log lines), reserved characters and edge dots', () => {
    expect(sanitizeFilename('contrato\r\nFAKE LOG.pdf')).toBe('contratoFAKE LOG.pdf');
    expect(sanitizeFilename('a<b>c:"d|e?*.txt')).toBe('abcde.txt');
    expect(sanitizeFilename('  ..oculto.txt.  ')).toBe('oculto.txt');
    expect(sanitizeFilename('\u202Etxt.exe')).toBe('txt.exe');
  });

  it('names an empty result and keeps the extension of a long name', () => {
    expect(sanitizeFilename('../')).toBe('arquivo');
    const long = sanitizeFilename(`${'x'.repeat(400)}.docx`);
    expect(long).toHaveLength(255);
    expect(fileExtension(long)).toBe('docx');
  });

  it('never returns a path, a control character or more than 255 characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const name = sanitizeFilename(raw);
        expect(name).not.toMatch(/[/\\\p{Cc}]/u);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(255);
      }),
      { seed: 20261122, numRuns: 500 },
    );
  });
});

describe('titleFromFilename', () => {
  it('is the name without its extension, at most 200 characters', () => {
    expect(titleFromFilename('Contrato de Locação.pdf')).toBe('Contrato de Locação');
    expect(titleFromFilename('sem-extensao')).toBe('sem-extensao');
    expect(titleFromFilename(`${'b'.repeat(300)}.txt`)).toBe('b'.repeat(200));
  });
});
