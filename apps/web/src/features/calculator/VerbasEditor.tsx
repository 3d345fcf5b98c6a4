import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { MoneyField } from '../../components/MoneyField.tsx';
import { brMonthToIso, maskBrMonth } from '../../lib/format.ts';
import { type MesForm, mesSeguinte, novaVerba, novoMes, type VerbaForm } from './verbas.ts';

/** Errors keyed as in verbasRequest, prefixed 'verbas.' (the request's own paths). */
type Errors = Record<string, string>;

/**
 * The verbas of a liquidação: each with its description, its amounts (month by month, or a total
 * over its period), its due date (Súmula 381 TST or a given date) and what it bears.
 */
export function VerbasEditor({
  verbas,
  onChange,
  errors,
  onClearError,
}: {
  verbas: VerbaForm[];
  onChange: (verbas: VerbaForm[]) => void;
  errors: Errors;
  onClearError: (path: string) => void;
}) {
  const update = (i: number, patch: Partial<VerbaForm>, path?: string) => {
    onChange(verbas.map((v, k) => (k === i ? { ...v, ...patch } : v)));
    if (path) onClearError(`verbas.${i}.${path}`);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} component="h3">
        Verbas
      </Text>
      {errors.verbas && (
        <Text size="sm" c="red" role="alert">
          {errors.verbas}
        </Text>
      )}
      {verbas.map((v, i) => (
        <Fieldset key={v.key} legend={`Verba ${i + 1}`} variant="filled">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Descrição"
                placeholder="Ex.: Horas extras"
                withAsterisk
                maxLength={200}
                value={v.descricao}
                error={errors[`verbas.${i}.descricao`]}
                onChange={(e) => update(i, { descricao: e.currentTarget.value }, 'descricao')}
              />
              <NativeSelect
                label="Valores"
                data={[
                  { value: 'mensal', label: 'Mês a mês' },
                  { value: 'total', label: 'Total do período' },
                ]}
                value={v.forma}
                onChange={(e) => update(i, { forma: e.currentTarget.value === 'total' ? 'total' : 'mensal' })}
              />
            </SimpleGrid>
            {v.forma === 'mensal' ? (
              <Meses
                meses={v.valores}
                index={i}
                errors={errors}
                onChange={(valores, path) => update(i, { valores }, path)}
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <MoneyField
                  label="Valor total"
                  withAsterisk
                  value={v.valorTotal}
                  error={errors[`verbas.${i}.valorTotal`]}
                  onChange={(valorTotal) => update(i, { valorTotal }, 'valorTotal')}
                />
                <MonthField
                  label="Competência inicial"
                  withAsterisk
                  value={v.competenciaInicial}
                  error={errors[`verbas.${i}.competenciaInicial`]}
                  onChange={(competenciaInicial) => update(i, { competenciaInicial }, 'competenciaInicial')}
                />
                <MonthField
                  label="Competência final"
                  description="Vazio: só a inicial"
                  value={v.competenciaFinal}
                  error={errors[`verbas.${i}.competenciaFinal`]}
                  onChange={(competenciaFinal) => update(i, { competenciaFinal }, 'competenciaFinal')}
                />
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label="Vencimento"
                data={[
                  { value: 'sumula381', label: 'Mês seguinte ao trabalhado (Súmula 381 TST)' },
                  { value: 'data', label: 'Data informada' },
                ]}
                value={v.vencimentoRegra}
                onChange={(e) =>
                  update(i, { vencimentoRegra: e.currentTarget.value === 'data' ? 'data' : 'sumula381' })
                }
              />
              {v.vencimentoRegra === 'data' && (
                <DateField
                  label="Data de vencimento"
                  withAsterisk
                  value={v.vencimento}
                  error={errors[`verbas.${i}.vencimento`]}
                  onChange={(vencimento) => update(i, { vencimento }, 'vencimento')}
                />
              )}
            </SimpleGrid>
            <Group gap="lg">
              <Checkbox
                label="Incide FGTS"
                checked={v.incideFGTS}
                onChange={(e) => update(i, { incideFGTS: e.currentTarget.checked })}
              />
              <Checkbox
                label="Incide INSS"
                checked={v.incideINSS}
                onChange={(e) => update(i, { incideINSS: e.currentTarget.checked })}
              />
              <Checkbox
                label="Incide IR"
                checked={v.incideIR}
                onChange={(e) => update(i, { incideIR: e.currentTarget.checked })}
              />
            </Group>
            {verbas.length > 1 && (
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  aria-label={`Remover verba ${i + 1}`}
                  onClick={() => onChange(verbas.filter((_, k) => k !== i))}
                >
                  Remover verba
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...verbas, novaVerba()])}
          disabled={verbas.length >= 50}
        >
          Adicionar verba
        </Button>
      </Group>
    </Stack>
  );
}

function Meses({
  meses,
  index,
  errors,
  onChange,
}: {
  meses: MesForm[];
  index: number;
  errors: Errors;
  onChange: (meses: MesForm[], path?: string) => void;
}) {
  const set = (j: number, patch: Partial<MesForm>, field: string) =>
    onChange(
      meses.map((m, k) => (k === j ? { ...m, ...patch } : m)),
      `valores.${j}.${field}`,
    );
  return (
    <Stack gap="xs">
      {meses.map((m, j) => (
        <Group key={m.key} gap="xs" align="flex-start" wrap="nowrap">
          <MonthField
            label={`Competência ${j + 1}`}
            withAsterisk
            value={m.competencia}
            error={errors[`verbas.${index}.valores.${j}.competencia`]}
            onChange={(competencia) => set(j, { competencia }, 'competencia')}
            style={{ flex: 1 }}
          />
          <MoneyField
            label={`Valor ${j + 1}`}
            withAsterisk
            value={m.valor}
            error={errors[`verbas.${index}.valores.${j}.valor`]}
            onChange={(valor) => set(j, { valor }, 'valor')}
            style={{ flex: 1 }}
          />
          {meses.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Remover mês ${j + 1}`}
              onClick={() => onChange(meses.filter((_, k) => k !== j))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {errors[`verbas.${index}.valores`] && (
        <Text size="xs" c="red">
          {errors[`verbas.${index}.valores`]}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...meses, novoMes(mesSeguinte(meses.at(-1)?.competencia ?? ''))])}
        >
          Adicionar mês
        </Button>
      </Group>
    </Stack>
  );
}

/** A competência typed as mm/aaaa, the slash put in as the digits go. */
function MonthField({
  value,
  onChange,
  error,
  ...props
}: {
  label: string;
  description?: string;
  withAsterisk?: boolean;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  style?: React.CSSProperties;
}) {
  const [touched, setTouched] = useState(false);
  const ownError =
    touched && brMonthToIso(value).kind === 'invalid' ? 'Competência inválida: use mm/aaaa' : undefined;
  return (
    <TextInput
      {...props}
      placeholder="mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      error={error ?? ownError}
      onChange={(e) => onChange(maskBrMonth(e.currentTarget.value))}
      onBlur={() => setTouched(true)}
    />
  );
}
