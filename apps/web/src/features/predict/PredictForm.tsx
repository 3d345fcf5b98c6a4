import {
  CASE_TYPE_LABELS,
  CASE_TYPES,
  type CaseType,
  type PredictInput,
  predictInputSchema,
} from '@lexato/schemas';
import { Button, Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconChartBar } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { toast } from '../../lib/toast.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';

interface Values {
  caseTitle: string;
  caseType: CaseType | '';
  description: string;
  /** Optional: the limitation period runs from them; a missing one is asked for in the answer. */
  dates: { dataFato: string; fimContrato: string; dataAjuizamento: string };
}
const EMPTY: Values = {
  caseTitle: '',
  caseType: '',
  description: '',
  dates: { dataFato: '', fimContrato: '', dataAjuizamento: '' },
};
const validate = schemaResolver(predictInputSchema, { sync: true });
const REQUIRED = ['caseTitle', 'caseType', 'description'] as const;
const OPTIONS = CASE_TYPES.map((value) => ({ value, label: CASE_TYPE_LABELS[value] }));

/** The case form; title, type and description are all required. */
export function PredictForm({
  onSubmit,
  pending,
}: {
  onSubmit: (v: PredictInput) => Promise<unknown>;
  pending: boolean;
}) {
  const form = useForm<Values>({ initialValues: EMPTY, validate });

  const send = useSingleFlight(async () => {
    const v = form.getValues();
    const missing = REQUIRED.filter((name) => !v[name].trim());
    const { caseType } = v;
    if (missing.length > 0 || !caseType) {
      // Marked under each field as well as said in the toast.
      form.setErrors(Object.fromEntries(missing.map((name) => [name, 'Campo obrigatório'])));
      toast.error('Campos Obrigatórios', 'Preencha o título, o tipo e a descrição do caso.');
      return;
    }
    if (form.validate().hasErrors) return;
    try {
      await onSubmit({
        caseTitle: v.caseTitle,
        caseType,
        description: v.description,
        dates: v.dates,
      });
      form.setValues(EMPTY);
    } catch {
      // The mutation's toast said what went wrong; the form keeps what was typed.
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Novo caso
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Título do caso"
              required
              placeholder="Ex.: Horas extras — Empresa X"
              {...form.getInputProps('caseTitle')}
            />
            <Select
              label="Tipo de caso"
              required
              data={OPTIONS}
              placeholder="Selecione"
              allowDeselect={false}
              {...form.getInputProps('caseType')}
            />
          </SimpleGrid>
          <Textarea
            label="Descrição do caso"
            required
            autosize
            minRows={5}
            maxRows={14}
            description="Inclua datas, valores (R$), provas disponíveis (documentos, testemunhas) e precedentes citados: cada um vira um fator explicado."
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField
              label="Data do fato (opcional)"
              description="Dano, entrega, vencimento ou lançamento"
              {...form.getInputProps('dates.dataFato')}
            />
            <DateField
              label="Fim do contrato (opcional)"
              description="Trabalhista: a prescrição de 2 anos conta daqui"
              {...form.getInputProps('dates.fimContrato')}
            />
            <DateField
              label="Data de ajuizamento (opcional)"
              description="Em branco: considera o ajuizamento hoje"
              {...form.getInputProps('dates.dataAjuizamento')}
            />
          </SimpleGrid>
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconChartBar size={16} />}
            w={{ sm: 'fit-content' }}
          >
            {pending ? 'Analisando...' : 'Gerar predição'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
