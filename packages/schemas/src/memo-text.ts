/**
 * Engine words a reader should not see in a calculation memo, and what the screen and the PDF
 * print instead. @lexato/calc writes its memo lines for the record ("2024-05 · … juros TAXA_LEGAL
 * 0,6%"), and a stored memo is shown as it was computed, so the wording is fixed at display time.
 */
const ENGINE_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  // ISO dates and months, as in "2015-06 · ADC 58 …": dd/mm/aaaa and mm/aaaa.
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3/$2/$1'],
  [/\b((?:19|20)\d{2})-(\d{2})\b/g, '$2/$1'],
  // The series' internal name ("juros TAXA_LEGAL", "Série TAXA_LEGAL (BCB SGS 29543)").
  [/\bTAXA_LEGAL\b/g, 'taxa legal'],
  // The input's name in the rule text ("sem juros (aplicarJuros = false): só a correção").
  [/\(aplicarJuros\s*=\s*false\)/g, '("Aplicar juros" desmarcado)'],
  // A factor written with a decimal point ("fator 1.03947909") among figures with commas.
  [/\bfator (\d+)\.(\d+)/g, 'fator $1,$2'],
];

/** A memo line (step, legal basis, rule or warning) as a lawyer reads it. */
export function readableMemoText(text: string): string {
  return ENGINE_WORDS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}
