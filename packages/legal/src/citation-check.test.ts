import { describe, expect, it } from 'vitest';
import { checkCitations, looksLikeCourtDecision } from './citation-check.ts';

const TODAY = { today: '2026-11-22' };
const statusOf = (text: string, citation: string) =>
  checkCitations(text, TODAY).citationDetails.find((d) => d.citation === citation);

describe('checkCitations — real citations', () => {
  it('leaves art. 477 of the CLT to the knowledge base: within the 922 articles, but existence is its evidence', () => {
    const d = statusOf('O empregador pagou fora do prazo do art. 477 da CLT.', 'art. 477 da CLT');
    expect(d).toMatchObject({ kind: 'artigo', status: 'unverified' });
    expect(d?.details).toContain('fora da base');
  });

  it('leaves Súmula 331 of the TST unverified: in the series 1–463, but the TST has no texts here', () => {
    const d = statusOf('A responsabilidade subsidiária decorre da Súmula 331 do TST.', 'Súmula 331 do TST');
    expect(d?.status).toBe('unverified');
    expect(d?.details).toContain('não verificada');
  });

  it('accepts Lei nº 8.078/1990 (the CDC, in the catalogue)', () => {
    expect(
      statusOf('A relação é de consumo, regida pela Lei nº 8.078/1990.', 'Lei nº 8.078/1990')?.status,
    ).toBe('valid');
  });

  it('reports the old lease and franchise laws as revoked (Lei 8.245/1991 art. 90, III; Lei 13.966/2019)', () => {
    const lease = statusOf('A locação segue a Lei 6.649, de 1979, no que couber.', 'Lei 6.649, de 1979');
    expect(lease?.status).toBe('suspicious');
    expect(lease?.details).toContain('revogada');
    const franchise = statusOf('O contrato observa a Lei nº 8.955/1994.', 'Lei nº 8.955/1994');
    expect(franchise?.status).toBe('suspicious');
    expect(franchise?.details).toContain('revogada');
    // The laws in force that replaced them are not.
    expect(statusOf('A locação segue a Lei nº 8.245/1991.', 'Lei nº 8.245/1991')?.status).toBe('valid');
  });

  it('leaves a CNJ number with correct check digits "não verificada": digits prove the shape, not the case (DataJud wiki example)', () => {
    const d = statusOf(
      'Cito o processo 0000832-35.2018.4.01.3202 do JEF de Tefé.',
      '0000832-35.2018.4.01.3202',
    );
    expect(d?.status).toBe('unverified');
    expect(d?.details).toContain('TRF1');
    expect(d?.details).toContain('numeração válida (TRF1); existência não consultada');
    expect(d?.details).not.toMatch(/api_publica|datajud/i);
  });

  it.each([
    // Res. CNJ 65/2008 art. 1º: NNNNNNN is the case's sequential number in the court of origin;
    // check digits computed by hand with MOD 97-10 (Anexo VIII) so that only the pattern is at fault
    ['1234567-13.2024.8.26.0100', '1234567'],
    ['0001234-56.2024.8.16.0001', '0001234'],
  ])('calls the placeholder %s "suspeita" though its check digits are right', (cnj, sequential) => {
    const d = statusOf(`Cito o processo ${cnj}.`, cnj);
    expect(d?.status).toBe('suspicious');
    expect(d?.details).toContain(`o número sequencial ${sequential} tem forma de exemplo`);
  });

  it('calls a check-digit failure in a court\'s own decision "suspeita", in a filing "inválida"', () => {
    // 0604337-81.2018.6.00.0000 as printed in a TSE decision: MOD 97-10 gives 47, not 81
    const decision =
      'EMENTA: RECURSO. ACÓRDÃO. Vistos, relatados e discutidos os autos do processo 0604337-81.2018.6.00.0000.';
    expect(statusOf(decision, '0604337-81.2018.6.00.0000')?.status).toBe('suspicious');
    expect(statusOf('Cito o processo 0604337-81.2018.6.00.0000.', '0604337-81.2018.6.00.0000')?.status).toBe(
      'invalid',
    );
  });

  it('accepts STJ Súmula 7 at high confidence (STJ cancelled list is complete)', () => {
    expect(statusOf('Incide a Súmula 7 do STJ.', 'Súmula 7 do STJ')?.confidence).toBeGreaterThanOrEqual(90);
  });
});

