/**
 * The label a user sees for each input (the calculator's form labels), so that every message
 * names the field as the screen does ("Data de desligamento: …"), never by its id. Shared with
 * @lexato/schemas through the `@lexato/calc/rotulos` export (no other import, no I/O).
 */
export const ROTULOS: Readonly<Record<string, string>> = {
  salarioBruto: 'Salário bruto',
  dataAdmissao: 'Data de admissão',
  dataDesligamento: 'Data de desligamento',
  tipoRescisao: 'Tipo de rescisão',
  avisoPrevio: 'Aviso prévio',
  saldoFGTS: 'Saldo do FGTS',
  dependentes: 'Dependentes (IRRF)',
  feriasVencidas: 'Possui férias vencidas',
  projecaoAvisoComumAcordo: 'Projeção do aviso no comum acordo',
  reducaoLei15270No13: 'Redução da Lei 15.270/2025 no 13º',
  descontoSimplificadoNo13: 'Desconto simplificado no 13º',
  adicionais: 'Adicionais tributáveis',
  outrosDescontos: 'Outros descontos',
  diasFerias: 'Dias de férias',
  venderDias: 'Dias vendidos (abono pecuniário)',
  meses: 'Meses trabalhados no ano',
  valorInicial: 'Valor inicial',
  dataInicial: 'Data inicial',
  dataFinal: 'Data final',
  indice: 'Índice',
  incluirJuros: 'Incluir juros',
  taxaJurosManual: 'Taxa de juros (% ao mês)',
  horasExtras: 'Horas extras no mês',
  percentualAdicional: 'Adicional (%)',
  jornadaSemanal: 'Jornada semanal (horas)',
  bancario: 'Bancário (CLT art. 224)',
  diasUteis: 'Dias úteis do mês',
  diasRepouso: 'Domingos e feriados do mês',
  valorPrincipal: 'Valor principal',
  esfera: 'Esfera',
  indiceCorrecao: 'Índice de correção',
  dataAjuizamento: 'Data de ajuizamento',
  convencao: 'Contagem dos meses',
  verbas: 'Verbas',
  competenciaInicial: 'Competência inicial (mês trabalhado)',
  competenciaFinal: 'Competência final (mês trabalhado)',
  aplicarJuros: 'Aplicar juros',
  tipoJuros: 'Tipo de juros',
  taxaJurosMensal: 'Taxa de juros (% ao mês)',
  incluirHonorarios: 'Incluir honorários',
  percentualHonorarios: 'Honorários (%)',
  referenceDate: 'Data de referência',
  type: 'Tipo de cálculo',
  inputs: 'Dados do cálculo',
  request: 'Pedido de cálculo',
};

/** The field's label, or the id itself for a field with none (never reached by the forms). */
export function rotulo(field: string): string {
  return ROTULOS[field] ?? field;
}
