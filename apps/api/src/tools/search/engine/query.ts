// Turns what a lawyer typed into search terms. Pure: no database. Questions are matched by any of
// their words (OR), weighted later by rarity; quotes, minus signs or OR switch to the strict
// web-search syntax (every word required), for users who ask for it.
import { type Citation, extractCitations, findLaw, foldAccents } from '@lexato/legal';

export interface ParsedQuery {
  /** Quotes, minus or OR: strict websearch_to_tsquery semantics. */
  strict: boolean;
  /** The query's words in order (letters, digits, dotted numbers), stopwords included. */
  words: string[];
  /** Extra words from the legal synonym list, each a phrase or word, weighted lower. */
  expansions: string[];
  /**
   * "art. 477", "artigo 1.228", "súmula 331": numbers to boost in titles, each with the act or
   * court written beside it (null when none is): "Súmula 7/STJ" lifts the STJ's, not the STF's.
   */
  articleNumbers: Array<{ number: string; act: string | null }>;
  sumulaNumbers: Array<{ number: string; court: string | null }>;
  /** Acts (catalogue ids) whose subject the question names: their articles rank higher. */
  actHints: string[];
}

// Legal synonyms: when the folded question matches the pattern, the words are searched too.
// Written from the vocabulary of the CLT, CDC, CPC, CC and CF (the words the statutes use for
// what clients and lawyers call by another name).
const SYNONYMS: Array<[RegExp, string]> = [
  [
    // Not "ação rescisória" (CPC art. 966), which rescinds a judgment, not a contract.
    /\brescis(?!ori)|\brescind|verbas rescisorias|\bdemiss|\bdemitid|mandad[oa] embora/,
    'rescisão rescindir dispensa despedida',
  ],
  [/\bdispensa|\bdespedid/, 'rescisão despedida'],
  [/\bdemiti|\bdemitir|\bmandar embora/, 'despedir dispensa'],
  [/\bpatrao|\bpatroa|\bchefe\b/, 'empregador'],
  [/\bfuncionari|\btrabalhador/, 'empregado'],
  [/\bdecimo terceiro|\b13o\b|\b13 salario/, 'gratificação natalina'],
  [/\bhoras? extras?\b|\bhora extra/, 'extraordinária suplementar'],
  [/\bgravid|\bgestante|\bgestacao/, 'gestante gestação confirmação gravidez'],
  [/\bdefeito|\bdefeituos|\bestragad|\bquebrad/, 'vício defeito'],
  [
    /\barrepend|\bdesist[a-z]* da compra|\bcompra[a-z]* (pela|na|por) internet|\bonline\b|\bdevolver/,
    'arrependimento fora do estabelecimento comercial',
  ],
  [/\bnome sujo|\bnegativa[cd]|\bspc\b|\bserasa/, 'cadastros bancos de dados consumidores'],
  [/\bpensao aliment|\baliment/, 'alimentos'],
  [/\bheranca|\bheranças|\bheredit/, 'herança sucessão herdeiros'],
  [/\bdivorci|\bseparacao/, 'divórcio dissolução casamento'],
  [/\bdano moral|\bdanos morais|\bindeniza/, 'indenização dano reparar'],
  [/\bdespejo|\binquilin|\baluguel/, 'locação locatário'],
  [/\bjuros/, 'juros mora'],
  [/\bprescri/, 'prescrição prescreve'],
  [/\bprazo/, 'prazo dias'],
  [/\bcobra/, 'cobrança dívida'],
  [
    /\bjustica gratuita|\bgratuidade|\bhipossufici|\bnao (tem|pode) pagar as custas/,
    'gratuidade justiça insuficiência recursos',
  ],
  [/\bbanco de horas|\bcompensacao de horas/, 'compensação jornada'],
  [/\bintervalo|\balmoco|\brefeicao/, 'intervalo repouso alimentação'],
  // CLT "CAPÍTULO IV - DAS FÉRIAS ANUAIS"; CF art. 7º, XVII "férias anuais remuneradas".
  [/\bferias/, 'férias anuais'],
  // CF art. 7º, I "despedida arbitrária ou sem justa causa"; CLT art. 477 "dispensa".
  [/\bdemi(ss|t)[a-z]* sem justa causa|\bmandad[oa] embora sem justa causa/, 'despedida arbitrária dispensa'],
  [/\baviso previo/, 'aviso prévio'],
  [/\bfgts|\bfundo de garantia/, 'fgts fundo garantia'],
  [/\bterceiriz/, 'terceirização prestação serviços'],
  [/\btestamento/, 'testamento testador'],
  [/\busucapi/, 'usucapião posse'],
  [/\bcondomin/, 'condomínio condômino'],
  [/\bpenhor|\bpenhora/, 'penhora impenhoráveis'],
  [/\brecurso|\brecorrer|\bapela/, 'recurso apelação'],
  [/\bcontestar|\bcontestacao|\bdefesa do reu/, 'contestação réu'],
  [/\bplano de saude/, 'plano saúde'],
  [/\bcancela[a-z]* (o )?voo|\batraso de voo|\bbagagem/, 'transporte'],
  [/\bconsumidor|\bfornecedor|\bloja/, 'consumidor fornecedor'],
  // The statutes' own wording for what lawyers name otherwise (the provision that uses it):
  // CC art. 1.238 "possuir como seu" (posse); CC art. 932 "são também responsáveis";
  // Lei 12.016/2009 art. 23 "extinguir-se-á decorridos" and CDC art. 26 "caduca" (decadência);
  // CF art. 7º, XXIX and CLT art. 11 "créditos resultantes das relações de trabalho";
  // CPP art. 313 "será admitida a decretação"; LGPD art. 5º, X "tratamento"; CLT art. 482 "justa causa".
  [/\bposse\b/, 'possuir possuidor'],
  [/\brespond[ea]m? pel|\bresponsabiliza/, 'responsáveis responsabilidade'],
  [/\bdecadenc|\bdecai\b/, 'extinguir decorridos caduca'],
  [/\bcreditos trabalhistas|\bverbas trabalhistas/, 'créditos resultantes relações trabalho'],
  [/\bcabe\b|\bcabivel/, 'admitida'],
  [/\btratar\b|\btrata os dados/, 'tratamento'],
  [/\bfaltas? graves?/, 'justa causa'],
  // Lawyers' names for what each act of the base words otherwise, with the provision that uses
  // the statute's word. Labour: CLT art. 73 "trabalho noturno"; art. 193 "atividades ou operações
  // perigosas"; art. 461 "idêntica função, […] igual valor"; art. 468 "alteração das respectivas
  // condições"; art. 473 "deixar de comparecer ao serviço sem prejuízo do salário"; art. 483
  // "considerar rescindido o contrato"; ADCT art. 10 and CLT art. 543 § 3º "vedada a dispensa";
  // Lei 8.213 art. 118 "garantida, pelo prazo mínimo de doze meses, a manutenção do seu contrato".
  [/\badicional noturno/, 'trabalho noturno hora noturna'],
  [/\bpericulos/, 'perigosas'],
  [/\bequiparacao salarial/, 'idêntica função igual valor'],
  [/\bmudar\b|\bmudanca|\balterar\b/, 'alteração'],
  [/\bfaltar\b|\bfaltas? (ao|no) (trabalho|servico)/, 'deixar comparecer serviço sem prejuízo salário'],
  [/\brescisao indireta/, 'considerar rescindido contrato'],
  [/\bestabilidade|\bgarantia de emprego/, 'vedada dispensa garantida manutenção contrato'],
  [/\bjornada/, 'duração trabalho'],
  // Civil procedure: CPC art. 219 "computar-se-ão somente os dias úteis"; art. 300 "tutela de
  // urgência"; art. 319 "A petição inicial indicará"; art. 975 "O direito à rescisão se extingue".
  [/\bdias uteis|\bdias corridos|\bcontagem (de|dos) prazos?/, 'computar dias úteis'],
  [/\bliminar|\btutela antecipada/, 'tutela urgência'],
  [/\bdeve conter|\brequisitos da peticao/, 'indicará requisitos'],
  [/\bacao rescisoria/, 'rescisão'],
  // Civil law: CC art. 5º "A menoridade cessa aos dezoito anos"; art. 408 ff. "cláusula penal";
  // art. 441 "vícios ou defeitos ocultos".
  [/\bmaioridade/, 'menoridade cessa dezoito anos'],
  [/\bmulta contratual|\bmulta por descumprimento/, 'cláusula penal'],
  [/\b(defeito|vicio)s? ocult|\bvicios? redibit/, 'vícios defeitos ocultos redibitórios'],
  // Consumer law: CDC art. 37 "publicidade enganosa"; art. 39, I (venda casada); art. 42,
  // parágrafo único "repetição do indébito, por valor igual ao dobro"; art. 51 "nulas de pleno direito".
  [/\bpropaganda/, 'publicidade'],
  [/\bvenda casada/, 'condicionar fornecimento outro produto'],
  [/\bcobra[a-z]* indevid|\bdevolu[a-z]* em dobro|\brepeticao do indebito/, 'repetição indébito dobro'],
  [/\babusiv/, 'nulas pleno direito'],
  // Criminal law: CP art. 121 "Matar alguém"; CPP art. 4º ff. "autoridade policial"; CPP art. 302
  // "Considera-se em flagrante delito".
  [/\bhomicidio/, 'matar alguém'],
  [/\bdelegad/, 'autoridade policial'],
  [/\bflagrante/, 'flagrante delito considera'],
  // Social security: Lei 8.213 keeps the names the EC 103/2019 replaced ("aposentadoria por
  // invalidez", "auxílio-doença"); art. 11, VII "segurado especial".
  [/\bincapacidade permanente/, 'invalidez'],
  [/\binvalidez/, 'incapacidade permanente'],
  [/\bincapacidade temporaria/, 'auxílio-doença'],
  [/\bauxilio-? ?doenca/, 'incapacidade temporária'],
  [/\btrabalhador rural|\bagricultor|\bpescador artesanal/, 'segurado especial rural'],
  [/\binss\b/, 'previdência social segurado'],
  // Lei 8.112 art. 143 ff. "processo disciplinar"; LGPD art. 48 "incidente de segurança",
  // art. 5º, XIX "autoridade nacional", art. 41 "encarregado".
  [/\bpad\b/, 'processo administrativo disciplinar'],
  [/\bvazamento|\bvazou|\bvazaram/, 'incidente segurança comunicar'],
  [/\banpd\b/, 'autoridade nacional'],
  [/\bdpo\b/, 'encarregado'],
  // ECA art. 42 "Podem adotar os maiores de 18 (dezoito) anos"; art. 2º "criança […] adolescente".
  [/\bidade minima/, 'maiores anos'],
  [/\bmenor(es)? de idade/, 'criança adolescente'],
  // Lei 8.245 art. 19 "revisão judicial do aluguel"; art. 51 "direito a renovação do contrato";
  // art. 46 § 2º and art. 57 "denunciar o contrato".
  [/\brevisional/, 'revisão'],
  [/\brenovatoria/, 'renovação contrato'],
  [/\bdenuncia vazia/, 'denunciar contrato'],
  // Lei 8.036 art. 20 "A conta vinculada […] poderá ser movimentada"; art. 18 § 1º "quarenta por cento".
  [/\bsac(ar|ue|ado)\b/, 'movimentada conta vinculada'],
  [/\bmulta (rescisoria )?de 40|\b40 ?%/, 'quarenta por cento'],
  // Lei 9.099 (the "pequenas causas" of Lei 7.244/1984 it replaced); CF art. 150, VI ("é vedado
  // […] instituir impostos sobre"); CF art. 102, I, and 105, I ("processar e julgar, originariamente").
  [/\bpequenas causas/, 'juizado especial cível'],
  [/\bimunidade tributaria/, 'vedado instituir impostos'],
  [/\bforo privilegiado|\bforo por prerrogativa/, 'processar julgar originariamente'],
  // The courts' wording in the súmulas and temas for what lawyers say otherwise: STJ Súmulas 359,
  // 385 and 548 "inscrição / anotação / registro em cadastro de proteção ao crédito / de
  // inadimplentes"; 54 "juros moratórios […] responsabilidade extracontratual"; 405 "seguro
  // obrigatório (DPVAT)"; 297 and 479 "instituições financeiras"; 387
  // "cumulação"; 532 "sem prévia e expressa solicitação"; 214 "aditamento ao qual não anuiu";
  // Tema 990 "medicamento"; Tema 1.076 "apreciação equitativa"; CPC art. 1.015, I "tutelas
  // provisórias"; STF Súmula 735 "medida liminar"; STJ Súmula 608 and the súmulas generally
  // name the CDC "Código de Defesa do Consumidor".
  [/\bnegativa[cd]|\bnome sujo|\bnegativou/, 'inscrição anotação cadastro proteção crédito inadimplentes'],
  [/\bjuros de mora|\bjuros moratorios/, 'juros moratórios'],
  [/\bato ilicito|\bacidente/, 'responsabilidade extracontratual evento danoso'],
  [/\bdpvat\b/, 'seguro obrigatório'],
  [/\bbancos?\b|\bbancari/, 'instituições financeiras'],
  [/\bcumul/, 'cumulação'],
  [/\bsem (o cliente |o consumidor )?(pedir|solicitar|pedido)/, 'prévia expressa solicitação'],
  [/\bnao assinou|\bsem (a )?(assinatura|concordancia|anuencia)/, 'anuiu anuência'],
  [/\bremedios?\b/, 'medicamento'],
  [/\bequidade\b/, 'apreciação equitativa'],
  [/\bliminar/, 'tutelas provisórias medida liminar'],
  [/\bcdc\b/, 'código defesa consumidor'],
  [/\bavisad|\bavisar\b/, 'notificação comunicação prévia'],
  // The recurso against a decisão interlocutória, a liminar among them, is the agravo de
  // instrumento (CPC art. 1.015, I "Cabe agravo de instrumento contra as decisões interlocutórias
  // que versarem sobre: I - tutelas provisórias"); the titular's right to have data erased is its
  // "eliminação" (LGPD art. 18, VI; art. 16 "eliminados").
  [
    /\brecurso contra (a )?decis[a-z]* (que )?[a-z]* ?(a )?liminar|\bdecis[a-z]* interlocutori/,
    'agravo instrumento decisões interlocutórias',
  ],
  [
    /\bapagar|\bapague|\bdeletar|\bexclusao dos? (meus |seus )?dados|\bexcluir (os |meus |seus )?dados/,
    'eliminação',
  ],
];

