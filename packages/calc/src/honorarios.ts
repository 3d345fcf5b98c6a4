/**
 * Fee bounds by sphere, as data with their legal basis. Dependency-free, so @lexato/schemas shares
 * it (`@lexato/calc/honorarios`) and the form refuses what the engine refuses.
 */
type Esfera = 'trabalhista' | 'civel' | 'tributaria';

/** Fee bounds by sphere; a percentage outside them is refused, never clamped. */
export const LIMITES_HONORARIOS: Readonly<Record<Esfera, { min: number; max: number; base: string }>> = {
  trabalhista: { min: 5, max: 15, base: 'CLT art. 791-A' },
  civel: { min: 10, max: 20, base: 'CPC art. 85 §2º' },
  tributaria: { min: 1, max: 20, base: 'CPC art. 85 §3º (causas da Fazenda Pública, faixas de 1% a 20%)' },
};

export const NOME_ESFERA: Readonly<Record<Esfera, string>> = {
  trabalhista: 'trabalhista',
  civel: 'cível',
  tributaria: 'tributária',
};