describe('checkCitations — fabricated citations', () => {
  it('refuses art. 9999 of the CLT (last article 922)', () => {
    const d = statusOf('O art. 9999 da CLT garante estabilidade ao gerente.', 'art. 9999 da CLT');
    expect(d).toMatchObject({ status: 'invalid' });
    expect(d?.details).toContain('922');
  });

  it('refuses a súmula beyond the last number (STF ordinary series ends at 736)', () => {
    expect(statusOf('Segundo a Súmula 812 do STF, o recurso é cabível.', 'Súmula 812 do STF')?.status).toBe(
      'invalid',
    );
  });

  it('refuses a CNJ number with a wrong check digit (cnj-examples.json: correct DD = 34)', () => {
    const d = statusOf('Veja o processo 2021437-35.2021.8.26.0000, do TJSP.', '2021437-35.2021.8.26.0000');
    expect(d?.status).toBe('invalid');
    expect(d?.details).toContain('dá 34');
  });

  it('refuses a CNJ number whose tribunal code does not exist (J=8 TR=28)', () => {
    expect(statusOf('Processo 0000100-23.2008.8.28.0000.', '0000100-23.2008.8.28.0000')?.details).toContain(
      'TR=28',
    );
  });

  it('calls a cancelled súmula cited as in force suspicious (STJ 603, absent from the NAO CANCELADA listing)', () => {
    const d = statusOf(
      'Com base na Súmula 603 do STJ, o banco não pode reter o salário.',
      'Súmula 603 do STJ',
    );
    expect(d?.status).toBe('suspicious');
    expect(d?.details).toContain('foi cancelada e é citada como vigente');
  });

  it('accepts a cancelled súmula mentioned as cancelled', () => {
    expect(
      statusOf('A Súmula 603 do STJ, hoje cancelada, dizia o contrário.', 'Súmula 603 do STJ')?.status,
    ).toBe('valid');
  });

  it('refuses a federal law number with an impossible year (Lei 8.078 is from 1990), and questions one of no sphere', () => {
    expect(statusOf('A Lei Federal 8.078/2015 trata do consumidor.', 'Lei Federal 8.078/2015')?.status).toBe(
      'invalid',
    );
    // states and municipalities number their own laws: with no sphere written, a warning, not a refutation
    const bare = statusOf('A Lei 8.078/2015 trata do consumidor.', 'Lei 8.078/2015');
    expect(bare?.status).toBe('suspicious');
    expect(bare?.details).toContain('indique o ente');
  });

  it('refuses a law dated in the future', () => {
    expect(statusOf('A Lei 15.900/2031 mudou tudo.', 'Lei 15.900/2031')?.details).toContain('posterior');
  });

  it('refuses a judgment date in the future', () => {
    const text = 'No REsp 1.234.567/SP, julgado em 10/03/2030, o STJ mudou de ideia.';
    const [d] = checkCitations(text, TODAY).citationDetails;
    expect(d).toMatchObject({ kind: 'julgado', status: 'invalid' });
  });

  it('refuses the TST-style number of a mock dataset (cnj-examples.json: RR-1000-40.2019.5.02.0461, DD should be 67)', () => {
    expect(statusOf('Ver RR-1000-40.2019.5.02.0461.', 'RR-1000-40.2019.5.02.0461')?.status).toBe('invalid');
  });
});

