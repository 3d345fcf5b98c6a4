import {
  inspectCnjInput,
  MONITOR_PRIORITIES,
  MONITOR_PRIORITY_LABELS,
  MONITOR_TRIBUNALS,
  type MonitorPriorityValue,
  monitorAddSchema,
} from '@lexato/schemas';
import { Button, Card, Group, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { toast } from '../../lib/toast.ts';

interface AddValues {
  processNumber: string;
  processTitle: string;
  tribunal: string;
  priority: MonitorPriorityValue;
}

const EMPTY: AddValues = { processNumber: '', processTitle: '', tribunal: '', priority: 'normal' };
const validate = schemaResolver(monitorAddSchema, { sync: true });
const includes = (tribunal: string) => (MONITOR_TRIBUNALS as readonly string[]).includes(tribunal);

/** The add form with its tribunal options (MONITOR_TRIBUNALS) and priorities. */
export function AddMonitorForm({
  onAdd,
  adding,
}: {
  onAdd: (v: AddValues) => Promise<unknown>;
  adding: boolean;
}) {
  const form = useForm<AddValues>({ initialValues: EMPTY, validate });
  const typed = inspectCnjInput(form.getValues().processNumber);
  // The number decides the court (Res. CNJ 65/2008, art. 1º: J and TR) once J and TR are typed.
  const decided = typed.tribunal;

  const onNumber = (value: string) => {
    const next = inspectCnjInput(value);
    form.setFieldValue('processNumber', next.masked);
    if (next.tribunal) form.setFieldValue('tribunal', next.tribunal);
    else if (decided) form.setFieldValue('tribunal', '');
    if (next.error) form.setFieldError('processNumber', next.error);
    else form.clearFieldError('processNumber');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const v = form.getValues();
    // Screen rule: the three fields are required, one message for all.
    if (!v.processNumber.trim() || !v.processTitle.trim() || !v.tribunal) {
      toast.error('Campos Obrigatórios', 'Preencha todos os campos obrigatórios');
      return;
    }
    // The check digits first: form.validate() would clear the field's error in the same render.
    const check = inspectCnjInput(v.processNumber);
    if (check.error) {
      form.setFieldError('processNumber', check.error);
      return;
    }
    if (form.validate().hasErrors) return;
    try {
      await onAdd(v);
      form.setValues(EMPTY);
      form.resetDirty();
    } catch {
      // The mutation's toast has said what went wrong; the form keeps what was typed.
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Adicionar processo
      </Title>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Número do processo"
            placeholder="0000000-00.0000.0.00.0000"
            description="Numeração única CNJ (NNNNNNN-DD.AAAA.J.TR.OOOO); o tribunal sai do número"
            withAsterisk
            autoComplete="off"
            inputMode="numeric"
            {...form.getInputProps('processNumber')}
            onChange={(e) => onNumber(e.currentTarget.value)}
          />
          <TextInput
            label="Título"
            placeholder="Ex.: Reclamação trabalhista — Silva x Empresa"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('processTitle')}
          />
          <Select
            label="Tribunal"
            description={
              decided
                ? `Definido pelo número (J.TR = ${typed.masked.slice(16, 20)}: Res. CNJ 65/2008)`
                : 'O número do processo indica o tribunal; vale o do número.'
            }
            placeholder="Selecione"
            data={decided && !includes(decided) ? [...MONITOR_TRIBUNALS, decided] : [...MONITOR_TRIBUNALS]}
            withAsterisk
            allowDeselect={false}
            readOnly={decided !== undefined}
            {...form.getInputProps('tribunal')}
          />
          <Select
            label="Prioridade"
            data={MONITOR_PRIORITIES.map((p) => ({ value: p, label: MONITOR_PRIORITY_LABELS[p] }))}
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={adding} leftSection={<IconPlus size={16} />}>
            Adicionar monitoramento
          </Button>
        </Group>
      </form>
    </Card>
  );
}
