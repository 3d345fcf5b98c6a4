// A few rows of the knowledge base, as the base stores them (corpus/lawbase.repository.ts), with
// texts copied from the compiled official texts the base is built from (Planalto compilations;
// STF and STJ súmulas; STJ temas repetitivos). For unit tests of the Validator's judgement; the
// integration tests read the real base.
import { normaliseArticle, type ProvisionUnit } from '@lexato/legal';
import type {
  ArticleListing,
  ArticleRow,
  Coverage,
  SumulaRow,
  TemaRow,
} from '../../corpus/lawbase.repository.ts';
import type { LawbaseLookup } from './validator.lawbase.ts';

type Status = 'vigente' | 'revogado' | 'vetado';

const unit = (
  kind: ProvisionUnit['kind'],
  label: string,
  text: string,
  status: Status = 'vigente',
  revokedBy: string | null = null,
): ProvisionUnit => ({ kind, label, text, status, revokedBy, children: [] });

function article(
  act: string,
  raw: string,
  text: string,
  options: {
    status?: Status;
    revokedBy?: string;
    caputStatus?: Status;
    caputRevokedBy?: string;
    units?: ProvisionUnit[];
  } = {},
): ArticleRow {
  const a = normaliseArticle(raw) ?? raw;
  return {
    id: `${act}:${a}`,
    act,
    article: a,
    articleNumber: Number.parseInt(a, 10),
    title: `${act}, art. ${raw}`,
    reference: null,
    text,
    status: options.status ?? 'vigente',
    revokedBy: options.revokedBy ?? null,
    headingPath: [],
    structure: {
      caput: text.split('\n')[0] ?? '',
      caputStatus: options.caputStatus ?? options.status ?? 'vigente',
      caputRevokedBy: options.caputRevokedBy ?? options.revokedBy ?? null,
      units: options.units ?? [],
    },
    url: null,
    origin: 'lexato',
  };
}

export const CLT = 'decreto-lei-5452-1943';
export const CDC = 'lei-8078-1990';
export const CC = 'lei-10406-2002';
export const CP = 'decreto-lei-2848-1940';
export const CF = 'cf-1988';
export const LEI_9099 = 'lei-9099-1995';
export const LEI_11101 = 'lei-11101-2005';
export const LEI_14133 = 'lei-14133-2021';
export const LGPD = 'lei-13709-2018';
export const CPC = 'lei-13105-2015';

const REVOGADO_13467 = 'Lei nº 13.467, de 2017';

