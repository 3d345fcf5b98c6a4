import { Container, Text, Title } from '@mantine/core';

/** A screen whose issue has not landed yet: says so plainly instead of faking content. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Container py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        Esta tela ainda está em construção.
      </Text>
    </Container>
  );
}
