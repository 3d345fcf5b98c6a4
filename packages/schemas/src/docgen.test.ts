import { describe, expect, it } from 'vitest';
import { displayFileName, fileNameFromTitle } from './docgen.ts';

describe('file names of generated documents', () => {
  it('keeps accents and dashes in the name a person sees', () => {
    expect(displayFileName('Procuração — Ana Sá', 'txt')).toBe('Procuração — Ana Sá.txt');
  });

  it('replaces only what no file system accepts', () => {
    expect(displayFileName('Contrato 1/2: "Locação"?', 'docx')).toBe('Contrato 1 2 Locação.docx');
    expect(displayFileName('a\u0000b\nc', 'txt')).toBe('a b c.txt');
    expect(displayFileName(' / ', 'txt')).toBe('documento.txt');
  });

  it('gives an ASCII fallback for the plain filename= of Content-Disposition', () => {
    expect(fileNameFromTitle('Procuração — Ana Sá', 'docx')).toBe('Procuracao - Ana Sa.docx');
  });
});
