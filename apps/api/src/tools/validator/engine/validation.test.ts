// Real and fabricated citations of every kind the Validator judges, across eleven acts, the STF
// and STJ súmulas and the STJ temas. Expected statuses come from the law's own text, quoted in
// apps/api/test/fixtures/lawbase.ts (copied from the Planalto compilations the base is built from) or below.
import { formatCnj } from '@lexato/legal';
import { describe, expect, it } from 'vitest';
import { fixtureLawbase } from '../../../../test/fixtures/lawbase.ts';
import type { AiProvider } from '../../../ai/types.ts';
import { TextEngine } from '../../../workers/text-engine.ts';
import type { CnjMetadata } from '../validator.datajud.ts';
import { runValidation } from './validation.ts';

const TODAY = '2026-11-22';
const lawbase = fixtureLawbase();
const find = (details: Array<{ citation: string }>, citation: string) =>
  details.find((d) => d.citation === citation) as
    | { status: string; details: string; confidence: number; checks: string[]; explanation: string | null }
    | undefined;

/** The status and reason of `citation` as found in `text`. */
async function judged(text: string, citation: string, today = TODAY) {
  const r = await runValidation(text, { today, lawbase });
  const d = find(r.citationDetails, citation);
  expect(
    d,
    `"${citation}" not extracted from: ${r.citationDetails.map((x) => x.citation).join(' | ')}`,
  ).toBeDefined();
  return d as NonNullable<typeof d>;
}

describe('articles confirmed by the knowledge base', () => {
  it.each([
    // Lei 9.099/1995 art. 3º: "O Juizado Especial Cível tem competência para conciliação, processo e julgamento…"
    [
      'Nos termos do art. 3º da Lei 9.099/95, a causa é de menor complexidade.',
      'art. 3º da Lei 9.099/95',
      'art. 3º da Lei nº 9.099/1995',
    ],
    // Lei 11.101/2005 art. 47: "A recuperação judicial tem por objetivo viabilizar a superação da situação de crise…"
    [
      'O art. 47 da Lei 11.101/2005 orienta a preservação da empresa.',
      'art. 47 da Lei 11.101/2005',
      'art. 47 da Lei nº 11.101/2005',
    ],
    // Lei 14.133/2021 art. 75: "É dispensável a licitação:"
    [
      'A contratação direta seguiu o art. 75 da Lei 14.133/2021.',
      'art. 75 da Lei 14.133/2021',
      'art. 75 da Lei nº 14.133/2021',
    ],
    // CLT art. 477-A, incluído pela Lei 13.467/2017: dispensas imotivadas individuais, plúrimas ou coletivas
    [
      'A dispensa coletiva dispensa negociação (art. 477-A da CLT).',
      'art. 477-A da CLT',
      'art. 477-A do Decreto-Lei',
    ],
    // CDC art. 104-A, incluído pela Lei 14.181/2021: repactuação de dívidas do superendividado
    [
      'O consumidor requereu a repactuação com base no art. 104-A do CDC.',
      'art. 104-A do CDC',
      'art. 104-A da Lei nº 8.078/1990',
    ],
    // CC art. 1.510-A, incluído pela Lei 13.465/2017: direito real de laje
    [
      'O direito de laje está no art. 1.510-A do Código Civil.',
      'art. 1.510-A do Código Civil',
      'art. 1.510-A da Lei nº 10.406/2002',
    ],
    // LGPD art. 7º: "O tratamento de dados pessoais somente poderá ser realizado nas seguintes hipóteses:"
    [
      'As hipóteses do art. 7º da LGPD autorizam o tratamento.',
      'art. 7º da LGPD',
      'art. 7º da Lei nº 13.709/2018',
    ],
  ])('%s → valid', async (text, citation, named) => {
    const d = await judged(text, citation);
    expect(d.status).toBe('valid');
    expect(d.details).toContain(`${named}`);
    expect(d.details).toContain('existe e está em vigor');
    expect(d.checks).toContain('base');
  });

  it('understands the act named before the article and checks the inciso (CF art. 7º, XXIX: prescrição trabalhista)', async () => {
    const d = await judged(
      'A pretensão prescreve, como dispõe a Constituição Federal, em seu art. 7º, XXIX, em cinco anos.',
      'Constituição Federal, em seu art. 7º, XXIX',
    );
    expect(d.status).toBe('valid');
    expect(d.details).toContain('com inciso XXIX');
  });

  it('confirms a quote despite accents, spacing, punctuation and an ellipsis (CC art. 412)', async () => {
    // CC art. 412: "O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal."
    const d = await judged(
      'O art. 412 do Código Civil dispõe: "o valor da cominacao imposta na clausula  penal (...) nao pode exceder o da obrigacao principal".',
      'art. 412 do Código Civil',
    );
    expect(d.status).toBe('valid');
    expect(d.details).toContain('o trecho entre aspas confere com o texto oficial');
  });

  it('confirms an existing parágrafo (CLT art. 58, § 2º: horas in itinere)', async () => {
    const d = await judged(
      'O tempo de deslocamento não é jornada (art. 58, § 2º, da CLT).',
      'art. 58, § 2º, da CLT',
    );
    expect(d.status).toBe('valid');
    expect(d.details).toContain('com § 2º');
  });
});

