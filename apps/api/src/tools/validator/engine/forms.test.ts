// Citation forms Brazilian lawyers write, judged against the whole shipped base (every article of
// the 24 acts, the STF and STJ súmulas, the STJ temas): lists and ranges, the act named first or
// by its popular name, abbreviations of parágrafos and alíneas, súmulas and temas as briefs cite
// them. Each real citation must be confirmed and each fabricated one caught; the law's text
// behind each expectation is quoted next to it (from the Planalto compilations of the base).
import { describe, expect, it } from 'vitest';
import { shippedLawbase } from '../../../../test/shipped-lawbase.ts';
import { runValidation } from './validation.ts';

const TODAY = '2026-11-22';
const lawbase = shippedLawbase();

/** The one citation found in `text`: its words, status and note. */
async function judged(text: string) {
  const r = await runValidation(text, { today: TODAY, lawbase });
  expect(r.citationDetails, r.citationDetails.map((d) => d.citation).join(' | ')).toHaveLength(1);
  const [d] = r.citationDetails;
  return d as NonNullable<typeof d>;
}

describe('the act named first, or by its popular name', () => {
  it.each([
    // CC art. 927, parágrafo único: "Haverá obrigação de reparar o dano, independentemente de culpa…"
    ['Código Civil, art. 927, parágrafo único, trata do risco.', 'com parágrafo único'],
    // CPP art. 312, § 1º: "A prisão preventiva também poderá ser decretada em caso de descumprimento…"
    ['Código de Processo Penal, art. 312, § 1º, autoriza a preventiva.', 'com § 1º'],
    // CF art. 5º, LXXIV: "o Estado prestará assistência jurídica integral e gratuita…"
    ['Está na Carta Magna, art. 5º, LXXIV.', 'com inciso LXXIV'],
    ['O art. 5º, LXXIV, da Lei Maior garante a assistência.', 'com inciso LXXIV'],
    // CDC art. 6º, VIII: "a facilitação da defesa de seus direitos, inclusive com a inversão do ônus da prova…"
    ['Prevê o art. 6º, VIII, do Código Consumerista a inversão.', 'com inciso VIII'],
    // ADCT art. 10, II, "b": the pregnant employee's stability
    [
      'Vale o art. 10, II, "b", do Ato das Disposições Constitucionais Transitórias.',
      'com inciso II, alínea "b"',
    ],
    // Lei 8.112/1990 art. 116: "São deveres do servidor:"
    ['Violou o art. 116 do Regime Jurídico Único.', 'Lei nº 8.112/1990'],
    ['Violou o art. 116 do Estatuto dos Servidores Públicos Federais.', 'Lei nº 8.112/1990'],
    // Lei 14.133/2021 art. 75, II: dispensa "para contratação que envolva valores inferiores a R$ 50.000,00…"
    ['A dispensa seguiu o art. 75, II, da Lei de Licitações.', 'Lei nº 14.133/2021'],
    // Lei 8.429/1992 art. 10: "Constitui ato de improbidade administrativa que causa lesão ao erário…"
    ['O ato se enquadra no art. 10 da Lei de Improbidade.', 'Lei nº 8.429/1992'],
    // Lei 7.347/1985 art. 5º: "Têm legitimidade para propor a ação principal e a ação cautelar:"
    ['A legitimidade vem do art. 5º da Lei de Ação Civil Pública.', 'Lei nº 7.347/1985'],
    // Lei 6.019/1974 art. 4º-A: "Considera-se prestação de serviços a terceiros a transferência…"
    ['A terceirização observa o art. 4º-A da Lei de Terceirização.', 'Lei nº 6.019/1974'],
    // Lei 9.656/1998 art. 12: "São facultadas a oferta, a contratação e a vigência dos produtos…"
    ['O plano obedece ao art. 12 da Lei de Planos de Saúde.', 'Lei nº 9.656/1998'],
    // Lei 13.709/2018 art. 7º: "O tratamento de dados pessoais somente poderá ser realizado…"
    ['O tratamento se apoia no art. 7º da Lei de Proteção de Dados.', 'Lei nº 13.709/2018'],
    // Lei 8.036/1990 art. 15: the employer's 8% deposit
    ['O depósito do art. 15 da Lei do Fundo de Garantia não foi feito.', 'Lei nº 8.036/1990'],
    // CTN art. 135, III: "os diretores, gerentes ou representantes de pessoas jurídicas de direito privado."
    ['Responde o sócio (art. 135, III, do Código Tributário).', 'com inciso III'],
    // ECA art. 7º: "A criança e o adolescente têm direito a proteção à vida e à saúde…"
    ['Vale o art. 7º do Estatuto da Criança.', 'Lei nº 8.069/1990'],
  ])('%s → válida', async (text, shown) => {
    const d = await judged(text);
    expect(d.status, d.details).toBe('valid');
    expect(d.details).toContain(shown);
  });

  it('takes a long name in parentheses between the act and the article, and a range "do art. 1º ao art. 5º"', async () => {
    // LGPD art. 7º: "O tratamento de dados pessoais somente poderá ser realizado nas seguintes hipóteses:"
    const lgpd = await judged(
      'Lei nº 13.709, de 14 de agosto de 2018 (Lei Geral de Proteção de Dados Pessoais – LGPD), art. 7º, I.',
    );
    expect(lgpd.status, lgpd.details).toBe('valid');
    // Lei 9.099/1995 arts. 1º to 5º: the Juizados' principles and competence
    expect((await judged('Veja-se do art. 1º ao art. 5º da Lei 9.099/95.')).status).toBe('valid');
    expect((await judged('Veja-se do art. 1º ao art. 98 da Lei 9.099/95.')).status).toBe('invalid');
  });

  it('names the act without "do"/"da" in compact writing ("art. 927, CC", "art. 14 CDC")', async () => {
    // CC art. 927: "Aquele que, por ato ilícito (arts. 186 e 187), causar dano a outrem, fica obrigado a repará-lo."
    expect((await judged('(art. 927, CC)')).status).toBe('valid');
    // CDC art. 14: the supplier's liability for defective services
    expect((await judged('(art. 14 CDC)')).status).toBe('valid');
    // CF art. 5º, LV: "aos litigantes, em processo judicial ou administrativo… contraditório e ampla defesa"
    expect((await judged('(art. 5º, LV, CF/88)')).status).toBe('valid');
    // CLT art. 477 has §§ 1º to 10 (Lei 13.467/2017 added § 10); no § 15
    expect((await judged('(art. 477, § 15, CLT)')).status).toBe('invalid');
  });
});

