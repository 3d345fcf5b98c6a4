// The requirements of a petição inicial: CPC art. 319, I-VII for civil filings, and CLT art. 840,
// §1º for a reclamação trabalhista (which has its own list: no conciliation option nor evidence, but
// a pedido certo, determinado e com indicação de seu valor, on pain of extinction, §3º). Each one is
// looked for by the words lawyers use to write it; a missing one is a compliance finding.
import { formatBRL } from '@lexato/schemas';
import { findAmounts, fold } from '../../../shared/case-text.ts';
import {
  filingDate,
  filingPlaybookFindings,
  isExecutionFiling,
  isJecFiling,
  isWritFiling,
  MORAL_DAMAGES,
} from './filing-playbooks.ts';
import { about, type LocatedFinding, missing } from './finding.ts';
import { type Excerpt, find, type Sentences } from './text.ts';

const COURT =
  /excelent[íi]ssim[oa]|exm[oa]\.?\s|(?:ao|à|a)\s+(?:ju[íi]zo|vara|ju[íi]z|tribunal|turma|juizado)|\bju[íi]zo d[aeo]\b|\bvara (?:c[íi]vel|do trabalho|federal|da fam[íi]lia|empresarial|[úu]nica)|juizado especial/i;
const DEFENDANT =
  /em face de|\bcontra\b|\bréu?(?![a-zà-ú])|\brequerid[oa]\b|\breclamad[oa]\b|\bexecutad[oa]\b/i;
const TAX_ID = /\bCPF\b|\bCNPJ\b|\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/gi;
const CIVIL_STATUS = /\bsolteir[oa]|\bcasad[oa]|divorciad[oa]|vi[úu]v[oa]|uni[ãa]o est[áa]vel|separad[oa]/i;
const ADDRESS = /residente|domiciliad[oa]|com sede|\bendere[çc]o\b|\brua\b|\bavenida\b|\bCEP\b/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+|endere[çc]o eletr[ôo]nico|e-mail/i;
const FACTS = /\bdos fatos\b|\bdo[s]? fato[s]?\b|s[íi]ntese f[áa]tica|\bfatos\b/i;
const GROUNDS =
  /\bdo direito\b|fundamenta[çc][ãa]o|fundamentos? jur[íi]dicos?|\bdo m[ée]rito\b|nos termos d[oa] art|\bart\.\s?\d/i;
const REQUESTS = /\bdos pedidos\b|\bdo pedido\b|\brequer(?:-se)?\b|\bpede\b|\bpleiteia\b/i;
const CASE_VALUE = /valor da causa|d[áa]-se [àa] causa|atribui-se [àa] causa/i;
const EVIDENCE =
  /protesta(?:-se)? (?:provar|pela produ)|meios de prova|produ[çc][ãa]o de (?:todas as )?provas?|provas? (?:documental|testemunhal|pericial)|prova documental/i;
const CONCILIATION =
  /audi[êe]ncia de (?:concilia|media)|autocomposi[çc][ãa]o|concilia[çc][ãa]o ou (?:de )?media[çc][ãa]o/i;

const LABOUR =
  /reclama[çc][ãa]o trabalhista|vara do trabalho|justi[çc]a do trabalho|\breclamante\b|\breclamad[ao]\b/i;

export const isLabourFiling = (text: string) => LABOUR.test(text);

export function filingRequirements(s: Sentences): LocatedFinding[] {
  const labour = isLabourFiling(s.text);
  return [...(labour ? labourRequirements(s) : civilRequirements(s)), ...filingPlaybookFindings(s, labour)];
}

/** Requests that carry no value of their own: fees in percent, costs, procedure, interest and indexation. */
const NOT_A_CLAIM =
  /honor[áa]rios|gratuidade|justi[çc]a gratuita|notifica[çc][ãa]o|cita[çc][ãa]o|produ[çc][ãa]o de (?:todas as )?provas|proced[êe]ncia|juros|corre[çc][ãa]o monet[áa]ria|custas/i;

