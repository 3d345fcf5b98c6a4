import { describe, expect, it } from 'vitest';
import {
  BLANK_LINE,
  DocumentTooLargeError,
  FieldError,
  formatCnpj,
  formatDateLong,
  formatFieldValue,
  isValidCnpj,
  isValidCpf,
  parseMoney,
  renderTemplate,
} from './render.ts';

const field = (type: 'text' | 'textarea' | 'date' | 'money' | 'cpf' | 'cnpj' | 'cpf_cnpj') => ({
  name: 'campo',
  label: 'Campo',
  type,
});

describe('money in figures and in words', () => {
  // Expected wording from the rules for cardinal numerals in Portuguese (Cunha & Cintra, Nova
  // Gramática do Português Contemporâneo: "e" joins the last group below a hundred or a round
  // hundred; "de" before the currency after round millions).
  it.each([
    ['1.000.001,01', 'R$ 1.000.001,01 (um milhão e um reais e um centavo)'],
    ['0,50', 'R$ 0,50 (cinquenta centavos)'],
    ['R$ 2.000.000,00', 'R$ 2.000.000,00 (dois milhões de reais)'],
    ['1.500,00', 'R$ 1.500,00 (mil e quinhentos reais)'],
    ['1500', 'R$ 1.500,00 (mil e quinhentos reais)'],
    ['1500.5', 'R$ 1.500,50 (mil e quinhentos reais e cinquenta centavos)'],
    ['1,00', 'R$ 1,00 (um real)'],
    ['0,01', 'R$ 0,01 (um centavo)'],
    ['101,10', 'R$ 101,10 (cento e um reais e dez centavos)'],
  ])('writes %s as %s', (typed, written) => {
    expect(formatFieldValue(field('money'), typed)).toBe(written);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['abc', '1,2,3', '-10,00', '1.50,00', '10,123']) expect(parseMoney(bad)).toBeNull();
    expect(() => formatFieldValue(field('money'), 'dez reais')).toThrow(FieldError);
  });
});

describe('dates in full', () => {
  it('writes dates the way Brazilian documents do, the first day as 1º', () => {
    expect(formatDateLong('2026-11-22')).toBe('22 de novembro de 2026');
    expect(formatDateLong('01/05/2026')).toBe('1º de maio de 2026');
    expect(formatDateLong('29/02/2028')).toBe('29 de fevereiro de 2028');
  });

  it('refuses a date that does not exist', () => {
    expect(formatDateLong('31/02/2026')).toBeNull();
    expect(formatDateLong('29/02/2027')).toBeNull();
    expect(() => formatFieldValue(field('date'), '2026-13-01')).toThrow('Data inválida em "Campo"');
  });

  it('refuses years outside 1900–2100 instead of reading 0026 as 1926', () => {
    expect(formatDateLong('02/03/0026')).toBeNull();
    expect(formatDateLong('31/12/1899')).toBeNull();
    expect(formatDateLong('01/01/2101')).toBeNull();
    expect(formatDateLong('01/01/1900')).toBe('1º de janeiro de 1900');
    expect(formatDateLong('31/12/2100')).toBe('31 de dezembro de 2100');
  });
});

describe('CPF and CNPJ', () => {
  // Check digits by the Receita Federal modulo-11 rule; 12.ABC.345/01DE-35 is the Receita's own
  // example of the alphanumeric CNPJ (IN RFB 2.229/2024).
  it('validates check digits and formats', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(formatFieldValue(field('cpf'), '52998224725')).toBe('529.982.247-25');
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(formatFieldValue(field('cnpj'), '11222333000181')).toBe('11.222.333/0001-81');
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(formatCnpj('12abc34501de35'.toUpperCase())).toBe('12.ABC.345/01DE-35');
  });

  it('takes either in a CPF-or-CNPJ field and names the field when wrong', () => {
    expect(formatFieldValue(field('cpf_cnpj'), '529.982.247-25')).toBe('529.982.247-25');
    expect(formatFieldValue(field('cpf_cnpj'), '11222333000181')).toBe('11.222.333/0001-81');
    expect(() => formatFieldValue(field('cpf_cnpj'), '123')).toThrow('CPF ou CNPJ inválido em "Campo"');
    expect(() => formatFieldValue(field('cpf'), '529.982.247-24')).toThrow('CPF inválido em "Campo"');
  });
});

