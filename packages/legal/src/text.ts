// Accent- and case-insensitive Portuguese: the one folding every matcher of legal text uses (court
// and movement names, forum clauses, search questions, act headings, template field names).
// Dependency-free, so @lexato/schemas (and through it the web app) imports it as '@lexato/legal/text'.

/** 'Ação Cível' → 'acao civel': canonical decomposition (NFD), combining marks removed, lower case. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
