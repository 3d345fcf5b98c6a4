// Petition playbooks by area, beyond the list of requirements (filing-rules.ts): a labour claim
// addressed to a civil court (CF art. 114, I), parcels or a dismissal beyond the limitation periods
// (CF art. 7º, XXIX; Súmula 308, I, TST), claims the Lei 13.467/2017 changed (CLT arts. 58, § 2º,
// and 71, § 4º), the art. 477 fine beyond one salary (§ 8º), fees beyond 15 % (CLT art. 791-A), and
// a Juizado Especial claim above 40 salários mínimos or without a lawyer above 20 (Lei 9.099/1995,
// arts. 3º, I, and 9º); in a civil petition, the documents indispensable to the action (CPC art. 320)
// by kind of action; in a mandado de segurança, the 120 days (Lei 12.016/2009, art. 23), fees (art.
// 25), evidence beyond documents (arts. 1º and 6º), past payments (art. 14, § 4º; Súmulas 269 and 271
// do STF) and a law attacked in the abstract (Súmula 266 do STF); a worker who resigned asking what
// only a dismissal gives (Lei 8.036/1990, art. 18, § 1º; Lei 7.998/1990, art. 3º; CLT art. 487), both
// premiums at once (CLT art. 193, § 2º), equal pay across establishments (CLT art. 461); civil fees
// above 20 % (CPC art. 85, § 2º) and the CDC against a self-managed health plan (Súmula 608 do STJ).
// Texts read in the shipped lawbase, Leis 8.036/1990 and 7.998/1990 and the TST's IRR thesis outside
// it; the salário mínimo from @lexato/calc.
import { diasAvisoProporcional, salarioMinimoEm } from '@lexato/calc';
import {
  addCalendarDays,
  checkLimitation,
  formatBr,
  labourLookbackStart,
  limitationRule,
  limitationRuleMatches,
  onOrNextBusinessDay,
  periodText,
  readFact,
} from '@lexato/legal';
import { type FoundDate, findAmounts, findDates, fold } from '../../../shared/case-text.ts';
import { projectNotice } from '../../../shared/labour-notice.ts';
import { consumerDecadence } from './consumer-decadence.ts';
import { agreedInterestFindings } from './contract-risks.ts';
import { about, type FindingSpec, type LocatedFinding, missing } from './finding.ts';
import { type Excerpt, isHeading, type Sentences } from './text.ts';

interface FilingRow {
  re: RegExp;
  /** The fact of the whole petition the row needs (the worker resigned), judged once per document. */
  when?: (text: string) => boolean;
  test?: (clause: string) => boolean;
  /** One finding for the petition: the first sentence that states it. */
  once?: true;
  spec: FindingSpec;
}

/** Highest percentage in a clause. */
const percentIn = (clause: string) =>
  Math.max(
    0,
    ...[...clause.matchAll(/(\d{1,3}(?:,\d{1,2})?)\s?%/g)].map((m) =>
      Number((m[1] ?? '0').replace(',', '.')),
    ),
  );

/** CLT art. 791-A: fees between 5 % and 15 %. */
export const LABOUR_FEE_CAP = 15;

/**
 * The worker resigned ("pediu demissão", "pedido de demissão") and the petition neither attacks the
 * resignation nor claims an indirect dismissal (CLT art. 483), which would give the claims a
 * dismissal without cause gives.
 */
function resigned(text: string): boolean {
  const folded = fold(text);
  const said = [
    ...folded.matchAll(
      /pediu (?:a )?(?:sua )?demissao|pedido de demissao|demitiu-se|pediu (?:o )?(?:seu )?desligamento/g,
    ),
  ].some((m) => !readFact(folded, m.index, m.index + m[0].length).denied);
  return (
    said &&
    !/rescisao indireta|art(?:igo|\.)\s*483|nulidade do pedido|nul[oa] o pedido|coagid|coacao|pressionad|vicio de consentimento|art(?:igo|\.)\s*500\b|convers[aã]o (?:do pedido|em dispensa)/.test(
      folded,
    )
  );
}

