// The platform's account, dashboard, Analyser, Validator and Monitor paths.
import { bodyWithId, idFromPath, type RestRow } from './route.ts';

export const platformRoutes: RestRow[] = [
  {
    method: 'POST',
    path: '/api/platform/auth/login',
    procedure: (c) => c.platformAuth.login,
    access: 'public',
    summary: 'Login na plataforma',
  },
  {
    method: 'GET',
    path: '/api/platform/auth/me',
    procedure: (c) => c.platformAuth.me,
    access: 'platform',
    summary: 'Usuário da sessão da plataforma',
  },
  {
    method: 'POST',
    path: '/api/platform/auth/logout',
    procedure: (c) => c.platformAuth.logout,
    access: 'public',
    summary: 'Encerra a sessão da plataforma',
  },
  {
    method: 'POST',
    path: '/api/platform/account/password',
    procedure: (c) => c.platformAuth.changePassword,
    access: 'platform',
    summary: 'Troca a própria senha',
  },
  {
    method: 'GET',
    path: '/api/platform/dashboard/stats',
    procedure: (c) => c.dashboard.stats,
    access: 'platform',
    summary: 'Indicadores do painel do usuário',
  },
  {
    method: 'GET',
    path: '/api/platform/documents',
    procedure: (c) => c.analyser.documents,
    access: 'platform',
    summary:
      'Lista os documentos do Analyser {id, title, type, status, createdAt}, do mais recente ao mais antigo',
  },
  {
    method: 'POST',
    path: '/api/platform/documents',
    procedure: (c) => c.analyser.createDocument,
    access: 'contract',
    status: 201,
    summary:
      "Registra um documento {title, content, type: 'contract' | 'lawsuit', status?}; o documento nasce 'pending' (status enviado é ignorado)",
  },
  {
    method: 'DELETE',
    path: '/api/platform/documents/:id',
    procedure: (c) => c.analyser.deleteDocument,
    access: 'platform',
    summary: 'Exclui um documento do usuário com suas análises e o arquivo enviado (de outro usuário → 404)',
    input: idFromPath,
  },
  {
    method: 'GET',
    path: '/api/platform/analyses',
    procedure: (c) => c.analyser.analyses,
    access: 'platform',
    summary:
      'Lista as análises do usuário (pontuação, nível de risco, apontamentos e documentId), da mais recente à mais antiga',
  },
  {
    method: 'POST',
    path: '/api/platform/analyser/analyze',
    procedure: (c) => c.analyser.analyze,
    access: 'contract',
    summary:
      "Analisa um documento {documentId}: apontamentos com a cláusula citada, pontuação 0-100 e nível de risco; substitui a análise anterior e marca o documento 'analyzed'; id de outro usuário → 404",
  },
  {
    method: 'GET',
    path: '/api/platform/validators',
    procedure: (c) => c.validator.list,
    access: 'platform',
    summary:
      'Lista as validações de citações do usuário (contagens por situação e cada citação com sua evidência), da mais recente à mais antiga',
  },
  {
    method: 'DELETE',
    path: '/api/platform/validators/:id',
    procedure: (c) => c.validator.remove,
    access: 'platform',
    summary: 'Exclui uma validação do usuário (de outro usuário → 404)',
    input: idFromPath,
  },
  {
    method: 'POST',
    path: '/api/platform/validator/validate',
    procedure: (c) => c.validator.validate,
    access: 'contract',
    summary:
      'Valida as citações de um texto {documentTitle, documentContent}: status valid/suspicious/invalid com o motivo e a confiança, pontuação de confiabilidade, alertas e recomendações',
  },
  {
    method: 'GET',
    path: '/api/platform/monitors',
    procedure: (c) => c.monitor.list,
    access: 'platform',
    summary: 'Lista os processos monitorados, com prazos, alertas e movimentações',
  },
  {
    method: 'POST',
    path: '/api/platform/monitor/add',
    procedure: (c) => c.monitor.add,
    access: 'contract',
    summary:
      'Monitora um processo {processNumber, processTitle, tribunal, priority}: número CNJ verificado e formatado, tribunal derivado do número (divergência sinalizada), duplicado → 409',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/platform/monitor/:id',
    procedure: (c) => c.monitor.get,
    access: 'platform',
    summary: 'Um processo monitorado',
    input: idFromPath,
  },
  {
    method: 'POST',
    path: '/api/platform/monitor/:id/refresh',
    procedure: (c) => c.monitor.refresh,
    access: 'contract',
    summary:
      'Atualiza as movimentações pelo DataJud (com DATAJUD_API_KEY); responde o monitor com refresh {outcome, message, newMovements}; falha do DataJud mantém os dados salvos',
    input: idFromPath,
    body: 'none',
  },
  {
    method: 'DELETE',
    path: '/api/platform/monitor/:id',
    procedure: (c) => c.monitor.remove,
    access: 'contract',
    summary: 'Remove um processo monitorado',
    input: idFromPath,
  },
  {
    method: 'POST',
    path: '/api/platform/monitor/:id/status',
    procedure: (c) => c.monitor.setStatus,
    access: 'contract',
    summary: "Ativa ou arquiva um monitoramento {status: 'active' | 'archived'}",
    input: bodyWithId,
  },
  {
    method: 'POST',
    path: '/api/platform/monitor/:id/deadline',
    procedure: (c) => c.monitor.setDeadline,
    access: 'contract',
    summary:
      "Define o prazo: {date: 'AAAA-MM-DD'} ou {businessDays, from: 'AAAA-MM-DD', rule: djen | citacao-domicilio | intimacao-domicilio | domicilio-nao-confirmada | evento, doubleTime?: ministerio-publico | fazenda-publica | defensoria-publica | litisconsortes-autos-fisicos, recessExempt?: boolean (só criminal, CPP art. 798-A)}, opcional calendar (forense, padrão | justica-federal | trabalhista | juizados | criminal | nacional) e description; calculado no calendário do juízo (CPC arts. 219-224, CLT art. 775, Lei 9.099 art. 12-A, CPP art. 798) com a trilha 'por que esta data'",
    input: bodyWithId,
  },
  {
    method: 'DELETE',
    path: '/api/platform/monitor/:id/deadline',
    procedure: (c) => c.monitor.clearDeadline,
    access: 'contract',
    summary: 'Remove o prazo do processo monitorado',
    input: idFromPath,
  },
];
