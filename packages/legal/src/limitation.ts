// Prescrição and decadência as data: one row per kind of claim, with its period, the event the
// period runs from, and the rule that sets it. Predict, Strategy and the Analyser read the same
// table, so a claim is never barred by one tool and timely in another.
//
// Counting (CC art. 132): the day of the start event is excluded; a period in years or months ends
// on the day of the same number in the final year or month, or the next day when that day does not
// exist (§3º, e.g. 29/02); a period in days ends after that many days; an end on a weekend or a
// national holiday moves to the next business day (§1º).
import { onOrNextBusinessDay } from './business-days.ts';
import { addCalendarDays, formatBr, type IsoDate, requireIsoDate, toIso } from './dates.ts';
import { pluralize } from './text.ts';

export type LimitationKind = 'prescrição' | 'decadência';

/** The event a period runs from. */
export type StartEvent =
  | 'fim_do_contrato'
  | 'ajuizamento'
  | 'vencimento'
  | 'fato'
  | 'entrega'
  | 'descoberta'
  | 'conhecimento_do_dano'
  | 'exercicio_seguinte'
  | 'constituicao_definitiva'
  | 'pagamento'
  | 'pagamento_indevido'
  | 'transito_em_julgado'
  | 'emissao'
  | 'negocio'
  | 'chegada'
  | 'conclusao_servicos'
  | 'cessacao_coacao'
  | 'abertura_sucessao'
  | 'recusa_seguradora'
  | 'morte_segurado';

export const START_EVENT_LABELS: Readonly<Record<StartEvent, string>> = {
  fim_do_contrato: 'fim do contrato de trabalho',
  ajuizamento: 'ajuizamento da ação',
  vencimento: 'vencimento de cada prestação',
  fato: 'data do fato (violação do direito, CC art. 189)',
  entrega: 'entrega efetiva do produto ou término do serviço',
  descoberta: 'momento em que o defeito ficou evidenciado',
  conhecimento_do_dano: 'conhecimento do dano e de sua autoria',
  exercicio_seguinte: 'primeiro dia do exercício seguinte àquele em que o lançamento poderia ter sido feito',
  constituicao_definitiva: 'constituição definitiva do crédito tributário',
  pagamento: 'extinção do crédito (pagamento indevido)',
  pagamento_indevido: 'cada pagamento indevido',
  transito_em_julgado: 'trânsito em julgado da última decisão proferida no processo',
  emissao: 'data de emissão estampada na cártula',
  negocio: 'dia em que se realizou o negócio jurídico',
  chegada:
    'chegada ao destino (ou do dia em que a aeronave deveria ter chegado, ou da interrupção do transporte)',
  conclusao_servicos: 'conclusão dos serviços ou cessação do contrato ou do mandato',
  cessacao_coacao: 'cessação da coação',
  abertura_sucessao: 'abertura da sucessão (o óbito do autor da herança)',
  recusa_seguradora: 'ciência da recusa expressa e motivada da seguradora',
  morte_segurado: 'morte do segurado (o fato gerador)',
};

/** Each start event's label with its contraction: "do ajuizamento da ação", "de cada pagamento…". */
const START_EVENT_CONTRACTION: Readonly<Record<StartEvent, 'do' | 'da' | 'de'>> = {
  fim_do_contrato: 'do',
  ajuizamento: 'do',
  vencimento: 'do',
  fato: 'da',
  entrega: 'da',
  descoberta: 'do',
  conhecimento_do_dano: 'do',
  exercicio_seguinte: 'do',
  constituicao_definitiva: 'da',
  pagamento: 'da',
  pagamento_indevido: 'de',
  transito_em_julgado: 'do',
  emissao: 'da',
  negocio: 'do',
  chegada: 'da',
  conclusao_servicos: 'da',
  cessacao_coacao: 'da',
  abertura_sucessao: 'da',
  recusa_seguradora: 'da',
  morte_segurado: 'da',
};

/** 'do fim do contrato de trabalho', 'da data do fato (…)': never "do(a)". */
export const ofStartEvent = (start: StartEvent) =>
  `${START_EVENT_CONTRACTION[start]} ${START_EVENT_LABELS[start]}`;

export type LimitationArea = 'trabalhista' | 'civil' | 'consumidor' | 'tributario' | 'familia';

export interface LimitationRule {
  key: string;
  area: LimitationArea;
  kind: LimitationKind;
  /** What the period bars, in a lawyer's words. */
  claim: string;
  years?: number;
  days?: number;
  start: StartEvent;
  /** The article (and súmula) that sets the period, as a lawyer cites it. */
  source: string;
  /** Words (accent-free, lower case) that mark a description as this kind of claim. */
  signals?: RegExp;
  /** Words that must also be present (e.g. a non-durable product for CDC art. 26, I). */
  requires?: RegExp;
  /** Words that rule the row out even when its signals are there (a verbal loan has no instrument). */
  unless?: RegExp;
  /** What must be done within the period when it is not a filing ("comunicar a desistência ao fornecedor"). */
  actBy?: string;
  /**
   * The period binds whatever area the user picked: the ação rescisória (whatever the judgment
   * attacked) and international air transport (a passenger's baggage or a company's cargo).
   */
  anyArea?: boolean;
  /**
   * A hidden defect must come to light within this time from the delivery, or the seller does not
   * answer for it at all (CC art. 445, § 1º, as read by Enunciado 174 of the III Jornada de Direito
   * Civil, CJF); the period to act then runs from the discovery.
   */
  revealWithin?: { days?: number; years?: number; source: string };
  /**
   * A later law replaced the row for facts from the day it took effect: the period of a start on or
   * after `inForce` is the row `key`'s (the insurance periods of Lei 15.040/2024, art. 126).
   */
  supersededBy?: { key: string; inForce: IsoDate };
  /** Reached only as another row's successor, never by the words of a text. */
  successorOnly?: true;
  /**
   * Another row the same facts may be read under, when its own words are in the text: where the two
   * readings disagree on whether the claim is barred, the answer is an uncertain period between them.
   */
  alsoReadAs?: string;
}

/** Seen at delivery: the start is the delivery (CDC art. 26, §1º). */
const APPARENT_DEFECT =
  /\b(?:vicio aparente|amassad\w*|riscad\w*|trincad\w*|rachad\w*|veio com defeito|chegou com defeito|chegou (?:amassad|quebrad|riscad|danificad)\w*|veio (?:quebrad|danificad|amassad)\w*|na (?:hora da )?entrega|ao receber|faltando pecas|modelo errado|cor errada)\b/;
/**
 * Found with use, or a defect the text does not say was visible at delivery: the start is the
 * discovery (CDC art. 26, §3º), the later of the two possible starts, so no claim is barred early.
 */
