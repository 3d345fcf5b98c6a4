// Real and fabricated citations of every kind the Validator judges. Expected statuses come from the
// facts in @lexato/legal (sources named per case) and from the texts stubbed into the corpus.
import { formatCnj } from '@lexato/legal';
import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../../ai/types.ts';
import type { CnjMetadata } from './validator.datajud.ts';
import { runValidation } from './validator.engine.ts';
import { foldForCompare, type SourceLookup, type SourceText } from './validator.quotes.ts';

const TODAY = '2026-11-22';
const find = (details: Array<{ citation: string }>, citation: string) =>
  details.find((d) => d.citation === citation) as
    | { status: string; details: string; confidence: number; checks: string[]; explanation: string | null }
    | undefined;

describe('existence checks (@lexato/legal)', () => {
  const text = [
    'O reclamante foi dispensado e as verbas vieram fora do prazo do art. 477 da CLT.',
    'O art. 9999 da CLT, invocado pela ré, garantiria estabilidade ao gerente.',
    'A relação é de consumo, regida pela Lei nº 8.078/1990, e não pela Lei 8.078/2015.',
    'Incide a Súmula 7 do STJ. Segundo a Súmula 812 do STF, o recurso é cabível.',
    'Com base na Súmula 603 do STJ, o banco não pode reter o salário.',
    'A Súmula 385 do STJ afasta o dano moral a quem já tinha inscrição legítima.',
    'Cito o processo 0000832-35.2018.4.01.3202 e o processo 2021437-35.2021.8.26.0000, além do 0000100-23.2008.8.28.0000.',
    'No REsp 1.234.567/SP, julgado em 10/03/2030, o STJ mudou de ideia.',
    'A Lei 10.101/2000 regula a participação nos lucros. Ver também o REsp 1.657.156/RJ.',
  ].join('\n');

  it.each([
    ['art. 477 da CLT', 'valid', 'CLT has 922 articles (corpus CLT.txt)'],
    ['art. 9999 da CLT', 'invalid', 'beyond the last article, 922'],
    ['Lei nº 8.078/1990', 'valid', 'the CDC, in the catalogue'],
    ['Lei 8.078/2015', 'invalid', 'nº 8.078 is of 1990'],
    ['Súmula 7 do STJ', 'valid', 'STJ series 1-676'],
    ['Súmula 812 do STF', 'invalid', 'STF ordinary series ends at 736'],
    ['Súmula 603 do STJ', 'invalid', 'cancelled (STJ "não cancelada" listing), cited as in force'],
    ['Súmula 385 do STJ', 'valid', 'in force'],
    ['0000832-35.2018.4.01.3202', 'valid', 'DataJud wiki example, check digits 35'],
    ['2021437-35.2021.8.26.0000', 'invalid', 'check digits should be 34 (cnj-examples.json)'],
    ['0000100-23.2008.8.28.0000', 'invalid', 'no tribunal J=8 TR=28'],
    ['Lei 10.101/2000', 'suspicious', 'not in the catalogue'],
    ['REsp 1.657.156/RJ', 'suspicious', 'no check digit to verify'],
  ])('%s is %s (%s)', async (citation, status) => {
    const r = await runValidation(text, { today: TODAY });
    const d = find(r.citationDetails, citation);
    expect(d?.status).toBe(status);
    expect(d?.details.length).toBeGreaterThan(10);
    expect(d?.confidence).toBeGreaterThan(0);
  });

  it('refuses a judgment dated in the future', async () => {
    const r = await runValidation(text, { today: TODAY });
    const d = r.citationDetails.find((x) => x.citation.startsWith('REsp 1.234.567/SP'));
    expect(d).toMatchObject({ kind: 'julgado', status: 'invalid' });
    expect(d?.details).toContain('posterior a hoje');
  });

  it('counts, scores and warns from the statuses', async () => {
    const r = await runValidation(text, { today: TODAY });
    expect(r.totalCitations).toBe(r.citationDetails.length);
    expect(r.validCitations + r.suspiciousCitations + r.invalidCitations).toBe(r.totalCitations);
    expect(r.reliabilityScore).toBe(
      Math.round((100 * (r.validCitations + 0.5 * r.suspiciousCitations)) / r.totalCitations),
    );
    expect(r.warnings.filter((w) => w.startsWith('Citação inválida:'))).toHaveLength(r.invalidCitations);
    expect(r.recommendations).toContain(
      'Corrija ou remova as citações inválidas antes de protocolar a peça.',
    );
  });

  it('accepts a cancelled súmula mentioned as cancelled', async () => {
    const r = await runValidation(
      'A Súmula 603 do STJ, hoje cancelada, dizia o contrário; a tese mudou desde então.',
      {
        today: TODAY,
      },
    );
    expect(find(r.citationDetails, 'Súmula 603 do STJ')?.status).toBe('valid');
  });

  it('scores 100 and says so when nothing is cited', async () => {
    const r = await runValidation(
      'Texto sem qualquer referência normativa, apenas narrativa dos fatos ocorridos.',
      {
        today: TODAY,
      },
    );
    expect(r).toMatchObject({ reliabilityScore: 100, totalCitations: 0 });
    expect(r.warnings).toEqual(['Nenhuma citação jurídica encontrada no texto.']);
  });
});