const LABOUR_ROWS: readonly FilingRow[] = [
  {
    // The time itself claimed: "horas in itinere", "horas de trajeto / de percurso / de deslocamento",
    // or the time spent travelling counted in the working day or as overtime.
    re: /horas? in itinere|horas? (?:de |em )?(?:trajeto|percurso|deslocamento)|tempo (?:de|gasto (?:no|em|com)|em) (?:deslocamento|trajeto|percurso)[^.;\n]{0,60}(?:jornada|horas? extras?)/gi,
    test: (clause) =>
      !/anterior(?:es)? [àa] (?:reforma|Lei 13\.467)|antes da (?:reforma|Lei 13\.467)|at[ée] a vig[êe]ncia/i.test(
        clause,
      ),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Horas in itinere pedidas sem limite no tempo: desde a Lei 13.467/2017 o tempo de deslocamento até o posto de trabalho, inclusive em transporte do empregador, não é computado na jornada.',
      recommendation: 'Limite o pedido ao período anterior à vigência da Lei 13.467/2017, ou retire-o.',
      legalBasis: 'CLT, art. 58, § 2º (red. Lei 13.467/2017)',
    },
  },
  {
    re: /intervalo(?: intrajornada)?[^.;\n]{0,160}reflexos|reflexos[^.;\n]{0,80}intervalo/gi,
    test: (clause) =>
      /(?:1|uma) \(?(?:uma )?\)?hora|hora (?:integral|cheia)|integralidade|reflexos/i.test(clause) &&
      !/anterior(?:es)? [àa] (?:reforma|Lei 13\.467)|antes da (?:reforma|Lei 13\.467)/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Intervalo intrajornada pedido como hora inteira com reflexos: desde a Lei 13.467/2017 paga-se apenas o período suprimido, com 50 %, e de natureza indenizatória (sem reflexos).',
      recommendation:
        'Depois da reforma, peça só os minutos suprimidos com 50 % e sem reflexos; a hora integral com reflexos só para o período anterior.',
      legalBasis: 'CLT, art. 71, § 4º (red. Lei 13.467/2017)',
    },
  },
  {
    re: /multa (?:do|prevista no|de que trata o) art(?:igo|\.)?\s*477[^.;\n]{0,160}/gi,
    test: (clause) => /em dobro|dobrad[ao]|duas vezes|dois sal[áa]rios|2 \(dois\) sal[áa]rios/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Multa do art. 477 pedida em dobro: pelo atraso no pagamento das verbas rescisórias a multa a favor do empregado equivale a um salário.',
      recommendation: 'Peça a multa no valor de um salário.',
      legalBasis: 'CLT, art. 477, § 8º',
    },
  },
  {
    re: /honor[áa]rios[^.;\n]{0,160}/gi,
    test: (clause) => percentIn(clause) > LABOUR_FEE_CAP,
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Honorários de sucumbência acima de 15 %: na Justiça do Trabalho são fixados entre 5 % e 15 % do valor da liquidação, do proveito econômico ou da causa.',
      recommendation: 'Peça honorários entre 5 % e 15 %.',
      legalBasis: 'CLT, art. 791-A',
    },
  },
  {
    re: /periculosidade[^.;\n]{0,200}/gi,
    // The premium is on the salary without bonuses, premiums or profit shares; an electrician's
    // earlier rules differ, so those are left to the lawyer.
    test: (clause) =>
      /(?:sobre|base|calculad\w*|incid\w*)[^.;\n]{0,40}(?:remunera[çc][ãa]o|pr[êe]mios?|gratifica[çc]\w*|comiss\w*|participa[çc][ãa]o nos lucros)/i.test(
        clause,
      ) && !/eletricit|energia el[ée]trica/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Adicional de periculosidade pedido sobre a remuneração, com prêmios ou gratificações: ele é de 30 % sobre o salário, sem os acréscimos de gratificações, prêmios ou participação nos lucros.',
      recommendation: 'Calcule o adicional sobre o salário-base.',
      legalBasis: 'CLT, art. 193, § 1º',
    },
  },
  {
    re: /prescri[çc][ãa]o trinten[áa]ria[^.;\n]{0,80}|FGTS[^.;\n]{0,120}(?:30|trinta) anos[^.;\n]{0,40}|(?:30|trinta) anos[^.;\n]{0,80}FGTS[^.;\n]{0,40}/gi,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'FGTS pedido com prescrição trintenária: desde o julgamento do STF de 13/11/2014 (ARE 709.212, Tema 608 da repercussão geral) o FGTS segue a prescrição de 5 anos do art. 7º, XXIX, da Constituição; a regra de transição terminou em 13/11/2019.',
      recommendation: 'Limite os depósitos pedidos aos 5 anos anteriores ao ajuizamento.',
      legalBasis: 'CF, art. 7º, XXIX; STF, ARE 709.212 (Tema 608)',
    },
  },
  {
    // The TR as the index of correction; the juros of art. 39, caput, before the filing are ADC 58's own.
    re: /(?:corre[çc][ãa]o|atualiza[çc][ãa]o) monet[áa]ria[^.;\n]{0,40}\bTRD?\b[^.;\n]{0,120}|\bTRD?\b[^.;\n]{0,30}[íi]ndice de (?:corre[çc][ãa]o|atualiza[çc][ãa]o)[^.;\n]{0,120}/gi,
    test: (clause) => /\bTRD?\b/.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Correção monetária pela TR: o STF declarou a TR inconstitucional para os créditos trabalhistas (ADC 58 e 59) — IPCA-E e os juros do art. 39, caput, da Lei 8.177/1991 antes do ajuizamento e SELIC depois dele, com as mudanças da Lei 14.905/2024 a partir de 30/08/2024; os juros de 1 % ao mês também deixaram de ser aplicados.',
      recommendation:
        'Peça a atualização pelos critérios da ADC 58/59 e da Lei 14.905/2024, conforme o período.',
      legalBasis: 'STF, ADC 58 e 59',
    },
  },
  {
    // Both premiums asked together, not one as the worker's choice.
    re: /(?:insalubridade[^.;\n]{0,160}periculosidade|periculosidade[^.;\n]{0,160}insalubridade)[^.;\n]{0,120}/gi,
    test: (clause) =>
      /cumul\w*|simult[âa]ne\w*|conjuntamente|concomitante\w*|somad[oa]s|ambos os adicionais/i.test(clause) &&
      !/alternativ|sucessiv|subsidi[áa]ri|o mais (?:vantajoso|favor[áa]vel|ben[ée]fico)|\bop[çc][ãa]o\b|\boptar\b|n[ãa]o (?:se )?cumul/i.test(
        clause,
      ),
    once: true,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Adicionais de insalubridade e de periculosidade pedidos cumulativamente: o empregado opta por um deles, e a cumulação é vedada ainda que decorram de fatos geradores distintos (tese do TST no incidente de recursos repetitivos, Tema 17).',
      recommendation:
        'Peça um dos adicionais, ou os dois em ordem sucessiva (CPC, art. 326), para que se defira o mais vantajoso.',
      legalBasis: 'CLT, art. 193, § 2º; TST, IRR 239-55.2011.5.02.0319 (Tema 17)',
    },
  },
  {
    // Overtime of a teleworker paid by production or task: outside the hours rules.
    re: /horas? (?:extras?|extraordin[áa]rias?|suplementares)[^.;\n]{0,160}/gi,
    when: (text) =>
      /teletrabalho|trabalho remoto|home office/i.test(text) &&
      /(?:por|remunerad[oa] por|pag[oa] por) (?:produ[çc][ãa]o|tarefa)/i.test(text),
    test: (clause) => !/anterior(?:es)? ao teletrabalho|antes do teletrabalho/i.test(clause),
    once: true,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Horas extras pedidas por quem trabalha em teletrabalho remunerado por produção ou tarefa: esse empregado está fora do capítulo da duração do trabalho, e não há jornada a exceder (de 11/11/2017 a 2022, a exclusão alcançava todo o teletrabalho).',
      recommendation:
        'Limite o pedido ao período fora do teletrabalho, ou prove que havia controle de jornada e remuneração por tempo, não por produção.',
      legalBasis: 'CLT, art. 62, III (red. Lei 14.442/2022)',
    },
  },
  {
    // The transfer premium asked for a move the petition itself calls definitive.
    re: /adicional de transfer[êe]ncia[^.;\n]{0,160}/gi,
    when: (text) =>
      /(?:transferid[oa]|transfer[êe]ncia)[^.;\n]{0,40}(?:em definitivo|definitiv\w*)|fixou (?:sua )?resid[êe]ncia|mudou-se em definitivo/i.test(
        text,
      ),
    once: true,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Adicional de transferência pedido por uma transferência definitiva: o adicional de 25 % só é devido enquanto dura a transferência provisória.',
      recommendation:
        'Retire o pedido, ou demonstre que a transferência era provisória (mudanças sucessivas, retorno previsto).',
      legalBasis: 'CLT, art. 469, § 3º; OJ 113 da SDI-1 do TST',
    },
  },
  {
    // Art. 467's 50 % reaches the undisputed termination pay, not every claim of the suit.
    re: /(?:multa|acr[ée]scimo)[^.;\n]{0,40}art(?:igo|\.)?\s*467[^.;\n]{0,160}|art(?:igo|\.)?\s*467[^.;\n]{0,160}/gi,
    test: (clause) =>
      /todas as verbas|todos os pedidos|sobre (?:o total|a condena[çc][ãa]o|todas|tudo)|horas extras|adicional de|diferen[çc]as/i.test(
        clause,
      ),
    once: true,
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Multa do art. 467 pedida sobre todas as verbas da ação: o acréscimo de 50 % recai só sobre a parte incontroversa das verbas rescisórias que o empregador não pagar na primeira audiência — nunca sobre horas extras, adicionais ou diferenças em discussão.',
      recommendation: 'Peça o acréscimo de 50 % apenas sobre as verbas rescisórias incontroversas.',
      legalBasis: 'CLT, art. 467',
    },
  },
  // Claims that only a dismissal without cause gives, asked by a worker who resigned.
  {
    re: /(?:multa|indeniza[çc][ãa]o)[^.;\n]{0,30}40\s?%[^.;\n]{0,80}FGTS[^.;\n]{0,60}|40\s?%[^.;\n]{0,30}(?:d[oa]s? )?(?:dep[óo]sitos d[oa] )?FGTS[^.;\n]{0,60}/gi,
    when: resigned,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Multa de 40 % do FGTS pedida por quem pediu demissão: ela só é devida na despedida pelo empregador sem justa causa (ou na rescisão indireta, que a petição não alega).',
      recommendation:
        'Retire o pedido, ou alegue e prove a nulidade do pedido de demissão ou a rescisão indireta (CLT, art. 483) e peça a conversão.',
      legalBasis: 'Lei 8.036/1990, art. 18, § 1º',
    },
  },
  {
    re: /(?:libera[çc][ãa]o|saque|levantamento)[^.;\n]{0,40}FGTS[^.;\n]{0,80}/gi,
    when: resigned,
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Saque do FGTS pedido por quem pediu demissão: a conta só é movimentada nos casos da lei, entre eles a despedida sem justa causa, não o pedido de demissão.',
      recommendation:
        'Retire o pedido de liberação do FGTS, salvo outra hipótese do art. 20 que a petição descreva.',
      legalBasis: 'Lei 8.036/1990, art. 20, I',
    },
  },
  {
    re: /seguro[- ]desemprego[^.;\n]{0,120}/gi,
    when: resigned,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Guias ou indenização do seguro-desemprego pedidas por quem pediu demissão: o benefício é do trabalhador dispensado sem justa causa, inclusive na rescisão indireta — não de quem se demite.',
      recommendation:
        'Retire o pedido, ou alegue a rescisão indireta ou a nulidade do pedido de demissão e peça a conversão.',
      legalBasis: 'Lei 7.998/1990, arts. 2º, I, e 3º',
    },
  },
  {
    re: /aviso pr[ée]vio (?:indenizado|proporcional)[^.;\n]{0,80}/gi,
    when: resigned,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Aviso prévio indenizado pedido por quem pediu demissão: quem rompe o contrato sem justo motivo é quem deve avisar a outra parte — o empregado que se demite dá o aviso, não o recebe (e a proporcionalidade da Lei 12.506/2011 é do aviso dado pelo empregador).',
      recommendation: 'Retire o pedido de aviso prévio indenizado.',
      legalBasis: 'CLT, art. 487, caput e § 2º',
    },
  },
];

/** CPC art. 85, § 2º: fees between 10 % and 20 % of the award, the economic gain or the claim's value. */
export const CIVIL_FEE_CAP = 20;
/** A health plan run by its own members' employer or association (autogestão). */
const SELF_MANAGED_PLAN = /autogest[ãa]o/i;
export const MORAL_DAMAGES = /\bdanos?\s+mora(?:l|is)\b/i;
/** A listing in a credit-protection register (CDC art. 43): SPC, Serasa, "negativação". */
const CREDIT_LISTING =
  /\bSPC\b|\bSerasa\b|negativa[çc][ãa]o|cadastros? (?:de (?:prote[çc][ãa]o ao cr[ée]dito|inadimplentes|maus pagadores))|inscri[çc][ãa]o (?:indevida|do (?:seu )?nome)/i;