const HIDDEN_DEFECT =
  /\b(?:vicio oculto|defeito oculto|(?:passou|comecou) a (?:apresentar|desligar|travar|falhar|vazar|reiniciar)|(?:parou|deixou) de (?:funcionar|ligar|carregar|gelar|esfriar|aquecer|imprimir)|so (?:percebi|descobri|notei)|apareceu (?:depois|meses|semanas)|com o uso|defeitos?|vicios?|nao (?:funciona|liga|carrega)\w*|com problema\w*|infiltra\w*|mal (?:feit|executad)\w*|goteiras?|rachadura\w*|trincas?|descascando|vazamento de agua|vazando agua)\b/;
/** A purchase made outside the shop (CDC art. 49): online, by phone, at home. */
export const DISTANCE_SALE =
  /\b(?:internet|online|site|aplicativo|app|telefone|whatsapp|marketplace|catalogo|fora (?:da loja|do estabelecimento)|em casa|a domicilio|vendedor foi a minha casa)\b/;
/** A product said to have no defect ("o sofá não tem nenhum defeito"): no vício to claim for. */
export const NO_DEFECT =
  /\b(?:sem (?:nenhum |qualquer )?(?:defeito|vicio)|nao (?:tem|tinha|apresenta\w*|ha) (?:nenhum |qualquer )?(?:defeito|vicio))\b/;
/**
 * No apparent defect: none at all, or one told as showing later ("apareceram rachaduras", "meses
 * depois") — a crack that surfaced years after the keys is hidden (CDC art. 26, § 3º).
 */
const NOT_APPARENT = new RegExp(
  `${NO_DEFECT.source}|\\b(?:apareceram|surgiram|com o tempo|(?:anos|meses) depois)\\b`,
);
/** CDC art. 26, I: products that are consumed or perish with use, and one-off services. */
const NON_DURABLE =
  /\b(?:alimentos?|comida|bebidas?|pereci\w*|cosmetic\w*|medicamentos?|remedios?|produto nao duravel|servico nao duravel|flores|bolo|refeicao|lanche)\b/;

/**
 * A public entity as the one who owes: the Union, a State, a municipality, their autarquias and
 * services (accent-free). Not the INSS, whose benefits have periods of their own (Lei 8.213/1991,
 * art. 103); not a municipality named as a place ("no município de Campinas"), a police officer who
 * took the report of a private crash, nor a união estável.
 */
export const PUBLIC_ENTITY =
  /\b(?:prefeitura|municipio(?! d[eo]s? )|(?:contra|processar|acionar|culpa d|responsabilidade d)o municipio|municipalidade|uniao federal|a uniao(?! estavel| homoafetiva)|fazenda (?:publica|nacional|estadual|municipal|do estado|do municipio)|poder publico|governo (?:do estado|estadual|federal|municipal)|(?:contra|processar|acionar|culpa d|responsabilidade d)o estado|o estado (?:deve|foi|e responsavel|responde|nao|deixou|parou|cortou|suspendeu)|servidor\w* public\w* (?:estadua|municipa|federa|distrita)\w*|hospital (?:publico|municipal|estadual|federal|do sus)|pelo sus|posto de saude|ubs|upa|viatura|escola (?:publica|municipal|estadual))\b/;
/** A tax, for the rows of the Fazenda: a tax has its own periods (CTN arts. 168, 173 and 174). */
const TAX_WORDS =
  /\b(?:impostos?|tributos?|tributari\w*|iptu|ipva|icms|iss|itbi|itcmd|irpf|imposto de renda|contribuic\w*|execucao fiscal|divida ativa)\b/;

/** Lei 15.040/2024 (the insurance contract) took effect one year after its publication, DOU of 10/12/2024 (art. 134). */
const INSURANCE_LAW_IN_FORCE = '2025-12-11';
/** A beneficiary of a life or accident insurance, claiming on a death (accent-free). */
const INSURANCE_BENEFICIARY =
  /\b(?:sou (?:o |a )?|como |na condicao de )beneficiari[oa]\b(?=[^.;]{0,60}\bseguro)|\bbeneficiari[oa]s? (?:do|de um|da apolice do) seguro\b|\bseguro de vida\b(?=[\s\S]{0,200}\b(?:morreu|faleceu|falecimento|obito|morte)\b)|\b(?:morreu|faleceu|falecimento|obito|morte)\b(?=[\s\S]{0,200}\bseguro de vida\b)/;
/**
 * The one who tells is the insured who took out the policy (the insured's own period applies), or
 * there was no insurance at all.
 */
const INSURED_SPEAKS =
  /\b(?:nao (?:tinha|tem|havia|deixou|fez) (?:nenhum |um )?seguro|sem seguro|sou (?:o |a )?segurad[oa]|(?:eu )?(?:contratei|fiz|assinei) (?:o |um |uma )?(?:seguro|apolice)|(?:minha|meu) (?:apolice|seguro de vida) (?:com|que)|inclui (?:meu|minha) (?:marido|esposa|conjuge|companheir[oa]))\b/;

/** International carriage by air (accent-free): a flight, a carrier or air cargo, abroad. */
export const INTERNATIONAL_AIR =
  /\b(?:voo|voos|transporte aereo|companhia aerea|cia\.? aerea|empresa aerea|passagens? aereas?|carga aerea|aeroporto)\b(?=[\s\S]{0,200}\b(?:internaciona\w*|exterior|estrangeir\w*)\b)|\b(?:internaciona\w*|exterior)\b(?=[\s\S]{0,120}\b(?:voo|voos|transporte aereo|companhia aerea|cia\.? aerea|carga aerea)\b)/;
/** A claim for material damage: lost or damaged baggage or cargo, expenses, the goods' value. */
export const MATERIAL_DAMAGE =
  /\b(?:danos? materia\w*|prejuizos? materia\w*|bagage\w*|malas?|extravi\w*|pertences|mercadorias?|carga|despesas|gastos|ressarcimento|reembols\w*)\b/;
/** A claim for moral (extrapatrimonial) damage. */
export const MORAL_DAMAGE = /\b(?:danos? morais|dano moral|extrapatrimonia\w*)\b/;

/**
 * The periods, most specific first within each area: `ruleFor` takes the first row whose signals
 * match, and the row without signals is the area's default.
 */