describe('text fields and blanks', () => {
  it('keeps text and the line breaks of a textarea', () => {
    expect(formatFieldValue(field('text'), '  Maria da Silva ')).toBe('Maria da Silva');
    expect(formatFieldValue(field('textarea'), 'linha 1\nlinha 2')).toBe('linha 1\nlinha 2');
  });

  it('leaves a visible line for every blank field, whatever its type', () => {
    for (const type of ['text', 'textarea', 'date', 'money', 'cpf', 'cnpj', 'cpf_cnpj'] as const) {
      expect(formatFieldValue(field(type), '   ')).toBe(BLANK_LINE);
    }
  });

  it('fills every placeholder, the same value each time it appears', () => {
    const out = renderTemplate(
      'Eu, {{nome}}, CPF {{ cpf }}, recebi {{valor}} em {{data_pagamento}}. Assina: {{nome}}. {{extra}}',
      [
        { name: 'nome', label: 'Nome', type: 'text' },
        { name: 'cpf', label: 'CPF', type: 'cpf' },
        { name: 'valor', label: 'Valor', type: 'money' },
        { name: 'data_pagamento', label: 'Data', type: 'date' },
      ],
      { nome: 'Ana', cpf: '52998224725', valor: '10,00', data_pagamento: '2026-11-22' },
    );
    expect(out).toBe(
      `Eu, Ana, CPF 529.982.247-25, recebi R$ 10,00 (dez reais) em 22 de novembro de 2026. Assina: Ana. ${BLANK_LINE}`,
    );
  });
});

describe('the size of the filled document', () => {
  const texto = [{ name: 'texto', label: 'Texto', type: 'textarea' as const }];

  it('counts UTF-8 bytes: two 300,000-"ç" values are 1,200,000 bytes though only 600,000 characters', () => {
    expect(() => renderTemplate('{{texto}}{{texto}}', texto, { texto: 'ç'.repeat(300_000) })).toThrow(
      DocumentTooLargeError,
    );
    // One of them is 600,000 bytes, under 1,000,000.
    expect(renderTemplate('{{texto}}', texto, { texto: 'ç'.repeat(300_000) })).toHaveLength(300_000);
  });

  it('stops at the limit it is given, the template text counting too', () => {
    expect(renderTemplate('ab{{texto}}', texto, { texto: 'cd' }, 4)).toBe('abcd');
    expect(() => renderTemplate('abc{{texto}}', texto, { texto: 'de' }, 4)).toThrow(
      'O documento gerado ficaria maior que 1 MB. Encurte os valores dos campos ou o modelo.',
    );
  });
});

describe("a party's qualification agrees with the estado civil typed for it", () => {
  // The seeded procuração's qualification line, and the lawyer's line after it.
  const template =
    'OUTORGANTE: {{outorgante_nome}}, {{outorgante_estado_civil}}, inscrito(a) no CPF sob o nº {{outorgante_cpf}}, ' +
    'residente e domiciliado(a) em {{outorgante_endereco}}.\nOUTORGADO: {{advogado_nome}}, advogado(a) inscrito(a) na OAB.';
  const fields = [{ name: 'outorgante_cpf', label: 'CPF', type: 'text' as const }];
  const fill = (estadoCivil: string) =>
    renderTemplate(template, fields, {
      outorgante_nome: 'Maria Souza',
      outorgante_estado_civil: estadoCivil,
      outorgante_cpf: '000',
      outorgante_endereco: 'Rua A, 1',
      advogado_nome: 'João',
    });

  it('writes inscrita and domiciliada for "casada", and leaves the lawyer\'s line as the template has it', () => {
    const out = fill('casada');
    expect(out).toContain(
      'Maria Souza, casada, inscrita no CPF sob o nº 000, residente e domiciliada em Rua A, 1.',
    );
    expect(out).toContain('advogado(a) inscrito(a) na OAB');
  });

  it('writes inscrito and domiciliado for "Divorciado" and "viúvo"', () => {
    for (const estado of ['Divorciado', 'viúvo']) {
      expect(fill(estado)).toContain('inscrito no CPF sob o nº 000, residente e domiciliado em');
    }
  });

  it('keeps the (a) for an estado civil with no gender, or none typed', () => {
    for (const estado of ['em união estável', '']) {
      expect(fill(estado)).toContain('inscrito(a) no CPF');
    }
  });
});