describe('fabricated articles and provisions', () => {
  it.each([
    // CLT: after art. 477 come only 477-A and 477-B (Lei 13.467/2017)
    [
      'O art. 477-C da CLT impõe multa adicional.',
      'art. 477-C da CLT',
      'existem art. 477, art. 477-A, art. 477-B',
    ],
    // CLT: art. 611-A and 611-B only
    [
      'Conforme o art. 611-C da CLT, a norma coletiva prevalece.',
      'art. 611-C da CLT',
      'existem art. 611-A, art. 611-B',
    ],
    // CLT: art. 59, 59-A and 59-B only
    [
      'O banco de horas anual está no art. 59-C da CLT.',
      'art. 59-C da CLT',
      'existem art. 59, art. 59-A, art. 59-B',
    ],
    // CDC: arts. 104-A to 104-C (Lei 14.181/2021)
    [
      'O art. 104-D do CDC prevê a audiência.',
      'art. 104-D do CDC',
      'existem art. 104-A, art. 104-B, art. 104-C',
    ],
    // CC: arts. 1.510-A to 1.510-E (Lei 13.465/2017)
    [
      'O art. 1.510-F do Código Civil regula a laje.',
      'art. 1.510-F do Código Civil',
      'nenhuma norma inseriu esse artigo',
    ],
  ])('%s → invalid (lettered article no law inserted)', async (text, citation, reason) => {
    const d = await judged(text, citation);
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('não existe');
    expect(d.details).toContain(reason);
  });

  it('refuses an article past the last one (the CLT ends at art. 922)', async () => {
    const d = await judged('O art. 923 da CLT garante estabilidade ao gerente.', 'art. 923 da CLT');
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('o último artigo é o 922');
  });

  it('refuses an art. 0 (articles are numbered from art. 1º, LC 95/1998 art. 10, I)', async () => {
    const d = await judged('O art. 0 da CLT define o empregador.', 'art. 0 da CLT');
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('a numeração dos artigos começa no art. 1º');
  });

  it('refuses a parágrafo the article does not have (CLT art. 58 has §§ 1º to 3º)', async () => {
    const d = await judged(
      'Conforme o art. 58, § 5º, da CLT, o intervalo é computado.',
      'art. 58, § 5º, da CLT',
    );
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('não tem § 5º');
  });

  it('calls "§ 1º" of an article with a parágrafo único suspicious, not invalid (LC 95/1998 art. 10, III)', async () => {
    // CC art. 227: "Parágrafo único. Qualquer que seja o valor do negócio jurídico, a prova testemunhal é admissível…"
    const d = await judged(
      'A prova testemunhal é subsidiária (art. 227, § 1º, do CC).',
      'art. 227, § 1º, do CC',
    );
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('tem parágrafo único, não § 1º');
  });

  it('checks a provision named before its article ("inciso IX do art. 3º"), as after it', async () => {
    const fabricated = await judged(
      'A causa cabe no inciso IX do art. 3º da Lei 9.099/95, segundo o autor.',
      'inciso IX do art. 3º da Lei 9.099/95',
    );
    expect(fabricated.status).toBe('invalid');
    expect(fabricated.details).toContain('não tem inciso IX');
    const real = await judged(
      'A causa cabe no inciso II do art. 3º da Lei 9.099/95, segundo o autor.',
      'inciso II do art. 3º da Lei 9.099/95',
    );
    expect(real.status).toBe('valid');
    expect(real.details).toContain('existe e está em vigor, com inciso II');
    // CLT art. 58, § 3º: "(Revogado pela Lei nº 13.467, de 2017)".
    const revoked = await judged('As horas in itinere do § 3º do art. 58 da CLT.', '§ 3º do art. 58 da CLT');
    expect(revoked.status).toBe('suspicious');
    expect(revoked.details).toContain('foi revogado pela Lei nº 13.467, de 2017');
  });

  it('refuses an inciso the article does not have (Lei 9.099/1995 art. 3º has incisos I to IV)', async () => {
    const d = await judged(
      'A causa cabe no art. 3º, inciso IX, da Lei 9.099/95, segundo o autor.',
      'art. 3º, inciso IX, da Lei 9.099/95',
    );
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('não tem inciso IX');
  });

  it('refuses a tema past the last of the STJ catalogue (Tema 1458)', async () => {
    const d = await judged('A tese foi fixada no Tema 9.999 do STJ.', 'Tema 9.999 do STJ');
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('o último tema cadastrado é o 1.458');
  });
});