const CIVIL_ROWS: readonly FilingRow[] = [
  {
    re: /honor[áa]rios[^.;\n]{0,160}/gi,
    // The Juizado (Lei 9.099/1995, art. 55) and the execution (CPC art. 827) have their own rows.
    when: (text) => !isJecFiling(text) && !isExecutionFiling(text),
    // Contractual fees claimed as damages are another question (CC arts. 389 and 404).
    test: (clause) => percentIn(clause) > CIVIL_FEE_CAP && !/contratua/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description: `Honorários de sucumbência acima de ${CIVIL_FEE_CAP} %: o juiz os fixa entre 10 % e ${CIVIL_FEE_CAP} % do valor da condenação, do proveito econômico ou, não sendo possível mensurá-lo, do valor atualizado da causa (contra a Fazenda Pública, nas faixas do § 3º).`,
      recommendation: `Peça honorários entre 10 % e ${CIVIL_FEE_CAP} %.`,
      legalBasis: 'CPC, art. 85, § 2º',
    },
  },
  {
    re: /rela[çc][ãa]o (?:jur[íi]dica )?de consumo[^.;\n]{0,160}|C[óo]digo de Defesa do Consumidor[^.;\n]{0,160}|\bCDC\b[^.;\n]{0,160}|invers[ãa]o do [ôo]nus da prova[^.;\n]{0,160}/gi,
    when: (text) =>
      SELF_MANAGED_PLAN.test(text) &&
      /plano de sa[úu]de|assist[êe]ncia (?:[àa] sa[úu]de|m[ée]dica)/i.test(text),
    test: (clause) => !/n[ãa]o se aplica|inaplic[áa]vel|afastad[oa]|n[ãa]o incide/i.test(clause),
    once: true,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'A petição funda o pedido no Código de Defesa do Consumidor contra um plano de saúde de autogestão: o CDC não se aplica a esses planos, e com ele caem a inversão do ônus da prova (art. 6º, VIII) e a nulidade do art. 51.',
      recommendation:
        'Funde o pedido na Lei 9.656/1998, no contrato e na boa-fé objetiva (CC, arts. 421, 422 e 423, contrato de adesão), e peça a distribuição dinâmica do ônus da prova (CPC, art. 373, § 1º) em vez da inversão do CDC.',
      legalBasis: 'Súmula 608 do STJ',
    },
  },
  {
    // The edital asked first, with the defendant's address given and no attempt told.
    re: /cita[çc][ãa]o (?:d[oa] r[ée]u |d[oa]s r[ée]us |d[oa] requerid[oa] )?(?:por|via|mediante) edital[^.;\n]{0,120}/gi,
    when: (text) =>
      !isJecFiling(text) &&
      /\b(?:residente|domiciliad[oa]|com sede)\b/i.test(text) &&
      !/n[ãa]o (?:foi )?localizad|lugar (?:incerto|ignorado)|local (?:incerto|ignorado)|paradeiro (?:desconhecido|ignorado)|tentativas?|frustrad|infrut[íi]fer|endere[çc]o (?:desconhecido|ignorado)/i.test(
        text,
      ),
    once: true,
    spec: {
      type: 'compliance',
      severity: 'média',
      description:
        'Citação por edital pedida de saída, com o endereço do réu na própria petição: o edital só cabe quando o réu está em lugar ignorado, incerto ou inacessível, o que se reconhece depois de frustradas as tentativas de localizá-lo, inclusive pelas consultas do juízo aos cadastros públicos.',
      recommendation:
        'Peça a citação pelo correio ou por oficial de justiça no endereço informado (CPC arts. 247 e 249); o edital, só se elas falharem.',
      legalBasis: 'CPC, art. 256, II e § 3º',
    },
  },
  {
    // Civil arrest asked for a debt that is not support.
    re: /pris[ãa]o civil[^.;\n]{0,120}/gi,
    when: (text) => !/aliment|pens[ãa]o aliment|\bpens[ãa]o\b/i.test(text),
    once: true,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Prisão civil pedida por dívida comum: a Constituição só admite a do devedor de alimentos que não paga voluntariamente, e o STF declarou ilícita a do depositário infiel em qualquer modalidade de depósito.',
      recommendation:
        'Retire o pedido; cobre a dívida pelo cumprimento de sentença, com penhora de bens (CPC arts. 523 e 831).',
      legalBasis: 'CF, art. 5º, LXVII; Súmula Vinculante 25',
    },
  },
  {
    // Earlier listings the petition itself says are legitimate (not attacked as wrongful too).
    re: /(?:outras?|demais)[^.;\n]{0,30}(?:inscri[çc](?:[ãa]o|[õo]es)|anota[çc](?:[ãa]o|[õo]es)|negativa[çc](?:[ãa]o|[õo]es)|restri[çc](?:[ãa]o|[õo]es))[^.;\n]{0,160}|(?:inscri[çc][õo]es|anota[çc][õo]es|negativa[çc][õo]es|restri[çc][õo]es)[^.;\n]{0,40}(?:anteriores|preexistentes)[^.;\n]{0,160}/gi,
    when: (text) => MORAL_DAMAGES.test(text) && CREDIT_LISTING.test(text),
    test: (clause) =>
      /anterior|preexist|j[áa] (?:constava|havia|existia)/i.test(clause) &&
      !/nenhuma|n[ãa]o (?:havia|constava|existia|possu[íi]a|tinha)|sem (?:qualquer |nenhuma )?outra|indevid|discut|questionad|impugnad|contestad|fraud|n[ãa]o reconhec/i.test(
        clause,
      ),
    once: true,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Dano moral pedido por uma inscrição indevida quando a própria petição diz que já havia inscrições legítimas anteriores: da anotação irregular não cabe indenização por dano moral se preexiste inscrição legítima, ressalvado o direito ao cancelamento.',
      recommendation:
        'Peça o cancelamento da inscrição e a declaração de inexistência do débito; o dano moral só se sustenta se as inscrições anteriores também forem indevidas e estiverem sendo discutidas.',
      legalBasis: 'Súmula 385 do STJ',
    },
  },
];

/** One finding per sentence a row's words reach and its test accepts. */
function rowFindings(s: Sentences, rows: readonly FilingRow[]): LocatedFinding[] {
  const out: LocatedFinding[] = [];
  for (const row of rows) {
    if (row.when && !row.when(s.text)) continue;
    const seen = new Set<number>();
    const hits: Excerpt[] = [];
    for (const m of s.text.matchAll(row.re)) {
      const clause = s.around(m.index, m[0].length);
      if (seen.has(clause.start) || (row.test && !row.test(clause.text))) continue;
      seen.add(clause.start);
      hits.push(clause);
    }
    // Once for the petition: the first sentence that states it, a heading only when nothing else does.
    const chosen = row.once ? [hits.find((c) => !isHeading(c.text)) ?? hits[0]] : hits;
    for (const clause of chosen) if (clause) out.push(about(clause, row.spec));
  }
  return out;
}

/** The petition's own date: the last date written in its closing lines (null when undated). */
export function filingDate(text: string): string | null {
  const tail = text.slice(-600);
  const dates = findDates(tail, fold(tail));
  return dates.at(-1)?.iso ?? null;
}

const CIVIL_COURT = /vara c[íi]vel|ju[íi]z(?:a|o)? de direito|ju[íi]zo c[íi]vel/i;
const LOOKBACK_DONE =
  /prescri[çc][ãa]o quinquenal|[úu]ltimos (?:5|cinco) anos|observad[ao] a prescri[çc][ãa]o(?! trinten)/i;
const SINCE = /\b(?:desde|a partir de|admitid[oa] em|iniciad[oa] em)\s*$|per[íi]odo[^.;\n\d]{0,30}\bde\s*$/;
/** A claim told to run from the admission: "desde a admissão", "durante todo o contrato". */
const CLAIM_FROM_ADMISSION =
  /desde a admiss[ãa]o|desde o in[íi]cio do contrato|durante todo o (?:contrato|per[íi]odo (?:contratual|trabalhado))|por todo o contrato/i;
/** The admission itself, which only dates the contract: a claim's own start is the better quote. */
const ADMISSION_ONLY = /admitid[oa] em\s*$/;
const DISMISSAL =
  /(?:dispensad[oa]|demitid[oa]|despedid[oa]|rescis[ãa]o|desligad[oa]|t[ée]rmino do contrato|extin[çc][ãa]o do contrato)[^.;\n]{0,40}$/;
/** The end of the period worked: "trabalhou … de 01/06/2018 a 10/03/2023", "laborou até …". */
const WORKED_UNTIL = /(?:trabalhou|laborou|prestou servi[çc]os)[^.;\n]{0,80}\b(?:at[ée]|a)\s*$/;
/** A date followed by the dismissal: "10/03/2023, quando foi dispensado". */
const DISMISSED_THEN =
  /^[^.;\n\d]{0,25}\b(?:quando|data em que|ocasi[ãa]o em que)\b[^.;\n]{0,15}(?:dispensad|demitid|despedid|desligad)/;

function labourPlaybook(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const out: LocatedFinding[] = [];
  const head = text.slice(0, 400);
  const court = CIVIL_COURT.exec(head);
  if (court) {
    out.push(
      about(s.around(court.index, court[0].length), {
        type: 'risk',
        severity: 'alta',
        description:
          'Reclamação trabalhista dirigida a juízo cível: as ações oriundas da relação de trabalho são da competência da Justiça do Trabalho.',
        recommendation:
          'Enderece a petição à Vara do Trabalho competente (CLT, art. 651: local da prestação do serviço).',
        legalBasis: 'CF, art. 114, I',
      }),
    );
  }
  out.push(...rowFindings(s, LABOUR_ROWS), ...equalPayElsewhere(s));
  const filing = filingDate(text);
  if (filing) out.push(...limitationFindings(s, filing), ...proportionalNotice(s, filing));
  return out;
}

/** Lei 13.467/2017 in force 120 days after its publication on 14/07/2017 (its art. 6º). */
export const LABOUR_REFORM_IN_FORCE = '2017-11-11';
const PARADIGM = /paradigma[^.\n]{0,240}|equipara[çc][ãa]o salarial[^.\n]{0,240}/gi;
/** Where someone works: "na unidade de São José dos Pinhais", "lotado na filial da reclamada em Curitiba". */
const WORKPLACE =
  /\b(?:unidade|filial|estabelecimento|loja|f[áa]brica|planta|ag[êe]ncia)\b(?:\s+d[aeo]\s+(?:reclamada|r[ée]|empresa|empregadora))?\s+(?:de|em|no|na)\s+([A-ZÀ-Ý][\wÀ-ÿ]+(?:\s+(?:d[aeo]s?\s+)?[A-ZÀ-Ý][\wÀ-ÿ]+)*)/;
const OTHER_WORKPLACE =
  /\boutr[oa] (?:unidade|filial|estabelecimento|loja|f[áa]brica|planta|ag[êe]ncia|cidade|munic[íi]pio)\b/i;

/**
 * Equal pay with a colleague of another establishment, for a contract from the Lei 13.467/2017 on:
 * CLT art. 461 now asks for the same establishment (before, the same locality, Súmula 6, X, do TST).
 */
function equalPayElsewhere(s: Sentences): LocatedFinding[] {
  const admitted = admission(s);
  if (!admitted || admitted.iso < LABOUR_REFORM_IN_FORCE) return [];
  for (const m of s.text.matchAll(PARADIGM)) {
    const clause = s.around(m.index, m[0].length);
    const theirs = WORKPLACE.exec(clause.text)?.[1];
    const rest = s.text.slice(0, clause.start) + s.text.slice(clause.end);
    const own = WORKPLACE.exec(rest)?.[1];
    const elsewhere =
      OTHER_WORKPLACE.test(clause.text) ||
      (theirs !== undefined && own !== undefined && fold(theirs) !== fold(own));
    if (!elsewhere) continue;
    return [
      about(clause, {
        type: 'risk',
        severity: 'alta',
        description: `Equiparação salarial com paradigma de outro estabelecimento${theirs && own ? ` (${theirs}, e o reclamante em ${own})` : ''}: para o contrato iniciado em ${formatBr(admitted.iso)}, depois da Lei 13.467/2017, a lei exige trabalho prestado ao mesmo empregador no mesmo estabelecimento empresarial, além da diferença de tempo na função de até 2 anos e no emprego de até 4.`,
        recommendation:
          'Indique um paradigma do mesmo estabelecimento do reclamante, ou retire o pedido de equiparação.',
        legalBasis: 'CLT, art. 461, caput e § 1º (red. Lei 13.467/2017)',
      }),
    ];
  }
  return [];
}

