// Settled rules that decide a claim whatever the evidence, as rows: the facts that trigger each one
// (read from the description, denials excluded) and the factor it adds with its source. Binding
// rules move the estimate both ways: Súmula 385 of the STJ against the consumer, Súmulas 297 and 479
// of the STJ with CDC art. 14 for the victim of bank fraud, CDC arts. 14 and 43, § 3º, for a name
// registered for a debt paid or never owed, CDC art. 18, §1º for a product whose vício was not
// cured in thirty days, the parents' duty to support a minor child (CF art. 229, ECA art. 22), the
// employer's burden of proving termination pay (CLT arts. 818, II, and 477, §6º), ADCT art. 10,
// II, b for the pregnant employee, CDC art. 39, I with Tema 972 of the STJ for an insurance tied to
// a bank loan, divorce by one spouse's will (CF art. 226, § 6º), regret of a purchase at a distance
// (CDC art. 49), a prescribed treatment refused by a health plan (Lei 9.656/1998, art. 10, § 13),
// the accident stability (Lei 8.213/1991, art. 118), the bank employee's six hours (CLT art. 224),
// the hours presumed where an employer of more than 20 keeps no time records (CLT art. 74, § 2º;
// Súmula 338, I, do TST), a rescisão indireta for late wages (CLT art. 483, d; Decreto-Lei 368/1968,
// art. 2º, § 1º), the years of a usucapião (CF arts. 183 and 191; CC arts. 1.238-1.240).
// Texts: the acts, the STJ súmulas and temas as in the shipped lawbase;
// Súmula 244, I, of the TST as published by the TST (redação da Res. 185/2012).
import {
  addYearsCc132,
  calendarDaysBetween,
  DISTANCE_SALE,
  formatBr,
  NO_DEFECT,
  readFact,
} from '@lexato/legal';
import type { CaseType } from '@lexato/schemas';
import { type FoundDate, findAll, type Match, quoteList } from '../case-text.ts';
import { nearestUsucapiao, readPossession, usucapiaoMet } from '../usucapiao.ts';
import type { Factor } from './engine.ts';
import { ALREADY_FIXED, SUPPORT_ARREARS } from './support-words.ts';

interface Reading {
  text: string;
  folded: string;
  /** The dates of the text, read once by the engine. */
  dates: readonly FoundDate[];
  today: string;
}

interface AdverseRule {
  caseTypes: readonly CaseType[];
  /** Rules of one group exclude each other: the first that applies counts (no double weight). */
  group?: string;
  /** A factor when the rule applies to these facts, else null. */
  apply: (r: Reading) => Factor | null;
}

const affirmed = (r: Reading, re: RegExp): Match[] =>
  findAll(r.text, r.folded, re).filter((m) => !readFact(r.folded, m.start, m.end).denied);

// "a negativa do plano" is a refusal, not an entry: only the verb and its nouns count.
const NEGATIVE_ENTRY =
  /\b(?:negativ(?:ad|ac|ar|ou|aram)\w*|serasa|spc|scpc|cadastros? de (?:inadimplentes|protecao ao credito|maus pagadores)|inscri\w* (?:indevida|do (?:meu |seu )?nome))\b/g;
const MORAL_DAMAGE = /\bdanos? mora(?:l|is)\b/g;
/** The entry kept after the payment ("mesmo assim meu nome continuava no SPC"). */
const STILL_LISTED =
  /\b(?:mesmo (?:assim|depois|apos)|ainda|continu(?:a|ava|ou)|permanec\w*|nao (?:foi |foram )?(?:retirad|excluid|baixad)\w*|nao (?:retirou|excluiu|baixou|tirou))\b/;
/**
 * The consumer's own act caused the damage: the product dropped, wetted, misused. The supplier is not
 * liable for it (CDC art. 12, § 3º, III; art. 14, § 3º, II), and the warranty covers defects only.
 */
const CONSUMER_FAULT =
  /\b(?:caiu da minha mao|(?:deixei|deixou|deixamos) (?:\w+ ){0,2}cair|(?:eu )?derrubei|caiu (?:no chao|na agua|na piscina|no vaso)|molhei|caiu agua (?:nele|nela)|mau uso|uso indevido|uso inadequado|por descuido meu|por minha culpa)\b/g;
const PRIOR_ENTRY =
  /\b(?:(?:outras?|demais|varias|duas|tres)\s+(?:\w+\s+)?(?:negativac\w*|inscric\w*|restric\w*|apontamentos?|anotac\w*)|(?:negativac\w*|inscric\w*|restric\w*|apontamentos?|anotac\w*)\s+(?:\w+\s+)?(?:anteriores|preexistentes|previas|antigas)|ja (?:tinha|havia|possuia|estava|constava)\w*\s+(?:\w+\s+){0,2}(?:negativad\w*|restric\w*|inscri\w*|apontament\w*|nome sujo))/g;
/** STJ has set the súmula aside when the earlier entries are themselves being challenged in court. */
const PRIOR_CHALLENGED =
  /\b(?:tambem|todas|igualmente) (?:sao |eram |foram )?(?:indevidas|contestadas|questionadas|discutidas)/;

/** The debt behind the entry was paid or never existed (denials matched as written, as NOT_MINE). */
const DEBT_PAID = /\b(?:ja paga|ja pago|paguei|pago em dia|quitad[ao]|quitei|ja havia pago)\b/g;
const DEBT_NONEXISTENT =
  /\b(?:divida inexistente|debito inexistente|nao devo|nunca devi|nao (?:contratei|reconheco) (?:a|o) (?:divida|debito|servico))\b/g;

const OVERTIME = /\b(?:horas? extras?|sobrejornada|jornada extraordinaria|trabalhava ate|alem da jornada)\b/g;
/** A daily schedule written as its span: "das 6h às 19h", "das 07:00 até as 20:00" (accent-free). */
const SCHEDULE = /\bdas (\d{1,2})(?:h|:\d{2})\w*\s*(?:as|ate(?: as)?) (\d{1,2})(?:h|:\d{2})/;
/**
 * A span longer than 10 hours leaves more than 8 worked whatever the break (CLT art. 58: 8 hours a
 * day; art. 71: a break of 1 to 2 hours): overtime the description implies without naming it.
 */
const LONGEST_SPAN_WITHOUT_OVERTIME = 10;
function longDay(r: { text: string; folded: string }): { quote: string } | null {
  const m = SCHEDULE.exec(r.folded);
  if (!m) return null;
  const span = Number(m[2]) - Number(m[1]);
  return span > LONGEST_SPAN_WITHOUT_OVERTIME
    ? { quote: r.text.slice(m.index, m.index + m[0].length) }
    : null;
}
const HEADCOUNT =
  /\b(mais de\s+)?(\d{1,6})\s*(?:\([a-z\s-]+\)\s*)?(?:empregados|funcionarios|trabalhadores|colaboradores)\b/;
/** CLT art. 74, §2º, as amended by Lei 13.874/2019: time records compulsory above 20 workers. */
const TIME_RECORD_THRESHOLD = 20;
/** The employer keeps no time records at all ("não tem cartão de ponto", "ninguém bate ponto"): the words are the denial, matched as written. */
const NO_TIME_RECORDS =
  /\b(?:nao (?:tem|tinha|ha|havia|existe|existia|usa|usava) (?:nenhum )?(?:cartao|controle|registro|relogio|folha) de ponto|ninguem (?:bate|batia) (?:o )?ponto|sem (?:cartao|controle|registro|relogio) de ponto|nunca (?:bati|batemos|batia|batiamos) (?:o )?ponto)\b/g;

/** Wages paid late ("o salário caiu com dois dias de atraso", "atrasam o salário"). */
const WAGES_LATE = /\b(?:salarios?\b[^.;]{0,60}\batras\w*|atras\w*[^.;]{0,40}\bsalarios?\b|mora salarial)\b/g;
/** Months of late wages, or delays told as a habit. */
const REPEATED_DELAY =
  /\b(?:(?:tres|3|quatro|4|cinco|5|seis|6|varios|muitos) meses|ha meses|todo mes|todos os meses|meses (?:seguidos|consecutivos)|reiterad\w*|frequent\w*|constant\w*|sempre atras\w*)\b/g;
/** One delay of a few days in a record of wages paid on time: the words are the facts as told. */
const ONE_OFF_DELAY =
  /\b(?:(?:um|uma|dois|duas|tres|1|2|3) dias? de atraso|(?:so|apenas) (?:uma|1) vez|primeira vez|sempre (?:foi|foram|era|eram) pag\w* em dia|(?:nos|em) outros [^.;]{0,30}(?:em dia|pontualmente))\b/g;

const BANK =
  /\b(?:banco|bancaria|bancario|instituicao financeira|financeira|emprestimo consignado|consignado|conta corrente|cartao de credito|pix)\b/;
/** The consumer denies the operation (these words are the denial, so they are matched as written). */
const NOT_MINE =
  /\b(?:(?:nao|nunca|jamais|nem) (?:contratei|contratou|reconhec\w*|autorizei|autorizou|solicitei|solicitou|pedi|pediu|assinei|assinou|fiz|fez|realizei|realizou)|sem (?:minha|sua) autorizacao)\b/g;
/**
 * A third party's crime in the account: fraud by name, or its marks — the phone or card stolen, the
 * transfers to unknown accounts, out of the client's profile.
 */
