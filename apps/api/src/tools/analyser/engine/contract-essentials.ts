// The essentials a Brazilian contract is expected to carry, as a table (ESSENTIALS). A missing
// essential is a finding without a clause; a badly written one (price adjustment without index or
// under a year, parties without CPF/CNPJ) is a finding quoting the clause. The kind of contract, read
// in its title, changes what is essential: a confidentiality agreement (NDA) is gratuitous and ends
// with its term, so no price nor termination clause is asked of it, and its object (CC art. 104, II)
// is the definition of the information it protects.
import type { ContractRelation } from '@lexato/schemas';
import type { Parties } from './clause-rules.ts';
import { isCondominiumConvention } from './document-kind.ts';
import { about, type FindingSpec, type LocatedFinding, missing } from './finding.ts';
import { type Excerpt, find, type Sentences } from './text.ts';

const PARTIES =
  /\b(?:contratante|contratad[oa]|locador[a]?|locat[áa]ri[oa]|vendedor[a]?|comprador[a]?|promitente|outorgante|outorgad[oa]|cedente|cession[áa]ri[oa]|mutuante|mutu[áa]ri[oa]|prestador[a]?|tomador[a]?|revelador[a]?|receptor[a]?|franqueador[a]?|franquead[oa]|licenciante|licenciad[oa]|comodante|comodat[áa]ri[oa]|consumidor|fornecedor|aderente|alun[oa]|cliente|empregador[a]?|empregad[oa]|assinante|fiador[a]?|operadora|benefici[áa]ri[oa]|segurador[a]|segurad[oa]|estipulante|paciente|concedente|estagi[áa]ri[oa])\b/i;
/**
 * A party qualified under a label of the contract's own ("DIVULGADORA: NUVEM SUL LTDA., CNPJ …",
 * "CONSULTOR: GUSTAVO …, CPF …"): whatever the role is called, a name with a tax id is a party.
 */
const PARTY_LINE = /^[ \t]*[A-ZÀ-Ý][A-ZÀ-Ý ]{2,30}:[ \t]*[A-ZÀ-Ý][^\n]{0,240}?(?:\bCPF\b|\bCNPJ\b)/m;
const TAX_ID = /\bCPF\b|\bCNPJ\b|\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/i;
/**
 * A clause of object by its name, or the operative words that state it ("dá em locação o apartamento
 * …", "será colocado à disposição da tomadora para exercer a função de …", "o aplicativo oferece …").
 */
const OBJECT =
  /\bobjeto\b|tem (?:por|como) finalidade|\bprometem? (?:vender|comprar|ceder)\b|\bvendem? (?:a|ao|à)\b|admitid[oa][^.;\n]{0,30}\bpara (?:[ao] )?(?:fun[çc][ãa]o|cargo)|\bexercer(?:[áa])? (?:a )?(?:fun[çc][ãa]o|o cargo)\b|\bconcede(?:m|r[áa])?\b[^.;\n]{0,40}\b(?:cr[ée]dito|empr[ée]stimo|financiamento)\b|^\s*IM[ÓO]VEL(?: LOCADO| OBJETO DA LOCA[ÇC][ÃA]O)?\s*:|\b(?:prestar[áa]|fornecer[áa]|obriga(?:-se)? a (?:prestar|fornecer))[^.;\n]{0,80}\b(?:servi[çc]os?|acesso|produtos?|fornecimento)\b|\bd[áa]o? em (?:loca[çc][ãa]o|comodato)\b|\bcede(?:m)? em (?:loca[çc][ãa]o|comodato)\b|\bcolocad[oa] à disposi[çc][ãa]o\b[^.;\n]{0,120}\bpara exercer\b|\b(?:o aplicativo|a plataforma|o site|o servi[çc]o)\b[^.;\n]{0,20}\b(?:oferece|disponibiliza|permite|consiste)\b|^\s*contrato de presta[çc][ãa]o de servi[çc]os (?:educacionais|m[ée]dicos|odontol[óo]gicos|hospitalares|de [a-zà-ú]+)/im;
