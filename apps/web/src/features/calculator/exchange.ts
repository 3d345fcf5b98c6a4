// A calculation saved as a JSON file and read back: the file is the request itself (type, title,
// inputs, referenceDate), the very body POST /api/platform/calculations takes, so what the form
// exports the API and the form both read.
import {
  CALCULATION_TYPE_LABELS,
  type CalculationRequestInput,
  type CalculationType,
  calculationRequestSchema,
} from '@lexato/schemas';

/** The file's text: the request, indented for a person to read. */
export const calculationFileText = (request: CalculationRequestInput) =>
  `${JSON.stringify(request, null, 2)}\n`;

export const calculationFileName = (request: CalculationRequestInput) =>
  `calculo-${request.type.replace(/_/g, '-')}.json`;

/** Hands the file to the browser as a download. */
export function downloadCalculation(request: CalculationRequestInput): void {
  const url = URL.createObjectURL(new Blob([calculationFileText(request)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calculationFileName(request);
  link.click();
  URL.revokeObjectURL(url);
}

export type ReadFile = { ok: true; request: CalculationRequestInput } | { ok: false; message: string };

/**
 * A file's text → the request it holds, checked by the API's own schema, for the tab `type`.
 * A stored calculation as GET /api/platform/calculations/:id returns it (referenceDate among the
 * inputs, with its results) is read too.
 */
export function readCalculationFile(text: string, type: CalculationType): ReadFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'O arquivo não é um JSON válido' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, message: 'O arquivo não contém um cálculo' };
  }
  const bag = raw as Record<string, unknown>;
  if (bag.type !== type) {
    const label = CALCULATION_TYPE_LABELS[bag.type as CalculationType];
    return {
      ok: false,
      message: label
        ? `O arquivo é de um cálculo de ${label}: abra a aba desse cálculo para importá-lo`
        : 'O arquivo não contém um cálculo',
    };
  }
  const inputs = bag.inputs && typeof bag.inputs === 'object' ? { ...(bag.inputs as object) } : bag.inputs;
  let referenceDate = bag.referenceDate;
  if (inputs && typeof inputs === 'object' && 'referenceDate' in inputs) {
    const { referenceDate: stored, ...rest } = inputs as Record<string, unknown>;
    referenceDate ??= stored ?? undefined;
    return parse({ type, title: bag.title, inputs: rest, referenceDate });
  }
  return parse({ type, title: bag.title, inputs, referenceDate });
}

function parse(candidate: Record<string, unknown>): ReadFile {
  const clean = Object.fromEntries(
    Object.entries(candidate).filter(([, v]) => v !== undefined && v !== null),
  );
  const parsed = calculationRequestSchema.safeParse(clean);
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? 'O arquivo não contém um cálculo válido',
    };
  }
  return { ok: true, request: parsed.data as CalculationRequestInput };
}
