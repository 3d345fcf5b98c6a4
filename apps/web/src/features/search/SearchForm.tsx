import {
  RESULT_KIND_LABELS,
  RESULT_KINDS,
  type ResultKind,
  type SearchInput,
  searchInputSchema,
} from '@lexato/schemas';
import { Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { DateField } from '../../components/DateField.tsx';
import { toast } from '../../lib/toast.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';

interface Values {
  query: string;
  kinds: ResultKind[];
  acts: string[];
  court: string | null;
  dateFrom: string;
  dateTo: string;
}
const EMPTY: Values = { query: '', kinds: [], acts: [], court: null, dateFrom: '', dateTo: '' };
const KIND_OPTIONS = RESULT_KINDS.map((value) => ({ value, label: RESULT_KIND_LABELS[value] }));

function toInput(v: Values): SearchInput {
  return {
    query: v.query,
    filters: {
      ...(v.kinds.length > 0 ? { kinds: v.kinds } : {}),
      ...(v.acts.length > 0 ? { acts: v.acts } : {}),
      ...(v.court ? { court: v.court } : {}),
      ...(v.dateFrom ? { dateFrom: v.dateFrom } : {}),
      ...(v.dateTo ? { dateTo: v.dateTo } : {}),
    },
  };
}

const schemaValidate = schemaResolver(searchInputSchema, { sync: true });
const validate = (v: Values) => {
  const errors = schemaValidate(toInput(v));
  return {
    ...(errors.query ? { query: errors.query } : {}),
    ...(errors['filters.dateFrom'] ? { dateFrom: errors['filters.dateFrom'] } : {}),
    ...(errors['filters.dateTo'] ? { dateTo: errors['filters.dateTo'] } : {}),
  };
};

/** Search: the query (non-blank, at least 3 characters) and the filters. */
export function SearchForm({
  courts,
  acts,
  pending,
  onSubmit,
}: {
  courts: string[];
  /** The acts of the knowledge base loaded (search.acts). */
  acts: Array<{ act: string; name: string }>;
  pending: boolean;
  onSubmit: (input: SearchInput) => Promise<unknown>;
}) {
  const form = useForm<Values>({ initialValues: EMPTY, validate });

  // One search per click burst: a double click would otherwise run (and keep in the history) it twice.
  const send = useSingleFlight(async () => {
    if (!form.getValues().query.trim()) {
      toast.error('Campo obrigatório', 'Digite o que deseja pesquisar.');
      return;
    }
    if (form.validate().hasErrors) return;
    await onSubmit(toInput(form.getValues())).catch(() => {
      // The mutation's toast said what went wrong; the form keeps the query.
    });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Nova pesquisa
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Consulta"
            required
            placeholder="Ex.: prazo para pagar as verbas rescisórias e multa por atraso"
            description='Escreva a pergunta com suas palavras, ou cite o dispositivo ("art. 477 da CLT", "Súmula 54 do STJ", "Tema 1076 do STJ"). Use "aspas" para uma expressão exata e -palavra para excluir.'
            {...form.getInputProps('query')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
            <MultiSelect
              label="Tipos de fonte"
              placeholder="Todos"
              data={KIND_OPTIONS}
              clearable
              {...form.getInputProps('kinds')}
            />
            <MultiSelect
              label="Diplomas"
              placeholder="Todos"
              data={acts.map((a) => ({ value: a.act, label: a.name }))}
              clearable
              searchable
              {...form.getInputProps('acts')}
            />
            <Select
              label="Tribunal"
              placeholder="Todos"
              data={courts}
              clearable
              searchable
              {...form.getInputProps('court')}
            />
            <DateField label="De" {...form.getInputProps('dateFrom')} />
            <DateField label="Até" {...form.getInputProps('dateTo')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={pending} leftSection={<IconSearch size={16} />}>
              {pending ? 'Pesquisando...' : 'Pesquisar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