function civilRequirements(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const out: LocatedFinding[] = [];
  const absent = (
    description: string,
    recommendation: string,
    legalBasis: string,
    severity: 'alta' | 'média',
  ) => out.push(missing({ type: 'compliance', severity, description, recommendation, legalBasis }));

  if (!COURT.test(text)) {
    absent(
      'A petição não indica o juízo a que é dirigida.',
      'Abra com o endereçamento (por exemplo, "Excelentíssimo Senhor Doutor Juiz de Direito da … Vara Cível da Comarca de …").',
      'CPC, art. 319, I',
      'alta',
    );
  }
  // A Juizado's claim asks the parties' name, qualification and address (Lei 9.099/1995, art. 14,
  // § 1º, I), not the CPC's civil status and e-mail.
  out.push(
    ...(isJecFiling(text)
      ? qualification(s, 'Lei 9.099/1995, art. 14, § 1º, I', false)
      : qualification(s, 'CPC, art. 319, II', true, isWritFiling(text))),
  );
  if (!FACTS.test(text) || !GROUNDS.test(text)) {
    absent(
      FACTS.test(text)
        ? 'Há narrativa dos fatos, mas não os fundamentos jurídicos do pedido.'
        : 'A petição não expõe os fatos que fundamentam o pedido.',
      'Exponha os fatos e os fundamentos jurídicos em seções próprias ("Dos fatos", "Do direito").',
      'CPC, art. 319, III',
      'alta',
    );
  }
  if (!REQUESTS.test(text)) {
    absent(
      'A petição não formula pedidos com suas especificações.',
      'Inclua a seção "Dos pedidos", com cada pedido certo e determinado.',
      'CPC, arts. 319, IV, e 322',
      'alta',
    );
  }
  if (!CASE_VALUE.test(text)) {
    absent(
      'A petição não atribui valor à causa.',
      'Indique o valor da causa segundo os critérios legais (soma dos pedidos, valor do ato, 12 prestações…).',
      'CPC, arts. 291, 292 e 319, V',
      'alta',
    );
  }
  out.push(...cumulatedValue(s), ...companyGratuity(s), ...onepercentInterest(s));
  // A Juizado's claim may be generic when the extent cannot yet be told (Lei 9.099/1995, art. 14, § 2º).
  if (!isJecFiling(text)) out.push(...unvaluedMoralDamages(s));
  // A Juizado's claim states parties, facts and object with its value (Lei 9.099/1995, art. 14, § 1º):
  // the evidence is produced at the hearing (art. 33) and the conciliation session is always held
  // (art. 16), so CPC art. 319, VI and VII ask nothing of it.
  if (isJecFiling(text)) return out;
  // A writ is proven by the documents filed with it and has no conciliation hearing (Lei 12.016/2009,
  // arts. 6º and 7º): CPC art. 319, VI and VII ask nothing of it either.
  if (isWritFiling(text)) return out;
  // An execution rests on its title (CPC arts. 783 and 798) and cites the debtor to pay in three days
  // (art. 829), with no conciliation hearing: art. 319, VI and VII, applied to it only where they fit
  // (art. 771, parágrafo único), ask nothing of it.
  if (isExecutionFiling(text)) return out;
  if (!EVIDENCE.test(text)) {
    absent(
      'A petição não indica as provas com que o autor pretende demonstrar os fatos.',
      'Especifique as provas (documental, testemunhal, pericial, depoimento pessoal).',
      'CPC, art. 319, VI',
      'média',
    );
  }
  if (!CONCILIATION.test(text)) {
    absent(
      'A petição não diz se o autor opta ou não pela audiência de conciliação ou de mediação.',
      'Declare a opção pela realização (ou não) da audiência de conciliação ou de mediação.',
      'CPC, arts. 319, VII, e 334, § 5º',
      'média',
    );
  }
  return out;
}

const CASE_VALUE_LINE = /(?:valor da causa|d[áa]-se [àa] causa|atribui-se [àa] causa)[^\n]{0,80}/i;
/** Requests that are not cumulated: their value is the larger or the main one (CPC art. 292, VII-VIII). */
const NOT_CUMULATED = /alternativ|subsidi[áa]ri|sucessivamente|eventualmente/i;

/**
 * CPC art. 292, VI: with cumulated requests the value of the claim is the sum of their values. Flags
 * a value below the sum of the valued requests (two or more, none alternative or subsidiary); a
 * higher value is left to the judge (art. 292, § 3º), since other parcels may enter it.
 */