/** The end of the contract as the petition dates it: "dispensado em …", "trabalhou … até …", "…, quando foi dispensado". */
function contractEnd(s: Sentences, filing: string): FoundDate | undefined {
  const folded = fold(s.text);
  const before = (d: FoundDate) => folded.slice(Math.max(0, d.start - 60), d.start);
  const after = (d: FoundDate) => folded.slice(d.end, d.end + 60);
  return findDates(s.text, folded)
    .filter((d) => d.iso < filing)
    .find((d) => DISMISSAL.test(before(d)) || WORKED_UNTIL.test(before(d)) || DISMISSED_THEN.test(after(d)));
}

const ADMITTED =
  /(?:admitid[oa]|contratad[oa]|admiss[ãa]o|trabalhou|laborou)[^.;\n\d]{0,30}\b(?:em|de|desde)\s*$/;
const WITHOUT_CAUSE =
  /sem justa causa|dispensa imotivada|despedida (?:arbitr[áa]ria|imotivada)|rescis[ãa]o indireta/i;
/** A notice claimed with its days: "aviso prévio indenizado de 30 (trinta) dias". */
const NOTICE_CLAIMED = /aviso pr[ée]vio[^.;\n\d]{0,40}(\d{2})\s*(?:\([a-zç\s]+\)\s*)?dias/gi;

/** The admission as the petition dates it: "admitido em …", "trabalhou de …". */
function admission(s: Sentences): FoundDate | undefined {
  const folded = fold(s.text);
  return findDates(s.text, folded).find((d) =>
    ADMITTED.test(folded.slice(Math.max(0, d.start - 60), d.start)),
  );
}

/**
 * Lei 12.506/2011: the notice of a dismissal without cause is 30 days plus 3 for each full year of
 * service, at most 90 (the count of @lexato/calc). A claim of fewer days than the dates of admission
 * and dismissal give leaves the employee's money on the table.
 */
function proportionalNotice(s: Sentences, filing: string): LocatedFinding[] {
  const text = s.text;
  if (!WITHOUT_CAUSE.test(text)) return [];
  const admitted = admission(s);
  const end = contractEnd(s, filing);
  if (!admitted || !end || end.iso <= admitted.iso) return [];
  const due = diasAvisoProporcional(admitted.iso, end.iso);
  for (const m of text.matchAll(NOTICE_CLAIMED)) {
    const claimed = Number(m[1]);
    if (claimed >= due) continue;
    return [
      about(s.around(m.index, m[0].length), {
        type: 'opportunity',
        severity: 'média',
        description: `Aviso prévio pedido com ${claimed} dias, mas o contrato durou de ${formatBr(admitted.iso)} a ${formatBr(end.iso)}: na dispensa sem justa causa o aviso é de 30 dias mais 3 por ano completo de serviço, até 90 — aqui, ${due} dias, com a projeção no tempo de serviço.`,
        recommendation: `Peça o aviso prévio proporcional de ${due} dias e recalcule as verbas que dele dependem (13º e férias proporcionais com a projeção, CLT art. 487, § 1º).`,
        legalBasis: 'Lei 12.506/2011, art. 1º, parágrafo único; CLT, art. 487, § 1º',
      }),
    ];
  }
  return [];
}

function limitationFindings(s: Sentences, filing: string): LocatedFinding[] {
  const text = s.text;
  const folded = fold(text);
  const dates = findDates(text, folded).filter((d) => d.iso < filing);
  const before = (d: FoundDate) => folded.slice(Math.max(0, d.start - 60), d.start);
  const out: LocatedFinding[] = [];
  const bienal = limitationRule('trabalhista_bienal');
  const end = contractEnd(s, filing);
  if (bienal && end) {
    // A dismissal without cause (or an indirect one) is dated before its notice ends: the contract
    // ends with the notice (shared/labour-notice.ts); a date of the last day worked is the end itself.
    const dismissed =
      WITHOUT_CAUSE.test(text) &&
      (DISMISSAL.test(before(end)) || DISMISSED_THEN.test(folded.slice(end.end, end.end + 60)));
    const projected = dismissed ? projectNotice(end.iso, admission(s)?.iso ?? null) : null;
    const endIso = projected?.iso ?? end.iso;
    const verdict = checkLimitation(bienal, endIso, filing);
    const couldSurvive = projected && !checkLimitation(bienal, projected.latestIso, filing).barred;
    if (verdict.barred) {
      const notice = projected
        ? `, com ${projected.days} dias de aviso prévio projetados (CLT art. 487, § 1º) a partir da dispensa em ${formatBr(end.iso)}`
        : '';
      out.push(
        about(s.around(end.start, end.end - end.start), {
          type: 'risk',
          severity: couldSurvive ? 'média' : 'alta',
          description: couldSurvive
            ? `Prescrição bienal possível: com 30 dias de aviso, o contrato terminou em ${formatBr(endIso)} e o prazo de 2 anos terminou em ${formatBr(verdict.end)}; com o aviso proporcional de até 90 dias (Lei 12.506/2011), a reclamação de ${formatBr(filing)} pode estar no prazo — a petição não data a admissão.`
            : `Prescrição bienal: o contrato terminou em ${formatBr(endIso)}${notice}, e o prazo de 2 anos terminou em ${formatBr(verdict.end)}; a reclamação é de ${formatBr(filing)}.`,
          recommendation: couldSurvive
            ? 'Informe a data de admissão para contar o aviso proporcional e verifique causa de interrupção (CC art. 202; CLT art. 11, § 3º).'
            : 'Verifique causa de interrupção (CC art. 202; CLT art. 11, § 3º) antes de ajuizar.',
          legalBasis: 'CF, art. 7º, XXIX; Súmula 308, I, do TST',
        }),
      );
      return out;
    }
  }
  const from = labourLookbackStart(filing);
  const early = dates.filter((d) => SINCE.test(before(d)) && d.iso < from);
  const claimed = early.filter((d) => !ADMISSION_ONLY.test(before(d)));
  // A claim "desde a admissão" runs from the admission itself, unless a claim's own words date it as early.
  const admitted = early.find((d) => ADMISSION_ONLY.test(before(d)));
  const fromAdmission =
    admitted && CLAIM_FROM_ADMISSION.test(text) && !claimed.some((d) => d.iso <= admitted.iso)
      ? admitted
      : undefined;
  const oldest = fromAdmission ?? claimed[0] ?? early[0];
  if (oldest && !LOOKBACK_DONE.test(text)) {
    out.push(
      about(s.around(oldest.start, oldest.end - oldest.start), {
        type: 'risk',
        severity: 'média',
        description: `Pedidos desde ${formatBr(oldest.iso)} numa reclamação de ${formatBr(filing)}: só são exigíveis as parcelas dos 5 anos anteriores ao ajuizamento (a partir de ${formatBr(from)}).`,
        recommendation: `Limite os pedidos às parcelas vencidas a partir de ${formatBr(from)} ou declare a prescrição quinquenal.`,
        legalBasis: 'CF, art. 7º, XXIX; Súmula 308, I, do TST',
      }),
    );
  }
  return out;
}

/**
 * Civil limitation periods read in a petition (CC art. 206), one row per kind of claim: the words of
 * the action in the petition's opening, the words that date the start of the period in the sentence
 * of the date (the harmful event; the due date), and the period from the limitation table of
 * @lexato/legal. Only where the petition is no consumer claim (CDC art. 27 gives five years from the
 * knowledge of the damage and its author) and not an execution (títulos de crédito have their own
 * periods); silent when the petition speaks of an interruption or suspension (CC arts. 197-204),
 * which the text may prove. The oldest dated start decides; a claim of periodic rents loses only
 * the rents due before the period.
 */
const CIVIL_LIMITATION_ROWS: ReadonlyArray<{
  rule: string;
  action: RegExp;
  start: RegExp;
  what: string;
  legalBasis: string;
}> = [
  {
    rule: 'alugueis',
    action: /cobran[çc]a de alugu[ée]is|despejo[^\n]{0,60}(?:falta de pagamento|cobran[çc]a)/i,
    // A rent left unpaid, not the day the lease was signed.
    start:
      /^(?=.*alugu[ée](?:l|is))(?=.*(?:venc|atras|n[ãa]o pag|deixou de pagar|inadimpl|em aberto))(?!.*(?:celebrad|firmad|assinad))/is,
    what: 'o aluguel mais antigo cobrado venceu em',
    legalBasis: 'CC, art. 206, § 3º, I',
  },
  {
    rule: 'reparacao_civil',
    action: /indeniza[çc][ãa]o|danos? (?:morais|materiais|moral|material)|repara[çc][ãa]o/i,
    start:
      /acidente|colis[ãa]o|colidiu|abalroa|atropel|batida|bateu|agred|agress[ãa]o|queda|caiu|inc[êe]ndio|explos[ãa]o|desabamento|les[ãa]o corporal|erro m[ée]dico|cirurgia|operou/i,
    what: 'o fato danoso é de',
    legalBasis: 'CC, art. 206, § 3º, V',
  },
  {
    rule: 'divida_liquida',
    action: /a[çc][ãa]o de cobran[çc]a|a[çc][ãa]o monit[óo]ria/i,
    start: /venc(?:id[oa]s?|imento|eu)|deveria ter sido pag/i,
    what: 'a dívida venceu em',
    legalBasis: 'CC, art. 206, § 5º, I',
  },
];
const CONSUMER_CLAIM = /\bCDC\b|consumidor|fornecedor|8\.078/i;
const INTERRUPTED =
  /interrup|interromp|suspens[ãa]o d[ao] (?:prazo|prescri)|protesto (?:judicial|cambial)|absolutamente incapaz|menor impúbere/i;

