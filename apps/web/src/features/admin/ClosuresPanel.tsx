import {
  COURT_CLOSURE_KIND_LABELS,
  COURT_CLOSURE_KINDS,
  type CourtClosureFormInput,
  courtClosureInputSchema,
} from '@lexato/schemas';
import { Anchor, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DateField } from '../../components/DateField.tsx';
import { ListSection } from '../../components/ListSection.tsx';
import stacked from '../../components/StackedTable.module.css';
import { isoToBrDate } from '../../lib/format.ts';
import { useCourtClosures } from './useCourtClosures.ts';

const EMPTY: CourtClosureFormInput = { court: '', date: '', kind: 'fechado', name: '', act: '', actUrl: '' };

/**
 * A court's days by act: without expediente (CPC art. 216), skipped in every count; or with reduced
 * hours or the system unavailable (CPC art. 224, § 1º; Res. CNJ 185/2013, art. 11), which moves only
 * a start or a due day on it. The "Por que esta data?" trail names the act.
 */
export function ClosuresPanel({ enabled }: { enabled: boolean }) {
  const { list, closures, add, remove, saving } = useCourtClosures(enabled);
  const form = useForm<CourtClosureFormInput>({
    initialValues: EMPTY,
    validate: schemaResolver(courtClosureInputSchema, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    await add(values);
    form.reset();
  });

  return (
    <ListSection
      variant="admin"
      title="Fechamentos de tribunais"
      query={list}
      items={closures}
      noun={['fechamento', 'fechamentos']}
      loadingLabel="Carregando fechamentos"
      errorLabel="Não foi possível carregar os fechamentos"
      empty="Nenhum fechamento incluído"
      intro={
        <>
          <Text c="dimmed" fz="sm">
            Dias sem expediente por ato do tribunal (CPC, art. 216), que não contam em nenhum prazo, ou de
            expediente reduzido ou sistema indisponível (CPC, art. 224, § 1º; Res. CNJ 185/2013, art. 11), que
            só adiam o início ou o vencimento que caia neles. Os prazos já definidos nesse tribunal são
            recontados e o usuário é avisado da nova data.
          </Text>
          <form onSubmit={submit} noValidate aria-label="Incluir fechamento">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label="Tribunal"
                placeholder="TJSP, TRT2, STJ"
                withAsterisk
                w={140}
                {...form.getInputProps('court')}
              />
              <DateField label="Data" withAsterisk w={140} {...form.getInputProps('date')} />
              <Select
                label="Tipo"
                withAsterisk
                w={260}
                allowDeselect={false}
                data={COURT_CLOSURE_KINDS.map((k) => ({ value: k, label: COURT_CLOSURE_KIND_LABELS[k] }))}
                {...form.getInputProps('kind')}
              />
              <TextInput label="Motivo" withAsterisk w={240} {...form.getInputProps('name')} />
              <TextInput
                label="Ato"
                placeholder="Portaria nº …/2026"
                withAsterisk
                w={240}
                {...form.getInputProps('act')}
              />
              <TextInput
                label="Link do ato"
                placeholder="https://"
                withAsterisk
                w={280}
                {...form.getInputProps('actUrl')}
              />
            </Group>
            <Button type="submit" mt="sm" loading={saving}>
              Incluir fechamento
            </Button>
          </form>
        </>
      }
    >
      {(rows) => (
        <Table.ScrollContainer minWidth={800} className={stacked.container}>
          <Table striped verticalSpacing="sm" data-testid="closures-table" className={stacked.stacked}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tribunal</Table.Th>
                <Table.Th>Data</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Ato</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td data-label="Tribunal">{c.court}</Table.Td>
                  <Table.Td data-label="Data">{isoToBrDate(c.date)}</Table.Td>
                  <Table.Td data-label="Tipo">{COURT_CLOSURE_KIND_LABELS[c.kind]}</Table.Td>
                  <Table.Td data-label="Motivo">{c.name}</Table.Td>
                  <Table.Td data-label="Ato">
                    <Anchor href={c.actUrl} target="_blank" rel="noopener noreferrer">
                      {c.act}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-label="Ações">
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      disabled={saving}
                      onClick={() => remove(c.id)}
                      aria-label={`Retirar fechamento do ${c.court} em ${isoToBrDate(c.date)}`}
                    >
                      Retirar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListSection>
  );
}
