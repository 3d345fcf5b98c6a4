import { VALIDATOR_MIN_CHARS } from '@lexato/schemas';
import { Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { PasteOrAttach } from '../../components/PasteOrAttach.tsx';
import { UploadFileInput } from '../../components/UploadFileInput.tsx';
import { toast } from '../../lib/toast.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { canValidate, REQUIRED_MESSAGE, REQUIRED_TITLE } from './validatorView.ts';

interface Props {
  validating: boolean;
  uploading: boolean;
  /** Settles when the validation is answered (its errors are the caller's to show). */
  onValidate(input: { documentTitle: string; documentContent: string }): Promise<unknown>;
  onUpload(file: File): Promise<{ title: string; content: string }>;
}

/** Paste or upload, with the character counter and the 50-character minimum (@lexato/schemas validator). */
export function ValidatorForm({ validating, uploading, onValidate, onUpload }: Props) {
  // One form for the title and the text, pasted or extracted; the file picked is not part of it.
  const form = useForm({
    initialValues: { title: '', content: '' },
    validate: {
      title: (value) => (value.trim() ? null : 'Informe o título'),
      content: (value) =>
        value.length >= VALIDATOR_MIN_CHARS
          ? null
          : `O conteúdo deve ter pelo menos ${VALIDATOR_MIN_CHARS} caracteres`,
    },
  });
  const { title, content } = form.values;
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState(false);

  // One validation per click burst: a double click would otherwise validate (and store) twice.
  const send = useSingleFlight(async () => {
    if (form.validate().hasErrors || !canValidate(title, content)) {
      toast.error(REQUIRED_TITLE, REQUIRED_MESSAGE);
      return;
    }
    await onValidate({ documentTitle: title.trim(), documentContent: content }).catch(() => undefined);
  });
  const submit = () => void send();
  const upload = async () => {
    if (!file) return;
    try {
      const r = await onUpload(file);
      form.setValues({ title: r.title, content: r.content });
      form.clearErrors();
      setUploaded(true);
    } catch {}
  };
  const pickFile = (picked: File | null) => {
    setFile(picked);
    setUploaded(false);
  };
  const counter = (
    <Text size="xs" c={content.length >= VALIDATOR_MIN_CHARS ? 'dimmed' : 'yellow'} aria-live="polite">
      {content.length.toLocaleString('pt-BR')} caracteres (mínimo {VALIDATOR_MIN_CHARS})
    </Text>
  );
  const validateButton = (
    <Button leftSection={<IconShieldCheck size={16} />} loading={validating} onClick={submit}>
      Validar citações
    </Button>
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Validar documento
        </Title>
        <PasteOrAttach
          paste={
            <Stack gap="sm">
              <TextInput label="Título" withAsterisk {...form.getInputProps('title')} />
              <Textarea
                label="Conteúdo"
                placeholder="Cole aqui a peça, o parecer ou o texto gerado por IA"
                autosize
                minRows={8}
                maxRows={18}
                withAsterisk
                {...form.getInputProps('content')}
              />
              {counter}
              {validateButton}
            </Stack>
          }
          attach={
            <Stack gap="sm">
              <UploadFileInput value={file} onChange={pickFile} />
              <Button variant="light" onClick={upload} loading={uploading} disabled={!file}>
                Processar arquivo
              </Button>
              {uploaded && (
                <>
                  <TextInput label="Título" withAsterisk {...form.getInputProps('title')} />
                  <Textarea
                    label="Texto extraído"
                    autosize
                    minRows={6}
                    maxRows={14}
                    withAsterisk
                    {...form.getInputProps('content')}
                  />
                  {counter}
                  {content.length >= VALIDATOR_MIN_CHARS ? (
                    validateButton
                  ) : (
                    <Text size="sm" c="yellow">
                      O texto extraído tem menos de {VALIDATOR_MIN_CHARS} caracteres: não há o que validar.
                    </Text>
                  )}
                </>
              )}
            </Stack>
          }
        />
      </Stack>
    </Card>
  );
}