function cumulatedValue(s: Sentences): LocatedFinding[] {
  // A request for payment is a claim even when it names its interest ("…, com juros de mora").
  const claims = requestItems(s).filter(
    (i) => /condena|pagamento|indeniza|restitu|devolu|repara/i.test(i.text) || !NOT_A_CLAIM.test(i.text),
  );
  const items = claims.filter((i) => VALUE.test(i.text));
  const line = CASE_VALUE_LINE.exec(s.text);
  // One valued claim beside others without a value (moral damages left to the judge) is cumulated too.
  if (items.length < 1 || claims.length < 2 || !line || items.some((i) => NOT_CUMULATED.test(i.text)))
    return [];
  const declared = findAmounts(line[0], fold(line[0]))[0]?.value;
  const values = items.map((i) => findAmounts(i.text, fold(i.text))[0]?.value ?? 0);
  const cents = (v: number) => Math.round(v * 100);
  const sum = values.reduce((a, v) => a + cents(v), 0);
  if (declared === undefined || cents(declared) >= sum) return [];
  const money = (c: number) => formatBRL(c / 100);
  return [
    about(s.around(line.index, line[0].length), {
      type: 'compliance',
      severity: 'média',
      description:
        values.length > 1
          ? `Valor da causa de ${money(cents(declared))} abaixo da soma dos pedidos cumulados (${values.map((v) => money(cents(v))).join(' + ')} = ${money(sum)}).`
          : `Valor da causa de ${money(cents(declared))} abaixo do único pedido com valor (${money(sum)}), sem contar os pedidos cumulados que ainda não têm valor.`,
      recommendation: `Atribua à causa a soma dos pedidos, ${money(sum)}; o juiz pode corrigi-lo de ofício, com a complementação das custas (CPC, art. 292, § 3º).`,
      legalBasis: 'CPC, art. 292, VI',
    }),
  ];
}

const GRATUITY =
  /justi[çc]a gratuita|gratuidade (?:da justi[çc]a|judici[áa]ria)|assist[êe]ncia judici[áa]ria gratuita/gi;
const COMPANY_PARTY =
  /\bCNPJ\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b|\bLtda\b|\bS\.\s?A\.|\bEIRELI\b|pessoa jur[íi]dica/i;
/** What shows a company's want of means: its accounts, its statements, a judicial reorganisation. */
const PROOF_OF_NEED =
  /balan[çc]o|demonstra[çc](?:[ãa]o|[õo]es) (?:financeir|cont[áa]b)|extratos? banc|declara[çc][ãa]o de imposto|comprova(?:nte|[çc][ãa]o|-se|m)\b|recupera[çc][ãa]o judicial|fal[êe]ncia|documentos? (?:anexos?|que comprovam)/i;

/**
 * CPC art. 99, § 3º: only a natural person's word of insufficiency is presumed true; a company must
 * show it cannot bear the costs (Súmula 481 do STJ).
 */
function companyGratuity(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const defendant = DEFENDANT_OPENING.exec(text) ?? find(text, DEFENDANT);
  if (!defendant || !COMPANY_PARTY.test(partySegments(text, defendant).autor)) return [];
  const asked = [...text.matchAll(GRATUITY)]
    .map((m) => s.around(m.index, m[0].length))
    .find((c) => /[a-zà-ú]/.test(c.text) && !/\bindefer|\bn[ãa]o (?:requer|pede)/i.test(c.text));
  if (!asked || PROOF_OF_NEED.test(text.slice(Math.max(0, asked.start - 400), asked.end + 300))) return [];
  return [
    about(asked, {
      type: 'compliance',
      severity: 'média',
      description:
        'Gratuidade da justiça pedida por pessoa jurídica com base só na declaração: a presunção de insuficiência vale para a pessoa natural; a empresa precisa demonstrar que não pode arcar com as custas.',
      recommendation:
        'Junte balanço, demonstrações financeiras ou extratos que mostrem a impossibilidade, ou recolha as custas (ou peça o parcelamento, CPC art. 98, § 6º).',
      legalBasis: 'CPC, art. 99, § 3º; Súmula 481 do STJ',
    }),
  ];
}

/** Lei 14.905/2024: from 30/08/2024, interest not agreed is the taxa legal of CC art. 406, § 1º. */
export const LEGAL_RATE_FROM = '2024-08-30';
const ONE_PERCENT =
  /juros (?:de mora |morat[óo]rios |legais )?(?:de |[àa] taxa de )?1\s?% (?:\(um por cento\) )?(?:ao|a\.) ?m[êe]s[^.;\n]{0,120}/gi;
