import { describe, expect, it } from 'vitest';
import { parseAct } from './parse-act.ts';
import { findProvision } from './structure.ts';

// Every snippet below is copied verbatim (blank lines and "-----" separators included where the
// copy has them) from the compiled texts the base is built from; the file is named in each test.
const parse = (text: string, act = 'x') => parseAct(text, { act });
const only = (text: string) => {
  const records = parse(text);
  expect(records).toHaveLength(1);
  const [record] = records;
  if (!record) throw new Error('no record');
  return record;
};

describe('parseAct — article numbers', () => {
  it('reads ordinals written 1º, 1o and 1° as article 1 (CDC, Lei 12.016, ECA)', () => {
    const cdc = only(
      '        Art. 1° O presente código estabelece normas de proteção e defesa do consumidor, de ordem pública e interesse social, nos termos dos arts. 5°, inciso XXXII, 170, inciso V, da Constituição Federal e art. 48 de suas Disposições Transitórias.',
    );
    const ms = only(
      'Art. 1o Conceder-se-á mandado de segurança para proteger direito líquido e certo, não amparado por habeas corpus ou habeas data, sempre que, ilegalmente ou com abuso de poder, qualquer pessoa física ou jurídica sofrer violação ou houver justo receio de sofrê-la por parte de autoridade, seja de que categoria for e sejam quais forem as funções que exerça. (Vide ADIN 4296)',
    );
    const eca = only('Art. 1º Esta Lei dispõe sobre a proteção integral à criança e ao adolescente.');
    expect([cdc.article, ms.article, eca.article]).toEqual(['1', '1', '1']);
    expect(eca.structure.caput).toBe('Esta Lei dispõe sobre a proteção integral à criança e ao adolescente.');
    expect(eca.text).toBe('Art. 1º Esta Lei dispõe sobre a proteção integral à criança e ao adolescente.');
  });

  it('drops the thousands dot and keeps the letter of an inserted article (CC arts. 980-A, 1.080-A, 2.046)', () => {
    const records = parse(
      [
        'Art. 980A. (Revogado pela Lei nº 14.382, de 2022)',
        'Art. 1.080-A.  O sócio poderá participar e votar a distância em reunião ou em assembleia, nos termos do regulamento do órgão competente do Poder Executivo federal.       (Incluído pela Lei nº 14.030, de 2020)',
        'Art. 2.046. Todas as remissões, em diplomas legislativos, aos Códigos referidos no artigo antecedente, consideram-se feitas às disposições correspondentes deste Código.',
      ].join('\n'),
    );
    expect(records.map((r) => [r.article, r.articleNumber, r.status])).toEqual([
      ['980-A', 980, 'revogado'],
      ['1080-A', 1080, 'vigente'],
      ['2046', 2046, 'vigente'],
    ]);
    expect(records[2]?.text.startsWith('Art. 2.046. Todas as remissões')).toBe(true);
  });

  it('reads "477A." in the CLT copy as art. 477-A, but "13A Carteira" as art. 13 "A Carteira"', () => {
    const records = parse(
      [
        'Art. 13A Carteira de Trabalho e Previdência Social é obrigatória para o exercício de qualquer emprego, inclusive de natureza rural, ainda que em caráter temporário, e para o exercício por conta própria de atividade profissional remunerada.                   (Redação dada pelo Decreto-lei nº 926, de 10.10.1969)',
        '-----',
        '',
        'Art. 477A.  As dispensas imotivadas individuais, plúrimas ou coletivas equiparam-se para todos os fins, não havendo necessidade de autorização prévia de entidade sindical ou de celebração de convenção coletiva ou acordo coletivo de trabalho para sua efetivação.                       (Incluído pela Lei nº 13.467, de 2017)',
      ].join('\n'),
    );
    expect(records.map((r) => r.article)).toEqual(['13', '477-A']);
    expect(records[0]?.structure.caput).toMatch(/^A Carteira de Trabalho/);
    expect(records[0]?.text).toMatch(/^Art\. 13\. A Carteira de Trabalho/);
  });

  it('reads "897A Caberão" after art. 897 as art. 897-A, not as a second wording of art. 897 (CLT)', () => {
    const records = parse(
      [
        'Art. 897 Cabe agravo, no prazo de 8 (oito) dias:                        (Redação dada pela Lei nº 8.432, de 1992)',
        '',
        'a) de petição, das decisões do Juiz ou Presidente, nas execuções;                        (Redação dada pela Lei nº 8.432, de 1992)',
        '-----',
        ' Art. 897A Caberão embargos de declaração da sentença ou acórdão, no prazo de cinco dias, devendo seu julgamento ocorrer na primeira audiência ou sessão subseqüente a sua apresentação, registrado na certidão, admitido efeito modificativo da decisão nos casos de omissão e contradição no julgado e manifesto equívoco no exame dos pressupostos extrínsecos do recurso.                               (Incluído pela Lei nº 9.957, de 2000)',
      ].join('\n'),
    );
    expect(records.map((r) => r.article)).toEqual(['897', '897-A']);
    expect(records[0]?.structure.caput).toMatch(/^Cabe agravo/);
    expect(records[1]?.structure.caput).toMatch(/^Caberão embargos de declaração/);
  });

  it('reads "Art. 4o-A." of the Lei 6.019 copy as art. 4-A', () => {
    expect(
      only(
        'Art. 4o-B. São requisitos para o funcionamento da empresa de prestação de serviços a terceiros: (Incluído pela Lei nº 13.429, de 2017)',
      ).article,
    ).toBe('4-B');
  });
});