const PRICE =
  /R\$\s?\d|\bpre[çc]o\b|\bvalor (?:total|mensal|do contrato|global)|remunera[çc][ãa]o|honor[áa]rios|\baluguel\b|mensalidade|sal[áa]rio|\bretribui[çc][ãa]o\b|\bcomiss(?:[ãa]o|[õo]es) de \d/i;
const ADJUSTMENT = /reajust|corre[çc][ãa]o monet[áa]ria|atualiza[çc][ãa]o monet[áa]ria/i;
// Besides the price indices: the percentage the ANS (the regulator of health plans) authorises for
// individual plans, and a currency or the minimum wage, which is a named criterion even
// if the law forbids it (Lei 8.245/1991, art. 17, and the playbooks say so).
const INDEX =
  /\bIPCA(?:-E)?\b|\bIGP-?M\b|\bINPC\b|\bIGP-?DI\b|\bINCC\b|\bIPC(?:-FIPE)?\b|\bSELIC\b|percentua\w* (?:m[áa]ximo )?(?:autorizado|divulgado|fixado|aprovado) pela ANS|\bd[óo]lar\b|\bPTAX\b|varia[çc][ãa]o cambial|moeda estrangeira|sal[áa]rio m[íi]nimo/i;
const SHORT_PERIOD =
  /\b(?:mensal(?:mente)?|bimestral(?:mente)?|trimestral(?:mente)?|semestral(?:mente)?)\b|a cada (?:\d{1,2}|um|dois|tr[êe]s|quatro|seis) \(?\w*\)?\s?mes/i;
const YEARLY = /\banual(?:mente)?\b|\b12 \(doze\) meses|\bdoze meses|\bum ano\b|a cada ano/i;
// No \b after an accented letter: in JavaScript it is not a word character ('vigorará').
const TERM = /\bprazo\b|vig[êe]ncia|\bvigor(?:a|am|ar[áa]|ar[ãa]o)(?![a-zà-ú])|\bdura[çc][ãa]o\b/i;
// A consumer contract ends by "cancelamento", "desistência" or "trancamento" (of the enrolment,
// the plan, the service) as often as by "rescisão".
const TERMINATION =
  /rescis|rescind|resili[çc]|resilir|resolu[çc][ãa]o do contrato|\bden[úu]ncia\b|extin[çc][ãa]o do contrato|encerramento do contrato|\bcancelamento\b|\bcancelar\b|\bdesist[êe]ncia\b|\btrancamento\b|\bencerrar (?:o|a) (?:contrato|est[áa]gio|termo|presta[çc][ãa]o)\b/i;
const PENALTY = /\bmulta\b|cl[áa]usula penal|\bpenalidade/i;
const FORUM = /\bforo\b|arbitrag|arbitral|c[âa]mara de (?:media[çc][ãa]o|concilia[çc][ãa]o)/i;
const CONFIDENTIALITY = /confidencia|\bsigilo|n[ãa]o divulga/i;
const DATA_PROTECTION = /\bLGPD\b|13\.709|prote[çc][ãa]o de dados|dados pessoais/i;
/**
 * Personal data the contract handles: "dados pessoais", "dados cadastrais", "dados dos clientes", a
 * customer base. "Dados" alone ("dados de campanha", "dados técnicos") need not be anyone's.
 */
const HANDLES_DATA =
  /dados (?:pessoais|cadastrais|sens[íi]veis|dos (?:clientes|usu[áa]rios|empregados|consumidores|pacientes|alunos|titulares|assinantes))|cadastr\w* d[eo]s? (?:clientes|usu[áa]rios|consumidores)|informa[çc][õo]es pessoais|base de clientes/i;
