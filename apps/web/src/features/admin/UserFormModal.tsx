import { createUserSchema, updateUserSchema } from '@lexato/schemas';
import { Button, Group, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { AdminUserDto } from './useUsers.ts';

export interface UserDraft {
  name: string;
  email: string;
  company: string | null;
}

interface UserFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Editing this account; creating one when absent. */
  user: AdminUserDto | null;
  draft: UserDraft | null;
  saving: boolean;
  onCreate: (values: UserFormValues) => Promise<unknown>;
  onUpdate: (id: string, values: UserFormValues) => Promise<unknown>;
}

export interface UserFormValues {
  username: string;
  name: string;
  email: string;
  company: string;
  password: string;
  hasActiveContract: boolean;
  disabled: boolean;
}

/** A username suggestion from an e-mail's local part, within the schema's allowed characters. */
const usernameFrom = (email: string) =>
  email
    .split('@')[0]
    ?.normalize('NFD')
    .replace(/[^a-zA-Z0-9._-]/g, '')
    .toLowerCase() ?? '';

function initialValues(user: AdminUserDto | null, draft: UserDraft | null): UserFormValues {
  const source = user ?? draft;
  return {
    username: user?.username ?? (draft ? usernameFrom(draft.email) : ''),
    name: source?.name ?? '',
    email: source?.email ?? '',
    company: source?.company ?? '',
    password: '',
    hasActiveContract: user?.hasActiveContract ?? false,
    disabled: user?.disabled ?? false,
  };
}

export const toUpdate = (v: UserFormValues) => ({
  name: v.name,
  email: v.email,
  company: v.company || null,
  hasActiveContract: v.hasActiveContract,
  disabled: v.disabled,
  ...(v.password ? { password: v.password } : {}),
});

export const toCreate = ({ disabled: _disabled, ...v }: UserFormValues) => ({
  ...v,
  company: v.company || null,
});

const createValidator = schemaResolver(createUserSchema, { sync: true });
const updateValidator = schemaResolver(updateUserSchema, { sync: true });

export function UserFormModal({
  opened,
  onClose,
  user,
  draft,
  saving,
  onCreate,
  onUpdate,
}: UserFormModalProps) {
  const editing = user !== null;
  const form = useForm<UserFormValues>({
    initialValues: initialValues(user, draft),
    validate: (values) => (editing ? updateValidator(toUpdate(values)) : createValidator(toCreate(values))),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another account or draft is opened
  useEffect(() => {
    if (opened) form.setValues(initialValues(user, draft));
    if (opened) form.clearErrors();
  }, [opened, user, draft]);

  const submit = form.onSubmit(async (values) => {
    try {
      if (user) await onUpdate(user.id, values);
      else await onCreate(values);
      onClose();
    } catch {
      // The mutation's own toast has told the admin what went wrong; the form stays open.
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      title={editing ? `Editar conta — ${user.username}` : 'Criar conta na plataforma'}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Usuário"
            withAsterisk={!editing}
            disabled={editing}
            autoComplete="off"
            {...form.getInputProps('username')}
          />
          <TextInput label="Nome" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
          <TextInput
            label="E-mail"
            type="email"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput label="Empresa" autoComplete="off" {...form.getInputProps('company')} />
          <PasswordInput
            label={editing ? 'Nova senha' : 'Senha inicial'}
            description={editing ? 'Deixe em branco para manter a senha atual' : 'Mínimo de 8 caracteres'}
            withAsterisk={!editing}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Switch label="Contrato ativo" {...form.getInputProps('hasActiveContract', { type: 'checkbox' })} />
          {editing && (
            <Switch label="Conta desativada" {...form.getInputProps('disabled', { type: 'checkbox' })} />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? 'Salvar alterações' : 'Criar conta'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