function civilLimitation(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const head = text.slice(0, 600);
  const filing = filingDate(text);
  if (!filing || EXECUTION.test(head) || CONSUMER_CLAIM.test(text) || INTERRUPTED.test(text)) return [];
  const row = CIVIL_LIMITATION_ROWS.find((r) => r.action.test(head));
  const folded = fold(text);
  const displaced =
    row?.rule === 'reparacao_civil'
      ? DISPLACING.find((d) => limitationRuleMatches(d.rule, folded))
      : undefined;
  const rule = row && limitationRule(displaced?.rule ?? row.rule);
  if (!row || !rule) return [];
  const start = findDates(text, folded)
    .filter((d) => d.iso < filing && row.start.test(s.around(d.start, d.end - d.start).text))
    .sort((a, b) => a.iso.localeCompare(b.iso))[0];
  if (!start) return [];
  const verdict = checkLimitation(rule, start.iso, filing);
  if (!verdict.barred) return [];
  return [
    about(s.around(start.start, start.end - start.start), {
      type: 'risk',
      severity: 'alta',
      description: `Prescrição (${rule.claim}): ${row.what} ${formatBr(start.iso)}; o prazo de ${periodText(rule)} terminou em ${formatBr(verdict.end)} e a petição é de ${formatBr(filing)}.`,
      recommendation:
        'Verifique causa que impeça, suspenda ou interrompa a prescrição (CC arts. 197 a 204) e alegue-a na inicial, ou limite o pedido ao que não prescreveu; sem ela, o juiz pode julgar o pedido liminarmente improcedente (CPC art. 332, § 1º).',
      legalBasis: displaced?.legalBasis ?? row.legalBasis,
    }),
  ];
}

/**
 * Claims for damage that are no "reparação civil" of CC art. 206, § 3º, V, by the petition's own
 * words: against the Fazenda Pública, five years (Decreto 20.910/1932, art. 1º; Tema 553 do STJ);
 * from a contract broken, ten (CC art. 205; STJ, EREsp 1.281.594/SP); a patient of a private hospital
 * or a customer hurt in a shop, five (CDC arts. 14 and 27). The rows of @lexato/legal decide.
 */
const DISPLACING: ReadonlyArray<{ rule: string; legalBasis: string }> = [
  { rule: 'fazenda_publica', legalBasis: 'Decreto 20.910/1932, art. 1º' },
  { rule: 'inadimplemento_contratual', legalBasis: 'CC, art. 205' },
  { rule: 'erro_medico', legalBasis: 'CDC, arts. 14 e 27' },
  { rule: 'fato_servico_estabelecimento', legalBasis: 'CDC, arts. 14 e 27' },
];

/** Lei 9.099/1995: art. 3º, I (up to 40 salários mínimos) and art. 9º (a lawyer above 20). */
export const JEC_CAP_WAGES = 40;
export const JEC_WITHOUT_LAWYER_WAGES = 20;
const JEC = /juizado especial c[íi]vel|juizado especial(?! (?:federal|da fazenda))/i;
/** A claim addressed to a Juizado Especial Cível (its addressing, at the top). */
export const isJecFiling = (text: string) => JEC.test(text.slice(0, 400));
const CASE_VALUE_CLAUSE = /(?:valor da causa|d[áa]-se [àa] causa|atribui-se [àa] causa)[^\n]{0,80}/i;
const LAWYER = /\bOAB\b|advogad[oa]/i;
/** "sem advogado", "desacompanhado de advogado", "em causa própria": the plaintiff says no lawyer assists. */
const NO_LAWYER =
  /\bsem (?:a )?(?:assist[êe]ncia de |representa[çc][ãa]o por )?advogad[oa]|\bdesacompanhad[oa] de (?:advogad|procurador)|\bdesassistid[oa]|em causa pr[óo]pria/i;
const assisted = (text: string) => /\bOAB\b/i.test(text) || (LAWYER.test(text) && !NO_LAWYER.test(text));

/**
 * Lei 9.099/1995, art. 8º, § 1º: only natural persons, MEIs, microempresas and empresas de pequeno
 * porte (LC 123/2006), OSCIPs and sociedades de crédito ao microempreendedor may bring a claim to
 * the Juizado. A company as plaintiff that does not say it is one of these is reported, to be
 * checked: the text cannot show its size.
 */
const COMPANY = /\bCNPJ\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b|\bLtda\b|\bS\.\s?A\.|\bEIRELI\b/i;
/** "ME", "EPP", "MEI" in capitals ("me" is also a pronoun), or the words written out. */
const SMALL_COMPANY_ACRONYM = /\b(?:ME|EPP|MEI|OSCIP)\b/;
const SMALL_COMPANY_WORDS =
  /microempres|microempreendedor|empresa de pequeno porte|interesse p[úu]blico|cr[ée]dito ao microempreendedor/i;
const isSmallCompany = (segment: string) =>
  SMALL_COMPANY_ACRONYM.test(segment) || SMALL_COMPANY_WORDS.test(segment);

function jecPlaintiff(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const defendant = /\bem face d[eoa]s?\b/i.exec(text);
  if (!defendant) return [];
  // The plaintiff's qualification: from the end of the addressing line to "em face de".
  const opening = text.indexOf('\n');
  const segment = text.slice(opening === -1 ? 0 : opening, defendant.index);
  const company = COMPANY.exec(segment);
  if (!company || isSmallCompany(segment)) return [];
  const at = (opening === -1 ? 0 : opening) + company.index;
  return [
    about(s.around(at, company[0].length), {
      type: 'compliance',
      severity: 'alta',
      description:
        'Pessoa jurídica como autora no Juizado Especial Cível sem dizer que é microempreendedor individual, microempresa ou empresa de pequeno porte (ou OSCIP): só essas pessoas jurídicas são admitidas a propor ação no Juizado.',
      recommendation:
        'Comprove o enquadramento como MEI, ME ou EPP (LC 123/2006) na qualificação, ou ajuíze na vara cível.',
      legalBasis: 'Lei 9.099/1995, art. 8º, § 1º',
    }),
  ];
}

/** Lei 9.099/1995, art. 8º, caput: the incapable, the prisoner, public-law entities, federal public companies, a bankrupt estate and an insolvent cannot be parties. */
const EXCLUDED_PLAINTIFF =
  /menor (?:im)?p[úu]bere|absolutamente incapaz|relativamente incapaz|\binterditad[oa]\b|\bcuratelad[oa]\b|\bpres[oa] (?:preventivamente|no|na|em)\b|recolhid[oa] (?:ao|no|na|em)[^,;\n]{0,30}(?:pris|penitenci|pres[íi]dio)|massa falida|insolvente civil/i;
/** The age the qualification gives ("com 12 (doze) anos de idade"). */
const AGE_GIVEN = /(\d{1,2})\s*(?:\([a-zç\s]+\)\s*)?anos de idade/i;
/** Civil majority (CC art. 5º): under it, a party not emancipated is incapable (CC arts. 3º and 4º, I). */
export const MAJORITY_AGE = 18;
const PUBLIC_DEFENDANT =
  /^\s*(?:[oa]\s+)?(?:munic[íi]pio|estado d[eoa]|uni[ãa]o\b|fazenda p[úu]blica|instituto nacional do seguro social|inss\b|caixa econ[ôo]mica federal|distrito federal)|pessoa jur[íi]dica de direito p[úu]blico|\bautarquia\b|funda[çc][ãa]o p[úu]blica|empresa p[úu]blica federal|massa falida|insolvente civil/i;

function jecParties(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const defendant = /\bem face d[eoa]s?\b/i.exec(text);
  if (!defendant) return [];
  const opening = Math.max(0, text.indexOf('\n'));
  const plaintiff = text.slice(opening, defendant.index);
  const out: LocatedFinding[] = [];
  const excluded = EXCLUDED_PLAINTIFF.exec(plaintiff);
  const age = AGE_GIVEN.exec(plaintiff);
  const minor = age && Number(age[1]) < MAJORITY_AGE && !/emancipad/i.test(plaintiff) ? age : null;
  const hit = excluded ?? minor;
  if (hit) {
    out.push(
      about(s.around(opening + hit.index, hit[0].length), {
        type: 'compliance',
        severity: 'alta',
        description:
          'Parte que a lei exclui do Juizado Especial Cível: o incapaz (também o menor representado ou assistido), o preso, a massa falida e o insolvente civil não podem ser partes — o processo seria extinto sem julgamento do mérito (art. 51, II).',
        recommendation: 'Ajuíze a ação na vara cível comum, com a representação ou assistência do incapaz.',
        legalBasis: 'Lei 9.099/1995, art. 8º, caput',
      }),
    );
  }
  const after = text.slice(
    defendant.index + defendant[0].length,
    defendant.index + defendant[0].length + 300,
  );
  const sentenceEnd = after.search(/\.\s|\n/);
  const named = after.slice(0, sentenceEnd === -1 ? after.length : sentenceEnd);
  if (PUBLIC_DEFENDANT.test(named)) {
    out.push(
      about(s.around(defendant.index, defendant[0].length + named.length), {
        type: 'compliance',
        severity: 'alta',
        description:
          'Réu que a lei exclui do Juizado Especial Cível: pessoas jurídicas de direito público, empresas públicas da União, a massa falida e o insolvente civil não podem ser partes nele.',
        recommendation:
          'Ajuíze no Juizado Especial da Fazenda Pública, no Juizado Especial Federal ou na vara competente, conforme o réu.',
        legalBasis: 'Lei 9.099/1995, art. 8º, caput',
      }),
    );
  }
  return out;
}

