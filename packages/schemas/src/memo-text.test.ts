import { describe, expect, it } from 'vitest';
import { readableMemoText } from './memo-text.ts';

describe('readableMemoText', () => {
  it('writes the engine’s ISO months and dates as mm/aaaa and dd/mm/aaaa', () => {
    expect(readableMemoText('2015-06 · ADC 58 fase pré-judicial · vencimento 2015-06-10')).toBe(
      '06/2015 · ADC 58 fase pré-judicial · vencimento 10/06/2015',
    );
  });

  it('names the taxa legal and the "Aplicar juros" box instead of their code names', () => {
    expect(readableMemoText('Série TAXA_LEGAL (BCB SGS 29543): juros TAXA_LEGAL 0,6%')).toBe(
      'Série taxa legal (BCB SGS 29543): juros taxa legal 0,6%',
    );
    expect(readableMemoText('sem juros (aplicarJuros = false): só a correção')).toBe(
      'sem juros ("Aplicar juros" desmarcado): só a correção',
    );
  });

  it('writes a factor with a decimal comma and leaves CNJ numbers and laws alone', () => {
    expect(readableMemoText('fator 1.03947909 (3,9479%)')).toBe('fator 1,03947909 (3,9479%)');
    const untouched =
      'TST E-ED-RR-713-03.2010.5.04.0029; Lei 14.905/2024; processo 0001234-56.2023.5.02.0001';
    expect(readableMemoText(untouched)).toBe(untouched);
  });
});