const FRAUD =
  /\b(?:fraud\w*|golpe\w*|golpista\w*|estelionat\w*|clonad\w*|invasao da conta|conta invadida|(?:celular|telefone|aparelho|cartao)\b(?:\s+\w+){0,2}\s+(?:foi\s+)?(?:roubad|furtad)\w*|(?:roubaram|furtaram) (?:o |meu )?(?:celular|telefone|aparelho|cartao)|contas? desconhecidas?|fora do (?:meu )?perfil)\b/g;

/** A charge on the consumer's bill or account. */
const CHARGED = /\b(?:cobr\w*|fatur\w*|descont\w*|debit\w*|lancad\w*)\b/g;
/** The consumer paid it and asks for it back (CDC art. 42, parágrafo único). */
const PAID_BACK = /\b(?:paguei|pagou|pagamos|foi pago|foram pagos|descontad\w*|debitad\w*)\b/;

/** What a supplier would show to prove the operation or the service (CDC art. 14, §3º). */
const SUPPLIER_PROOF =
  /\b(?:contratos?(?:\s+assinados?)?|gravac(?:ao|oes)|assinaturas?|biometria|selfie|comprovantes?|laudos?|registros?|documentos?)\b/g;

const SERVICE_DEFECT =
  /\b(?:falha na prestacao d[oe] servico|servico defeituoso|defeito (?:do|no) (?:servico|produto)|acidente de consumo|fato do (?:produto|servico)|explodiu|pegou fogo|incendi\w*|queimadur\w*|choque eletrico|intoxica\w*|voo(?: (?!nao\b|nem\b|nunca\b)\w+){0,4}? (?:foi )?(?:cancelad|atrasad)[oa]|cancelamento do voo|atraso do voo|(?:extravio|extraviaram|extraviou)(?: \w+){0,2}? bagage\w*|bagagem (?:foi )?extraviada|overbooking|pretericao de embarque)\b/g;

/** A product that does not work as it should (a vício: CDC art. 18); "não liga" is the fault itself. */
const PRODUCT_FAULT_WORDS = /\b(?:vicios?|defeitos?|quebrou|quebrad[oa]|apresentou (?:problema|falha)s?)\b/g;
const PRODUCT_FAULT_STATES =
  /\b(?:parou de (?:funcionar|gelar|ligar|carregar|esquentar|aquecer|lavar|centrifugar)|nao (?:liga|funciona|gela|carrega|esquenta|aquece|centrifuga)|deixou de funcionar)\b/g;
/** Characters between a fault word and the words that deny its cure ("o defeito ainda não foi sanado"). */
const MAX_GAP_TO_CURE = 24;
/** The supplier did not cure it; these words are the denial, so they are matched as written. */
const NOT_CURED =
  /\b(?:nao (?:foi |tinha sido |havia sido |foram )?(?:sanad|resolvid|consertad|reparad|solucionad)[oa]s?|nao (?:sanou|sanaram|resolveu|resolveram|consertou|consertaram|reparou|repararam|solucionou|solucionaram)|sem (?:solucao|conserto|reparo)|continua (?:com (?:o |a )?(?:mesmo |mesma )?(?:defeito|vicio|problema|falha)|sem funcionar)|(?:devolvid[oa]|voltou) com (?:o |a )?(?:mesmo |mesma )?(?:defeito|problema|falha))\b/g;
/** How long the product waited: "passados 45 dias", "em 30 dias", "há mais de trinta dias". */
const DAYS_WAITED =
  /\b(?:em|apos|passados|passaram-se|depois de|ha mais de|mais de|alem de|ja se passaram|decorridos)\s+(\d{1,3}|trinta|quarenta|quarenta e cinco|sessenta|noventa)\s+dias\b/g;
const NUMBER_WORDS: Record<string, number> = {
  trinta: 30,
  quarenta: 40,
  'quarenta e cinco': 45,
  sessenta: 60,
  noventa: 90,
};
/** Each stated wait with its days, longest first. */
function waitsOf(r: Reading): Array<{ match: Match; days: number }> {
  return [...r.folded.matchAll(DAYS_WAITED)]
    .map((x) => {
      const n = x[1] ?? '';
      const match = {
        start: x.index,
        end: x.index + x[0].length,
        quote: r.text.slice(x.index, x.index + x[0].length),
      };
      return { match, days: NUMBER_WORDS[n] ?? Number(n) };
    })
    .sort((a, b) => b.days - a.days);
}
/** The day the product went for repair: "em 03/10/2026 levei à assistência técnica", "ordem de serviço de …". */
const HANDED_FOR_REPAIR =
  /\b(?:levei|levamos|entreguei|entregamos|deixei|enviei|mandei)\b[^.;]{0,50}\b(?:assistencia|conserto|reparo|oficina|autorizada)\w*|\bordem de servico\b/;
const HANDED_AFTER = new RegExp(`^[^\\d.;]{0,40}(?:${HANDED_FOR_REPAIR.source})`);
const HANDED_BEFORE = new RegExp(`(?:${HANDED_FOR_REPAIR.source})[^\\d.;]{0,40}$`);
/** The wait since a dated hand-over for repair ("em 03/10/2026 levei à assistência"), counted to today. */
function waitSinceHandedOver(r: Reading): { match: Match; days: number } | null {
  const handed = r.dates.filter(
    (d) =>
      d.iso <= r.today &&
      (HANDED_AFTER.test(r.folded.slice(d.end, d.end + 120)) ||
        HANDED_BEFORE.test(r.folded.slice(Math.max(0, d.start - 120), d.start))),
  );
  const first = handed.reduce<FoundDate | null>((a, b) => (!a || b.iso < a.iso ? b : a), null);
  if (!first) return null;
  return {
    match: { start: first.start, end: first.end, quote: first.quote },
    days: calendarDaysBetween(first.iso, r.today),
  };
}
/** CDC art. 18, §1º: the supplier has at most thirty days to cure the vício. */
const CURE_DAYS = 30;
const CURE_BASIS =
  'CDC art. 18, §1º: não sendo o vício sanado no prazo máximo de trinta dias, pode o consumidor exigir, alternativamente e à sua escolha, a substituição do produto, a restituição imediata da quantia paga, monetariamente atualizada, sem prejuízo de eventuais perdas e danos, ou o abatimento proporcional do preço';

/** A child of the parties, and a stated age (18 or more is no longer a minor: CC art. 5º). */
const CHILD = /\b(?:filh[oa]s?|crianc[ao]s?|bebes?|menor(?:es)? de idade)\b/g;
const CHILD_AGE = /\b(?:filh[oa]s?|crianc[ao]s?|menor)\b[^.;]{0,40}?\b(\d{1,2}) anos\b/;
const ADULTHOOD_YEARS = 18;
const SUPPORT = /\b(?:pensao(?: alimenticia)?|alimentos|sustento)\b/g;
/** The one who pays the support asks to lower or end it: the parents' duty is not the question. */
const PAYER_SEEKS_LESS =
  /\b(?:reduzir|reducao d[ao]|diminuir|exonera\w*|cancelar|revisar|revisional|rever) (?:a |o |da |do )?(?:minha |meu )?(?:pensao|alimentos|valor da pensao|encargo)\b/;
/** A change in the payer's finances (CC art. 1.699). */
const PAYER_WORSE_OFF =
  /\b(?:fui (?:demitid|dispensad)\w*|desempregad\w*|perdi (?:o|meu) emprego|ganho (?:menos|metade)|(?:meu )?salario (?:caiu|diminuiu|foi reduzido)|reduc\w* (?:do|de|no) (?:meu )?(?:salario|renda)|(?:minha )?renda (?:caiu|diminuiu)|nasceu (?:meu|minha|outro|outra)|tive outro filho|(?:fiquei|estou) doente)\b/g;

/** The one who receives support asks for more. */
const RECIPIENT_SEEKS_MORE =
  /\b(?:aumentar|majorar|majoracao|elevar|reajustar|aumento d[ao]s?) (?:a |o |os |as )?(?:valor d[ao]s? )?(?:pensao|alimentos)\b/;
/** A change after the fixing that calls for more: the payer earns more, the child needs more. */
const NEEDS_OR_MEANS_UP =
  /\b(?:(?:foi|ele foi) promovid[oa]|arrumou (?:um )?emprego melhor|teve aumento|ganha (?:mais|o dobro)|passou a ganhar mais|(?:novas|mais) despesas|despesas? novas?|entrou na (?:escola|faculdade|creche)|comecou (?:a estudar|tratamento)|precisa de tratamento|ficou doente|plano de saude novo)\b/g;
/** The change denied in the telling: "continua ganhando o mesmo", "não tem despesas novas". */
const NO_CHANGE =
  /\b(?:continua (?:no mesmo emprego|ganhando o mesmo|com o mesmo salario)|ganhando o mesmo|nao (?:tem|teve|ha|houve) (?:nenhuma )?(?:despesas? novas?|mudanca|aumento)|sem (?:nenhuma )?mudanca|nada mudou|so acho que (?:o valor )?e pouco)\b/g;
const CHANGE_BASIS =
  'CC art. 1.699 (se, fixados os alimentos, sobrevier mudança na situação financeira de quem os supre, ou na de quem os recebe, poderá o interessado reclamar ao juiz, conforme as circunstâncias, exoneração, redução ou majoração do encargo); o valor segue as necessidades de quem recebe e os recursos de quem paga (CC art. 1.694, § 1º)';