const LAW_WORDS: Array<[RegExp, string]> = [
  [/\bconsolidacao das leis do trabalho\b/, 'clt'],
  [/\bcodigo de defesa do consumidor\b/, 'cdc'],
  [/\bcodigo de processo civil\b/, 'cpc'],
  [/\bconstituicao( federal)?\b/, 'constituição federal'],
];

// The subject each act of the knowledge base governs, in the words lawyers and clients use for
// it (the acts' own ementas and headings): a question about "mandado de segurança" is first a
// question about Lei 12.016/2009. Catalogue ids of packages/legal's law list.
const ACT_HINTS: Array<[RegExp, string[]]> = [
  [/\bmandado de seguranca/, ['lei-12016-2009']],
  [/\brecuperacao judicial|\bfalencia|\bfalido/, ['lei-11101-2005']],
  [/\blicitac|\bpregao|\bcontratacao direta/, ['lei-14133-2021']],
  [/\bjuizados? especia/, ['lei-9099-1995']],
  [/\bacao civil publica/, ['lei-7347-1985']],
  [/\bplanos? de saude|\boperadora/, ['lei-9656-1998']],
  [/\binquilin|\blocac|\blocador|\blocatari|\baluguel|\bdespejo/, ['lei-8245-1991']],
  [/\barbitra|\bcompromissori/, ['lei-9307-1996']],
  [/\bimprobidade/, ['lei-8429-1992']],
  [/\bfgts\b|\bfundo de garantia/, ['lei-8036-1990']],
  [/\btrabalho temporario|\btrabalhador temporario/, ['lei-6019-1974']],
  [/\bservidor(es)? publicos? federa|\bestagio probatorio/, ['lei-8112-1990']],
  [/\binss\b|\bprevidencia|\baposentadoria|\bauxilio|\bsalario-maternidade|\bcarencia/, ['lei-8213-1991']],
  [/\bdados pessoais|\blgpd\b|\bcontrolador|\btitular dos dados/, ['lei-13709-2018']],
  [/\bcrianca|\badolescente|\becad?\b/, ['lei-8069-1990']],
  [/\btribut|\bfazenda publica|\bexecucao fiscal|\blancamento/, ['lei-5172-1966']],
  [/\bcrime|\bpena de|\bpena do|\bpenal\b|\blegitima defesa/, ['decreto-lei-2848-1940']],
  [/\bprisao preventiva|\binquerito|\bprocesso penal|\bdenuncia do ministerio/, ['decreto-lei-3689-1941']],
  [/\bconsumidor|\bfornecedor/, ['lei-8078-1990']],
  [
    /\bprocesso civil|\bcontestac|\bpenhor|\bexecucao\b|\btutela de urgencia|\bhonorarios de sucumbencia|\bsentenca/,
    ['lei-13105-2015'],
  ],
  [
    /\bempregad|\bempregador|\btrabalhador|\btrabalhist|\bjusta causa|\bverbas rescisorias|\bclt\b/,
    ['decreto-lei-5452-1943'],
  ],
  [/\busucapiao|\bposse\b|\breparacao civil|\bheranca|\bcasamento|\bcondomin/, ['lei-10406-2002']],
  [/\bconstituic|\bconstitucional/, ['cf-1988', 'adct-1988']],
];

