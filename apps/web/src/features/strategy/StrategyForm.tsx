import {
  CONFLICT_TYPE_LABELS,
  CONFLICT_TYPES,
  type ConflictType,
  type PredictionDto,
  type StrategyInput,
  strategyInputSchema,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  type Timeframe,
} from '@lexato/schemas';
import { Button, Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconRoute } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { amountError, isUnreadableAmount, MoneyField } from '../../components/MoneyField.tsx';
import { toast } from '../../lib/toast.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';

interface Values {
  caseTitle: string;
  conflictType: ConflictType | '';
  caseDescription: string;
  desiredOutcome: string;
  budget: number | string;
  disputedAmount: number | string;
  timeframe: Timeframe | null;
  linkedPredictionId: string | null;
}
const EMPTY: Values = {
  caseTitle: '',
  conflictType: '',
  caseDescription: '',
  desiredOutcome: '',
  budget: '',
  disputedAmount: '',
  timeframe: null,
  linkedPredictionId: null,
};
const validateStrategy = schemaResolver(strategyInputSchema, { sync: true });
const AMOUNTS = ['budget', 'disputedAmount'] as const;
const AMOUNT_FIELDS = new Set<string>(AMOUNTS);
const REQUIRED = ['caseTitle', 'conflictType', 'caseDescription', 'desiredOutcome'] as const;
const CONFLICTS = CONFLICT_TYPES.map((value) => ({ value, label: CONFLICT_TYPE_LABELS[value] }));
const TIMEFRAME_OPTIONS = TIMEFRAMES.map((value) => ({ value, label: TIMEFRAME_LABELS[value] }));

/** Four required fields (the 30-character hint is not enforced here), budget and timeframe optional. */
export function StrategyForm({
  onSubmit,
  pending,
  predictions,
}: {
  onSubmit: (input: StrategyInput) => Promise<unknown>;
  pending: boolean;
  predictions: PredictionDto[];
}) {
  const form = useForm<Values>({ initialValues: EMPTY });

  const send = useSingleFlight(async () => {
    const v = form.getValues();
    const missing = REQUIRED.filter((name) => !String(v[name] ?? '').trim());
    const unreadable = AMOUNTS.filter((name) => isUnreadableAmount(v[name]));
    form.setErrors({
      ...Object.fromEntries(missing.map((name) => [name, 'Campo obrigatório'])),
      ...Object.fromEntries(unreadable.map((name) => [name, amountError(v[name])])),
    });
    const { conflictType } = v;
    if (missing.length > 0 || !conflictType) {
      toast.error(
        'Campos Obrigatórios',
        'Preencha título, tipo de conflito, descrição e resultado desejado.',
      );
      return;
    }
    if (unreadable.length > 0) return;
    const input = {
      caseTitle: v.caseTitle,
      conflictType,
      caseDescription: v.caseDescription,
      desiredOutcome: v.desiredOutcome,
      budget: typeof v.budget === 'number' ? v.budget : null,
      disputedAmount: typeof v.disputedAmount === 'number' ? v.disputedAmount : null,
      timeframe: v.timeframe,
      linkedPredictionId: v.linkedPredictionId,
    };
    // A negative amount is refused under its field with the server's message (the shared schema),
    // never turned into 0 behind the user's back.
    const amountErrors = Object.fromEntries(
      Object.entries(validateStrategy(input)).filter(([field]) => AMOUNT_FIELDS.has(field)),
    );
    form.setErrors(amountErrors);
    if (Object.keys(amountErrors).length > 0) return;
    try {
      await onSubmit(input);
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
        Nova análise
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Título do caso" required {...form.getInputProps('caseTitle')} />
            <Select
              label="Tipo de conflito"
              required
              placeholder="Selecione"
              data={CONFLICTS}
              allowDeselect={false}
              {...form.getInputProps('conflictType')}
            />
          </SimpleGrid>
          <Textarea
            label="Descrição do caso"
            required
            autosize
            minRows={4}
            maxRows={12}
            description="Mínimo de 30 caracteres. Informe valores (R$), datas, contratos e cláusulas (ex.: adesão, arbitragem)."
            {...form.getInputProps('caseDescription')}
          />
          <Textarea
            label="Resultado desejado"
            required
            autosize
            minRows={2}
            {...form.getInputProps('desiredOutcome')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyField
              label="Valor em disputa (R$, opcional)"
              description="Em branco: usamos o valor que a descrição aponta como pedido, devido ou multa"
              {...form.getInputProps('disputedAmount')}
            />
            <MoneyField
              label="Orçamento (R$)"
              description="Em reais inteiros"
              {...form.getInputProps('budget')}
            />
            <Select
              label="Prazo"
              placeholder="Sem prazo definido"
              data={TIMEFRAME_OPTIONS}
              clearable
              {...form.getInputProps('timeframe')}
            />
            <Select
              label="Vincular predição"
              placeholder="Nenhuma"
              clearable
              data={predictions.map((p) => ({ value: p.id, label: `${p.caseTitle} (${p.probability}%)` }))}
              {...form.getInputProps('linkedPredictionId')}
            />
          </SimpleGrid>
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconRoute size={16} />}
            w={{ sm: 'fit-content' }}
          >
            {pending ? 'Analisando...' : 'Analisar estratégias'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
