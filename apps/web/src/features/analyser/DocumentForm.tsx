import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentTypeValue,
  documentInputSchema,
} from '@lexato/schemas';
import { Button, Card, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { PasteOrAttach } from '../../components/PasteOrAttach.tsx';
import { UploadFileInput } from '../../components/UploadFileInput.tsx';
import { useSingleFlight } from '../../lib/use-single-flight.ts';

const validateDocument = schemaResolver(documentInputSchema, { sync: true });

const TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }));

interface Props {
  creating: boolean;
  uploading: boolean;
  onCreate(input: {
    title: string;
    content: string;
    type: DocumentTypeValue;
    status: 'pending';
  }): Promise<unknown>;
  onUpload(input: { file: File; docType: DocumentTypeValue }): Promise<unknown>;
}

/** Type select, then paste or attach; the form clears after a successful create/upload. */
export function DocumentForm({ creating, uploading, onCreate, onUpload }: Props) {
  // The server's rules and messages, checked here first: a title too short is a field error
  // under the field, not a failure toast (the toast is for what only the server can refuse).
  const form = useForm({
    initialValues: { type: 'contract' as DocumentTypeValue, title: '', content: '' },
    transformValues: (v) => ({
      title: v.title.trim(),
      content: v.content,
      type: v.type,
      status: 'pending' as const,
    }),
    validate: (v) =>
      validateDocument({ title: v.title.trim(), content: v.content, type: v.type, status: 'pending' }),
  });
  const [file, setFile] = useState<File | null>(null);
  const { type, title, content } = form.values;

  // One create or upload per click burst: a double click would otherwise store the document twice.
  const create = useSingleFlight(async () => {
    if (form.validate().hasErrors) return;
    try {
      await onCreate(form.getTransformedValues());
      form.setValues({ title: '', content: '' });
    } catch {
      // the mutation's own toast explains it; the form keeps what was typed
    }
  });
  const upload = useSingleFlight(async () => {
    if (!file) return;
    try {
      await onUpload({ file, docType: type });
      setFile(null);
    } catch {}
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Novo documento
        </Title>
        <Select
          label="Tipo de documento"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(v) => v && form.setFieldValue('type', v as DocumentTypeValue)}
          allowDeselect={false}
        />
        <PasteOrAttach
          paste={
            <Stack gap="sm">
              <TextInput label="Título" withAsterisk {...form.getInputProps('title')} />
              <Textarea
                label="Conteúdo"
                placeholder="Cole aqui o texto do contrato ou da petição"
                autosize
                minRows={8}
                maxRows={18}
                withAsterisk
                {...form.getInputProps('content')}
              />
              <Button
                onClick={() => void create()}
                loading={creating}
                disabled={!title.trim() || !content.trim()}
              >
                Criar documento
              </Button>
            </Stack>
          }
          attach={
            <Stack gap="sm">
              <UploadFileInput value={file} onChange={setFile} />
              <Button onClick={() => void upload()} loading={uploading} disabled={!file}>
                Enviar arquivo
              </Button>
            </Stack>
          }
        />
      </Stack>
    </Card>
  );
}