const AGREED_RATE = /convencionad|contratua(?:l|is)|pactuad|previst[oa]s? no contrato|ajustad/i;

/** Interest of 1 % a month asked for a time after 30/08/2024 where no rate was agreed (CC art. 406, § 1º). */
function onepercentInterest(s: Sentences): LocatedFinding[] {
  const filed = filingDate(s.text);
  for (const m of s.text.matchAll(ONE_PERCENT)) {
    const clause = s.around(m.index, m[0].length);
    const runsOn =
      /at[ée] o (?:efetivo )?pagamento|at[ée] a (?:data do )?(?:efetiv[oa] )?(?:pagamento|quita[çc][ãa]o)/i.test(
        clause.text,
      );
    if (AGREED_RATE.test(clause.text) || !(runsOn || (filed !== null && filed >= LEGAL_RATE_FROM))) continue;
    return [
      about(clause, {
        type: 'risk',
        severity: 'média',
        description:
          'Juros de 1 % ao mês pedidos para o período a partir de 30/08/2024: sem taxa convencionada, os juros são os da taxa legal — a SELIC deduzido o índice de correção (IPCA) —, e não 1 % ao mês.',
        recommendation:
          'Peça juros pela taxa legal do art. 406 do Código Civil a partir de 30/08/2024 (e, antes dela, pelo critério então vigente).',
        legalBasis: 'CC, art. 406, § 1º (Lei 14.905/2024)',
      }),
    ];
  }
  return [];
}

/** CPC art. 292, V: an action for damages, moral ones included, states the amount sought. */
function unvaluedMoralDamages(s: Sentences): LocatedFinding[] {
  return requestItems(s)
    .filter((i) => MORAL_DAMAGES.test(i.text) && !VALUE.test(i.text))
    .map((item) =>
      about(item, {
        type: 'compliance',
        severity: 'média',
        description:
          'Pedido de indenização por dano moral sem o valor pretendido: o pedido deve ser determinado e o valor integra o valor da causa.',
        recommendation: 'Indique o valor pretendido a título de dano moral e some-o ao valor da causa.',
        legalBasis: 'CPC, arts. 292, V, e 324',
      }),
    );
}

