import { brlC, centavos, mulDiv, reais } from './centavos.ts';
import { type Memoria, passo } from './memoria.ts';
import { DIVISOR_HORAS, FGTS_ALIQUOTA } from './tables/index.ts';
import { asObject, centavosDe, numero } from './validate.ts';

/**
 * Overtime: hour value = salary ÷ 220 (CLT art. 64, 44-hour week), overtime hour = hour value ×
 * (1 + surcharge), surcharge at least 50% (CF art. 7º, XVI; CLT art. 59 §1º). FGTS 8% on the
 * overtime (Lei 8.036/1990 art. 15). Reflexes (DSR, Súmula 172 TST; 13th, vacation) are not
 * included. Hour values are shown rounded; the total is computed from the exact hour value.
 */
export interface HorasExtrasInput {
  salarioBruto: number;
  horasExtras: number;
  percentualAdicional?: number;
}

export interface HorasExtrasResult {
  salarioBruto: number;
  valorHoraNormal: number;
  percentualAdicional: number;
  valorHoraExtra: number;
  horasExtras: number;
  totalHorasExtras: number;
  fgtsHorasExtras: number;
  totalComExtras: number;
  memoria: Memoria;
}

export function calcularHorasExtras(input: HorasExtrasInput): HorasExtrasResult {
  const bag = asObject(input);
  const salario = centavosDe(bag, 'salarioBruto');
  const horas = numero(bag, 'horasExtras', { min: 0, max: 744 });
  const percentual = numero(bag, 'percentualAdicional', { min: 50, max: 500, default: 50 });
  const memoria: Memoria = [];
  // Hours and the surcharge in hundredths, so every product below is an exact integer ratio.
  const horasCent = centavos(horas, 'horasExtras');
  const fatorCent = 10_000 + centavos(percentual, 'percentualAdicional');
  const divisor = DIVISOR_HORAS.valor;

  const hora = mulDiv([salario], divisor);
  passo(memoria, `Hora normal: ${brlC(salario)} ÷ ${divisor}`, DIVISOR_HORAS.fonte, hora);
  const horaExtra = mulDiv([salario, fatorCent], divisor * 10_000);
  passo(
    memoria,
    `Hora extra: hora normal × (1 + ${percentual}%)`,
    'CF art. 7º, XVI; CLT art. 59 §1º',
    horaExtra,
  );
  const total = mulDiv([salario, fatorCent, horasCent], divisor * 10_000 * 100);
  passo(memoria, `Total: salário ÷ ${divisor} × (1 + ${percentual}%) × ${horas} h`, 'CLT art. 59', total);
  const fgts = mulDiv([total, 8], 100);
  passo(memoria, 'FGTS 8% sobre as horas extras (depósito, não desconto)', FGTS_ALIQUOTA.fonte, fgts);
  const totalComExtras = salario + total;
  passo(memoria, 'Salário + horas extras', 'CLT art. 457 §1º', totalComExtras);

  return {
    salarioBruto: reais(salario),
    valorHoraNormal: reais(hora),
    percentualAdicional: percentual,
    valorHoraExtra: reais(horaExtra),
    horasExtras: horas,
    totalHorasExtras: reais(total),
    fgtsHorasExtras: reais(fgts),
    totalComExtras: reais(totalComExtras),
    memoria,
  };
}