describe('parseAct — provisions', () => {
  it('splits caput, incisos, parágrafo único and its alíneas (ECA art. 4º)', () => {
    const eca4 = only(
      [
        'Art. 4º É dever da família, da comunidade, da sociedade em geral e do poder público assegurar, com absoluta prioridade, a efetivação dos direitos referentes à vida, à saúde, à alimentação, à educação, ao esporte, ao lazer, à profissionalização, à cultura, à dignidade, ao respeito, à liberdade e à convivência familiar e comunitária.',
        '',
        'Parágrafo único. A garantia de prioridade compreende:',
        '',
        'a) primazia de receber proteção e socorro em quaisquer circunstâncias;',
        '',
        'b) precedência de atendimento nos serviços públicos ou de relevância pública;',
      ].join('\n'),
    );
    expect(eca4.structure.units.map((u) => [u.kind, u.label])).toEqual([['paragrafo', 'unico']]);
    expect(findProvision(eca4.structure, { paragrafo: 'unico', alinea: 'b' })?.text).toBe(
      'b) precedência de atendimento nos serviços públicos ou de relevância pública;',
    );
    expect(findProvision(eca4.structure, { paragrafo: 'unico', alinea: 'c' })).toBeNull();
    expect(findProvision(eca4.structure, { paragrafo: '1' })).toBeNull();
  });

  it('nests incisos under the parágrafo above them (CLT art. 13, § 1º, I and II)', () => {
    const clt13 = only(
      [
        'Art. 13A Carteira de Trabalho e Previdência Social é obrigatória para o exercício de qualquer emprego, inclusive de natureza rural, ainda que em caráter temporário, e para o exercício por conta própria de atividade profissional remunerada.                   (Redação dada pelo Decreto-lei nº 926, de 10.10.1969)',
        '§ 1º - O disposto neste artigo aplica-se, igualmente, a quem:                     (Redação dada pelo Decreto-lei nº 926, de 10.10.1969)',
        'I - proprietário rural ou não, trabalhe individualmente ou em regime de economia familiar, assim entendido o trabalho dos membros da mesma família, indispensável à própria subsistência, e exercido em condições de mútua dependência e colaboração;                    (Incluído pelo Decreto-lei nº 926, de 10.10.1969)',
        'II - em regime de economia familiar e sem empregado, explore área não excedente do módulo rural ou de outro limite que venha a ser fixado, para cada região, pelo Ministério do Trabalho e Previdência Social.                     (Incluído pelo Decreto-lei nº 926, de 10.10.1969)',
        '§ 2º  A Carteira de Trabalho e Previdência Social (CTPS) obedecerá aos modelos que o Ministério da Economia adotar.   (Redação dada pela Lei nº 13.874, de 2019)',
        '§ 3º (Revogado).   (Redação dada pela Lei nº 13.874, de 2019)',
      ].join('\n'),
    );
    expect(findProvision(clt13.structure, { paragrafo: '1', inciso: 'II' })?.status).toBe('vigente');
    expect(findProvision(clt13.structure, { inciso: 'I' })).toBeNull();
    // "(Revogado)" given by the wording of Lei 13.874/2019: revoked by that law.
    expect(findProvision(clt13.structure, { paragrafo: '3' })).toMatchObject({
      status: 'revogado',
      revokedBy: 'Lei nº 13.874, de 2019',
    });
    expect(clt13.status).toBe('vigente');
  });
  it('reads "Il -" as inciso II, a conversion typo of the copy (CPP art. 657)', () => {
    const cpp657 = only(
      [
        'Art. 657. Se o paciente estiver preso, nenhum motivo escusará a sua apresentação, salvo:',
        'I - grave enfermidade do paciente;',
        'Il - não estar ele sob a guarda da pessoa a quem se atribui a detenção;',
        'III - se o comparecimento não tiver sido determinado pelo juiz ou pelo tribunal.',
        'Parágrafo único. O juiz poderá ir ao local em que o paciente se encontrar, se este não puder ser apresentado por motivo de doença.',
      ].join('\n'),
    );
    expect(cpp657.structure.units.map((u) => u.label)).toEqual(['I', 'II', 'III', 'unico']);
  });
  it('reads an inciso printed without its dash, "IX todos os julgamentos…", as inciso IX (CF art. 93)', () => {
    const cf93 = only(
      [
        'Art. 93. Lei complementar, de iniciativa do Supremo Tribunal Federal, disporá sobre o Estatuto da Magistratura, observados os seguintes princípios:',
        'VI - a aposentadoria dos magistrados e a pensão de seus dependentes observarão o disposto no art. 40;               (Redação dada pela Emenda Constitucional n 20, de 1998)',
        'VII o juiz titular residirá na respectiva comarca, salvo autorização do tribunal;               (Redação dada pela Emenda Constitucional n 45, de 2004)',
        'IX todos os julgamentos dos órgãos do Poder Judiciário serão públicos, e fundamentadas todas as decisões, sob pena de nulidade, podendo a lei limitar a presença, em determinados atos, às próprias partes e a seus advogados, ou somente a estes, em casos nos quais a preservação do direito à intimidade do interessado no sigilo não prejudique o interesse público à informação;               (Redação dada pela Emenda Constitucional n 45, de 2004)',
      ].join('\n'),
    );
    expect(cf93.structure.units.map((u) => u.label)).toEqual(['VI', 'VII', 'IX']);
    expect(findProvision(cf93.structure, { inciso: 'IX' })?.status).toBe('vigente');
  });

  it('reads "I-A o Conselho…", an inserted inciso without its dash, as inciso I-A, not inciso I (CF art. 92)', () => {
    const cf92 = only(
      [
        'Art. 92. São órgãos do Poder Judiciário:',
        'I - o Supremo Tribunal Federal;',
        'I-A o Conselho Nacional de Justiça;             (Incluído pela Emenda Constitucional n 45, de 2004)',
        'II - o Superior Tribunal de Justiça;',
        'II-A - o Tribunal Superior do Trabalho;            (Incluído pela Emenda Constitucional n 92, de 2016)',
      ].join('\n'),
    );
    expect(cf92.structure.units.map((u) => u.label)).toEqual(['I', 'I-A', 'II', 'II-A']);
  });

  it('keeps § 2º and the inserted §§ 2º-A and 2º-B apart (CP art. 121; § 2º-A revoked by Lei 14.994/2024)', () => {
    const cp121 = only(
      [
        'Art. 121. Matar alguem:',
        'Homicídio qualificado',
        '§ 2° Se o homicídio é cometido:',
        '',
        'I - mediante paga ou promessa de recompensa, ou por outro motivo torpe;',
        '',
        '§ 2o-A (Revogado pela Lei nº 14.994, de 2024)',
        '',
        '§ 2º-B. A pena do homicídio contra menor de 14 (quatorze) anos é aumentada de: (Incluído pela Lei nº 14.344, de 2022) Vigência',
      ].join('\n'),
    );
    expect(cp121.structure.units.map((u) => u.label)).toEqual(['2', '2-A', '2-B']);
    expect(findProvision(cp121.structure, { paragrafo: '2' })).toMatchObject({ status: 'vigente' });
    expect(findProvision(cp121.structure, { paragrafo: '2', inciso: 'I' })).not.toBeNull();
    expect(findProvision(cp121.structure, { paragrafo: '2-A' })).toMatchObject({
      status: 'revogado',
      revokedBy: 'Lei nº 14.994, de 2024',
    });
  });
});

