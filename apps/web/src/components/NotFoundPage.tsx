import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHead } from '@unhead/react';

export function NotFoundPage() {
  useHead({ title: 'Página não encontrada — Lexato', meta: [{ name: 'robots', content: 'noindex' }] });
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Página não encontrada</Title>
        <Text c="dimmed">O endereço não existe ou foi movido.</Text>
        {/* The product spec keeps these two lines of the original screen, in English: smaller than
            the Portuguese ones, which are what the reader needs. */}
        <Title order={2} size="sm" fw={600} c="dimmed" lang="en">
          Page Not Found
        </Title>
        <Text c="dimmed" size="xs" lang="en">
          Did you forget to add the page to the router?
        </Text>
        <Button component={Link} to="/" variant="light" mt="md">
          Voltar ao início
        </Button>
      </Stack>
    </Center>
  );
}