export const LIMITATION_RULES: readonly LimitationRule[] = [
  {
    // CPC art. 975, caput and §1º (applied to labour judgments through CLT art. 836): the end moves to
    // the next day with expediente forense, as CC art. 132, §1º does for the other rows.
    key: 'acao_rescisoria',
    area: 'civil',
    kind: 'decadência',
    claim: 'direito à rescisão da decisão de mérito transitada em julgado (ação rescisória)',
    years: 2,
    start: 'transito_em_julgado',
    source: 'CPC art. 975',
    signals: /\b(?:acao rescisoria|rescindir (?:a|o) (?:sentenca|acordao|decisao|julgado))\b/,
    anyArea: true,
  },
  {
    // An heir left out of the partilha claims his share within the ten years of CC art. 205 from the
    // death (CC art. 1.784), not from the day his filiation was recognised, and a suit for the
    // recognition neither stops nor suspends them (Tema 1.200 do STJ). The investigation of
    // paternity itself never lapses (Súmula 149 do STF).
    key: 'peticao_heranca',
    area: 'familia',
    kind: 'prescrição',
    claim: 'petição de herança (o herdeiro que ficou de fora reclama o seu quinhão)',
    years: 10,
    start: 'abertura_sucessao',
    source: 'CC arts. 205 e 1.824; Tema 1.200 do STJ',
    signals:
      /\b(?:peticao de heranca|(?:minha|a minha|meu|o meu) (?:parte|quinhao|cota) (?:da|na) heranca|(?:fiquei|ficou|fui deixad[oa]) (?:de fora|fora) (?:do inventario|da partilha|da heranca)|partilh\w* sem (?:mim|me incluir)|ja (?:dividiram|partilharam) (?:a heranca|os bens))\b/,
    anyArea: true,
  },
  {
    // What a rural producer paid unduly on a cédula de crédito rural comes back within three years of
    // each payment (CC art. 206, § 3º, IV; Tema 919 do STJ), whichever area the user picked.
    key: 'repeticao_credito_rural',
    area: 'civil',
    kind: 'prescrição',
    claim: 'repetição do indébito pago em cédula de crédito rural',
    years: 3,
    start: 'pagamento_indevido',
    source: 'CC art. 206, §3º, IV; Tema 919 do STJ',
    signals: /\b(?:cedulas? de credito rural|cedulas? rura(?:l|is)|credito rural|financiamento rural)\b/,
    requires:
      /\b(?:devolu\w*|dinheiro de volta|repeticao d[oe] indebito|restitui\w*|reembols\w*|ressarci\w*|paguei a mais|pago a mais|cobra\w* indevid\w*|indevidamente)\b/,
    anyArea: true,
  },
  {
    // International carriage by air: the treaty prevails over the CDC for material damage (CF art.
    // 178; STF, Tema 210, RE 636.331) and its art. 35 gives two years from the arrival; moral damage
    // stays under the CDC (STF, Tema 1.240, RE 1.394.401), so a claim for it is not this row.
    key: 'transporte_aereo_internacional',
    area: 'consumidor',
    kind: 'prescrição',
    claim: 'indenização por danos materiais no transporte aéreo internacional (bagagem, carga, atraso)',
    years: 2,
    start: 'chegada',
    source: 'Convenção de Montreal (Decreto 5.910/2006), art. 35; STF, Tema 210',
    signals: INTERNATIONAL_AIR,
    requires: MATERIAL_DAMAGE,
    unless: MORAL_DAMAGE,
    anyArea: true,
  },
  {
    key: 'trabalhista_bienal',
    area: 'trabalhista',
    kind: 'prescrição',
    claim: 'ação quanto aos créditos resultantes da relação de trabalho, após a extinção do contrato',
    years: 2,
    start: 'fim_do_contrato',
    source: 'CF art. 7º, XXIX; Súmula 308, I, do TST',
  },
  {
    key: 'trabalhista_quinquenal',
    area: 'trabalhista',
    kind: 'prescrição',
    claim: 'parcelas anteriores aos cinco anos que antecedem o ajuizamento',
    years: 5,
    start: 'ajuizamento',
    source: 'CF art. 7º, XXIX; Súmula 308, I, do TST',
  },
  {
    // A purchase made away from the shop (online, by phone, at home): seven days to withdraw from
    // the signature or the receipt (CDC art. 49). A withdrawal already told to the supplier is not
    // this row: what follows is a claim for the refund.
    key: 'arrependimento',
    area: 'consumidor',
    kind: 'decadência',
    claim: 'desistir do contrato celebrado fora do estabelecimento comercial (direito de arrependimento)',
    days: 7,
    start: 'entrega',
    source: 'CDC art. 49',
    actBy: 'comunicar a desistência ao fornecedor',
    signals: /\b(?:arrepend\w*|desist\w* da compra|direito de arrependimento)\b/,
    requires: DISTANCE_SALE,
    unless:
      /\b(?:avisei|comuniquei|notifiquei|informei|(?:pedi|solicitei|requeri) (?:o cancelamento|a devolucao|o estorno|o reembolso))\b/,
  },
  {
    key: 'fato_do_produto',
    area: 'consumidor',
    kind: 'prescrição',
    claim: 'reparação de danos causados por fato do produto ou do serviço (acidente de consumo)',
    years: 5,
    start: 'conhecimento_do_dano',
    source: 'CDC art. 27',
    signals:
      /\b(?:explo\w*|incendi\w*|pegou fogo|queimadur\w*|choque eletrico|ferid\w*|ferimento\w*|lesa\w*|intoxica\w*|acidente\w*|hospitaliz\w*|internad\w*|fato do (?:produto|servico))\b/,
  },
  {
    // The money paid on a health plan's readjustment declared void comes back within three years of
    // each payment (CC art. 206, § 3º, IV; Tema 610 do STJ), not the ten of an undue charge.
    key: 'reajuste_plano_saude',
    area: 'consumidor',
    kind: 'prescrição',
    claim: 'restituição do pago por reajuste nulo de plano ou seguro de saúde',
    years: 3,
    start: 'pagamento_indevido',
    source: 'CC art. 206, §3º, IV; Tema 610 do STJ',
    signals:
      /\b(?:reajust\w*|aumento (?:da|na|de) mensalidade|mensalidade (?:aumentou|subiu|dobrou|foi reajustada))\b/,
    requires: /\b(?:plano de saude|planos de saude|seguro saude|convenio medico|operadora de saude)\b/,
  },
  {
    // The expenses a health plan refused to cover and the member paid come back within ten years (CC
    // art. 205; STJ, Segunda Seção, REsp 1.756.283/SP, 11/03/2020): neither the insured's one year nor
    // the three of Tema 610, which is the readjustment's.
    key: 'reembolso_plano_saude',
    area: 'consumidor',
    kind: 'prescrição',
    claim:
      'reembolso de despesas médico-hospitalares cobertas pelo plano ou seguro de saúde e não pagas pela operadora',
    years: 10,
    start: 'fato',
    source: 'CC art. 205; STJ, REsp 1.756.283/SP',
    signals: /\b(?:reembols\w*|ressarci\w*|devolu\w*|dinheiro de volta|paguei|pagamos|custei|arquei)\b/,
    requires:
      /\b(?:plano de saude|planos de saude|seguro saude|convenio medico|operadora de saude)\b(?=[\s\S]{0,300}\b(?:negou|negaram|negativa|recus\w*|nao (?:autorizou|cobriu|liberou|quis cobrir)|sem cobertura)\b)|\b(?:negou|negaram|negativa|recus\w*|nao (?:autorizou|cobriu|liberou))\b(?=[\s\S]{0,300}\b(?:plano de saude|seguro saude|convenio medico)\b)/,
  },
  {
    // The brokerage commission or SATI fee a buyer paid the developer comes back within three years
    // (CC art. 206, § 3º, IV; Tema 938 do STJ). Not when the claim rests on the developer's delay and
    // the contract's resolution, the question of Tema 1.099, still pending.
    key: 'corretagem_sati',
    area: 'consumidor',
    kind: 'prescrição',
    claim: 'restituição da comissão de corretagem ou da taxa SATI paga na compra de imóvel',
    years: 3,
    start: 'pagamento_indevido',
    source: 'CC art. 206, §3º, IV; Tema 938 do STJ',
    signals: /\b(?:comissao de corretagem|corretagem|sati|assessoria tecnico[- ]imobiliaria)\b/,
    requires:
      /\b(?:devolu\w*|dinheiro de volta|restitui\w*|reembols\w*|ressarci\w*|repeticao d[oe] indebito)\b/,
    unless:
      /\b(?:atras\w* (?:na|da) entrega|nao entregou|resolucao do contrato|rescisao do contrato|rescindir|distrato)\b/,
  },
  {
    // Money paid on a charge the consumer never owed — a service not contracted, a bill charged twice,
    // a fee for a service not provided — comes back (CDC art. 42, p.u.) within the ten years of CC art.
    // 205 from each payment: the CDC sets no period for it, and it is no enrichment without cause
    // (CC art. 206, § 3º, IV), which needs no contract between the parties and no action of its own
    // (STJ: Súmula 412 and Tema 932, water and sewage; Corte Especial, EAREsp 738.991/RS and EREsp
    // 1.523.744/RS, 20/02/2019, telephone services not contracted). A loan taken out in the consumer's
    // name by a fraudster is a defect of the bank's service instead, left to CDC art. 27.
    key: 'repeticao_indebito_consumo',
    area: 'consumidor',
    kind: 'prescrição',
    claim:
      'repetição do indébito de cobrança indevida em relação de consumo (serviço não contratado, cobrança em duplicidade)',
    years: 10,
    start: 'pagamento_indevido',
    source: 'CC art. 205; Súmula 412 do STJ; STJ, EAREsp 738.991/RS',
    signals:
      /\b(?:devolu\w*|(?:dinheiro|valor|tudo|quero|receber) de volta|em dobro|repeticao d[oe] indebito|restitui\w*|reembols\w*|ressarci\w*|estorn\w*)\b/,
    requires:
      /\b(?:nao (?:contratei|contratamos|solicitei|pedi|autorizei)|nunca (?:contratei|solicitei|pedi|autorizei|usei|utilizei)|sem (?:eu )?(?:contratar|solicitar|pedir|autorizar)|servicos? nao (?:contratad|solicitad|prestad)\w*|cobra\w* indevid\w*|indevidamente|cobrad[oa]s? (?:duas vezes|em dobro|em duplicidade|a mais)|em duplicidade|cobranca (?:duplicada|a maior)|tarifa indevida|sem (?:ter|haver|existir) (?:rede|servico)|nao (?:ha|existe|tem) rede)\b/,
    unless: /\b(?:emprestimos?|consignad\w*|fraud\w*|golpe\w*|golpista\w*|estelionat\w*|clonad\w*)\b/,
  },
  {
    // Damage from the building's defects, claimed from the builder or developer as reparation (the
    // repair's cost, the loss): no decadência, the ten years of CC art. 205 from the defect's showing
    // (STJ, REsp 1.819.058/SP; AgInt no AREsp 2.499.655/MS). The CDC's 30 and 90 days (art. 26) stay
    // with the price back or its reduction.
    key: 'vicio_construtivo_indenizacao',
    area: 'consumidor',
    kind: 'prescrição',
    claim: 'indenização pelos vícios construtivos do imóvel (o custo do reparo e os prejuízos)',
    years: 10,
    start: 'descoberta',
    source: 'CC art. 205; STJ, REsp 1.819.058/SP',
    signals:
      /\b(?:vicios? (?:construtiv|de construcao)\w*|defeitos? (?:construtiv\w*|de construcao|na obra)|infiltra\w*|rachadura\w*|trincas?|goteiras?|vazamentos?|mofo|umidade|desplacamento|fissura\w*)\b/,
    requires:
      /\b(?:construtora|incorporadora|construtor|empreiteir[oa])\b[\s\S]{0,400}\b(?:indeniza\w*|reparo|reparar|reparacao|consert\w*|ressarci\w*|prejuizos?|danos?)\b|\b(?:indeniza\w*|reparo|reparar|reparacao|consert\w*|ressarci\w*|prejuizos?|danos?)\b[\s\S]{0,400}\b(?:construtora|incorporadora|construtor|empreiteir[oa])\b/,
    unless:
      /\b(?:abatimento|desfazer (?:a|o) (?:compra|negocio|contrato)|devolu\w* (?:do|de) (?:imovel|apartamento|casa)|rescis\w*|resolucao do contrato)\b/,
  },
  {
    key: 'vicio_aparente_nao_duravel',
    area: 'consumidor',
    kind: 'decadência',
    claim: 'reclamar de vício aparente ou de fácil constatação em produto ou serviço não durável',
    days: 30,
    start: 'entrega',
    source: 'CDC art. 26, I e §1º',
    signals: APPARENT_DEFECT,
    requires: NON_DURABLE,
    unless: NOT_APPARENT,
  },
  {
    key: 'vicio_aparente_duravel',
    area: 'consumidor',
    kind: 'decadência',
    claim: 'reclamar de vício aparente ou de fácil constatação em produto ou serviço durável',
    days: 90,
    start: 'entrega',
    source: 'CDC art. 26, II e §1º',
    signals: APPARENT_DEFECT,
    unless: NOT_APPARENT,
  },
  {
    key: 'vicio_oculto_nao_duravel',
    area: 'consumidor',
    kind: 'decadência',
    claim: 'reclamar de vício oculto em produto ou serviço não durável',
    days: 30,
    start: 'descoberta',
    source: 'CDC art. 26, I e §3º',
    signals: HIDDEN_DEFECT,
    requires: NON_DURABLE,
    unless: NO_DEFECT,
  },
  {
    key: 'vicio_oculto_duravel',
    area: 'consumidor',
    kind: 'decadência',
    claim: 'reclamar de vício oculto em produto ou serviço durável',
    days: 90,
    start: 'descoberta',
    source: 'CDC art. 26, II e §3º',
    signals: HIDDEN_DEFECT,
    unless: NO_DEFECT,
  },
  {
    key: 'consumidor_reparacao',
    area: 'consumidor',
    kind: 'prescrição',
    claim: 'reparação civil (cobrança indevida, negativação, falha na prestação de serviço)',
    years: 5,
    start: 'conhecimento_do_dano',
    source: 'CDC art. 27',
    // CDC art. 27 reaches the damage of a defective product or service (arts. 12-14); a contract the
    // supplier broke may be read as contractual liability, ten years (CC art. 205; STJ, EREsp
    // 1.281.594/SP).
    alsoReadAs: 'inadimplemento_contratual',
  },
  {
    // Whatever a public entity owes month by month (a civil servant's pay, a pension): each
    // instalment is lost five years after it fell due, the later ones stay, while the right itself
    // was not denied (Decreto 20.910/1932, art. 3º; Súmula 85 do STJ).
    key: 'fazenda_prestacoes',
    area: 'civil',
    kind: 'prescrição',
    claim: 'prestações devidas pela Fazenda Pública em relação de trato sucessivo',
    years: 5,
    start: 'vencimento',
    source: 'Decreto 20.910/1932, arts. 1º e 3º; Súmula 85 do STJ',
    signals: PUBLIC_ENTITY,
    requires:
      /\b(?:servidor\w*|funcionari[oa]s? public\w*|concursad\w*|cargo (?:efetivo|public\w*)|aposentad\w*|pensionista)\b[\s\S]{0,300}\b(?:diferencas?|reajustes?|gratificac\w*|adicional|adicionais|vencimentos|proventos|salarios?|remuneracao|parcelas?|todo mes|mensa\w*)\b/,
    unless: TAX_WORDS,
  },
  {
    // Any claim against the Union, a State, a municipality or their autarquias — damage done by a
    // public hospital, a police car, a hole in the street — is lost five years after the act or
    // fact it comes from, not the three of CC art. 206, § 3º, V (Decreto 20.910/1932, art. 1º;
    // Tema 553 do STJ).
    key: 'fazenda_publica',
    area: 'civil',
    kind: 'prescrição',
    claim: 'pretensão contra a Fazenda Pública federal, estadual ou municipal',
    years: 5,
    start: 'fato',
    source: 'Decreto 20.910/1932, art. 1º; Tema 553 do STJ',
    signals: PUBLIC_ENTITY,
    requires:
      /\b(?:indeniza\w*|danos?|reparacao|ressarci\w*|prejuizos?|cobr\w*|pag(?:ar|amento|ou|ue)\w*|devol\w*)\b/,
    unless: TAX_WORDS,
  },
  {
    // A patient harmed by a private hospital, clinic or doctor is a consumer of a service (CDC arts. 2º,
    // 3º and 14, § 4º, for the liberal professional): five years from the knowledge of the damage and
    // its author (CDC art. 27), not the three of CC art. 206, § 3º, V, whichever area the user picked.
    // A public hospital is the Fazenda's (the rows above).
    key: 'erro_medico',
    area: 'civil',
    kind: 'prescrição',
    claim: 'reparação do dano causado por erro médico ou falha de hospital ou clínica particular',
    years: 5,
    start: 'conhecimento_do_dano',
    source: 'CDC arts. 14 e 27',
    signals:
      /\b(?:erro medico|erro (?:na|da) cirurgia|negligencia medica|impericia medica|imprudencia medica|cirurgia mal (?:feita|sucedida)|infeccao hospitalar|diagnostico errado|esqueceram (?:uma |um )?(?:gaze|compressa|instrumento))\b/,
  },
  {
    // A customer hurt or robbed in a shop, a supermarket, a mall or its car park suffers a defect of
    // the supplier's service (CDC art. 14; Súmula 130 do STJ for the car park): five years from the
    // knowledge of the damage (CDC art. 27), whichever area the user picked.
    key: 'fato_servico_estabelecimento',
    area: 'civil',
    kind: 'prescrição',
    claim: 'reparação do dano sofrido pelo cliente dentro do estabelecimento do fornecedor',
    years: 5,
    start: 'conhecimento_do_dano',
    source: 'CDC arts. 14 e 27',
    signals:
      /\b(?:supermercado|hipermercado|shopping|loja|estacionamento (?:do|da|de)|academia|hotel|restaurante|agencia (?:do|da) banco|agencia bancaria|farmacia|posto de gasolina)\b/,
    requires:
      /\b(?:escorreguei|tropecei|cai (?:no|na|em|dentro|da|do)|sofri uma queda|levei um tombo|fui (?:assaltad|roubad|agredid|atingid)\w*|(?:furtaram|roubaram|arrombaram) (?:o |meu )?(?:carro|veiculo|moto)|(?:carro|veiculo|moto) (?:foi )?(?:furtad|roubad|arrombad)\w*|desabou|caiu (?:uma|um) (?:prateleira|placa|porta|objeto)|caiu (?:sobre|em cima))/,
  },
  {
    // The compulsory road-accident insurance: three years (Súmula 405 do STJ), not the one year of
    // the other insurances; for a disability, from the unequivocal knowledge of it (Súmula 278).
    key: 'seguro_obrigatorio',
    area: 'civil',
    kind: 'prescrição',
    claim: 'cobrança do seguro obrigatório de danos pessoais (DPVAT)',
    years: 3,
    start: 'fato',
    source: 'CC art. 206, §3º, IX; Súmula 405 do STJ',
    signals: /\b(?:dpvat|spvat|seguro obrigatorio)\b/,
  },
  {
    // Under coação the four years run from the day it ceased (CC art. 178, I), not from the contract:
    // without that day told, the period is asked for, never counted from the signature.
    key: 'anulacao_coacao',
    area: 'civil',
    kind: 'decadência',
    claim: 'anulação do negócio jurídico por coação',
    years: 4,
    start: 'cessacao_coacao',
    source: 'CC art. 178, I',
    signals: /\b(?:anular|anulacao|anulabilidade|desfazer (?:a|o) (?:compra|venda|negocio|contrato))\b/,
    requires: /\b(?:coag\w*|coacao|coacoes|coercao|ameac\w*|forcad[oa] a (?:assinar|vender|fazer))\b/,
  },
  {
    // The annulment of a contract for a defect of consent (erro, dolo, lesão, estado de perigo, fraude
    // contra credores) lapses four years after the contract was made, whenever the defect was found.
    key: 'anulacao_negocio',
    area: 'civil',
    kind: 'decadência',
    claim: 'anulação do negócio jurídico por erro, dolo, fraude contra credores, estado de perigo ou lesão',
    years: 4,
    start: 'negocio',
    source: 'CC art. 178, II',
    signals: /\b(?:anular|anulacao|anulabilidade|desfazer (?:a|o) (?:compra|venda|negocio|contrato))\b/,
    requires:
      /\b(?:mentiu|mentira|engan\w*|dolo\w*|erro|fraude|lesao|estado de perigo|induzid\w*|ludibri\w*|omitiu|escondeu)\b/,
  },
  {
    // Money received without cause (a transfer to the wrong account): three years (CC art. 884).
    key: 'enriquecimento_sem_causa',
    area: 'civil',
    kind: 'prescrição',
    claim: 'ressarcimento de enriquecimento sem causa',
    years: 3,
    start: 'fato',
    source: 'CC art. 206, §3º, IV',
    signals:
      /\b(?:enriquecimento sem causa|enriqueceu sem causa|(?:transferi\w*|pix|deposit\w*|paguei|pago|enviei) [^.;]{0,40}(?:por engano|por erro|errad[oa])|(?:por engano|por erro) [^.;]{0,40}(?:transfer|pix|deposit|conta))\b/,
  },
  {
    // A hidden defect in a thing bought outside a consumer relation: thirty days for a movable, one
    // year for an immovable, from the delivery, or from the day it came to light (CC art. 445, § 1º).
    key: 'vicio_redibitorio_imovel',
    area: 'civil',
    kind: 'decadência',
    claim: 'redibição ou abatimento do preço por vício oculto de imóvel',
    years: 1,
    start: 'descoberta',
    source: 'CC art. 445, caput e § 1º',
    revealWithin: { years: 1, source: 'CC art. 445, § 1º (imóveis: um ano)' },
    signals:
      /\b(?:vicio oculto|defeito oculto|defeito escondido|vicio redibitorio|infiltra\w*|rachadura\w*|trinca\w*|cupim)\b/,
    requires:
      /\b(?:compr\w*|adquiri\w*)\b[^.;]{0,60}\b(?:imovel|casa|apartamento|terreno|sala|predio|lote)\b/,
  },
  {
    key: 'vicio_redibitorio_movel',
    area: 'civil',
    kind: 'decadência',
    claim: 'redibição ou abatimento do preço por vício oculto de coisa móvel',
    days: 30,
    start: 'descoberta',
    source: 'CC art. 445, caput e § 1º',
    revealWithin: { days: 180, source: 'CC art. 445, § 1º (móveis: cento e oitenta dias)' },
    signals:
      /\b(?:vicio oculto|defeito oculto|defeito escondido|vicio redibitorio|defeito (?:que )?(?:nao (?:aparecia|era visivel)|escondido))\b|\bdefeito\b[^.;]{0,30}\b(?:escondid|ocult)\w*/,
    requires: /\b(?:compr\w*|adquiri\w*)\b/,
  },
  {
    // The damage of a contract broken — a job abandoned, a thing returned damaged by the tenant (CC
    // art. 569, IV), goods a contracted mover broke — is no "reparação civil" of CC art. 206, § 3º, V,
    // which covers the harm done outside a contract: the ten years of CC art. 205 (STJ, Corte
    // Especial, EREsp 1.281.594/SP, 15/05/2019). The periods the Code gives a contract of its own
    // (rents, insurance, fees) stay with their rows.
    key: 'inadimplemento_contratual',
    area: 'civil',
    kind: 'prescrição',
    claim: 'reparação de danos decorrentes do inadimplemento de contrato (responsabilidade contratual)',
    years: 10,
    start: 'fato',
    source: 'CC art. 205; STJ, EREsp 1.281.594/SP',
    signals:
      /\b(?:indeniza\w*|perdas e danos|danos? (?:morais|materiais|moral|material)|prejuizos?|ressarci\w*|reparacao|devolu\w*|restitui\w*|dinheiro de volta)\b/,
    requires:
      /\b(?:descumpri\w*|inadimpl\w* (?:do |de )?contrat\w*|inadimplemento|quebra de contrato|atras\w* (?:na |a |da )?entrega|em desacordo com o contrato|violou o contrato|(?:nao|deixou de) cumpri\w* (?:o |a |com o |com a )?(?:contrato|combinado|acordo|obrigac\w*)|abandon\w* a obra)\b|\b(?:contratei|contratamos|contratad[oa]s?|contrato de)\b[^.;]{0,120}\b(?:quebr\w*|danific\w*|estrag\w*|extravi\w*|abandon\w*|nao (?:entreg|termin|conclu|fez|fizeram)\w*)|\b(?:inquilin|locatari)\w*\b[^.;]{0,120}\b(?:danific\w*|quebrad\w*|estragad\w*|destru\w*|avaria\w*)/,
    // A debt of money written in an instrument keeps its five years (CC art. 206, § 5º, I), and a loan
    // its own rows, however the text calls the failure to pay.
    unless:
      /\b(?:atropel\w*|colisao|abalroa\w*|bat(?:eu|eram) n[oa] meu|seguradora|apolice|sinistro|honorarios|condomin\w*|alugue(?:l|is) (?:atrasad|nao pag|vencid|em atraso)\w*|nao pag\w* (?:o |os )?alugue(?:l|is)|emprest\w*|mutuo|dividas?|nota promissoria|cheques?|boletos?|duplicatas?|confissao de divida|mensalidades?|parcelas? (?:vencid|atrasad|em atraso|nao pag)\w*)\b/,
  },
  {
    key: 'alugueis',
    area: 'civil',
    kind: 'prescrição',
    claim: 'cobrança de aluguéis de prédios urbanos ou rústicos',
    years: 3,
    start: 'vencimento',
    source: 'CC art. 206, §3º, I',
    signals: /\b(?:alugue(?:l|is)|locac\w*|locatari\w*|inquilin\w*)\b/,
  },
  {
    // The beneficiary who is not the insured (a life insurance paid on a death) is no party to the
    // contract: not the insured's one year of CC art. 206, § 1º, II, but the ten of art. 205 (STJ,
    // AgInt no REsp 1.646.221/PE; AREsp 2.323.675/SC keeps the year for a beneficiary who is also
    // the insured). For a death from 11/12/2025, Lei 15.040/2024, art. 126, III: three years.
    key: 'seguro_beneficiario',
    area: 'civil',
    kind: 'prescrição',
    claim: 'pretensão do beneficiário (que não é o segurado) contra a seguradora',
    years: 10,
    start: 'morte_segurado',
    source: 'CC art. 205; STJ, AgInt no REsp 1.646.221/PE',
    signals: INSURANCE_BENEFICIARY,
    unless: INSURED_SPEAKS,
    supersededBy: { key: 'seguro_beneficiario_lei_15040', inForce: INSURANCE_LAW_IN_FORCE },
  },
  {
    key: 'seguro',
    area: 'civil',
    kind: 'prescrição',
    claim: 'pretensão do segurado contra o segurador, ou deste contra aquele',
    years: 1,
    start: 'fato',
    source: 'CC art. 206, §1º, II',
    signals: /\b(?:seguradora|apolice|indenizacao securitaria|sinistro)\b/,
    supersededBy: { key: 'seguro_lei_15040', inForce: INSURANCE_LAW_IN_FORCE },
  },
  {
    // Lei 15.040/2024, art. 126, II: the insured's claim for the indemnity, one year from the day the
    // insured learns of the insurer's express and reasoned refusal (a request to reconsider suspends
    // it once, art. 127).
    key: 'seguro_lei_15040',
    area: 'civil',
    kind: 'prescrição',
    claim: 'pretensão do segurado para exigir a indenização, o capital ou a restituição do prêmio',
    years: 1,
    start: 'recusa_seguradora',
    source: 'Lei 15.040/2024, art. 126, II',
    successorOnly: true,
  },
  {
    // Lei 15.040/2024, art. 126, III: the beneficiary's or the injured third party's claim, three
    // years from the knowledge of the fact that gives rise to it.
    key: 'seguro_beneficiario_lei_15040',
    area: 'civil',
    kind: 'prescrição',
    claim: 'pretensão do beneficiário ou do terceiro prejudicado contra a seguradora',
    years: 3,
    start: 'morte_segurado',
    source: 'Lei 15.040/2024, art. 126, III',
    successorOnly: true,
  },
  {
    // Fees of a liberal profession, contracted or of sucumbência: five years from the end of the
    // services, the contract or the mandate (CC art. 206, § 5º, II; for a lawyer, Lei 8.906/1994, art. 25).
    key: 'honorarios',
    area: 'civil',
    kind: 'prescrição',
    claim: 'honorários de profissionais liberais, procuradores judiciais, curadores e professores',
    years: 5,
    start: 'conclusao_servicos',
    source: 'CC art. 206, §5º, II',
    signals: /\bhonorarios\b/,
  },
  {
    // The victim of a supplier's service is a consumer by equiparação (CDC art. 17): a pedestrian run
    // over by a bus of a transport company, a passenger hurt in it, has the five years of CDC art. 27.
    key: 'vitima_servico',
    area: 'civil',
    kind: 'prescrição',
    claim: 'reparação do dano causado a vítima de serviço de fornecedor (consumidor por equiparação)',
    years: 5,
    start: 'conhecimento_do_dano',
    source: 'CDC arts. 17 e 27',
    signals:
      /\b(?:onibus|transporte (?:coletivo|publico)|empresa de (?:onibus|transporte)|viacao|metro|trem|concessionaria)\b/,
    requires:
      /\b(?:atropel\w*|fui atingid\w*|passageir\w*|estava no (?:onibus|metro|trem)|cai\w* (?:do|no|dentro do) (?:onibus|metro|trem)|freada|acidente|colisao|bateu)\b/,
  },
  {
    key: 'reparacao_civil',
    area: 'civil',
    kind: 'prescrição',
    claim: 'reparação civil (indenização por ato ilícito)',
    years: 3,
    start: 'fato',
    source: 'CC art. 206, §3º, V',
    signals:
      /\b(?:indeniza\w*|danos? (?:morais|materiais|moral|material)|reparacao|acidente\w*|colisao|atropel\w*|abalroa\w*|ato ilicito|bat(?:eu|eram) (?:n[ao]s?|em|contra)|batida|pelos danos|danos causados|prejuizos? causados)\b/,
    // Money lent and not paid back is a debt, however the text names what it asks (the rows below).
    unless: /\b(?:emprest(?:ei|amos|ou|aram|imo)\w*|mutuo|nota promissoria|confissao de divida)\b/,
  },
  {
    // A cheque past its execution keeps the monitória (Súmula 299 do STJ) for five years from the day
    // after the date of issue printed on it (Súmula 503 do STJ), the day of issue excluded as in CC
    // art. 132; the date of issue, not a due date, starts it.
    key: 'cheque_monitoria',
    area: 'civil',
    kind: 'prescrição',
    claim: 'cobrança, por ação monitória, de cheque sem força executiva',
    years: 5,
    start: 'emissao',
    source: 'Súmula 503 do STJ; CC art. 206, §5º, I',
    signals: /\bcheques?\b/,
  },
  {
    // Condominium fees: five years from the day after each one falls due (STJ, Tema 949).
    key: 'condominio',
    area: 'civil',
    kind: 'prescrição',
    claim: 'cobrança de taxas condominiais ordinárias ou extraordinárias',
    years: 5,
    start: 'vencimento',
    source: 'CC art. 206, §5º, I; Tema 949 do STJ',
    signals:
      /\b(?:tax(?:a|as) (?:de |do )?condomin\w*|cotas? condominia\w*|despesas condominia\w*|condominio (?:diz|cobra|quer|vai))\b/,
  },
  {
    key: 'divida_liquida',
    area: 'civil',
    kind: 'prescrição',
    claim: 'cobrança de dívida líquida constante de instrumento público ou particular',
    years: 5,
    start: 'vencimento',
    source: 'CC art. 206, §5º, I',
    signals:
      /\b(?:cobranca|divida\w*|nota promissoria|confissao de divida|contrato de mutuo|mutuo|emprest\w*|duplicata\w*|boleto\w*|mensalidades?|parcelas? (?:vencid|nao pag|em atraso)\w*)\b/,
    // The debt must be written: a loan made by word of mouth falls under CC art. 205.
    unless:
      /\b(?:de boca|verbal(?:mente)?|sem (?:nenhum |nada |qualquer )?(?:contrato|documento|recibo|papel|nada) (?:assinado|escrito)|sem (?:contrato|nada) (?:assinado|escrito)|sem (?:assinar|contrato|recibo)|nao tenho (?:nenhum |o |um )?(?:recibo|contrato|documento|papel)|na confianca|combinado de boca)\b/,
  },
  {
    key: 'civil_geral',
    area: 'civil',
    kind: 'prescrição',
    claim: 'pretensão a que a lei não fixa prazo menor',
    years: 10,
    start: 'fato',
    source: 'CC art. 205',
  },
  {
    key: 'alimentos',
    area: 'familia',
    kind: 'prescrição',
    claim:
      'cobrança de prestações alimentares vencidas (não corre contra absolutamente incapazes, CC art. 198, I)',
    years: 2,
    start: 'vencimento',
    source: 'CC art. 206, §2º',
    signals: /\b(?:alimentos|pensao alimenticia|pensao)\b/,
  },
  {
    key: 'restituicao_tributo',
    area: 'tributario',
    kind: 'prescrição',
    claim: 'restituição de tributo pago indevidamente',
    years: 5,
    start: 'pagamento',
    source: 'CTN art. 168, I',
    signals: /\b(?:restituic\w*|repeticao de indebito|pag\w* indevid\w*|compensac\w*)\b/,
  },
  {
    key: 'cobranca_tributo',
    area: 'tributario',
    kind: 'prescrição',
    claim: 'ação da Fazenda para cobrar o crédito tributário',
    years: 5,
    start: 'constituicao_definitiva',
    source: 'CTN art. 174',
    signals: /\b(?:execucao fiscal|divida ativa|cda|inscri\w* em divida|cobranca do credito)\b/,
  },
  {
    key: 'lancamento_tributo',
    area: 'tributario',
    kind: 'decadência',
    claim: 'direito de a Fazenda constituir o crédito tributário (lançamento)',
    years: 5,
    start: 'exercicio_seguinte',
    source: 'CTN art. 173, I',
  },
];