describe('revoked provisions, misquotes and cancelled súmulas → suspicious, with the official text', () => {
  it('art. 384 of the CLT: "Art. 384 - (Revogado pela Lei nº 13.467, de 2017)"', async () => {
    const d = await judged('A empregada tem direito ao intervalo do art. 384 da CLT.', 'art. 384 da CLT');
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('foi revogado pela Lei nº 13.467, de 2017');
    expect(d.details).toContain('«Art. 384 - (Revogado pela Lei nº 13.467, de 2017)»');
  });

  it('art. 58, § 3º, of the CLT: "§ 3º (Revogado pela Lei nº 13.467, de 2017)"', async () => {
    const d = await judged(
      'As horas in itinere são devidas (art. 58, § 3º, da CLT).',
      'art. 58, § 3º, da CLT',
    );
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('§ 3º do art. 58');
    expect(d.details).toContain('foi revogado pela Lei nº 13.467, de 2017');
  });

  it('art. 240 of the Código Penal (adultério): "Art. 240 - (Revogado pela Lei nº 11.106, de 2005)"', async () => {
    const d = await judged(
      'A conduta configuraria o crime do art. 240 do Código Penal.',
      'art. 240 do Código Penal',
    );
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('foi revogado pela Lei nº 11.106, de 2005');
  });

  it('a misquote of a real article shows the official text (CC art. 412)', async () => {
    const d = await judged(
      'O art. 412 do Código Civil estabelece que "a multa contratual pode ser fixada livremente pelas partes".',
      'art. 412 do Código Civil',
    );
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('o trecho entre aspas não confere com o texto oficial');
    expect(d.details).toContain(
      '«Art. 412. O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal.»',
    );
  });

  it('a quote that runs over line breaks, hyphenated at a line end, is checked piece by piece (CC art. 412)', async () => {
    // CC art. 412: "O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal."
    const right = await judged(
      'O art. 412 do Código Civil dispõe: "O valor da cominação imposta na cláusula\npenal não pode ex-\nceder o da obrigação principal."',
      'art. 412 do Código Civil',
    );
    expect(right.status).toBe('valid');
    expect(right.details).toContain('o trecho entre aspas confere com o texto oficial');
    const wrong = await judged(
      'O art. 412 do Código Civil dispõe: "O valor da cominação imposta na cláusula\npenal pode exceder\no da obrigação principal."',
      'art. 412 do Código Civil',
    );
    expect(wrong.status).toBe('suspicious');
    expect(wrong.details).toContain('o trecho entre aspas não confere com o texto oficial');
  });

  it("a súmula cited with another court's text (TST 331 quoted as STF 331, which is on causa mortis tax)", async () => {
    const d = await judged(
      'Nos termos da Súmula 331 do STF, "a contratação de trabalhadores por empresa interposta é ilegal, formando-se o vínculo diretamente com o tomador dos serviços".',
      'Súmula 331 do STF',
    );
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain(
      '«É legítima a incidência do impôsto de transmissão causa mortis no inventário por morte presumida.»',
    );
  });

  it('a cancelled súmula cited as in force (STJ 603, cancelled)', async () => {
    const d = await judged(
      'Com base na Súmula 603 do STJ, o banco não pode reter o salário.',
      'Súmula 603 do STJ',
    );
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('foi cancelada e é citada como vigente');
  });

  it('a cancelled súmula mentioned as cancelled is fine', async () => {
    const d = await judged('A Súmula 603 do STJ, hoje cancelada, dizia o contrário.', 'Súmula 603 do STJ');
    expect(d.status).toBe('valid');
  });

  it('the CPC/1973, revoked by the CPC/2015 (art. 1.046) in force since 18/03/2016', async () => {
    const d = await judged('A tutela antecipada do art. 273 do CPC/73 foi deferida.', 'art. 273 do CPC/73');
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain(
      'revogada pelo CPC/2015 (Lei nº 13.105/2015), art. 1.046, com efeito desde 18/03/2016',
    );
  });

  it('Lei 8.666/1993: revoked from 30/12/2023 (Lei 14.133/2021 art. 193, II, "a"), not before', async () => {
    const text = 'A dispensa seguiu o art. 24 da Lei 8.666/93 em todos os seus termos.';
    const after = await judged(text, 'art. 24 da Lei 8.666/93');
    expect(after.status).toBe('suspicious');
    expect(after.details).toContain('com efeito desde 30/12/2023');
    const before = await judged(text, 'art. 24 da Lei 8.666/93', '2023-06-01');
    expect(before.status).toBe('unverified');
    expect(before.details).toContain('fora da base');
  });
});