/** Termination pay not paid; these words are the denial, so they are matched as written. */
const SEVERANCE_UNPAID =
  /\b(?:nao (?:me )?(?:pagou|pagaram|paga|pagam|recebi|recebeu|recebemos|foram pagas|foi pag[ao])|deixou de pagar|sem receber)\b[^.;]{0,40}?\b(?:verbas rescisorias|rescisao|acerto|saldo de salario|aviso previo|ferias|13o|decimo terceiro|multa de 40)/g;

/** A health plan that refused cover on the ground of a carência (Lei 9.656/1998). */
const HEALTH_PLAN = /\b(?:plano de saude|planos de saude|operadora de saude|convenio medico|seguro saude)\b/;
const COVER_REFUSED =
  /\b(?:neg(?:ou|aram|ativa|ou-se)|recus(?:ou|aram|a)|nao (?:autorizou|autorizaram|cobriu|cobriram|liberou|liberaram))\b/g;
const WAITING_PERIOD = /\bcarencias?\b/g;
const URGENT_CARE = /\b(?:urgencia|urgente|emergencia|emergencial|risco de vida|risco imediato)\b/g;
/** "contrato tem mais de 3 anos", "plano de 8 meses": how long the plan has run. */
const PLAN_AGE =
  /\b(?:contrato|plano|convenio)\b[^.;]{0,30}?\b(?:ha|tem|de|com|desde ha) (?:mais de |quase )?(\d{1,2}) (anos?|meses)\b/;
/** Lei 9.656/1998, art. 12, V, a and b: at most 300 days of carência for childbirth, 180 for the rest. */
const MAX_WAITING_DAYS = 180;
const MAX_WAITING_DAYS_CHILDBIRTH = 300;
const CHILDBIRTH = /\bparto\b/;
const HEALTH_PLAN_CDC = 'Súmula 608 do STJ (o CDC se aplica aos planos de saúde, salvo os de autogestão)';

/** The 40 % FGTS fine, owed only on a dismissal without cause (Lei 8.036/1990, art. 18, §1º). */
const FGTS_FINE =
  /\b(?:multa (?:de )?40 ?%|40 ?% do fgts|multa do fgts|multa rescisoria do fgts|multa fundiaria)\b/g;
/** A resignation the worker says the employer forced: a rescisão indireta (CLT art. 483) is argued instead. */
const INDIRECT_DISMISSAL = /\b(?:rescisao indireta|falta grave do empregador|forcad[oa] a pedir)\b/;

/** Wages of the contract's time unpaid: "estou há três meses sem receber salário", "salários atrasados". */
const WAGES_UNPAID =
  /\b(?:sem receber (?:o |meu |os |meus )?salarios?|salarios? (?:atrasad|nao pag|em atraso)\w*|nao (?:me )?(?:recebi|recebo|pagou|paga|pagam|pagaram) (?:o |meu |os |meus )?salarios?|atrasos? (?:no|do|nos|dos) (?:pagamento d[oe]s? )?salarios?)\b/g;
/** A manager with powers of management (CLT art. 62, II), told by the post and its powers or bonus. */
const MANAGER =
  /\b(?:gerente(?: geral)?|cargo de (?:gestao|confianca)|chefe de (?:departamento|filial|setor)|diretor(?:a)?)\b/;
const MANAGER_POWERS =
  /\b(?:poderes? (?:para|de) (?:admitir|demitir|contratar|mando|gestao)|admit\w* e demit\w*|contrat\w* e demit\w*)\b/;
const FUNCTION_BONUS = /gratificacao de (?:funcao|cargo)[^.;]{0,20}?(\d{1,3})\s*%/;
/** CLT art. 62, parágrafo único: the manager keeps the hours rules when the post pays less than 40 % over the salary. */
export const MANAGER_BONUS_MIN = 40;
/** A purchase in the shop itself, regretted, of a product said to have no defect (CDC art. 49 does not reach it). */
const REGRET = /\b(?:me arrependi|arrependimento|arrependid[oa]|desist\w* da compra|mudei de ideia)\b/;
const IN_SHOP =
  /\bcompr\w*[^.;]{0,60}\b(?:na loja fisica|em loja fisica|na loja|em uma loja|numa loja|no estabelecimento|pessoalmente|presencialmente|no shopping)\b/;

/** The one telling wants the divorce, or resists the other's (CF art. 226, § 6º). */
const DIVORCE_WISH =
  /\b(?:quero (?:me )?divorciar|quero (?:o|pedir o|dar entrada no) divorcio|pedir o divorcio|pedido de divorcio)\b/g;
const DIVORCE_RESISTED_BY_ME =
  /\b(?:(?:eu )?nao quero (?:me )?divorciar|(?:eu )?nao (?:aceito|quero) o divorcio|(?:ele|ela|meu marido|minha (?:esposa|mulher)) (?:quer|pediu|entrou com) (?:o )?divorcio)\b/g;
/** CDC art. 49: seven days from the receipt to withdraw from a purchase made at a distance. */
export const REGRET_DAYS = 7;
const RECEIVED_BEFORE = /\b(?:receb\w*|chegou|chegaram|entreg\w*)\b[^.;\d]{0,30}$/;
const REGRET_TOLD_BEFORE =
  /\b(?:pedi|solicitei|comuniquei|avisei|informei|requeri|cancelei|desisti|me arrependi)\b[^.;\d]{0,50}$/;
/** A treatment the doctor prescribed ("prescrita pelo médico", "laudo médico indicando"). */
const PRESCRIBED =
  /\b(?:prescrit[oa]s?|prescricao|receitad[oa]|indicad[oa] pel[oa] medic[oa]|solicitad[oa] pel[oa] medic[oa]|pedido medico|relatorio medico)\b/g;
const WAITING_PERIOD_ONE = /\bcarencias?\b/;

/** Lei 8.213/1991, art. 118: twelve months of stability after the accident benefit ends. */
export const ACCIDENT_STABILITY_MONTHS = 12;
const WORK_ACCIDENT = /\b(?:acidente (?:de|do) trabalho|acidente de trajeto|doenca ocupacional|\bcat\b)\b/g;
const ACCIDENT_BENEFIT =
  /\b(?:auxilio[- ]doenca acidentario|auxilio por incapacidade temporaria acidentari\w*|beneficio acidentario|b-?91|afastad[oa] pelo inss)\b/g;
const DISMISSED_NO_CAUSE =
  /\b(?:dispensad[oa]|demitid[oa]|despedid[oa]|mandad[oa] embora|(?:me )?(?:demitiu|dispensou|despediu|mandou embora))\b(?! por justa causa)/g;
const BENEFIT_END_BEFORE =
  /\b(?:ate|cessad\w*|cessou|encerrad\w*|alta (?:do inss|medica)?|retornei|voltei)\b[^.;\d]{0,40}$/;
const DISMISSAL_BEFORE = /\b(?:dispensad[oa]|demitid[oa]|despedid[oa]|mandad[oa] embora)\b[^.;\d]{0,30}$/;
/** "Em 20/08/2026 a empresa me demitiu": the dismissal's verb right after its date. */
const DISMISSAL_AFTER = /^[^.;\d]{0,30}\b(?:demitiu|dispensou|despediu|mandou embora)\b/;
/** A bank employee (CLT art. 224): "bancária", "trabalho no banco X como caixa". */
const BANK_EMPLOYEE =
  /\b(?:bancari[oa]s?|empregad[oa] (?:de|do) banco|caixa (?:de|do) banco|trabalho (?:no|num|em) banco)\b/g;
const EIGHT_HOURS = /\b(?:[7-9]|1[0-2]) horas (?:por dia|diarias)\b|\balem da (?:6a|sexta) hora\b/;
const NO_TRUST_POST = /\b(?:nao tenho|sem|nunca tive) cargo de confianca\b/;

const PREGNANT = /\b(?:gestante|gravid[ae]|gravidez|gestacao|ultrassom\w*|ultrassonografia)\b/g;
const DISMISSED =
  /\b(?:dispensad[oa]|demitid[oa]|demissao|dispensa|despedid[oa]|mandad[oa] embora|desligad[oa]|desligamento)\b/g;
const OWN_RESIGNATION = /\b(?:pedi(?:u)? (?:demissao|as contas)|pedido de demissao)\b/;
const JUST_CAUSE = /\bjusta causa\b/g;

/** An insurance sold with a bank loan or financing (Tema 972 do STJ: "seguro de proteção financeira"). */
const LOAN_INSURANCE =
  /\bseguros? (?:prestamista|de protecao financeira|de credito|de vida|do emprestimo|do financiamento)\b/g;
const BANK_CREDIT =
  /\b(?:emprestimo|financiamento|consignado|credito pessoal|cartao de credito|banco|financeira|instituicao financeira|cdc)\b/;
/** The insurance imposed: a condition of the credit, not asked for, embedded in the instalments. */
const TIED =
  /\b(?:como condicao|condicion\w*|obrigatori\w*|exig\w*|impost[oa]|impuse\w*|embutid\w*|sem (?:eu |que eu )?(?:pedir|solicitar|contratar|autorizar)|incluid\w* sem|venda casada)\b/g;

