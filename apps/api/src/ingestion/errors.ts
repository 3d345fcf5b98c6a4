// Every refusal of an uploaded file, with the Portuguese message the user sees (the web app's
// upload toast shows the server's message as is). The status is written where the refusal is
// raised, for the reader; it only picks the kind, and http/errors.ts maps the kind to the status.

import { AppError, type AppErrorKind } from '../errors.ts';

export type IngestionStatus = 400 | 413 | 415 | 503;

const KIND_OF_STATUS: Record<IngestionStatus, AppErrorKind> = {
  400: 'invalid',
  413: 'too_large',
  415: 'unsupported',
  503: 'unavailable',
};

export class IngestionError extends AppError {
  constructor(status: IngestionStatus, message: string) {
    super(KIND_OF_STATUS[status], message);
    this.name = 'IngestionError';
  }
}

export const INGESTION_MESSAGES = {
  unsupported: 'Formato não suportado. Envie PDF, DOCX ou TXT.',
  mismatch: (ext: string) => `O conteúdo do arquivo não corresponde à extensão .${ext}`,
  notUtf8: 'O arquivo TXT deve estar codificado em UTF-8. Salve-o novamente como UTF-8 e envie de novo.',
  tooLarge: 'O arquivo deve ter no máximo 10MB',
  empty: 'O arquivo não contém texto.',
  docxInvalid: 'Arquivo DOCX inválido ou compactado de forma suspeita.',
  pdfCorrupt: 'Não foi possível ler o PDF.',
  pdfNoText:
    'Este PDF não contém texto selecionável (provavelmente é digitalizado). Envie um PDF com texto ou um arquivo DOCX/TXT.',
  pdfTooManyPages: (max: number) => `O PDF tem páginas demais (máximo ${max}).`,
  timeout: 'O arquivo demorou demais para ser processado.',
  tooComplex: 'O arquivo é complexo demais para ser processado.',
  busy: 'O servidor está processando muitos arquivos agora. Tente novamente em instantes.',
} as const;
