import {
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  type FieldType,
  inferTemplateFields,
  type TemplateCreateInput,
  type TemplateFieldDto,
  templateCreateSchema,
} from '@lexato/schemas';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';

interface Values {
  name: string;
  category: string;
  description: string;
  content: string;
}
const EMPTY: Values = { name: '', category: 'Personalizado', description: '', content: '' };
const validate = schemaResolver(templateCreateSchema, { sync: true });
const TYPE_OPTIONS = FIELD_TYPES.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] }));

/** A private template from text with {{campo}} placeholders; the field list is inferred, label and type editable. */
export function NewTemplateModal({
  opened,
  onClose,
  pending,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  pending: boolean;
  onSubmit: (input: TemplateCreateInput) => Promise<unknown>;
}) {
  const form = useForm<Values>({ initialValues: EMPTY, validate, mode: 'controlled' });
  const [edited, setEdited] = useState<TemplateFieldDto[]>([]);
  const fields = inferTemplateFields(form.values.content, edited);
  const edit = (name: string, change: Partial<TemplateFieldDto>) => {
    const current = fields.find((f) => f.name === name);
    if (!current) return;
    setEdited((list) => [...list.filter((f) => f.name !== name), { ...current, ...change }]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors) return;
    try {
      await onSubmit({ ...form.getValues(), fields });
      form.setValues(EMPTY);
      setEdited([]);
      onClose();
    } catch {
      // The mutation's toast said what went wrong.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Novo modelo" size="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome do modelo" required {...form.getInputProps('name')} />
            <TextInput label="Categoria" {...form.getInputProps('category')} />
          </SimpleGrid>
          <TextInput label="Descrição" {...form.getInputProps('description')} />
          <Textarea
            label="Texto do modelo"
            required
            autosize
            minRows={8}
            maxRows={20}
            description="Marque cada campo com chaves duplas, por exemplo {{nome_do_cliente}} ou {{data_assinatura}}."
            {...form.getInputProps('content')}
          />
          {fields.length > 0 ? (
            <Table withTableBorder fz="sm" aria-label="Campos do modelo">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Campo</Table.Th>
                  <Table.Th>Rótulo</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((f) => (
                  <Table.Tr key={f.name}>
                    <Table.Td>
                      <code>{f.name}</code>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Rótulo de ${f.name}`}
                        value={f.label}
                        onChange={(e) => edit(f.name, { label: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Tipo de ${f.name}`}
                        data={TYPE_OPTIONS}
                        value={f.type}
                        allowDeselect={false}
                        onChange={(v) => v && edit(f.name, { type: v as FieldType })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              Nenhum campo ainda: os marcadores {'{{campo}}'} do texto aparecem aqui.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={pending}>
              Salvar modelo
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