export function limitationRule(key: string): LimitationRule | undefined {
  return LIMITATION_RULES.find((r) => r.key === key);
}

/**
 * The row for an area and a description (accent-free, lower case): the first row of the area whose
 * signals match, else the area's row without signals. Labour claims get the two-year row, unless the
 * claim is an ação rescisória, whose period (CPC art. 975) binds in every area.
 */
export function ruleFor(area: LimitationArea, folded: string): LimitationRule | undefined {
  const anyArea = LIMITATION_RULES.find((r) => r.anyArea && r.signals && matches(r, folded));
  if (anyArea) return anyArea;
  const rows = LIMITATION_RULES.filter((r) => r.area === area && !r.anyArea && !r.successorOnly);
  if (area === 'trabalhista') return rows[0];
  return rows.find((r) => r.signals && matches(r, folded)) ?? rows.find((r) => !r.signals);
}

/** A row's own words in a text (accent-free): its signals and what it requires, and nothing that rules it out. */
const matches = (r: LimitationRule, folded: string) =>
  (!r.signals || r.signals.test(folded)) &&
  (!r.requires || r.requires.test(folded)) &&
  !r.unless?.test(folded);

/** Whether the text holds the words of the row `key` (a claim against the Fazenda, a contract broken). */
export function ruleMatches(key: string, folded: string): boolean {
  const r = limitationRule(key);
  return r !== undefined && matches(r, folded);
}

