import { describe, expect, it } from 'vitest';
import { parseStfSumulas, parseStjSumulas, parseTemas } from './parse-precedents.ts';

// Snippets copied verbatim from the STF súmula file, the STJ súmula files and the STJ temas
// catalogue the base is built from.
describe('parseStfSumulas', () => {
  const text = [
    'Súmula 736 - STF',
    'Compete à Justiça do Trabalho julgar as ações que tenham como causa de pedir o descumprimento de normas trabalhistas relativas à segurança, higiene e saúde dos trabalhadores.',
    '-----',
    'Súmula 599 - STF',
    'São incabíveis embargos de divergência de decisão de turma, em agravo regimental. (Cancelada)',
    '-----',
    'Súmula 549 - STF',
    'A Taxa de Bombeiros do Estado de Pernambuco é constitucional, revogada a Súmula nº 274.',
    '-----',
    'Súmula 388 - STF',
    'O casamento da ofendida com quem não seja o ofensor faz cessar a qualidade do seu representante legal, e a ação penal só pode prosseguir por iniciativa da própria ofendida, observados os prazos legais de decadência e perempção. (Revogada)',
    '-----',
    'Súmula 359 - STF',
    'Ressalvada a revisão prevista em lei, os proventos da inatividade regulam-se pela lei vigente ao tempo em que o militar, ou o servidor civil, reuniu os requisitos necessários. (Alterada)',
    '-----',
    'Súmula 274 - STF',
    'É inconstitucional a taxa de serviço contra fogo cobrada pelo Estado de Pernambuco. (Revogada)',
    '-----',
    'Súmula 152 - STF',
    'A ação para anular venda de ascendente a descendente, sem consentimento dos demais, prescreve em quatro anos, a contar da abertura da sucessão.',
    '-----',
    'Súmula 3 - STF',
    'A imunidade concedida a deputados estaduais é restrita à Justiça do Estado. (Superada)',
  ].join('\n');

  it('reads the status each súmula is marked with, and a revocation stated by a later súmula', () => {
    const statuses = Object.fromEntries(parseStfSumulas(text).map((s) => [s.number, s.status]));
    expect(statuses).toEqual({
      3: 'superada',
      152: 'vigente',
      274: 'cancelada', // "(Revogada)", and Súmula 549: "revogada a Súmula nº 274"
      359: 'vigente', // "(Alterada)": reworded, still in force
      388: 'cancelada',
      549: 'vigente',
      599: 'cancelada',
      736: 'vigente',
    });
  });

  it('adds cancellations known from elsewhere (Súmula 152, revoked by Súmula 494)', () => {
    const s152 = parseStfSumulas(text, [152]).find((s) => s.number === 152);
    expect(s152?.status).toBe('cancelada');
  });
});

describe('parseStjSumulas', () => {
  const status = JSON.stringify([
    {
      numero: 7,
      status: 'vigente',
      texto: 'A pretensão de simples reexame de prova não enseja Recurso Especial.',
      marcador_cancelada_no_texto: false,
    },
    {
      numero: 603,
      status: 'cancelada',
      texto:
        'É vedado ao banco mutuante reter, em qualquer extensão, os salários, vencimentos e/ou proventos de correntista para adimplir o mútuo (comum) contraído, ainda que haja cláusula contratual autorizativa, excluído o empréstimo garantido por margem salarial consignável, com desconto em folha de pagamento, que possui regramento legal específico e admite a retenção de percentual.',
      marcador_cancelada_no_texto: false,
    },
  ]);
  const official = JSON.stringify([
    {
      id: 'Súmula 7',
      texto:
        'A pretensão de simples reexame de prova não enseja recurso especial.(CORTE ESPECIAL, julgado em28/06/1990, DJ03/07/1990, p. 6478)',
    },
  ]);

  it("takes the STJ's own text for a súmula in force, without the judgment note, and its date", () => {
    expect(parseStjSumulas(status, official)[0]).toEqual({
      court: 'STJ',
      number: 7,
      text: 'A pretensão de simples reexame de prova não enseja recurso especial.',
      status: 'vigente',
      date: '1990-06-28',
    });
  });

  it('keeps a cancelled súmula with its text and status (Súmula 603)', () => {
    expect(parseStjSumulas(status, official)[1]).toMatchObject({
      number: 603,
      status: 'cancelada',
      date: null,
    });
  });
});

describe('parseTemas', () => {
  it('reads thesis and status: fixed thesis → vigente, cancelled, none yet → pendente', () => {
    const temas = parseTemas(
      JSON.stringify([
        {
          tema: '1076',
          situacao: 'Acórdão Publicado - RE Pendente',
          questao:
            'Definição do alcance da norma inserta no § 8º do artigo 85 do Código de Processo Civil nas causas em que o valor da causa ou o proveito econômico da demanda forem elevados.',
          tese: 'i) A fixação dos honorários por apreciação equitativa não é permitida quando os valores da condenação, da causa ou o proveito econômico da demanda forem elevados.',
          orgao_julgador: 'CORTE ESPECIAL',
        },
        {
          tema: 56,
          situacao: 'Cancelado',
          questao:
            'Discute-se a "possibilidade de conversão de ação individual de cobrança de expurgos inflacionários sobre o saldo de cadernetas de poupança em liquidação/execução de sentença proferida em ação civil pública movida com a mesma finalidade".',
          tese: '',
          orgao_julgador: 'SEGUNDA SEÇÃO',
        },
        {
          tema: 978,
          situacao: 'Afetado',
          questao:
            'Definir o termo inicial do prazo prescricional para o ajuizamento de ação indenizatória por terceiros que se alegam prejudicados em decorrência da construção de Usina Hidrelétrica no Rio Manso; se é da data da construção da Usina ou da negativa de pagamento ao recorrente, diante da não inclusão de seu nome no acordo entabulado perante a Justiça Federal.',
          tese: '',
          orgao_julgador: 'SEGUNDA SEÇÃO',
        },
      ]),
    );
    expect(temas.map((t) => [t.number, t.status])).toEqual([
      [56, 'cancelada'],
      [978, 'pendente'],
      [1076, 'vigente'],
    ]);
    expect(temas[2]?.situation).toBe('Acórdão Publicado - RE Pendente');
  });
});
