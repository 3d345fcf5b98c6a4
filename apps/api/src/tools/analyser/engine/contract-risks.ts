// Risky clauses: penalties above the principal or excessive (CC arts. 412-413), consumer abuses
// (CDC arts. 51-53), interest above the legal ceiling where the Lei de Usura applies, automatic
// renewal without notice, and the rules of clause-rules.ts, forum.ts and contradictions.ts.

import {
  clauseRuleFindings,
  type Parties,
  partiesOf,
  sentencesMatching,
  usuryApplies,
} from './clause-rules.ts';
import { contradictionFindings } from './contradictions.ts';
import { isCondominiumConvention } from './document-kind.ts';
import { about, type FindingSpec, type LocatedFinding } from './finding.ts';
import { forumFindings } from './forum.ts';
import { playbookFindings, SOLE_DISCRETION_PRICE } from './playbooks.ts';
import { isHealthPlan } from './relation.ts';
import { parseBrl, parseDecimal, type Sentences } from './text.ts';

const PENALTY_SENTENCE = /\bmulta\b|cl[áa]usula penal/gi;
/** A percentage that is not a rate per month or year ('2%' yes, '1% ao mês' no). */
const PERCENT =
  /(\d{1,4}(?:[.,]\d{1,4})?)\s?%(?!\s*(?:\([^)]{0,60}\)\s*)?(?:ao|por|a\.)\s*(?:m[êe]s|ano|m\.|a\.))/g;
const TIMES_VALUE = /(\d{1,2}|duas|tr[êe]s|quatro|cinco|dez)\s*(?:\([^)]{1,20}\)\s*)?vezes o valor/i;
/** A late-payment fee (CDC art. 52 § 1º), not the compensatory penalty for ending the contract. */
const LATE =
  /atraso|\bmora\b|morat[óo]ri|impontualidade|vencid[oa]s?\b|ap[óo]s o vencimento|fora do prazo|n[ãa]o pagamento|falta de pagamento/i;
const BRL = /R\$\s?\d{1,3}(?:\.\d{3})*(?:,\d{2})?|R\$\s?\d+(?:,\d{2})?/g;
const PRINCIPAL = /valor (?:total|global|do contrato)|pre[çc]o (?:total|global)/gi;
const INTEREST = /\bjuros\b/gi;
const RATE = /(\d{1,3}(?:[.,]\d{1,4})?)\s?%\s*(?:\([^)]{0,60}\)\s*)?(?:ao|por|a\.)\s*(m[êe]s|ano|m\.|a\.)/gi;
const AUTO_RENEWAL =
  /(?:renova|prorroga)[a-zçãõáéí]*[^.;\n]{0,60}autom[áa]tic|autom[áa]tic[a-z]*[^.;\n]{0,40}(?:renova|prorroga)|renova[çc][ãa]o autom[áa]tica|prorroga[çc][ãa]o autom[áa]tica/gi;
const NOTICE = /aviso|notifica|comunica[çc]|manifesta[çc]|den[úu]ncia|anteced[êe]ncia|oposi[çc][ãa]o/i;
/** Words that deny notice: "independentemente de qualquer aviso" means there is none. */
const NO_NOTICE =
  /independentemente\s+de\s+(?:qualquer\s+|pr[ée]vi[oa]\s+)?(?:aviso|notifica\w*|comunica\w*|manifesta\w*)(?:\s+(?:ou|e)\s+(?:aviso|notifica\w*|comunica\w*|manifesta\w*))?|sem\s+(?:necessidade\s+de\s+)?(?:qualquer\s+|pr[ée]vi[oa]\s+)?(?:aviso|notifica\w*|comunica\w*)|dispensad[ao]s?\s+(?:de\s+)?(?:qualquer\s+|o\s+|a\s+)?(?:aviso|notifica\w*)/gi;
/** A compensatory penalty over the whole or the remaining value, whatever part was performed (CC art. 413). */
const ON_CONTRACT_VALUE =
  /valor (?:restante|remanescente|total|global|integral|do contrato|residual)|parcelas? (?:restantes|vincendas|remanescentes)/i;
const PROPORTIONAL = /proporcional|pro rata|propor[çc][ãa]o/i;

/** CDC art. 26, II: ninety days to claim for a defect of a durable product or service. */
export const LEGAL_WARRANTY_DURABLE_DAYS = 90;
const WARRANTY_ENDS_LIABILITY =
  /cessa(?:r[áa])? (?:qualquer|toda) (?:e qualquer )?responsabilidade|ap[óo]s o que[^.;\n]{0,40}n[ãa]o (?:responder[áa]|se responsabiliza)/i;