const JEC_ROWS: readonly FilingRow[] = [
  {
    re: /(?:custas(?: processuais)?|honor[áa]rios (?:advocat[íi]cios|de sucumb[êe]ncia|sucumbenciais|de advogado))[^.;\n]{0,120}/gi,
    test: (clause) =>
      /conden|pagamento|pagar/i.test(clause) &&
      !/m[áa]-f[ée]|recurso|segundo grau|turma recursal|gratuit|isen[çc]|isent/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'baixa',
      description:
        'Custas e honorários de sucumbência pedidos no Juizado Especial Cível: a sentença de primeiro grau não condena o vencido em custas nem honorários, salvo litigância de má-fé; só no recurso o recorrente vencido os paga.',
      recommendation: 'Retire o pedido de custas e honorários do primeiro grau.',
      legalBasis: 'Lei 9.099/1995, art. 55',
    },
  },
  {
    re: /cita[çc][ãa]o (?:ficta )?(?:por|via|mediante) edital[^.;\n]{0,80}|citad[oa] por edital[^.;\n]{0,80}/gi,
    test: (clause) => !/n[ãa]o (?:se far[áa]|cabe|h[áa]|ser[áa])/i.test(clause),
    spec: {
      type: 'compliance',
      severity: 'média',
      description:
        'Citação por edital pedida no Juizado Especial Cível: a lei não a admite; se o réu não for encontrado, o processo não segue no Juizado.',
      recommendation:
        'Indique outro endereço do réu para a citação pelo correio ou por oficial de justiça, ou ajuíze na vara cível, onde cabe o edital.',
      legalBasis: 'Lei 9.099/1995, art. 18, § 2º',
    },
  },
  {
    // A formal expert report the petition itself calls complex or of a kind the Juizado's informal
    // hearing of a technician (art. 35) cannot replace.
    re: /(?:prova pericial|per[íi]cia)[^.;\n]{0,120}/gi,
    test: (clause) =>
      /complex|cont[áa]bil|de engenharia|grafot[ée]cnic/i.test(clause) &&
      !/dispens|desnecess|n[ãa]o (?:h[áa]|requer|se faz)/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Prova pericial complexa pedida no Juizado Especial Cível: o procedimento é para causas de menor complexidade e só admite a inquirição de técnicos de confiança do juiz em audiência (art. 35); se a perícia formal for indispensável, o processo é extinto sem julgamento do mérito (art. 51, II).',
      recommendation:
        'Dispense a perícia, se a prova documental bastar, ou ajuíze na vara cível, onde ela cabe.',
      legalBasis: 'Lei 9.099/1995, art. 3º, caput, e art. 51, II',
    },
  },
];

function jecPlaybook(s: Sentences): LocatedFinding[] {
  const text = s.text;
  if (!isJecFiling(text)) return [];
  return [...jecPlaintiff(s), ...jecParties(s), ...jecValue(s), ...rowFindings(s, JEC_ROWS)];
}

function jecValue(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const filing = filingDate(text);
  const valueClause = CASE_VALUE_CLAUSE.exec(text);
  if (!filing || !valueClause) return [];
  const amount = findAmounts(valueClause[0], fold(valueClause[0]))[0];
  if (!amount) return [];
  const wage = salarioMinimoEm(filing)?.mensal;
  if (wage === undefined) return [];
  const clause = s.around(valueClause.index, valueClause[0].length);
  const money = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  const out: LocatedFinding[] = [];
  if (amount.value > JEC_CAP_WAGES * wage) {
    out.push(
      about(clause, {
        type: 'risk',
        severity: 'alta',
        description: `Valor da causa de ${money(amount.value)} acima do teto do Juizado Especial Cível: 40 salários mínimos = ${money(JEC_CAP_WAGES * wage)} (salário mínimo de ${money(wage)} em ${formatBr(filing)}).`,
        recommendation:
          'Ajuíze na vara comum ou renuncie expressamente ao excedente (Lei 9.099/1995, art. 3º, § 3º).',
        legalBasis: 'Lei 9.099/1995, art. 3º, I',
      }),
    );
  }
  // Above the cap a lawyer is needed as well: both findings stand.
  if (amount.value > JEC_WITHOUT_LAWYER_WAGES * wage && !assisted(text)) {
    out.push(
      about(clause, {
        type: 'compliance',
        severity: 'alta',
        description: `Valor da causa de ${money(amount.value)} acima de 20 salários mínimos (${money(JEC_WITHOUT_LAWYER_WAGES * wage)}) sem advogado: acima desse valor a assistência por advogado é obrigatória.`,
        recommendation: 'Constitua advogado (ou peça assistência judiciária) antes de ajuizar.',
        legalBasis: 'Lei 9.099/1995, art. 9º',
      }),
    );
  }
  return out;
}

/**
 * Documents indispensable to the action (CPC art. 320), by kind of action: each row names the action
 * as its title reads (`action`, in the petition's opening), an extra condition when the law asks for
 * the document only in one case (`when`), and the words that mention the document. The Analyser reads the petition, not its attachments: a document the petition does
 * not mention (or says it does not bring) is reported as not mentioned, to be checked.
 */
interface DocumentRow {
  action: RegExp;
  label: string;
  when?: RegExp;
  document: string;
  mention: RegExp;
  legalBasis: string;
}

const EXECUTION =
  /execu[çc][ãa]o de t[íi]tulo (?:executivo )?extrajudicial|a[çc][ãa]o de execu[çc][ãa]o(?! fiscal)/i;
const MONITORIA = /a[çc][ãa]o monit[óo]ria/i;
const MONEY = /R\$|quantia|pagamento|pagar/i;
const DEBT_CALCULATION =
  /demonstrativo|planilha|mem[óo]ria (?:de |do )?c[áa]lculo|c[áa]lculo (?:atualizado|discriminado|do d[ée]bito)/gi;

export const INDISPENSABLE_DOCUMENTS: readonly DocumentRow[] = [
  {
    action: EXECUTION,
    label: 'execução de título extrajudicial',
    document: 'o título executivo extrajudicial',
    mention:
      /t[íi]tulo executivo|confiss[ãa]o de d[íi]vida|nota promiss[óo]ria|\bcheque|duplicata|\bcontrato|escritura|instrumento particular|c[ée]dula de cr[ée]dito|letra de c[âa]mbio/gi,
    legalBasis: 'CPC, arts. 320 e 798, I, a',
  },
  {
    action: EXECUTION,
    label: 'execução de título extrajudicial',
    // Only in an execution for a sum of money (art. 798, I, b).
    when: MONEY,
    document: 'o demonstrativo do débito atualizado até a propositura',
    mention: DEBT_CALCULATION,
    legalBasis: 'CPC, arts. 320 e 798, I, b',
  },
  {
    action: MONITORIA,
    label: 'ação monitória',
    document: 'a prova escrita sem eficácia de título executivo em que se funda o pedido',
    mention:
      /prova escrita|notas? fisca(?:l|is)|\bcheque|duplicata|recibo|\bcontrato|confiss[ãa]o de d[íi]vida|e-mails?|mensagens|pedido de compra|comprovante|\bdoc(?:umento)?s?\.?\s*(?:n[º°o.]*\s*)?\d/gi,
    legalBasis: 'CPC, arts. 320 e 700, caput',
  },
  {
    action: MONITORIA,
    label: 'ação monitória',
    // For a sum of money, the amount with its memória de cálculo (art. 700, § 2º, I).
    when: MONEY,
    document: 'a memória de cálculo da importância devida',
    mention: DEBT_CALCULATION,
    legalBasis: 'CPC, arts. 320 e 700, § 2º, I',
  },
  {
    action: /despejo[^\n]{0,40}(?:falta de pagamento|inadimpl)/i,
    label: 'despejo por falta de pagamento cumulada com cobrança',
    // Only when the eviction is joined with the collection of the rents (art. 62, I).
    when: /cobran[çc]a|cumulad[ao]|pagamento dos alugu[ée]is/i,
    document: 'o cálculo discriminado do valor do débito',
    mention: DEBT_CALCULATION,
    legalBasis: 'Lei 8.245/1991, arts. 62, I; CPC, art. 320',
  },
  {
    action: /invent[áa]rio/i,
    label: 'inventário',
    document: 'a certidão de óbito do autor da herança',
    mention: /certid[ãa]o de [óo]bito/gi,
    legalBasis: 'CPC, arts. 320 e 615, parágrafo único',
  },
];

/** Whether the petition mentions the document at least once without denying it ("deixa de juntar"). */
function mentions(text: string, folded: string, re: RegExp): boolean {
  return [...text.matchAll(re)].some((m) => !readFact(folded, m.index, m.index + m[0].length).denied);
}

function documentFindings(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const head = text.slice(0, 600);
  const folded = fold(text);
  const out: LocatedFinding[] = [];
  for (const row of INDISPENSABLE_DOCUMENTS) {
    if (!row.action.test(head) || (row.when && !row.when.test(text))) continue;
    if (mentions(text, folded, row.mention)) continue;
    out.push(
      missing({
        type: 'compliance',
        severity: 'alta',
        description: `A petição (${row.label}) não menciona ${row.document}, documento que deve instruir a inicial; sem ele o juiz manda emendá-la em 15 dias, sob pena de indeferimento (CPC, art. 321). O Analyser lê o texto da petição, não os anexos: confira se foi juntado.`,
        recommendation: `Junte ${row.document} e refira-o na petição (doc. nº …).`,
        legalBasis: row.legalBasis,
      }),
    );
  }
  return out;
}

/**
 * CPC art. 287: "A petição inicial deve vir acompanhada de procuração"; its parágrafo único dispenses
 * it (I) in the case of art. 104 (to avoid preclusão, decadência or prescrição, or for an urgent act,
 * the procuração then shown within 15 days), (II) when the party is represented by the Defensoria
 * Pública, and (III) when the representation comes directly from the Constitution or a law (the
 * Advocacia Pública, CPC art. 75, I-IV). The Analyser reads the petition, not its attachments: a
 * petition silent about the procuração proves nothing, so only one that says it comes without it
 * ("deixa de juntar a procuração", "sem instrumento de mandato", "a procuração será juntada
 * posteriormente") is reported, and only when none of the three exceptions is written in it. A
 * labour claim is left out: the parties may claim in person (CLT art. 791).
 */