describe('what the base does not cover → não verificada, never valid', () => {
  it.each([
    // TST súmulas 310 and 349 were cancelled (Res. TST 119/2003 and 174/2011), but the TST is not in the base
    ['A substituição processual é limitada (Súmula 310 do TST).', 'Súmula 310 do TST', 'não verificada'],
    ['O acordo de compensação vale (Súmula 349 do TST).', 'Súmula 349 do TST', 'não verificada'],
    ['Aplica-se a OJ 394 da SBDI-1 do TST ao caso.', 'OJ 394 da SBDI-1 do TST', 'não verificada'],
    ['O nepotismo é vedado (Súmula Vinculante 13).', 'Súmula Vinculante 13', 'não verificada'],
    [
      'A terceirização é lícita (Tema 725 da repercussão geral).',
      'Tema 725 da repercussão geral',
      'repercussão geral do STF: fora da base',
    ],
    ['A PLR segue o art. 3º da Lei 10.101/2000.', 'art. 3º da Lei 10.101/2000', 'não consta do catálogo'],
    ['Na ADPF 324, o STF admitiu a terceirização.', 'ADPF 324', 'sem dígito verificador'],
    ['O RE 958.252 fixou a tese da terceirização.', 'RE 958.252', 'sem dígito verificador'],
  ])('%s → unverified', async (text, citation, reason) => {
    const d = await judged(text, citation);
    expect(d.status).toBe('unverified');
    expect(d.details).toContain(reason);
  });

  it('counts unverified citations in the total and adds nothing for them to the score', async () => {
    const r = await runValidation(
      'Conforme o art. 477-A da CLT e a Súmula 310 do TST, e ainda a Súmula Vinculante 13, a dispensa é válida.',
      { today: TODAY, lawbase },
    );
    expect(r).toMatchObject({ totalCitations: 3, validCitations: 1, unverifiedCitations: 2 });
    expect(r.reliabilityScore).toBe(33); // 1 valid of 3: 33.3 → 33
  });

  it('without the base an article is never valid', async () => {
    const r = await runValidation(
      'Nos termos do art. 477-A da CLT, a dispensa coletiva dispensa negociação.',
      {
        today: TODAY,
      },
    );
    expect(find(r.citationDetails, 'art. 477-A da CLT')?.status).toBe('unverified');
  });
});

describe('temas of the STJ', () => {
  it('confirms a tema with its thesis (Tema 1076: honorários por equidade)', async () => {
    const d = await judged('Os honorários seguem o Tema 1.076 do STJ.', 'Tema 1.076 do STJ');
    expect(d.status).toBe('valid');
    expect(d.details).toContain('A fixação dos honorários por apreciação equitativa não é permitida');
  });

  it('refuses a tema number below 1220 that the complete catalogue does not have', async () => {
    const d = await judged('Aplica-se o Tema 1.000 do STJ.', 'Tema 1.000 do STJ');
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('não existe no cadastro de temas do STJ');
  });
});

describe('dates', () => {
  it('flags a filing date in the future (injected clock 22/11/2026)', async () => {
    const d = await judged('A ação foi ajuizada em 15/03/2027 perante a Vara.', 'ajuizada em 15/03/2027');
    expect(d.status).toBe('invalid');
    expect(d.details).toBe('data 15/03/2027 é posterior a hoje (22/11/2026)');
  });
});

describe("details read as a lawyer's note", () => {
  it('carries no internal codes, ISO dates or website names', async () => {
    const r = await runValidation(
      [
        'O art. 477 da CLT e o art. 9999 da CLT; a Súmula 7 do STJ e a Súmula 812 do STF; a Súmula 331 do TST.',
        'O processo 0000832-35.2018.4.01.3202; a Lei 10.101/2000; o art. 273 do CPC/73; a Lei 8.078/2015.',
      ].join('\n'),
      { today: TODAY, lawbase },
    );
    expect(r.citationDetails.length).toBeGreaterThanOrEqual(9);
    for (const d of r.citationDetails) {
      expect(d.details).not.toMatch(
        /verified_|unverified_|knowledge_|api_publica|\d{4}-\d{2}-\d{2}|github|\.com\b|\.br\b/,
      );
    }
  });
});