/**
 * How a contract limits or excludes liability, one wording a row: a cap ("limitada ao valor do
 * contrato", "não excederá R$ …"), an exclusion ("exclusão de responsabilidade", "não responderá por
 * lucros cessantes"). Lucros cessantes and danos indiretos count only where the clause excludes them:
 * "responderá por perdas e danos, inclusive lucros cessantes" widens liability, it caps nothing.
 */
const LIABILITY_CAP_WORDINGS: readonly RegExp[] = [
  /(?:limita[çc][ãa]o|limite|teto)\s+(?:m[áa]ximo\s+)?d[ae]\s+(?:sua\s+|toda\s+a\s+)?responsabilidade/i,
  /responsabilidade[^.;\n]{0,80}(?:(?<!i)limitad[ao]|restrit[ao]|adstrit[ao]|n[ãa]o (?:poder[áa] )?(?:exceder|ultrapassar|superar))/i,
  /(?:indeniza[çc](?:[ãa]o|[õo]es)|perdas e danos)[^.;\n]{0,80}(?:(?<!i)limitad[ao]s?|n[ãa]o (?:poder[ãa]o? )?(?:exceder|ultrapassar|superar)|at[ée] o (?:limite|montante|valor) (?:m[áa]ximo )?d)/i,
  /limitad[ao]s? ao (?:valor|montante|total)/i,
  /exclus[ãa]o (?:total |parcial )?d[ae] (?:sua )?responsabilidade/i,
  /n[ãa]o se responsabiliza|n[ãa]o ser[áa] respons[áa]vel|isent[ao]s? de (?:toda (?:e qualquer )?|qualquer )?responsabilidade|exime-se|exonera(?:-se|da| a)/i,
  /(?:n[ãa]o (?:se )?responder[ãa]?o?|(?:n[ãa]o|em nenhum(?:a)? (?:caso|hip[óo]tese)|jamais) (?:ser[ãa]o?|ser[áa]) (?:devid|indeniz|respons)\w*|exclu[íi]d[oa]s?|excluem-se|exceto|salvo)[^.;\n]{0,80}(?:lucros cessantes|danos indiretos|danos emergentes|perda de (?:receita|lucro|chance)|danos consequenciais)/i,
  /(?:lucros cessantes|danos indiretos)[^.;\n]{0,60}(?:exclu[íi]d|n[ãa]o (?:ser[ãa]o?|ser[áa]) (?:devid|indeniz))/i,
];
/** A sentence that says there is no cap ("sem qualquer limitação de responsabilidade", "responsabilidade ilimitada"). */
const NO_CAP =
  /(?:sem|n[ãa]o (?:haver[áa]|h[áa]|se aplica(?:r[áa])?)|inexist\w*|afastad[ao])\s+(?:qualquer\s+|nenhuma\s+)?(?:limita[çc][ãa]o|limite|teto|exclus[ãa]o)\s+d[ae]\s+responsabilidade|responsabilidade[^.;\n]{0,40}\b(?:ilimitad[ao]|sem limite)|responsabilidade integral/i;

/** Whether a sentence of the contract caps or excludes liability, a denied wording not counting. */
function capsLiability(s: Sentences): boolean {
  return LIABILITY_CAP_WORDINGS.some((re) =>
    [...s.text.matchAll(new RegExp(re.source, 'gi'))].some(
      (m) => !NO_CAP.test(s.around(m.index, m[0].length).text),
    ),
  );
}
const ASSIGNMENT = /\bcess[ãa]o\b|\bceder\b|transferir[^.;\n]{0,40}(?:terceiros|contrato|direitos)|sub-?rog/i;

/** Kinds of contract whose essentials differ from the general list, read in the title. */
type ContractKind = 'nda' | 'general';
const NDA_TITLE =
  /acordo de (?:confidencialidade|sigilo|n[ãa]o[- ]divulga[çc][ãa]o)|termo de (?:confidencialidade|sigilo)|contrato de (?:confidencialidade|sigilo)|non[- ]disclosure|\bNDA\b/i;
