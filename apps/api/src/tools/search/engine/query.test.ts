import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.ts';

describe('parseQuery: the thesaurus adds the statute’s words for what the question names', () => {
  it('adds CDC art. 42’s "repetição do indébito" to a repayment in double, not to a doubled deadline (CPC art. 183)', () => {
    expect(parseQuery('consumidor tem direito à devolução em dobro').expansions).toContain(
      'repetição indébito dobro',
    );
    expect(parseQuery('prazo em dobro para a Fazenda Pública').expansions).not.toContain(
      'repetição indébito dobro',
    );
  });

  it('reads "ação rescisória" (CPC art. 966) as rescinding a judgment, not a dismissal', () => {
    const { expansions } = parseQuery('prazo para ajuizar ação rescisória');
    expect(expansions).toContain('rescisão');
    expect(expansions).not.toContain('rescisão rescindir dispensa despedida');
    expect(parseQuery('verbas rescisórias do empregado').expansions).toContain(
      'rescisão rescindir dispensa despedida',
    );
  });

  it('names the Lei 8.213 benefit by both its names (EC 103/2019 renamed it)', () => {
    expect(parseQuery('requisitos do auxílio-doença').expansions).toContain('incapacidade temporária');
    expect(parseQuery('aposentadoria por incapacidade permanente').expansions).toContain('invalidez');
  });
});

describe('parseQuery: the remedy and the right a lay question names', () => {
  it('reads the recurso against a liminar as the agravo de instrumento (CPC art. 1.015, I), not any recurso', () => {
    expect(parseQuery('recurso contra decisão que nega liminar').expansions).toContain(
      'agravo instrumento decisões interlocutórias',
    );
    expect(parseQuery('recurso contra a sentença').expansions).not.toContain(
      'agravo instrumento decisões interlocutórias',
    );
  });

  it('reads "apagar meus dados" as the eliminação of LGPD art. 18, VI', () => {
    expect(parseQuery('pedido do titular para apagar seus dados pessoais').expansions).toContain(
      'eliminação',
    );
  });
});

describe('parseQuery: numbers as lawyers write them, read by the citation grammar', () => {
  it('boosts the article and súmula numbers cited, dotted as the titles write them, with their act or court', () => {
    // CC = Lei 10.406/2002, CLT = Decreto-Lei 5.452/1943 (the base's catalogue ids).
    expect(parseQuery('art. 1.829, I, do CC').articleNumbers).toEqual([
      { number: '1.829', act: 'lei-10406-2002' },
    ]);
    expect(parseQuery('CLT art 477 § 8').articleNumbers).toEqual([
      { number: '477', act: 'decreto-lei-5452-1943' },
    ]);
    expect(parseQuery('artigo 1829 do código civil').articleNumbers).toEqual([
      { number: '1.829', act: 'lei-10406-2002' },
    ]);
    expect(parseQuery('art. 5º').articleNumbers).toEqual([{ number: '5', act: null }]);
    expect(parseQuery('Súmula 7/STJ reexame de provas').sumulaNumbers).toEqual([
      { number: '7', court: 'STJ' },
    ]);
    expect(parseQuery('súmula 279 do STF').sumulaNumbers).toEqual([{ number: '279', court: 'STF' }]);
    expect(parseQuery('súmula 7').sumulaNumbers).toEqual([{ number: '7', court: null }]);
    expect(parseQuery('quem herda quando o falecido deixa esposa e filhos').articleNumbers).toEqual([]);
  });
});