describe('lists and ranges: every article and every provision is checked', () => {
  it.each([
    // CF art. 5º, XXXV ("a lei não excluirá da apreciação do Poder Judiciário…") and art. 93, IX
    // ("todos os julgamentos dos órgãos do Poder Judiciário serão públicos, e fundamentadas…")
    ['A decisão viola os arts. 5º, XXXV, e 93, IX, da CF.'],
    // CF art. 1º, III (dignidade da pessoa humana) and art. 5º, X (intimidade, vida privada, honra)
    ['Ofende o art. 1º, III, e 5º, X, da Constituição Federal.'],
    // CC arts. 186 (ato ilícito) and 927 (obrigação de reparar), "combinado com"
    ['Responde pelo dano (art. 186 c/c art. 927 do Código Civil).'],
    ['Responde pelo dano (arts. 186 e 187 c/c 927, todos do Código Civil).'],
    // CC art. 927 has a parágrafo único (responsabilidade objetiva)
    ['Incidem os arts. 186, 187 e 927, caput e parágrafo único, do Código Civil.'],
    ['Incide o art. 927 e parágrafo único do Código Civil.'],
    // CPC art. 300: "A tutela de urgência será concedida quando houver elementos…"
    ['Presentes os requisitos dos arts. 300 e seguintes do CPC.'],
    ['Presentes os requisitos dos arts. 300 e ss. do CPC.'],
    // CLT art. 477, §§ 6º (prazo de dez dias) and 8º (multa)
    ['Devida a multa do art. 477, §§ 6º e 8º, da CLT.'],
    // CPC art. 85, § 2º, incisos I a IV: the criteria for fees
    ['Fixados os honorários pelo art. 85, § 2º, I a IV, do CPC.'],
    // CC art. 1.228, §§ 1º and 2º (função social; atos emulativos)
    ['Vejam-se os §§ 1º e 2º do art. 1.228 do Código Civil.'],
    // CF art. 5º, incisos XXXV and LV
    ['Vejam-se os incisos XXXV e LV do art. 5º da CF.'],
  ])('%s → válida', async (text) => {
    const d = await judged(text);
    expect(d.status, d.details).toBe('valid');
  });

  it.each([
    // CLT art. 477: § 6º exists, § 14 does not (the last is § 10)
    ['Devida a multa do art. 477, §§ 6º e 14, da CLT.', 'não tem § 14'],
    // CC art. 927 has only a parágrafo único: "§ 2º" cannot exist
    ['Vejam-se os arts. 186, 187 e 927, § 2º, do Código Civil.', 'não tem § 2º'],
    // CF art. 93 has incisos I to XV; art. 5º exists: the fabricated inciso is the second article's
    ['A decisão viola os arts. 5º, XXXV, e 93, XX, da CF.', 'não tem inciso XX'],
    // CC: the last article is 2.046
    ['Responde pelo dano (art. 186 c/c art. 2.050 do Código Civil).', 'o último artigo é o 2.046'],
    // Lei 12.016/2009 has 29 articles
    ['O rito está nos arts. 20 a 35 da Lei do Mandado de Segurança.', 'o último artigo é o 29'],
  ])('%s → inválida', async (text, why) => {
    const d = await judged(text);
    expect(d.status, d.details).toBe('invalid');
    expect(d.details).toContain(why);
  });
});

