import { Badge, Button, Table } from '@mantine/core';
import { ListSection } from '../../components/ListSection.tsx';
import stacked from '../../components/StackedTable.module.css';
import { formatShortDateTime } from '../../lib/format.ts';
import classes from './Admin.module.css';
import { toCreate, toUpdate, type UserDraft, UserFormModal } from './UserFormModal.tsx';
import { type AdminUserDto, useUsers } from './useUsers.ts';

interface UsersPanelProps {
  enabled: boolean;
  editing: AdminUserDto | null;
  draft: UserDraft | null;
  modalOpen: boolean;
  onOpenCreate: () => void;
  onOpenEdit: (user: AdminUserDto) => void;
  onCloseModal: () => void;
}

export function UsersPanel({
  enabled,
  editing,
  draft,
  modalOpen,
  onOpenCreate,
  onOpenEdit,
  onCloseModal,
}: UsersPanelProps) {
  const { list, users, create, update, saving } = useUsers(enabled);

  return (
    <>
      <ListSection
        variant="admin"
        title="Contas da plataforma"
        query={list}
        items={users}
        noun={['conta', 'contas']}
        loadingLabel="Carregando contas"
        errorLabel="Não foi possível carregar as contas"
        empty="Nenhuma conta criada ainda"
        action={<Button onClick={onOpenCreate}>Nova conta</Button>}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={900} className={stacked.container}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              data-testid="users-table"
              className={stacked.stacked}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Usuário</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>Contrato</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Criada em</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td data-label="Nome" fw={600}>
                      {u.name}
                    </Table.Td>
                    <Table.Td data-label="Usuário">{u.username}</Table.Td>
                    <Table.Td data-label="E-mail">{u.email}</Table.Td>
                    <Table.Td data-label="Empresa">{u.company ?? '—'}</Table.Td>
                    <Table.Td data-label="Contrato">
                      <Badge
                        color={u.hasActiveContract ? 'green' : 'gray'}
                        variant="light"
                        classNames={{ label: classes.badgeLabel }}
                      >
                        {u.hasActiveContract ? 'Ativo' : 'Sem contrato'}
                      </Badge>
                    </Table.Td>
                    <Table.Td data-label="Situação">
                      <Badge
                        color={u.disabled ? 'red' : 'blue'}
                        variant="light"
                        classNames={{ label: classes.badgeLabel }}
                      >
                        {u.disabled ? 'Desativada' : 'Ativa'}
                      </Badge>
                    </Table.Td>
                    <Table.Td data-label="Criada em" style={{ whiteSpace: 'nowrap' }}>
                      {formatShortDateTime(u.createdAt)}
                    </Table.Td>
                    <Table.Td data-label="Ações">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onOpenEdit(u)}
                        aria-label={`Editar conta de ${u.name}`}
                      >
                        Editar
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListSection>

      <UserFormModal
        opened={modalOpen}
        onClose={onCloseModal}
        user={editing}
        draft={draft}
        saving={saving}
        onCreate={(values) => create(toCreate(values))}
        onUpdate={(id, values) => update(id, toUpdate(values))}
      />
    </>
  );
}
