// The specific procedural remedies Strategy names when the facts call for them — not a generic route:
// the ação de alimentos with provisional alimentos, embargos to a tax execution once the court is
// secured, and the parcelamento that suspends the tax credit for the certidão. Each with its basis,
// read in the law: Lei 5.478/1968, art. 4º; Lei 6.830/1980, art. 16; CTN arts. 151, VI, and 206; and
// the reclamação for unpaid severance: CLT arts. 467, 477 §§ 6º and 8º, 852-A and 852-B, III; the
// eviction for unpaid rent: Lei 8.245/1991 arts. 5º, 9º, III, 58, 59 § 1º, IX, and 62; the pregnant
// employee's reintegration: ADCT art. 10, II, b, and Súmula 244 of the TST; a name listed for a debt
// not owed: CDC arts. 14 and 43 § 3º, Lei 9.099/1995 arts. 3º and 54, Súmula 385 of the STJ; the
// tenant shut out by the landlord: CPC arts. 555, 558, 560-562 and 566, CC art. 1.210. A remedy
// that carries its own immediate relief says so (ownUrgentRelief), and the generic tutela yields.
// A remedy the facts do not call for is off topic: left out, not listed as "não cabível".
import type { CaseContext, RouteDef } from './routes-catalogue.ts';

const has = (c: CaseContext, re: RegExp) => re.test(c.folded);
const CHILD_SUPPORT = /\b(?:pensao(?: alimenticia)?|alimentos)\b/;
const CHILD = /\b(?:filh[oa]s?|menor(?:es)?|crianca|adolescente|enteado)\b/;
const ALREADY_FIXED =
  /\b(?:fixad[oa]s? (?:em|por) (?:sentenca|acordo)|acordo homologado|sentenca de alimentos|ja (?:ha|existe) (?:sentenca|decisao))\b/;
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
/** CLT art. 852-A: the rito sumaríssimo up to 40 salários mínimos on the day of filing. */
const SUMARISSIMO_WAGES = 40;

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
    cost: (c) => ({
      min: 0,
      max: Math.round((c.claim ?? 30_000) * 0.17),
      basis: `Custas de 2% ao final, pagas por quem perde (CLT art. 789) e honorários de sucumbência de 5% a 15% (CLT art. 791-A)${c.claim ? '' : '; sem valor informado, calculado sobre R$ 30.000,00 de referência'}`,
    }),
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
        ? { ok: true, notes: [] }
        : { ok: false, reason: 'O relato não diz que as verbas rescisórias deixaram de ser pagas.' },
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
    cost: () => ({
      min: 0,
      max: 6_000,
      basis:
        'Gratuidade da justiça, se pedida e cabível (CPC art. 98), ou Defensoria Pública; faixa de referência do Lexato para honorários de assessoria (Lei 8.906/1994, art. 22)',
    }),
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
        return {
          ok: false,
          reason: 'O relato não pede alimentos para filho ou outro dependente.',
          offTopic: true,
        };
      if (has(c, ALREADY_FIXED))
        return {
          ok: false,
          reason:
            'Os alimentos já estão fixados: o caminho é o cumprimento de sentença (CPC arts. 528-533), não nova ação.',
        };
      return { ok: true, notes: [] };
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
        ? {
            ok: true,
            notes: [
              'Garanta a execução antes: sem garantia os embargos não são admitidos (Lei 6.830/1980, art. 16, § 1º).',
            ],
          }
        : {
            ok: false,
            reason: 'O relato não menciona execução fiscal em curso (Lei 6.830/1980).',
            offTopic: true,
          },
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
    available: (c) =>
      has(c, TAX_EXECUTION) || has(c, CERTIFICATE)
        ? { ok: true, notes: [] }
        : {
            ok: false,
            reason: 'O relato não fala de débito em cobrança nem de certidão de regularidade fiscal.',
            offTopic: true,
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
        ? { ok: true, notes: [] }
        : {
            ok: false,
            reason: 'O relato não trata de aluguel não pago ao locador que pede a ação.',
            offTopic: true,
          },
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
        ? { ok: true, notes: [] }
        : {
            ok: false,
            reason: 'O relato não trata de locatário retirado do imóvel pelo locador sem ação judicial.',
            offTopic: true,
          },
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
    cost: (c) => ({
      min: 0,
      max: Math.round((c.claim ?? 30_000) * 0.17),
      basis: `Custas de 2% ao final, pagas por quem perde (CLT art. 789) e honorários de sucumbência de 5% a 15% (CLT art. 791-A)${c.claim ? '' : '; sem valor informado, calculado sobre R$ 30.000,00 de referência'}`,
    }),
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
        return { ok: false, reason: 'O relato não trata de gestante dispensada.', offTopic: true };
      if (has(c, FOR_CAUSE))
        return {
          ok: false,
          reason:
            'Dispensa por justa causa: a estabilidade veda só a dispensa arbitrária ou sem justa causa (ADCT art. 10, II, b); a discussão é a falta grave (CLT art. 482).',
        };
      return { ok: true, notes: [] };
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
        ? { ok: true, notes: [] }
        : {
            ok: false,
            reason: 'O relato não trata de inscrição do nome por dívida paga ou inexistente.',
            offTopic: true,
          },
  },
];