describe('checkCitations — what cannot be confirmed', () => {
  it("leaves a case number of a court's own series unverified, not suspicious: only CNJ numbers carry check digits (Res. CNJ 65/2008)", () => {
    for (const [text, citation] of [
      ['Ver REsp 1.657.156/RJ.', 'REsp 1.657.156/RJ'],
      ['Na ADPF 324 o STF admitiu a terceirização.', 'ADPF 324'],
      ['O RE 958.252 fixou a tese.', 'RE 958.252'],
    ] as const) {
      const d = statusOf(text, citation);
      expect(d?.status, citation).toBe('unverified');
      expect(d?.details, citation).toContain('sem dígito verificador');
    }
  });

  it('leaves a law outside the catalogue unverified', () => {
    const d = statusOf('A Lei 10.101/2000 regula a PLR.', 'Lei 10.101/2000');
    expect(d?.status).toBe('unverified');
    expect(d?.details).toContain('não consta do catálogo');
  });

  it('leaves an act named by its common name outside the catalogue unverified, and says why', () => {
    const text = 'A despesa não estava prevista na LDO 2018 nem na Lei Orçamentária Anual.';
    const found = checkCitations(text, TODAY).citationDetails;
    expect(found.map((d) => d.citation)).toEqual(['LDO 2018', 'Lei Orçamentária Anual']);
    for (const d of found) {
      expect(d.status, d.citation).toBe('unverified');
      expect(d.details, d.citation).toContain('não consta do catálogo');
    }
  });

  it('leaves an article unverified until the base confirms it (Lei 9.099/1995, art. 3º)', () => {
    const d = statusOf('Nos termos do art. 3º da Lei 9.099/95, cabe o rito.', 'art. 3º da Lei 9.099/95');
    expect(d?.status).toBe('unverified');
  });

  it('leaves a súmula without a court unverified', () => {
    const d = statusOf('Aplica-se a Súmula 297.', 'Súmula 297');
    expect(d?.status).toBe('unverified');
    expect(d?.details).toContain('sem tribunal');
  });
});

