import '../../lib/mantine-app.css';
import { platformLoginSchema } from '@lexato/schemas';
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useHead } from '@unhead/react';
import { errorMessage } from '../../lib/errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { sessionExpiry } from '../../lib/session-expiry.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

export function PlatformLoginPage() {
  useHead({ title: 'Acessar a plataforma — Lexato', meta: [{ name: 'robots', content: 'noindex' }] });
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(platformLoginSchema, { sync: true }),
  });
  const login = useMutation(
    trpc.platformAuth.login.mutationOptions({
      onSuccess: async () => {
        sessionExpiry.reset();
        await queryClient.invalidateQueries();
        toast.clear();
        toast.success('Bem-vindo ao Lexato!');
        await navigate({ to: '/platform/dashboard' });
      },
      onError: (error) =>
        toast.error('Erro ao acessar', errorMessage(error, 'Não foi possível acessar a plataforma.')),
    }),
  );

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={420}>
        <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">
                Plataforma Lexato
              </Title>
              <Text c="dimmed" size="sm">
                Entre com o usuário e a senha fornecidos pela nossa equipe.
              </Text>
            </div>
            <TextInput label="Usuário" autoComplete="username" required {...form.getInputProps('username')} />
            <PasswordInput
              label="Senha"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={login.isPending}>
              {login.isPending ? 'Entrando...' : 'Entrar'}
            </Button>
            <Anchor component={Link} to="/" size="sm" ta="center">
              ← Voltar ao site
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
