import type { ResultKind } from '@lexato/schemas';

/** How the base names a provision's or a precedent's state. */
export const STATUS_LABELS: Record<string, string> = {
  vigente: 'Vigente',
  revogado: 'Revogado',
  vetado: 'Vetado',
  cancelada: 'Cancelada',
  superada: 'Superada',
  pendente: 'Tese pendente',
};

/** Acts link to the Planalto's compiled text; súmulas and temas to their court's page. */
export function officialLinkLabel(kind: ResultKind, court: string | null): string {
  if (kind === 'legislacao') return 'Texto oficial no Planalto';
  if ((kind === 'sumula' || kind === 'tema') && court) return `Página oficial no ${court}`;
  return 'Ver texto oficial';
}
