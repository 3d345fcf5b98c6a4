/** The dashboard's illustrative formulas (estimates, labelled as such on screen). */
export const FEE_PER_ANALYSIS = 850;
export function deriveDashboardFigures(analyses: number, searches: number, validations: number) {
  return {
    monthlyFees: analyses * FEE_PER_ANALYSIS,
    billedHours: analyses * 12 + searches * 3,
    documentsAnalysed: analyses + validations,
  };
}
