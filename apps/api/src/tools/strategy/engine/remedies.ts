// The specific procedural remedies Strategy names when the facts call for them — not a generic route:
// the ação de alimentos with provisional alimentos, embargos to a tax execution once the court is
// secured, and the parcelamento that suspends the tax credit for the certidão. Each with its basis,
// read in the law: Lei 5.478/1968, art. 4º; Lei 6.830/1980, art. 16; CTN arts. 151, VI, and 206; and
// the reclamação for unpaid severance: CLT arts. 467, 477 §§ 6º and 8º, 852-A and 852-B, III; the
// eviction for unpaid rent: Lei 8.245/1991 arts. 5º, 9º, III, 58, 59 § 1º, IX, and 62; the pregnant
// employee's reintegration: ADCT art. 10, II, b, and Súmula 244 of the TST; a name listed for a debt
// not owed: CDC arts. 14 and 43 § 3º, Lei 9.099/1995 arts. 3º and 54, Súmula 385 of the STJ; the
// tenant shut out by the landlord: CPC arts. 555, 558, 560-562 and 566, CC art. 1.210; the ação
// monitória on written proof without executive force: CPC arts. 700 and 701, Súmulas 299 and 503 of
// the STJ; the consensual divorce by escritura pública: CPC arts. 731 and 733; the possessory action
// against a neighbour or an invader: CPC arts. 558 and 560-562; the consignação em pagamento: CC
// art. 335, CPC art. 539 and Lei 8.245/1991, art. 67; the rescisão indireta: CLT arts. 483, b, d and
// e, and § 3º, 487 § 4º, Lei 8.036/1990 arts. 18 § 1º and 20, I; the inventário by escritura pública:
// CPC arts. 610 and 611; the enforcement of support already fixed: CPC art. 528 and Súmula 309 of
// the STJ; the debtor's embargos: CPC arts. 231, 914, 915, 917 and 919; the refund in double of a
// charge paid and not owed: CDC arts. 39, III, and 42, parágrafo único; the accident stability: Lei
// 8.213/1991, art. 118; the consensual divorce with an incapable child: CPC arts. 731 and 733; the
// refund of a tax paid unduly: CTN arts. 165, 168, I, and 169; the revision of support: CC art.
// 1.699 and Lei 5.478/1968, art. 13; the exceção de pré-executividade: Súmulas 393 and 409 of the STJ
// and CTN arts. 156, V, and 174; a defect not mended in 30 days: CDC art. 18, § 1º; usucapião: CF art.
// 183 and 191, CC arts. 1.238 to 1.240, Lei 6.015/1973, art. 216-A; the judicial inventory: CPC arts. 610,
// 611 and 659; the denúncia vazia: Lei 8.245/1991, arts. 5º, 46 and 58; condominium fees: CPC arts.
// 784, X, 827 and 829, CC art. 1.336, I; a neighbour's works: CC arts. 1.277, 1.280 and 1.311, CPC
// art. 300; a claim against a public entity: Lei 12.153/2009, arts. 2º, 5º, II, and 13, Lei
// 10.259/2001, arts. 3º and 6º, II, Lei 9.099/1995, art. 8º, CF art. 100, § 3º; a contract broken:
// CC arts. 389 and 475; custody and the time with a child: CC arts. 1.583, 1.584 and 1.589, CPC arts.
// 693-699. A remedy
// that carries its own immediate relief says so (ownUrgentRelief), and the generic tutela yields.
// A remedy the facts do not call for is off topic: left out, not listed as "não cabível".

import { formatBr, limitationRuleMatches } from '@lexato/legal';
import { formatBRL } from '@lexato/schemas';
import { ALREADY_FIXED, SUPPORT_ARREARS, SUPPORT_PAYER } from '../../../shared/merits/support-words.ts';
import { nearestUsucapiao, usucapiaoMet } from '../../../shared/usucapiao.ts';
import { no, offTopic, yes } from './availability.ts';
import { affirmedAct } from './case-facts.ts';
import { type CaseContext, type RouteDef, smallClaimsLimit } from './routes-catalogue.ts';

const has = (c: CaseContext, re: RegExp) => re.test(c.folded);
const CHILD_SUPPORT = /\b(?:pensao(?: alimenticia)?|alimentos)\b/;
const CHILD = /\b(?:filh[oa]s?|menor(?:es)?|crianca|adolescente|enteado)\b/;
/** A parent kept from the child, or asking custody or a time with the child (CC arts. 1.583-1.589). */
const CONTACT_DISPUTE =
  /\b(?:nao (?:me )?(?:deixa|deixam|permite|permitem) (?:eu )?(?:ver|visitar|ficar com|buscar|falar com)|(?:impede|impedem|proibe|proibiu|impediu) (?:que eu )?(?:de )?(?:ver|visitar|conviver)|quero (?:ver|visitar|conviver com) (?:o |a |meu |minha )?(?:filh|menin|crianc)|(?:regulamentar|regular) (?:as )?(?:visitas|convivencia|guarda)|guarda compartilhada|alienacao parental)\w*/;

/** A charge the consumer paid for what was never contracted or asked (CDC art. 42, parágrafo único). */
const UNDUE_CHARGE =
  /\b(?:cobr\w*|debit\w*|descont\w*|tarifa\w*|taxa\w*)\b[^.;]{0,120}\b(?:nunca (?:contratei|solicitei|pedi|autorizei)|nao (?:contratei|solicitei|pedi|autorizei)|sem (?:minha )?(?:autorizacao|solicitacao)|indevid\w*)/;
const CHARGE_PAID =
  /\b(?:paguei|pago[s]?|debitad\w*|descontad\w*|debitaram|descontaram|foi cobrad\w* na (?:minha )?conta|cobrou na (?:minha )?conta)\b/;
const TAX_EXECUTION =
  /\b(?:execucao fiscal|cda|certidao de divida ativa|citad[oa] (?:na|em) (?:uma )?execucao)\b/;
const CERTIFICATE =
  /\b(?:certidao (?:negativa|positiva)|cnd|cpen|certidao de regularidade|licitac\w*|regularidade fiscal)\b/;

/** The consumer's name in a credit-protection register for a debt paid or never owed (CDC arts. 14 and 43). */
const NAME_LISTED = /\b(?:negativ\w*|serasa|spc|scpc|cadastros? de (?:inadimplentes|protecao ao credito))\b/;
const DEBT_NOT_OWED =
  /\b(?:ja paga|ja pago|paguei|pago em dia|quitad[ao]|quitei|divida inexistente|debito inexistente|nao devo|nunca devi|nao contratei|nao reconheco)\b/;

/** A pregnant employee dismissed without cause (the merits' rule reads the same words, adverse-rules.ts). */
const PREGNANT = /\b(?:gestante|gravid[ae]|gravidez|gestacao|ultrassom\w*|ultrassonografia)\b/;
const FOR_CAUSE = /\bpor justa causa\b/;

/** The landlord's side of a lease whose rent is not paid ("o inquilino não paga o aluguel há 4 meses"). */
const LEASE_PARTY = /\b(?:inquilin[oa]|locatari[oa])\b/;
const RENT_UNPAID =
  /\b(?:nao (?:paga|pagou|pagam|pagaram|esta pagando)|deixou de pagar|parou de pagar|atras\w*|inadimpl\w*|sem pagar)\b[^.;]{0,60}\b(?:aluguel|alugueis|aluguer)\b|\b(?:aluguel|alugueis)\b[^.;]{0,40}\b(?:atrasad\w*|em atraso|nao pag\w*|vencid\w*)/;
/** The tenant tells the story ("sou inquilina", "meu locador"): the eviction is the other side's remedy. */
const TENANT_SPEAKS =
  /\b(?:sou (?:a |o )?(?:inquilin[oa]|locatari[oa])|(?:meu|minha) (?:locador[a]?|senhorio|senhoria|proprietari[oa] do (?:imovel|apartamento|casa)))\b/;
/** The landlord retaking the property by his own hand: locks changed, the tenant shut out, belongings kept. */
const SELF_HELP_EVICTION =
  /\b(?:troc\w*|mud\w*|substitu\w*) (?:as |a |os |o )?(?:fechaduras?|cadeados?|segredos?)\b|\b(?:me |nos )?(?:impediu|impede|impedem|proibiu) (?:de )?(?:entrar|acessar)\b|\bnao (?:me|nos) deix\w* (?:entrar|retirar|pegar)\b|\b(?:tirou|retirou|jogou|colocou) (?:meus|os meus|nossos) (?:moveis|pertences|bens|objetos)\b/;
/** A guarantee of Lei 8.245/1991 art. 37 in the lease; "sem fiador", "sem garantia" deny it. */
const LEASE_GUARANTEE = /\b(?:fiador[a]?|fianca|caucao|seguro[- ]fianca|cessao fiduciaria)\b/;
const NO_LEASE_GUARANTEE =
  /\bsem (?:nenhuma |qualquer )?(?:fiador|fianca|garantia|caucao)|\bnao (?:tem|ha|houve|tinha) (?:fiador|fianca|garantia|caucao)|\bfiador (?:se )?exonerou|exonera\w* (?:do|o) fiador/;
const guaranteed = (c: CaseContext) => has(c, LEASE_GUARANTEE) && !has(c, NO_LEASE_GUARANTEE);

const SEVERANCE =
  /\b(?:verbas rescisorias|rescisao|acerto (?:de contas|rescisorio)|multa de 40%|guias do (?:fgts|seguro-desemprego))\b/;
/** Severance not received: "não recebi as verbas rescisórias", "a empresa não pagou a rescisão". */
const SEVERANCE_UNPAID =
  /\b(?:nao (?:recebi|recebeu|pagou|pagaram|foram pagas|me pagou)|sem (?:receber|pagamento d))[^.;]{0,40}(?:verbas rescisorias|rescisao|acerto|multa de 40%)/;
const DISMISSAL = /\b(?:dispensad[oa]|demitid[oa]|despedid[oa]|mandad[oa] embora|rescisao do contrato)\b/;

/**
 * The employer's fault that lets the employee end the contract (CLT art. 483): obligations not met
 * (d) — the FGTS not deposited, salaries in arrears —, excessive rigour (b), offences to honour (e).
 */
const EMPLOYER_FAULT: Array<{ re: RegExp; item: 'b' | 'd' | 'e'; what: string }> = [
  {
    re: /\b(?:nao (?:deposita|depositou|recolhe|recolheu|esta depositando)[^.;]{0,20}\bfgts|fgts[^.;]{0,40}(?:nao (?:foi |esta sendo )?(?:depositad|recolhid)\w*|sem deposito|atrasad\w*|em atraso))/,
    item: 'd',
    what: 'FGTS não depositado',
  },
  {
    re: /\b(?:salari\w*|pagamentos?) (?:atrasad\w*|em atraso)|(?:meses|mes) de salario (?:atrasad\w*|em atraso)|\bnao (?:recebo|recebi|paga|pagou|esta pagando) (?:o |os |meu |meus )?salari\w*/,
    item: 'd',
    what: 'salários em atraso',
  },
  {
    re: /\b(?:assedio moral|humilha\w*|xinga\w*|rigor excessivo|ameac\w* de demissao)\b/,
    item: 'b',
    what: 'tratamento com rigor excessivo ou humilhações',
  },
];
/** The employee still works there ("ainda estou trabalhando", "continuo indo trabalhar"). */
const STILL_EMPLOYED =
  /\b(?:ainda (?:estou|trabalho|sigo|continuo)|continuo (?:indo |trabalhando|la|na empresa|no emprego)|sigo trabalhando|trabalho (?:registrad\w*|na|numa|no|num|em|ha|desde)|estou trabalhando)\b/;