/** "Garantia" as a security for a payment (em garantia, caução, fiança), not a product's warranty. */
const SECURITY_SENSE =
  /\bem garantia\b|\bdad[oa]s? em garantia|garantia d[oae]s? (?:pagamento|cumprimento|d[ée]bito|d[íi]vida|obriga[çc]|contrato|loca[çc]|parcelas?|cr[ée]dito)|garantia (?:real|fidejuss[óo]ria|locat[íi]cia)|\bcau[çc][ãa]o\b|\bfian[çc]a\b|\bfiador|\baval\b|aliena[çc][ãa]o fiduci[áa]ria/i;
/** The warranty's length in days: "30 (trinta) dias", "3 (três) meses", "1 (um) ano". */
function warrantyDays(clause: string): number {
  const m = /(\d{1,3})\s*(?:\([^)]{1,30}\)\s*)?(dias?|meses|m[êe]s|anos?)\b/i.exec(clause);
  if (!m) return 0;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  return unit.startsWith('dia') ? n : unit.startsWith('ano') ? n * 365 : n * 30;
}

interface CdcRule {
  re: RegExp;
  /** Extra condition on the clause, when the words alone are not enough. */
  test?: (clause: string) => boolean;
  spec: FindingSpec;
}

/** The supplier's side of a consumer contract, as the clause names it. */
const SUPPLIER =
  /\b(?:contratada|fornecedor[a]?|prestador[a]?|operadora|academia|escola|col[ée]gio|institui[çc][ãa]o|banco|empresa|loja|cl[íi]nica)\b/i;
const AT_WILL =
  /unilateralmente|a qualquer (?:tempo|momento)|sem aviso|imotivadamente|sem (?:justo )?motivo|a seu (?:exclusivo )?crit[ée]rio/i;

const PRICE_AT_WILL =
  /(?:alterar|modificar|reajustar)\s+(?:unilateralmente|a\s+seu\s+crit[ée]rio|livremente)[^.;\n]{0,40}(?:pre[çc]o|valor|mensalidade|tarifa)|(?:alterar|modificar|reajustar)\s+(?:o|a|os|as)\s+(?:pre[çc]o|valor|mensalidade|tarifa)[^.;\n]{0,40}(?:a\s+qualquer\s+(?:tempo|momento)|a\s+seu\s+crit[ée]rio|unilateralmente|livremente)|(?:pre[çc]o|valor|mensalidade|tarifa)[^.;\n]{0,60}(?:alterad|modificad|reajustad)[a-z]*(?:\s+pel[ao]\s+(?:[\wÀ-ÿ]+\s+){0,2}?[\wÀ-ÿ]+)?\s+(?:unilateralmente|a\s+(?:seu\s+)?crit[ée]rio|a\s+qualquer\s+(?:tempo|momento)|livremente)/i;

