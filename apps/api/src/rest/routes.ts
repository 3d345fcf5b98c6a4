import type { FastifyReply, FastifyRequest } from 'fastify';
import { uploadRawRoutes } from '../ingestion/upload.docs.ts';
import { pdfReportRoutes } from '../reports/reports.routes.ts';

export type Access = 'public' | 'admin' | 'platform' | 'contract';
export type Limiter = 'login' | 'contacts';

/**
 * A documented /api/... path and the procedure behind it. The adapter holds no logic: it
 * builds the procedure's input from the request and sends back what the procedure returns.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  procedure: string;
  access: Access;
  summary: string;
  input?: (req: FastifyRequest) => unknown;
  respond?: (result: unknown, reply: FastifyReply) => unknown;
  status?: number;
  limiter?: Limiter;
  /** For the OpenAPI document: where the request body sits in the procedure input. */
  body?: 'input' | 'input.data' | 'none';
  query?: Array<{ name: string; description: string; schema: Record<string, unknown> }>;
}

/**
 * Routes served by plain Fastify handlers (multipart uploads, raw bodies) rather than the
 * adapter; listed here so the OpenAPI document and the authorization matrix know them.
 */
export interface RawRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  summary: string;
  requestBody?: { contentType: string; schema: Record<string, unknown> };
}

export const rawRoutes: RawRoute[] = [
  ...uploadRawRoutes,
  {
    method: 'POST',
    path: '/api/admin/corpus',
    access: 'admin',
    summary:
      'Importa fontes jurídicas (JSONL, um {id, kind, title, text, court?, date?, reference?, url?} por linha); responde {inserted, updated, unchanged, total}',
    requestBody: { contentType: 'application/x-ndjson', schema: { type: 'string' } },
  },
  {
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
  },
];

const body = (req: FastifyRequest) => req.body ?? {};
const params = (req: FastifyRequest) => req.params as Record<string, string>;

/**
 * The body's fields plus the path id. Any other body (a string, a list) goes as it is, for the
 * schema to refuse: spread, a 1 MB string became a million keys and a second of CPU.
 */
export function bodyWithId(req: FastifyRequest): unknown {
  const value = body(req);
  const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
  return isRecord ? { ...value, id: params(req).id } : value;
}

function decodeCursor(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as {
      createdAt?: string;
      id?: string;
    };
    return { createdAt: new Date(String(parsed.createdAt)), id: parsed.id };
  } catch {
    return { createdAt: null, id: null };
  }
}