/** Where the qualification of the defendant ends: the first section heading after it. */
const SECTION = /\n\s*(?:D[OA]S?\s+[A-ZÀ-Ý]|I\s*[-–.]\s|1[.)]\s|S[ÍI]NTESE|PRELIMINAR)/;
const PLAINTIFF_OPENING = /\n\s*[A-ZÀ-Ý][A-ZÀ-Ý .'-]{3,},/;

/** The two qualifications: from the first party's name to "em face de", and from there to the first section. */
function partySegments(text: string, defendant: RegExpExecArray) {
  const opening = PLAINTIFF_OPENING.exec(text);
  const start = opening && opening.index < defendant.index ? opening.index : 0;
  const rest = text.slice(defendant.index);
  const end = SECTION.exec(rest);
  return {
    autor: text.slice(start, defendant.index),
    réu: rest.slice(0, end ? end.index : 700),
  };
}

/**
 * A public-law legal person named at the start of a party's qualification: the União, a State, the
 * Distrito Federal, a Município, their autarquias and public foundations. CPC art. 319, II lists the
 * items that identify a natural person or a company; a public entity is identified by its name, is
 * represented by law (CPC art. 75, I-IV: the União by the Advocacia-Geral da União), is cited
 * before its Advocacia Pública (CPC art. 242, § 3º) and keeps its registration for electronic
 * citation with the courts (CPC art. 246, §§ 1º-2º): none of its items is a defect of the petition.
 */
const PUBLIC_ENTITY_NAME =
  /^\s*(?:[ao]\s+)?(?:uni[ãa]o(?: federal)?\b|estado d[eoa] [A-ZÀ-Ý]|distrito federal\b|munic[íi]pio d[eoa] [A-ZÀ-Ý]|instituto nacional do seguro social\b|INSS\b|fazenda (?:nacional|p[úu]blica)\b)/i;
const PUBLIC_ENTITY_KIND =
  /pessoa jur[íi]dica de direito p[úu]blico|\bautarquia (?:federal|estadual|municipal)\b|\bfunda[çc][ãa]o p[úu]blica\b/i;
const isPublicLawPerson = (name: string) =>
  PUBLIC_ENTITY_NAME.test(name) || PUBLIC_ENTITY_KIND.test(name.slice(0, 200));

/** The start of a segment: the defendant's begins with "em face de" / "contra", left out here. */
const partyName = (segment: string) => segment.replace(/^\s*(?:em face d[eoa]s?|contra)\s+/i, '');

/** What a party's qualification lacks (CPC art. 319, II; CLT art. 840, §1º asks the same "qualificação"). */
function lacksOf(segment: string, civil: boolean): string[] {
  if (isPublicLawPerson(partyName(segment))) return [];
  const lacking: string[] = [];
  const taxIds = segment.match(TAX_ID) ?? [];
  if (taxIds.length === 0) lacking.push('CPF ou CNPJ');
  const company =
    /\bCNPJ\b|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\bLtda\b|\bS\.?\s?A\b|\bEIRELI\b|\bME\b|\bEPP\b/i.test(
      segment,
    );
  if (civil && !company && !CIVIL_STATUS.test(segment))
    lacking.push('estado civil ou existência de união estável');
  if (!ADDRESS.test(segment)) lacking.push('domicílio e residência (ou sede)');
  if (civil && !EMAIL.test(segment)) lacking.push('endereço eletrônico');
  return lacking;
}

/** CPC art. 319, II: BOTH parties with CPF/CNPJ, civil status, address and e-mail; says which party lacks what. */
/**
 * The parties' qualification. In a writ (`authority`) the other side is the authority that acted,
 * named with the legal person it belongs to (Lei 12.016/2009, art. 6º): only the applicant is qualified.
 */
function qualification(
  s: Sentences,
  legalBasis = 'CPC, art. 319, II',
  civil = true,
  authority = false,
): LocatedFinding[] {
  const text = s.text;
  const defendant = DEFENDANT_OPENING.exec(text) ?? find(text, DEFENDANT);
  if (!defendant) {
    return [
      missing({
        type: 'compliance',
        severity: 'alta',
        description: 'A petição não identifica o réu.',
        recommendation: 'Nomeie e qualifique o réu ("em face de …").',
        legalBasis,
      }),
    ];
  }
  const segments = partySegments(text, defendant);
  const defendants = coDefendants(segments.réu);
  const named: Array<[string, string, number]> = [
    ['autor', segments.autor, defendant.index],
    ...(authority ? [] : defendants).map(([segment, offset], i): [string, string, number] => [
      defendants.length > 1 ? `${i + 1}º réu` : 'réu',
      segment,
      defendant.index + offset,
    ]),
  ];
  const lackingParties = named.flatMap(([party, segment, at]) => {
    const lacking = lacksOf(segment, civil);
    return lacking.length > 0 ? [{ text: `${party}: falta ${lacking.join(', ')}`, at }] : [];
  });
  const parts = lackingParties.map((p) => p.text);
  if (parts.length === 0) return [];
  // The quote: the opening of the defendants, or the co-defendant's own name when only he lacks.
  const first = lackingParties[0]?.at ?? defendant.index;
  const at = first > defendant.index && lackingParties.length === 1 ? first : defendant.index;
  return [
    about(s.around(at, at === defendant.index ? defendant[0].length : 0), {
      type: 'compliance',
      severity: 'média',
      description: `Qualificação das partes incompleta — ${parts.join('; ')}.`,
      recommendation:
        'Complete a qualificação de cada parte ou requeira as diligências necessárias à sua obtenção (CPC, art. 319, § 1º).',
      legalBasis,
    }),
  ];
}

const DEFENDANT_OPENING = /\bem face d[eoa]s?\b|\bcontra\s+(?=[A-ZÀ-Ý]{2})/;
/** A second defendant in the same qualification: ", e de TECNOVA LTDA.", "e em face de JOÃO", "e contra MARIA". */
const NEXT_DEFENDANT = /,?\s+e\s+(?:(?:em face\s+)?d[eoa]s?|contra)\s+(?=[A-ZÀ-Ý]{2})/g;

/** Each defendant's qualification with its offset in the defendants' segment. */
function coDefendants(segment: string): Array<[string, number]> {
  const starts = [0, ...[...segment.matchAll(NEXT_DEFENDANT)].map((m) => m.index + m[0].length)];
  return starts.map((start, i) => {
    const next = starts[i + 1];
    const end = next === undefined ? segment.length : next;
    return [segment.slice(start, end), start];
  });
}
const PEDIDOS_HEADING = /\b(?:D[OA]S?\s+PEDIDOS?|DOS REQUERIMENTOS|ANTE O EXPOSTO|DIANTE DO EXPOSTO)\b/;
const PEDIDOS_END =
  /d[áa]-se [àa] causa|valor da causa|atribui-se [àa] causa|termos em que|nestes termos|pede deferimento/i;
const ITEM = /^\s*(?:[a-z]\)|\d{1,2}[.)-]|[IVX]{1,5}\s*[-–).]|[-•])\s*\S/;
const VALUE = /R\$\s?\d/;
const DATE =
  /\d{1,2}º? de (?:janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4}|\b\d{1,2}\/\d{1,2}\/\d{4}\b/i;
