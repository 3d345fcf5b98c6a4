// POST /api/platform/calculations: multipart `data` (JSON of type, title, inputs) plus an optional
// `file`, or a plain JSON body for API clients. tRPC does not carry multipart on Fastify, so this
// is a plain route: it reads the form and calls calculations.create with the data and the file as
// the procedure's input, as a tRPC client calls it with the data alone. The file's checks, the
// quota and the limiter live in the service (tools/calculator/calculator.service.ts).
import type { CalculationRequestInput } from '@lexato/schemas';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PublicError, toPublicError } from '../http/errors.ts';
import { IngestionError } from '../ingestion/errors.ts';
import { Limiter } from '../ingestion/limiter.ts';
import { MAX_ATTACHMENT_BYTES } from '../tools/calculator/calculator.attachment.ts';
import { type Guard, guardedContext } from './guard.ts';
import { refuseLongBoundary } from './multipart.ts';
import { answer, publicUploadError, sendError } from './reply.ts';
import type { CallerFactory, RawRoute } from './route.ts';

export const CALCULATIONS_PATH = '/api/platform/calculations';

export const calculationRoute: RawRoute = {
  method: 'POST',
  path: CALCULATIONS_PATH,
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

/** The calculation form's limits, in place of the upload forms' (rest/multipart.ts). */
const CALCULATION_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: 1,
  fields: 3,
  // `data` holds the whole request JSON (a liquidação with every option is ~1 KB).
  fieldSize: 64 * 1024,
  parts: 4,
  headerPairs: 100,
} as const;

export const CALCULATION_ROUTE_MESSAGES = {
  noData: 'Envie os dados do cálculo no campo data (JSON com type, title e inputs).',
  badData: 'O campo data deve ser um JSON com type, title e inputs.',
  badJson: 'JSON inválido no corpo da requisição.',
  mediaType: 'Envie JSON (application/json) ou multipart/form-data.',
  tooLarge: 'Conteúdo grande demais.',
  badMultipart: 'Envio inválido. Preencha o formulário e tente novamente.',
} as const;

/** Registers the path in the multipart scope (rest/multipart.ts); it also takes JSON bodies. */
export function registerCalculationRoute(scope: FastifyInstance, guard: Guard, createCaller: CallerFactory) {
  // A form is read into memory (its file up to 10 MB) only with one of these slots, held until its
  // calculation is stored: at most 8 forms in memory at once, 32 waiting unread, then 503.
  const forms = new Limiter(8, 32);
  scope.post(
    CALCULATIONS_PATH,
    {
      onRequest: [guard('contract'), refuseLongBoundary(CALCULATION_ROUTE_MESSAGES.badMultipart)],
      errorHandler: sendCalculationError,
    },
    (req, reply) =>
      answer(
        req,
        reply,
        async () => {
          const create = (input: unknown) =>
            createCaller(guardedContext(req)).calculations.create(input as CalculationRequestInput);
          if (!req.isMultipart()) return create(req.body ?? {});
          return forms.run(async () => create(submission(await readMultipart(req))));
        },
        { status: 201, toPublic: publicCalculationError, log: CALCULATION_LOG },
      ),
  );
}

/** The form's data with its file beside; data that is not an object goes as it is, for the schema to refuse. */
function submission({ data, file }: MultipartCalculation): unknown {
  const isRecord = typeof data === 'object' && data !== null && !Array.isArray(data);
  return file && isRecord ? { ...data, file } : data;
}

interface MultipartCalculation {
  data: unknown;
  file: { filename: string; bytes: Buffer } | undefined;
}

/** Reads `data` and the one optional `file` (at most 10 MB, else 413) into memory. */
async function readMultipart(req: FastifyRequest): Promise<MultipartCalculation> {
  let raw: string | undefined;
  let file: MultipartCalculation['file'];
  for await (const part of req.parts({ limits: CALCULATION_LIMITS })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      // A form with no file chosen still sends an empty, nameless file part.
      if (part.fieldname === 'file' && (part.filename || bytes.length > 0)) {
        file = { filename: part.filename, bytes };
      }
    } else if (part.fieldname === 'data' && typeof part.value === 'string') {
      raw = part.value;
    }
  }
  if (raw === undefined) throw new IngestionError(400, CALCULATION_ROUTE_MESSAGES.noData);
  try {
    return { data: JSON.parse(raw) as unknown, file };
  } catch {
    throw new IngestionError(400, CALCULATION_ROUTE_MESSAGES.badData);
  }
}

/** Also the route's error handler: errors raised before it (content-type parsing, JSON limits). */
function sendCalculationError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  return sendError(req, reply, error, publicCalculationError, CALCULATION_LOG);
}

const CALCULATION_LOG = { failed: 'calculation failed' };

function publicCalculationError(error: unknown): PublicError {
  // From the procedure: validation (400 with issues), CalcError (400), gating, not found.
  if (error instanceof TRPCError) return toPublicError(error);
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, message: CALCULATION_ROUTE_MESSAGES.mediaType };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { status: 413, message: CALCULATION_ROUTE_MESSAGES.tooLarge };
  if (code?.startsWith('FST_ERR_CTP_') || (error instanceof SyntaxError && statusCode === 400)) {
    return { status: 400, message: CALCULATION_ROUTE_MESSAGES.badJson };
  }
  // Our file refusals, multipart limits (413 oversize) and busboy's parse errors.
  return publicUploadError(error);
}
