import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';

interface Props {
  /** What is deleted, in words ('documento', 'validação'…), for the dialog's title. */
  kind: string;
  /** The record's title: the button's accessible name and the dialog's text name it. */
  title: string;
  /** The delete itself; the caller toasts and reloads its list. */
  onConfirm(): void;
  /** The delete is under way. */
  loading?: boolean;
}

/**
 * Deletes one saved record after a confirmation: an icon in a list row (named "Excluir <título>"
 * for screen readers) that opens a dialog; the dialog's own Cancelar/Excluir are the only way on,
 * so a stray click or Enter never deletes. Deleting is how a user frees space when storage is full
 * and exercises the right to deletion (LGPD art. 18, VI).
 */
export function DeleteButton({ kind, title, onConfirm, loading = false }: Props) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        aria-label={`Excluir ${title}`}
        loading={loading}
        onClick={dialog.open}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={dialog.close} title={`Excluir ${kind}?`}>
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Esta ação exclui “{title}” definitivamente e não pode ser desfeita.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              Cancelar
            </Button>
            <Button
              color="red"
              onClick={() => {
                dialog.close();
                onConfirm();
              }}
            >
              Excluir
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