const NDA_OBJECT =
  /informa[çc](?:[ãa]o|[õo]es) confidencia(?:l|is),? (?:é|s[ãa]o|compreende|abrange|significa|inclui|engloba)|considera(?:-se|m-se) (?:como )?(?:informa[çc](?:[ãa]o|[õo]es) )?confidencia(?:l|is)/i;

const kindOf = (text: string): ContractKind => (NDA_TITLE.test(text.slice(0, 300)) ? 'nda' : 'general');

const NDA_OBJECT_MISSING: FindingSpec = {
  type: 'compliance',
  severity: 'alta',
  description:
    'O acordo de confidencialidade não define a informação confidencial que protege: o objeto do dever de sigilo fica indeterminado.',
  recommendation:
    'Defina o que é informação confidencial (natureza, forma de identificação, finalidade da revelação) e as exceções.',
  legalBasis: 'CC, art. 104, II (objeto determinado ou determinável)',
};

const OBJECT_MISSING: FindingSpec = {
  type: 'compliance',
  severity: 'alta',
  description: 'Não há cláusula de objeto: o que se contrata não está determinado no texto.',
  recommendation: 'Descreva o objeto de forma determinada (bens, serviços, entregas, local).',
  legalBasis: 'CC, art. 104, II (objeto determinado ou determinável)',
};
const PRICE_MISSING: FindingSpec = {
  type: 'risk',
  severity: 'alta',
  description: 'O contrato não fixa preço, valor ou remuneração.',
  recommendation: 'Defina o valor, a forma e as datas de pagamento.',
  legalBasis: 'CC, art. 104, II (objeto determinado ou determinável)',
};

interface Essential {
  /** Words that show the clause is there (or a reading of the sentences, when words alone mislead). */
  present: RegExp | ((s: Sentences) => boolean);
  /** Parties for whom the clause is expected (all when absent). */
  appliesTo?: (p: Parties) => boolean;
  /** Kinds of contract that do not need it. */
  notFor?: readonly ContractKind[];
  /**
   * Relations whose statute already settles the point, so that a clause is no essential: an
   * employment contract runs for an indefinite term unless the law allows one (CLT art. 443), ends
   * under CLT arts. 477-487, is heard where the work is done whatever the parties write (CLT art.
   * 651), binds the employee in person (CLT art. 2º-3º) and is no place for penalties or caps on
   * the employer's liability; a lease ends under Lei 8.245/1991 arts. 4º and 9º and is assigned
   * only with the landlord's written consent (art. 13).
   */
  notForRelations?: readonly ContractRelation[];
  /** The finding when it is missing. */
  spec: FindingSpec;
}

