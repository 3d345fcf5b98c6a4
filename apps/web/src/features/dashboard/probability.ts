/** 80 or more → default style; 60 or more → secondary; otherwise outline. */
export function probabilityBadgeVariant(probability: number): 'filled' | 'light' | 'outline' {
  if (probability >= 80) return 'filled';
  if (probability >= 60) return 'light';
  return 'outline';
}