describe('checkCitations — report', () => {
  const text = [
    'A reclamante foi dispensada sem receber as verbas no prazo do art. 477 da CLT.',
    'A tomadora responde subsidiariamente (Súmula 331 do TST).',
    'O art. 9999 da CLT, invocado pela ré, não socorre a tese.',
    'Ver REsp 1.657.156/RJ.',
  ].join(' ');

  it('counts statuses and scores 100 × (valid + 0.5 × suspicious) / total, unverified adding nothing', () => {
    const r = checkCitations(`${text} Incide a Súmula 7 do STJ. Aplica-se a Lei nº 8.078/1990.`, TODAY);
    // art. 477 CLT, Súmula 331 TST and REsp: unverified; art. 9999: invalid; Súmula 7 STJ and Lei 8.078/1990: valid
    expect(r).toMatchObject({
      totalCitations: 6,
      validCitations: 2,
      suspiciousCitations: 0,
      invalidCitations: 1,
      unverifiedCitations: 3,
    });
    expect(r.reliabilityScore).toBe(33); // 2 / 6 = 33.3 → 33
    expect(r.warnings[0]).toContain('art. 9999 da CLT');
    expect(r.recommendations[0]).toBe('Corrija ou remova as citações inválidas antes de protocolar a peça.');
  });

  it('calls vague references "incompleta" with what they lack, counts them apart, and they add nothing to the score', () => {
    const r = checkCitations(
      'Conforme jurisprudência pacífica desta Corte e precedente firmado em recurso repetitivo, aplica-se a Lei nº 8.078/1990.',
      TODAY,
    );
    // Lei 8.078/1990 valid; the two vague references incomplete: score 1 / 3 = 33.3 → 33
    expect(r).toMatchObject({
      totalCitations: 3,
      validCitations: 1,
      incompleteCitations: 2,
      unverifiedCitations: 0,
    });
    expect(r.reliabilityScore).toBe(33);
    const byText = new Map(r.citationDetails.map((d) => [d.citation, d]));
    expect(byText.get('jurisprudência pacífica desta Corte')).toMatchObject({
      kind: 'vaga',
      status: 'incomplete',
    });
    expect(byText.get('jurisprudência pacífica desta Corte')?.details).toMatch(
      /^referência vaga \(sem número\)/,
    );
    expect(byText.get('precedente firmado em recurso repetitivo')?.details).toMatch(
      /^referência vaga \(sem número, sem tribunal\)/,
    );
    expect(r.recommendations.some((x) => x.startsWith('Complete as referências vagas'))).toBe(true);
  });

  it.each([
    // no official text of these series is in the repository: recognised, never "válida", never "inválida"
    [
      'Aplica-se o Precedente Normativo nº 119 do TST.',
      'Precedente Normativo nº 119 do TST',
      'precedente-normativo',
    ],
    ['Aplica-se o Tema 2 do TST.', 'Tema 2 do TST', 'tema'],
    ['Aplica-se o Tema 1046 de Repercussão Geral.', 'Tema 1046 de Repercussão Geral', 'tema'],
    ['Aplica-se a OJ Transitória 50 da SBDI-1.', 'OJ Transitória 50 da SBDI-1', 'oj'],
    ['Aplica-se a Súmula Vinculante 13.', 'Súmula Vinculante 13', 'sumula-vinculante'],
    ['Aplica-se a OJ 142 da SBDI-2 do TST.', 'OJ 142 da SBDI-2 do TST', 'oj'],
  ])('%s → recognised and não verificada', (text, citation, kind) => {
    const d = statusOf(text, citation);
    expect(d).toMatchObject({ kind, status: 'unverified' });
    expect(d?.details).toContain('não verificada');
  });

  it('names the TST for its own repetitive temas and the STF for "de Repercussão Geral"', () => {
    expect(statusOf('Aplica-se o Tema 2 do TST.', 'Tema 2 do TST')?.details).toContain(
      'recursos repetitivos do TST',
    );
    expect(
      statusOf('Aplica-se o Tema 1046 de Repercussão Geral.', 'Tema 1046 de Repercussão Geral')?.details,
    ).toContain('repercussão geral do STF');
  });

  it('calls an STJ súmula past the series "inválida" in a filing and "suspeita" in a court decision (its slip)', () => {
    // the STJ's súmulas end at 676 (official listing, 2025-08-23): 4101 is past any growth since
    const text = 'A obrigatoriedade prevista na Súmula 4101 do Superior Tribunal de Justiça não se aplica.';
    expect(checkCitations(text, { ...TODAY, courtDecision: false }).citationDetails[0]?.status).toBe(
      'invalid',
    );
    const d = checkCitations(text, { ...TODAY, courtDecision: true }).citationDetails[0];
    expect(d?.status).toBe('suspicious');
    expect(d?.details).toContain('citada em decisão judicial');
  });

  it('recognises a TJMG decision by its parts: "EMENTA:", "(RELATOR)" and a spaced "V O T O"', () => {
    expect(looksLikeCourtDecision('EMENTA: HABEAS CORPUS.\nDES. FORTUNA GRION (RELATOR)\nV O T O\n')).toBe(
      true,
    );
    expect(looksLikeCourtDecision('EMENTA: HABEAS CORPUS.\nO relator votou.')).toBe(false);
  });

  it('does not call a vague phrase backed by the numbered citation beside it "incompleta"', () => {
    const r = checkCitations(
      'Conforme jurisprudência pacífica desta Corte (REsp 1.632.479/RJ), procede.',
      TODAY,
    );
    expect(r.incompleteCitations).toBe(0);
    expect(r.citationDetails.map((d) => d.kind)).toEqual(['julgado']);
  });

  it('gives a text with no citation no score, and says nothing was found', () => {
    const r = checkCitations('Sem citações aqui.', TODAY);
    expect(r.reliabilityScore).toBeNull();
    expect(r.warnings).toEqual(['Nenhuma citação jurídica encontrada no texto.']);
  });

  it('refuses an invalid injected clock', () => {
    expect(() => checkCitations('x', { today: '2026-13-01' })).toThrow(RangeError);
  });
});

describe('checkCitations — context', () => {
  it('checks "do mesmo diploma" against the law cited before (CDC has 119 articles)', () => {
    const text =
      'O art. 14 do CDC prevê a responsabilidade objetiva, e o art. 150 do mesmo diploma a afastaria.';
    const [, second] = checkCitations(text, TODAY).citationDetails;
    expect(second).toMatchObject({ status: 'invalid' });
    expect(second?.details).toContain('inferido');
  });
});