describe('alíneas listed, codes with their year, revoked provisions mentioned as such', () => {
  it('checks each alínea of a list (CF art. 5º, XXVIII: alíneas "a" and "b" only)', async () => {
    expect((await judged('Vale o art. 5º, XXVIII, "a" e "b", da CF.')).status).toBe('valid');
    const d = await judged('Vale o art. 5º, XXVIII, "a" e "c", da CF.');
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('não tem inciso XXVIII, alínea "c"');
  });

  it('reads "Código Civil de 1916" as the revoked code, not as the Código Civil of 2002', async () => {
    // CC/1916 revoked by the CC/2002 art. 2.045
    const d = await judged('O art. 159 do Código Civil de 1916 previa a culpa.');
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('Lei nº 3.071/1916');
  });

  it('never confirms a revoked article: presented as revoked, the note says so; cited as in force, it shows the official text', async () => {
    // CLT art. 384: "(Revogado pela Lei nº 13.467, de 2017)"
    const historical = await judged(
      'O art. 384 da CLT, revogado pela Reforma Trabalhista, previa um intervalo.',
    );
    expect(historical.status).toBe('suspicious');
    expect(historical.details).toContain('o texto o menciona como revogado');
    expect((await judged('Conforme o art. 384 da CLT, há intervalo antes da prorrogação.')).status).toBe(
      'suspicious',
    );
  });
});

