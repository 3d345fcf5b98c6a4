// The platform's calculation history, Predict, Strategy, Search and document generation paths.
import { bodyWithId, idFromPath, type RestRow, sendFile } from './route.ts';

export const toolRoutes: RestRow[] = [
  {
    method: 'GET',
    path: '/api/platform/calculations',
    procedure: (c) => c.calculations.list,
    access: 'platform',
    summary: 'Histórico de cálculos (id, title, type, createdAt), do mais recente ao mais antigo (até 50)',
  },
  {
    method: 'GET',
    path: '/api/platform/calculations/:id',
    procedure: (c) => c.calculations.get,
    access: 'platform',
    summary: 'Um cálculo salvo, com entradas, resultados e memória de cálculo',
    input: idFromPath,
  },
  {
    method: 'DELETE',
    path: '/api/platform/calculations/:id',
    procedure: (c) => c.calculations.remove,
    access: 'platform',
    summary: 'Exclui um cálculo do usuário e seu anexo (de outro usuário → 404)',
    input: idFromPath,
  },
  {
    method: 'GET',
    path: '/api/platform/predictions',
    procedure: (c) => c.predict.list,
    access: 'platform',
    summary:
      'Lista as predições do usuário (probabilidade, factors [{label, weight, evidence, basis}], basedOn {comparableRecords}, outcome), da mais recente à mais antiga',
  },
  {
    method: 'POST',
    path: '/api/platform/predict',
    procedure: (c) => c.predict.create,
    access: 'contract',
    summary:
      'Avalia um caso {caseTitle, caseType, description}: probabilidade = 50 + soma dos pesos dos fatores lidos no texto (provas, precedentes conferidos, prescrição, rito, falta de informação, resultados reais de casos semelhantes)',
  },
  {
    method: 'GET',
    path: '/api/platform/predictions/calibration',
    procedure: (c) => c.predict.calibration,
    access: 'platform',
    summary:
      'Quão bem as predições anteriores acertaram os resultados registrados: {recordedOutcomes, brierScore}',
  },
  {
    method: 'POST',
    path: '/api/platform/predictions/:id/outcome',
    procedure: (c) => c.predict.recordOutcome,
    access: 'platform',
    summary:
      "Registra o resultado real de uma predição {outcome: 'favoravel' | 'desfavoravel' | 'acordo' | 'parcial'}; id de outro usuário → 404",
    input: bodyWithId,
  },
  {
    method: 'GET',
    path: '/api/platform/strategies',
    procedure: (c) => c.strategy.list,
    access: 'platform',
    summary:
      'Lista as análises de estratégia do usuário (vias ranqueadas, comparação, plano de ação e riscos), da mais recente à mais antiga',
  },
  {
    method: 'POST',
    path: '/api/platform/strategy/analyze',
    procedure: (c) => c.strategy.analyze,
    access: 'contract',
    summary:
      'Analisa um conflito {caseTitle, conflictType, caseDescription, desiredOutcome, budget?, timeframe?, linkedPredictionId?, linkedSearchId?}: vias cabíveis e excluídas com o porquê, matriz comparativa, litigar × acordo, plano de ação e riscos; id vinculado de outro usuário → 404',
  },
  {
    method: 'GET',
    path: '/api/platform/searches',
    procedure: (c) => c.search.list,
    access: 'platform',
    summary:
      'Histórico de pesquisas do usuário (consulta, filtros e os resultados obtidos), da mais recente à mais antiga (até 50)',
  },
  {
    method: 'POST',
    path: '/api/platform/search',
    procedure: (c) => c.search.run,
    access: 'contract',
    summary:
      'Pesquisa {query, filters: {kinds?, court?, dateFrom?, dateTo?}, page?, pageSize?} na legislação, súmulas e jurisprudência importadas e nos documentos do próprio usuário: results [{sourceId, kind, title, relevance, summary, court, date, reference, url}], resultCount, suggestion quando vazio',
  },
  {
    method: 'GET',
    path: '/api/platform/search/acts',
    procedure: (c) => c.search.acts,
    access: 'platform',
    summary: 'Diplomas da base de conhecimento carregados (para o filtro da pesquisa): [{act, name}]',
  },
  {
    method: 'GET',
    path: '/api/platform/search/sources/:id',
    procedure: (c) => c.search.source,
    access: 'platform',
    summary:
      'Texto integral de um resultado (artigo, súmula, tema ou documento do próprio usuário), com referência, página oficial (url), situação e títulos acima do artigo; id de outro usuário → 404',
    input: idFromPath,
  },
  {
    method: 'GET',
    path: '/api/platform/search/courts',
    procedure: (c) => c.search.courts,
    access: 'platform',
    summary: 'Tribunais presentes nas fontes importadas (para o filtro da pesquisa)',
  },
  {
    method: 'GET',
    path: '/api/platform/templates',
    procedure: (c) => c.docgen.templates,
    access: 'platform',
    summary: 'Modelos de documento: os públicos da equipe e os privados do usuário (com content e isPublic)',
  },
  {
    method: 'POST',
    path: '/api/platform/templates',
    procedure: (c) => c.docgen.createTemplate,
    access: 'contract',
    summary:
      'Cria um modelo privado {name, category?, description?, content, fields?}: campos inferidos dos marcadores {{campo}}; fields altera rótulo e tipo (text, textarea, date, money, cpf, cnpj, cpf_cnpj)',
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/platform/templates/:id',
    procedure: (c) => c.docgen.deleteTemplate,
    access: 'contract',
    summary:
      'Exclui um modelo privado do usuário ainda não usado (usado → 409; de outro usuário ou público → 404)',
    input: idFromPath,
  },
  {
    method: 'GET',
    path: '/api/platform/generated-documents',
    procedure: (c) => c.docgen.documents,
    access: 'platform',
    summary:
      'Documentos gerados pelo usuário (id, templateId, title, content, contentTruncated, data, createdAt), do mais recente ao mais antigo; content traz até 20.000 caracteres (contentTruncated: o texto completo está em /txt)',
  },
  {
    method: 'DELETE',
    path: '/api/platform/generated-documents/:id',
    procedure: (c) => c.docgen.deleteDocument,
    access: 'platform',
    summary: 'Exclui um documento gerado do usuário (de outro usuário → 404)',
    input: idFromPath,
  },
  {
    method: 'POST',
    path: '/api/platform/docgen/generate',
    procedure: (c) => c.docgen.generate,
    access: 'contract',
    summary:
      'Gera um documento {templateId, title, data}: datas por extenso, valores com R$ e por extenso, CPF/CNPJ conferidos e formatados, campo em branco vira uma linha para preencher à mão',
  },
  {
    method: 'GET',
    path: '/api/platform/generated-documents/:id/docx',
    procedure: (c) => c.docgen.docx,
    access: 'platform',
    summary: 'Baixa um documento gerado em Word (.docx), com o nome do título',
    input: idFromPath,
    respond: sendFile,
  },
  {
    method: 'GET',
    path: '/api/platform/generated-documents/:id/txt',
    procedure: (c) => c.docgen.text,
    access: 'platform',
    summary: 'Baixa o texto completo de um documento gerado (.txt, UTF-8), com o nome do título',
    input: idFromPath,
    respond: sendFile,
  },
];