/** A date `years` years and `months` months after `from`, on the day of the same number or the next (CC art. 132, §3º). */
export function addYearsCc132(from: IsoDate, years: number, months = 0): IsoDate {
  const { year, month, day } = requireIsoDate(from);
  const total = (year + years) * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  // No day of the same number (29/02 → a common year): the period ends on the next day.
  return day <= last
    ? toIso({ year: y, month: m, day })
    : addCalendarDays(toIso({ year: y, month: m, day: last }), 1);
}

/** The day the period runs out, before CC art. 132, §1º moves it off a weekend or holiday. */
function nominalEnd(rule: LimitationRule, start: IsoDate): IsoDate {
  if (rule.days !== undefined) return addCalendarDays(start, rule.days);
  if (rule.start === 'exercicio_seguinte') {
    // CTN art. 173, I: five years counted from (and including) 1 January of the year after the one
    // in which the lançamento was possible, so they run out on 31 December of the fifth year.
    return `${requireIsoDate(start).year + (rule.years ?? 0)}-12-31`;
  }
  return addYearsCc132(start, rule.years ?? 0);
}

/**
 * The last day a hidden defect may come to light for the seller to answer for it (CC art. 445, § 1º;
 * Enunciado 174 da III Jornada de Direito Civil): 180 days from the delivery for a movable, one year
 * for an immovable. Not moved off a weekend: it is not a period to act in. Null for the other rows.
 */
