// The two multipart upload paths: a document for the Analyser, a text for the Validator.
import type { RawRoute } from './route.ts';

const fileField = { type: 'string', format: 'binary', description: 'PDF, DOCX ou TXT (UTF-8), até 10MB' };

export const uploadRawRoutes: RawRoute[] = [
  {
    method: 'POST',
    path: '/api/platform/upload/document',
    access: 'contract',
    summary:
      'Envia um arquivo (PDF, DOCX ou TXT, até 10MB) e cria um documento pendente com o texto extraído',
    requestBody: {
      contentType: 'multipart/form-data',
      schema: {
        type: 'object',
        required: ['file', 'docType'],
        properties: { file: fileField, docType: { type: 'string', enum: ['contract', 'lawsuit'] } },
      },
    },
  },
  {
    method: 'POST',
    path: '/api/platform/upload/validator',
    access: 'contract',
    summary: 'Envia um arquivo (PDF, DOCX ou TXT, até 10MB) e devolve o título e o texto extraído',
    requestBody: {
      contentType: 'multipart/form-data',
      schema: { type: 'object', required: ['file'], properties: { file: fileField } },
    },
  },
];
