// What the Search screen says about the results it shows.
import { pluralize } from '../../lib/format.ts';

/**
 * The count of a page of results, saying which of them the page holds when it is not all of them:
 * '3 resultados', '11–20 de 215 resultados'.
 */
export function resultRange(page: number, pageSize: number, shown: number, total: number): string {
  if (shown >= total) return pluralize(total, 'resultado', 'resultados');
  if (shown === 0) return `nenhum nesta página de ${pluralize(total, 'resultado', 'resultados')}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return first === last ? `${first}º de ${total} resultados` : `${first}–${last} de ${total} resultados`;
}