describe('parseAct — status', () => {
  it('marks a revoked article and names the revoking act (CLT art. 384)', () => {
    const clt384 = only('Art. 384 - (Revogado pela Lei nº 13.467, de 2017)\n-----');
    expect(clt384).toMatchObject({ article: '384', status: 'revogado', revokedBy: 'Lei nº 13.467, de 2017' });
  });

  it('marks a revoked parágrafo of an article in force (CLT art. 58, § 3º)', () => {
    const clt58 = only(
      [
        'Art. 58A duração normal do trabalho, para os empregados em qualquer atividade privada, não excederá de 8 (oito) horas diárias, desde que não seja fixado expressamente outro limite.',
        '',
        '§ 1o Não serão descontadas nem computadas como jornada extraordinária as variações de horário no registro de ponto não excedentes de cinco minutos, observado o limite máximo de dez minutos diários.                         (Parágrafo incluído pela Lei nº 10.243, de 19.6.2001)',
        '',
        '§ 3o  (Revogado pela Lei nº 13.467, de 2017)',
      ].join('\n'),
    );
    expect(clt58.article).toBe('58');
    expect(clt58.status).toBe('vigente');
    expect(findProvision(clt58.structure, { paragrafo: '3' })).toMatchObject({
      status: 'revogado',
      revokedBy: 'Lei nº 13.467, de 2017',
    });
    expect(findProvision(clt58.structure, { paragrafo: '1' })?.status).toBe('vigente');
  });

  it('marks vetoed articles, "(Vetado)." and "(VETADO)." (CDC art. 11; LGPD art. 57, printed "Art. 5 7.")', () => {
    expect(only('        Art. 11. (Vetado).')).toMatchObject({
      article: '11',
      status: 'vetado',
      revokedBy: null,
    });
    expect(only('Art. 5 7. (VETADO).')).toMatchObject({ article: '57', status: 'vetado' });
  });

  it('keeps an article whose caput was revoked but whose parágrafo único survives in force (CC art. 227)', () => {
    const cc227 = only(
      [
        'Art. 227. (Revogado pela Lei n º 13.105, de 2015) (Vigência)',
        '',
        'Parágrafo único. Qualquer que seja o valor do negócio jurídico, a prova testemunhal é admissível como subsidiária ou complementar da prova por escrito.',
      ].join('\n'),
    );
    expect(cc227.status).toBe('vigente');
    expect(cc227.structure.caputStatus).toBe('revogado');
    expect(findProvision(cc227.structure, { paragrafo: 'unico' })?.status).toBe('vigente');
  });

  it('expands a revoked range into one revoked record per article (CC arts. 1.620 a 1.629)', () => {
    const range = parse('Art. 1.620. a 1.629. (Revogados pela Lei nº 12.010, de 2009) Vigência');
    expect(range.map((r) => r.article)).toEqual([
      '1620',
      '1621',
      '1622',
      '1623',
      '1624',
      '1625',
      '1626',
      '1627',
      '1628',
      '1629',
    ]);
    expect(range.every((r) => r.status === 'revogado' && r.revokedBy === 'Lei nº 12.010, de 2009')).toBe(
      true,
    );
  });

  it('reads a revocation printed without parentheses (CPP art. 632)', () => {
    expect(only('Art. 632. Revogado pela Lei nº 3.396, de 2.6.1958:')).toMatchObject({
      status: 'revogado',
      revokedBy: 'Lei nº 3.396, de 2.6.1958',
    });
  });
});

