import { brlC, centavos, mulDiv, reais } from './centavos.ts';
import { CalcError } from './errors.ts';
import { LIMITES } from './limites.ts';
import { type Memoria, passo } from './memoria.ts';
import { FGTS_ALIQUOTA } from './tables/index.ts';
import { asObject, booleano, centavosDe, numero } from './validate.ts';

/**
 * Overtime: hour value = salary ÷ divisor of the weekly hours, overtime hour = hour value ×
 * (1 + surcharge), surcharge at least 50% (CF art. 7º, XVI; CLT art. 59 §1º); the weekly-rest
 * reflex (DSR) as its own line, overtime ÷ working days × Sundays and holidays of the month
 * (Súmula 172 TST; Lei 605/1949 art. 7º); FGTS 8% on both (Lei 8.036/1990 art. 15). Hour values
 * are shown rounded; totals are computed from the exact hour value and rounded once.
 */
export interface HorasExtrasInput {
  salarioBruto: number;
  horasExtras: number;
  percentualAdicional?: number;
  /** Contractual weekly hours (default 44, CF art. 7º XIII). */
  jornadaSemanal?: number;
  /** Bank employee (CLT art. 224): divisor by Súmula 124 TST. */
  bancario?: boolean;
  /** Working days and Sundays/holidays of the month, for the DSR (default 25 and 5). */
  diasUteis?: number;
  diasRepouso?: number;
}

export interface HorasExtrasResult {
  salarioBruto: number;
  jornadaSemanal: number;
  divisor: number;
  valorHoraNormal: number;
  percentualAdicional: number;
  valorHoraExtra: number;
  horasExtras: number;
  totalHorasExtras: number;
  reflexoDSR: number;
  fgtsHorasExtras: number;
  fgtsReflexoDSR: number;
  totalComExtras: number;
  memoria: Memoria;
}

/** Bank employees: 6-hour day (30 h a week) → 180; 8-hour day of art. 224 §2º (40 h) → 220. */
const DIVISOR_BANCARIO: Readonly<Record<number, { divisor: number; base: string }>> = {
  30: { divisor: 180, base: 'Súmula 124, I, a, TST; CLT art. 224, caput' },
  40: { divisor: 220, base: 'Súmula 124, I, b, TST; CLT art. 224 §2º' },
};

/** Any other week: weekly hours ÷ 6 days × 30 = weekly hours × 5 (44 → 220, 40 → 200, 36 → 180, 30 → 150). */
function divisorDaJornada(jornada: number, bancario: boolean): { divisor: number; base: string } {
  if (bancario) {
    const linha = DIVISOR_BANCARIO[jornada];
    if (!linha) {
      throw new CalcError(
        'jornadaSemanal',
        'Jornada semanal (horas): para bancário informe 30 (seis horas diárias, CLT art. 224 caput) ou 40 (oito horas, art. 224 §2º) — Súmula 124 TST',
      );
    }
    return linha;
  }
  return {
    divisor: jornada * 5,
    base:
      jornada === 40
        ? 'Súmula 431 TST (40 horas semanais → divisor 200)'
        : `CLT art. 64 (${jornada} h semanais ÷ 6 × 30); Súmula 431 TST`,
  };
}

export function calcularHorasExtras(input: HorasExtrasInput): HorasExtrasResult {
  const bag = asObject(input);
  const salario = centavosDe(bag, 'salarioBruto');
  const horas = numero(bag, 'horasExtras', LIMITES.horasExtras);
  const percentual = numero(bag, 'percentualAdicional', LIMITES.percentualAdicional);
  const jornada = numero(bag, 'jornadaSemanal', LIMITES.jornadaSemanal);
  const bancario = booleano(bag, 'bancario', false);
  const diasUteis = numero(bag, 'diasUteis', LIMITES.diasUteis);
  const diasRepouso = numero(bag, 'diasRepouso', LIMITES.diasRepouso);
  if (diasUteis + diasRepouso > 31) {
    throw new CalcError('diasRepouso', 'Domingos e feriados do mês: somados aos dias úteis passam de 31');
  }
  const padraoDias = bag.diasUteis === undefined && bag.diasRepouso === undefined;
  const memoria: Memoria = [];
  // Hours and the surcharge in hundredths, so every product below is an exact integer ratio.
  const horasCent = centavos(horas, 'horasExtras');
  const fatorCent = 10_000 + centavos(percentual, 'percentualAdicional');
  const { divisor, base } = divisorDaJornada(jornada, bancario);

  const hora = mulDiv([salario], divisor);
  passo(memoria, `Hora normal: ${brlC(salario)} ÷ ${divisor} (jornada de ${jornada} h semanais)`, base, hora);
  const horaExtra = mulDiv([salario, fatorCent], divisor * 10_000);
  passo(
    memoria,
    `Hora extra: hora normal × (1 + ${percentual}%)`,
    'CF art. 7º, XVI; CLT art. 59 §1º',
    horaExtra,
  );
  const total = mulDiv([salario, fatorCent, horasCent], divisor * 10_000 * 100);
  passo(memoria, `Total: salário ÷ ${divisor} × (1 + ${percentual}%) × ${horas} h`, 'CLT art. 59', total);
  const dsr = mulDiv([salario, fatorCent, horasCent, diasRepouso], divisor * 10_000 * 100 * diasUteis);
  passo(
    memoria,
    `Reflexo no DSR: horas extras ÷ ${diasUteis} dias úteis × ${diasRepouso} domingos e feriados` +
      (padraoDias ? ' (padrão do mês comercial; informe os dias do mês para o valor exato)' : ''),
    'Súmula 172 TST; Lei 605/1949 art. 7º',
    dsr,
  );
  const fgts = mulDiv([total, 8], 100);
  passo(memoria, 'FGTS 8% sobre as horas extras (depósito, não desconto)', FGTS_ALIQUOTA.fonte, fgts);
  const fgtsDsr = mulDiv([dsr, 8], 100);
  passo(memoria, 'FGTS 8% sobre o reflexo no DSR (depósito, não desconto)', FGTS_ALIQUOTA.fonte, fgtsDsr);
  const totalComExtras = salario + total + dsr;
  passo(memoria, 'Salário + horas extras + reflexo no DSR', 'CLT art. 457 §1º', totalComExtras);

  return {
    salarioBruto: reais(salario),
    jornadaSemanal: jornada,
    divisor,
    valorHoraNormal: reais(hora),
    percentualAdicional: percentual,
    valorHoraExtra: reais(horaExtra),
    horasExtras: horas,
    totalHorasExtras: reais(total),
    reflexoDSR: reais(dsr),
    fgtsHorasExtras: reais(fgts),
    fgtsReflexoDSR: reais(fgtsDsr),
    totalComExtras: reais(totalComExtras),
    memoria,
  };
}
