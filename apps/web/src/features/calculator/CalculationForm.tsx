import { calculationRequestSchema } from '@lexato/schemas';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  FileInput,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalculator, IconDownload, IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { amountError, MoneyField } from '../../components/MoneyField.tsx';
import { formatIsoDateBr } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { downloadCalculation, readCalculationFile } from './exchange.ts';
import {
  buildRequest,
  type Field,
  type FieldValue,
  type FormValues,
  initialValues,
  missingRequired,
  porVerbas,
  type TabConfig,
  unreadableAmounts,
  valuesFromRequest,
} from './fields.ts';
import { SeriesHint } from './SeriesHint.tsx';
import {
  CalculationCallError,
  type CalculationOutcome,
  MAX_ATTACHMENT_BYTES,
  useCalculate,
} from './useCalculate.ts';
import { VerbasEditor } from './VerbasEditor.tsx';
import { novaVerba, type VerbaForm, verbasForm, verbasRequest } from './verbas.ts';

const validate = schemaResolver(calculationRequestSchema, { sync: true });

/** What the form holds: the tab's inputs as typed, the title, the attachment and the verbas. */
interface CalculationFormValues {
  inputs: FormValues;
  title: string;
  file: File | null;
  verbas: VerbaForm[];
}

/** The form of one tab: its inputs, an optional title and attachment, and the calculate button. */
export function CalculationForm({
  tab,
  onResult,
}: {
  tab: TabConfig;
  onResult: (outcome: CalculationOutcome) => void;
}) {
  // One form: values and the errors shown under the fields. An error is keyed by the field's name
  // (`salarioBruto`, `verbas.0.descricao`, `title`, `file`), as the field components read it.
  const form = useForm<CalculationFormValues>({
    initialValues: { inputs: initialValues(tab), title: '', file: null, verbas: [novaVerba()] },
    // Each field clears its own error (clearError): a change to one verba keeps the others' errors.
    clearInputErrorOnChange: false,
  });
  const { inputs: values, title, file, verbas } = form.values;
  const errors = form.errors as Record<string, string>;
  const setErrors = (next: Record<string, string>) => form.setErrors(next);
  const calculate = useCalculate(onResult);
  const resetImport = useRef<() => void>(null);
  const withVerbas = porVerbas(values);

  const clearError = (name: string) => form.clearFieldError(name);
  const set = (name: string, value: FieldValue) => {
    form.setFieldValue('inputs', (current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const setVerbas = (next: VerbaForm[]) => form.setFieldValue('verbas', next);

  const pickFile = (picked: File | null) => {
    if (picked && picked.size > MAX_ATTACHMENT_BYTES) {
      toast.error('Arquivo muito grande', 'O arquivo deve ter no máximo 10MB');
      form.setFieldError('file', 'O arquivo deve ter no máximo 10MB');
      form.setFieldValue('file', null);
      return;
    }
    clearError('file');
    form.setFieldValue('file', picked);
  };

  /** The request the form holds, or null with the errors shown under the fields. */
  const prepare = () => {
    const missing = missingRequired(tab, values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((name) => [name, 'Campo obrigatório'])));
      toast.error('Campos obrigatórios', tab.requiredMessage);
      return null;
    }
    const unreadable = unreadableAmounts(tab, values);
    if (unreadable.length > 0) {
      setErrors(Object.fromEntries(unreadable.map((name) => [name, amountError(values[name]) ?? ''])));
      toast.error('Valor inválido', 'Corrija o valor marcado: use o formato 4.850,00.');
      return null;
    }
    const claims = withVerbas ? verbasRequest(verbas) : null;
    if (claims && Object.keys(claims.errors).length > 0) {
      setErrors(Object.fromEntries(Object.entries(claims.errors).map(([k, v]) => [`verbas.${k}`, v])));
      toast.error('Verbas incompletas', 'Corrija os campos marcados nas verbas.');
      return null;
    }
    const request = buildRequest(tab, values, title, claims ? { verbas: claims.verbas } : {});
    const issues = validate(request);
    if (Object.keys(issues).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(issues).map(([path, message]) => [path.replace(/^inputs\./, ''), String(message)]),
        ),
      );
      toast.error('Erro ao calcular', 'Verifique os dados e tente novamente.');
      return null;
    }
    setErrors({});
    return request;
  };

  const submit = form.onSubmit(() => {
    const request = prepare();
    if (request) calculate.mutate({ request, file });
  });

  const exportJson = () => {
    const request = prepare();
    if (request) downloadCalculation(request);
  };

  const importJson = async (picked: File | null) => {
    if (!picked) return;
    const read = readCalculationFile(await picked.text(), tab.type);
    // The same file may be picked again after a change.
    resetImport.current?.();
    if (!read.ok) {
      setErrors({ importar: read.message });
      toast.error('Arquivo não importado', read.message);
      return;
    }
    const { request } = read;
    const imported = request.type === 'liquidacao_sentenca' ? request.inputs.verbas : undefined;
    form.setValues({
      inputs: valuesFromRequest(tab, request),
      title: request.title ?? '',
      verbas: imported?.length ? verbasForm(imported) : [novaVerba()],
    });
    setErrors({});
    calculate.reset();
    toast.success('Cálculo importado', 'Confira os dados e clique em Calcular.');
  };

  // The server's message names the field by its label: shown beside the form as well, with the
  // last end date the loaded index series can reach when a month is missing.
  const refused =
    calculate.error instanceof CalculationCallError && calculate.error.status === 400
      ? calculate.error
      : null;
  const ultimaData = refused?.details?.ultimaDataCalculavel;
  const podeUsarUltimaData = ultimaData !== undefined && tab.fields.some((f) => f.name === 'dataFinal');

  return (
    <form onSubmit={submit} noValidate aria-label={`Formulário — ${tab.label}`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {tab.fields
            .filter((f) => f.visibleWhen?.(values) ?? true)
            .map((f) => (
              <FieldInput
                key={f.name}
                field={f}
                value={values[f.name]}
                required={tab.required.includes(f.name)}
                disabled={!(f.enabledWhen?.(values) ?? true)}
                error={errors[f.name]}
                onChange={(v) => set(f.name, v)}
              />
            ))}
        </SimpleGrid>
        {withVerbas && (
          <VerbasEditor verbas={verbas} onChange={setVerbas} errors={errors} onClearError={clearError} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Título (opcional)"
            placeholder={`Ex.: ${tab.label} — cliente`}
            value={title}
            onChange={(e) => {
              form.setFieldValue('title', e.currentTarget.value);
              clearError('title');
            }}
            error={errors.title}
            maxLength={200}
          />
          <FileInput
            label="Anexo (opcional)"
            placeholder="PDF, DOCX ou TXT, até 10 MB"
            accept=".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
            leftSection={<IconPaperclip size={16} />}
            value={file}
            onChange={pickFile}
            clearable
            clearButtonProps={{ 'aria-label': 'Remover anexo' }}
            error={errors.file}
          />
        </SimpleGrid>
        {tab.note && (
          <Text size="xs" c="dimmed">
            {tab.note}
          </Text>
        )}
        {(tab.type === 'correcao_monetaria' || tab.type === 'liquidacao_sentenca') && <SeriesHint />}
        {refused && (
          <Alert color="red" title="Não foi possível calcular">
            <Stack gap="xs">
              <Text size="sm">{refused.message}</Text>
              {podeUsarUltimaData && (
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      set('dataFinal', ultimaData);
                      calculate.reset();
                    }}
                  >
                    Usar {formatIsoDateBr(ultimaData)} como data final
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconCalculator size={16} />} disabled={calculate.isPending}>
            {calculate.isPending ? 'Calculando...' : 'Calcular'}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportJson}>
            Exportar JSON
          </Button>
          <FileButton
            resetRef={resetImport}
            onChange={(picked) => void importJson(picked)}
            accept="application/json,.json"
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
                Importar JSON
              </Button>
            )}
          </FileButton>
        </Group>
        {errors.importar && (
          <Text size="sm" c="red" role="alert">
            {errors.importar}
          </Text>
        )}
      </Stack>
    </form>
  );
}

function FieldInput({
  field,
  value,
  required,
  disabled,
  error,
  onChange,
}: {
  field: Field;
  value: FieldValue | undefined;
  required: boolean;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: FieldValue) => void;
}) {
  const common = {
    label: field.label,
    description: field.description,
    withAsterisk: required,
    disabled,
    error,
  };
  switch (field.kind) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v)}
          min={field.min}
          max={field.max}
          step={field.step}
          decimalScale={field.decimals}
          allowNegative={false}
          allowDecimal={field.decimals > 0}
          decimalSeparator=","
          // Only the comma is a decimal point: by default the number mask also takes the dot key
          // as one, so a Brazilian's thousands dot would become a decimal point.
          allowedDecimalSeparators={[',']}
          thousandSeparator="."
          suffix={field.suffix}
          inputMode="decimal"
          // Out-of-bounds values go to the server, which refuses them naming the field; never a
          // silent clamp (45 days of férias must not become 30).
          clampBehavior="none"
        />
      );
    case 'money':
      return (
        <MoneyField
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'date':
      return <DateField {...common} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={field.options}
          value={typeof value === 'string' ? value : field.initial}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={field.description}
          disabled={disabled}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          mt="lg"
        />
      );
  }
}
