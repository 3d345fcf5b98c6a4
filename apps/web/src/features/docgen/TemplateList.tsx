import type { TemplateDto } from '@lexato/schemas';
import { Badge, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { pluralize } from '../../lib/format.ts';

/** The template cards; the selected one is outlined. */
export function TemplateList({
  templates,
  selectedId,
  onSelect,
}: {
  templates: TemplateDto[];
  selectedId: string | null;
  onSelect: (template: TemplateDto) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {templates.map((t) => (
        <UnstyledButton key={t.id} onClick={() => onSelect(t)} aria-pressed={selectedId === t.id}>
          <Card
            withBorder
            radius="md"
            padding="md"
            h="100%"
            style={selectedId === t.id ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700}>{t.name}</Text>
              <Badge variant="light" size="sm">
                {t.isPublic ? t.category : 'Meu modelo'}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" mt={4} lineClamp={3}>
              {t.description || pluralize(t.fields.length, 'campo', 'campos')}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
