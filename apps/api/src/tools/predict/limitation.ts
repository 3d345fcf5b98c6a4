// Limitation periods (prescrição) computed from the dates written in the description. The term
// starts at the earliest date mentioned (conservative: the claim may be older than the user thinks),
// except in labour cases, where the 2-year term runs from the end of the contract.
import type { CaseType } from '@lexato/schemas';
import type { Factor } from './predict.engine.ts';
import { addYears, brDate, daysBetween, type FoundDate, findAll } from './text.ts';

interface Rule {
  years: number;
  label: string;
  basis: string;
}

/**
 * The period that governs the claim, by case type and what the text asks for: CDC art. 27 (5 years,
 * consumer damage), CC art. 206 §3º V (3 years, civil reparation), CC art. 206 §5º I (5 years, debt
 * in an instrument), CC art. 205 (10 years, general), CTN arts. 168/174 (5 years, tax), CC art. 206
 * §2º (2 years, overdue alimony). Labour (CF art. 7º, XXIX) is handled in labourFactors.
 */
function ruleFor(caseType: CaseType, folded: string): Rule | null {
  switch (caseType) {
    case 'consumidor':
      return {
        years: 5,
        label: 'CDC art. 27',
        basis:
          'CDC art. 27: 5 anos para reparação de danos pelo fato do produto ou do serviço, contados do conhecimento do dano',
      };
    case 'civil':
      if (/\b(?:indeniza|danos?\b|reparac|acidente)/.test(folded)) {
        return {
          years: 3,
          label: 'CC art. 206, §3º, V',
          basis: 'CC art. 206, §3º, V: 3 anos para a pretensão de reparação civil',
        };
      }
      if (/\b(?:cobranca|divida|nota promissoria|cheque|duplicata|boleto)/.test(folded)) {
        return {
          years: 5,
          label: 'CC art. 206, §5º, I',
          basis: 'CC art. 206, §5º, I: 5 anos para cobrar dívida líquida constante de instrumento',
        };
      }
      return {
        years: 10,
        label: 'CC art. 205',
        basis: 'CC art. 205: 10 anos quando a lei não fixa prazo menor',
      };
    case 'tributario':
      return {
        years: 5,
        label: 'CTN arts. 168 e 174',
        basis: 'CTN art. 168, I (restituição) e art. 174 (cobrança do crédito): 5 anos',
      };
    case 'familia':
      if (/\b(?:alimentos|pensao alimenticia|pensao)\b/.test(folded)) {
        return {
          years: 2,
          label: 'CC art. 206, §2º',
          basis:
            'CC art. 206, §2º: 2 anos para cobrar prestações alimentares vencidas (não corre contra menores de 16 anos, CC art. 198, I)',
        };
      }
      return null;
    case 'outro':
      return {
        years: 10,
        label: 'CC art. 205',
        basis: 'CC art. 205: 10 anos quando a lei não fixa prazo menor',
      };
    case 'trabalhista':
      return null;
  }
}

const TERMINATION =
  /\b(?:demiti\w*|demissao|dispensad\w*|dispensa|rescisao|rescindid\w*|desligad\w*|desligamento|saida da empresa|fim do contrato|termino do contrato|encerramento do contrato)\b/g;

export function limitationFactors(input: {
  caseType: CaseType;
  text: string;
  folded: string;
  dates: FoundDate[];
  today: string;
}): Factor[] {
  const { caseType, text, folded, dates, today } = input;
  if (dates.length === 0) return [];
  const past = dates.filter((d) => d.iso <= today);
  if (past.length === 0) return [];
  const earliest = past.reduce((a, b) => (b.iso < a.iso ? b : a));
  if (caseType === 'trabalhista') return labourFactors(text, folded, past, earliest, today);
  const rule = ruleFor(caseType, folded);
  if (!rule) return [];
  return [periodFactor(rule, earliest, today, 40)];
}

/** A whole claim lost when the term has run: −40 (−45 in labour), else a 0-weight line with the last day. */
function periodFactor(rule: Rule, start: FoundDate, today: string, penalty: number): Factor {
  const deadline = addYears(start.iso, rule.years);
  const left = daysBetween(today, deadline);
  if (left < 0) {
    return {
      kind: 'prescricao',
      label: `Prescrição provável (${rule.label}): prazo encerrado em ${brDate(deadline)}`,
      weight: -penalty,
      evidence: `“${start.quote}”`,
      basis: `${rule.basis}; contado de ${brDate(start.iso)}: −${penalty}`,
      advice: `Verifique causas de interrupção ou suspensão da prescrição (CC arts. 197-204) antes de ajuizar: pelo texto, o prazo terminou em ${brDate(deadline)}.`,
    };
  }
  return {
    kind: 'prescricao',
    label: `Dentro do prazo (${rule.label}): ajuizar até ${brDate(deadline)}`,
    weight: 0,
    evidence: `“${start.quote}”`,
    basis: `${rule.basis}; contado de ${brDate(start.iso)}, restam ${left} dias`,
    ...(left <= 180
      ? { advice: `Ajuíze antes de ${brDate(deadline)} (${rule.label}): restam ${left} dias.` }
      : {}),
  };
}

/** CF art. 7º, XXIX: 5 years back from filing, and at most 2 years after the contract ends. */
function labourFactors(
  text: string,
  folded: string,
  past: FoundDate[],
  earliest: FoundDate,
  today: string,
): Factor[] {
  const terms = findAll(text, folded, TERMINATION);
  const ends = past.filter((d) => terms.some((t) => t.start < d.end + 40 && t.end > d.start - 90));
  const end = ends.reduce<FoundDate | null>((a, b) => (!a || b.iso > a.iso ? b : a), null);
  const out: Factor[] = [];
  if (end) {
    out.push(
      periodFactor(
        {
          years: 2,
          label: 'CF art. 7º, XXIX',
          basis: 'CF art. 7º, XXIX: ação trabalhista até 2 anos após a extinção do contrato',
        },
        end,
        today,
        45,
      ),
    );
  }
  const fiveYearsAgo = addYears(today, -5);
  if (earliest.iso < fiveYearsAgo && !(out[0] && out[0].weight < 0)) {
    out.push({
      kind: 'prescricao',
      label: `Parcelas anteriores a ${brDate(fiveYearsAgo)} prescritas`,
      weight: -5,
      evidence: `“${earliest.quote}”`,
      basis:
        'CF art. 7º, XXIX e Súmula 308, I, do TST: só as parcelas dos 5 anos anteriores ao ajuizamento são exigíveis: −5',
      advice: 'Limite os pedidos às parcelas dos últimos 5 anos (CF art. 7º, XXIX).',
    });
  }
  return out;
}