describe('numbers, ordinals and abbreviations of provisions', () => {
  it.each([
    // CF art. 5º, § 1º: "As normas definidoras dos direitos e garantias fundamentais têm aplicação imediata."
    ['art. 5.º, § 1.º, da CF', 'com § 1º'],
    ['art. 5º, parágrafo primeiro, da CF', 'com § 1º'],
    // CPC art. 85, § 2º: fees "entre o mínimo de dez e o máximo de vinte por cento"
    ['art. 85, parágrafo 2º, do CPC', 'com § 2º'],
    ['art. 85, par. 2º, do CPC', 'com § 2º'],
    // CC art. 927, parágrafo único
    ['art. 927, par. ún., do Código Civil', 'com parágrafo único'],
    ['art. 927, p. único, do Código Civil', 'com parágrafo único'],
    ['art. 927, § único, do Código Civil', 'com parágrafo único'],
    // CF art. 5º, XXXIV, "a": "o direito de petição aos Poderes Públicos…"
    ['art. 5º, XXXIV, letra a, da CF', 'com inciso XXXIV, alínea "a"'],
    // CLT art. 477-A (Lei 13.467/2017), written without the hyphen
    ['art. 477A da CLT', 'art. 477-A'],
    // Lei 6.019/1974 art. 4º-A (Lei 13.429/2017)
    ['art. 4ºA da Lei 6.019/74', 'art. 4º-A'],
    // CLT art. 10: "Qualquer alteração na estrutura jurídica da empresa não afetará os direitos adquiridos…"
    ['ART. 10 DA CLT', 'art. 10'],
    // CF art. 93, IX: printed without its dash in the compilation ("IX todos os julgamentos…")
    ['art. 93, IX, da CF', 'com inciso IX'],
  ])('%s → válida', async (text, shown) => {
    const d = await judged(`Conforme ${text}, requer-se.`);
    expect(d.status, d.details).toBe('valid');
    expect(d.details).toContain(shown);
  });

  it('checks an inserted inciso with its letter (CF art. 92, I-A: the CNJ; art. 93, VIII-A)', async () => {
    const cnj = await judged('Conforme o art. 92, I-A, da CF, requer-se.');
    expect(cnj.status, cnj.details).toBe('valid');
    expect(cnj.details).toContain('com inciso I-A');
    expect((await judged('Conforme o art. 93, inciso VIII-A, da CF, requer-se.')).status).toBe('valid');
    // CF art. 5º: incisos I to LXXIX, none inserted with a letter
    const fake = await judged('Conforme o art. 5º, LXXVIII-A, da CF, requer-se.');
    expect(fake.status).toBe('invalid');
    expect(fake.details).toContain('não tem inciso LXXVIII-A');
  });

  it('does not read the C of "Código" as inciso C when the act is named first', async () => {
    // Código Penal art. 121, § 2º: homicídio qualificado
    const d = await judged('Código Penal, art. 121, § 2º, qualifica o crime.');
    expect(d.status, d.details).toBe('valid');
    expect(d.details).not.toContain('inciso C');
  });
});
describe('súmulas as briefs cite them', () => {
  it.each([
    // STJ Súmula 54: "Os juros moratórios fluem a partir do evento danoso, em caso de responsabilidade extracontratual."
    ['Súmula 54 STJ'],
    ['Súmula 54, STJ'],
    ['Súmula STJ 54'],
    ['Súmula STJ nº 54'],
    ['Súmula do STJ nº 54'],
    ['verbete sumular 54 do STJ'],
    ['enunciado nº 54 da Súmula do STJ'],
    ['Súmulas nºs 54 e 7 do STJ'],
  ])('%s → válida', async (text) => {
    const d = await judged(`Aplica-se a ${text} ao caso.`);
    expect(d.status, d.details).toBe('valid');
  });

  it.each([
    // STF Súmula 473: "A administração pode anular seus próprios atos…" — it exists, but the
    // base's copy of the STF series marks only some of its cancelled and superseded súmulas
    ['Súmula 473 do Supremo Tribunal Federal'],
    ['Súmula 473 do Supremo'],
    ['Súmula 473 do Excelso Pretório'],
  ])('%s → read as the STF Súmula 473, which exists, but não verificada as in force', async (text) => {
    const d = await judged(`Aplica-se a ${text} ao caso.`);
    expect(d.status, d.details).toBe('unverified');
    expect(d.details).toContain('Súmula 473 do STF existe');
    expect(d.details).toContain('não confirma que esteja em vigor');
  });

  it('never calls the STF Súmula 690 "em vigor": superseded, though the base copy does not mark it', async () => {
    // Súmula 690 (habeas corpus against a turma recursal goes to the STF) was left behind by the
    // STF itself; the text in the base carries no marker, so the Validator cannot say "em vigor"
    const d = await judged('Compete ao STF o habeas corpus, nos termos da Súmula 690 do STF.');
    expect(d.status).not.toBe('valid');
    expect(d.details).not.toContain('está em vigor');
    expect(d.details).toContain('não confirma que esteja em vigor');
  });

  it('still calls an STJ súmula in force "válida": the STJ list of cancelled ones is complete', async () => {
    // STJ Súmula 297: "O Código de Defesa do Consumidor é aplicável às instituições financeiras."
    const d = await judged('Aplica-se a Súmula 297 do STJ.');
    expect(d.status).toBe('valid');
    expect(d.details).toContain('Súmula 297 do STJ está em vigor');
  });

  it("checks the quoted text of a súmula cited by the court's full name", async () => {
    // STF Súmula 473 quoted with the STJ Súmula 297's words
    const d = await judged(
      'Diz a Súmula 473 do Supremo Tribunal Federal: "O Código de Defesa do Consumidor é aplicável às instituições financeiras."',
    );
    expect(d.status, d.details).toBe('suspicious');
  });

  it("says a súmula just above the base's last may have been edited since, and leaves it não verificada", async () => {
    // the base's STJ súmulas end at 676 (August 2025); the STJ may have edited more since
    const d = await judged('Aplica-se a Súmula 690 do STJ.');
    expect(d.status).toBe('unverified');
    expect(d.details).toContain('posterior à última súmula do STJ na base (nº 676)');
  });

  it('catches a súmula number written with the thousands dot, past every series', async () => {
    // the STJ's súmulas end at 676 (2025); 1.200 is beyond any growth since
    const d = await judged('Aplica-se a Súmula 1.200 do STJ.');
    expect(d.status, d.details).toBe('invalid');
  });
});