const CDC_RULES: CdcRule[] = [
  {
    re: /n[ãa]o se responsabiliza|n[ãa]o (?:se )?responder[áa]|n[ãa]o ser[áa] respons[áa]vel|isent[ao]s?\s+de\s+(?:toda\s+(?:e\s+qualquer\s+)?|qualquer\s+)?responsabilidade|exime-se|exonera(?:-se|da| a)/i,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Cláusula que impossibilita, exonera ou atenua a responsabilidade do fornecedor: vedada e nula em contrato de consumo.',
      recommendation:
        'Remova a exoneração: o fornecedor responde pela reparação integral (CDC art. 6º, VI); só diante de consumidor pessoa jurídica, e em situação justificável, a lei admite indenização limitada.',
      legalBasis: 'CDC, arts. 25 e 51, I',
    },
  },
  {
    // "com renúncia a qualquer outro (foro)" is the forum clause's formula, judged in forum.ts.
    re: /renuncia(?:r)?\s+(?:expressamente\s+)?(?:a|ao|aos|[àa]s?)\s+(?:direito(?!\s+de\s+arrependimento)|qualquer(?!\s+outro)|indeniza|reembolso|benfeitoria)|ren[úu]ncia\s+(?:a|ao|de|[àa])\s+(?:direito(?!\s+de\s+arrependimento)|qualquer(?!\s+outro)|indeniza|reembolso|benfeitoria)/i,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: 'O consumidor renuncia a direito: cláusula nula de pleno direito.',
      recommendation: 'Exclua a renúncia.',
      legalBasis: 'CDC, art. 51, I e XVI',
    },
  },
  {
    re: /perda\s+(?:total\s+|integral\s+)?d[ae]s?\s+(?:quantias|parcelas|presta[çc][õo]es|valores)\s+(?:j[áa]\s+)?pag|perder[áa]\s+(?:em\s+favor\s+d[aoe]\s+(?:[\wÀ-ÿ]+\s+){1,3})?(?:tod[ao]s\s+)?(?:[ao]s\s+)?(?:quantias|parcelas|presta[çc][õo]es|valores)\s+(?:j[áa]\s+)?pag|n[ãa]o\s+(?:ter[áa]\s+direito\s+[àa]|haver[áa])\s+(?:qualquer\s+)?(?:devolu[çc][ãa]o|restitui[çc][ãa]o|reembolso)|sem\s+direito\s+a\s+(?:qualquer\s+)?(?:devolu[çc][ãa]o|restitui[çc][ãa]o|reembolso)/i,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: 'Perda das quantias pagas ou recusa de reembolso ao consumidor: cláusula nula.',
      recommendation: 'Preveja a restituição do que foi pago, com retenção apenas de despesas comprovadas.',
      legalBasis: 'CDC, arts. 51, II, e 53',
    },
  },
  {
    // The contract's warranty read as the whole of it: shorter than the legal one for a durable
    // product or service, or ending the supplier's liability. The legal warranty needs no term and
    // cannot be cut by contract (art. 24); a contractual one only adds to it (art. 50).
    re: /garantia[^.;\n]{0,200}/i,
    test: (clause) =>
      !/garantia legal|al[ée]m d[ao]s? (?:garantias?|prazos?) lega|complementar|sem preju[íi]zo/i.test(
        clause,
      ) &&
      !SECURITY_SENSE.test(clause) &&
      (WARRANTY_ENDS_LIABILITY.test(clause) ||
        (warrantyDays(clause) > 0 && warrantyDays(clause) < LEGAL_WARRANTY_DURABLE_DAYS)),
    spec: {
      type: 'risk',
      severity: 'alta',
      description: `Garantia contratual que substitui a legal: a garantia legal de adequação independe de termo e o contrato não pode reduzi-la nem exonerar o fornecedor — o consumidor tem ${LEGAL_WARRANTY_DURABLE_DAYS} dias para reclamar do vício de produto ou serviço durável (30 dias se não durável), contados da entrega ou, no vício oculto, de quando ele aparecer; a garantia do contrato soma-se a esse prazo.`,
      recommendation: `Diga que a garantia contratual é complementar à legal e conte-a depois dos ${LEGAL_WARRANTY_DURABLE_DAYS} dias do art. 26, II; retire o fim da responsabilidade do fornecedor.`,
      legalBasis: 'CDC, arts. 24, 26, II, e 50',
    },
  },
  {
    // Also the price a clause leaves to the supplier's sole discretion (SOLE_DISCRETION_PRICE).
    re: new RegExp(`${PRICE_AT_WILL.source}|${SOLE_DISCRETION_PRICE.source}`, 'i'),
    spec: {
      type: 'risk',
      severity: 'alta',
      description: 'O fornecedor pode variar o preço unilateralmente: cláusula nula em contrato de consumo.',
      recommendation: 'Substitua por reajuste anual por índice objetivo, conhecido na contratação.',
      legalBasis: 'CDC, art. 51, X',
    },
  },
  {
    // The supplier's power to end the contract at will; one for the consumer's default is no abuse.
    re: /(?:cancelar|rescindir|resilir|encerrar|extinguir)[^.;\n]{0,120}/i,
    test: (clause) => {
      const power = clause.search(/poder[áa]|reserva-se|unilateralmente/i);
      return (
        power !== -1 &&
        SUPPLIER.test(clause.slice(0, power + 1)) &&
        AT_WILL.test(clause) &&
        !/inadimpl|falta de pagamento|descumprimento/i.test(clause)
      );
    },
    spec: {
      type: 'risk',
      severity: 'média',
      description:
        'Há cancelamento unilateral: em contrato de consumo, só é válido se igual direito for conferido ao consumidor.',
      recommendation: 'Garanta ao consumidor o mesmo direito de cancelar, nas mesmas condições.',
      legalBasis: 'CDC, art. 51, XI',
    },
  },
  {
    re: /arbitrag|arbitral/i,
    spec: {
      type: 'risk',
      severity: 'alta',
      description:
        'Arbitragem imposta ao consumidor: cláusula de utilização compulsória de arbitragem é nula.',
      recommendation:
        'Retire a arbitragem compulsória; ela só vale se o consumidor a escolher depois do conflito.',
      legalBasis: 'CDC, art. 51, VII',
    },
  },
  {
    re: /[ôo]nus da prova/i,
    spec: {
      type: 'risk',
      severity: 'alta',
      description: 'Cláusula sobre o ônus da prova: a inversão em prejuízo do consumidor é nula.',
      recommendation: 'Exclua a cláusula; o ônus da prova segue a lei (CDC, art. 6º, VIII).',
      legalBasis: 'CDC, art. 51, VI',
    },
  },
];

