import type { GenerateInput, TemplateDto } from '@lexato/schemas';
import { formatBrlAmount } from '@lexato/schemas/format';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileText } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { amountError, isUnreadableAmount, type MoneyValue } from '../../components/MoneyField.tsx';
import { fieldIssues } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { FieldInput } from './FieldInput.tsx';

/** DocGen: title (required) and the chosen template's fields (optional: blank → a line). */
export function GenerateForm({
  template,
  pending,
  onSubmit,
  onDone,
}: {
  template: TemplateDto;
  pending: boolean;
  onSubmit: (input: GenerateInput) => Promise<unknown>;
  onDone: () => void;
}) {
  // One form: the title and the template's values, with errors keyed 'title' and 'data.<campo>'.
  const form = useForm<{ title: string; data: Record<string, MoneyValue> }>({
    initialValues: { title: '', data: {} },
    clearInputErrorOnChange: false,
    validate: (values) => ({
      title: values.title.trim().length < 3 ? 'Título deve ter pelo menos 3 caracteres' : null,
      ...Object.fromEntries(
        template.fields
          .filter((f) => f.type === 'money' && isUnreadableAmount(values.data[f.name]))
          .map((f) => [`data.${f.name}`, amountError(values.data[f.name]) ?? '']),
      ),
    }),
  });
  const { title, data } = form.values;

  // One document per click burst: a double click would otherwise generate (and store) it twice.
  const send = useSingleFlight(async () => {
    const { hasErrors, errors } = form.validate();
    const values = form.getValues();
    if (hasErrors) {
      if (!values.title.trim()) toast.error('Campo obrigatório', 'Informe o título do documento.');
      else if (Object.keys(errors).some((path) => path.startsWith('data.')))
        toast.error('Valor inválido', 'Corrija o valor marcado: use o formato 4.850,00.');
      return;
    }
    // Amounts go as the document writes them ('4.850,00'); the server reads them the same way.
    const typed = Object.fromEntries(
      Object.entries(values.data).map(([name, v]) => [name, typeof v === 'number' ? formatBrlAmount(v) : v]),
    );
    try {
      await onSubmit({ templateId: template.id, title: values.title, data: typed });
      onDone();
    } catch (error) {
      // The mutation's toast said what went wrong; the field the server named is marked too (an
      // invalid CPF), and the form keeps what was typed.
      form.setErrors(
        Object.fromEntries(Object.entries(fieldIssues(error)).filter(([path]) => path.startsWith('data.'))),
      );
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const short = template.fields.filter((f) => f.type !== 'textarea');
  const long = template.fields.filter((f) => f.type === 'textarea');
  const field = (f: TemplateDto['fields'][number]) => (
    <FieldInput
      key={f.name}
      field={f}
      value={data[f.name] ?? ''}
      error={form.errors[`data.${f.name}`] as string | undefined}
      onChange={(v) => {
        form.setFieldValue('data', (d) => ({ ...d, [f.name]: v }));
        form.clearFieldError(`data.${f.name}`);
      }}
    />
  );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="generate-form">
      <Title order={2} size="h4">
        {template.name}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {template.description ||
          'Preencha os campos; os deixados em branco viram uma linha para preencher à mão.'}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Título do documento"
            required
            value={title}
            error={form.errors.title}
            onChange={(e) => {
              form.setFieldValue('title', e.currentTarget.value);
              form.clearFieldError('title');
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{short.map(field)}</SimpleGrid>
          {long.map(field)}
          <Group>
            <Button type="submit" loading={pending} leftSection={<IconFileText size={16} />}>
              {pending ? 'Gerando...' : 'Gerar documento'}
            </Button>
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