// How a question is asked, not what it asks: Portuguese interrogatives the snowball stopword list
// keeps ("quais" → 'qua', "quantos" → 'quant'), which would otherwise count as rare terms.
const QUESTION_WORDS = new Set(['qual', 'quais', 'quanto', 'quantos', 'quanta', 'quantas', 'onde', 'como']);

/**
 * The question's words, thesaurus expansions, cited numbers and act hints. `cited` is the
 * grammar's reading of the same question when the caller already has it (only its numbers are
 * used here, not its positions).
 */
export function parseQuery(raw: string, cited?: readonly Citation[]): ParsedQuery {
  const query = raw.trim();
  const strict = /"/.test(query) || /(^|\s)-[\p{L}\d]/u.test(query) || /\sOR\s/.test(query);
  const words = [...query.matchAll(/\d+(?:\.\d{3})+|[\p{L}\p{N}]+/gu)]
    .map((m) => m[0])
    .filter((w) => !QUESTION_WORDS.has(foldAccents(w)));
  const folded = foldAccents(query);

  const expansions: string[] = [];
  for (const [pattern, extra] of [...SYNONYMS, ...LAW_WORDS]) {
    if (pattern.test(folded)) expansions.push(extra);
  }

  // The numbers cited, read by the citation grammar the Validator uses (one grammar).
  const citations = cited ?? extractCitations(query);
  const articleNumbers = citations.flatMap((c) => {
    if (c.kind !== 'artigo') return [];
    const act = c.law ? (findLaw(c.law.raw)?.id ?? null) : null;
    return c.articles.map((a) => {
      const n = /^\d+/.exec(a.replace('.', ''))?.[0] ?? '';
      return { number: n.length > 3 ? `${n.slice(0, -3)}.${n.slice(-3)}` : n, act };
    });
  });
  const sumulaNumbers = citations.flatMap((c) =>
    c.kind === 'sumula' || c.kind === 'sumula-vinculante'
      ? c.numbers.map((n) => ({ number: String(n), court: c.court?.toUpperCase() ?? null }))
      : [],
  );
  const actHints = [
    ...new Set(ACT_HINTS.filter(([pattern]) => pattern.test(folded)).flatMap(([, acts]) => acts)),
  ];
  return { strict, words, expansions, articleNumbers, sumulaNumbers, actHints };
}
