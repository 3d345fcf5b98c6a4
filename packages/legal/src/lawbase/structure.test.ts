import { describe, expect, it } from 'vitest';
import { parseAct } from './parse-act.ts';
import { findProvision } from './structure.ts';

// CF art. 7º (caput, incisos I and XXIX, parágrafo único) as the compiled text prints it.
describe('findProvision', () => {
  const [art] = parseAct(
    [
      ' Art. 7 - São direitos dos trabalhadores urbanos e rurais, além de outros que visem à melhoria de sua condição social:',
      'I - relação de emprego protegida contra despedida arbitrária ou sem justa causa, nos termos de lei complementar, que preverá indenização compensatória, dentre outros direitos;',
      'XXIX - ação, quanto aos créditos resultantes das relações de trabalho, com prazo prescricional de cinco anos para os trabalhadores urbanos e rurais, até o limite de dois anos após a extinção do contrato de trabalho;          (Redação dada pela Emenda Constitucional n 28, de 2000)',
      'Parágrafo único. São assegurados à categoria dos trabalhadores domésticos os direitos previstos nos incisos IV, VI, VII, VIII, X, XIII, XV, XVI, XVII, XVIII, XIX, XXI, XXII, XXIV, XXVI, XXX, XXXI e XXXIII e, atendidas as condições estabelecidas em lei e observada a simplificação do cumprimento das obrigações tributárias, principais e acessórias, decorrentes da relação de trabalho e suas peculiaridades, os previstos nos incisos I, II, III, IX, XII, XXV e XXVIII, bem como a sua integração à previdência social.              (Redação dada pela Emenda Constitucional n 72, de 2013)',
    ].join('\n'),
    { act: 'cf-1988' },
  );
  const structure = art?.structure;
  if (!structure) throw new Error('no article');

  it('finds an inciso of the caput and the parágrafo único', () => {
    expect(findProvision(structure, { inciso: 'xxix' })?.label).toBe('XXIX');
    expect(findProvision(structure, { paragrafo: 'unico' })?.kind).toBe('paragrafo');
  });

  it('answers null for a provision the article does not have', () => {
    expect(findProvision(structure, { inciso: 'XXXV' })).toBeNull();
    expect(findProvision(structure, { paragrafo: '1' })).toBeNull();
    expect(findProvision(structure, { paragrafo: 'unico', inciso: 'I' })).toBeNull();
  });
});