function encodeCursor(cursor: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A download procedure's file ({contentType, contentDisposition, data}) as the raw response. */
function sendFile(result: unknown, reply: FastifyReply): Buffer {
  const file = result as { contentType: string; contentDisposition: string; data: Buffer };
  reply.header('content-type', file.contentType).header('content-disposition', file.contentDisposition);
  return file.data;
}

export const restRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/contacts',
    procedure: 'contacts.create',
    access: 'public',
    summary: 'Envia uma mensagem pelo formulário de contato',
    status: 201,
    limiter: 'contacts',
  },
  {
    method: 'GET',
    path: '/api/contacts',
    procedure: 'contacts.list',
    access: 'admin',
    summary: 'Lista os contatos recebidos, do mais recente ao mais antigo (paginado: ?limit=&cursor=)',
    input: (req) => {
      const q = req.query as Record<string, string | undefined>;
      const limit = q.limit === undefined ? undefined : Number(q.limit);
      const cursor = decodeCursor(q.cursor);
      return { ...(limit === undefined ? {} : { limit }), ...(cursor === undefined ? {} : { cursor }) };
    },
    query: [
      {
        name: 'limit',
        description: 'Itens por página (1 a 200, padrão 50)',
        schema: { type: 'integer', minimum: 1, maximum: 200 },
      },
      {
        name: 'cursor',
        description: 'Valor de x-next-cursor da página anterior',
        schema: { type: 'string' },
      },
    ],
    respond: (result, reply) => {
      const page = result as {
        items: unknown[];
        total: number;
        nextCursor: { createdAt: Date; id: string } | null;
      };
      reply.header('x-total-count', String(page.total));
      if (page.nextCursor) reply.header('x-next-cursor', encodeCursor(page.nextCursor));
      return page.items;
    },
  },
  {
    method: 'GET',
    path: '/api/admin/contacts/:id/export',
    procedure: 'contacts.export',
    access: 'admin',
    summary: 'Exporta os dados de um contato (LGPD art. 18, II)',
    input: (req) => ({ id: params(req).id }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/contacts/:id',
    procedure: 'contacts.delete',
    access: 'admin',
    summary: 'Elimina os dados de um contato (LGPD art. 18, VI)',
    input: (req) => ({ id: params(req).id }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    procedure: 'auth.login',
    access: 'public',
    summary: 'Login do administrador',
    limiter: 'login',
  },
  {
    method: 'GET',
    path: '/api/auth/check',
    procedure: 'auth.check',
    access: 'public',
    summary: 'Informa se há sessão de administrador',
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    procedure: 'auth.logout',
    access: 'public',
    summary: 'Encerra a sessão de administrador',
  },
  {
    method: 'GET',
    path: '/api/admin/indices',
    procedure: 'indexSeries.list',
    access: 'admin',
    summary: 'Séries de índices da calculadora: primeiro e último mês, fonte e data da obtenção',
  },
  {
    method: 'POST',
    path: '/api/admin/indices',
    procedure: 'indexSeries.upload',
    access: 'admin',
    summary: 'Importa uma série em CSV mês,percentual ({ serie, csv }), p.ex. a TR',
  },
  {
    method: 'POST',
    path: '/api/admin/indices/refresh',
    procedure: 'indexSeries.refresh',
    access: 'admin',
    summary: 'Atualiza agora as séries pelo Banco Central (SGS); { serie } opcional',
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    procedure: 'adminUsers.list',
    access: 'admin',
    summary: 'Lista as contas da plataforma',
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    procedure: 'adminUsers.create',
    access: 'admin',
    summary: 'Cria uma conta da plataforma',
    status: 201,
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/:id',
    procedure: 'adminUsers.update',
    access: 'admin',
    summary: 'Altera uma conta da plataforma (dados, contrato, senha, desativação)',
    input: (req) => ({ id: params(req).id, data: body(req) }),
    body: 'input.data',
  },
  {
    method: 'POST',
    path: '/api/platform/auth/login',
    procedure: 'platformAuth.login',
    access: 'public',
    summary: 'Login na plataforma',
    limiter: 'login',
  },
  {
    method: 'GET',
    path: '/api/platform/auth/me',
    procedure: 'platformAuth.me',
    access: 'platform',
    summary: 'Usuário da sessão da plataforma',
  },
  {
    method: 'POST',
    path: '/api/platform/auth/logout',
    procedure: 'platformAuth.logout',
    access: 'public',
    summary: 'Encerra a sessão da plataforma',
  },
  {
    method: 'POST',
    path: '/api/platform/account/password',
    procedure: 'platformAuth.changePassword',
    access: 'platform',
    summary: 'Troca a própria senha',
  },
  {
    method: 'GET',
    path: '/api/platform/dashboard/stats',
    procedure: 'dashboard.stats',
    access: 'platform',
    summary: 'Indicadores do painel do usuário',
  },
  {
    method: 'GET',
    path: '/api/platform/documents',
    procedure: 'analyser.documents',
    access: 'platform',
    summary: 'Lista os documentos do Analyser (Document de §3), do mais recente ao mais antigo',
  },
  {
    method: 'POST',
    path: '/api/platform/documents',
    procedure: 'analyser.createDocument',
    access: 'contract',
    status: 201,
    summary:
      "Registra um documento {title, content, type: 'contract' | 'lawsuit', status?}; o documento nasce 'pending' (status enviado é ignorado)",
  },
  {
    method: 'GET',
    path: '/api/platform/analyses',
    procedure: 'analyser.analyses',
    access: 'platform',
    summary: 'Lista as análises do usuário (Analysis de §3, com documentId), da mais recente à mais antiga',
  },
  {
    method: 'POST',
    path: '/api/platform/analyser/analyze',
    procedure: 'analyser.analyze',
    access: 'contract',
    summary:
      "Analisa um documento {documentId}: apontamentos com a cláusula citada, pontuação 0-100 e nível de risco; substitui a análise anterior e marca o documento 'analyzed'; id de outro usuário → 404",
  },
  {
    method: 'GET',
    path: '/api/platform/validators',
    procedure: 'validator.list',
    access: 'platform',
    summary: 'Lista as validações de citações do usuário (Validation de §3), da mais recente à mais antiga',
  },
  {
    method: 'POST',
    path: '/api/platform/validator/validate',
    procedure: 'validator.validate',
    access: 'contract',
    summary:
      'Valida as citações de um texto {documentTitle, documentContent}: status valid/suspicious/invalid com o motivo e a confiança, pontuação de confiabilidade, alertas e recomendações',
  },
  {
    method: 'GET',
    path: '/api/platform/monitors',
    procedure: 'monitor.list',
    access: 'platform',
    summary: 'Lista os processos monitorados, com prazos, alertas e movimentações',
  },
  {
    method: 'POST',
    path: '/api/platform/monitor/add',
    procedure: 'monitor.add',
    access: 'contract',
    summary:
      'Monitora um processo {processNumber, processTitle, tribunal, priority}: número CNJ verificado e formatado, tribunal derivado do número (divergência sinalizada), duplicado → 409',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/platform/monitor/:id',
    procedure: 'monitor.get',
    access: 'platform',
    summary: 'Um processo monitorado',
    input: (req) => ({ id: params(req).id }),
  },
  {
    method: 'POST',
    path: '/api/platform/monitor/:id/refresh',
    procedure: 'monitor.refresh',
    access: 'contract',
    summary:
      'Atualiza as movimentações pelo DataJud (com DATAJUD_API_KEY); responde o monitor com refresh {outcome, message, newMovements}; falha do DataJud mantém os dados salvos',
    input: (req) => ({ id: params(req).id }),
    body: 'none',
  },
  {
    method: 'DELETE',
    path: '/api/platform/monitor/:id',
    procedure: 'monitor.remove',
    access: 'contract',
    summary: 'Remove um processo monitorado',
    input: (req) => ({ id: params(req).id }),
  },
  {
    method: 'POST',
    path: '/api/platform/monitor/:id/status',
    procedure: 'monitor.setStatus',
    access: 'contract',
    summary: "Ativa ou arquiva um monitoramento {status: 'active' | 'archived'}",
    input: bodyWithId,
  },
  {
    method: 'POST',
    path: '/api/platform/monitor/:id/deadline',
    procedure: 'monitor.setDeadline',
    access: 'contract',
    summary:
      "Define o prazo: {date: 'AAAA-MM-DD'} ou {businessDays, from: 'AAAA-MM-DD', rule: djen | citacao-domicilio | intimacao-domicilio | domicilio-nao-confirmada | evento, doubleTime?: ministerio-publico | fazenda-publica | defensoria-publica | litisconsortes-autos-fisicos, recessExempt?: boolean (só criminal, CPP art. 798-A)}, opcional calendar (forense, padrão | justica-federal | trabalhista | juizados | criminal | nacional) e description; calculado no calendário do juízo (CPC arts. 219-224, CLT art. 775, Lei 9.099 art. 12-A, CPP art. 798) com a trilha 'por que esta data'",
    input: bodyWithId,
  },
  {
    method: 'DELETE',
    path: '/api/platform/monitor/:id/deadline',
    procedure: 'monitor.clearDeadline',
    access: 'contract',
    summary: 'Remove o prazo do processo monitorado',
    input: (req) => ({ id: params(req).id }),
  },
  {
    method: 'GET',
    path: '/api/platform/calculations',
    procedure: 'calculations.list',
    access: 'platform',
    summary: 'Histórico de cálculos (id, title, type, createdAt), do mais recente ao mais antigo (até 50)',
  },
  {
    method: 'GET',
    path: '/api/platform/calculations/:id',
    procedure: 'calculations.get',
    access: 'platform',
    summary: 'Um cálculo salvo, com entradas, resultados e memória de cálculo',
    input: (req) => ({ id: params(req).id }),
  },
  {
    method: 'GET',
    path: '/api/platform/predictions',
    procedure: 'predict.list',
    access: 'platform',
    summary:
      'Lista as predições do usuário (Prediction de §3 com factors [{label, weight, evidence, basis}], basedOn {comparableRecords}, outcome), da mais recente à mais antiga',
  },
  {
    method: 'POST',
    path: '/api/platform/predict',
    procedure: 'predict.create',
    access: 'contract',
    summary:
      'Avalia um caso {caseTitle, caseType, description}: probabilidade = 50 + soma dos pesos dos fatores lidos no texto (provas, precedentes conferidos, prescrição, rito, falta de informação, resultados reais de casos semelhantes)',
  },
  {
    method: 'GET',
    path: '/api/platform/predictions/calibration',
    procedure: 'predict.calibration',
    access: 'platform',
    summary:
      'Quão bem as predições anteriores acertaram os resultados registrados: {recordedOutcomes, brierScore}',
  },
  {
    method: 'POST',
    path: '/api/platform/predictions/:id/outcome',
    procedure: 'predict.recordOutcome',
    access: 'platform',
    summary:
      "Registra o resultado real de uma predição {outcome: 'favoravel' | 'desfavoravel' | 'acordo' | 'parcial'}; id de outro usuário → 404",
    input: bodyWithId,
  },
  {
    method: 'GET',
    path: '/api/platform/strategies',
    procedure: 'strategy.list',
    access: 'platform',
    summary: 'Lista as análises de estratégia do usuário (Strategy de §3), da mais recente à mais antiga',
  },
  {
    method: 'POST',
    path: '/api/platform/strategy/analyze',
    procedure: 'strategy.analyze',
    access: 'contract',
    summary:
      'Analisa um conflito {caseTitle, conflictType, caseDescription, desiredOutcome, budget?, timeframe?, linkedPredictionId?, linkedSearchId?}: vias cabíveis e excluídas com o porquê, matriz comparativa, litigar × acordo, plano de ação e riscos; id vinculado de outro usuário → 404',
  },
  {
    method: 'GET',
    path: '/api/platform/searches',
    procedure: 'search.list',
    access: 'platform',
    summary:
      'Histórico de pesquisas do usuário (Search de §3 com os resultados obtidos), da mais recente à mais antiga (até 50)',
  },
  {
    method: 'POST',
    path: '/api/platform/search',
    procedure: 'search.run',
    access: 'contract',
    summary:
      'Pesquisa {query, filters: {kinds?, court?, dateFrom?, dateTo?}, page?, pageSize?} na legislação, súmulas e jurisprudência importadas e nos documentos do próprio usuário: results [{sourceId, kind, title, relevance, summary, court, date, reference, url}], resultCount, suggestion quando vazio',
  },
  {
    method: 'GET',
    path: '/api/platform/search/acts',
    procedure: 'search.acts',
    access: 'platform',
    summary: 'Diplomas da base de conhecimento carregados (para o filtro da pesquisa): [{act, name}]',
  },
  {
    method: 'GET',
    path: '/api/platform/search/sources/:id',
    procedure: 'search.source',
    access: 'platform',
    summary:
      'Texto integral de um resultado (artigo, súmula, tema ou documento do próprio usuário), com referência, página oficial (url), situação e títulos acima do artigo; id de outro usuário → 404',
    input: (req) => ({ id: params(req).id }),
  },
  {
    method: 'GET',
    path: '/api/platform/search/courts',
    procedure: 'search.courts',
    access: 'platform',
    summary: 'Tribunais presentes nas fontes importadas (para o filtro da pesquisa)',
  },
  {
    method: 'GET',
    path: '/api/platform/templates',
    procedure: 'docgen.templates',
    access: 'platform',
    summary:
      'Modelos de documento: os públicos da equipe e os privados do usuário (Template de §3 com content e isPublic)',
  },
  {
    method: 'POST',
    path: '/api/platform/templates',
    procedure: 'docgen.createTemplate',
    access: 'contract',
    summary:
      'Cria um modelo privado {name, category?, description?, content, fields?}: campos inferidos dos marcadores {{campo}}; fields altera rótulo e tipo (text, textarea, date, money, cpf, cnpj, cpf_cnpj)',
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/platform/templates/:id',
    procedure: 'docgen.deleteTemplate',
    access: 'contract',
    summary:
      'Exclui um modelo privado do usuário ainda não usado (usado → 409; de outro usuário ou público → 404)',
    input: (req) => ({ id: params(req).id }),
  },
  {
    method: 'GET',
    path: '/api/platform/generated-documents',
    procedure: 'docgen.documents',
    access: 'platform',
    summary:
      'Documentos gerados pelo usuário (id, templateId, title, content, contentTruncated, data, createdAt), do mais recente ao mais antigo; content traz até 20.000 caracteres (contentTruncated: o texto completo está em /txt)',
  },
  {
    method: 'POST',
    path: '/api/platform/docgen/generate',
    procedure: 'docgen.generate',
    access: 'contract',
    summary:
      'Gera um documento {templateId, title, data}: datas por extenso, valores com R$ e por extenso, CPF/CNPJ conferidos e formatados, campo em branco vira uma linha para preencher à mão',
  },
  {
    method: 'GET',
    path: '/api/platform/generated-documents/:id/docx',
    procedure: 'docgen.docx',
    access: 'platform',
    summary: 'Baixa um documento gerado em Word (.docx), com o nome do título',
    input: (req) => ({ id: params(req).id }),
    respond: sendFile,
  },
  {
    method: 'GET',
    path: '/api/platform/generated-documents/:id/txt',
    procedure: 'docgen.text',
    access: 'platform',
    summary: 'Baixa o texto completo de um documento gerado (.txt, UTF-8), com o nome do título',
    input: (req) => ({ id: params(req).id }),
    respond: sendFile,
  },
  ...pdfReportRoutes,
];

export const defaultInput = (route: RestRoute, req: FastifyRequest) =>
  route.input
    ? route.input(req)
    : route.method === 'GET' || route.method === 'DELETE'
      ? undefined
      : body(req);