export const PROCURACAO_EXEMPTIONS: ReadonlyArray<{
  label: string;
  re: RegExp;
  /** Read in the procuração's sentence ('art. 104' elsewhere may be the Código Civil's). */
  near?: true;
}> = [
  {
    label: 'art. 104 (preclusão, decadência, prescrição ou ato urgente)',
    near: true,
    re: /\bart(?:igo|\.)?\s*104\b|evitar (?:a |o )?(?:preclus|decad|prescri|perecimento)|ato (?:considerado )?urgente|(?:em raz[ãa]o d|diante d|dada? |pel)a urg[êe]ncia/i,
  },
  { label: 'Defensoria Pública', re: /defensori[ao] p[úu]blica|defensor(?:a)? p[úu]blic[oa]/i },
  // No mandate to show: the party claims in person where the law lets it (Lei 9.099/1995, art. 9º),
  // or the lawyer acts in his own cause (CPC art. 103, parágrafo único).
  { label: 'postulação sem advogado ou em causa própria', re: NO_LAWYER },
  {
    label: 'representação por norma constitucional ou legal',
    re: /advocacia[- ]geral d[ao] uni[ãa]o|advocacia p[úu]blica|procuradoria[- ](?:geral )?(?:d[oa] |federal|municipal|estadual)|procurador(?:a)? (?:federal|municipal|estadual|d[oa] (?:estado|munic[íi]pio|fazenda|distrito federal))/i,
  },
];
const ART_104 = PROCURACAO_EXEMPTIONS[0];
/**
 * CPC art. 104, §§ 1º and 2º: a lawyer who acts without the procuração must show it within 15 days,
 * extendable once by the judge; an act not ratified is ineffective and the lawyer answers for the
 * costs and damages. Given whenever the petition promises the procuração later.
 */
const LATER_MANDATE: FindingSpec = {
  type: 'compliance',
  severity: 'média',
  description:
    'A petição promete a procuração para depois: o advogado deve exibi-la em 15 dias, prorrogáveis por igual período por despacho do juiz; o ato não ratificado é ineficaz em relação à parte, e o advogado responde pelas despesas e por perdas e danos.',
  recommendation:
    'Anote o prazo de 15 dias contados do protocolo para juntar a procuração (ou peça a prorrogação antes que termine).',
  legalBasis: 'CPC, art. 104, §§ 1º e 2º',
};
const POWER_OF_ATTORNEY = /procura[çc][ãa]o|instrumento de mandato/gi;
/** The words of the filing itself: the procuração joined to, or missing from, this petition. */
const FILING_WORDS =
  /junt|anex|acompanh|instru[íi]|exib|subscrit|advogad|posteriormente|oportunamente|em momento oportuno|no prazo/i;
/** "será juntada posteriormente": a later filing the text promises, which is a present absence. */
const LATER =
  /(?:ser[áa]|sera) (?:juntad|apresentad|exibid)\w* (?:posteriormente|oportunamente|em momento oportuno|no prazo)|protesta(?:-se)? pela (?:juntada|exibi[çc][ãa]o) (?:posterior|oportuna)/i;

function powerOfAttorneyFindings(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const folded = fold(text);
  for (const m of text.matchAll(POWER_OF_ATTORNEY)) {
    const sentence = s.around(m.index, m[0].length);
    if (!FILING_WORDS.test(sentence.text)) continue;
    const absent = readFact(folded, m.index, m.index + m[0].length).denied || LATER.test(sentence.text);
    if (!absent) continue;
    const exempt = PROCURACAO_EXEMPTIONS.find((e) => e.re.test(e.near ? sentence.text : text));
    if (exempt && exempt !== ART_104) return [];
    const reminder = exempt === ART_104 || LATER.test(sentence.text) ? [about(sentence, LATER_MANDATE)] : [];
    if (exempt) return reminder;
    return [
      ...reminder,
      about(sentence, {
        type: 'compliance',
        severity: 'alta',
        description:
          'A petição declara que vem sem procuração e não invoca nenhuma das dispensas da lei (art. 104, Defensoria Pública, representação por norma constitucional ou legal): a petição inicial deve vir acompanhada de procuração.',
        recommendation:
          'Junte a procuração, com os endereços eletrônico e não eletrônico do advogado; ou, se o ato é urgente ou evita preclusão, decadência ou prescrição, invoque o art. 104 e exiba a procuração em 15 dias.',
        legalBasis: 'CPC, art. 287',
      }),
    ];
  }
  return [];
}

/**
 * CF art. 109, I: the União, a federal autarquia or a federal public company as a party goes to the
 * federal judges. Only names that are certainly federal and never sued in a state court by
 * delegation: the INSS is left out (work accidents are excepted in art. 109, I, and § 3º delegates
 * benefit claims), and so are mixed-capital companies such as Banco do Brasil S.A.
 */
const FEDERAL_PARTY =
  /em face d[aeo]s?\s+(?:(?:UNI[ÃA]O|Uni[ãa]o)(?! est[áa]vel)(?:\s+Federal)?\b|Caixa Econ[ôo]mica Federal|Empresa Brasileira de Correios|Banco Central do Brasil|Instituto Brasileiro do Meio Ambiente|Ag[êe]ncia Nacional d[eo]|Universidade Federal|Instituto Federal)/i;
const STATE_COURT =
  /vara c[íi]vel|ju[íi]z(?:a|o)? de direito|juizado especial c[íi]vel|vara da fazenda p[úu]blica/i;

function federalCompetence(s: Sentences): LocatedFinding[] {
  const head = s.text.slice(0, 400);
  const court = STATE_COURT.exec(head);
  if (!court || /federal/i.test(head.slice(0, court.index + 200)) || !FEDERAL_PARTY.test(s.text)) return [];
  return [
    about(s.around(court.index, court[0].length), {
      type: 'risk',
      severity: 'alta',
      description:
        'Ação em que é parte a União, autarquia ou empresa pública federal dirigida a juízo estadual: a competência é dos juízes federais.',
      recommendation:
        'Enderece a petição à Vara Federal (ou ao Juizado Especial Federal) da seção judiciária competente.',
      legalBasis: 'CF, art. 109, I',
    }),
  ];
}

/** The area playbook of a petition: labour, or civil (Juizado Especial Cível, federal competence, the documents of CPC art. 320). */

/** A mandado de segurança, named in the opening (the writ, not a mention of one in the grounds). */
const WRIT = /mandado de seguran[çc]a/i;
export const isWritFiling = (text: string) => WRIT.test(text.slice(0, 1200)) && /impetr/i.test(text);

/** Lei 12.016/2009, art. 23: 120 days from the day the applicant learned of the act. */
export const WRIT_DAYS = 120;
const LEARNED =
  /(?:tomou|teve|tomei|tive) ci[êe]ncia|tomou conhecimento|ci[êe]ncia d[oa]|foi (?:intimad|notificad|cientificad)[oa]|publicad[oa] (?:no|em)|publica[çc][ãa]o d[oa]/i;
const NOT_REQUESTED =
  /n[ãa]o (?:h[áa]|se faz|haver[áa]) necessidade|dispensa(?:da|ndo)?|prescinde|desnecess[áa]ri/i;

const WRIT_ROWS: readonly FilingRow[] = [
  {
    re: /honor[áa]rios (?:advocat[íi]cios|de sucumb[êe]ncia|sucumbenciais|de advogado)[^.;\n]{0,120}/gi,
    test: (clause) =>
      /conden|pagamento|pagar/i.test(clause) && !/n[ãa]o cabe|m[áa]-f[ée]|incab[íi]ve/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'baixa',
      description:
        'Honorários de sucumbência pedidos em mandado de segurança: não há condenação em honorários advocatícios nesse processo, salvo as sanções por litigância de má-fé.',
      recommendation: 'Retire o pedido de honorários.',
      legalBasis: 'Lei 12.016/2009, art. 25; Súmula 512 do STF; Súmula 105 do STJ',
    },
  },
  {
    re: /(?:produ[çc][ãa]o de prova|prova (?:testemunhal|pericial|oral)|oitiva de testemunhas|per[íi]cia (?:t[ée]cnica|cont[áa]bil|m[ée]dica)?|depoimento pessoal)[^.;\n]{0,120}/gi,
    test: (clause) => !NOT_REQUESTED.test(clause) && !/documenta(?:l|is)\b[^.;\n]{0,20}$/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Produção de provas pedida em mandado de segurança: o direito líquido e certo se prova com os documentos juntados à inicial; o rito não admite testemunhas nem perícia, e a necessidade delas leva à denegação sem exame do mérito.',
      recommendation:
        'Junte a prova documental pré-constituída; se o fato depende de testemunhas ou perícia, use o procedimento comum.',
      legalBasis: 'Lei 12.016/2009, art. 1º (direito líquido e certo) e art. 6º',
    },
  },
  {
    re: /(?:pagamento|restitui[çc][ãa]o|devolu[çc][ãa]o|cobran[çc]a)[^.;\n]{0,60}(?:diferen[çc]as|parcelas|valores|atrasados|vencimentos)[^.;\n]{0,120}|(?:diferen[çc]as|parcelas|valores) (?:remunerat[óo]rias |salariais )?(?:devid[ao]s |vencid[ao]s |atrasad[ao]s )?(?:desde|a partir de|anteriores)[^.;\n]{0,120}/gi,
    test: (clause) =>
      /desde|anteriores?|atrasad|vencid[ao]s|pret[ée]rit|retroativ/i.test(clause) &&
      !/(?:a partir|depois) d[ao] (?:impetra[çc][ãa]o|ajuizamento)|vincendas/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Pagamento de parcelas anteriores à impetração pedido no mandado de segurança: a concessão não produz efeitos patrimoniais pretéritos, que se cobram administrativamente ou em ação própria; ao servidor, só as prestações vencidas desde o ajuizamento.',
      recommendation:
        'Limite o pedido às parcelas que vencerem a partir da impetração e cobre as anteriores em ação própria.',
      legalBasis: 'Súmula 271 do STF; Súmula 269 do STF; Lei 12.016/2009, art. 14, § 4º',
    },
  },
  {
    re: /\bem tese\b[^.;\n]{0,160}|independentemente de (?:qualquer )?ato concreto[^.;\n]{0,80}/gi,
    test: (clause) =>
      /\blei\b|\bnorma\b|\bdecreto\b/i.test(clause) &&
      /inconstitucional|ilegal|declara|afast|suspen/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Mandado de segurança contra lei em tese: só cabe contra o ato concreto que a aplica; o controle abstrato da lei é da ação direta.',
      recommendation:
        'Ataque o ato que aplicou a lei ao impetrante, alegando a inconstitucionalidade como fundamento (controle incidental).',
      legalBasis: 'Súmula 266 do STF',
    },
  },
];

