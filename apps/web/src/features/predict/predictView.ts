/** "+12" / "−5" / "0": the weight as the explanation table shows it. */
export function formatWeight(weight: number): string {
  if (weight > 0) return `+${weight}`;
  if (weight < 0) return `−${Math.abs(weight)}`;
  return '0';
}

/** How many comparable records the estimate rests on, said so that 2 never reads like 200. */
export function basedOnText(n: number): string {
  if (n === 0) return 'Nenhum registro comparável: a estimativa vem só dos fatores lidos no relato.';
  if (n < 10) {
    return `Baseada em ${n} ${n === 1 ? 'registro comparável' : 'registros comparáveis'} — amostra pequena: os fatores do relato pesam mais que o histórico.`;
  }
  return `Baseada em ${n} registros comparáveis com resultado real registrado.`;
}

/** Brier score reading: 0 is perfect, 0.25 is what always answering 50% scores. */
export function brierText(score: number): string {
  const reading =
    score <= 0.1
      ? 'boa calibração'
      : score < 0.25
        ? 'melhor que o acaso'
        : 'não melhor que responder sempre 50%';
  return `Brier ${score.toFixed(3).replace('.', ',')} (${reading}; 0 = perfeito, 0,25 = sempre 50%)`;
}