const SIGNATURE = /\bOAB\b|assinad[oa]|assinatura|_{5,}|\badvogad[oa]\b/i;

/** The items of the "Dos pedidos" section, each with where it sits. */
function requestItems(s: Sentences): Excerpt[] {
  const text = s.text;
  const heading = PEDIDOS_HEADING.exec(text);
  if (!heading) return [];
  const body = text.slice(heading.index);
  const endAt = body.search(PEDIDOS_END);
  const section = body.slice(0, endAt === -1 ? body.length : endAt);
  const out: Excerpt[] = [];
  const lines = section.split('\n');
  // Without a list (a), b)… or 1., 2.…), every written line after the heading is a pedido.
  const listed = lines.some((line) => ITEM.test(line));
  let offset = heading.index;
  for (const [i, line] of lines.entries()) {
    if (i > 0 && (listed ? ITEM.test(line) : line.trim().length > 0)) {
      const lead = line.length - line.trimStart().length;
      out.push({ text: line.trim(), start: offset + lead, end: offset + line.trimEnd().length });
    }
    offset += line.length + 1;
  }
  return out;
}

/** CLT art. 840, §1º: juízo, qualificação, breve exposição dos fatos, pedido certo e determinado com valor, data e assinatura. */
function labourRequirements(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const out: LocatedFinding[] = [];
  const absent = (description: string, recommendation: string, what: string) =>
    out.push(
      missing({
        type: 'compliance',
        severity: 'alta',
        description,
        recommendation,
        legalBasis: `CLT, art. 840, § 1º (${what})`,
      }),
    );
  if (!COURT.test(text)) {
    absent(
      'A reclamação não designa o juízo.',
      'Abra com a designação do juízo (por exemplo, "Excelentíssimo Senhor Doutor Juiz da … Vara do Trabalho de …").',
      'designação do juízo',
    );
  }
  out.push(...qualification(s, 'CLT, art. 840, § 1º (qualificação das partes)', false));
  if (!FACTS.test(text)) {
    absent(
      'A reclamação não traz a breve exposição dos fatos de que resulta o dissídio.',
      'Exponha, ainda que brevemente, os fatos de que resulta cada pedido.',
      'breve exposição dos fatos',
    );
  }
  const items = requestItems(s);
  if (items.length === 0 && !REQUESTS.test(text)) {
    absent(
      'A reclamação não formula pedidos.',
      'Inclua a seção "Dos pedidos", cada pedido certo, determinado e com o seu valor.',
      'pedido',
    );
  }
  for (const item of items.filter((i) => !VALUE.test(i.text) && !NOT_A_CLAIM.test(i.text)).slice(0, 8)) {
    out.push(
      about(item, {
        type: 'compliance',
        severity: 'alta',
        description:
          'Pedido sem indicação de valor: na reclamação trabalhista o pedido deve ser certo, determinado e com a indicação do seu valor, sob pena de extinção sem resolução do mérito.',
        recommendation: 'Indique o valor (ainda que estimado) de cada pedido, com a memória de cálculo.',
        legalBasis: 'CLT, art. 840, §§ 1º e 3º',
      }),
    );
  }
  const closing = text.slice(-500);
  if (!DATE.test(closing)) {
    absent('A reclamação não está datada.', 'Date a petição ao final (local e data).', 'data');
  }
  if (!SIGNATURE.test(closing)) {
    absent(
      'A reclamação não traz a assinatura do reclamante ou de seu representante.',
      'Assine ao final (advogado com o número da OAB, ou o próprio reclamante).',
      'assinatura',
    );
  }
  return out;
}
