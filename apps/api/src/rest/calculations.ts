// POST /api/platform/calculations: multipart `data` (JSON of type, title, inputs) plus an optional
// `file`, or a plain JSON body for API clients.
import type { RawRoute } from './route.ts';

export const calculationRoute: RawRoute = {
  method: 'POST',
  path: '/api/platform/calculations',
  access: 'contract',
  summary:
    'Executa e salva um cálculo (calculations.create): multipart com o campo data (JSON) e um arquivo opcional (PDF, DOCX ou TXT, até 10 MB), ou corpo JSON {type, title, inputs}',
  requestBody: {
    contentType: 'multipart/form-data',
    schema: {
      type: 'object',
      properties: {
        data: {
          type: 'string',
          description:
            'JSON de {type, title?, inputs, referenceDate?}; type: rescisao, salario_liquido, ferias, decimo_terceiro, correcao_monetaria, horas_extras ou liquidacao_sentenca',
        },
        file: {
          type: 'string',
          format: 'binary',
          description: 'Anexo opcional: PDF, DOCX ou TXT, até 10 MB',
        },
      },
      required: ['data'],
    },
  },
};