describe('no false "inválida" on real law', () => {
  // CPC/2015 art. 1.045 and art. 1.046: in force on 18/03/2016, revoking the CPC of 1973 (Lei 5.869/1973)
  it.each([
    ['17/03/2016', 'CPC/1973'],
    ['18/03/2016', 'CPC/2015'],
  ])('reads a bare "CPC" in a text dated %s as the %s', (day, code) => {
    const d = statusOf(`Brasília, ${day}. Incide o regime do art. 543-C do CPC.`, 'art. 543-C do CPC');
    expect(d?.details).toContain(code);
    if (code === 'CPC/1973') {
      expect(d?.status).toBe('unverified');
      expect(d?.details).toContain('Lei nº 5.869/1973');
      expect(
        statusOf(`Brasília, ${day}. Aplica-se o Código de Processo Civil.`, 'Código de Processo Civil')
          ?.details,
      ).toContain('em vigor na data do documento (17/03/2016)');
    }
  });

  it('takes the document date given over the dates written in the text', () => {
    const r = checkCitations('Prazo do art. 538, parágrafo único, do CPC. Hoje é 10/10/2020.', {
      ...TODAY,
      documentDate: '2015-05-04',
    });
    expect(r.citationDetails[0]?.details).toContain('CPC/1973');
  });

  it('leaves a district law "não verificada", never judged against the federal numbering', () => {
    // Lei nº 5.815/2017 of the Federal District: federal law nº 5.815 would be from the 1970s
    expect(
      statusOf('A Lei Distrital nº 5.815/2017 foi impugnada.', 'Lei Distrital nº 5.815/2017')?.status,
    ).toBe('unverified');
    const named = statusOf(
      'Vale a Lei nº 1.172, de 24 de julho de 1996, do Distrito Federal.',
      'Lei nº 1.172, de 24 de julho de 1996',
    );
    expect(named?.status).toBe('unverified');
    expect(named?.details).toContain('ato estadual, distrital ou municipal');
  });

  it('calls a number/year misfit "inválida" only for an act called federal, "suspeita" with no sphere written', () => {
    // federal Lei nº 1.172 is of the 1950s (numbering sequential since 1946, LC 95/1998 art. 2º § 2º II);
    // the Federal District's Lei nº 1.172 is of 24 July 1996
    expect(statusOf('Cito a Lei Federal nº 1.172/1996.', 'Lei Federal nº 1.172/1996')?.status).toBe(
      'invalid',
    );
    expect(statusOf('Cito a Lei nº 1.172/1996.', 'Lei nº 1.172/1996')?.status).toBe('suspicious');
  });

  it('refutes an article past the end of an act only when the act is identified, not by a bare number', () => {
    // the CDC (Lei nº 8.078/1990) ends at art. 119
    expect(statusOf('Cito o art. 150 da Lei 8.078/90.', 'art. 150 da Lei 8.078/90')?.status).toBe('invalid');
    expect(statusOf('Cito o art. 150 do CDC.', 'art. 150 do CDC')?.status).toBe('invalid');
    // without its year a 'Lei 8.078' may be a state's or a municipality's law of that number
    const bare = statusOf('Cito o art. 150 da Lei 8.078.', 'art. 150 da Lei 8.078');
    expect(bare?.status).toBe('suspicious');
    expect(bare?.details).toContain('indique o ano e o ente');
    const decision =
      'EMENTA: APELAÇÃO. ACÓRDÃO. Vistos, relatados e discutidos. Aplica-se a Lei nº 1.172/1996.';
    expect(statusOf(decision, 'Lei nº 1.172/1996')?.status).toBe('suspicious');
  });
});

describe('impossible dates', () => {
  // February has 29 days in 2024 (divisible by 4, not by 100) and 28 in 2023
  it('flags 31/02/2024 with the rule, labelled or not', () => {
    expect(checkCitations('O contrato foi assinado em 31/02/2024.', TODAY).warnings).toContain(
      'Data impossível: 31/02/2024 não existe: fevereiro de 2024 tem 29 dias.',
    );
    const d = statusOf(
      'REsp 1.000.000/SP, julgado em 31/02/2024.',
      'REsp 1.000.000/SP, julgado em 31/02/2024',
    );
    expect(d?.status).toBe('invalid');
    expect(d?.details).toContain('31/02/2024 não existe: fevereiro de 2024 tem 29 dias');
  });

  it('calls an impossible date inside a court decision "suspeita", the court\'s slip', () => {
    const decision =
      'EMENTA: APELAÇÃO. ACÓRDÃO. Vistos, relatados e discutidos. REsp 1.000.000/SP, julgado em 31/02/2014.';
    const d = statusOf(decision, 'REsp 1.000.000/SP, julgado em 31/02/2014');
    expect(d?.status).toBe('suspicious');
    expect(d?.details).toContain('31/02/2014 não existe: fevereiro de 2014 tem 28 dias');
  });

  it('takes 29/02/2024 and refuses 29/02/2023', () => {
    expect(checkCitations('Assinado em 29/02/2024.', TODAY).warnings.join()).not.toContain('Data impossível');
    expect(checkCitations('Assinado em 29/02/2023.', TODAY).warnings).toContain(
      'Data impossível: 29/02/2023 não existe: fevereiro de 2023 tem 28 dias.',
    );
  });
});