/** A dismissal told as a fact, not the outcome wished for ("como se tivesse sido demitido"). */
const DISMISSED = new RegExp(`(?<!como se (?:tivesse|fosse|eu fosse) (?:sido )?)${DISMISSAL.source}`);
const employerFault = (c: CaseContext) =>
  has(c, DISMISSED) || !has(c, STILL_EMPLOYED) ? undefined : EMPLOYER_FAULT.find((f) => has(c, f.re));
/** CLT art. 852-A: the rito sumaríssimo up to 40 salários mínimos on the day of filing. */
const SUMARISSIMO_WAGES = 40;

/** A reclamação's costs: custas of 2 % at the end, paid by the loser, and fees of 5 %-15 % (CLT arts. 789 and 791-A). */
export const labourClaimCost = (c: CaseContext) => ({
  min: 0,
  max: Math.round((c.claim ?? 30_000) * 0.17),
  basis: `Custas de 2% ao final, pagas por quem perde (CLT art. 789) e honorários de sucumbência de 5% a 15% (CLT art. 791-A)${c.claim ? '' : '; sem valor informado, calculado sobre R$ 30.000,00 de referência'}`,
});

/** The landlord tells the story ("sou o locador", "meu inquilino"). */
const LANDLORD_SPEAKS =
  /\b(?:sou (?:a |o )?(?:locador[a]?|proprietari[oa])|(?:meu|minha) (?:inquilin[oa]|locatari[oa])|notifiquei o inquilin[oa])\b/;
/** The lease's written term in months ("contrato escrito de 30 meses"). */
const LEASE_MONTHS = /\bcontrato[^.;]{0,40}?\b(\d{2,3})\s*(?:\([a-z\s]+\)\s*)?meses\b/;
/** Lei 8.245/1991, art. 46: the denúncia vazia of a lease written for 30 months or more. */
export const LONG_LEASE_MONTHS = 30;
const NOTICE_TO_LEAVE =
  /\b(?:notifiquei|notificacao|notificad[oa])\b[^.;]{0,80}\b(?:desocupa\w*|sair|30 dias|trinta dias)\b/;
/** Condominium fees owed and the documents that make them a title (CPC art. 784, X). */
const CONDO_FEES =
  /\b(?:taxas? (?:de |do )?condominio|cotas? condominia\w*|contribuic\w* condominia\w*|despesas condominia\w*)\b/;
const CONDO_TITLE = /\b(?:convencao|assembleia|atas?)\b/;
/** A neighbour's works and the damage or danger to the building next door (CC arts. 1.277 and 1.311). */
const NEIGHBOUR_WORKS =
  /\b(?:vizinh\w*)\b[^.;]{0,80}\b(?:obra|escava\w*|constru\w*|subsolo|demoli\w*|aterro)|\b(?:obra|escava\w*|construc\w*) (?:do|da|no|na) (?:vizinh\w*|terreno ao lado|lote ao lado)/;
const STRUCTURAL_DAMAGE =
  /\b(?:rachou|rachad\w*|racha(?:s|dura\w*)|trinc\w*|fissura\w*|cedendo|desmoron\w*|afundando|risco de (?:desabamento|queda|ruina)|ameac\w* (?:de )?ruina)\b/;

/** A civil action's range: about 1 % of costs up to 12 % with the fees, on the claim (or R$ 30.000,00 of reference). */
const civilClaimCost = (basis: string) => (c: CaseContext) => {
  const base = c.claim ?? 30_000;
  return {
    min: Math.round(base * 0.01),
    max: Math.round(base * 0.12),
    basis: `${basis}${c.claim ? '' : '; sem valor informado, calculado sobre R$ 30.000,00 de referência'}`,
  };
};

/** Matters a court knows of its own motion in a tax execution (Súmula 393 do STJ). */
const DE_OFFICIO =
  /\b(?:prescri\w*|decad\w*|nulidade da cda|cda nula|ilegitim\w*|ja (?:paguei|pagamos|foi pag\w*)|pagamento comprovado)\b/;

/** The kind of usucapião the possession meets (the shared table: CF arts. 183 and 191; CC arts. 1.238-1.240). */
function usucapiaoKind(c: CaseContext): { name: string; basis: string; why: string } | null {
  const kind = c.facts.possession ? usucapiaoMet(c.facts.possession) : null;
  return kind
    ? {
        name: kind.name,
        basis: kind.basis,
        why: `${kind.requires}: bastam ${kind.years} anos (${kind.basis})`,
      }
    : null;
}

/** A family claim's range: free with gratuidade or the Defensoria, up to the reference fees. */
const familyClaimCost = (max: number) => () => ({
  min: 0,
  max,
  basis:
    'Gratuidade da justiça, se pedida e cabível (CPC art. 98), ou Defensoria Pública; faixa de referência do Lexato para honorários de assessoria (Lei 8.906/1994, art. 22)',
});