const ART_412: SourceText = {
  id: 'cc:412',
  title: 'Código Civil, art. 412',
  text: 'O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal.',
  reference: 'Lei 10.406/2002, art. 412',
};
const ART_413: SourceText = {
  id: 'cc:413',
  title: 'Código Civil, art. 413',
  text: 'A penalidade deve ser reduzida eqüitativamente pelo juiz se a obrigação principal tiver sido cumprida em parte, ou se o montante da penalidade for manifestamente excessivo, tendo-se em vista a natureza e a finalidade do negócio.',
  reference: 'Lei 10.406/2002, art. 413',
};

function corpus(rows: SourceText[]): SourceLookup {
  return {
    async byReferences(refs) {
      return rows.filter((r) => r.reference !== null && refs.includes(r.reference));
    },
    async containing(fragment) {
      return rows.find((r) => foldForCompare(r.text).includes(fragment));
    },
  };
}

describe('quoted passages checked against the corpus (legal_sources)', () => {
  const sources = corpus([ART_412, ART_413]);

  it('confirms a quote that matches the cited article word for word (CC art. 412)', async () => {
    const text =
      'O art. 412 do Código Civil dispõe: "O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal."';
    const r = await runValidation(text, { today: TODAY, sources });
    const d = find(r.citationDetails, 'art. 412 do Código Civil');
    expect(d?.status).toBe('valid');
    expect(d?.checks).toEqual(['corpus']);
    expect(d?.details).toContain('confere com Código Civil, art. 412');
  });

  it('accepts a quote cut with (...) when each piece is in the article, in order', async () => {
    const text =
      'Diz o art. 413 do Código Civil que "a penalidade deve ser reduzida eqüitativamente pelo juiz (...) se o montante da penalidade for manifestamente excessivo".';
    const r = await runValidation(text, { today: TODAY, sources });
    expect(find(r.citationDetails, 'art. 413 do Código Civil')?.status).toBe('valid');
  });

  it('refuses a real article with an invented quote, naming the article the words come from', async () => {
    const text =
      'Nos termos do art. 413 do Código Civil, "o valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal", o que limita a multa.';
    const r = await runValidation(text, { today: TODAY, sources });
    const d = find(r.citationDetails, 'art. 413 do Código Civil');
    expect(d?.status).toBe('invalid');
    expect(d?.details).toContain('não consta de Código Civil, art. 413');
    expect(d?.details).toContain('o trecho é de Código Civil, art. 412');
    expect(r.recommendations.some((x) => x.includes('trecho entre aspas'))).toBe(true);
  });

  it('refuses a fabricated wording of the article', async () => {
    const text =
      'O art. 412 do Código Civil estabelece que "a multa contratual pode ser fixada livremente pelas partes".';
    const r = await runValidation(text, { today: TODAY, sources });
    expect(find(r.citationDetails, 'art. 412 do Código Civil')?.status).toBe('invalid');
  });

  it('checks a quoted súmula against its text (STJ Súmula 7)', async () => {
    const sumulas = corpus([
      {
        id: 'stj-sumula:7',
        title: 'Súmula 7 do STJ',
        text: 'A pretensão de simples reexame de prova não enseja recurso especial.',
        reference: 'Súmula 7/STJ',
      },
    ]);
    const right = await runValidation(
      'Incide a Súmula 7 do STJ: "A pretensão de simples reexame de prova não enseja recurso especial."',
      {
        today: TODAY,
        sources: sumulas,
      },
    );
    expect(find(right.citationDetails, 'Súmula 7 do STJ')).toMatchObject({
      status: 'valid',
      checks: ['corpus'],
    });
    const wrong = await runValidation(
      'Incide a Súmula 7 do STJ: "o recurso especial admite o reexame de todas as provas dos autos."',
      {
        today: TODAY,
        sources: sumulas,
      },
    );
    expect(find(wrong.citationDetails, 'Súmula 7 do STJ')?.status).toBe('invalid');
  });

  it('leaves a quote alone when the source is not in the corpus', async () => {
    const text =
      'O art. 5º da CF dispõe que "todos são iguais perante a lei, sem distinção de qualquer natureza".';
    const r = await runValidation(text, { today: TODAY, sources });
    const d = r.citationDetails[0];
    expect(d?.checks).toEqual([]);
    expect(d?.status).not.toBe('invalid');
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

  it('confirms a number whose court, class and filing date match the record', async () => {
    const text = `A autora ajuizou o processo ${REAL} no Juizado Especial Federal, ajuizado em 29/10/2018, e obteve sentença.`;
    const r = await runValidation(text, { today: TODAY, cnjLookup });
    const d = find(r.citationDetails, REAL);
    expect(d?.status).toBe('valid');
    expect(d?.checks).toEqual(['datajud']);
    expect(d?.details).toContain('processo encontrado no DataJud');
    expect(r.recommendations.some((x) => x.startsWith('Dígitos verificadores corretos'))).toBe(false);
  });

  it('refuses a real number with invented content: class, court and date differ from the record', async () => {
    const text = `No mandado de segurança nº ${REAL}, distribuído em 15/03/2017 à 3ª Vara Federal, a segurança foi concedida.`;
    const r = await runValidation(text, { today: TODAY, cnjLookup });
    const d = find(r.citationDetails, REAL);
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
