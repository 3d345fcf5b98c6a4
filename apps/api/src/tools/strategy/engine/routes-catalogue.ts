// The Brazilian conflict-resolution routes the built-in Strategy engine knows, when each is
// available, and what each costs and takes, every range with its basis. Pure data and rules.
import type {
  ConflictType,
  StrategyMoneyRange,
  StrategyMonthRange,
  StrategyRiskLevel,
} from '@lexato/schemas';
import { formatBRL } from '@lexato/schemas';
import { no, offTopic, yes } from './availability.ts';
import type { CaseFacts } from './case-facts.ts';
import { labourClaimCost, REMEDIES } from './remedies.ts';

/** The landlord who wants the property back from the tenant (Lei 8.245/1991, art. 5º: by a despejo). */
const LANDLORD_RETAKING =
  /\b(?:sou (?:a |o )?(?:locador[a]?|proprietari[oa])|notifiquei o inquilin[oa])\b[\s\S]{0,400}\b(?:desocupa\w*|retomar|reaver|despejo)\b/;

export interface CaseContext {
  conflictType: ConflictType;
  /** Accent-free lower-case description + desired outcome. */
  folded: string;
  claim: number | null;
  /** Monthly salary named in a labour description, for CLT art. 507-A. */
  salary: number | null;
  minimumWage: number;
  /** Maximum RGPS benefit (teto), for CLT art. 507-A. */
  rgpsCeiling: number;
  /** The facts that open or close routes (case-facts.ts). */
  facts: CaseFacts;
}

/**
 * `offTopic`: the route answers another kind of case (the ANS complaint, for health plans only, in a
 * bank case); it is left out of the analysis, not listed among the routes excluded by the facts.
 */
export type Availability = { ok: true; notes: string[] } | { ok: false; reason: string; offTopic?: true };

export interface RouteDef {
  key: string;
  name: (c: CaseContext) => string;
  nature: 'consensual' | 'adjudicativa';
  /** Conflict types where the route is weighed (offered or excluded with the reason). */
  types: readonly ConflictType[];
  description: string;
  legalBasis: string;
  /** Consensual routes: chance-base of reaching an agreement, before the merits share. */
  agreementBase?: number;
  cost: (c: CaseContext) => StrategyMoneyRange;
  time: (c: CaseContext) => StrategyMonthRange;
  pros: string[];
  cons: string[];
  riskLevel: StrategyRiskLevel;
  available: (c: CaseContext) => Availability;
  /**
   * The immediate relief the remedy itself carries (alimentos provisórios at the first order, the
   * liminar for eviction): where it applies, the generic tutela de urgência is not the answer.
   */
  ownUrgentRelief?: (c: CaseContext) => string | null;
  /**
   * What makes this route the answer to the facts (a remedy the facts call for, a title that skips
   * the knowledge phase): points added to its ranking, with the reason shown to the user.
   */
  fit?: (c: CaseContext) => { points: number; why: string } | null;
  /** A legal deadline for the remedy (embargos in 15 dias úteis): the plan ends by it. */
  dueBy?: (c: CaseContext) => string | null;
}

const has = (c: CaseContext, re: RegExp) => re.test(c.folded);
const DOMESTIC_VIOLENCE = /\bviolencia domestica|maria da penha|medida protetiva/;
const FEE_REFERENCE =
  'faixa de referência do Lexato para honorários de assessoria (livremente pactuados, Lei 8.906/1994, art. 22)';

/** Lei 9.099/1995 art. 3º, I: 40 salários mínimos; art. 9º: 20 without a lawyer. */
export const smallClaimsLimit = (c: CaseContext) => 40 * c.minimumWage;

const ordinaryTime: Record<ConflictType, [number, number]> = {
  civil: [18, 48],
  consumidor: [18, 48],
  empresarial: [18, 60],
  familia: [12, 36],
  trabalhista: [8, 30],
  tributario: [24, 96],
  penal: [12, 48],
  ambiental: [24, 72],
};

const LITIGATION_NAME: Record<ConflictType, string> = {
  civil: 'Ação judicial (procedimento comum)',
  consumidor: 'Ação judicial (procedimento comum)',
  empresarial: 'Ação judicial (procedimento comum)',
  familia: 'Ação de família (procedimento especial)',
  trabalhista: 'Reclamação trabalhista',
  tributario: 'Ação judicial tributária (anulatória, mandado de segurança ou embargos)',
  penal: 'Defesa no processo penal',
  ambiental: 'Defesa na ação civil pública',
};

