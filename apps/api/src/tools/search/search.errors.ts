// The Search tool's own refusals; the router turns them into tRPC errors (503 with the message).

export const SEARCH_MESSAGES = {
  timeout:
    'A busca demorou demais e foi interrompida. Tente termos mais específicos ou use os filtros de tipo e período.',
  busy: 'Muitas buscas em andamento agora. Tente novamente em instantes.',
} as const;

export class SearchUnavailableError extends Error {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = 'SearchUnavailableError';
  }
}