export const REMEDIES: RouteDef[] = [
  {
    key: 'reclamacao_verbas_rescisorias',
    fit: () => ({
      points: 30,
      why: 'verbas rescisórias não pagas: multa de um salário (CLT art. 477, § 8º) e acréscimo de 50 % sobre a parte incontroversa (art. 467)',
    }),
    name: (c) =>
      c.claim !== null && c.claim <= SUMARISSIMO_WAGES * c.minimumWage
        ? 'Reclamação trabalhista pelas verbas rescisórias, rito sumaríssimo (CLT art. 852-A)'
        : 'Reclamação trabalhista pelas verbas rescisórias',
    nature: 'adjudicativa',
    types: ['trabalhista'],
    description:
      'Reclamação pelas verbas rescisórias não pagas no prazo de 10 dias do fim do contrato, com a multa de um salário e, se o empregador não pagar a parte incontroversa na primeira audiência, o acréscimo de 50 %.',
    legalBasis:
      'CLT art. 477, § 6º (pagamento em 10 dias do término do contrato) e art. 477, § 8º (multa equivalente a um salário); CLT art. 467 (parte incontroversa paga na primeira audiência, sob pena de acréscimo de 50 %); CLT art. 852-A (rito sumaríssimo até 40 salários mínimos)',
    cost: labourClaimCost,
    time: () => ({
      minMonths: 0.5,
      maxMonths: 8,
      basis:
        'Rito sumaríssimo: audiência em até 15 dias do ajuizamento (CLT art. 852-B, III); sentença na audiência ou logo após',
    }),
    pros: [
      'Dívida incontroversa: a parte não paga na primeira audiência sofre acréscimo de 50 % (art. 467)',
      'Multa de um salário pelo atraso (art. 477, § 8º)',
    ],
    cons: ['Honorários de sucumbência recíproca sobre pedidos perdidos (CLT art. 791-A, § 3º)'],
    riskLevel: 'baixo',
    available: (c) =>
      has(c, DISMISSAL) && has(c, SEVERANCE) && has(c, SEVERANCE_UNPAID)
        ? yes()
        : no('O relato não diz que as verbas rescisórias deixaram de ser pagas.'),
  },
  {
    key: 'cumprimento_alimentos',
    fit: () => ({
      points: 32,
      why: 'alimentos já fixados e não pagos: executam-se, com prisão civil pelas três prestações anteriores ao ajuizamento (CPC art. 528, §§ 3º e 7º)',
    }),
    name: () =>
      'Cumprimento de sentença de alimentos: prisão civil pelas três últimas prestações e penhora pelas demais (CPC art. 528)',
    nature: 'adjudicativa',
    types: ['familia'],
    description:
      'O executado é intimado pessoalmente a pagar em 3 dias, provar que pagou ou justificar a impossibilidade absoluta; sem isso, o juiz manda protestar a decisão e decreta a prisão de 1 a 3 meses. A prisão alcança até as 3 prestações anteriores ao ajuizamento e as que vencerem no curso do processo; as mais antigas se cobram pela penhora, no mesmo processo ou em separado.',
    legalBasis:
      'CPC art. 528, caput e §§ 1º a 3º (intimação para pagar em 3 dias, protesto e prisão de 1 a 3 meses), § 7º (até as 3 prestações anteriores ao ajuizamento e as vincendas), § 8º (penhora, sem prisão) e § 9º (no juízo do domicílio do exequente); Súmula 309 do STJ',
    cost: familyClaimCost(5_000),
    time: () => ({
      minMonths: 0.5,
      maxMonths: 6,
      basis:
        'Intimação para pagar em 3 dias (CPC art. 528, caput); a prisão é decretada logo depois, se não houver pagamento nem justificativa',
    }),
    pros: [
      'A ameaça de prisão costuma levar ao pagamento em dias (CPC art. 528, § 3º)',
      'Pode tramitar no juízo do domicílio de quem recebe (art. 528, § 9º)',
    ],
    cons: [
      'A prisão só alcança as 3 prestações anteriores ao ajuizamento e as vincendas (§ 7º); as mais antigas vão pela penhora',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      if (!has(c, CHILD_SUPPORT)) return offTopic('O relato não trata de alimentos.');
      if (!has(c, ALREADY_FIXED))
        return offTopic(
          'Os alimentos ainda não foram fixados por decisão ou acordo homologado: primeiro, a ação de alimentos.',
        );
      return has(c, SUPPORT_ARREARS)
        ? yes(
            'Ajuíze logo: cada mês que passa deixa uma prestação fora do alcance da prisão (CPC art. 528, § 7º).',
          )
        : offTopic('O relato não diz que as prestações fixadas deixaram de ser pagas.');
    },
  },
  {
    key: 'embargos_execucao',
    fit: (c) =>
      c.facts.executionDefence
        ? {
            points: 34,
            why: 'executado citado: a defesa é por embargos em 15 dias úteis (CPC arts. 914 e 915)',
          }
        : null,
    name: (c) => {
      const last = c.facts.executionDefence?.lastDay;
      return last
        ? `Embargos à execução até ${formatBr(last)} (CPC arts. 914 e 915)`
        : 'Embargos à execução em 15 dias úteis da juntada da citação (CPC arts. 914 e 915)';
    },
    nature: 'adjudicativa',
    types: ['civil', 'empresarial', 'consumidor'],
    description:
      'Defesa do executado, sem precisar de penhora, depósito ou caução: toda matéria que poderia alegar numa ação de conhecimento (falsidade da assinatura, pagamento, excesso de execução), com o cálculo do valor que entende correto quando alegar excesso.',
    legalBasis:
      'CPC art. 914 (embargos independentemente de penhora, depósito ou caução), art. 915 (15 dias, contados na forma do art. 231: da juntada do mandado ou do aviso de recebimento), art. 917 (matérias e excesso de execução) e art. 919 (sem efeito suspensivo, salvo garantia e tutela provisória)',
    cost: civilClaimCost(
      'Custas dos embargos conforme a lei estadual; honorários de sucumbência de 10% a 20% (CPC art. 85, § 2º) se perder',
    ),
    time: () => ({
      minMonths: 6,
      maxMonths: 24,
      basis: 'Embargos autuados em apartado, com instrução e sentença (CPC art. 920)',
    }),
    pros: [
      'Não exige garantia do juízo (CPC art. 914)',
      'Falsidade da assinatura se prova por perícia (CPC art. 429, II: o ônus é de quem produziu o documento)',
    ],
    cons: [
      'Sem efeito suspensivo: a execução segue, salvo garantia e tutela provisória (CPC art. 919, § 1º)',
      'O prazo é de 15 dias úteis e não se dobra para executados com advogados diferentes (CPC art. 915, § 3º)',
    ],
    riskLevel: 'médio',
    available: (c) => {
      const d = c.facts.executionDefence;
      if (!d) return offTopic('O relato não é de quem foi citado numa execução.');
      return d.lastDay
        ? yes(
            `15 dias úteis contados da juntada em ${formatBr(d.joinedOn ?? '')} terminam em ${formatBr(d.lastDay)} no calendário nacional (CPC arts. 219, 224, 231 e 915); feriados locais e dias sem expediente do tribunal o estendem — confira no calendário do tribunal.`,
          )
        : yes(
            'Veja nos autos a data da juntada do mandado ou do aviso de recebimento da citação: dela correm os 15 dias úteis (CPC arts. 231 e 915).',
          );
    },
    dueBy: (c) => c.facts.executionDefence?.lastDay ?? null,
  },
  {
    key: 'repeticao_indebito',
    fit: () => ({
      points: 26,
      why: 'cobrança indevida paga: a devolução é em dobro, salvo engano justificável (CDC art. 42, parágrafo único)',
    }),
    name: (c) =>
      c.claim !== null && c.claim * 2 > 40 * c.minimumWage
        ? 'Ação de repetição do indébito em dobro (CDC art. 42, parágrafo único)'
        : 'Ação de repetição do indébito em dobro no Juizado Especial Cível (CDC art. 42, parágrafo único; Lei 9.099/1995)',
    nature: 'adjudicativa',
    types: ['consumidor'],
    description:
      'Pede-se de volta o que foi pago sem ser devido, em dobro, com correção monetária e juros, e o cancelamento da cobrança; no Juizado, sem custas no primeiro grau e sem advogado até 20 salários mínimos.',
    legalBasis:
      'CDC art. 42, parágrafo único (repetição do indébito pelo dobro do que pagou em excesso, salvo engano justificável) e art. 39, III (serviço não solicitado); Lei 9.099/1995, arts. 3º, I, 9º e 54',
    cost: () => ({
      min: 0,
      max: 3_000,
      basis:
        'Sem custas nem honorários de sucumbência no primeiro grau do Juizado (Lei 9.099/1995, arts. 54 e 55); faixa de referência do Lexato para honorários de assessoria (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 2,
      maxMonths: 8,
      basis:
        'Audiência de conciliação e, sem acordo, instrução e sentença no Juizado (Lei 9.099/1995, arts. 16 e 27)',
    }),
    pros: [
      'O dobro do que foi pago (CDC art. 42, parágrafo único)',
      'Sem custas no primeiro grau do Juizado',
    ],
    cons: ['O fornecedor pode alegar engano justificável, que afasta o dobro'],
    riskLevel: 'baixo',
    available: (c) =>
      has(c, UNDUE_CHARGE) && affirmedAct(c.folded, CHARGE_PAID) !== null
        ? yes()
        : offTopic('O relato não trata de cobrança indevida já paga.'),
  },
  {
    key: 'reintegracao_acidentario',
    fit: (c) =>
      c.facts.accidentStability?.within === false
        ? null
        : {
            points: 30,
            why: 'empregado dispensado nos doze meses após o fim do auxílio-doença acidentário: estabilidade (Lei 8.213/1991, art. 118)',
          },
    name: () =>
      'Reclamação trabalhista com pedido de reintegração (estabilidade acidentária) em tutela de urgência, ou a indenização do período',
    ownUrgentRelief: () => 'reintegração pedida em tutela de urgência na própria reclamação (CPC art. 300)',
    nature: 'adjudicativa',
    types: ['trabalhista'],
    description:
      'Quem sofreu acidente do trabalho tem o contrato mantido por pelo menos doze meses depois que cessa o auxílio-doença acidentário: dispensado nesse período sem justa causa, pede a reintegração, com tutela de urgência, ou, passado o período, os salários e demais direitos dele.',
    legalBasis:
      'Lei 8.213/1991, art. 118 (manutenção do contrato por no mínimo doze meses após a cessação do auxílio-doença acidentário); CPC art. 300 (tutela de urgência), aplicado ao processo do trabalho pelo CLT art. 769',
    cost: labourClaimCost,
    time: () => ({
      minMonths: 0.2,
      maxMonths: 12,
      basis: 'A tutela de urgência é apreciada logo após o ajuizamento; a sentença vem depois da instrução',
    }),
    pros: [
      'Estabilidade fixada em lei, contada do fim do benefício acidentário',
      'Reintegração pedida em tutela de urgência, antes da sentença',
    ],
    cons: ['Exige provar o acidente do trabalho e o benefício acidentário (CAT, carta de concessão do INSS)'],
    riskLevel: 'baixo',
    available: (c) => {
      const a = c.facts.accidentStability;
      if (!a) return offTopic('O relato não trata de dispensa após acidente do trabalho.');
      if (a.within === false)
        return no(
          `A dispensa (${formatBr(a.dismissal ?? '')}) veio depois dos doze meses de estabilidade, que terminaram em ${formatBr(a.until ?? '')} (Lei 8.213/1991, art. 118).`,
        );
      return a.until
        ? yes(
            `Estabilidade até ${formatBr(a.until)}: doze meses após a cessação do benefício em ${formatBr(a.benefitEnd ?? '')} (Lei 8.213/1991, art. 118).`,
          )
        : yes(
            'Confirme na carta do INSS a data em que cessou o auxílio-doença acidentário: dela correm os doze meses (Lei 8.213/1991, art. 118).',
          );
    },
  },
  {
    key: 'divorcio_judicial_consensual',
    fit: (c) =>
      c.facts.consensualDivorce?.incapableChild
        ? {
            points: 34,
            why: 'divórcio de comum acordo com filho incapaz: homologação judicial, com o acordo sobre guarda, convivência e alimentos (CPC arts. 731 e 733)',
          }
        : null,
    name: () =>
      'Divórcio consensual judicial, com o acordo sobre guarda, convivência e alimentos dos filhos (CPC art. 731)',
    nature: 'consensual',
    agreementBase: 90,
    types: ['familia'],
    description:
      'Petição assinada pelos dois cônjuges com a partilha dos bens, a pensão entre eles, se houver, a guarda e a convivência dos filhos incapazes e a contribuição para criá-los; o juiz homologa o acordo, ouvido o Ministério Público.',
    legalBasis:
      'CPC art. 731 (homologação do divórcio consensual: partilha, alimentos, guarda, convivência e contribuição para os filhos) e art. 733 (com filho incapaz ou nascituro, não cabe a escritura pública)',
    cost: () => ({
      min: 0,
      max: 8_000,
      basis:
        'Custas da homologação conforme a lei estadual (ou gratuidade, CPC art. 98); faixa de referência do Lexato para honorários de um advogado comum aos dois (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 1,
      maxMonths: 4,
      basis: 'Homologação do acordo após a manifestação do Ministério Público, sem instrução',
    }),
    pros: [
      'Um só processo, de comum acordo, sem audiência de instrução',
      'O acordo homologado vale como título executivo (CPC art. 515, II)',
    ],
    cons: ['Não cabe a escritura pública enquanto houver filho incapaz ou nascituro (CPC art. 733)'],
    riskLevel: 'baixo',
    available: (c) =>
      c.facts.consensualDivorce?.incapableChild
        ? yes()
        : offTopic('O relato não trata de divórcio consensual com filho incapaz.'),
  },
  {
    key: 'repeticao_indebito_tributario',
    fit: () => ({
      points: 30,
      why: 'tributo pago em duplicidade ou a maior: cabe a restituição, em cinco anos do pagamento (CTN arts. 165 e 168, I)',
    }),
    name: (c) => {
      const last = c.facts.taxPaidUnduly?.lastDay;
      return `Pedido de restituição e ação de repetição do indébito tributário${last ? ` até ${formatBr(last)}` : ''} (CTN arts. 165 e 168, I)`;
    },
    nature: 'adjudicativa',
    types: ['tributario'],
    description:
      'O tributo pago indevidamente, em duplicidade ou a maior, é restituído sem necessidade de protesto prévio: pede-se à Fazenda que o cobrou e, sem resposta ou com a recusa, ajuíza-se a repetição do indébito, com correção e juros desde o pagamento, dentro de cinco anos dele.',
    legalBasis:
      'CTN art. 165, I (restituição do tributo pago indevidamente ou a maior, independentemente de prévio protesto) e art. 168, I (cinco anos contados da extinção do crédito, isto é, do pagamento); CTN art. 169 (dois anos para anular a decisão administrativa que negar a restituição)',
    cost: (c) => ({
      min: 0,
      max: Math.round((c.claim ?? 10_000) * 0.2),
      basis: `Custas conforme a lei do Estado (no Juizado Especial da Fazenda Pública, sem custas no primeiro grau) e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)${c.claim ? '' : '; sem valor informado, calculado sobre R$ 10.000,00 de referência'}`,
    }),
    time: () => ({
      minMonths: 3,
      maxMonths: 24,
      basis:
        'Pedido administrativo de meses; a ação segue o procedimento comum ou o do Juizado da Fazenda Pública, e o pagamento vem por precatório ou RPV',
    }),
    pros: ['Sem protesto prévio (CTN art. 165)', 'Prova documental: as guias pagas'],
    cons: ['O pagamento pela Fazenda segue precatório ou requisição de pequeno valor'],
    riskLevel: 'baixo',
    available: (c) => {
      const t = c.facts.taxPaidUnduly;
      if (!t) return offTopic('O relato não trata de tributo pago indevidamente.');
      return t.lastDay
        ? yes(
            `Cinco anos do pagamento em ${formatBr(t.paidOn ?? '')}: até ${formatBr(t.lastDay)} (CTN art. 168, I).`,
          )
        : yes('Veja a data do pagamento nas guias: dela correm os cinco anos (CTN art. 168, I).');
    },
  },
  {
    key: 'acao_alimentos',
    fit: () => ({
      points: 30,
      why: 'alimentos para filho: os provisórios são fixados ao despachar a inicial (Lei 5.478/1968, art. 4º)',
    }),
    name: () => 'Ação de alimentos com pedido de alimentos provisórios (Lei 5.478/1968)',
    ownUrgentRelief: () => 'alimentos provisórios fixados ao despachar a inicial (Lei 5.478/1968, art. 4º)',
    nature: 'adjudicativa',
    types: ['familia'],
    description:
      'Ação de rito especial em que o juiz, ao despachar a inicial, fixa desde logo alimentos provisórios a pagar pelo devedor; a prova do parentesco (certidão de nascimento) basta para pedi-los.',
    legalBasis:
      'Lei 5.478/1968, art. 4º (alimentos provisórios fixados ao despachar o pedido); CC art. 1.694',
    cost: familyClaimCost(6_000),
    time: () => ({
      minMonths: 0.1,
      maxMonths: 12,
      basis:
        'Alimentos provisórios no despacho da inicial (art. 4º), dias após o protocolo; a sentença vem depois da audiência',
    }),
    pros: ['Alimentos provisórios desde o despacho da inicial (art. 4º)', 'Rito especial e concentrado'],
    cons: ['Exige prova do parentesco ou da obrigação (certidão de nascimento)'],
    riskLevel: 'baixo',
    available: (c) => {
      if (!has(c, CHILD_SUPPORT) || !has(c, CHILD))
        return offTopic('O relato não pede alimentos para filho ou outro dependente.');
      if (has(c, SUPPORT_PAYER))
        return offTopic(
          'Quem relata já paga os alimentos: não há o que pedir numa ação de alimentos (para mudar o valor, a revisional, CC art. 1.699).',
        );
      if (c.facts.consensualDivorce)
        return offTopic(
          'No divórcio consensual, a contribuição para os filhos entra no próprio acordo homologado (CPC art. 731, IV), não numa ação à parte.',
        );
      if (has(c, ALREADY_FIXED))
        return no(
          'Os alimentos já estão fixados: o caminho é o cumprimento de sentença (CPC arts. 528-533), não nova ação.',
        );
      return yes();
    },
  },
  {
    key: 'embargos_execucao_fiscal',
    name: () => 'Embargos à execução fiscal, com a execução garantida (Lei 6.830/1980, art. 16)',
    nature: 'adjudicativa',
    types: ['tributario'],
    description:
      'Defesa do executado na execução fiscal: depois de garantido o juízo (depósito, fiança bancária, seguro garantia ou penhora), embargos em 30 dias com toda a matéria de defesa.',
    legalBasis:
      'Lei 6.830/1980, art. 16, I-III (30 dias do depósito, da juntada da fiança ou do seguro garantia, ou da intimação da penhora) e § 1º (não se admitem embargos antes de garantida a execução)',
    cost: () => ({
      min: 2_000,
      max: 30_000,
      basis:
        'Custo da garantia (fiança ou seguro) e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 12,
      maxMonths: 48,
      basis: 'Embargos processados como ação, com instrução e sentença',
    }),
    pros: ['Com a penhora efetivada, a certidão positiva com efeitos de negativa é devida (CTN art. 206)'],
    cons: [
      'Só depois de garantir a execução (art. 16, § 1º)',
      'O prazo de 30 dias corre da garantia (art. 16)',
    ],
    riskLevel: 'médio',
    available: (c) =>
      has(c, TAX_EXECUTION)
        ? yes(
            'Garanta a execução antes: sem garantia os embargos não são admitidos (Lei 6.830/1980, art. 16, § 1º).',
          )
        : offTopic('O relato não menciona execução fiscal em curso (Lei 6.830/1980).'),
  },
  {
    key: 'parcelamento',
    name: () => 'Parcelamento do débito tributário',
    nature: 'consensual',
    types: ['tributario'],
    description:
      'Adesão ao parcelamento do ente credor: suspende a exigibilidade do crédito e permite a certidão positiva com efeitos de negativa enquanto as parcelas estiverem em dia.',
    legalBasis:
      'CTN art. 151, VI (o parcelamento suspende a exigibilidade) e art. 206 (certidão positiva com efeitos de negativa)',
    agreementBase: 60,
    cost: () => ({
      min: 0,
      max: 3_000,
      basis: 'Adesão administrativa; faixa de referência do Lexato para assessoria',
    }),
    time: () => ({ minMonths: 0.1, maxMonths: 1, basis: 'Adesão em dias, pelo portal do ente credor' }),
    pros: [
      'Certidão para licitar e contratar enquanto em dia (CTN art. 206)',
      'Suspende a exigibilidade (CTN art. 151, VI)',
    ],
    cons: [
      'Implica confissão do débito na maioria dos programas',
      'Atraso nas parcelas rescinde o parcelamento',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      if (!has(c, TAX_EXECUTION) && !has(c, CERTIFICATE))
        return offTopic('O relato não fala de débito em cobrança nem de certidão de regularidade fiscal.');
      const lapsed = c.facts.lapsedTaxExecution;
      if (lapsed)
        return no(
          `A execução foi ajuizada em ${lapsed.filed}, mais de cinco anos depois da constituição do crédito (${lapsed.constituted}): prescrito, o crédito está extinto (CTN arts. 156, V, e 174) e parcelá-lo seria pagar o que não é devido; argua a prescrição (Súmula 409 do STJ).`,
        );
      return yes();
    },
  },
  {
    key: 'despejo_falta_pagamento',
    fit: () => ({
      points: 30,
      why: 'aluguel não pago: a ação do locador para reaver o imóvel é a de despejo, cumulável com a cobrança (Lei 8.245/1991, arts. 5º e 62, I)',
    }),
    name: (c) =>
      guaranteed(c)
        ? 'Ação de despejo por falta de pagamento cumulada com cobrança dos aluguéis (Lei 8.245/1991, arts. 9º, III, e 62, I)'
        : 'Ação de despejo por falta de pagamento, com liminar para desocupação em 15 dias, cumulada com cobrança (Lei 8.245/1991, arts. 59, § 1º, IX, e 62, I)',
    ownUrgentRelief: (c) =>
      guaranteed(c)
        ? null
        : 'liminar para desocupação em 15 dias, sem garantia no contrato (Lei 8.245/1991, art. 59, § 1º, IX)',
    nature: 'adjudicativa',
    types: ['civil'],
    description:
      'A ação do locador para reaver o imóvel é a de despejo; fundada na falta de pagamento, cumula o pedido de cobrança dos aluguéis e encargos contra o locatário e os fiadores, e o locatário pode evitar a rescisão pagando o débito atualizado em 15 dias da citação.',
    legalBasis:
      'Lei 8.245/1991, art. 5º (a ação do locador para reaver o imóvel é a de despejo), art. 9º, III (falta de pagamento), art. 62, I e II (cumulação com a cobrança; purgação da mora em 15 dias), art. 59, § 1º, IX (liminar em 15 dias quando o contrato não tem garantia) e art. 58, III (valor da causa: 12 aluguéis)',
    cost: () => ({
      min: 1_000,
      max: 10_000,
      basis:
        'Custas iniciais sobre o valor da causa de 12 aluguéis (Lei 8.245/1991, art. 58, III) e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22); a caução da liminar é de 3 aluguéis (art. 59, § 1º)',
    }),
    time: (c) => ({
      minMonths: guaranteed(c) ? 4 : 1,
      maxMonths: 18,
      basis: guaranteed(c)
        ? 'Citação, prazo de 15 dias para purgar a mora ou contestar (art. 62, II) e sentença; apelação só com efeito devolutivo (art. 58, V)'
        : 'Liminar para desocupação em 15 dias (art. 59, § 1º, IX); a cobrança segue até a sentença',
    }),
    pros: [
      'Despejo e cobrança na mesma ação, contra o locatário e os fiadores (art. 62, I)',
      'Apelação sem efeito suspensivo: a sentença de despejo se executa logo (art. 58, V)',
    ],
    cons: ['O locatário pode purgar a mora em 15 dias e manter a locação (art. 62, II)'],
    riskLevel: 'baixo',
    available: (c) =>
      has(c, LEASE_PARTY) && has(c, RENT_UNPAID) && !has(c, TENANT_SPEAKS)
        ? yes()
        : offTopic('O relato não trata de aluguel não pago ao locador que pede a ação.'),
  },
  {
    key: 'reintegracao_posse_locatario',
    fit: () => ({
      points: 30,
      why: 'locatário retirado do imóvel pelo locador sem ação judicial: esbulho, com reintegração liminar (CPC arts. 560 e 562; Lei 8.245/1991, art. 5º)',
    }),
    name: () =>
      'Ação de reintegração de posse com pedido liminar, sem ouvir o réu (CPC arts. 560 a 562), contra o locador que retomou o imóvel sem ação de despejo',
    ownUrgentRelief: () =>
      'mandado liminar de reintegração, expedido sem ouvir o réu quando a inicial está instruída (CPC art. 562)',
    nature: 'adjudicativa',
    types: ['civil', 'consumidor'],
    description:
      'O locatário é possuidor e, esbulhado pelo locador que trocou as fechaduras ou o impediu de entrar, tem direito a ser reintegrado na posse; proposta dentro de ano e dia do esbulho, a ação segue o procedimento especial com liminar. Mesmo com aluguel atrasado, o locador só pode reaver o imóvel pela ação de despejo.',
    legalBasis:
      'CPC arts. 558 (procedimento especial dentro de ano e dia), 560 (reintegração em caso de esbulho), 561 (posse, esbulho e sua data a provar) e 562 (liminar sem ouvir o réu); CC art. 1.210; Lei 8.245/1991, art. 5º (a ação do locador para reaver o imóvel é a de despejo)',
    cost: () => ({
      min: 500,
      max: 8_000,
      basis:
        'Custas iniciais da justiça estadual e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 0.1,
      maxMonths: 12,
      basis:
        'A liminar é apreciada ao despachar a inicial (CPC art. 562); a ação segue depois pelo procedimento comum (art. 566)',
    }),
    pros: [
      'Liminar de reintegração sem ouvir o réu (CPC art. 562)',
      'Perdas e danos no mesmo pedido (CPC art. 555, I)',
    ],
    cons: ['A liminar pede a data do esbulho e a posse provadas com a inicial (CPC art. 561)'],
    riskLevel: 'baixo',
    available: (c) =>
      has(c, TENANT_SPEAKS) && has(c, SELF_HELP_EVICTION)
        ? yes()
        : offTopic('O relato não trata de locatário retirado do imóvel pelo locador sem ação judicial.'),
  },
  {
    key: 'reintegracao_gestante',
    fit: () => ({
      points: 30,
      why: 'gestante dispensada sem justa causa: estabilidade desde a confirmação da gravidez até cinco meses após o parto (ADCT art. 10, II, b)',
    }),
    name: () =>
      'Reclamação trabalhista com pedido de reintegração da gestante em tutela de urgência, ou a indenização do período de estabilidade',
    ownUrgentRelief: () =>
      'reintegração da gestante pedida em tutela de urgência na própria reclamação (CPC art. 300)',
    nature: 'adjudicativa',
    types: ['trabalhista'],
    description:
      'A empregada gestante não pode ser dispensada sem justa causa desde a confirmação da gravidez até cinco meses após o parto: pede-se a reintegração, com tutela de urgência, e, passado o período de estabilidade, os salários e demais direitos do período; o desconhecimento da gravidez pelo empregador não afasta o direito.',
    legalBasis:
      'ADCT art. 10, II, b (estabilidade da gestante); Súmula 244, I e II, do TST (desconhecimento do empregador; reintegração só durante o período de estabilidade, depois indenização); CPC art. 300 (tutela de urgência), aplicado ao processo do trabalho pelo CLT art. 769',
    cost: labourClaimCost,
    time: () => ({
      minMonths: 0.2,
      maxMonths: 12,
      basis: 'A tutela de urgência é apreciada logo após o ajuizamento; a sentença vem depois da instrução',
    }),
    pros: [
      'Estabilidade assegurada pela Constituição, mesmo que o empregador não soubesse da gravidez (Súmula 244, I, do TST)',
      'Reintegração pedida em tutela de urgência, antes da sentença',
    ],
    cons: ['Passado o período de estabilidade, cabe só a indenização (Súmula 244, II, do TST)'],
    riskLevel: 'baixo',
    available: (c) => {
      if (!has(c, PREGNANT) || !has(c, DISMISSAL))
        return offTopic('O relato não trata de gestante dispensada.');
      if (has(c, FOR_CAUSE))
        return no(
          'Dispensa por justa causa: a estabilidade veda só a dispensa arbitrária ou sem justa causa (ADCT art. 10, II, b); a discussão é a falta grave (CLT art. 482).',
        );
      return yes();
    },
  },
  {
    key: 'negativacao_indevida',
    fit: () => ({
      points: 30,
      why: 'nome inscrito em cadastro de inadimplentes por dívida paga ou inexistente: a exclusão cabe em tutela de urgência (CPC art. 300) e a indenização na mesma ação (CDC arts. 14 e 43)',
    }),
    name: (c) =>
      c.claim !== null && c.claim > 40 * c.minimumWage
        ? 'Ação declaratória de inexistência do débito com indenização por dano moral e tutela de urgência para excluir o nome do cadastro'
        : 'Ação declaratória de inexistência do débito com indenização por dano moral e tutela de urgência para excluir o nome do cadastro, no Juizado Especial Cível (sem custas no primeiro grau)',
    ownUrgentRelief: () => 'exclusão do nome do cadastro em tutela de urgência (CPC art. 300)',
    nature: 'adjudicativa',
    types: ['consumidor'],
    description:
      'Declara-se que o débito não existe (pago ou nunca contraído), pede-se em tutela de urgência a exclusão do nome do cadastro e a indenização pelo dano moral, que decorre da própria inscrição indevida; outras inscrições legítimas anteriores afastam o dano moral (Súmula 385 do STJ).',
    legalBasis:
      'CDC arts. 14 (responsabilidade do fornecedor pelo serviço defeituoso) e 43, § 3º (correção dos dados inexatos); CPC art. 300 (tutela de urgência); Lei 9.099/1995, arts. 3º, I (até 40 salários mínimos) e 54 (sem custas no primeiro grau); Súmula 385 do STJ',
    cost: () => ({
      min: 0,
      max: 5_000,
      basis:
        'Sem custas nem honorários de sucumbência no primeiro grau do Juizado (Lei 9.099/1995, arts. 54 e 55); faixa de referência do Lexato para honorários de assessoria (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 0.1,
      maxMonths: 8,
      basis:
        'A tutela de urgência é apreciada dias após o protocolo; a sentença vem depois da audiência de conciliação e da instrução',
    }),
    pros: [
      'Exclusão do nome em tutela de urgência, antes da sentença',
      'Dano moral que decorre da própria inscrição indevida',
    ],
    cons: ['Outras inscrições legítimas anteriores afastam o dano moral (Súmula 385 do STJ)'],
    riskLevel: 'baixo',
    available: (c) =>
      has(c, NAME_LISTED) && has(c, DEBT_NOT_OWED)
        ? yes()
        : offTopic('O relato não trata de inscrição do nome por dívida paga ou inexistente.'),
  },
  {
    key: 'acao_monitoria',
    name: () =>
      'Ação monitória com base na prova escrita da dívida, pedindo o mandado de pagamento em 15 dias (CPC, art. 700)',
    fit: (c) =>
      c.facts.writtenProof
        ? {
            points: 30,
            why: `prova escrita sem força de título executivo (${c.facts.writtenProof.what}): a monitória pede o mandado de pagamento logo ao despachar a inicial (CPC, arts. 700 e 701)`,
          }
        : null,
    nature: 'adjudicativa',
    types: ['civil', 'empresarial', 'consumidor'],
    description:
      'Quem tem prova escrita de uma dívida sem eficácia de título executivo (um cheque ou nota promissória prescritos, um contrato assinado sem duas testemunhas, mensagens em que o devedor a reconhece) pede ao juiz o mandado de pagamento em 15 dias; sem pagamento nem embargos, o mandado vira título executivo judicial.',
    legalBasis:
      'CPC, art. 700 (prova escrita sem eficácia de título executivo; a inicial traz a importância devida com memória de cálculo, § 2º, I) e art. 701 (mandado de pagamento em 15 dias, honorários de 5 %, isenção de custas se o réu pagar, título executivo judicial se não houver embargos, § 2º); Súmula 299 do STJ (monitória fundada em cheque prescrito) e Súmula 503 do STJ (cinco anos do dia seguinte à data de emissão do cheque)',
    cost: civilClaimCost(
      'Custas iniciais de cerca de 1 % do valor da causa, que é a importância devida (CPC art. 700, § 3º), e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    ),
    time: () => ({
      minMonths: 2,
      maxMonths: 24,
      basis:
        'Mandado de pagamento ao despachar a inicial e 15 dias para pagar (CPC art. 701); com embargos (art. 702), segue o procedimento comum',
    }),
    pros: [
      'Mandado de pagamento logo no início, sem esperar a sentença (CPC art. 701)',
      'Sem embargos, o mandado vira título executivo judicial de pleno direito (art. 701, § 2º)',
    ],
    cons: ['O devedor pode opor embargos e levar a discussão ao procedimento comum (CPC art. 702)'],
    riskLevel: 'baixo',
    available: (c) =>
      c.facts.writtenProof
        ? yes()
        : offTopic('O relato não fala de dívida provada por escrito sem força de título executivo.'),
  },
  {
    key: 'divorcio_extrajudicial',
    name: (c) =>
      c.conflictType === 'familia'
        ? 'Divórcio consensual por escritura pública no cartório de notas, com advogado, sem ação judicial (CPC, art. 733)'
        : 'Divórcio consensual por escritura pública (CPC, art. 733)',
    fit: () => ({
      points: 30,
      why: 'divórcio consensual sem nascituro nem filhos incapazes: a escritura pública dispensa a homologação judicial (CPC art. 733, § 1º)',
    }),
    nature: 'consensual',
    agreementBase: 70,
    types: ['familia'],
    description:
      'Com o casal de acordo e sem nascituro nem filhos incapazes, o divórcio (ou a separação, ou o fim da união estável) se faz por escritura pública no tabelionato, com a partilha, a pensão entre os cônjuges e o nome; a escritura não depende de homologação judicial e serve para os registros e para levantar valores em bancos.',
    legalBasis:
      'CPC, art. 733 (escritura pública quando não há nascituro nem filhos incapazes; § 1º: sem homologação judicial; § 2º: as partes assistidas por advogado ou defensor público) e art. 731 (o que o acordo deve conter: partilha, pensão entre os cônjuges)',
    cost: () => ({
      min: 500,
      max: 8_000,
      basis:
        'Emolumentos da escritura pela tabela do estado e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 0.1,
      maxMonths: 1,
      basis: 'A escritura é lavrada no tabelionato assim que o acordo e os documentos estão prontos',
    }),
    pros: ['Sem processo judicial: a escritura vale por si (CPC art. 733, § 1º)', 'Em dias, não em meses'],
    cons: ['Exige acordo sobre tudo e advogado ou defensor público no ato (CPC art. 733, § 2º)'],
    riskLevel: 'baixo',
    available: (c) => {
      const divorce = c.facts.consensualDivorce;
      if (!divorce) return offTopic('O relato não trata de divórcio consensual.');
      if (divorce.incapableChild)
        return no(
          `Com nascituro ou filho incapaz (${divorce.incapableChild}), o divórcio não se faz por escritura (CPC art. 733): vai a juízo, em ação consensual (CPC art. 731).`,
        );
      return divorce.childrenUnclear
        ? yes(
            'Confirme que os filhos são maiores e capazes e que não há gravidez: só então cabe a escritura (CPC art. 733).',
          )
        : yes();
    },
  },
  {
    key: 'possessoria',
    name: (c) =>
      c.facts.dispossession?.withinYearAndDay === false
        ? 'Ação de reintegração de posse (ou de manutenção, se houve só turbação) pelo procedimento comum, com tutela de urgência se houver perigo de dano: passou o ano e dia do esbulho (CPC arts. 558, parágrafo único, e 300)'
        : 'Ação de reintegração de posse (ou de manutenção, se houve só turbação) com pedido liminar, sem ouvir o réu (CPC arts. 558, 560 a 562)',
    ownUrgentRelief: (c) =>
      c.facts.dispossession?.withinYearAndDay === false
        ? null
        : 'mandado liminar de reintegração ou manutenção, expedido sem ouvir o réu quando a inicial está instruída (CPC art. 562)',
    fit: (c) => ({
      points: 30,
      why:
        c.facts.dispossession?.lastDay && c.facts.dispossession.withinYearAndDay
          ? `posse tomada ou turbada por terceiro, dentro de ano e dia (até ${formatBr(c.facts.dispossession.lastDay)}): procedimento especial com liminar (CPC arts. 558 e 562)`
          : 'posse tomada ou turbada por terceiro: a ação possessória protege a posse, seja quem for o dono (CPC art. 560)',
    }),
    nature: 'adjudicativa',
    types: ['civil'],
    description:
      'O possuidor tem direito a ser reintegrado na posse em caso de esbulho e mantido nela em caso de turbação; proposta dentro de ano e dia do esbulho ou da turbação, a ação segue o procedimento especial, com liminar sem ouvir o réu quando a inicial prova a posse, o esbulho e a sua data; depois disso, o procedimento é o comum.',
    legalBasis:
      'CPC, arts. 558 (procedimento especial dentro de ano e dia; depois, o comum), 560 (manutenção na turbação, reintegração no esbulho), 561 (posse, esbulho ou turbação e a sua data a provar) e 562 (liminar sem ouvir o réu)',
    cost: () => ({
      min: 500,
      max: 8_000,
      basis:
        'Custas iniciais da justiça estadual e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: (c) => ({
      minMonths: c.facts.dispossession?.withinYearAndDay === false ? 2 : 0.1,
      maxMonths: 18,
      basis:
        c.facts.dispossession?.withinYearAndDay === false
          ? 'Procedimento comum (CPC art. 558, parágrafo único); a tutela de urgência, se pedida, é apreciada no início'
          : 'A liminar é apreciada ao despachar a inicial (CPC art. 562); a ação segue depois pelo procedimento comum (art. 566)',
    }),
    pros: [
      'A alegação de propriedade não impede a reintegração ou a manutenção (CPC art. 557, parágrafo único)',
      'Perdas e danos no mesmo pedido (CPC art. 555, I)',
    ],
    cons: ['A liminar pede a posse, o esbulho e a sua data provados com a inicial (CPC art. 561)'],
    riskLevel: 'baixo',
    available: (c) => {
      const taken = c.facts.dispossession;
      if (!taken) return offTopic('O relato não trata de posse tomada ou turbada.');
      return taken.date
        ? yes()
        : yes(
            'Informe a data do esbulho ou da turbação: dentro de ano e dia cabe a liminar (CPC arts. 558 e 562).',
          );
    },
  },
  {
    key: 'consignacao_pagamento',
    name: (c) =>
      has(c, /\balugue(?:l|is)\b/)
        ? 'Consignação dos aluguéis: depósito bancário com aviso ao locador (CPC, art. 539, § 1º) ou a ação de consignação (Lei 8.245/1991, art. 67)'
        : 'Consignação em pagamento: depósito bancário com aviso ao credor (CPC, art. 539, § 1º) e, havendo recusa, a ação em 1 mês (§ 3º)',
    fit: (c) =>
      c.facts.paymentRefused
        ? {
            points: 30,
            why: `${c.facts.paymentRefused}: o depósito em consignação vale como pagamento e extingue a obrigação (CC arts. 334 e 335)`,
          }
        : null,
    nature: 'adjudicativa',
    types: ['civil', 'consumidor', 'empresarial'],
    description:
      'Quem quer pagar e não consegue (o credor recusa, é desconhecido, ou há dúvida sobre quem deve receber) deposita o valor: em dinheiro, num banco do lugar do pagamento, avisando o credor por carta com aviso de recebimento, que tem 10 dias para recusar; sem recusa, o devedor fica liberado; com recusa, a ação de consignação é proposta em 1 mês com a prova do depósito.',
    legalBasis:
      'CC, art. 335 (quando cabe a consignação); CPC, art. 539, §§ 1º a 3º (depósito bancário, 10 dias para a recusa, ação em 1 mês); Lei 8.245/1991, art. 67 (consignação de aluguéis e acessórios)',
    cost: () => ({
      min: 0,
      max: 6_000,
      basis:
        'O depósito bancário não tem custas; a ação tem custas iniciais da justiça estadual; faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 0.5,
      maxMonths: 12,
      basis:
        '10 dias do aviso de recebimento para o credor recusar o depósito (CPC art. 539, § 1º); com a recusa, a ação em 1 mês (§ 3º)',
    }),
    pros: [
      'Feito o depósito, cessam para o devedor os juros da dívida e os riscos, salvo se julgado improcedente (CC art. 337)',
      'Sem recusa em 10 dias, o devedor fica liberado sem processo (CPC art. 539, § 2º)',
    ],
    cons: [
      'Com a recusa por escrito, a ação deve ser proposta em 1 mês, ou o depósito fica sem efeito (CPC art. 539, §§ 3º e 4º)',
    ],
    riskLevel: 'baixo',
    available: (c) =>
      c.facts.paymentRefused ? yes() : offTopic('O relato não trata de pagamento recusado pelo credor.'),
  },
  {
    key: 'rescisao_indireta',
    name: (c) =>
      employerFault(c)?.item === 'd'
        ? 'Reclamação trabalhista com pedido de rescisão indireta do contrato (CLT, art. 483, d), permanecendo ou não no serviço até a decisão (§ 3º)'
        : 'Reclamação trabalhista com pedido de rescisão indireta do contrato (CLT, art. 483)',
    fit: (c) => {
      const fault = employerFault(c);
      return fault
        ? {
            points: 30,
            why: `${fault.what}: falta do empregador que permite ao empregado considerar rescindido o contrato, com as verbas da dispensa sem justa causa (CLT art. 483, ${fault.item})`,
          }
        : null;
    },
    nature: 'adjudicativa',
    types: ['trabalhista'],
    description:
      'Quando o empregador comete falta grave (não cumpre as obrigações do contrato, trata o empregado com rigor excessivo, ofende-o), o empregado pede em juízo a rescisão indireta e recebe o que receberia se dispensado sem justa causa: aviso prévio, férias e 13º proporcionais, a multa de 40 % do FGTS e o saque da conta; no descumprimento das obrigações (alínea d), pode continuar trabalhando até a decisão.',
    legalBasis:
      'CLT, art. 483 (rescisão indireta), alíneas b, d e e, e § 3º (na alínea d, permanecendo ou não no serviço); art. 487, § 4º (aviso prévio na despedida indireta); Lei 8.036/1990, art. 18, § 1º (multa de 40 %) e art. 20, I (saque na despedida indireta)',
    cost: () => ({
      min: 0,
      max: 6_000,
      basis:
        'Sem custas antecipadas na Justiça do Trabalho (CLT art. 789, § 1º: pagas ao final pelo vencido) e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22); honorários de sucumbência de 5 % a 15 % (CLT art. 791-A)',
    }),
    time: () => ({
      minMonths: 3,
      maxMonths: 24,
      basis:
        'Audiência e sentença na vara do trabalho; o empregado pode seguir trabalhando (CLT art. 483, § 3º)',
    }),
    pros: [
      'As verbas da dispensa sem justa causa, com a multa de 40 % e o saque do FGTS (Lei 8.036/1990, arts. 18, § 1º, e 20, I)',
      'Na falta do art. 483, d, o empregado segue trabalhando e recebendo até a decisão (§ 3º)',
    ],
    cons: [
      'A falta do empregador precisa ser provada: sem ela, o afastamento pode ser tomado como pedido de demissão',
    ],
    riskLevel: 'médio',
    available: (c) =>
      employerFault(c)
        ? yes()
        : offTopic('O relato não trata de falta grave do empregador com o contrato ainda em curso.'),
  },
  {
    key: 'inventario_judicial',
    name: () => 'Inventário judicial, com partilha homologada pelo juiz (CPC, arts. 610 e 659)',
    fit: () => ({
      points: 30,
      why: 'há testamento, herdeiro incapaz ou desacordo entre os herdeiros: o inventário é judicial (CPC art. 610, caput)',
    }),
    nature: 'adjudicativa',
    types: ['familia', 'civil'],
    description:
      'Com testamento ou interessado incapaz, o inventário se faz em juízo; se todos os herdeiros forem capazes e concordarem, a partilha amigável é homologada pelo juiz em arrolamento sumário, sem a avaliação dos bens. O inventário deve ser aberto em 2 meses do falecimento.',
    legalBasis:
      'CPC, art. 610, caput (havendo testamento ou interessado incapaz, proceder-se-á ao inventário judicial), art. 611 (abertura em 2 meses da abertura da sucessão) e art. 659 (partilha amigável homologada em arrolamento sumário, entre partes capazes)',
    cost: () => ({
      min: 2_000,
      max: 25_000,
      basis:
        'Custas judiciais pela tabela do estado sobre o monte, o imposto de transmissão (ITCMD) pela lei estadual, e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 6,
      maxMonths: 36,
      basis:
        'Abertura em 2 meses do falecimento (CPC art. 611); primeiras declarações, citação dos herdeiros, avaliação dos bens e o imposto estadual antes da partilha',
    }),
    pros: ['A partilha homologada vale para os registros e os bancos; o juiz protege o herdeiro incapaz'],
    cons: [
      'Mais lento e caro que a escritura, que só cabe entre herdeiros capazes e concordes (CPC art. 610, § 1º)',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      const estate = c.facts.estate;
      if (!estate) return offTopic('O relato não trata de inventário.');
      if (estate.will || estate.heirs.incapable || !estate.agreed) return yes();
      return offTopic(
        'Herdeiros capazes e de acordo, sem testamento: cabe a escritura pública (CPC art. 610, § 1º).',
      );
    },
  },
  {
    key: 'despejo_denuncia_vazia',
    fit: () => ({
      points: 30,
      why: 'locação escrita de 30 meses ou mais, prorrogada e denunciada com 30 dias: o locador retoma o imóvel pela ação de despejo, sem precisar de motivo (Lei 8.245/1991, arts. 5º e 46, § 2º)',
    }),
    name: () => 'Ação de despejo por denúncia vazia (Lei 8.245/1991, arts. 5º e 46, § 2º)',
    nature: 'adjudicativa',
    types: ['civil'],
    description:
      'Na locação residencial ajustada por escrito por 30 meses ou mais, findo o prazo e prorrogada a locação, o locador pode denunciá-la a qualquer tempo, dando 30 dias para a desocupação; vencidos, a ação para reaver o imóvel é a de despejo, e a sentença se executa logo.',
    legalBasis:
      'Lei 8.245/1991, art. 46, caput e § 2º (locação escrita de 30 meses ou mais: prorrogada, o locador pode denunciá-la a qualquer tempo, concedido o prazo de 30 dias para desocupação), art. 5º (a ação do locador para reaver o imóvel é a de despejo) e art. 58, III e V (valor da causa de 12 aluguéis; apelação só com efeito devolutivo)',
    cost: () => ({
      min: 1_000,
      max: 10_000,
      basis:
        'Custas iniciais sobre o valor da causa de 12 aluguéis (Lei 8.245/1991, art. 58, III) e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 4,
      maxMonths: 18,
      basis:
        'Citação, contestação e sentença; a apelação não suspende o despejo (Lei 8.245/1991, art. 58, V)',
    }),
    pros: [
      'Não depende de motivo: basta o fim do prazo, a prorrogação e a notificação de 30 dias (art. 46, § 2º)',
    ],
    cons: [
      'Sem a notificação com 30 dias para desocupar, a ação é extinta: ela é condição da ação (art. 46, § 2º)',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      if (!has(c, LEASE_PARTY) || has(c, TENANT_SPEAKS) || !has(c, LANDLORD_SPEAKS)) {
        return offTopic('O relato não é o do locador que quer retomar o imóvel.');
      }
      const months = LEASE_MONTHS.exec(c.folded);
      if (!months || Number(months[1]) < LONG_LEASE_MONTHS) {
        return offTopic('A denúncia vazia do art. 46 é da locação escrita de 30 meses ou mais.');
      }
      return has(c, NOTICE_TO_LEAVE)
        ? yes()
        : yes(
            'Notifique o inquilino por escrito, com 30 dias para desocupar, antes de ajuizar (Lei 8.245/1991, art. 46, § 2º).',
          );
    },
  },
  {
    key: 'execucao_condominio',
    fit: () => ({
      points: 30,
      why: 'taxas de condomínio previstas na convenção ou aprovadas em assembleia, documentadas: título executivo extrajudicial (CPC art. 784, X)',
    }),
    name: () => 'Execução das taxas de condomínio como título extrajudicial (CPC, art. 784, X)',
    nature: 'adjudicativa',
    types: ['civil'],
    description:
      'As contribuições ordinárias ou extraordinárias previstas na convenção ou aprovadas em assembleia, documentalmente comprovadas, são título executivo: o condomínio executa direto, sem processo de conhecimento; o devedor é citado para pagar em 3 dias, sob pena de penhora, inclusive do próprio apartamento.',
    legalBasis:
      'CPC, art. 784, X (o crédito das contribuições de condomínio edilício, previstas na convenção ou aprovadas em assembleia, documentalmente comprovadas), art. 829 (pagamento em 3 dias da citação) e art. 827 (honorários de 10%); CC art. 1.336, I (o dever do condômino de contribuir para as despesas)',
    cost: civilClaimCost(
      'Custas iniciais da execução pela tabela do estado e honorários de 10% fixados no despacho (CPC art. 827), pagos pelo devedor',
    ),
    time: () => ({
      minMonths: 2,
      maxMonths: 24,
      basis: 'Citação para pagar em 3 dias (CPC art. 829); sem pagamento, penhora e leilão do bem',
    }),
    pros: ['Sem ação de cobrança: a execução começa pela ordem de pagar em 3 dias (CPC art. 829)'],
    cons: [
      'Exige a convenção ou a ata da assembleia e o demonstrativo das taxas em aberto (CPC art. 784, X)',
    ],
    riskLevel: 'baixo',
    available: (c) =>
      has(c, CONDO_FEES) && has(c, CONDO_TITLE)
        ? yes()
        : offTopic('O relato não trata de taxas de condomínio documentadas.'),
  },
  {
    key: 'obra_vizinha',
    fit: () => ({
      points: 30,
      why: 'obra do vizinho que ameaça a segurança do prédio ao lado: cabe fazê-la parar, exigir as obras de contenção e a reparação (CC arts. 1.277 e 1.311)',
    }),
    name: () =>
      'Ação de obrigação de não fazer com tutela de urgência para suspender a obra vizinha, cumulada com reparação dos danos (CC arts. 1.277 e 1.311; CPC art. 300)',
    ownUrgentRelief: () =>
      'suspensão liminar da obra enquanto não feitas as obras acautelatórias (CPC art. 300; CC art. 1.311)',
    nature: 'adjudicativa',
    types: ['civil', 'consumidor'],
    description:
      'O vizinho não pode fazer obra que possa provocar desmoronamento ou comprometer a segurança do prédio ao lado sem antes fazer as obras de contenção, e responde pelos prejuízos mesmo que as tenha feito; com o perigo em curso, o juiz pode suspender a obra de imediato.',
    legalBasis:
      'CC art. 1.311 (não é permitida obra suscetível de provocar desmoronamento ou comprometer a segurança do prédio vizinho sem obras acautelatórias; parágrafo único: ressarcimento dos prejuízos), art. 1.277 (fazer cessar as interferências prejudiciais à segurança) e art. 1.280 (demolição ou reparação do prédio que ameace ruína); CPC art. 300 (tutela de urgência)',
    cost: civilClaimCost(
      'Custas iniciais pela tabela do estado, perícia de engenharia e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    ),
    time: () => ({
      minMonths: 1,
      maxMonths: 24,
      basis: 'A liminar pode sair em dias (CPC art. 300); a reparação depende da perícia e da sentença',
    }),
    pros: [
      'Suspende a obra já no início e responsabiliza o vizinho mesmo com obras de contenção (CC art. 1.311, parágrafo único)',
    ],
    cons: ['Exige prova técnica do risco e do nexo (laudo de engenheiro, fotos)'],
    riskLevel: 'médio',
    available: (c) =>
      has(c, NEIGHBOUR_WORKS) && has(c, STRUCTURAL_DAMAGE)
        ? yes()
        : offTopic('O relato não trata de obra vizinha que ameaça a segurança do imóvel.'),
  },
  {
    key: 'inventario_extrajudicial',
    name: () =>
      'Inventário e partilha por escritura pública no cartório de notas, com advogado (CPC, art. 610, §§ 1º e 2º)',
    fit: () => ({
      points: 30,
      why: 'herdeiros capazes e de acordo, sem testamento: o inventário e a partilha se fazem por escritura pública (CPC art. 610, § 1º)',
    }),
    nature: 'consensual',
    agreementBase: 70,
    types: ['familia', 'civil'],
    description:
      'Sem testamento nem interessado incapaz, e com todos os herdeiros de acordo, o inventário e a partilha se fazem por escritura pública, que vale para os registros e para levantar valores em bancos; o inventário deve ser aberto em 2 meses do falecimento.',
    legalBasis:
      'CPC, art. 610 (com testamento ou interessado incapaz, inventário judicial; § 1º: escritura pública se todos forem capazes e concordes; § 2º: partes assistidas por advogado ou defensor público) e art. 611 (abertura em 2 meses da abertura da sucessão)',
    cost: () => ({
      min: 1_000,
      max: 15_000,
      basis:
        'Emolumentos da escritura pela tabela do estado, o imposto de transmissão (ITCMD) pela lei estadual, e faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 1,
      maxMonths: 4,
      basis:
        'Certidões, avaliação dos bens e o recolhimento do imposto estadual antes da escritura; o prazo legal de abertura é de 2 meses do falecimento (CPC art. 611)',
    }),
    pros: ['Sem processo judicial: a escritura vale para os registros e os bancos (CPC art. 610, § 1º)'],
    cons: ['Exige o acordo de todos os herdeiros e advogado no ato (CPC art. 610, § 2º)'],
    riskLevel: 'baixo',
    available: (c) => {
      const estate = c.facts.estate;
      if (!estate) return offTopic('O relato não trata de inventário.');
      if (estate.will) return no('Há testamento: o inventário é judicial (CPC art. 610, caput).');
      if (estate.heirs.incapable)
        return no(
          `Há interessado incapaz (${estate.heirs.incapable}): o inventário é judicial (CPC art. 610, caput).`,
        );
      if (!estate.agreed)
        return no('A escritura exige que todos os herdeiros estejam de acordo (CPC art. 610, § 1º).');
      return estate.heirs.unclear
        ? yes(
            'Confirme que todos os herdeiros são maiores e capazes: só então cabe a escritura (CPC art. 610, § 1º).',
          )
        : yes();
    },
  },
  {
    key: 'guarda_convivencia',
    fit: () => ({
      points: 30,
      why: 'o pai ou a mãe que não tem o filho consigo tem direito de conviver com ele (CC art. 1.589); sem acordo, o juiz fixa a guarda, como regra compartilhada, e o tempo de cada um (art. 1.584, § 2º)',
    }),
    name: () =>
      'Ação de guarda e regulamentação da convivência, com pedido de convivência provisória (CC arts. 1.583, 1.584 e 1.589)',
    ownUrgentRelief: () =>
      'convivência provisória pedida em tutela de urgência na própria ação (CPC art. 300)',
    nature: 'adjudicativa',
    types: ['familia'],
    description:
      'Ação de família em que o juiz, ouvido o Ministério Público, fixa a guarda — compartilhada quando os dois pais estão aptos, salvo se um declarar que não a deseja — e o calendário de convivência de cada um; antes da contestação, as partes vão à mediação e conciliação.',
    legalBasis:
      'CC arts. 1.583, § 2º (tempo de convívio dividido de forma equilibrada), 1.584, § 2º (guarda compartilhada como regra) e 1.589 (direito de visita e convivência); CPC arts. 693-699 (ações de família)',
    cost: familyClaimCost(6_000),
    time: () => ({
      minMonths: 1,
      maxMonths: 18,
      basis:
        'Convivência provisória pedida no início (CPC art. 300); a sentença pode esperar o estudo psicossocial (CPC art. 699)',
    }),
    pros: [
      'A guarda compartilhada é a regra quando os dois pais estão aptos (CC art. 1.584, § 2º)',
      'A convivência pode ser fixada provisoriamente logo no início (CPC art. 300)',
    ],
    cons: [
      'O estudo psicossocial, quando o juiz o pede, alonga o processo (CPC art. 699)',
      'A mediação das ações de família vem antes da contestação (CPC art. 695)',
    ],
    riskLevel: 'baixo',
    available: (c) =>
      has(c, CHILD) && has(c, CONTACT_DISPUTE)
        ? yes('Guarde as mensagens em que o contato foi recusado: são a prova do afastamento.')
        : offTopic(
            'O relato não fala de guarda ou de convivência com um filho que o outro genitor impede ou que se quer regular.',
          ),
  },
  {
    key: 'revisional_alimentos',
    fit: (c) =>
      c.facts.supportChange
        ? {
            points: 30,
            why:
              c.facts.supportChange === 'reducao'
                ? 'alimentos fixados e a renda de quem paga caiu: a revisão pede a redução do encargo (CC art. 1.699)'
                : 'alimentos fixados e a renda de quem paga subiu: a revisão pede a majoração do encargo (CC art. 1.699)',
          }
        : null,
    name: (c) =>
      `Ação revisional de alimentos, pedindo a ${c.facts.supportChange === 'majoracao' ? 'majoração' : 'redução'} do valor (CC art. 1.699)`,
    nature: 'adjudicativa',
    types: ['familia'],
    description:
      'Ação em que quem paga ou quem recebe alimentos já fixados pede ao juiz que os ajuste à nova situação financeira; até a decisão, o valor fixado continua devido.',
    legalBasis:
      'CC art. 1.699 (sobrevindo mudança na situação financeira de quem supre ou de quem recebe, exoneração, redução ou majoração do encargo); Lei 5.478/1968, art. 13 (o rito da lei de alimentos aplica-se à revisão)',
    cost: familyClaimCost(6_000),
    time: () => ({
      minMonths: 1,
      maxMonths: 12,
      basis:
        'Tutela provisória para ajustar o valor desde o início (CPC art. 300); sentença após a audiência',
    }),
    pros: [
      'Ajusta o valor à renda de hoje',
      'O valor pode ser ajustado já no início, por tutela provisória (CPC art. 300)',
    ],
    cons: [
      'Até a decisão, o valor fixado continua devido: o atraso pode ser executado, até com prisão (CPC art. 528; Súmula 309 do STJ)',
      'É preciso provar a mudança (termo de rescisão, carteira de trabalho, contracheques)',
    ],
    riskLevel: 'médio',
    available: (c) =>
      c.facts.supportChange
        ? yes(
            'Continue pagando o que puder e junte a prova da mudança de renda: o valor fixado segue devido até a decisão.',
          )
        : offTopic(
            'O relato não fala de alimentos fixados e de mudança na renda de quem paga ou recebe (CC art. 1.699).',
          ),
  },
  {
    key: 'excecao_pre_executividade',
    fit: (c) => {
      const lapsed = c.facts.lapsedTaxExecution;
      return lapsed
        ? {
            points: 35,
            why: `execução ajuizada em ${lapsed.filed}, mais de cinco anos depois da constituição do crédito (${lapsed.constituted}): a prescrição (CTN art. 174) se decreta de ofício (Súmula 409 do STJ) e se argui sem garantir o juízo (Súmula 393 do STJ)`,
          }
        : null;
    },
    name: () => 'Exceção de pré-executividade na execução fiscal (Súmula 393 do STJ)',
    nature: 'adjudicativa',
    types: ['tributario'],
    description:
      'Petição nos próprios autos da execução fiscal, sem garantir o juízo, para o que o juiz conhece de ofício e se prova por documentos: prescrição, decadência, nulidade da CDA, ilegitimidade, pagamento.',
    legalBasis:
      'Súmula 393 do STJ (a exceção de pré-executividade é admissível na execução fiscal relativamente às matérias conhecíveis de ofício que não demandem dilação probatória); Súmula 409 do STJ (a prescrição ocorrida antes da propositura pode ser decretada de ofício); CTN arts. 156, V, e 174',
    cost: () => ({
      min: 1_000,
      max: 15_000,
      basis: 'Sem custo de garantia; faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({ minMonths: 1, maxMonths: 12, basis: 'Decidida nos próprios autos, sem instrução' }),
    pros: [
      'Dispensa a garantia que os embargos exigem (Lei 6.830/1980, art. 16, § 1º)',
      'Acolhida, extingue a execução, com honorários contra a Fazenda (CPC art. 85, § 3º)',
    ],
    cons: [
      'Só matérias de ofício provadas por documentos; o resto exige embargos',
      'Não suspende a execução por si',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      if (!has(c, TAX_EXECUTION))
        return offTopic('O relato não menciona execução fiscal em curso (Lei 6.830/1980).');
      if (c.facts.lapsedTaxExecution || has(c, DE_OFFICIO)) return yes();
      return no(
        'Sem matéria que o juiz conheça de ofício (prescrição, decadência, nulidade da CDA, pagamento), a defesa é por embargos, com a execução garantida (Lei 6.830/1980, art. 16).',
      );
    },
  },
  {
    key: 'vicio_produto_nao_sanado',
    fit: (c) => {
      const d = c.facts.unmendedDefect;
      if (!d?.overdue) return null;
      return {
        points: 30,
        why:
          d.handedOn && d.mendBy
            ? `entregue ao conserto em ${formatBr(d.handedOn)}, o vício não foi sanado até ${formatBr(d.mendBy)}: a escolha entre troca, devolução e abatimento é do consumidor (CDC art. 18, § 1º)`
            : 'vício não sanado em 30 dias: a escolha entre troca, devolução e abatimento é do consumidor (CDC art. 18, § 1º)',
      };
    },
    name: () =>
      'Exigir a troca do produto, a devolução do valor pago ou o abatimento do preço (CDC art. 18, § 1º), no Juizado Especial Cível se não atendido',
    nature: 'adjudicativa',
    types: ['consumidor'],
    description:
      'Passados 30 dias sem conserto, o consumidor escolhe: outro produto da mesma espécie, a restituição imediata do valor pago, corrigido, com perdas e danos, ou o abatimento proporcional; loja e fabricante respondem juntos.',
    legalBasis:
      'CDC art. 18, caput (os fornecedores respondem solidariamente pelos vícios de qualidade) e § 1º, I a III (substituição, restituição imediata ou abatimento, à escolha do consumidor, não sanado o vício em 30 dias); Lei 9.099/1995, arts. 3º e 54',
    cost: () => ({
      min: 0,
      max: 3_000,
      basis:
        'Sem custas no primeiro grau do Juizado (Lei 9.099/1995, art. 54); advogado facultativo até 20 salários mínimos (art. 9º)',
    }),
    time: () => ({ minMonths: 0.5, maxMonths: 8, basis: 'Notificação à loja em dias; no Juizado, meses' }),
    pros: [
      'A escolha entre troca, devolução e abatimento é do consumidor',
      'Loja e fabricante respondem juntos (art. 18)',
    ],
    cons: ['Guarde a ordem de serviço com a data da entrega ao conserto: dela correm os 30 dias'],
    riskLevel: 'baixo',
    available: (c) => {
      const d = c.facts.unmendedDefect;
      if (!d) return offTopic('O relato não fala de produto com vício entregue para conserto (CDC art. 18).');
      if (!d.overdue && d.mendBy)
        return no(
          `Os 30 dias para sanar o vício correm até ${formatBr(d.mendBy)} (CDC art. 18, § 1º); depois deles, a escolha é do consumidor.`,
        );
      return yes();
    },
  },
  {
    key: 'usucapiao',
    fit: (c) => {
      const kind = usucapiaoKind(c);
      return kind ? { points: 30, why: `posse de ${c.facts.possession?.years} anos: ${kind.why}` } : null;
    },
    name: (c) =>
      `Usucapião ${usucapiaoKind(c)?.name ?? ''} (${usucapiaoKind(c)?.basis ?? 'CC art. 1.238'}), no cartório de registro de imóveis ou em juízo`.replace(
        '  ',
        ' ',
      ),
    nature: 'adjudicativa',
    types: ['civil'],
    description:
      'Declaração da propriedade a quem possuiu o imóvel como seu, sem interrupção nem oposição, pelo tempo da lei; no cartório de registro de imóveis, com advogado, ata notarial e planta, se ninguém impugnar, ou em juízo, com a citação dos confinantes e dos interessados.',
    legalBasis:
      'CF art. 183 e CC art. 1.240 (área urbana de até 250 m², 5 anos, moradia, sem outro imóvel); CF art. 191 e CC art. 1.239 (área rural de até 50 ha, produtiva, 5 anos); CC art. 1.238 (15 anos; 10 com moradia habitual ou obras produtivas); Lei 6.015/1973, art. 216-A (usucapião extrajudicial)',
    cost: () => ({
      min: 3_000,
      max: 20_000,
      basis:
        'Emolumentos (ata notarial e registro) ou custas judiciais, planta e memorial descritivo; faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 6,
      maxMonths: 36,
      basis: 'No cartório, meses se ninguém impugnar; em juízo, com citações e perícia, anos',
    }),
    pros: ['Título de propriedade registrável', 'A via do cartório dispensa o processo se ninguém impugnar'],
    cons: [
      'Exige provar a posse mansa e pacífica pelo tempo todo (contas, IPTU, testemunhas)',
      'Imóvel público não se adquire por usucapião (CF art. 183, § 3º)',
    ],
    riskLevel: 'médio',
    available: (c) => {
      const p = c.facts.possession;
      if (!p) return offTopic('O relato não fala de posse de um imóvel como dono, sem título, por anos.');
      if (!usucapiaoKind(c))
        return no(
          `Com ${p.years} anos de posse o prazo não se completou: ${nearestUsucapiao(p).years} anos na usucapião ${nearestUsucapiao(p).name} que os fatos permitem (${nearestUsucapiao(p).basis}); 5 anos nas especiais urbana (até 250 m²) e rural (até 50 ha), com moradia e sem outro imóvel, 10 com moradia habitual ou obras produtivas, 15 nos demais casos.`,
        );
      return yes();
    },
  },
  {
    key: 'juizado_fazenda',
    fit: () => ({
      points: 30,
      why: 'o réu é pessoa jurídica de direito público: até 60 salários mínimos a causa vai ao Juizado da Fazenda Pública ou ao Juizado Especial Federal, sem custas no primeiro grau e paga por requisição de pequeno valor, sem precatório (CF art. 100, § 3º)',
    }),
    name: (c) =>
      c.facts.publicDefendant === 'federal'
        ? 'Ação no Juizado Especial Federal contra a União ou sua entidade (Lei 10.259/2001)'
        : 'Ação no Juizado Especial da Fazenda Pública contra o Estado ou o Município (Lei 12.153/2009)',
    nature: 'adjudicativa',
    types: ['civil', 'consumidor'],
    description:
      'Ação contra o ente público no Juizado que a lei lhe reserva: conciliação, rito oral, sem custas nem honorários de sucumbência no primeiro grau; a condenação de pequeno valor é paga por requisição, sem precatório.',
    legalBasis:
      'Lei 12.153/2009, arts. 2º (causas de interesse dos Estados, do Distrito Federal e dos Municípios até 60 salários mínimos; competência absoluta onde instalado, § 4º), 5º, II (réus: Estados, Distrito Federal, Municípios, suas autarquias, fundações e empresas públicas) e 13 (pagamento por requisição em até 60 dias); Lei 10.259/2001, arts. 3º e 6º, II (a União, suas autarquias, fundações e empresas públicas, até 60 salários mínimos); Lei 9.099/1995, art. 8º; CF art. 100, § 3º (obrigação de pequeno valor, sem precatório)',
    cost: () => ({
      min: 0,
      max: 3_000,
      basis:
        'Sem custas nem honorários de sucumbência no primeiro grau (Lei 9.099/1995, arts. 54 e 55, aplicados pela Lei 12.153/2009, art. 27); faixa de referência do Lexato para honorários de assessoria (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 4,
      maxMonths: 18,
      basis:
        'Conciliação, instrução e sentença no Juizado; depois do trânsito, a requisição de pequeno valor é paga em até 60 dias (Lei 12.153/2009, art. 13, I)',
    }),
    pros: [
      'Sem custas no primeiro grau',
      'Pagamento por requisição de pequeno valor, sem a fila dos precatórios',
    ],
    cons: [
      'Até 60 salários mínimos: acima, só renunciando ao excedente ou pelo procedimento comum, pago por precatório (CF art. 100)',
      'Ficam fora o mandado de segurança, a desapropriação e a impugnação da demissão de servidor (Lei 12.153/2009, art. 2º, § 1º)',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      if (!c.facts.publicDefendant) return offTopic('O relato não é de ação contra um ente público.');
      const limit = 60 * c.minimumWage;
      if (c.claim !== null && c.claim > limit)
        return no(
          `Até 60 salários mínimos (${formatBRL(limit)}); o valor informado (${formatBRL(c.claim)}) vai ao procedimento comum contra a Fazenda, pago por precatório (CF art. 100), salvo renúncia ao excedente.`,
        );
      return yes(
        c.claim === null
          ? `Confirme que o valor não passa de 60 salários mínimos (${formatBRL(limit)}).`
          : 'Contra a Fazenda, a prescrição é de cinco anos do ato ou fato (Decreto 20.910/1932, art. 1º; Tema 553 do STJ).',
      );
    },
  },
  {
    key: 'resolucao_inadimplemento',
    fit: () => ({
      points: 26,
      why: 'contrato descumprido pela outra parte: a parte lesada pode pedir a resolução, com a devolução do que pagou e perdas e danos (CC art. 475)',
    }),
    name: (c) =>
      c.claim !== null && c.claim <= smallClaimsLimit(c)
        ? 'Ação de resolução do contrato com restituição e perdas e danos no Juizado Especial Cível (CC art. 475; Lei 9.099/1995)'
        : 'Ação de resolução do contrato com restituição e perdas e danos (CC art. 475)',
    nature: 'adjudicativa',
    types: ['civil'],
    description:
      'A parte que cumpriu pede o fim do contrato que a outra descumpriu, a devolução do que pagou e a indenização do prejuízo, com juros e correção; ou, se ainda lhe interessa, o cumprimento.',
    legalBasis:
      'CC art. 475 (a parte lesada pelo inadimplemento pode pedir a resolução do contrato, se não preferir exigir-lhe o cumprimento, cabendo, em qualquer dos casos, indenização por perdas e danos), art. 389 (perdas e danos, juros, atualização monetária e honorários) e art. 205 (dez anos: STJ, EREsp 1.281.594/SP); Lei 9.099/1995, art. 3º, I (até 40 salários mínimos no Juizado)',
    cost: (c) => ({
      min: 0,
      max: c.claim ? Math.max(3_000, Math.round(c.claim * 0.15)) : 6_000,
      basis:
        'No Juizado, sem custas no primeiro grau (Lei 9.099/1995, art. 54); no procedimento comum, custas pela lei do Estado; faixa de referência do Lexato para honorários (Lei 8.906/1994, art. 22)',
    }),
    time: () => ({
      minMonths: 4,
      maxMonths: 24,
      basis: 'Conciliação (Lei 9.099/1995, art. 16, ou CPC art. 334), instrução e sentença',
    }),
    pros: [
      'Recupera o que foi pago e o prejuízo, com juros e correção (CC art. 389)',
      'Dez anos para a pretensão (CC art. 205)',
    ],
    cons: ['Exige provar o contrato, o pagamento e o descumprimento (recibos, mensagens, fotos da obra)'],
    riskLevel: 'médio',
    available: (c) =>
      limitationRuleMatches('inadimplemento_contratual', c.folded) && !c.facts.publicDefendant
        ? yes()
        : offTopic('O relato não é de um contrato descumprido pela outra parte.'),
  },
];
