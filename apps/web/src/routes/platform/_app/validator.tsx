import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ToolFrame } from '../../../features/platform/ToolFrame.tsx';

export const Route = createFileRoute('/platform/_app/validator')({
  component: () => (
    <ToolFrame title="Validator" description="Verificação de citações">
      <Text c="dimmed">Esta ferramenta ainda está em construção.</Text>
    </ToolFrame>
  ),
});