export function revealDeadline(rule: LimitationRule, delivery: IsoDate): IsoDate | null {
  const w = rule.revealWithin;
  if (!w) return null;
  return w.days !== undefined ? addCalendarDays(delivery, w.days) : addYearsCc132(delivery, w.years ?? 0);
}

/** The last day to act, counted from the start event (CC art. 132, caput, §§1º and 3º). */
export function limitationEnd(rule: LimitationRule, start: IsoDate): IsoDate {
  const end = nominalEnd(rule, start);
  return onOrNextBusinessDay(end);
}

/**
 * The last day to act when the period stopped running from `pausedOn` until `resumedOn` (a
 * suspension, CC arts. 197-201, or an obstruction like CDC art. 26, § 2º): the days left on the day
 * it stopped, counted to the nominal end, run again from the day it resumed. Only the resumed end is
 * moved off a weekend or holiday (CC art. 132, § 1º), so the pause adds no day of its own. A pause on
 * the business day the end was moved to leaves no day: the period runs out on the day it resumes.
 */
export function suspendedEnd(
  rule: LimitationRule,
  start: IsoDate,
  pausedOn: IsoDate,
  resumedOn: IsoDate,
): { end: IsoDate; daysLeft: number } {
  const nominal = nominalEnd(rule, start);
  const daysLeft = Math.max(
    0,
    Math.round((Date.parse(`${nominal}T00:00:00Z`) - Date.parse(`${pausedOn}T00:00:00Z`)) / 86_400_000),
  );
  return { end: onOrNextBusinessDay(addCalendarDays(resumedOn, daysLeft)), daysLeft };
}