export function contractRisks(s: Sentences, parties: Parties = partiesOf(s.text)): LocatedFinding[] {
  const consumer = parties.consumer;
  return [
    ...penaltyFindings(s, consumer),
    ...agreedInterestFindings(s, parties),
    ...renewalFindings(s, consumer),
    ...(consumer ? cdcFindings(s) : []),
    ...clauseRuleFindings(s, parties),
    ...playbookFindings(s, parties),
    ...forumFindings(s, parties),
    ...contradictionFindings(s),
  ];
}

function penaltyFindings(s: Sentences, consumer: boolean): LocatedFinding[] {
  const out: LocatedFinding[] = [];
  // A condominium's fines have their own caps (CC arts. 1.336, §§ 1º-2º, and 1.337), read by its playbook.
  if (isCondominiumConvention(s.text)) return out;
  const principal = principalValue(s);
  for (const clause of sentencesMatching(s, PENALTY_SENTENCE)) {
    const percents = [...clause.text.matchAll(PERCENT)].map((m) => parseDecimal(m[1] ?? '0'));
    const maxPercent = Math.max(0, ...percents);
    const times = TIMES_VALUE.exec(clause.text);
    const timesValue = times ? timesNumber(times[1] ?? '') : 0;
    const amounts = [...clause.text.matchAll(BRL)].map((m) => parseBrl(m[0]));
    const maxAmount = Math.max(0, ...amounts);
    const abovePrincipal = maxPercent > 100 || timesValue > 1 || (principal > 0 && maxAmount > principal);
    if (abovePrincipal) {
      out.push(
        about(clause, {
          type: 'risk',
          severity: 'alta',
          description:
            maxPercent > 100 || timesValue > 1
              ? 'A multa supera o valor da obrigação principal; o excedente não pode ser cobrado.'
              : `A multa (R$ ${fmt(maxAmount)}) supera o valor do contrato (R$ ${fmt(principal)}); o excedente não pode ser cobrado.`,
          recommendation: 'Limite a cláusula penal ao valor da obrigação principal e a torne proporcional.',
          legalBasis: 'CC, arts. 412 e 413',
        }),
      );
    }
    const late = LATE.test(clause.text);
    if (
      !abovePrincipal &&
      !late &&
      maxPercent >= 20 &&
      ON_CONTRACT_VALUE.test(clause.text) &&
      !PROPORTIONAL.test(clause.text)
    ) {
      out.push(
        about(clause, {
          type: 'risk',
          severity: 'média',
          description: `Multa compensatória de ${fmt(maxPercent)}% sobre o valor do contrato, sem proporção ao que já foi cumprido: o juiz deve reduzi-la equitativamente se a obrigação foi cumprida em parte ou se o montante for manifestamente excessivo.`,
          recommendation:
            'Torne a multa proporcional ao tempo ou às parcelas que faltam cumprir e calibre o percentual ao prejuízo provável.',
          legalBasis: 'CC, art. 413',
        }),
      );
    }
    if (consumer && late && percents.some((p) => p > 2 && p <= 100)) {
      out.push(
        about(clause, {
          type: 'risk',
          severity: 'alta',
          description: `Multa de mora de ${fmt(Math.max(...percents.filter((p) => p <= 100)))}% em contrato de consumo: o limite é 2% do valor da prestação.`,
          recommendation: 'Reduza a multa moratória a no máximo 2% da prestação em atraso.',
          legalBasis: 'CDC, art. 52, § 1º',
        }),
      );
    }
  }
  return out;
}