// biome-ignore format: one article a line, as printed
export const ARTICLES: ArticleRow[] = [
  article(CLT, '58', 'Art. 58 A duração normal do trabalho, para os empregados em qualquer atividade privada, não excederá de 8 (oito) horas diárias, desde que não seja fixado expressamente outro limite.\n§ 1º Não serão descontadas nem computadas como jornada extraordinária as variações de horário no registro de ponto não excedentes de cinco minutos, observado o limite máximo de dez minutos diários.\n§ 2º O tempo despendido pelo empregado desde a sua residência até a efetiva ocupação do posto de trabalho e para o seu retorno, caminhando ou por qualquer meio de transporte, inclusive o fornecido pelo empregador, não será computado na jornada de trabalho, por não ser tempo à disposição do empregador.\n§ 3º (Revogado pela Lei nº 13.467, de 2017)', {
    units: [
      unit('paragrafo', '1', '§ 1º Não serão descontadas nem computadas como jornada extraordinária as variações de horário no registro de ponto não excedentes de cinco minutos, observado o limite máximo de dez minutos diários.'),
      unit('paragrafo', '2', '§ 2º O tempo despendido pelo empregado desde a sua residência até a efetiva ocupação do posto de trabalho e para o seu retorno, caminhando ou por qualquer meio de transporte, inclusive o fornecido pelo empregador, não será computado na jornada de trabalho, por não ser tempo à disposição do empregador.'),
      unit('paragrafo', '3', '§ 3º (Revogado pela Lei nº 13.467, de 2017)', 'revogado', REVOGADO_13467),
    ],
  }),
  article(CLT, '59', 'Art. 59. A duração diária do trabalho poderá ser acrescida de horas extras, em número não excedente de duas, por acordo individual, convenção coletiva ou acordo coletivo de trabalho.'),
  article(CLT, '59-A', 'Art. 59-A. Em exceção ao disposto no art. 59 desta Consolidação, é facultado às partes, mediante acordo individual escrito, convenção coletiva ou acordo coletivo de trabalho, estabelecer horário de trabalho de doze horas seguidas por trinta e seis horas ininterruptas de descanso, observados ou indenizados os intervalos para repouso e alimentação.'),
  article(CLT, '59-B', 'Art. 59-B. O não atendimento das exigências legais para compensação de jornada, inclusive quando estabelecida mediante acordo tácito, não implica a repetição do pagamento das horas excedentes à jornada normal diária se não ultrapassada a duração máxima semanal, sendo devido apenas o respectivo adicional.'),
  article(CLT, '384', 'Art. 384 - (Revogado pela Lei nº 13.467, de 2017)', { status: 'revogado', revokedBy: REVOGADO_13467 }),
  article(CLT, '477', 'Art. 477. Na extinção do contrato de trabalho, o empregador deverá proceder à anotação na Carteira de Trabalho e Previdência Social, comunicar a dispensa aos órgãos competentes e realizar o pagamento das verbas rescisórias no prazo e na forma estabelecidos neste artigo.'),
  article(CLT, '477-A', 'Art. 477-A. As dispensas imotivadas individuais, plúrimas ou coletivas equiparam-se para todos os fins, não havendo necessidade de autorização prévia de entidade sindical ou de celebração de convenção coletiva ou acordo coletivo de trabalho para sua efetivação.'),
  article(CLT, '477-B', 'Art. 477-B. Plano de Demissão Voluntária ou Incentivada, para dispensa individual, plúrima ou coletiva, previsto em convenção coletiva ou acordo coletivo de trabalho, enseja quitação plena e irrevogável dos direitos decorrentes da relação empregatícia, salvo disposição em contrário estipulada entre as partes.'),
  article(CLT, '611-A', 'Art. 611-A. A convenção coletiva e o acordo coletivo de trabalho têm prevalência sobre a lei quando, entre outros, dispuserem sobre:'),
  article(CLT, '611-B', 'Art. 611-B. Constituem objeto ilícito de convenção coletiva ou de acordo coletivo de trabalho, exclusivamente, a supressão ou a redução dos seguintes direitos:'),
  article(CDC, '104-A', 'Art. 104-A. A requerimento do consumidor superendividado pessoa natural, o juiz poderá instaurar processo de repactuação de dívidas, com vistas à realização de audiência conciliatória, presidida por ele ou por conciliador credenciado no juízo, com a presença de todos os credores de dívidas previstas no art. 54-A deste Código, na qual o consumidor apresentará proposta de plano de pagamento com prazo máximo de 5 (cinco) anos, preservados o mínimo existencial, nos termos da regulamentação, e as garantias e as formas de pagamento originalmente pactuadas.'),
  article(CDC, '104-B', 'Art. 104-B. Se não houver êxito na conciliação em relação a quaisquer credores, o juiz, a pedido do consumidor, instaurará processo por superendividamento para revisão e integração dos contratos e repactuação das dívidas remanescentes mediante plano judicial compulsório e procederá à citação de todos os credores cujos créditos não tenham integrado o acordo porventura celebrado.'),
  article(CDC, '104-C', 'Art. 104-C. Compete concorrente e facultativamente aos órgãos públicos integrantes do Sistema Nacional de Defesa do Consumidor a fase conciliatória e preventiva do processo de repactuação de dívidas, nos moldes do art. 104-A deste Código, no que couber, com possibilidade de o processo ser regulado por convênios específicos celebrados entre os referidos órgãos e as instituições credoras ou suas associações.'),
  article(CC, '227', 'Art. 227. (Revogado pela Lei nº 13.105, de 2015)\nParágrafo único. Qualquer que seja o valor do negócio jurídico, a prova testemunhal é admissível como subsidiária ou complementar da prova por escrito.', {
    caputStatus: 'revogado',
    caputRevokedBy: 'Lei nº 13.105, de 2015',
    units: [unit('paragrafo', 'unico', 'Parágrafo único. Qualquer que seja o valor do negócio jurídico, a prova testemunhal é admissível como subsidiária ou complementar da prova por escrito.')],
  }),
  article(CC, '412', 'Art. 412. O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal.'),
  article(CC, '1.510-A', 'Art. 1.510-A. O proprietário de uma construção-base poderá ceder a superfície superior ou inferior de sua construção a fim de que o titular da laje mantenha unidade distinta daquela originalmente construída sobre o solo.'),
  article(CC, '1.510-E', 'Art. 1.510-E. A ruína da construção-base implica extinção do direito real de laje, salvo:'),
  article(CP, '240', 'Art. 240 - (Revogado pela Lei nº 11.106, de 2005)', { status: 'revogado', revokedBy: 'Lei nº 11.106, de 2005' }),
  article(CF, '7', 'Art. 7º São direitos dos trabalhadores urbanos e rurais, além de outros que visem à melhoria de sua condição social:\nXXIX - ação, quanto aos créditos resultantes das relações de trabalho, com prazo prescricional de cinco anos para os trabalhadores urbanos e rurais, até o limite de dois anos após a extinção do contrato de trabalho;', {
    units: [unit('inciso', 'XXIX', 'XXIX - ação, quanto aos créditos resultantes das relações de trabalho, com prazo prescricional de cinco anos para os trabalhadores urbanos e rurais, até o limite de dois anos após a extinção do contrato de trabalho;')],
  }),
  article(LEI_9099, '3', 'Art. 3º O Juizado Especial Cível tem competência para conciliação, processo e julgamento das causas cíveis de menor complexidade, assim consideradas:\nI - as causas cujo valor não exceda a quarenta vezes o salário mínimo;\nII - as enumeradas no art. 275, inciso II, do Código de Processo Civil;\nIII - a ação de despejo para uso próprio;\nIV - as ações possessórias sobre bens imóveis de valor não excedente ao fixado no inciso I deste artigo.', {
    units: [
      unit('inciso', 'I', 'I - as causas cujo valor não exceda a quarenta vezes o salário mínimo;'),
      unit('inciso', 'II', 'II - as enumeradas no art. 275, inciso II, do Código de Processo Civil;'),
      unit('inciso', 'III', 'III - a ação de despejo para uso próprio;'),
      unit('inciso', 'IV', 'IV - as ações possessórias sobre bens imóveis de valor não excedente ao fixado no inciso I deste artigo.'),
    ],
  }),
  article(LEI_11101, '47', 'Art. 47. A recuperação judicial tem por objetivo viabilizar a superação da situação de crise econômico-financeira do devedor, a fim de permitir a manutenção da fonte produtora, do emprego dos trabalhadores e dos interesses dos credores, promovendo, assim, a preservação da empresa, sua função social e o estímulo à atividade econômica.'),
  article(LEI_14133, '75', 'Art. 75. É dispensável a licitação:'),
  article(LGPD, '7', 'Art. 7º O tratamento de dados pessoais somente poderá ser realizado nas seguintes hipóteses:'),
];