/** The clauses a contract is expected to carry, each with what its absence costs. */
const ESSENTIALS: readonly Essential[] = [
  {
    present: TERM,
    // A consumer's service without a term is ended by the consumer at will: no defect to report.
    notForRelations: ['trabalho', 'consumo'],
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Não há prazo de vigência: o contrato vigora por prazo indeterminado e pode ser encerrado por denúncia a qualquer tempo.',
      recommendation: 'Fixe o prazo de vigência e as condições de prorrogação.',
      legalBasis: 'CC, art. 473 (resilição unilateral mediante denúncia notificada)',
    },
  },
  {
    present: TERMINATION,
    notForRelations: ['trabalho', 'locacao'],
    // An NDA ends with the term of its secrecy duty.
    notFor: ['nda'],
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Não há cláusula de rescisão: hipóteses, aviso prévio e efeitos do encerramento ficam em aberto.',
      recommendation:
        'Regule rescisão por inadimplemento (cláusula resolutiva expressa), resilição e aviso prévio.',
      legalBasis: 'CC, arts. 472 a 475',
    },
  },
  {
    present: PENALTY,
    notForRelations: ['trabalho'],
    spec: {
      type: 'opportunity',
      severity: 'baixa',
      description: 'Não há cláusula penal nem multa por inadimplemento.',
      recommendation:
        'Preveja multa proporcional (moratória e/ou compensatória), limitada ao valor da obrigação.',
      legalBasis: 'CC, arts. 408, 409 e 412',
    },
  },
  {
    present: FORUM,
    // A consumer sues at home (CDC art. 101, I) and cannot be bound to arbitration (CDC art. 51, VII).
    notForRelations: ['trabalho', 'consumo'],
    spec: {
      type: 'opportunity',
      severity: 'baixa',
      description: 'Não há eleição de foro nem cláusula de arbitragem.',
      recommendation:
        'Eleja o foro (pertinente ao domicílio de uma parte ou ao local da obrigação) ou a arbitragem.',
      legalBasis: 'CPC, art. 63; Lei 9.307/1996',
    },
  },
  {
    present: CONFIDENTIALITY,
    notForRelations: ['locacao'],
    // A consumer keeps no secret of the supplier's, and the supplier's duty over the consumer's data
    // is the LGPD's (checked below): a secrecy clause is advice for a contract between businesses.
    appliesTo: (p) => !p.consumer,
    spec: {
      type: 'opportunity',
      severity: 'baixa',
      description: 'Não há cláusula de confidencialidade.',
      recommendation: 'Proteja as informações trocadas com dever de sigilo, prazo e exceções.',
      legalBasis: 'CC, art. 422 (boa-fé)',
    },
  },
  {
    present: capsLiability,
    notForRelations: ['trabalho', 'locacao'],
    // A cap is null against a consumer (CDC arts. 25 and 51, I): never suggest one there.
    appliesTo: (p) => !p.consumer,
    spec: {
      type: 'opportunity',
      severity: 'baixa',
      description: 'Não há limitação de responsabilidade: as perdas e danos seguem a regra geral, sem teto.',
      recommendation:
        'Entre empresas, considere limitar a indenização (teto, exclusão de danos indiretos), ressalvados dolo e culpa grave (CC art. 421-A, II).',
      legalBasis: 'CC, arts. 402, 403 e 421-A, II',
    },
  },
  {
    present: ASSIGNMENT,
    notForRelations: ['trabalho', 'locacao'],
    spec: {
      type: 'opportunity',
      severity: 'baixa',
      description: 'O contrato não trata de cessão de direitos e obrigações.',
      recommendation: 'Diga se a cessão depende de anuência prévia e por escrito da outra parte.',
      legalBasis: 'CC, arts. 286 e 299',
    },
  },
];