/**
 * The elected representatives the Constitution and the CLT keep from dismissal without cause, as a
 * table: the CIPA's employee representative (ADCT art. 10, II, a; CLT art. 165) and the union's
 * elected officer (CF art. 8º, VIII; CLT art. 543, § 3º). Not the members the employer appoints.
 */
const ELECTED_STABILITY: ReadonlyArray<{ who: RegExp; label: string; basis: string }> = [
  {
    who: /\b(?:cipeir[oa]|(?:membro|eleit[oa]|titular|suplente|vice-presidente|representante dos empregados)\b[^.;]{0,40}\bcipa|cipa\b[^.;]{0,30}\b(?:eleit[oa]|mandato))\b/g,
    label: 'Dispensa de membro eleito da CIPA: estabilidade provisória',
    basis:
      'ADCT art. 10, II, a (vedada a dispensa arbitrária ou sem justa causa do empregado eleito para cargo de direção da comissão interna de prevenção de acidentes, desde o registro da candidatura até um ano após o fim do mandato); CLT art. 165 e parágrafo único (despedida arbitrária é a que não se funda em motivo disciplinar, técnico, econômico ou financeiro, que o empregador deve provar, sob pena de reintegração)',
  },
  {
    who: /\b(?:dirigente sindical|diretor (?:do|de) sindicato|eleit[oa] (?:para|no|ao) (?:cargo (?:de|na) )?(?:diretoria|direcao) (?:do|de) sindicato|(?:presidente|tesoureir[oa]|secretari[oa]) do sindicato)\b/g,
    label: 'Dispensa de dirigente sindical: estabilidade provisória',
    basis:
      'CF art. 8º, VIII (vedada a dispensa do empregado sindicalizado a partir do registro da candidatura a cargo de direção ou representação sindical e, se eleito, até um ano após o final do mandato, salvo falta grave nos termos da lei); CLT art. 543, § 3º',
  },
];
/** The employer appointed the member: no stability (ADCT art. 10, II, a, protects the elected). */
const APPOINTED = /\b(?:indicad[oa]|nomead[oa]|designad[oa]) pel[oa] (?:empresa|empregador|patrao)\b/;

/** Absences the worker tells as his own: "faltei 35 dias seguidos", "não voltei ao trabalho". */
const OWN_ABSENCE =
  /\b(?:faltei|fiquei sem (?:ir|trabalhar|aparecer)|nao (?:fui|compareci|voltei|apareci) (?:ao|no|para o) (?:trabalho|servico|emprego))\b|\babandono de emprego\b/g;
const ABSENCE_DAYS = /\b(?:faltei|sem (?:ir|trabalhar|aparecer)|ausente)\b[^.;]{0,30}?\b(\d{1,3}) dias\b/;
/** Told as not justified: "sem avisar", "sem atestado", "não respondi" the call to return. */
const UNJUSTIFIED =
  /\b(?:sem (?:avisar|atestado|justificar|justificativa|comunicar|dar satisfacao)|nao (?:avisei|justifiquei|respondi|apresentei (?:nenhum )?atestado|dei satisfacao))\b/g;
/** The absences that make abandonment: thirty days, the measure of Súmula 32 of the TST. */
export const ABANDONMENT_DAYS = 30;

