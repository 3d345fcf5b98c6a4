import { FileInput, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { toast } from '../lib/toast.ts';

/** .pdf, .docx, .txt up to 10 MB. */
const UPLOAD_ACCEPT = '.pdf,.docx,.txt';
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const UPLOAD_HINT = 'Formatos aceitos: .pdf, .docx, .txt — até 10 MB';

interface Props {
  value: File | null;
  onChange(file: File | null): void;
}

/** The document picker of the upload tabs: a file over 10 MB is refused here, before any upload. */
export function UploadFileInput({ value, onChange }: Props) {
  const pick = (picked: File | null) => {
    if (picked && picked.size > UPLOAD_MAX_BYTES) {
      toast.error('Arquivo muito grande', 'O arquivo deve ter no máximo 10MB');
      onChange(null);
      return;
    }
    onChange(picked);
  };
  return (
    <>
      <FileInput
        label="Arquivo"
        placeholder="Selecione um arquivo"
        accept={UPLOAD_ACCEPT}
        value={value}
        onChange={pick}
        clearable
        leftSection={<IconFileUpload size={16} />}
      />
      <Text size="sm" c="dimmed">
        {UPLOAD_HINT}
      </Text>
    </>
  );
}
