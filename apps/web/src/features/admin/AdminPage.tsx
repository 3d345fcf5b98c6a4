import '../../lib/mantine-app.css';
import '../../lib/site-theme.css';
import type { ContactDto } from '@lexato/schemas';
import { Button, Center, Container, Group, Loader, Tabs, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { Brand } from '../landing/Brand.tsx';
import { Icon } from '../landing/icons.tsx';
import { ThemeToggle } from '../landing/ThemeToggle.tsx';
import classes from './Admin.module.css';
import { ClosuresPanel } from './ClosuresPanel.tsx';
import { ContactsPanel } from './ContactsPanel.tsx';
import type { UserDraft } from './UserFormModal.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import { useAdminAuth } from './useAdminAuth.ts';
import type { AdminUserDto } from './useUsers.ts';

type Tab = 'contatos' | 'usuarios' | 'fechamentos';

export function AdminPage() {
  useHead({
    title: 'Painel administrativo — Lexato',
    meta: [{ name: 'robots', content: 'noindex' }],
  });
  const { isAuthenticated, logout } = useAdminAuth();
  const [tab, setTab] = useState<Tab>('contatos');
  const [modalOpen, setModalOpen] = useState(false);
  const [editing, setEditing] = useState<AdminUserDto | null>(null);
  const [draft, setDraft] = useState<UserDraft | null>(null);

  const openModal = (user: AdminUserDto | null, fromContact: UserDraft | null) => {
    setEditing(user);
    setDraft(fromContact);
    setModalOpen(true);
  };
  const createFromContact = (c: ContactDto) => {
    setTab('usuarios');
    openModal(null, { name: c.name, email: c.email, company: c.company });
  };

  if (!isAuthenticated) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Verificando acesso" />
      </Center>
    );
  }

  return (
    <>
      <header className={classes.header}>
        <Container size="xl">
          <Group justify="space-between" py="sm" gap="xs">
            <Brand to="/" hint="início" />
            <Group gap="xs">
              <ThemeToggle />
              <Button
                component={Link}
                to="/"
                variant="default"
                leftSection={<Icon name="arrowLeft" size={16} />}
              >
                Voltar ao site
              </Button>
              <Button variant="light" color="red" onClick={logout}>
                Sair
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <Container size="xl" component="main" py="lg">
        {/* The page's one h1, at every width (in the header it had no room on a phone). */}
        <Title order={1} fz="xl" mb="md">
          Painel administrativo
        </Title>
        <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'contatos')} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="contatos">Contatos</Tabs.Tab>
            <Tabs.Tab value="usuarios">Usuários</Tabs.Tab>
            <Tabs.Tab value="fechamentos">Fechamentos de tribunais</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="contatos">
            <ContactsPanel enabled={isAuthenticated} onCreateAccount={createFromContact} />
          </Tabs.Panel>
          <Tabs.Panel value="usuarios">
            <UsersPanel
              enabled={isAuthenticated}
              editing={editing}
              draft={draft}
              modalOpen={modalOpen}
              onOpenCreate={() => openModal(null, null)}
              onOpenEdit={(u) => openModal(u, null)}
              onCloseModal={() => setModalOpen(false)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="fechamentos">
            <ClosuresPanel enabled={isAuthenticated} />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  );
}
