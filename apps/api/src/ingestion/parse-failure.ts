/** Why a parser gave up; crosses the worker boundary as a plain code. */
export type ParseFailureCode = 'pdf_corrupt' | 'pdf_no_text' | 'pdf_too_many_pages' | 'docx_invalid';

export class ParseFailure extends Error {
  readonly code: ParseFailureCode;
  constructor(code: ParseFailureCode) {
    super(code);
    this.name = 'ParseFailure';
    this.code = code;
  }
}

export const LIMITS = {
  pdfMaxPages: 500,
  docxMaxEntries: 1_000,
  docxMaxUncompressedBytes: 50 * 1024 * 1024,
} as const;
