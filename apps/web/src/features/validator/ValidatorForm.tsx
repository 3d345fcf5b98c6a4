import { VALIDATOR_MIN_CHARS } from '@lexato/schemas';
import { Button, Card, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconClipboardText, IconShieldCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { UploadFileInput } from '../../components/UploadFileInput.tsx';
import { toast } from '../../lib/toast.ts';
import { canValidate, REQUIRED_MESSAGE, REQUIRED_TITLE } from './validatorView.ts';

interface Props {
  validating: boolean;
  uploading: boolean;
  onValidate(input: { documentTitle: string; documentContent: string }): void;
  onUpload(file: File): Promise<{ title: string; content: string }>;
}

/** Paste or upload, with the character counter and the 50-character minimum (@lexato/schemas validator). */
export function ValidatorForm({ validating, uploading, onValidate, onUpload }: Props) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState(false);

  const submit = () => {
    if (!canValidate(title, content)) {
      toast.error(REQUIRED_TITLE, REQUIRED_MESSAGE);
      return;
    }
    onValidate({ documentTitle: title.trim(), documentContent: content });
  };
  const upload = async () => {
    if (!file) return;
    try {
      const r = await onUpload(file);
      setTitle(r.title);
      setContent(r.content);
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
        <Tabs defaultValue="paste" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="paste" leftSection={<IconClipboardText size={16} />}>
              Colar texto
            </Tabs.Tab>
            <Tabs.Tab value="upload" leftSection={<IconUpload size={16} />}>
              Enviar arquivo
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="paste" pt="md">
            <Stack gap="sm">
              <TextInput label="Título" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
              <Textarea
                label="Conteúdo"
                placeholder="Cole aqui a peça, o parecer ou o texto gerado por IA"
                autosize
                minRows={8}
                maxRows={18}
                value={content}
                onChange={(e) => setContent(e.currentTarget.value)}
              />
              {counter}
              {validateButton}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="upload" pt="md">
            <Stack gap="sm">
              <UploadFileInput value={file} onChange={pickFile} />
              <Button variant="light" onClick={upload} loading={uploading} disabled={!file}>
                Processar arquivo
              </Button>
              {uploaded && (
                <>
                  <TextInput label="Título" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
                  <Textarea
                    label="Texto extraído"
                    autosize
                    minRows={6}
                    maxRows={14}
                    value={content}
                    onChange={(e) => setContent(e.currentTarget.value)}
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
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
