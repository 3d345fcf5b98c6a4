// The requirements of a petição inicial (CPC art. 319, I-VII). Each one is looked for by the words
// lawyers use to write it; a missing one is a compliance finding (the judge orders an amendment
// within 15 days, CPC art. 321, or dismisses the filing).
import { about, type LocatedFinding, missing } from './finding.ts';
import { find, type Sentences } from './text.ts';

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

export function filingRequirements(s: Sentences): LocatedFinding[] {
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
  out.push(...qualification(s));
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

/** CPC art. 319, II: both parties with CPF/CNPJ, civil status, address and e-mail. */
function qualification(s: Sentences): LocatedFinding[] {
  const text = s.text;
  const defendant = find(text, DEFENDANT);
  if (!defendant) {
    return [
      missing({
        type: 'compliance',
        severity: 'alta',
        description: 'A petição não identifica o réu.',
        recommendation: 'Nomeie e qualifique o réu ("em face de …").',
        legalBasis: 'CPC, art. 319, II',
      }),
    ];
  }
  const lacking: string[] = [];
  const taxIds = [...text.matchAll(TAX_ID)].length;
  if (taxIds === 0) lacking.push('CPF ou CNPJ');
  else if (taxIds === 1) lacking.push('CPF ou CNPJ de uma das partes');
  if (!CIVIL_STATUS.test(text)) lacking.push('estado civil ou existência de união estável');
  if (!ADDRESS.test(text)) lacking.push('domicílio e residência');
  if (!EMAIL.test(text)) lacking.push('endereço eletrônico');
  if (lacking.length === 0) return [];
  return [
    about(s.around(defendant.index, defendant[0].length), {
      type: 'compliance',
      severity: 'média',
      description: `Qualificação das partes incompleta: falta ${lacking.join(', ')}.`,
      recommendation:
        'Complete a qualificação de autor e réu ou requeira as diligências para obtê-la (CPC, art. 319, § 1º).',
      legalBasis: 'CPC, art. 319, II',
    }),
  ];
}
