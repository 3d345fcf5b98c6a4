import {
  MONITOR_PRIORITIES,
  MONITOR_PRIORITY_LABELS,
  MONITOR_TRIBUNALS,
  type MonitorPriorityValue,
  monitorAddSchema,
} from '@lexato/schemas';
import { Button, Card, Group, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import { zodValidate } from '../../lib/zod-form.ts';

interface AddValues {
  processNumber: string;
  processTitle: string;
  tribunal: string;
  priority: MonitorPriorityValue;
}

const EMPTY: AddValues = { processNumber: '', processTitle: '', tribunal: '', priority: 'normal' };
const validate = zodValidate(monitorAddSchema);

/** The add form with its tribunal options (MONITOR_TRIBUNALS) and priorities. */
export function AddMonitorForm({
  onAdd,
  adding,
}: {
  onAdd: (v: AddValues) => Promise<unknown>;
  adding: boolean;
}) {
  const form = useForm<AddValues>({ initialValues: EMPTY, validate });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const v = form.getValues();
    // Screen rule: the three fields are required, one message for all.
    if (!v.processNumber.trim() || !v.processTitle.trim() || !v.tribunal) {
      toast.error('Campos Obrigatórios', 'Preencha todos os campos obrigatórios');
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
            description="Numeração única CNJ; o tribunal é conferido pelo número"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('processNumber')}
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
            description="O número do processo indica o tribunal (TRTs inclusive); vale o do número."
            placeholder="Selecione"
            data={[...MONITOR_TRIBUNALS]}
            withAsterisk
            allowDeselect={false}
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
