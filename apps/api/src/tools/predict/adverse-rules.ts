// Settled rules that decide a claim whatever the evidence, as rows: the facts that trigger each one
// (read from the description, denials excluded) and the factor it adds with its source.
import { readFact } from '@lexato/legal';
import type { CaseType } from '@lexato/schemas';
import { findAll, type Match } from '../../shared/case-text.ts';
import type { Factor } from './predict.engine.ts';

interface Reading {
  text: string;
  folded: string;
}

interface AdverseRule {
  caseTypes: readonly CaseType[];
  /** A factor when the rule applies to these facts, else null. */
  apply: (r: Reading) => Factor | null;
}

const affirmed = (r: Reading, re: RegExp): Match[] =>
  findAll(r.text, r.folded, re).filter((m) => !readFact(r.folded, m.start, m.end).denied);

const NEGATIVE_ENTRY =
  /\b(?:negativ\w*|serasa|spc|scpc|cadastros? de (?:inadimplentes|protecao ao credito|maus pagadores)|inscri\w* (?:indevida|do (?:meu |seu )?nome))\b/g;
const MORAL_DAMAGE = /\bdanos? mora(?:l|is)\b/g;
const PRIOR_ENTRY =
  /\b(?:(?:outras?|demais|varias|duas|tres)\s+(?:\w+\s+)?(?:negativac\w*|inscric\w*|restric\w*|apontamentos?|anotac\w*)|(?:negativac\w*|inscric\w*|restric\w*|apontamentos?|anotac\w*)\s+(?:\w+\s+)?(?:anteriores|preexistentes|previas|antigas)|ja (?:tinha|havia|possuia|estava|constava)\w*\s+(?:\w+\s+){0,2}(?:negativad\w*|restric\w*|inscri\w*|apontament\w*|nome sujo))/g;
/** STJ has set the súmula aside when the earlier entries are themselves being challenged in court. */
const PRIOR_CHALLENGED =
  /\b(?:tambem|todas|igualmente) (?:sao |eram |foram )?(?:indevidas|contestadas|questionadas|discutidas)/;

const OVERTIME = /\b(?:horas? extras?|sobrejornada|jornada extraordinaria|trabalhava ate|alem da jornada)\b/g;
const HEADCOUNT =
  /\b(mais de\s+)?(\d{1,6})\s*(?:\([a-z\s-]+\)\s*)?(?:empregados|funcionarios|trabalhadores|colaboradores)\b/;
/** CLT art. 74, §2º, as amended by Lei 13.874/2019: time records compulsory above 20 workers. */
const TIME_RECORD_THRESHOLD = 20;

const ADVERSE_RULES: AdverseRule[] = [
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
      const overtime = affirmed(r, OVERTIME);
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
];

export function adverseRuleFactors(text: string, folded: string, caseType: CaseType): Factor[] {
  const reading = { text, folded };
  return ADVERSE_RULES.flatMap((rule) => {
    if (!rule.caseTypes.includes(caseType)) return [];
    const factor = rule.apply(reading);
    return factor ? [factor] : [];
  });
}