const ADVERSE_RULES: AdverseRule[] = [
  {
    caseTypes: ['trabalhista'],
    apply: (r) => {
      const dismissed = affirmed(r, DISMISSED_NO_CAUSE);
      if (dismissed.length === 0 || OWN_RESIGNATION.test(r.folded) || APPOINTED.test(r.folded)) return null;
      if (affirmed(r, JUST_CAUSE).length > 0) return null;
      for (const row of ELECTED_STABILITY) {
        const who = affirmed(r, row.who);
        if (who.length === 0) continue;
        return {
          kind: 'precedente',
          label: row.label,
          weight: 20,
          evidence: quoteList([...who, ...dismissed]),
          basis: `${row.basis}: +20`,
          advice:
            'Peça a reintegração em tutela de urgência ou, em caráter sucessivo, a indenização dos salários do período de estabilidade; junte a ata da eleição ou o registro da candidatura e o termo de rescisão.',
        };
      }
      return null;
    },
  },
  {
    // The worker's own account of long absences with no reason given, against a dismissal for
    // abandonment (CLT art. 482, i): the employer's proof (CLT art. 818, II) is in the telling.
    caseTypes: ['trabalhista'],
    apply: (r) => {
      if (affirmed(r, JUST_CAUSE).length === 0) return null;
      const absence = affirmed(r, OWN_ABSENCE);
      const unjustified = affirmed(r, UNJUSTIFIED);
      if (absence.length === 0 || unjustified.length === 0) return null;
      const days = ABSENCE_DAYS.exec(r.folded);
      if (days && Number(days[1]) < ABANDONMENT_DAYS) return null;
      return {
        kind: 'precedente',
        label: 'Abandono de emprego contado pelo próprio trabalhador',
        weight: -20,
        evidence: quoteList([...absence, ...unjustified]),
        basis: `CLT art. 482, i (o abandono de emprego é justa causa); a falta injustificada por ${ABANDONMENT_DAYS} dias ou mais, com a intenção de não voltar, o caracteriza (medida da Súmula 32 do TST); o ônus da prova é do empregador (CLT art. 818, II), mas as faltas sem justificativa estão no relato: −20`,
        advice:
          'Reúna o que justifique as faltas (atestados, comunicações à empresa) e o que mostre a intenção de voltar; sem isso, a reversão da justa causa é improvável.',
      };
    },
  },
  {
    caseTypes: ['trabalhista'],
    apply: (r) => {
      const accident = affirmed(r, WORK_ACCIDENT);
      const benefit = affirmed(r, ACCIDENT_BENEFIT);
      const dismissed = affirmed(r, DISMISSED_NO_CAUSE);
      if (accident.length === 0 || benefit.length === 0 || dismissed.length === 0) return null;
      // With the dates told: the twelve months run from the end of the benefit.
      const { dates } = r;
      const ended = dates.find((d) =>
        BENEFIT_END_BEFORE.test(r.folded.slice(Math.max(0, d.start - 60), d.start)),
      );
      const fired = dates.find(
        (d) =>
          DISMISSAL_BEFORE.test(r.folded.slice(Math.max(0, d.start - 40), d.start)) ||
          DISMISSAL_AFTER.test(r.folded.slice(d.end, d.end + 40)),
      );
      if (ended && fired && fired.iso > addYearsCc132(ended.iso, ACCIDENT_STABILITY_MONTHS / 12)) return null;
      return {
        kind: 'precedente',
        label: 'Dispensa na estabilidade acidentária',
        weight: 20,
        evidence: quoteList([...accident, ...benefit, ...dismissed]),
        basis: `Lei 8.213/1991, art. 118: o segurado que sofreu acidente do trabalho tem garantida a manutenção do contrato por ${ACCIDENT_STABILITY_MONTHS} meses após a cessação do auxílio-doença acidentário${ended && fired ? ` (cessado em ${formatBr(ended.iso)}, dispensa em ${formatBr(fired.iso)})` : ''}: +20`,
        advice:
          'Peça a reintegração, ou a indenização dos salários do período de estabilidade; junte a CAT, o comunicado de cessação do benefício e o termo de rescisão.',
      };
    },
  },
  {
    caseTypes: ['trabalhista'],
    apply: (r) => {
      const banker = affirmed(r, BANK_EMPLOYEE);
      const overtime = affirmed(r, OVERTIME);
      const beyondSix = EIGHT_HOURS.test(r.folded);
      if (banker.length === 0 || (overtime.length === 0 && !beyondSix)) return null;
      if (MANAGER.test(r.folded) && !NO_TRUST_POST.test(r.folded)) return null;
      return {
        kind: 'precedente',
        label: 'Bancário: jornada de 6 horas',
        weight: 15,
        evidence: quoteList([...banker, ...overtime]),
        basis:
          'CLT art. 224: a duração normal do trabalho dos empregados em bancos é de 6 horas contínuas nos dias úteis, 30 por semana; o § 2º afasta só quem exerce função de direção, gerência, fiscalização ou chefia com gratificação de ao menos um terço do salário do cargo efetivo: +15',
        advice:
          'Peça a 7ª e a 8ª horas como extras, com reflexos; junte holerites e, se houver, os cartões de ponto.',
      };
    },
  },
  {
    caseTypes: ['familia'],
    apply: (r) => {
      const wish = findAll(r.text, r.folded, DIVORCE_WISH);
      const resist = findAll(r.text, r.folded, DIVORCE_RESISTED_BY_ME);
      if (wish.length === 0 && resist.length === 0) return null;
      const against = resist.length > 0;
      return {
        kind: 'precedente',
        label: against
          ? 'Divórcio pedido pelo outro cônjuge: a recusa não o impede'
          : 'Divórcio: basta a vontade de um dos cônjuges',
        weight: against ? -30 : 30,
        evidence: quoteList(against ? resist : wish),
        basis: `CF art. 226, § 6º (red. EC 66/2010): o casamento civil pode ser dissolvido pelo divórcio, sem prazo de separação nem causa a provar; a oposição do outro cônjuge não o impede, e o que se discute é a partilha, a guarda e os alimentos: ${against ? '−30' : '+30'}`,
        advice: against
          ? 'Concentre a defesa na partilha, na guarda e nos alimentos: o divórcio em si será decretado.'
          : 'Peça o divórcio com a partilha, a guarda e os alimentos dos filhos; havendo acordo e sem filhos incapazes, cabe a escritura em cartório (CPC art. 733).',
      };
    },
  },
  {
    caseTypes: ['consumidor'],
    apply: (r) => {
      if (!REGRET.test(r.folded) || !DISTANCE_SALE.test(r.folded)) return null;
      const { dates } = r;
      const received = dates.find((d) =>
        RECEIVED_BEFORE.test(r.folded.slice(Math.max(0, d.start - 40), d.start)),
      );
      const told = dates.find((d) =>
        REGRET_TOLD_BEFORE.test(r.folded.slice(Math.max(0, d.start - 60), d.start)),
      );
      if (!received || !told || told.iso < received.iso) return null;
      const days = calendarDaysBetween(received.iso, told.iso);
      const inTime = days <= REGRET_DAYS;
      return {
        kind: 'precedente',
        label: inTime
          ? `Arrependimento exercido em ${days} ${days === 1 ? 'dia' : 'dias'} do recebimento: devolução integral`
          : `Arrependimento comunicado ${days} dias depois do recebimento, fora dos ${REGRET_DAYS} dias`,
        weight: inTime ? 20 : -20,
        evidence: `“${received.quote}” · “${told.quote}”`,
        basis: `CDC art. 49: na compra fora do estabelecimento comercial o consumidor pode desistir em ${REGRET_DAYS} dias do recebimento do produto, e o que pagou lhe é devolvido de imediato, atualizado (parágrafo único); recebido em ${formatBr(received.iso)}, comunicado em ${formatBr(told.iso)}: ${inTime ? '+20' : '−20'}`,
        ...(inTime
          ? {
              advice:
                'Junte a prova da comunicação da desistência (e-mail, protocolo) e peça a devolução imediata do que pagou (CDC art. 49, parágrafo único).',
            }
          : {}),
      };
    },
  },
  {
    caseTypes: ['consumidor', 'civil'],
    apply: (r) => {
      if (!HEALTH_PLAN.test(r.folded) || WAITING_PERIOD_ONE.test(r.folded)) return null;
      const refused = findAll(r.text, r.folded, COVER_REFUSED);
      const prescribed = affirmed(r, PRESCRIBED);
      if (refused.length === 0 || prescribed.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Tratamento prescrito pelo médico negado pelo plano de saúde',
        weight: 15,
        evidence: quoteList([...refused, ...prescribed]),
        basis: `Lei 9.656/1998, art. 10, § 13 (incluído pela Lei 14.454/2022): o tratamento prescrito pelo médico assistente, ainda que fora do rol da ANS, deve ser coberto quando houver comprovação de eficácia baseada em evidências científicas e plano terapêutico, ou recomendação da Conitec ou de órgão de avaliação de tecnologias de renome internacional; ${HEALTH_PLAN_CDC}: +15`,
        advice:
          'Junte a prescrição com o plano terapêutico, o relatório médico e a negativa por escrito; com urgência, peça tutela de urgência para a cobertura (CPC art. 300).',
      };
    },
  },
  {
    caseTypes: ['trabalhista'],
    group: 'unpaid-pay',
    apply: (r) => {
      const unpaid = findAll(r.text, r.folded, WAGES_UNPAID);
      if (unpaid.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Salários não pagos: falta grave do empregador',
        weight: 20,
        evidence: quoteList(unpaid),
        basis:
          'CLT art. 459, §1º (o salário mensal se paga até o quinto dia útil do mês subsequente ao vencido) e art. 483, d (o empregado pode considerar rescindido o contrato quando o empregador não cumpre as obrigações do contrato); o pagamento é fato extintivo, cuja prova cabe ao empregador (CLT art. 818, II): +20',
        advice:
          'Peça os salários em atraso com correção e, se quiser sair, a rescisão indireta (CLT art. 483, d), com as verbas de uma dispensa sem justa causa; junte holerites e extratos.',
      };
    },
  },
  {
    caseTypes: ['trabalhista'],
    apply: (r) => {
      const overtime = affirmed(r, OVERTIME);
      if (overtime.length === 0 || !MANAGER.test(r.folded)) return null;
      const bonus = FUNCTION_BONUS.exec(r.folded);
      const percent = bonus ? Number(bonus[1]) : null;
      if (percent === null && !MANAGER_POWERS.test(r.folded)) return null;
      if (percent !== null && percent < MANAGER_BONUS_MIN) {
        return {
          kind: 'precedente',
          label: `Gerente com gratificação de ${percent}%: abaixo de ${MANAGER_BONUS_MIN}%, o controle de jornada se aplica`,
          weight: 0,
          evidence: quoteList(overtime),
          basis: `CLT art. 62, parágrafo único: o regime de jornada se aplica ao gerente cujo salário, com a gratificação de função, é inferior ao salário efetivo acrescido de 40%; a gratificação informada é de ${percent}%`,
        };
      }
      return {
        kind: 'precedente',
        label: 'Gerente com poderes de gestão: fora do controle de jornada',
        weight: percent !== null ? -25 : -15,
        evidence: quoteList(overtime),
        basis: `CLT art. 62, II e parágrafo único: os gerentes, exercentes de cargos de gestão (aos quais se equiparam diretores e chefes de departamento ou filial), não têm direito a horas extras quando a gratificação de função é de pelo menos 40% do salário efetivo${percent !== null ? ` (informada: ${percent}%): −25` : '; a gratificação não foi informada: −15'}`,
        advice:
          'Só cabem horas extras se o cargo não tinha poderes reais de gestão (mando, admitir e demitir, representar a empresa) ou se a gratificação era inferior a 40%: reúna a prova disso.',
      };
    },
  },
  {
    caseTypes: ['consumidor'],
    apply: (r) => {
      if (!REGRET.test(r.folded) || !IN_SHOP.test(r.folded) || DISTANCE_SALE.test(r.folded)) return null;
      if (!NO_DEFECT.test(r.folded)) return null;
      const regret = findAll(r.text, r.folded, new RegExp(REGRET.source, 'g'));
      return {
        kind: 'precedente',
        label: 'Arrependimento de compra feita na loja: sem direito legal à devolução',
        weight: -25,
        evidence: quoteList(regret),
        basis:
          'CDC art. 49: a desistência em 7 dias vale para a contratação fora do estabelecimento comercial (internet, telefone, a domicílio); na compra feita na loja, de produto sem vício, a troca ou a devolução depende da política da loja ou do que foi combinado: −25',
        advice:
          'Veja se a loja anunciou política de troca ou devolução (vincula a loja, CDC art. 30); sem ela e sem defeito, a lei não obriga a aceitar a devolução.',
      };
    },
  },
  {
    caseTypes: ['consumidor'],
    group: 'culpa do consumidor',
    apply: (r) => {
      // "não deixei cair": the negation sits right before the words matched.
      const facts = affirmed(r, CONSUMER_FAULT).filter(
        (m) => !/\b(?:nao|nunca|jamais|sem)\s+$/.test(r.folded.slice(Math.max(0, m.start - 8), m.start)),
      );
      if (facts.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Dano causado pelo próprio consumidor (queda, líquido, mau uso)',
        weight: -25,
        evidence: quoteList(facts),
        basis:
          'CDC art. 12, § 3º, III, e art. 14, § 3º, II (o fornecedor não responde quando prova a culpa exclusiva do consumidor); a garantia cobre o vício do produto (CDC art. 18), não o dano que o uso causou: −25',
        advice:
          'Só há pedido se o defeito existia antes do acidente (um vício que causou a queda, uma tela que trincou sem impacto): reúna o laudo da assistência técnica e a nota fiscal.',
      };
    },
  },
  {
    caseTypes: ['consumidor', 'civil'],
    group: 'responsabilidade objetiva',
    apply: (r) => {
      if (!BANK.test(r.folded)) return null;
      const facts = [...findAll(r.text, r.folded, NOT_MINE), ...affirmed(r, FRAUD)];
      if (facts.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Fraude em operação bancária: responsabilidade objetiva do banco',
        weight: 20,
        evidence: quoteList(facts),
        basis:
          'Súmula 297 do STJ (o CDC é aplicável às instituições financeiras); Súmula 479 do STJ (as instituições financeiras respondem objetivamente pelos danos gerados por fortuito interno relativo a fraudes e delitos praticados por terceiros no âmbito de operações bancárias); CDC art. 14, caput (responde independentemente de culpa): +20',
        advice:
          'Peça a declaração de inexistência do débito e a restituição dos valores descontados; requeira a exibição do contrato e da gravação pelo banco (CPC art. 396) e a inversão do ônus da prova (CDC art. 6º, VIII).',
      };
    },
  },
  {
    caseTypes: ['consumidor', 'civil'],
    group: 'responsabilidade objetiva',
    apply: (r) => {
      const entry = affirmed(r, NEGATIVE_ENTRY);
      const notOwed = [...affirmed(r, DEBT_PAID), ...findAll(r.text, r.folded, DEBT_NONEXISTENT)];
      if (entry.length === 0 || notOwed.length === 0) return null;
      // Earlier legitimate entries bring Súmula 385 of the STJ instead (the rule below).
      if (affirmed(r, PRIOR_ENTRY).length > 0 && !PRIOR_CHALLENGED.test(r.folded)) return null;
      return {
        kind: 'precedente',
        label: 'Inscrição em cadastro de inadimplentes por dívida paga ou inexistente',
        weight: 15,
        evidence: quoteList([...entry, ...notOwed]),
        basis:
          'CDC art. 14, caput (o fornecedor responde, independentemente da existência de culpa, pelos danos causados por defeitos relativos à prestação dos serviços); CDC art. 43, § 3º (o consumidor pode exigir a imediata correção de inexatidão nos seus dados e cadastros)' +
          (STILL_LISTED.test(r.folded) && affirmed(r, DEBT_PAID).length > 0
            ? '; Súmula 548 do STJ (incumbe ao credor a exclusão do registro da dívida no prazo de cinco dias úteis, a partir do integral e efetivo pagamento do débito)'
            : '') +
          ': +15',
        advice:
          'Peça a exclusão imediata da inscrição em tutela de urgência (CPC art. 300), a declaração de inexistência do débito e a indenização; junte o comprovante de pagamento e o extrato do cadastro.',
      };
    },
  },
  {
    caseTypes: ['consumidor'],
    group: 'responsabilidade objetiva',
    apply: (r) => {
      const insurance = affirmed(r, LOAN_INSURANCE);
      const tied = affirmed(r, TIED);
      if (insurance.length === 0 || tied.length === 0 || !BANK_CREDIT.test(r.folded)) return null;
      return {
        kind: 'precedente',
        label: 'Seguro imposto na contratação do crédito (venda casada)',
        weight: 15,
        evidence: quoteList([...insurance, ...tied]),
        basis:
          'CDC art. 39, I (é vedado condicionar o fornecimento de produto ou de serviço ao fornecimento de outro produto ou serviço); Tema 972 do STJ, tese 2 ("Nos contratos bancários em geral, o consumidor não pode ser compelido a contratar seguro com a instituição financeira ou com seguradora por ela indicada"): +15',
        advice:
          'Peça a declaração de nulidade da contratação do seguro e a devolução do que foi pago por ele (em dobro, se cobrado indevidamente: CDC art. 42, parágrafo único); junte o contrato e os extratos.',
      };
    },
  },
  {
    caseTypes: ['consumidor'],
    group: 'responsabilidade objetiva',
    apply: (r) => {
      const notAsked = findAll(r.text, r.folded, NOT_MINE);
      const charged = affirmed(r, CHARGED);
      if (notAsked.length === 0 || charged.length === 0) return null;
      const paid = PAID_BACK.test(r.folded);
      return {
        kind: 'precedente',
        label: 'Cobrança por serviço ou produto não solicitado',
        weight: 12,
        evidence: quoteList([...notAsked, ...charged]),
        basis: `CDC art. 39, III e parágrafo único (serviço fornecido sem solicitação prévia equipara-se a amostra grátis, inexistindo obrigação de pagamento)${paid ? '; art. 42, parágrafo único (o consumidor cobrado em quantia indevida tem direito à repetição do indébito, por valor igual ao dobro do que pagou em excesso, salvo engano justificável)' : ''}: +12`,
        advice: paid
          ? 'Peça a declaração de inexigibilidade e a devolução em dobro do que foi pago (CDC art. 42, parágrafo único); junte as faturas e os protocolos de reclamação.'
          : 'Peça a declaração de inexigibilidade da cobrança (CDC art. 39, parágrafo único); junte as faturas e os protocolos de reclamação.',
      };
    },
  },
  {
    caseTypes: ['consumidor'],
    group: 'responsabilidade objetiva',
    apply: (r) => {
      const defect = affirmed(r, SERVICE_DEFECT);
      if (defect.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Defeito do produto ou do serviço: responsabilidade sem culpa do fornecedor',
        weight: 8,
        evidence: quoteList(defect),
        basis:
          'CDC arts. 12 e 14, caput: o fornecedor responde, independentemente da existência de culpa, pelos danos causados por defeitos do produto ou do serviço; só se exime provando a inexistência do defeito ou a culpa exclusiva do consumidor ou de terceiro (arts. 12, §3º, e 14, §3º): +8',
      };
    },
  },
  {
    caseTypes: ['consumidor'],
    apply: (r) => {
      const notShown = findAll(r.text, r.folded, SUPPLIER_PROOF).filter((m) => {
        const reading = readFact(r.folded, m.start, m.end);
        return reading.denied && reading.absent && reading.party === 'reu';
      });
      if (notShown.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'O fornecedor não apresentou a prova que lhe cabe',
        weight: 10,
        evidence: quoteList(notShown),
        basis:
          'CDC art. 14, §3º (o fornecedor só não responde quando provar que o defeito inexiste ou a culpa exclusiva do consumidor ou de terceiro) e art. 6º, VIII (inversão do ônus da prova a favor do consumidor, a critério do juiz, quando verossímil a alegação ou hipossuficiente): +10',
        advice:
          'Requeira a inversão do ônus da prova (CDC art. 6º, VIII) e a exibição dos documentos pelo fornecedor (CPC art. 396).',
      };
    },
  },
  {
    caseTypes: ['consumidor'],
    apply: (r) => {
      const notCured = findAll(r.text, r.folded, NOT_CURED);
      if (notCured.length === 0) return null;
      // "o defeito não foi sanado" denies the cure, not the defect: a fault word the cure's words
      // follow is read only with the words before it ("não apresentou defeito" still denies it).
      const curedNext = (m: Match) =>
        notCured.some((c) => c.start >= m.end && c.start - m.end <= MAX_GAP_TO_CURE);
      const fault = [
        ...findAll(r.text, r.folded, PRODUCT_FAULT_WORDS).filter(
          (m) => !readFact(curedNext(m) ? r.folded.slice(0, m.end) : r.folded, m.start, m.end).denied,
        ),
        ...findAll(r.text, r.folded, PRODUCT_FAULT_STATES),
      ];
      if (fault.length === 0) return null;
      // A wait the text counts ("passados 29 dias") is the user's own; without one, the days from the
      // dated hand-over to today, the repair still not done.
      const [longest = waitSinceHandedOver(r) ?? undefined] = waitsOf(r);
      if (longest && longest.days >= CURE_DAYS) {
        return {
          kind: 'precedente',
          label: `Vício do produto não sanado em ${longest.days} dias`,
          weight: 20,
          evidence: quoteList([...fault, ...notCured, longest.match]),
          basis: `${CURE_BASIS}: +20`,
          advice:
            'Exija, à escolha do consumidor, a substituição do produto, a restituição atualizada do valor pago ou o abatimento do preço (CDC art. 18, §1º, I a III); junte a ordem de serviço que data a entrega para reparo.',
        };
      }
      const when = longest
        ? `o relato fala em ${longest.days} dias, menos que os ${CURE_DAYS} que o fornecedor tem para sanar o vício`
        : 'o relato não diz há quantos dias o produto foi entregue para reparo';
      return {
        kind: 'informacao',
        label: `Vício não sanado: prazo de ${CURE_DAYS} dias para o reparo não demonstrado`,
        weight: 0,
        evidence: quoteList([...fault, ...notCured, ...(longest ? [longest.match] : [])]),
        basis: `${CURE_BASIS}; ${when}. Antes dos ${CURE_DAYS} dias, só o §3º (vício que compromete a qualidade ou o valor, ou produto essencial) permite exigir as alternativas de imediato`,
        advice: `Informe a data em que o produto foi entregue para reparo: passados ${CURE_DAYS} dias sem solução, o consumidor pode exigir a substituição, a restituição ou o abatimento (CDC art. 18, §1º).`,
      };
    },
  },
  {
    caseTypes: ['consumidor', 'civil'],
    apply: (r) => {
      if (!HEALTH_PLAN.test(r.folded)) return null;
      const refused = findAll(r.text, r.folded, COVER_REFUSED);
      const waiting = findAll(r.text, r.folded, WAITING_PERIOD);
      if (refused.length === 0 || waiting.length === 0) return null;
      const urgent = affirmed(r, URGENT_CARE);
      if (urgent.length > 0) {
        return {
          kind: 'precedente',
          label: 'Carência oposta a atendimento de urgência ou emergência',
          weight: 20,
          evidence: quoteList([...refused, ...waiting, ...urgent]),
          basis: `Lei 9.656/1998, art. 12, V, c (carência de no máximo vinte e quatro horas para a cobertura dos casos de urgência e emergência) e art. 35-C (cobertura obrigatória da emergência, caracterizada em declaração do médico assistente); Súmula 597 do STJ (abusiva a carência para urgência ou emergência ultrapassadas 24 horas da contratação); ${HEALTH_PLAN_CDC}: +20`,
          advice:
            'Peça a cobertura em tutela de urgência (CPC art. 300) com a declaração do médico que caracteriza a urgência ou a emergência (Lei 9.656/1998, art. 35-C) e a negativa da operadora por escrito.',
        };
      }
      const age = PLAN_AGE.exec(r.folded);
      const days = age ? Number(age[1]) * (age[2]?.startsWith('ano') ? 365 : 30) : 0;
      const limit = CHILDBIRTH.test(r.folded) ? MAX_WAITING_DAYS_CHILDBIRTH : MAX_WAITING_DAYS;
      if (age && days > limit) {
        const stated = {
          start: age.index,
          end: age.index + age[0].length,
          quote: r.text.slice(age.index, age.index + age[0].length),
        };
        return {
          kind: 'precedente',
          label: 'Carência alegada depois do prazo máximo da lei',
          weight: 15,
          evidence: quoteList([...refused, ...waiting, stated]),
          basis: `Lei 9.656/1998, art. 12, V, a e b (carência de no máximo trezentos dias para parto a termo e cento e oitenta para os demais casos; o plano corre há ${days} dias pelo relato); ${HEALTH_PLAN_CDC}: +15`,
          advice:
            'Junte o contrato com a data de adesão e a negativa da operadora por escrito; peça a cobertura em tutela de urgência se houver risco (CPC art. 300).',
        };
      }
      return {
        kind: 'informacao',
        label: 'Carência: urgência e data de adesão ao plano não informadas',
        weight: 0,
        evidence: quoteList([...refused, ...waiting]),
        basis:
          'Lei 9.656/1998, art. 12, V: carência de no máximo trezentos dias para parto a termo, cento e oitenta para os demais casos e vinte e quatro horas para urgência e emergência; sem a data de adesão nem a urgência, não se sabe se a carência ainda corria',
        advice:
          'Informe a data de adesão ao plano e se o médico declarou urgência ou emergência (Lei 9.656/1998, arts. 12, V, e 35-C).',
      };
    },
  },
  {
    caseTypes: ['trabalhista'],
    apply: (r) => {
      const resigned = findAll(r.text, r.folded, new RegExp(OWN_RESIGNATION.source, 'g'));
      const fine = affirmed(r, FGTS_FINE);
      if (resigned.length === 0 || fine.length === 0 || INDIRECT_DISMISSAL.test(r.folded)) return null;
      return {
        kind: 'precedente',
        label: 'Pedido de demissão: sem a multa de 40% do FGTS',
        weight: -25,
        evidence: quoteList([...resigned, ...fine]),
        basis:
          'Lei 8.036/1990, art. 18, §1º: a multa de quarenta por cento dos depósitos é devida na despedida pelo empregador sem justa causa; quem pede demissão não a recebe: −25',
        advice:
          'Se o pedido de demissão foi forçado por falta grave do empregador, o caminho é a rescisão indireta (CLT art. 483), com a prova da falta; senão, retire o pedido da multa.',
      };
    },
  },
  {
    // Support a court fixed, now unpaid: the judgment is enforced, the debtor pays in three days,
    // proves he paid or justifies why he cannot (CPC art. 528) — the merits are settled.
    caseTypes: ['familia'],
    group: 'child-support',
    apply: (r) => {
      const support = findAll(r.text, r.folded, SUPPORT);
      const fixed = findAll(r.text, r.folded, new RegExp(ALREADY_FIXED.source, 'g'));
      // "não paga" is the claim itself, not a denial of it: the words are matched as written.
      const arrears = findAll(r.text, r.folded, new RegExp(SUPPORT_ARREARS.source, 'g'));
      if (support.length === 0 || fixed.length === 0 || arrears.length === 0) return null;
      if (PAYER_SEEKS_LESS.test(r.folded) || RECIPIENT_SEEKS_MORE.test(r.folded)) return null;
      return {
        kind: 'precedente',
        label: 'Alimentos fixados e não pagos: execução do título',
        weight: 25,
        evidence: quoteList([...fixed, ...arrears]),
        basis:
          'CPC art. 528 (no cumprimento da decisão que fixa alimentos, o executado é intimado a, em 3 dias, pagar, provar que pagou ou justificar a impossibilidade, sob pena de protesto e de prisão civil) e art. 911 (o mesmo na execução de título extrajudicial); Súmula 309 do STJ (a prisão civil alcança as três prestações anteriores ao ajuizamento e as que vencerem no curso do processo): +25',
        advice:
          'Execute as três últimas prestações pelo rito da prisão (CPC art. 528, § 3º) e as mais antigas pelo da penhora (§ 8º); junte a decisão que fixou os alimentos e o demonstrativo das parcelas em atraso.',
      };
    },
  },
  {
    caseTypes: ['familia'],
    group: 'child-support',
    apply: (r) => {
      const child = affirmed(r, CHILD);
      // "não paga pensão" is the claim itself, not a denial of it: the words are matched as written.
      const support = findAll(r.text, r.folded, SUPPORT);
      if (child.length === 0 || support.length === 0 || PAYER_SEEKS_LESS.test(r.folded)) return null;
      if (RECIPIENT_SEEKS_MORE.test(r.folded)) return null;
      const age = CHILD_AGE.exec(r.folded);
      if (age && Number(age[1]) >= ADULTHOOD_YEARS) return null;
      return {
        kind: 'precedente',
        label: 'Alimentos para filho menor: dever de sustento dos pais',
        weight: 20,
        evidence: quoteList([...child, ...support]),
        basis:
          'CF art. 229 (os pais têm o dever de assistir, criar e educar os filhos menores); ECA art. 22 (aos pais incumbe o dever de sustento dos filhos menores); CC art. 1.703 (os pais separados contribuem para a manutenção dos filhos na proporção de seus recursos): o que se discute é o valor, fixado na proporção das necessidades do reclamante e dos recursos da pessoa obrigada (CC art. 1.694, §1º): +20',
        advice:
          'Junte a certidão de nascimento e o que houver sobre os rendimentos de quem deve os alimentos (CC art. 1.694, §1º); se ele for empregado, o desconto em folha pode ser pedido na execução (CPC art. 529).',
      };
    },
  },
  {
    // A rise asked with no change told, or with a change denied: CC art. 1.699 revises support only
    // when the payer's means or the recipient's needs changed after it was fixed.
    caseTypes: ['familia'],
    apply: (r) => {
      if (!RECIPIENT_SEEKS_MORE.test(r.folded)) return null;
      const change = affirmed(r, NEEDS_OR_MEANS_UP);
      const none = findAll(r.text, r.folded, NO_CHANGE);
      if (change.length > 0 && none.length === 0) {
        return {
          kind: 'precedente',
          label: 'Majoração de alimentos: mudança nas necessidades ou nos recursos',
          weight: 10,
          evidence: quoteList(change),
          basis: `${CHANGE_BASIS}: +10`,
          advice:
            'Junte a prova da mudança (novas despesas do filho, o novo emprego ou o aumento de renda de quem paga): a majoração depende dela.',
        };
      }
      if (none.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Majoração de alimentos sem mudança desde a fixação',
        weight: -20,
        evidence: quoteList(none),
        basis: `${CHANGE_BASIS}; o relato diz que nada mudou desde a fixação: −20`,
        advice:
          'Sem mudança nos recursos de quem paga ou nas necessidades do filho desde a fixação, a revisão não cabe (CC art. 1.699); reúna o que tiver mudado antes de pedir.',
      };
    },
  },
  {
    caseTypes: ['familia'],
    apply: (r) => {
      if (!PAYER_SEEKS_LESS.test(r.folded)) return null;
      const change = affirmed(r, PAYER_WORSE_OFF);
      if (change.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Revisão de alimentos: mudança na situação financeira de quem paga',
        weight: 10,
        evidence: quoteList(change),
        basis:
          'CC art. 1.699 (se, fixados os alimentos, sobrevier mudança na situação financeira de quem os supre, poderá o interessado reclamar ao juiz a exoneração, redução ou majoração do encargo); o novo valor segue as necessidades de quem recebe e os recursos de quem paga (CC art. 1.694, §1º): +10',
        advice:
          'Junte a prova da mudança (rescisão, novos contracheques, certidão de nascimento do novo filho) e continue pagando o valor fixado até a decisão: a redução não se presume.',
      };
    },
  },
  {
    caseTypes: ['trabalhista'],
    group: 'unpaid-pay',
    apply: (r) => {
      const unpaid = findAll(r.text, r.folded, SEVERANCE_UNPAID);
      if (unpaid.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Verbas rescisórias não pagas: cabe ao empregador provar o pagamento',
        weight: 20,
        evidence: quoteList(unpaid),
        basis:
          'CLT art. 818, II (o ônus da prova incumbe ao reclamado quanto ao fato extintivo do direito do reclamante, como o pagamento) e art. 477, §6º (o pagamento dos valores do instrumento de rescisão ou recibo de quitação em até dez dias do término do contrato), sob a multa do §8º, em valor equivalente ao salário: +20',
        advice:
          'Peça as verbas com a multa do art. 477, §8º, da CLT e o acréscimo de 50% sobre a parte incontroversa não paga na primeira audiência (CLT art. 467); junte a CTPS e o termo de rescisão, se houver.',
      };
    },
  },
  {
    caseTypes: ['trabalhista'],
    apply: (r) => {
      const pregnant = affirmed(r, PREGNANT);
      const dismissed = affirmed(r, DISMISSED);
      if (pregnant.length === 0 || dismissed.length === 0 || OWN_RESIGNATION.test(r.folded)) return null;
      const justCause = affirmed(r, JUST_CAUSE);
      if (justCause.length > 0) {
        return {
          kind: 'precedente',
          label: 'Gestante dispensada por justa causa: a estabilidade não protege',
          weight: 0,
          evidence: quoteList(justCause),
          basis:
            'ADCT art. 10, II, b: veda só a dispensa arbitrária ou sem justa causa da empregada gestante; com justa causa, a discussão é a própria falta grave (CLT art. 482)',
          advice:
            'Reúna a prova de que a falta grave alegada não ocorreu (CLT art. 818, II: o ônus é do empregador).',
        };
      }
      return {
        kind: 'precedente',
        label: 'Empregada gestante dispensada: estabilidade provisória',
        weight: 25,
        evidence: quoteList([...pregnant, ...dismissed]),
        basis:
          'ADCT art. 10, II, b (vedada a dispensa arbitrária ou sem justa causa da empregada gestante, desde a confirmação da gravidez até cinco meses após o parto); Súmula 244, I, do TST (o desconhecimento do estado gravídico pelo empregador não afasta o direito à indenização decorrente da estabilidade): +25',
        advice:
          'Peça a reintegração ou, passado o período, os salários e demais direitos do período de estabilidade (Súmula 244, II, do TST); junte o exame que data a gravidez.',
      };
    },
  },
  {
    caseTypes: ['consumidor', 'civil'],
    apply: (r) => {
      const prior = affirmed(r, PRIOR_ENTRY);
      if (prior.length === 0 || PRIOR_CHALLENGED.test(r.folded)) return null;
      if (affirmed(r, NEGATIVE_ENTRY).length === 0 || affirmed(r, MORAL_DAMAGE).length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Inscrições anteriores legítimas afastam o dano moral',
        weight: -30,
        evidence: `“${prior[0]?.quote}”`,
        basis:
          'Súmula 385 do STJ: da anotação irregular em cadastro de proteção ao crédito não cabe indenização por dano moral quando preexistente legítima inscrição, ressalvado o direito ao cancelamento: −30',
        advice:
          'Com inscrições anteriores legítimas, peça o cancelamento da anotação indevida (ressalvado pela Súmula 385 do STJ) e não conte com dano moral; se as anteriores também forem indevidas, junte a prova de que estão sendo contestadas.',
      };
    },
  },
  {
    caseTypes: ['trabalhista'],
    apply: (r) => {
      const named = affirmed(r, OVERTIME)[0];
      const overtime = named ? [named] : [longDay(r)].filter((d) => d !== null);
      if (overtime.length === 0) return null;
      const count = HEADCOUNT.exec(r.folded);
      const basisTail =
        'CLT art. 74, §2º (Lei 13.874/2019): registro de entrada e saída obrigatório para estabelecimentos com mais de 20 trabalhadores; Súmula 338, I, do TST';
      if (!count) {
        return {
          kind: 'informacao',
          label: 'Número de empregados do estabelecimento não informado',
          weight: 0,
          evidence: `“${overtime[0]?.quote}”`,
          basis: `${basisTail}: sem o número de empregados não se sabe se a falta dos cartões de ponto gera presunção a favor da jornada alegada`,
          advice:
            'Informe quantos empregados tinha o estabelecimento: acima de 20, a falta dos controles de ponto faz presumir a jornada alegada (CLT art. 74, §2º; Súmula 338, I, do TST).',
        };
      }
      // "mais de 20 empregados" is at least 21.
      const n = Number(count[2]) + (count[1] ? 1 : 0);
      const quote = r.text.slice(count.index, count.index + count[0].length);
      if (n > TIME_RECORD_THRESHOLD && findAll(r.text, r.folded, NO_TIME_RECORDS).length > 0) {
        return {
          kind: 'precedente',
          label: `Estabelecimento com ${count[1] ? `mais de ${n - 1}` : n} empregados sem controle de ponto: presume-se a jornada alegada`,
          weight: 20,
          evidence: `“${quote}” · ${quoteList(findAll(r.text, r.folded, NO_TIME_RECORDS))}`,
          basis: `${basisTail}: o empregador obrigado ao registro que não o mantém não pode apresentá-lo, e a jornada alegada presume-se verdadeira, salvo prova em contrário que a ele cabe: +20`,
          advice:
            'Requeira a exibição dos controles de ponto (CPC art. 396); a falta deles faz presumir a jornada — reforce-a com as testemunhas do mesmo horário.',
          documentsHeldByOtherSide: true,
        };
      }
      if (n > TIME_RECORD_THRESHOLD) {
        return {
          kind: 'precedente',
          label: `Estabelecimento com ${count[1] ? `mais de ${n - 1}` : n} empregados: controle de jornada obrigatório`,
          weight: 8,
          evidence: `“${quote}”`,
          basis: `${basisTail}: a não apresentação injustificada dos controles gera presunção relativa de veracidade da jornada alegada: +8`,
          advice:
            'Requeira a exibição dos controles de ponto pelo empregador (CPC art. 396; Súmula 338, I, do TST).',
        };
      }
      return {
        kind: 'precedente',
        label: `Estabelecimento com ${n} empregados: sem obrigação de controle de ponto`,
        weight: -8,
        evidence: `“${quote}”`,
        basis: `${basisTail}: até 20 trabalhadores não há presunção pela falta dos controles, e a jornada alegada é ônus do empregado (CLT art. 818, I): −8`,
        advice: 'Prove a jornada por testemunhas, mensagens ou registros de acesso (CLT art. 818, I).',
      };
    },
  },
  {
    // Usucapião: the possession's years against the shortest kind the facts allow.
    caseTypes: ['civil', 'outro'],
    apply: (r) => {
      if (!/\busucapi/.test(r.folded)) return null;
      const p = readPossession(r.folded);
      if (!p) return null;
      const met = usucapiaoMet(p);
      if (met) {
        return {
          kind: 'precedente',
          label: `Posse de ${p.years} anos: cumpre a usucapião ${met.name}`,
          weight: 15,
          evidence: `${p.years} anos de posse sem título`,
          basis: `${met.basis}: ${met.requires}, ${met.years} anos; a posse deve ser mansa, pacífica e sem interrupção, como dono: +15`,
          advice:
            'Reúna a prova da posse por todo o período (contas, IPTU ou ITR, fotos, testemunhas dos vizinhos) e a planta com o memorial descritivo; sem impugnação, a via do cartório dispensa o processo (Lei 6.015/1973, art. 216-A).',
        };
      }
      const nearest = nearestUsucapiao(p);
      return {
        kind: 'precedente',
        label: `Posse de ${p.years} anos: o prazo da usucapião ainda não se completou`,
        weight: -25,
        evidence: `${p.years} anos de posse sem título`,
        basis: `${nearest.basis}: a usucapião ${nearest.name} que os fatos permitem exige ${nearest.years} anos (${nearest.requires}); as especiais de 5 anos exigem área urbana de até 250 m² (CF art. 183) ou rural de até 50 ha (CF art. 191), com moradia e sem outro imóvel: −25`,
        advice: `Aguarde completar ${nearest.years} anos de posse sem oposição, ou demonstre a soma da posse de quem a transmitiu (CC art. 1.243).`,
      };
    },
  },
  {
    // Rescisão indireta for late wages: a few days once is no serious breach; months of it are.
    caseTypes: ['trabalhista'],
    apply: (r) => {
      if (!/\brescisao indireta\b/.test(r.folded)) return null;
      const delay = affirmed(r, WAGES_LATE);
      if (delay.length === 0) return null;
      const repeated = affirmed(r, REPEATED_DELAY);
      const once = findAll(r.text, r.folded, ONE_OFF_DELAY);
      const basis =
        'CLT art. 483, d (o empregador não cumpre as obrigações do contrato); Decreto-Lei 368/1968, art. 2º, § 1º (mora contumaz: atraso ou sonegação de salários por período igual ou superior a 3 meses)';
      if (repeated.length > 0 && once.length === 0) {
        return {
          kind: 'precedente',
          label: 'Atraso reiterado de salários: falta grave do empregador',
          weight: 15,
          evidence: quoteList([...delay, ...repeated]),
          basis: `${basis}: o atraso reiterado dos salários autoriza a rescisão indireta: +15`,
          advice:
            'Junte os extratos ou holerites com as datas de cada pagamento; a rescisão indireta dá as verbas da dispensa sem justa causa (aviso, 40 % do FGTS, seguro-desemprego).',
        };
      }
      if (once.length === 0) return null;
      return {
        kind: 'precedente',
        label: 'Atraso pontual de salário não basta para a rescisão indireta',
        weight: -20,
        evidence: quoteList([...delay, ...once]),
        basis: `${basis}: a rescisão indireta exige falta grave que torne insustentável o contrato; um atraso isolado de poucos dias não a caracteriza: −20`,
        advice:
          'Cobre o atraso (a correção e, se houver, a multa da convenção coletiva) sem romper o contrato; só a repetição dos atrasos sustentaria a rescisão indireta.',
      };
    },
  },
];

export function adverseRuleFactors(
  text: string,
  folded: string,
  caseType: CaseType,
  dates: readonly FoundDate[],
  today: string,
): Factor[] {
  const reading = { text, folded, dates, today };
  const taken = new Set<string>();
  return ADVERSE_RULES.flatMap((rule) => {
    if (!rule.caseTypes.includes(caseType) || (rule.group && taken.has(rule.group))) return [];
    const factor = rule.apply(reading);
    if (!factor) return [];
    if (rule.group) taken.add(rule.group);
    return [factor];
  });
}
