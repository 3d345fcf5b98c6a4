// The legal issue a description (or a judgment, or a súmula) is about. "Casos semelhantes" must
// share the case type AND the issue: an overtime claim is not like a súmula on insalubridade just
// because both speak of "adicional" and "empregado". Patterns run on accent-free lower-case text.
import { fold } from '../../../shared/case-text.ts';

const LEGAL_ISSUES: ReadonlyArray<{ key: string; re: RegExp }> = [
  {
    key: 'horas extras',
    re: /\b(?:horas? extras?|sobrejornada|jornada extraordinaria|intervalo intrajornada)\b/,
  },
  { key: 'insalubridade', re: /\binsalubr\w*/ },
  { key: 'periculosidade', re: /\bpericulos\w*/ },
  { key: 'adicional noturno', re: /\b(?:adicional noturno|trabalho noturno|hora noturna)\b/ },
  {
    key: 'verbas rescisórias',
    re: /\b(?:verbas rescisorias|aviso previo|multa (?:de 40% )?do fgts|multa do art\. 477|saldo de salario|rescisao indireta)\b/,
  },
  {
    key: 'vínculo de emprego',
    re: /\b(?:vinculo (?:de emprego|empregaticio)|sem (?:carteira assinada|registro)|pejotizacao)\b/,
  },
  {
    key: 'acidente de trabalho',
    re: /\b(?:acidente de trabalho|doenca ocupacional|estabilidade acidentaria)\b/,
  },
  { key: 'assédio', re: /\bassedio\b/ },
  { key: 'equiparação salarial', re: /\bequiparacao salarial\b/ },
  {
    key: 'negativação',
    re: /\b(?:negativ\w*|serasa|spc|scpc|cadastros? de (?:inadimplentes|protecao ao credito)|protesto indevido)\b/,
  },
  {
    key: 'vício do produto ou serviço',
    re: /\b(?:vicio\w*|defeito\w*|produto com problema|troca do produto)\b/,
  },
  {
    key: 'cobrança indevida',
    re: /\b(?:cobranca indevida|cobrad[oa] (?:duas vezes|em dobro)|repeticao do indebito|tarifa indevida)\b/,
  },
  { key: 'plano de saúde', re: /\b(?:plano de saude|operadora de saude|negativa de cobertura)\b/ },
  { key: 'transporte aéreo', re: /\b(?:voo|companhia aerea|bagagem|overbooking)\b/ },
  { key: 'locação', re: /\b(?:alugue(?:l|is)|locac\w*|despejo|inquilin\w*|locatari\w*)\b/ },
  { key: 'acidente de trânsito', re: /\b(?:acidente de transito|colisao|abalroamento|atropelamento)\b/ },
  { key: 'condomínio', re: /\b(?:condominio|cotas? condominia\w*|taxas? condominia\w*)\b/ },
  { key: 'alimentos', re: /\b(?:alimentos|pensao alimenticia)\b/ },
  { key: 'guarda e convivência', re: /\b(?:guarda|convivencia|visitas)\b/ },
  { key: 'divórcio e partilha', re: /\b(?:divorcio|partilha|uniao estavel)\b/ },
  { key: 'execução fiscal', re: /\b(?:execucao fiscal|divida ativa|cda)\b/ },
  { key: 'ICMS', re: /\bicms\b/ },
  { key: 'ISS', re: /\biss(?:qn)?\b/ },
  { key: 'imposto de renda', re: /\b(?:imposto de renda|irpf|irpj)\b/ },
  { key: 'contribuições previdenciárias', re: /\b(?:contribuic\w* previdenciari\w*|inss)\b/ },
  {
    key: 'cobrança de dívida',
    re: /\b(?:nota promissoria|cheque|duplicata|confissao de divida|emprestimo nao pago)\b/,
  },
];

/** The issues a text is about (empty when none is recognised). */
export function legalIssues(text: string): Set<string> {
  const folded = fold(text);
  return new Set(LEGAL_ISSUES.filter((i) => i.re.test(folded)).map((i) => i.key));
}

/** True when the two texts share at least one recognised issue. */
export function shareIssue(a: Set<string>, b: Set<string>): boolean {
  for (const issue of a) if (b.has(issue)) return true;
  return false;
}
