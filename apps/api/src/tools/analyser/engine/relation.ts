// Who the parties are, read from the facts of the contract and not from one keyword: how each party
// is identified (CPF or CNPJ, "pessoa física", the role it is given — aluno, paciente, locatário,
// empregado), the kind of contract (adesão, locação, trabalho) and its object. The relation decides
// which rules apply: the CDC (Lei 8.078/1990, arts. 2º-3º: consumer is the end user, supplier the one
// who provides it as a business), the CLT (arts. 2º-3º), the Lei 8.245/1991, Lei 14.133/2021, or the
// Civil Code between equals. Each sign is a row; the answer names the words that decided it.
import { readFact } from '@lexato/legal';
import { CONTRACT_RELATION_LABELS, type ContractRelation, type ContractRelationDto } from '@lexato/schemas';
import { fold } from '../../../shared/case-text.ts';

interface Sign {
  relation: ContractRelation;
  re: RegExp;
  /** Negative: a fact that speaks against the relation. */
  weight: number;
  /** Read only in the title (the first lines), where the kind of contract is named. */
  title?: boolean;
}

/** Roles and kinds of contract that each point to one relation (case-insensitive, accents optional). */
const SIGNS: readonly Sign[] = [
  // The kind of contract decides the regime whoever the parties are.
  {
    relation: 'trabalho',
    re: /contrato (?:individual )?de (?:trabalho|emprego)|\bCTPS\b|carteira de trabalho/gi,
    weight: 5,
  },
  {
    relation: 'trabalho',
    re: /\bempregador[a]?\b|denominad[oa]\s+(?:simplesmente\s+)?["“]?empregad[oa]/gi,
    weight: 2,
  },
  {
    relation: 'locacao',
    re: /contrato de loca[çc][ãa]o|\blocat[áa]ri[oa]\b|\blocador[a]?\b|Lei (?:n[º°o.]*\s*)?8\.245|\binquilin[oa]\b/gi,
    weight: 5,
  },
  {
    relation: 'administracao',
    re: /Lei (?:n[º°o.]*\s*)?(?:14\.133|8\.666)|\blicita[çc][ãa]o\b|\bpreg[ãa]o (?:eletr[ôo]nico|presencial)\b|\bPrefeitura\b|\bMunic[íi]pio de\b|Secretaria (?:Municipal|Estadual|de Estado)|administra[çc][ãa]o p[úu]blica|\bautarquia\b/gi,
    weight: 5,
  },
  {
    relation: 'consumo',
    re: /\bconsumidor[a]?\b|C[óo]digo de Defesa do Consumidor|\bCDC\b|8\.078/gi,
    weight: 3,
  },
  {
    relation: 'consumo',
    re: /contrato de ades[ãa]o|\baderente\b|\balun[oa]\b|\bpaciente\b|\bmatr[íi]cula\b|\bmensalidades?\b|\bbenefici[áa]ri[oa] (?:do plano|titular)\b|plano (?:privado )?de (?:assist[êe]ncia [àa] )?sa[úu]de|\bpassageir[oa]\b|\bcorrentista\b|\busu[áa]ri[oa] final\b|presta[çc][ãa]o de servi[çc]os? (?:educacionais|m[ée]dicos|odontol[óo]gicos|de academia|a pessoa f[íi]sica)/gi,
    weight: 2,
  },
  // An internship is an educational act between a student, a host and a school (Lei 11.788/2008,
  // arts. 1º and 3º), not consumption: its own rules apply (playbooks.ts).
  {
    relation: 'consumo',
    re: /termo de compromisso de est[áa]gio|contrato de est[áa]gio|\bestagi[áa]ri[oa]\b/gi,
    weight: -3,
  },
  // A confidentiality agreement supplies nothing to an end user (CDC arts. 2º-3º): signed by an
  // individual with a company it is not consumption (employment, when it is, has its own signs).
  {
    relation: 'consumo',
    re: /acordo de (?:confidencialidade|sigilo|n[ãa]o[- ]divulga[çc][ãa]o)|termo de (?:confidencialidade|sigilo)|contrato de (?:confidencialidade|sigilo)|non[- ]disclosure/gi,
    weight: -3,
    title: true,
  },
];

/**
 * A private health plan (Lei 9.656/1998): its own rules on waiting periods, pre-existing diseases,
 * hospital stays, renewal and termination apply besides the CDC (Súmula 608 do STJ).
 */
export const isHealthPlan = (text: string) =>
  /plano (?:privado )?de (?:assist[êe]ncia [àa] )?sa[úu]de|Lei (?:n[º°o.]*\s*)?9\.656|\bregistro ANS\b/i.test(
    text,
  );

/** Where the kind of contract is named: its title and first lines. */
const TITLE_CHARS = 200;

const INDIVIDUAL =
  /\bpessoa f[íi]sica\b|\bCPF\b(?:\/MF)?\s*(?:n[º°o.]*\s*)?(?:sob o n[º°o.]*\s*)?\d{3}\.\d{3}\.\d{3}-\d{2}|\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/gi;
const COMPANY =
  /\bpessoa jur[íi]dica\b|\bCNPJ\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b|\bLtda\.?|\bS\.\/?A\.?(?=[\s,;])|\bEIRELI\b|\bsociedade empres[áa]ria\b/g;
/**
 * A CPF given for someone who signs for a company, a witness, or a guarantor is not a party's: the
 * fiador guarantees the obligation, which stays between the parties (a rent between two companies
 * is an obligation between legal persons, Lei 14.905/2024, art. 3º, I).
 */
const REPRESENTATIVE =
  /(?:representad[oa]|s[óo]ci[oa]|administrador[a]?|diretor[a]?|procurador[a]?|testemunhas?|preposto|respons[áa]vel legal|fiador[a]?|fiadores|avalista|garantidor[a]?)[^.;\n]{0,120}$/i;

/** The relation, its label, the words that decided it, and whether the user set it. */
export type RelationReading = ContractRelationDto;

export interface Found {
  quote: string;
  start: number;
  end: number;
}

function findAll(text: string, re: RegExp): Found[] {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...text.matchAll(global)].map((m) => ({
    quote: m[0].trim(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const distinct = (found: Found[], max = 3) => [...new Set(found.map((f) => f.quote))].slice(0, max);

/**
 * The witnesses' block at the foot of a contract: every CPF after "Testemunhas" until a blank line is
 * a witness's, numbered and separated as lists are ("1. Carla - CPF …; 2. Júlio - CPF …").
 */
const WITNESS_BLOCK = /\btestemunhas?\b(?:(?!\n\s*\n)[\s\S])*$/i;

/** Individuals who are parties: a CPF or "pessoa física", not a company's representative nor a witness. */
export function individualParties(text: string): Found[] {
  return findAll(text, INDIVIDUAL).filter((f) => {
    const before = text.slice(Math.max(0, f.start - 160), f.start);
    return !REPRESENTATIVE.test(before) && !WITNESS_BLOCK.test(before);
  });
}

/** The relation the contract sets up, with the facts that decided it; `set` is the user's correction. */
export function readRelation(text: string, set?: ContractRelation): RelationReading {
  if (set) return { value: set, label: CONTRACT_RELATION_LABELS[set], facts: [], source: 'usuario' };
  const scores = new Map<ContractRelation, { score: number; facts: Found[] }>();
  const add = (relation: ContractRelation, weight: number, facts: Found[]) => {
    const entry = scores.get(relation) ?? { score: 0, facts: [] };
    entry.score += weight;
    // A fact against the relation never shows as one that decided it.
    if (weight > 0) entry.facts.push(...facts);
    scores.set(relation, entry);
  };
  // "não gera vínculo empregatício nem contrato de trabalho", "contrato de trabalho ... não existe":
  // a denied sign is no sign (the shared reader of @lexato/legal, as Predict and Strategy read facts).
  const folded = fold(text);
  for (const sign of SIGNS) {
    const found = findAll(sign.title ? text.slice(0, TITLE_CHARS) : text, sign.re).filter(
      (f) => !readFact(folded, f.start, f.end).denied,
    );
    if (found.length > 0) add(sign.relation, sign.weight, found);
  }
  const individuals = individualParties(text);
  const companies = findAll(text, COMPANY);
  // An individual dealing with a business: the CDC's end user facing a supplier (arts. 2º and 3º).
  if (individuals.length > 0 && companies.length > 0) add('consumo', 2, [...individuals, ...companies]);
  // Only legal entities on both sides, none an individual: a contract between companies.
  const entityIds = new Set(findAll(text, /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/g).map((f) => f.quote));
  if (individuals.length === 0 && (entityIds.size >= 2 || companies.length >= 2)) {
    add('empresarial', 4, companies);
  }
  // The most specific relation wins a tie: employment, public administration, lease, consumer, business.
  const order: ContractRelation[] = ['trabalho', 'administracao', 'locacao', 'consumo', 'empresarial'];
  let best: ContractRelation = 'civil';
  let bestScore = 0;
  for (const relation of order) {
    const score = scores.get(relation)?.score ?? 0;
    if (score > bestScore) {
      best = relation;
      bestScore = score;
    }
  }
  const facts = best === 'civil' ? [] : distinct(scores.get(best)?.facts ?? [], 4);
  return { value: best, label: CONTRACT_RELATION_LABELS[best], facts, source: 'documento' };
}