export const ROUTES: RouteDef[] = [
  ...REMEDIES,
  {
    key: 'negociacao',
    name: () => 'Negociação direta',
    nature: 'consensual',
    types: ['civil', 'trabalhista', 'familia', 'empresarial', 'consumidor'],
    description: 'Proposta escrita à outra parte, com prazo de resposta, sem terceiro facilitador.',
    legalBasis: 'CC art. 840 (transação); CPC art. 3º, §3º (estímulo à solução consensual)',
    agreementBase: 25,
    cost: () => ({ min: 0, max: 3_000, basis: `Sem custas; ${FEE_REFERENCE}` }),
    time: () => ({
      minMonths: 0,
      maxMonths: 2,
      basis: 'Sem rito legal: depende só da disposição das partes',
    }),
    pros: ['Mais rápida e barata', 'Preserva a relação entre as partes', 'Sigilo total'],
    cons: ['Depende da boa-fé da outra parte', 'Sem terceiro para equilibrar forças'],
    riskLevel: 'baixo',
    available: () => yes(),
  },
  {
    key: 'mediacao',
    name: () => 'Mediação (Lei 13.140/2015)',
    nature: 'consensual',
    types: ['civil', 'trabalhista', 'empresarial', 'consumidor', 'tributario'],
    description:
      'Mediador imparcial, escolhido ou aceito pelas partes, conduz sessões sigilosas até um acordo.',
    legalBasis: 'Lei 13.140/2015, arts. 2º-3º (princípios e objeto) e art. 30 (confidencialidade)',
    agreementBase: 35,
    cost: () => ({
      min: 500,
      max: 5_000,
      basis:
        'Remuneração do mediador e da câmara (Lei 13.140/2015, art. 13); gratuita a quem tem gratuidade de justiça (art. 4º, §2º)',
    }),
    time: () => ({
      minMonths: 1,
      maxMonths: 3,
      basis:
        'Lei 13.140/2015, art. 28: a mediação judicial termina em até 60 dias da primeira sessão, salvo prorrogação',
    }),
    pros: [
      'Sigilosa (art. 30)',
      'Acordo vira título executivo extrajudicial (art. 20, parágrafo único)',
      'Preserva relações continuadas',
    ],
    cons: ['Ninguém é obrigado a permanecer na mediação (art. 2º, §2º)', 'Custo do mediador privado'],
    riskLevel: 'baixo',
    available: (c) => {
      if (c.conflictType === 'trabalhista') {
        return no(
          'Lei 13.140/2015, art. 42, parágrafo único: a mediação nas relações de trabalho depende de lei própria; use o acordo extrajudicial homologado (CLT art. 855-B) ou o CEJUSC-JT.',
        );
      }
      if (c.conflictType === 'tributario') {
        return no(
          'O crédito tributário é indisponível (CTN arts. 3º e 141): só a transação prevista em lei cabe (CTN art. 171; Lei 13.988/2020).',
        );
      }
      if (has(c, DOMESTIC_VIOLENCE))
        return no(
          'Relato de violência doméstica: mediação não indicada pelo desequilíbrio entre as partes (Lei 11.340/2006).',
        );
      return yes();
    },
  },
  {
    key: 'conciliacao_cejusc',
    name: (c) => (c.conflictType === 'trabalhista' ? 'Conciliação no CEJUSC-JT' : 'Conciliação no CEJUSC'),
    nature: 'consensual',
    types: ['civil', 'trabalhista', 'empresarial', 'consumidor'],
    description:
      'Sessão de conciliação pré-processual no Centro Judiciário de Solução de Conflitos, com conciliador do tribunal.',
    legalBasis:
      'CPC arts. 165-175 e 334; Resolução CNJ 125/2010 (CEJUSC); Resolução CSJT 174/2016 (CEJUSC-JT)',
    agreementBase: 35,
    cost: () => ({
      min: 0,
      max: 1_000,
      basis: `Sessões pré-processuais em regra sem custas (Resolução CNJ 125/2010); ${FEE_REFERENCE}`,
    }),
    time: () => ({
      minMonths: 1,
      maxMonths: 3,
      basis: 'CPC art. 334, §2º: sessões em até 2 meses da primeira; pauta do CEJUSC varia por comarca',
    }),
    pros: ['Acordo homologado vale como título executivo judicial (CPC art. 515, II-III)', 'Baixo custo'],
    cons: ['Depende da pauta do tribunal', 'A outra parte pode não comparecer na fase pré-processual'],
    riskLevel: 'baixo',
    available: () => yes(),
  },
  {
    key: 'arbitragem',
    name: () => 'Arbitragem (Lei 9.307/1996)',
    nature: 'adjudicativa',
    types: ['civil', 'trabalhista', 'empresarial', 'consumidor', 'familia', 'tributario'],
    description:
      'Árbitro ou tribunal arbitral escolhido pelas partes decide o conflito; a sentença arbitral não depende de homologação.',
    legalBasis:
      'Lei 9.307/1996, art. 1º (direitos patrimoniais disponíveis), arts. 3º-4º (convenção) e art. 31 (efeitos da sentença)',
    cost: () => ({
      min: 20_000,
      max: 200_000,
      basis:
        'Taxas da câmara e honorários dos árbitros (Lei 9.307/1996, art. 11, V, e art. 27); faixa de referência do Lexato, confirme a tabela da câmara escolhida',
    }),
    time: () => ({
      minMonths: 6,
      maxMonths: 18,
      basis:
        'Lei 9.307/1996, art. 23: sentença em 6 meses se as partes nada convencionarem; prazos convencionados costumam ser maiores',
    }),
    pros: [
      'Árbitro especialista',
      'Procedimento sigiloso por regra das câmaras',
      'Sentença sem recurso de mérito (art. 18)',
    ],
    cons: [
      'Custo alto',
      'Exige convenção de arbitragem com a outra parte (art. 3º)',
      'Sem recurso de mérito (art. 18)',
    ],
    riskLevel: 'médio',
    available: (c) => {
      if (c.facts.arbitration === 'nenhuma') {
        return no(
          'O relato informa que não há cláusula compromissória nem compromisso arbitral: sem convenção de arbitragem não há arbitragem (Lei 9.307/1996, arts. 3º a 9º); só um compromisso firmado por ambas as partes depois do conflito a abriria.',
        );
      }
      if (c.conflictType === 'consumidor') {
        return no(
          'CDC art. 51, VII: é nula a cláusula de arbitragem compulsória em contrato de consumo; em contrato de adesão só vale se o aderente a iniciar ou concordar expressamente por escrito (Lei 9.307/1996, art. 4º, §2º).',
        );
      }
      if (c.conflictType === 'familia') {
        return no(
          'Lei 9.307/1996, art. 1º: só direitos patrimoniais disponíveis; estado das pessoas, guarda e alimentos ficam fora da arbitragem.',
        );
      }
      if (c.facts.possession) {
        return no(
          'A usucapião declara a propriedade contra todos, inclusive os interessados incertos citados por edital (CPC art. 259, I), que não são parte de convenção alguma (Lei 9.307/1996, art. 1º).',
        );
      }
      if (c.conflictType === 'tributario') {
        return no(
          'O crédito tributário é indisponível (CTN arts. 3º e 141); a Lei 9.307/1996, art. 1º, só admite direitos patrimoniais disponíveis.',
        );
      }
      if (c.conflictType === 'trabalhista') {
        const threshold = 2 * c.rgpsCeiling;
        if (c.salary === null || c.salary <= threshold) {
          return no(
            `CLT art. 507-A: só em contrato individual com remuneração acima de 2 vezes o teto do RGPS (${formatBRL(threshold)}) e por iniciativa ou concordância expressa do empregado${c.salary === null ? '; o relato não informa remuneração acima disso' : `; remuneração informada: ${formatBRL(c.salary)}`}.`,
          );
        }
        return yes(
          `CLT art. 507-A: remuneração de ${formatBRL(c.salary)} acima de ${formatBRL(threshold)} (2 vezes o teto do RGPS); a cláusula compromissória só vale por iniciativa do empregado ou com sua concordância expressa.`,
        );
      }
      if (
        has(c, /\bcontrato de adesao\b/) &&
        !has(c, /\b(?:clausula compromissoria|compromisso arbitral|convencao de arbitragem)\b/)
      ) {
        return no(
          'Lei 9.307/1996, art. 4º, §2º: em contrato de adesão a cláusula só vale com concordância expressa do aderente, por escrito em documento anexo ou em negrito com assinatura específica.',
        );
      }
      return has(c, /\b(?:clausula compromissoria|compromisso arbitral|convencao de arbitragem|arbitragem)\b/)
        ? yes('O relato menciona convenção de arbitragem (Lei 9.307/1996, art. 3º).')
        : yes('Depende de a outra parte firmar compromisso arbitral (Lei 9.307/1996, arts. 3º e 9º).');
    },
  },
  {
    key: 'consumidor_gov',
    name: () => 'consumidor.gov.br / Procon',
    nature: 'consensual',
    types: ['consumidor'],
    description:
      'Reclamação na plataforma pública consumidor.gov.br ou no Procon, com resposta da empresa e tentativa de conciliação.',
    legalBasis:
      'CDC arts. 4º, V, e 105-106 (SNDC); Decreto 2.181/1997 (Procon); Decreto 10.197/2020 (consumidor.gov.br)',
    agreementBase: 45,
    cost: () => ({ min: 0, max: 0, basis: 'Serviço público gratuito, sem advogado' }),
    time: () => ({
      minMonths: 0.5,
      maxMonths: 2,
      basis:
        'consumidor.gov.br: a empresa tem até 10 dias para responder; Procon marca audiência conciliatória',
    }),
    pros: ['Gratuito', 'Rápido', 'O registro serve de prova da tentativa de solução'],
    cons: ['Só funciona com empresas cadastradas (consumidor.gov.br)', 'Não condena a pagar danos morais'],
    riskLevel: 'baixo',
    available: (c) =>
      c.facts.urgent
        ? no(
            'Caso urgente: a reclamação administrativa não obriga o fornecedor a tempo de evitar o dano; peça tutela de urgência (CPC art. 300)' +
              (c.facts.healthPlan ? ' e registre reclamação na ANS.' : '.'),
          )
        : yes(),
  },
  {
    key: 'transacao_tributaria',
    name: () => 'Transação tributária (Lei 13.988/2020)',
    nature: 'consensual',
    types: ['tributario'],
    description:
      'Acordo com a PGFN ou a Receita Federal, por adesão a edital ou proposta individual, com descontos e parcelamento.',
    legalBasis: 'Lei 13.988/2020, arts. 10-11 (dívida ativa) e 16 (contencioso); CTN art. 171',
    agreementBase: 50,
    cost: () => ({ min: 0, max: 2_000, basis: `Sem custas; ${FEE_REFERENCE}` }),
    time: () => ({
      minMonths: 1,
      maxMonths: 4,
      basis: 'Adesão por edital ou proposta individual no portal Regularize/e-CAC',
    }),
    pros: [
      'Descontos sobre multa, juros e encargos, vedada a redução do principal (Lei 13.988/2020, art. 11)',
      'Parcelamento longo (art. 11, §2º)',
      'Suspende a exigibilidade enquanto cumprida',
    ],
    cons: [
      'A proposta implica confissão irrevogável e irretratável dos créditos abrangidos (art. 3º, §1º)',
      'Depende de edital aberto ou de aceitação da proposta',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      if (c.facts.taxingEntity === 'estadual' || c.facts.taxingEntity === 'municipal') {
        return no(
          `A Lei 13.988/2020 trata da transação de créditos da União, de suas autarquias e fundações (art. 1º); o crédito aqui é ${c.facts.taxingEntity === 'estadual' ? 'estadual' : 'municipal'} e segue a lei do próprio ente.`,
        );
      }
      const notes: string[] = [];
      if (c.facts.taxingEntity === null)
        notes.push(
          'Só para créditos federais (Lei 13.988/2020, art. 1º): confirme que o débito é com a União.',
        );
      if (!has(c, /\b(?:divida ativa|execucao fiscal|inscrit|auto de infracao|contencioso|carf|pgfn)\b/))
        notes.push(
          'Exige débito inscrito em dívida ativa ou em contencioso (Lei 13.988/2020, arts. 10 e 16).',
        );
      return yes(...notes);
    },
  },
  {
    key: 'impugnacao_administrativa',
    name: () => 'Impugnação administrativa (contencioso fiscal)',
    nature: 'adjudicativa',
    types: ['tributario'],
    description:
      'Impugnação do lançamento e recursos na esfera administrativa (DRJ/CARF ou órgão estadual/municipal).',
    legalBasis:
      'Decreto 70.235/1972, arts. 14-15 (impugnação em 30 dias); CTN art. 151, III (suspende a exigibilidade)',
    cost: () => ({
      min: 0,
      max: 15_000,
      basis: `Sem custas nem sucumbência administrativa; ${FEE_REFERENCE}`,
    }),
    time: () => ({
      minMonths: 12,
      maxMonths: 48,
      basis:
        'Lei 11.457/2007, art. 24: decisão em até 360 dias por instância; recursos ao CARF alongam o prazo',
    }),
    pros: ['Suspende a exigibilidade sem depósito (CTN art. 151, III)', 'Sem risco de sucumbência'],
    cons: ['Prazo de 30 dias do lançamento para impugnar', 'Decisão final pode ainda exigir ação judicial'],
    riskLevel: 'médio',
    available: (c) => {
      if (has(c, /\b(?:execucao fiscal|inscrit\w* em divida ativa|certidao de divida ativa)\b/)) {
        return no(
          'O crédito já está inscrito em dívida ativa ou em execução fiscal: a fase de impugnação administrativa acabou; a defesa agora é por embargos à execução (Lei 6.830/1980, art. 16) ou exceção de pré-executividade.',
        );
      }
      const w = c.facts.defenceWindow;
      if (w?.passed) {
        return no(
          `Prazo de impugnação encerrado: ${w.text} (Decreto 70.235/1972, arts. 5º e 15); sem impugnação tempestiva o crédito se torna definitivo na esfera administrativa.`,
        );
      }
      if (w)
        return yes(
          `Impugne até ${w.text.replace(/^.*que terminam em /, '')} (Decreto 70.235/1972, arts. 5º e 15).`,
        );
      return c.facts.taxingEntity && c.facts.taxingEntity !== 'federal'
        ? yes(
            'O prazo e o órgão de julgamento são os da lei do Estado ou do Município que lançou o tributo: confira-os já.',
          )
        : yes();
    },
  },
  {
    key: 'juizado_especial',
    name: () => 'Juizado Especial Cível (Lei 9.099/1995)',
    nature: 'adjudicativa',
    types: ['civil', 'consumidor', 'empresarial', 'familia', 'tributario', 'trabalhista'],
    description:
      'Ação no Juizado Especial: conciliação obrigatória, rito oral e sem custas no primeiro grau.',
    legalBasis:
      'Lei 9.099/1995, art. 3º (até 40 salários mínimos), art. 9º (sem advogado até 20), art. 54 (sem custas no 1º grau) e art. 55 (sem honorários de sucumbência no 1º grau, salvo má-fé)',
    cost: (c) => ({
      min: 0,
      max: c.claim ? Math.round(c.claim * 0.05) : 3_000,
      basis:
        'Lei 9.099/1995, art. 54: sem custas no 1º grau; o recurso inominado exige preparo (art. 54, parágrafo único) e fixa honorários (art. 55)',
    }),
    time: () => ({
      minMonths: 3,
      maxMonths: 12,
      basis:
        'Lei 9.099/1995: sessão de conciliação em até 15 dias (art. 16) e instrução em até 15 dias depois (art. 27); a pauta real varia por juizado',
    }),
    pros: [
      'Sem custas nem honorários de sucumbência no 1º grau (arts. 54-55)',
      'Conciliação logo no início (arts. 21-22)',
    ],
    cons: [
      'Não admite perícia complexa (art. 3º: menor complexidade)',
      'Recurso só ao colégio recursal (art. 41)',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      if (c.conflictType === 'familia') {
        return no(
          'Lei 9.099/1995, art. 3º, §2º: ficam fora do Juizado as causas de natureza alimentar e as relativas ao estado e capacidade das pessoas.',
        );
      }
      if (c.facts.possession) {
        return no(
          'A usucapião exige a citação por edital dos interessados incertos (CPC art. 259, I), que o Juizado não admite (Lei 9.099/1995, art. 18, § 2º).',
        );
      }
      if (LANDLORD_RETAKING.test(c.folded) && !/\buso proprio\b/.test(c.folded)) {
        return no(
          'Lei 9.099/1995, art. 3º, III: das ações de despejo, o Juizado só recebe a de despejo para uso próprio.',
        );
      }
      if (c.conflictType === 'tributario') {
        return no(
          'Lei 9.099/1995, art. 3º, §2º: causas fiscais e de interesse da Fazenda Pública ficam fora do Juizado Especial Cível (para a Fazenda, ver Leis 10.259/2001 e 12.153/2009).',
        );
      }
      if (c.conflictType === 'trabalhista') {
        return no(
          'CF art. 114: a relação de emprego é da Justiça do Trabalho; o equivalente é o rito sumaríssimo (CLT art. 852-A, até 40 salários mínimos).',
        );
      }
      if (c.facts.publicDefendant) {
        return no(
          c.facts.publicDefendant === 'federal'
            ? 'Lei 9.099/1995, art. 8º: a pessoa jurídica de direito público não é parte no Juizado Especial Cível; contra a União e suas entidades, o Juizado Especial Federal (Lei 10.259/2001).'
            : 'Lei 9.099/1995, art. 8º: a pessoa jurídica de direito público não é parte no Juizado Especial Cível; contra o Estado ou o Município, o Juizado Especial da Fazenda Pública (Lei 12.153/2009).',
        );
      }
      const limit = smallClaimsLimit(c);
      if (c.claim !== null && c.claim > limit) {
        return no(
          `Lei 9.099/1995, art. 3º, I: até 40 salários mínimos (${formatBRL(limit)}); o valor informado (${formatBRL(c.claim)}) excede o teto, salvo renúncia ao excedente (art. 3º, §3º).`,
        );
      }
      const notes: string[] = [];
      if (c.claim === null)
        notes.push(
          `Confirme que o valor não passa de 40 salários mínimos (${formatBRL(limit)}; Lei 9.099/1995, art. 3º, I).`,
        );
      else if (c.claim <= 20 * c.minimumWage)
        notes.push(
          `Até 20 salários mínimos (${formatBRL(20 * c.minimumWage)}) a parte pode litigar sem advogado (Lei 9.099/1995, art. 9º).`,
        );
      if (c.conflictType === 'empresarial')
        notes.push(
          'Como autora, só microempresa ou empresa de pequeno porte (Lei 9.099/1995, art. 8º, §1º, II).',
        );
      if (has(c, /\bpericia\b/))
        notes.push(
          'Se a prova depender de perícia complexa, o Juizado extingue o processo (art. 3º e art. 51, II).',
        );
      return yes(...notes);
    },
  },
  {
    key: 'acordo_extrajudicial_trabalhista',
    name: () => 'Acordo extrajudicial homologado (CLT art. 855-B)',
    nature: 'consensual',
    types: ['trabalhista'],
    description:
      'Petição conjunta de empregado e empregador, cada um com seu advogado, para o juiz do trabalho homologar o acordo.',
    legalBasis: 'CLT arts. 855-B a 855-E (Lei 13.467/2017)',
    agreementBase: 40,
    cost: () => ({
      min: 1_000,
      max: 5_000,
      basis: `Advogados distintos para cada parte (CLT art. 855-B, §1º); ${FEE_REFERENCE}`,
    }),
    time: () => ({
      minMonths: 0.5,
      maxMonths: 2,
      basis: 'CLT art. 855-D: o juiz analisa o acordo em 15 dias',
    }),
    pros: [
      'Segurança jurídica da homologação',
      'Suspende a prescrição quanto aos direitos nele especificados (art. 855-E)',
    ],
    cons: ['O juiz pode recusar a homologação', 'Exige que a outra parte já aceite os termos'],
    riskLevel: 'baixo',
    available: () => yes(),
  },
  {
    key: 'mediacao_familiar',
    name: () => 'Mediação familiar (CPC art. 694)',
    nature: 'consensual',
    types: ['familia'],
    description:
      'Sessões de mediação e conciliação nas ações de família, com apoio de profissionais de outras áreas.',
    legalBasis: 'CPC arts. 694-696 (esforços para a solução consensual nas ações de família)',
    agreementBase: 35,
    cost: () => ({ min: 0, max: 3_000, basis: `Sessões no CEJUSC de família sem custas; ${FEE_REFERENCE}` }),
    time: () => ({
      minMonths: 1,
      maxMonths: 4,
      basis:
        'CPC art. 695, §2º: citação com 15 dias de antecedência; art. 696: quantas sessões forem necessárias',
    }),
    pros: [
      'Preserva a convivência familiar e a guarda compartilhada',
      'Sigilo e atendimento multidisciplinar (art. 694)',
    ],
    cons: [
      'Exige equilíbrio entre as partes',
      'Pode suspender o processo enquanto dura (art. 694, parágrafo único)',
    ],
    riskLevel: 'baixo',
    available: (c) =>
      has(c, DOMESTIC_VIOLENCE)
        ? no(
            'Relato de violência doméstica: a mediação familiar não é indicada; priorize as medidas protetivas (Lei 11.340/2006, arts. 18-24).',
          )
        : yes(),
  },
  {
    key: 'anpp',
    name: () => 'Acordo de não persecução penal (CPP art. 28-A)',
    nature: 'consensual',
    types: ['penal'],
    description:
      'Acordo com o Ministério Público antes da denúncia: cumpridas as condições, extingue-se a punibilidade.',
    legalBasis: 'CPP art. 28-A (Lei 13.964/2019)',
    agreementBase: 50,
    cost: () => ({
      min: 0,
      max: 10_000,
      basis:
        'Sem custas; reparação do dano e prestação pecuniária fixadas no acordo (CPP art. 28-A, I e IV); faixa de referência do Lexato',
    }),
    time: () => ({
      minMonths: 1,
      maxMonths: 6,
      basis: 'Proposta do MP antes da denúncia e homologação em audiência (CPP art. 28-A, §§4º-6º)',
    }),
    pros: ['Evita a ação penal e a condenação', 'Não gera reincidência nem antecedentes (art. 28-A, §12)'],
    cons: ['Exige confissão formal e circunstanciada', 'Descumprimento leva à denúncia (art. 28-A, §10)'],
    riskLevel: 'baixo',
    available: (c) => {
      if (has(c, DOMESTIC_VIOLENCE))
        return no('CPP art. 28-A, §2º, IV: não cabe ANPP em crime de violência doméstica ou familiar.');
      if (has(c, /\b(?:violencia|grave ameaca|arma|lesao corporal grave)\b/)) {
        return no('CPP art. 28-A, caput: só para infração sem violência ou grave ameaça.');
      }
      if (has(c, /\breincident/)) return no('CPP art. 28-A, §2º, II: não cabe a investigado reincidente.');
      const minimum = /pena minima (?:de )?(\d+) anos?/.exec(c.folded);
      if (minimum && Number(minimum[1]) >= 4)
        return no('CPP art. 28-A, caput: só para pena mínima inferior a 4 anos.');
      return yes(
        'Confira: pena mínima inferior a 4 anos, sem violência ou grave ameaça, sem reincidência (CPP art. 28-A).',
      );
    },
  },
  {
    key: 'tac',
    name: () => 'Termo de Ajustamento de Conduta (TAC)',
    nature: 'consensual',
    types: ['ambiental'],
    description:
      'Compromisso com o Ministério Público ou órgão ambiental de ajustar a conduta, reparar e compensar o dano.',
    legalBasis: 'Lei 7.347/1985, art. 5º, §6º (título executivo extrajudicial); Lei 9.605/1998, art. 79-A',
    agreementBase: 40,
    cost: () => ({
      min: 5_000,
      max: 100_000,
      basis:
        'Obrigações de reparação e compensação fixadas no termo; faixa de referência do Lexato, depende do dano e do laudo técnico',
    }),
    time: () => ({
      minMonths: 2,
      maxMonths: 12,
      basis: 'Negociação com o MP ou órgão ambiental e cronograma técnico de cumprimento',
    }),
    pros: ['Evita ou encerra a ação civil pública', 'Cronograma negociado de reparação'],
    cons: ['Multa cominatória se descumprido', 'Não afasta por si a responsabilidade penal (Lei 9.605/1998)'],
    riskLevel: 'médio',
    available: () =>
      yes('Requer a concordância do MP ou do órgão público legitimado (Lei 7.347/1985, art. 5º, §6º).'),
  },
  {
    key: 'transacao_local',
    name: (c) =>
      c.facts.taxingEntity === 'municipal'
        ? 'Transação ou parcelamento municipal (lei do Município)'
        : c.facts.state === 'SP'
          ? 'Transação tributária paulista (Lei estadual 17.843/2023)'
          : 'Transação ou parcelamento estadual (lei do Estado)',
    nature: 'consensual',
    types: ['tributario'],
    description:
      'Acordo com a Procuradoria ou a Fazenda do ente que lançou o tributo, nas condições da lei estadual ou municipal que autoriza a transação.',
    legalBasis: 'CTN art. 171 (transação autorizada pela lei do ente tributante)',
    agreementBase: 45,
    cost: () => ({ min: 0, max: 2_000, basis: `Sem custas; ${FEE_REFERENCE}` }),
    time: () => ({
      minMonths: 1,
      maxMonths: 4,
      basis: 'Adesão a edital ou proposta individual, conforme a regulamentação do ente',
    }),
    pros: ['Descontos e parcelamento previstos na lei local', 'Encerra o litígio sem custas'],
    cons: [
      'Depende de lei e de edital do próprio ente',
      'Em regra exige confissão do débito e desistência de ações',
    ],
    riskLevel: 'baixo',
    available: (c) => {
      if (c.facts.taxingEntity === 'estadual' || c.facts.taxingEntity === 'municipal') {
        return c.facts.state === 'SP'
          ? yes(
              'Em São Paulo, a transação de créditos estaduais é regida pela Lei estadual 17.843/2023 (Procuradoria Geral do Estado).',
            )
          : yes('Confira a lei do ente tributante e os editais abertos.');
      }
      return no(
        c.facts.taxingEntity === 'federal'
          ? 'O crédito é federal: a via é a transação da Lei 13.988/2020 (PGFN ou Receita Federal).'
          : 'O relato não diz qual ente cobra o tributo; informe se é estadual ou municipal para ver a transação local.',
      );
    },
  },
  {
    key: 'mandado_seguranca',
    name: () => 'Mandado de segurança (Lei 12.016/2009)',
    nature: 'adjudicativa',
    types: ['tributario'],
    description:
      'Ação contra ato ilegal de autoridade, com prova documental pré-constituída e pedido de liminar para suspender a exigência.',
    legalBasis:
      'CF art. 5º, LXIX; Lei 12.016/2009, art. 1º (direito líquido e certo), art. 7º, III (liminar) e art. 23 (120 dias)',
    cost: () => ({
      min: 500,
      max: 15_000,
      basis: `Custas iniciais; sem honorários de sucumbência (Lei 12.016/2009, art. 25); ${FEE_REFERENCE}`,
    }),
    time: () => ({
      minMonths: 6,
      maxMonths: 24,
      basis: 'Rito sumário com preferência de julgamento (Lei 12.016/2009, art. 20); a liminar sai em dias',
    }),
    pros: ['Liminar pode suspender a exigência (art. 7º, III)', 'Sem honorários de sucumbência (art. 25)'],
    cons: [
      'Só com prova documental pré-constituída: não admite perícia',
      'Prazo de 120 dias da ciência do ato (art. 23)',
    ],
    riskLevel: 'médio',
    available: (c) => {
      const w = c.facts.writWindow;
      if (w?.passed) {
        return no(
          `Prazo decadencial do mandado de segurança encerrado: ${w.text} (Lei 12.016/2009, art. 23); resta a ação anulatória pelo procedimento comum.`,
        );
      }
      return w
        ? yes(`Impetre até ${w.text.replace(/^.*que terminam em /, '')} (Lei 12.016/2009, art. 23).`)
        : yes(
            'Prazo de 120 dias contados da ciência do ato (Lei 12.016/2009, art. 23): informe a data em que foi notificado.',
          );
    },
  },
  {
    key: 'tutela_urgencia',
    name: (c) =>
      c.facts.healthPlan
        ? 'Ação com pedido de tutela de urgência contra o plano de saúde'
        : 'Ação com pedido de tutela de urgência',
    nature: 'adjudicativa',
    types: ['civil', 'consumidor', 'familia', 'empresarial'],
    description:
      'Pedido liminar ao juiz para impor a providência já (cobertura, fornecimento, suspensão), antes da sentença, quando há probabilidade do direito e perigo de dano.',
    legalBasis: 'CPC art. 300 (tutela de urgência) e art. 303 (tutela antecedente)',
    cost: (c) => litigationCost(c),
    time: () => ({
      minMonths: 0.1,
      maxMonths: 1,
      basis:
        'Decisão liminar, em regra em poucos dias (CPC art. 300, §2º: pode ser concedida liminarmente); o processo segue depois',
    }),
    pros: [
      'Decisão em dias, com multa por descumprimento (CPC art. 297 e art. 537)',
      'Resolve o risco antes da sentença',
    ],
    cons: [
      'Exige prova da urgência (relatório médico, negativa por escrito)',
      'Pode ser revogada; quem a obteve responde pelo prejuízo se perder (CPC art. 302)',
    ],
    riskLevel: 'médio',
    available: (c) => {
      if (!c.facts.urgent)
        return no(
          'O relato não descreve urgência (perigo de dano ou risco ao resultado útil do processo, CPC art. 300).',
        );
      return c.facts.healthPlan
        ? yes(
            'Em emergência ou urgência a cobertura é obrigatória (Lei 9.656/1998, art. 35-C); junte o relatório médico que declara a urgência e a negativa da operadora.',
          )
        : yes();
    },
  },
  {
    key: 'ans_nip',
    name: () => 'Reclamação à ANS (Notificação de Intermediação Preliminar)',
    nature: 'consensual',
    types: ['consumidor'],
    description:
      'Reclamação no canal da ANS: a operadora é notificada para resolver a demanda assistencial em poucos dias úteis, sob pena de processo sancionador.',
    legalBasis:
      'Lei 9.961/2000 (competência fiscalizadora da ANS); Lei 9.656/1998, art. 35-C (cobertura de urgência e emergência)',
    agreementBase: 40,
    cost: () => ({ min: 0, max: 0, basis: 'Serviço público gratuito, sem advogado' }),
    time: () => ({
      minMonths: 0.1,
      maxMonths: 0.5,
      basis: 'Prazo curto de resposta da operadora na intermediação da ANS (dias úteis)',
    }),
    pros: [
      'Gratuita e rápida',
      'Pressão regulatória sobre a operadora',
      'Pode correr junto com a ação judicial',
    ],
    cons: ['Não condena a indenizar', 'Não substitui a liminar se a cirurgia não pode esperar'],
    riskLevel: 'baixo',
    available: (c) =>
      c.facts.healthPlan
        ? yes()
        : offTopic('Só para conflitos com operadora de plano de saúde (Lei 9.656/1998).'),
  },
  {
    key: 'execucao',
    fit: (c) =>
      c.facts.executiveTitle
        ? {
            points: 12,
            why: `há título executivo (${c.facts.executiveTitle.basis}): dispensa a fase de conhecimento`,
          }
        : null,
    name: () => 'Execução de título extrajudicial (CPC art. 784)',
    nature: 'adjudicativa',
    types: ['civil', 'empresarial'],
    description:
      'Cobrança direta do título: o devedor é citado para pagar em 3 dias, sob pena de penhora, sem fase de conhecimento.',
    legalBasis:
      'CPC art. 784 (títulos executivos extrajudiciais), art. 827 (honorários de 10%) e art. 829 (pagamento em 3 dias)',
    cost: (c) => {
      const base = c.claim ?? 30_000;
      return {
        min: Math.round(base * 0.01),
        max: Math.round(base * 0.12),
        basis: `Custas iniciais de cerca de 1% (ex.: TJ-SP, Lei estadual 11.608/2003, art. 4º, I); honorários de 10% fixados de plano e pagos pelo executado (CPC art. 827)${c.claim ? '' : '; sem valor informado, calculado sobre R$ 30.000,00 de referência'}`,
      };
    },
    time: () => ({
      minMonths: 4,
      maxMonths: 24,
      basis: 'Citação para pagar em 3 dias (CPC art. 829); a duração depende de encontrar bens penhoráveis',
    }),
    pros: [
      'Sem fase de conhecimento: começa pela ordem de pagar',
      'Honorários de 10% reduzidos à metade se o devedor pagar em 3 dias (CPC art. 827, §1º)',
    ],
    cons: ['Depende de o devedor ter bens penhoráveis', 'O devedor pode opor embargos (CPC art. 914)'],
    riskLevel: 'médio',
    available: (c) =>
      c.facts.executionDefence
        ? offTopic(
            'Quem conta é o executado: a defesa é por embargos à execução (CPC art. 914), não uma execução.',
          )
        : c.facts.executiveTitle
          ? yes(`Título executivo: ${c.facts.executiveTitle.what} (${c.facts.executiveTitle.basis}).`)
          : no(
              'O relato não descreve título executivo extrajudicial (CPC art. 784): a cobrança segue o procedimento comum ou a ação monitória (CPC art. 700), se houver prova escrita.',
            ),
  },
  {
    key: 'litigio',
    name: (c) => LITIGATION_NAME[c.conflictType],
    nature: 'adjudicativa',
    types: [
      'civil',
      'trabalhista',
      'tributario',
      'familia',
      'empresarial',
      'penal',
      'consumidor',
      'ambiental',
    ],
    description: 'Processo judicial até a sentença e, se preciso, os recursos.',
    legalBasis: 'CF art. 5º, XXXV (acesso à Justiça); CPC art. 85 (sucumbência)',
    cost: (c) => litigationCost(c),
    time: (c) => {
      const [minMonths, maxMonths] = ordinaryTime[c.conflictType];
      return {
        minMonths,
        maxMonths,
        basis:
          'Fase de conhecimento e recurso; referência: relatórios Justiça em Números do CNJ (varia por tribunal e vara)',
      };
    },
    pros: [
      'Decisão obrigatória e executável',
      'Pode firmar precedente',
      'Conciliação ainda possível a qualquer tempo (CPC art. 139, V)',
    ],
    cons: ['Mais lento', 'Risco de sucumbência', 'Custas e eventual perícia'],
    riskLevel: 'alto',
    available: () => yes(),
  },
];

/** Court costs and the loss-of-suit fees the law fixes; own lawyer's fees are a reference range. */
function litigationCost(c: CaseContext): StrategyMoneyRange {
  if (c.conflictType === 'trabalhista') return labourClaimCost(c);
  if (c.conflictType === 'penal' || c.conflictType === 'ambiental') {
    return { min: 5_000, max: 50_000, basis: `Sem sucumbência na defesa penal; ${FEE_REFERENCE}` };
  }
  const base = c.claim ?? 30_000;
  return {
    min: Math.round(base * 0.01),
    max: Math.round(base * 0.22),
    basis: `Custas iniciais de cerca de 1% do valor da causa (ex.: TJ-SP, Lei estadual 11.608/2003, art. 4º, I) e, se vencido, honorários de 10% a 20% (CPC art. 85, §2º)${c.claim ? '' : '; sem valor informado, calculado sobre R$ 30.000,00 de referência'}`,
  };
}
