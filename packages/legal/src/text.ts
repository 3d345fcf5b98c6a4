// Accent- and case-insensitive Portuguese: the one folding every matcher of legal text uses (court
// and movement names, forum clauses, search questions, act headings, template field names), and a
// count's agreement in number. Dependency-free, so @lexato/schemas (and through it the web app)
// imports it as '@lexato/legal/text'.

/** 'Ação Cível' → 'acao civel': canonical decomposition (NFD), combining marks removed, lower case. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A count with its word agreeing in number: '1 contato', '0 contatos', '10.000 contatos' (pt-BR
 * thousands dot). Pass whole phrases when other words agree too ('nova movimentação', 'novas
 * movimentações'): never "(s)", "(ões)" or "(a)".
 */
export const pluralize = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