describe('parseAct — structure of the text', () => {
  it('keeps the later of two wordings of the same article (Lei 12.016 art. 16, old then current)', () => {
    const ms16 = only(
      [
        'Art. 16. Nos casos de competência originária dos tribunais, caberá ao relator a instrução do processo, sendo assegurada a defesa oral na sessão do julgamento.',
        'Art. 16. Nos casos de competência originária dos tribunais, caberá ao relator a instrução do processo, sendo assegurada a defesa oral na sessão do julgamento do mérito ou do pedido liminar. (Redação dada pela Lei nº 13.676, de 2018)',
        'Parágrafo único. Da decisão do relator que conceder ou denegar a medida liminar caberá agravo ao órgão competente do tribunal que integre.',
      ].join('\n'),
    );
    expect(ms16.structure.caput).toMatch(
      /do mérito ou do pedido liminar\. \(Redação dada pela Lei nº 13\.676, de 2018\)$/,
    );
    expect(findProvision(ms16.structure, { paragrafo: 'unico' })).not.toBeNull();
  });

  it('builds the heading path and takes the rubrica above an article (CP art. 121)', () => {
    const cp121 = only(
      [
        'TÍTULO I',
        'DOS CRIMES CONTRA A PESSOA',
        '-----',
        'CAPÍTULO I',
        'DOS CRIMES CONTRA A VIDA',
        '-----',
        'Homicídio simples',
        '-----',
        'Art. 121. Matar alguem:',
        'Pena - reclusão, de seis a vinte anos.',
        'Caso de diminuição de pena',
        '§ 1º Se o agente comete o crime impelido por motivo de relevante valor social ou moral, ou sob o domínio de violenta emoção, logo em seguida a injusta provocação da vítima, o juiz pode reduzir a pena de um sexto a um terço.',
      ].join('\n'),
    );
    expect(cp121.headingPath).toEqual([
      'TÍTULO I - DOS CRIMES CONTRA A PESSOA',
      'CAPÍTULO I - DOS CRIMES CONTRA A VIDA',
      'Homicídio simples',
    ]);
    expect(cp121.structure.caput).toBe('Matar alguem:\nPena - reclusão, de seis a vinte anos.');
    expect(findProvision(cp121.structure, { paragrafo: '1' })?.rubrica).toBe('Caso de diminuição de pena');
  });

  it('keeps amending text quoted in an article inside it (CPC arts. 1.064 and 1.065 rewriting Lei 9.099)', () => {
    const records = parse(
      [
        '-----',
        ' Art. 1.064. O caput do art. 48 da Lei nº 9.099, de 26 de setembro de 1995 , passa a vigorar com a seguinte redação: (Vigência)',
        '“ Art. 48. Caberão embargos de declaração contra sentença ou acórdão nos casos previstos no Código de Processo Civil .',
        '...................................................................................” (NR)',
        '-----',
        ' Art. 1.065. O art. 50 da Lei nº 9.099, de 26 de setembro de 1995 , passa a vigorar com a seguinte redação: (Vigência)',
        '“ Art. 50. Os embargos de declaração interrompem o prazo para a interposição de recurso.” (NR)',
      ].join('\n'),
    );
    expect(records.map((r) => r.article)).toEqual(['1064', '1065']);
    expect(records[0]?.text).toContain('“ Art. 48. Caberão embargos de declaração');
    expect(records[1]?.text).toContain('“ Art. 50. Os embargos de declaração interrompem');
  });

  it('stops at the place and date above the signatures (Lei 8.112: the 1991 promulgation of vetoed parts)', () => {
    const records = parse(
      [
        'Art. 192. (Revogado pela Lei nº 9.527, de 10.12.97))',
        'Art. 253. Ficam revogadas a Lei nº 1.711, de 28 de outubro de 1952, e respectiva legislação complementar, bem como as demais disposições em contrário.',
        'Brasília, 11 de dezembro de 1990; 169o da Independência e 102o da República.',
        'FERNANDO COLLOR',
        'Art. 192. O servidor que contar tempo de serviço para aposentadoria com provento integral será aposentado:',
      ].join('\n'),
    );
    expect(records.map((r) => [r.article, r.status])).toEqual([
      ['192', 'revogado'],
      ['253', 'vigente'],
    ]);
  });

  it('reads the CF or the ADCT out of the one file that holds both', () => {
    const text = [
      ' Art. 250. Com o objetivo de assegurar recursos para o pagamento dos benefícios concedidos pelo regime geral de previdência social, em adição aos recursos de sua arrecadação, a União poderá constituir fundo integrado por bens, direitos e ativos de qualquer natureza, mediante lei que disporá sobre a natureza e administração desse fundo.         (Incluído pela Emenda Constitucional n 20, de 1998)',
      'ATO DAS DISPOSIÇÕES CONSTITUCIONAIS TRANSITÓRIAS',
      'Art. 1. O Presidente da República, o Presidente do Supremo Tribunal Federal e os membros do Congresso Nacional prestarão o compromisso de manter, defender e cumprir a Constituição, no ato e na data de sua promulgação.',
    ].join('\n');
    expect(parseAct(text, { act: 'cf-1988', part: 'before-adct' }).map((r) => r.article)).toEqual(['250']);
    expect(parseAct(text, { act: 'adct-1988', part: 'adct' }).map((r) => r.article)).toEqual(['1']);
  });
});

