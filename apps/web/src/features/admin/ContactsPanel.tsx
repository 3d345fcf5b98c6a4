import type { ContactDto } from '@lexato/schemas';
import {
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ListSection } from '../../components/ListSection.tsx';
import stacked from '../../components/StackedTable.module.css';
import { formatShortDateTime } from '../../lib/format.ts';
import { PAGE_SIZES, useContactsPage } from './useContactsPage.ts';

/** Past this many characters the two clamped lines may hide text: the full message opens apart. */
const MESSAGE_PREVIEW_CHARS = 100;

interface ContactsPanelProps {
  enabled: boolean;
  onCreateAccount: (contact: ContactDto) => void;
}

export function ContactsPanel({ enabled, onCreateAccount }: ContactsPanelProps) {
  const p = useContactsPage(enabled);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const [reading, setReading] = useState<ContactDto | null>(null);

  return (
    <Stack gap="md">
      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? `Mensagem de ${reading.name}` : ''}
        size="lg"
        fullScreen={isMobile}
      >
        {reading && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {reading.email} · {formatShortDateTime(reading.createdAt)}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="contact-message"
            >
              {reading.message}
            </Text>
          </Stack>
        )}
      </Modal>
      <ListSection
        variant="admin"
        title="Contatos recebidos"
        query={p.query}
        items={p.items}
        count={p.total}
        countTestId="contacts-count"
        noun={['contato', 'contatos']}
        loadingLabel="Carregando contatos"
        errorLabel="Não foi possível carregar os contatos"
        empty="Nenhum contato ainda"
        action={
          p.query.isFetching && !p.query.isPending && <Loader size="sm" aria-label="Atualizando contatos" />
        }
      >
        {(items) => (
          <>
            <Table.ScrollContainer minWidth={960} className={stacked.container}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="sm"
                data-testid="contacts-table"
                className={stacked.stacked}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nome</Table.Th>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Empresa</Table.Th>
                    <Table.Th>Telefone</Table.Th>
                    <Table.Th>Mensagem</Table.Th>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Ações</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td data-label="Nome" fw={600}>
                        {c.name}
                      </Table.Td>
                      <Table.Td data-label="E-mail">{c.email}</Table.Td>
                      <Table.Td data-label="Empresa">{c.company ?? '—'}</Table.Td>
                      <Table.Td data-label="Telefone" style={{ whiteSpace: 'nowrap' }}>
                        {c.phone ?? '—'}
                      </Table.Td>
                      <Table.Td data-label="Mensagem" maw={360}>
                        <Text size="sm" className="clamp-2" title={c.message}>
                          {c.message}
                        </Text>
                        {c.message.length > MESSAGE_PREVIEW_CHARS && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            px={0}
                            onClick={() => setReading(c)}
                            aria-label={`Ler mensagem completa de ${c.name}`}
                          >
                            Ler mensagem completa
                          </Button>
                        )}
                      </Table.Td>
                      <Table.Td data-label="Data" style={{ whiteSpace: 'nowrap' }}>
                        {formatShortDateTime(c.createdAt)}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => onCreateAccount(c)}
                          aria-label={`Criar conta para ${c.name}`}
                        >
                          Criar conta
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <NativeSelect
                label="Por página"
                data={[...PAGE_SIZES]}
                value={String(p.pageSize)}
                onChange={(e) => p.setPageSize(Number(e.currentTarget.value))}
                w={110}
              />
              <Group gap="xs" component="nav" aria-label="Paginação dos contatos">
                <Button variant="default" onClick={p.first} disabled={!p.hasPrevious}>
                  Primeira
                </Button>
                <Button variant="default" onClick={p.previous} disabled={!p.hasPrevious}>
                  Anterior
                </Button>
                <Text size="sm" aria-live="polite" data-testid="contacts-page">
                  Página {p.page} de {p.pageCount}
                </Text>
                <Button variant="default" onClick={p.next} disabled={!p.hasNext}>
                  Próxima
                </Button>
              </Group>
            </Group>
          </>
        )}
      </ListSection>
    </Stack>
  );
}