// TST súmulas and OJs, súmulas vinculantes and temas de repercussão geral, real and invented, in a
// lawyer's filing. The catalogue's series (src/data/sumulas.ts): TST súmulas up to 463 on
// 2025-09-01, at most 5 a year since; OJs of the SBDI-1 up to 421, at most 3 a year; súmulas
// vinculantes up to 63 on 2026-08-04, at most 15 a year; the SBDI-2's, SDC's and transitória OJs
// from unverified knowledge; no list of the STF's temas. On 2026-11-22: TST 463 + ⌈447 d / 365.25 ×
// 5⌉ = 470; SBDI-1 421 + ⌈447 / 365.25 × 3⌉ = 425; SV 63 (2026-08-04) + ⌈110 / 365.25 × 15⌉ = 68.
describe('checkCitations — TST, súmulas vinculantes and repercussão geral: never "válida" without the text', () => {
  const filing = (citation: string) => `Excelentíssimo Senhor Juiz, aplica-se a ${citation} ao caso.`;
  const status = (citation: string) => statusOf(filing(citation), citation)?.status;

  it.each([
    'Súmula 331 do TST',
    'Súmula 463 do TST',
    'OJ 191 da SBDI-1 do TST',
    'OJ 142 da SBDI-2',
    'OJ 38 da SDC',
    'OJ Transitória 50 da SBDI-1',
    'OJ nº 7 do Tribunal Pleno do TST',
    'Súmula Vinculante 14',
    'Súmula Vinculante 61',
    'Tema 725 da repercussão geral',
    'Tema 1.046 do STF',
    'tema de repercussão geral nº 725',
  ])('%s (real): "não verificada", the base has no text to confirm it', (citation) => {
    expect(status(citation)).toBe('unverified');
  });

  it.each([
    // past the last number but within what the series could have grown since: cannot tell
    'Súmula 470 do TST',
    'OJ 425 da SBDI-1',
    'Súmula Vinculante 68',
    // series whose last number is not sourced: never "inválida"
    'OJ 999 da SBDI-2',
    'OJ 99 da SDC',
    'OJ Transitória 99 da SBDI-1',
    'OJ nº 99 do Tribunal Pleno do TST',
    // no official list of the STF's temas in the base
    'Tema 9.999 da repercussão geral',
    'Tema 1.500 do STF',
  ])('%s (invented or unknown): "não verificada", never "válida"', (citation) => {
    expect(status(citation)).toBe('unverified');
  });

  it.each([
    ['Súmula 471 do TST', 'a última editada é a 463'],
    ['OJ 426 da SBDI-1', 'a última editada é a 421'],
    ['Súmula Vinculante 69', 'a última editada é a 63'],
    ['Súmula 999 do TST', 'a última editada é a 463'],
  ])('%s (invented, past the series and its possible growth): "inválida" — %s', (citation, why) => {
    const d = statusOf(filing(citation), citation);
    expect(d?.status).toBe('invalid');
    expect(d?.details).toContain(why);
  });

  it("names the Tribunal Pleno's series as outside the base, not the SBDI-1's", () => {
    const d = statusOf(filing('OJ nº 7 do Tribunal Pleno do TST'), 'OJ nº 7 do Tribunal Pleno do TST');
    expect(d?.details).toContain('Tribunal Pleno');
    expect(d?.details).not.toContain('SBDI-1');
  });
});
