import type { GenerateInput, TemplateDto } from '@lexato/schemas';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { ListSection } from '../../components/ListSection.tsx';
import { useReveal } from '../../lib/use-reveal.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { GeneratedList } from './GeneratedList.tsx';
import { GenerateForm } from './GenerateForm.tsx';
import { NewTemplateModal } from './NewTemplateModal.tsx';
import { TemplateList } from './TemplateList.tsx';
import { useDocgen } from './useDocgen.ts';

/** DocGen: templates, the chosen template's form, and the generated documents. */
export function DocgenPage() {
  useHead({ title: 'DocGen — Lexato' });
  const api = useDocgen();
  const [selected, setSelected] = useState<TemplateDto | null>(null);
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const revealRef = useReveal<HTMLDivElement>(made);
  const generate = async (input: GenerateInput) => {
    const doc = await api.generate(input);
    setMade(doc.id);
    return doc;
  };

  return (
    <ToolFrame title="DocGen" description="Documentos jurídicos gerados a partir de modelos">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Modelos
          </Title>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Novo modelo
          </Button>
        </Group>
        {api.templates.isPending ? (
          <Center py="xl">
            <Loader aria-label="Carregando modelos" />
          </Center>
        ) : api.templates.isError ? (
          <Alert color="red">Não foi possível carregar os modelos: {api.templates.error.message}</Alert>
        ) : (
          <TemplateList
            templates={api.templateList}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
          />
        )}
      </Stack>
      {selected ? (
        // Keyed by template: choosing another template resets the title and the field values.
        <GenerateForm
          key={selected.id}
          template={selected}
          pending={api.generating}
          onSubmit={generate}
          onDone={() => setSelected(null)}
        />
      ) : (
        <Text c="dimmed">Selecione um modelo para preencher os campos e gerar o documento.</Text>
      )}
      <ListSection
        title="Documentos gerados"
        query={api.documents}
        items={api.documentList}
        noun={['documento', 'documentos']}
        loadingLabel="Carregando documentos"
        errorLabel="Não foi possível carregar os documentos"
        empty="Nenhum documento gerado ainda."
      >
        {(documents) => (
          <GeneratedList
            documents={[...documents]}
            onDelete={api.remove}
            deletingId={api.removingId}
            made={made}
            revealRef={revealRef}
          />
        )}
      </ListSection>
      <NewTemplateModal
        opened={creating}
        onClose={() => setCreating(false)}
        pending={api.creatingTemplate}
        onSubmit={api.createTemplate}
      />
    </ToolFrame>
  );
}
