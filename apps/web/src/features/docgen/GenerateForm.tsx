import type { GenerateInput, TemplateDto } from '@lexato/schemas';
import { formatBrlAmount } from '@lexato/schemas/format';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { amountError, isUnreadableAmount, type MoneyValue } from '../../components/MoneyField.tsx';
import { fieldIssues } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
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
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [data, setData] = useState<Record<string, MoneyValue>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      toast.error('Campo obrigatório', 'Informe o título do documento.');
      setTitleError('Título deve ter pelo menos 3 caracteres');
      return;
    }
    if (title.trim().length < 3) {
      setTitleError('Título deve ter pelo menos 3 caracteres');
      return;
    }
    const unreadable = template.fields.filter((f) => f.type === 'money' && isUnreadableAmount(data[f.name]));
    if (unreadable.length > 0) {
      setFieldErrors(Object.fromEntries(unreadable.map((f) => [f.name, amountError(data[f.name]) ?? ''])));
      toast.error('Valor inválido', 'Corrija o valor marcado: use o formato 4.850,00.');
      return;
    }
    // Amounts go as the document writes them ('4.850,00'); the server reads them the same way.
    const typed = Object.fromEntries(
      Object.entries(data).map(([name, v]) => [name, typeof v === 'number' ? formatBrlAmount(v) : v]),
    );
    try {
      await onSubmit({ templateId: template.id, title, data: typed });
      onDone();
    } catch (error) {
      // The mutation's toast said what went wrong; the field the server named is marked too (an
      // invalid CPF), and the form keeps what was typed.
      const named = Object.entries(fieldIssues(error))
        .filter(([path]) => path.startsWith('data.'))
        .map(([path, message]) => [path.slice('data.'.length), message]);
      setFieldErrors(Object.fromEntries(named));
    }
  };

  const short = template.fields.filter((f) => f.type !== 'textarea');
  const long = template.fields.filter((f) => f.type === 'textarea');
  const field = (f: TemplateDto['fields'][number]) => (
    <FieldInput
      key={f.name}
      field={f}
      value={data[f.name] ?? ''}
      error={fieldErrors[f.name]}
      onChange={(v) => {
        setData((d) => ({ ...d, [f.name]: v }));
        setFieldErrors(({ [f.name]: _cleared, ...rest }) => rest);
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
            error={titleError}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setTitleError(null);
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
