import '../../lib/mantine-app.css';
import '../../lib/site-theme.css';
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHead } from '@unhead/react';
import { Brand } from '../landing/Brand.tsx';
import { Icon } from '../landing/icons.tsx';
import { ThemeToggle } from '../landing/ThemeToggle.tsx';
import { useAdminLogin } from './useAdminLogin.ts';

export function LoginPage() {
  useHead({
    title: 'Acesso administrativo — Lexato',
    meta: [
      { name: 'description', content: 'Acesso restrito à administração da Lexato.' },
      { name: 'robots', content: 'noindex' },
    ],
  });
  const { form, pending, onSubmit } = useAdminLogin();

  return (
    <Center mih="100vh" p="md" component="main">
      <Stack w="100%" maw={400} gap="md">
        <Stack align="center" gap={4}>
          <Brand to="/" hint="início" />
          <Title order={1} fz={26} mt="sm">
            Acesso administrativo
          </Title>
          <Text c="dimmed" size="sm">
            Entre com o usuário e a senha do administrador.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <TextInput
                label="Usuário"
                autoComplete="username"
                withAsterisk
                key={form.key('username')}
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label="Senha"
                autoComplete="current-password"
                withAsterisk
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Button type="submit" disabled={pending} fullWidth>
                {pending ? 'Entrando...' : 'Entrar'}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Stack align="center" gap="xs">
          <Button component={Link} to="/" variant="subtle" leftSection={<Icon name="arrowLeft" size={16} />}>
            Voltar ao site
          </Button>
          <ThemeToggle />
        </Stack>
      </Stack>
    </Center>
  );
}
