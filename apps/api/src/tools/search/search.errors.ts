// The Search tool's own refusals: 503 with the message (the 'unavailable' kind of errors.ts).

import { AppError } from '../../errors.ts';

export const SEARCH_MESSAGES = {
  timeout:
    'A busca demorou demais e foi interrompida. Tente termos mais específicos ou use os filtros de tipo e período.',
  busy: 'Muitas buscas em andamento agora. Tente novamente em instantes.',
  userBusy:
    'Você já tem várias buscas em andamento. Aguarde o resultado delas e tente novamente em alguns segundos.',
} as const;

export class SearchUnavailableError extends AppError {
  constructor(message: string) {
    super('unavailable', message);
    this.name = 'SearchUnavailableError';
  }
}