describe('parseAct — word boundaries', () => {
  it('keeps one-letter words apart on a line that starts "I - a" (CDC.txt, art. 26)', () => {
    const [record] = parse(
      '        Art. 26. O direito de reclamar pelos vícios aparentes ou de fácil constatação caduca em:\n' +
        '\n' +
        '        I - trinta dias, tratando-se de fornecimento de serviço e de produtos não duráveis;\n' +
        '\n' +
        '        II - noventa dias, tratando-se de fornecimento de serviço e de produtos duráveis.\n' +
        '\n' +
        '        § 1° Inicia-se a contagem do prazo decadencial a partir da entrega efetiva do produto ou do término da execução dos serviços.\n' +
        '\n' +
        '        § 2° Obstam a decadência:\n' +
        '\n' +
        '        I - a reclamação comprovadamente formulada pelo consumidor perante o fornecedor de produtos e serviços até a resposta negativa correspondente, que deve ser transmitida de forma inequívoca;\n' +
        '\n' +
        '        II - (Vetado).\n' +
        '\n' +
        '        III - a instauração de inquérito civil, até seu encerramento.\n' +
        '\n' +
        '        § 3° Tratando-se de vício oculto, o prazo decadencial inicia-se no momento em que ficar evidenciado o defeito.\n' +
        '-----\n' +
        '\n' +
        '        Art. 27. Prescreve em cinco anos a pretensão à reparação pelos danos causados por fato do produto ou do serviço prevista na Seção II deste Capítulo, iniciando-se a contagem do prazo a partir do conhecimento do dano e de sua autoria.\n',
    );
    expect(record?.article).toBe('26');
    expect(record?.text).toContain(
      'I - a reclamação comprovadamente formulada pelo consumidor perante o fornecedor de produtos e serviços até a resposta negativa correspondente',
    );
    expect(record?.text).not.toMatch(/peranteo|produtose|atéa/);
  });

  it('reads a letter-spaced heading as its words (codigo_civil.txt: "P A R T E    G E R A L")', () => {
    const [record] = parse(
      'P A R T E    G E R A L\n\nArt. 1º Toda pessoa é capaz de direitos e deveres na ordem civil.',
    );
    expect(record?.headingPath).toEqual(['PARTE GERAL']);
  });
});