describe('temas as briefs cite them', () => {
  it.each([
    // STJ Tema 1.076: fees by equity are not allowed when the values are high
    ['Tema 1.076 do Superior Tribunal de Justiça'],
    ['Tema 1.076 (STJ)'],
    ['Tema 1076, STJ'],
    ['Tema 118 dos Recursos Repetitivos do STJ'],
    // STJ Tema 118 (REsp 1.111.164/BA)
    ['REsp repetitivo (Tema 118)'],
  ])('%s → válida', async (text) => {
    const r = await runValidation(`Conforme o ${text}, decide-se.`, { today: TODAY, lawbase });
    const tema = r.citationDetails.find((d) => d.kind === 'tema');
    expect(tema?.status, tema?.details).toBe('valid');
  });

  it('checks every tema of a list', async () => {
    expect((await judged('Conforme os Temas repetitivos 1.076 e 118 do STJ.')).status).toBe('valid');
    // the STJ catalogue ends at Tema 1.458
    const d = await judged('Conforme os Temas 1.076 e 1.600 do STJ.');
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('Tema 1.600 dos recursos repetitivos do STJ não existe');
  });

  it('keeps a tema of the STF "não verificada" and catches one past the STJ\'s last', async () => {
    expect((await judged('Conforme o Tema 1046 do Supremo Tribunal Federal.')).status).toBe('unverified');
    // the STJ catalogue ends at Tema 1.458
    expect((await judged('Conforme o Tema 1.600 do Superior Tribunal de Justiça.')).status).toBe('invalid');
  });
});

describe('provisions revoked after the compiled text was taken', () => {
  // Lei 15.040/2024, art. 133, revokes the Código Civil's insurance chapter (arts. 757 to 802) and
  // its one-year prescription (art. 206, § 1º, II); art. 134: in force a year after the DOU of
  // 10/12/2024. The compiled text prints them with "(Vide Lei nº 15.040, de 2024)" only.
  it.each([
    ['O contrato de seguro é regido pelo art. 757 do Código Civil.'],
    ['Ver o art. 802 do Código Civil.'],
    ['A pretensão do segurado prescreve em um ano (art. 206, § 1º, II, do Código Civil).'],
  ])('"%s" is suspicious, naming Lei 15.040/2024', async (text) => {
    const d = await judged(text);
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('foi revogado pela Lei nº 15.040, de 2024');
  });

  it.each([
    ['A reparação civil prescreve em três anos (art. 206, § 3º, V, do Código Civil).'],
    ['Ver o art. 756 do Código Civil.'],
    ['Ver o art. 803 do Código Civil.'],
  ])('leaves "%s" valid', async (text) => {
    expect((await judged(text)).status).toBe('valid');
  });
});

describe("a court's own decision", () => {
  // CF art. 14 has §§ 1º to 12 (§ 12 by EC 111/2021): a "§ 30" is the scanner's '§ 3º'
  const citing = 'Ofende o art. 14, § 30, da Constituição Federal.';

  it('calls a provision the base lacks "inválida" in a filing', async () => {
    expect((await judged(citing)).status).toBe('invalid');
  });

  it('calls the same provision "suspeita" inside a decision, naming an earlier wording or a slip', async () => {
    const r = await runValidation(`EMENTA: RECURSO. ACÓRDÃO. Vistos, relatados e discutidos. ${citing}`, {
      today: TODAY,
      lawbase,
    });
    const d = r.citationDetails.find((x) => x.citation === 'art. 14, § 30, da Constituição Federal');
    expect(d?.status).toBe('suspicious');
    expect(d?.details).toContain('citado em decisão judicial');
  });
});

describe('a tema without a fixed thesis', () => {
  // Tema 1.458 of the STJ: affected for judgment, no thesis yet in the shipped base (STJ's registry of
  // repetitive appeals); CPC art. 927, III binds by the thesis fixed, so none can be confirmed
  it('is "não verificada" when merely named, never "válida"', async () => {
    const d = await judged('O caso se relaciona ao Tema 1.458 do STJ.');
    expect(d.status).toBe('unverified');
    expect(d.details).toContain('ainda não tem tese firmada');
  });

  it('is "suspeita" when the text attributes a fixed thesis to it', async () => {
    const d = await judged('Conforme a tese firmada no Tema 1.458 do STJ, o pedido procede.');
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('o texto lhe atribui tese firmada');
  });
});

describe('a text with no citation', () => {
  it('has no reliability score: nothing to check is not "100 % confiável"', async () => {
    const r = await runValidation('O autor narra que trabalhou sem registro e pede as verbas devidas.', {
      today: TODAY,
      lawbase,
    });
    expect(r.totalCitations).toBe(0);
    expect(r.reliabilityScore).toBeNull();
  });
});