/** The last article of each act (the compiled texts' last "Art."), for "past the last article". */
// biome-ignore format: a table
export const LAST_ARTICLES: Record<string, number> = {
  [CLT]: 922, [CDC]: 119, [CC]: 2046, [CP]: 361, [CF]: 250, [LEI_9099]: 97, [LEI_11101]: 201,
  [LEI_14133]: 194, [LGPD]: 65, [CPC]: 1072,
};

const sumula = (
  court: 'STF' | 'STJ',
  number: number,
  text: string,
  status: SumulaRow['status'] = 'vigente',
): SumulaRow => ({
  id: `${court.toLowerCase()}-sumula:${number}`,
  court,
  number,
  title: `Súmula ${number} do ${court}`,
  text,
  status,
  date: null,
  url: null,
  origin: 'lexato',
});

// biome-ignore format: one súmula a line
export const SUMULAS: SumulaRow[] = [
  sumula('STJ', 7, 'A pretensão de simples reexame de prova não enseja Recurso Especial.'),
  sumula('STJ', 603, 'É vedado ao banco mutuante reter, em qualquer extensão, os salários, vencimentos e/ou proventos de correntista para adimplir o mútuo (comum) contraído, ainda que haja cláusula contratual autorizativa, excluído o empréstimo garantido por margem salarial consignável, com desconto em folha de pagamento, que possui regramento legal específico e admite a retenção de percentual.', 'cancelada'),
  sumula('STF', 331, 'É legítima a incidência do impôsto de transmissão causa mortis no inventário por morte presumida.'),
];

export const TEMAS: TemaRow[] = [
  {
    id: 'stj-tema:1076',
    number: 1076,
    title: 'Tema 1076 do STJ',
    text: 'Questão: Definição do alcance da norma inserta no § 8º do artigo 85 do Código de Processo Civil nas causas em que o valor da causa ou o proveito econômico da demanda forem elevados.',
    thesis:
      'i) A fixação dos honorários por apreciação equitativa não é permitida quando os valores da condenação, da causa ou o proveito econômico da demanda forem elevados.',
    situation: 'Trânsito em Julgado',
    status: 'vigente',
    url: null,
  },
];

/** The fixture as the Validator reads the base. */
export function fixtureLawbase(): LawbaseLookup {
  const acts = Object.keys(LAST_ARTICLES);
  const listing = (act: string): ArticleListing[] => [
    ...ARTICLES.filter((a) => a.act === act).map((a) => ({
      article: a.article,
      articleNumber: a.articleNumber,
      status: a.status,
    })),
    { article: String(LAST_ARTICLES[act]), articleNumber: LAST_ARTICLES[act] ?? 0, status: 'vigente' },
  ];
  const coverage: Coverage = {
    release: 1,
    loadedAt: null,
    acts: acts.map((act) => ({
      act,
      short: act,
      citation: act,
      url: null,
      articles: listing(act).length,
      lastArticle: LAST_ARTICLES[act] ?? 0,
    })),
    sumulas: [
      { court: 'STF', count: 736, highest: 736 },
      { court: 'STJ', count: 676, highest: 676 },
    ],
    temas: { court: 'STJ', count: 1322, highest: 1458 },
  };
  return {
    coverage: async () => coverage,
    articles: async (act) => listing(act),
    article: async (act, raw) => ARTICLES.find((a) => a.act === act && a.article === normaliseArticle(raw)),
    sumula: async (court, n) => SUMULAS.find((s) => s.court === court && s.number === n),
    tema: async (n) => TEMAS.find((t) => t.number === n),
  };
}