describe('a text made of citations', () => {
  it('checks a 400,000-character text off the event loop, bounded to the first 1,000 citations', {
    timeout: 30_000,
  }, async () => {
    const engine = new TextEngine({ inlineMaxChars: 10_000 });
    const text = 'art. 477 da CLT, '.repeat(Math.ceil(400_000 / 17)).slice(0, 400_000);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const r = await runValidation(text, { today: TODAY, lawbase, engine });
    clearInterval(timer);
    expect(r.totalCitations).toBe(1000);
    expect(r.warnings).toContain(
      'O texto tem mais de 1.000 citações; foram conferidas apenas as 1.000 primeiras.',
    );
    // the event loop kept turning while the worker extracted the citations
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('CNJ numbers checked against DataJud metadata', () => {
  const REAL = '0000832-35.2018.4.01.3202';
  const UNKNOWN = formatCnj({
    sequential: '1234567',
    year: '2020',
    segment: '8',
    tribunal: '26',
    origin: '0100',
  });
  const record: CnjMetadata = {
    court: 'Juizado Especial Federal Adjunto de Tefé',
    className: 'Procedimento do Juizado Especial Cível',
    filedOn: '2018-10-29',
  };
  const lookups: string[] = [];
  const cnjLookup = async (cnj: string) => {
    lookups.push(cnj);
    return cnj === REAL ? record : undefined;
  };

  it('names the DataJud record as evidence of existence only: the citation stays "não verificada"', async () => {
    const text = `A autora ajuizou o processo ${REAL} no Juizado Especial Federal, ajuizado em 29/10/2018, e obteve sentença.`;
    const r = await runValidation(text, { today: TODAY, cnjLookup });
    const d = find(r.citationDetails, REAL);
    expect(d?.status).toBe('unverified');
    expect(d?.checks).toEqual(['datajud']);
    expect(d?.details).toContain('processo localizado no DataJud');
    expect(d?.details).toContain('o conteúdo atribuído ao processo (ementa, relator, tese) não é conferido');
    expect(r.recommendations.some((x) => x.startsWith('Dígitos verificadores corretos'))).toBe(false);
  });

  it('refuses a real number with invented content: class, court and date differ from the record', async () => {
    const text = `No mandado de segurança nº ${REAL}, distribuído em 15/03/2017 à 3ª Vara Federal, a segurança foi concedida.`;
    const r = await runValidation(text, { today: TODAY, cnjLookup });
    // the class before the number and the date after it are part of the citation
    const d = r.citationDetails.find((x) => x.citation.includes(REAL));
    expect(d?.citation).toBe(`mandado de segurança nº ${REAL}, distribuído em 15/03/2017`);
    expect(d?.status).toBe('invalid');
    expect(d?.details).toContain('Mandado de Segurança');
    expect(d?.details).toContain('ajuizado em 15/03/2017');
    expect(d?.details).toContain('Juizado Especial Federal Adjunto de Tefé');
  });

  it('marks a well-formed number DataJud does not know as suspicious', async () => {
    const r = await runValidation(`Veja o processo ${UNKNOWN}, em trâmite.`, { today: TODAY, cnjLookup });
    expect(find(r.citationDetails, UNKNOWN)?.status).toBe('suspicious');
  });

  it('does not ask DataJud about numbers whose check digits already fail', async () => {
    lookups.length = 0;
    await runValidation('Processo 2021437-35.2021.8.26.0000 citado pela ré.', { today: TODAY, cnjLookup });
    expect(lookups).toEqual([]);
  });
});

describe('explanations from a model', () => {
  it('adds the explanation but never turns an invalid citation valid', async () => {
    const ai: AiProvider = {
      kind: 'openai',
      async structured() {
        return {
          ok: true,
          value: {
            explanations: [
              {
                citation: 'art. 9999 da CLT',
                explanation: 'A CLT termina no art. 922; o artigo citado não existe.',
              },
            ],
          } as never,
        };
      },
    };
    const r = await runValidation('O art. 9999 da CLT garante estabilidade ao gerente de loja.', {
      today: TODAY,
      ai,
    });
    const d = find(r.citationDetails, 'art. 9999 da CLT');
    expect(d?.status).toBe('invalid');
    expect(d?.explanation).toBe('A CLT termina no art. 922; o artigo citado não existe.');
  });
});