/** The 120 days, from the first date told as the day the applicant learned of the act. */
function writDeadline(s: Sentences): LocatedFinding[] {
  const filing = filingDate(s.text);
  if (!filing) return [];
  const learned = findDates(s.text, fold(s.text)).find((d) => {
    const clause = s.around(d.start, d.end - d.start).text;
    return d.iso < filing && LEARNED.test(clause);
  });
  if (!learned) return [];
  const last = onOrNextBusinessDay(addCalendarDays(learned.iso, WRIT_DAYS));
  if (filing <= last) return [];
  return [
    about(s.around(learned.start, learned.end - learned.start), {
      type: 'risk',
      severity: 'alta',
      description: `Mandado de segurança impetrado depois de ${WRIT_DAYS} dias da ciência do ato: ciência em ${formatBr(learned.iso)}, prazo até ${formatBr(last)}, impetração em ${formatBr(filing)}. O direito de impetrar está extinto (prazo decadencial).`,
      recommendation: 'Use o procedimento comum, em que o prazo é o da prescrição da pretensão.',
      legalBasis: 'Lei 12.016/2009, art. 23; Súmula 632 do STF',
    }),
  ];
}

function writPlaybook(s: Sentences): LocatedFinding[] {
  if (!isWritFiling(s.text)) return [];
  return [...writDeadline(s), ...rowFindings(s, WRIT_ROWS)];
}

/** An execution of an extrajudicial title (not a tax execution, Lei 6.830/1980), named in its opening. */
export const isExecutionFiling = (text: string) => EXECUTION.test(text.slice(0, 600));

/** CPC art. 829: the debtor is cited to pay within three days. */
export const EXECUTION_PAY_DAYS = 3;
/** CPC art. 827: the fees the judge fixes at the outset; up to 20 % only later (§ 2º). */
export const EXECUTION_FEE_PERCENT = 10;

/**
 * The execution for a sum of money (CPC arts. 824-830), row by row: the days to pay the debtor is
 * cited for (art. 829), the fees asked at the outset (art. 827) and a private document offered as
 * the title without its two witnesses (art. 784, III), told as such in the petition. A private
 * document signed electronically with the provider's check needs no witnesses (art. 784, § 4º), nor
 * a settlement referendado by the parties' lawyers (art. 784, IV).
 */
const EXECUTION_ROWS: readonly FilingRow[] = [
  {
    re: /cita[çc][ãa]o[^.;\n]{0,80}para pagar[^.;\n]{0,80}?(?:prazo de )?(\d{1,2})\s*(?:\([a-zç\s]+\)\s*)?dias[^.;\n]{0,40}/gi,
    test: (clause) => {
      const days = /(\d{1,2})\s*(?:\([a-zç\s]+\)\s*)?dias/i.exec(clause);
      return !!days && Number(days[1]) !== EXECUTION_PAY_DAYS;
    },
    spec: {
      type: 'risk',
      severity: 'média',
      description: `Citação para pagar em prazo diverso do legal: na execução por quantia certa o executado é citado para pagar em ${EXECUTION_PAY_DAYS} dias, contados da citação; pago nesse prazo, os honorários caem pela metade (CPC, art. 827, § 1º).`,
      recommendation: `Peça a citação para pagar em ${EXECUTION_PAY_DAYS} (três) dias, sob pena de penhora e avaliação (CPC, art. 829, § 1º).`,
      legalBasis: 'CPC, art. 829',
    },
  },
  {
    re: /honor[áa]rios[^.;\n]{0,120}?(\d{1,2}(?:,\d+)?)\s*%[^.;\n]{0,60}/gi,
    test: (clause) => {
      const pct = /(\d{1,2}(?:,\d+)?)\s*%/.exec(clause);
      return (
        !!pct &&
        Number((pct[1] ?? '0').replace(',', '.')) > EXECUTION_FEE_PERCENT &&
        !/embargos|majora/i.test(clause)
      );
    },
    spec: {
      type: 'risk',
      severity: 'baixa',
      description: `Honorários pedidos acima de ${EXECUTION_FEE_PERCENT} % no despacho inicial: o juiz os fixa de plano em ${EXECUTION_FEE_PERCENT} %, elevados até 20 % só quando rejeitados os embargos ou ao final, pelo trabalho feito (CPC, art. 827, caput e § 2º).`,
      recommendation: `Peça os honorários de ${EXECUTION_FEE_PERCENT} % do art. 827 e a majoração do § 2º no momento próprio.`,
      legalBasis: 'CPC, art. 827',
    },
  },
  {
    re: /(?:instrumento|documento|contrato|termo) particular[^.;\n]{0,200}|confiss[ãa]o de d[íi]vida[^.;\n]{0,200}/gi,
    test: (clause) =>
      /assinad[oa] (?:apenas|somente|s[óo]) (?:por ele|pelo devedor|pelas partes|pelo executado)|sem (?:a assinatura de )?(?:duas |2 )?testemunhas|n[ãa]o (?:h[áa]|houve|tem|possui) testemunhas/i.test(
        clause,
      ) && !/assinatura eletr[ôo]nica|referendad/i.test(clause),
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Documento particular sem duas testemunhas oferecido como título: só é título executivo extrajudicial o documento particular assinado pelo devedor e por 2 testemunhas (salvo o assinado eletronicamente, com a integridade conferida por provedor, § 4º); sem elas, falta o título em que a execução sempre se funda (CPC, art. 783) e a inicial é indeferida.',
      recommendation:
        'Use a ação monitória, que pede só prova escrita sem eficácia de título executivo (CPC, art. 700), ou a ação de cobrança.',
      legalBasis: 'CPC, art. 784, III',
    },
  },
];

/**
 * The period of the execution is the action's (Súmula 150 do STF): for a debt written in a private
 * or public instrument, five years from the due date (CC art. 206, § 5º, I). Bills, notes, duplicatas
 * and cheques have periods of their own and are left to the lawyer.
 */
const INSTRUMENT_TITLE =
  /confiss[ãa]o de d[íi]vida|instrumento particular|documento particular|contrato|escritura p[úu]blica/i;
const CREDIT_TITLE = /nota promiss[óo]ria|duplicata|\bcheque|letra de c[âa]mbio|c[ée]dula de cr[ée]dito/i;
const DUE = /venc(?:imento|id[oa]|eu)|deveria ter sido pag/i;

function executionLimitation(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const filing = filingDate(text);
  if (!filing || !INSTRUMENT_TITLE.test(text) || CREDIT_TITLE.test(text) || INTERRUPTED.test(text)) return [];
  const rule = limitationRule('divida_liquida');
  if (!rule) return [];
  const folded = fold(text);
  const due = findDates(text, folded)
    .filter((d) => d.iso < filing && DUE.test(text.slice(Math.max(0, d.start - 40), d.start)))
    .sort((a, b) => a.iso.localeCompare(b.iso))[0];
  if (!due) return [];
  const verdict = checkLimitation(rule, due.iso, filing);
  if (!verdict.barred) return [];
  return [
    about(s.around(due.start, due.end - due.start), {
      type: 'risk',
      severity: 'alta',
      description: `Prescrição da pretensão executiva: a dívida venceu em ${formatBr(due.iso)}; a execução prescreve no prazo da ação, ${periodText(rule)} para a dívida líquida de instrumento público ou particular, terminados em ${formatBr(verdict.end)}, e a petição é de ${formatBr(filing)}.`,
      recommendation:
        'Verifique causa que impeça, suspenda ou interrompa a prescrição (CC arts. 197 a 204), como o protesto ou o reconhecimento da dívida pelo devedor (art. 202, II, III e VI), e alegue-a; sem ela, o juiz pode pronunciar a prescrição de ofício, ouvidas as partes (CPC, art. 487, II e parágrafo único).',
      legalBasis: 'CC, art. 206, § 5º, I; Súmula 150 do STF',
    }),
  ];
}

function executionPlaybook(s: Sentences): LocatedFinding[] {
  if (!isExecutionFiling(s.text)) return [];
  return [
    ...rowFindings(s, EXECUTION_ROWS),
    ...executionLimitation(s),
    ...agreedInterestFindings(s, undefined, 'o título descrito na petição'),
  ];
}

export function filingPlaybookFindings(s: Sentences, labour: boolean): LocatedFinding[] {
  return labour
    ? labourPlaybook(s)
    : [
        ...rowFindings(s, CIVIL_ROWS),
        ...jecPlaybook(s),
        ...writPlaybook(s),
        ...executionPlaybook(s),
        ...federalCompetence(s),
        ...documentFindings(s),
        ...powerOfAttorneyFindings(s),
        ...civilLimitation(s),
        ...consumerDecadence(s, filingDate(s.text)),
      ];
}