/** The contract value: the largest amount written where the total price is fixed (0 when unknown). */
function principalValue(s: Sentences): number {
  let best = 0;
  for (const clause of sentencesMatching(s, PRINCIPAL)) {
    if (/\bmulta\b|cl[áa]usula penal/i.test(clause.text)) continue;
    for (const m of clause.text.matchAll(BRL)) best = Math.max(best, parseBrl(m[0]));
  }
  return best;
}

/**
 * Interest above the Lei de Usura's ceiling, wherever the parties agreed it: in a contract, or in the
 * title an execution petition tells of. Not between companies nor for financial institutions.
 */
export const agreedInterestFindings = (
  s: Sentences,
  parties: Parties = partiesOf(s.text),
  /** What the interest was agreed in, as the finding names it. */
  agreedIn = 'o contrato',
): LocatedFinding[] => (usuryApplies(parties) ? interestFindings(s, agreedIn) : []);

function interestFindings(s: Sentences, agreedIn: string): LocatedFinding[] {
  const out: LocatedFinding[] = [];
  for (const clause of sentencesMatching(s, INTEREST)) {
    const monthly = [...clause.text.matchAll(RATE)].map((m) => {
      const rate = parseDecimal(m[1] ?? '0');
      return /^a/i.test(m[2] ?? '') ? rate / 12 : rate;
    });
    const highest = Math.max(0, ...monthly);
    if (highest <= 1) continue;
    out.push(
      about(clause, {
        type: 'risk',
        severity: 'média',
        description:
          `Juros de ${fmt(highest)}% ao mês, acima de 1% ao mês (12% ao ano). A Lei de Usura veda juros acima do dobro da taxa legal, ` +
          'hoje a Selic deduzido o IPCA (CC, art. 406, § 1º). Ela não se aplica entre pessoas jurídicas, a títulos de crédito ' +
          `nem a instituições financeiras (Lei 14.905/2024, art. 3º; Súmula 596 do STF), e ${agreedIn} não mostra nenhuma dessas exceções.`,
        recommendation:
          'Confira a taxa contra o dobro da taxa legal vigente e a natureza das partes; reduza-a se exceder.',
        legalBasis: 'Decreto 22.626/1933, art. 1º; CC, art. 406, § 1º',
      }),
    );
  }
  return out;
}

function renewalFindings(s: Sentences, consumer: boolean): LocatedFinding[] {
  const out: LocatedFinding[] = [];
  // A health plan renews automatically by law (Lei 9.656/1998, art. 13): nothing to warn about.
  if (isHealthPlan(s.text)) return out;
  for (const clause of sentencesMatching(s, AUTO_RENEWAL)) {
    // The clause and what follows it up to the next clause heading (a "Parágrafo único" may give the notice).
    const following = s.text.slice(clause.end, Math.min(s.text.length, clause.end + 300));
    const nextClause = following.search(/\bCL[ÁA]USULA\b/i);
    const nearby = s.text.slice(
      clause.start,
      nextClause === -1 ? clause.end + following.length : clause.end + nextClause,
    );
    if (NOTICE.test(nearby.replace(NO_NOTICE, ' '))) continue;
    out.push(
      about(clause, {
        type: 'risk',
        severity: 'média',
        description:
          'Renovação automática sem aviso prévio nem prazo para a parte se opor: ela pode ficar presa a um novo período sem perceber.',
        recommendation:
          'Exija aviso prévio (por exemplo, 30 dias antes do fim) e garanta o direito de não renovar.',
        legalBasis: consumer ? 'CDC, art. 51, IV; CC, art. 422' : 'CC, arts. 422 e 473',
      }),
    );
  }
  return out;
}

function cdcFindings(s: Sentences): LocatedFinding[] {
  const out: LocatedFinding[] = [];
  for (const rule of CDC_RULES) {
    // Every clause that matches, up to a few per rule (a long contract repeats its annexes).
    const clauses = sentencesMatching(s, new RegExp(rule.re.source, 'gi')).slice(0, 5);
    for (const clause of clauses)
      if (!rule.test || rule.test(clause.text)) out.push(about(clause, rule.spec));
  }
  return out;
}

function timesNumber(raw: string): number {
  const words: Record<string, number> = { duas: 2, tres: 3, três: 3, quatro: 4, cinco: 5, dez: 10 };
  return words[raw.toLowerCase()] ?? Number(raw);
}

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const fmt = (n: number) => number.format(n);