export function contractEssentials(s: Sentences, parties: Parties): LocatedFinding[] {
  const text = s.text;
  const out: LocatedFinding[] = [];
  // A convention's content is the one of CC art. 1.334, checked by its playbook rows.
  if (isCondominiumConvention(text)) return out;

  const named = find(text, PARTIES) ?? find(text, PARTY_LINE);
  if (!named) {
    out.push(
      missing({
        type: 'compliance',
        severity: 'alta',
        description: 'O documento não identifica as partes (contratante, contratada, locador, locatário…).',
        recommendation: 'Qualifique cada parte: nome ou razão social, CPF ou CNPJ, endereço e representante.',
        legalBasis: 'CC, art. 104, I (agente capaz)',
      }),
    );
  } else if (!TAX_ID.test(text)) {
    out.push(
      about(s.around(named.index, named[0].length), {
        type: 'compliance',
        severity: 'média',
        description: 'As partes são nomeadas, mas sem CPF ou CNPJ: a identificação fica incompleta.',
        recommendation: 'Inclua CPF/CNPJ, endereço e, para pessoa jurídica, quem a representa.',
        legalBasis: 'CC, art. 104, I (agente capaz)',
      }),
    );
  }

  const kind = kindOf(text);
  if (kind === 'nda') {
    if (!NDA_OBJECT.test(text)) out.push(missing(NDA_OBJECT_MISSING));
  } else {
    if (!OBJECT.test(text)) out.push(missing(OBJECT_MISSING));
    const price = find(text, PRICE);
    if (!price) out.push(missing(PRICE_MISSING));
    // Wages are adjusted by law and collective agreements, not by a price index (Lei 10.192/2001
    // governs contract prices).
    else if (parties.relation.value !== 'trabalho') out.push(...adjustmentFindings(s));
  }

  for (const rule of ESSENTIALS) {
    if (rule.appliesTo && !rule.appliesTo(parties)) continue;
    if (rule.notFor?.includes(kind)) continue;
    if (rule.notForRelations?.includes(parties.relation.value)) continue;
    const present = rule.present instanceof RegExp ? rule.present.test(text) : rule.present(s);
    if (!present) out.push(missing(rule.spec));
  }
  if (!DATA_PROTECTION.test(text)) {
    const data = firstInBody(s, HANDLES_DATA);
    out.push(
      data
        ? about(data, {
            type: 'compliance',
            severity: 'média',
            description:
              'O contrato envolve dados, mas não trata de proteção de dados pessoais (papéis, finalidade, segurança, incidentes).',
            recommendation:
              'Inclua cláusula LGPD: controlador e operador, finalidade, base legal, segurança, incidentes e devolução dos dados.',
            legalBasis: 'Lei 13.709/2018 (LGPD), arts. 7º, 39 e 46',
          })
        : missing({
            type: 'opportunity',
            severity: 'baixa',
            description: 'Não há cláusula de proteção de dados pessoais (LGPD).',
            recommendation:
              'Se houver tratamento de dados pessoais, defina os papéis e as obrigações de cada parte.',
            legalBasis: 'Lei 13.709/2018 (LGPD), arts. 7º e 39',
          }),
    );
  }
  return out;
}

/** The first sentence matching `re` that is not a heading (an all-capitals line). */
function firstInBody(s: Sentences, re: RegExp): Excerpt | undefined {
  const global = new RegExp(re.source, 'gi');
  for (const m of s.text.matchAll(global)) {
    const sentence = s.around(m.index, m[0].length);
    if (sentence.text !== sentence.text.toUpperCase()) return sentence;
  }
  return undefined;
}

/** Price adjustment: an index must be named, and the period cannot be under a year. */
function adjustmentFindings(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const adjustment = find(text, ADJUSTMENT);
  if (!adjustment) {
    return [
      missing({
        type: 'opportunity',
        severity: 'baixa',
        description:
          'O preço não tem índice de reajuste: em contratos de um ano ou mais, o valor perde poder de compra.',
        recommendation: 'Preveja reajuste anual por índice de preços (por exemplo IPCA ou IGP-M).',
        legalBasis: 'Lei 10.192/2001, art. 2º',
      }),
    ];
  }
  const clause = s.around(adjustment.index, adjustment[0].length);
  const out: LocatedFinding[] = [];
  if (!INDEX.test(s.window(adjustment.index, 200))) {
    out.push(
      about(clause, {
        type: 'risk',
        severity: 'média',
        description:
          'Há reajuste, mas sem índice definido: o critério fica a cargo de uma das partes ou de disputa.',
        recommendation: 'Nomeie o índice (IPCA, IGP-M, INPC…) e um substituto caso ele deixe de existir.',
        legalBasis: 'Lei 10.192/2001, art. 2º',
      }),
    );
  }
  if (SHORT_PERIOD.test(clause.text) && !YEARLY.test(clause.text)) {
    out.push(
      about(clause, {
        type: 'risk',
        severity: 'média',
        description: 'O reajuste tem periodicidade inferior a um ano, o que a lei declara nulo.',
        recommendation: 'Ajuste a periodicidade para anual (mínimo de doze meses).',
        legalBasis: 'Lei 10.192/2001, art. 2º, § 1º',
      }),
    );
  }
  return out;
}