export function periodText(rule: LimitationRule): string {
  if (rule.days !== undefined) return `${rule.days} dias`;
  return rule.years === 1 ? '1 ano' : `${rule.years} anos`;
}

export interface LimitationVerdict {
  rule: LimitationRule;
  start: IsoDate;
  /** The last day the claim could be filed. */
  end: IsoDate;
  /** The day of filing the verdict is about (the filing date given, or the day it would be filed). */
  filing: IsoDate;
  barred: boolean;
  /** Days from filing to the end (negative when barred). */
  daysLeft: number;
  /** "CF art. 7º, XXIX; Súmula 308, I, do TST: 2 anos do fim do contrato de trabalho (10/03/2019) — terminou em 10/03/2021; ajuizamento em 15/08/2025." */
  explanation: string;
}

/** Whether a claim filed on `filing` is within the period that ran from `start`. */
export function checkLimitation(
  rule: LimitationRule,
  start: IsoDate,
  filing: IsoDate,
  /** The act the period must be met by, as the explanation names it: the filing, or a lançamento. */
  act = 'ajuizamento',
): LimitationVerdict {
  const end = limitationEnd(rule, start);
  const daysLeft = Math.round(
    (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${filing}T00:00:00Z`)) / 86_400_000,
  );
  const barred = daysLeft < 0;
  const word = rule.kind === 'decadência' ? 'decaiu' : 'prescreveu';
  const from =
    rule.start === 'exercicio_seguinte'
      ? `lançamento possível em ${start.slice(0, 4)}: de 01/01/${Number(start.slice(0, 4)) + 1}`
      : formatBr(start);
  const explanation =
    `${rule.source}: ${periodText(rule)} contado${rule.years === 1 && rule.days === undefined ? '' : 's'} ${ofStartEvent(rule.start)} (${from}), ` +
    `prazo ${barred ? 'encerrado' : 'que termina'} em ${formatBr(end)}; ${act} em ${formatBr(filing)}` +
    (barred
      ? ` — a pretensão ${word}.`
      : ` — dentro do prazo (${pluralize(daysLeft, 'dia restante', 'dias restantes')}).`);
  return { rule, start, end, filing, barred, daysLeft, explanation };
}

/**
 * CF art. 7º, XXIX and Súmula 308, I, do TST: only the parcels due in the five years before the
 * filing can be claimed — counted back from the filing, not from the end of the contract.
 */
export function labourLookbackStart(filing: IsoDate): IsoDate {
  return addYearsCc132(filing, -5);
}
