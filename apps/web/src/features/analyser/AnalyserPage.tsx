import { CONTRACT_RELATION_LABELS, CONTRACT_RELATIONS, type ContractRelation } from '@lexato/schemas';
import { Alert, Button, Card, Grid, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { useReveal } from '../../lib/use-reveal.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { AnalysisCard } from './AnalysisCard.tsx';
import { analysisFor } from './analysisView.ts';
import { DocumentForm } from './DocumentForm.tsx';
import { DocumentList } from './DocumentList.tsx';
import { useAnalyser } from './useAnalyser.ts';

export function AnalyserPage() {
  useHead({ title: 'Analyser — Lexato' });
  const a = useAnalyser();
  const selected = a.documents.data?.find((d) => d.id === a.selectedId);
  const analysis = analysisFor(a.analyses.data ?? [], selected?.id ?? null);
  // The relation between the parties as the user corrects it ('' → read from the document).
  const [relation, setRelation] = useState<ContractRelation | ''>('');
  const read = a.analyze.data?.id === analysis?.id ? a.analyze.data?.relation : null;
  // On a phone the document opens below the list: a tap brings it into view.
  const revealRef = useReveal<HTMLDivElement>(a.selectedId);

  return (
    <ToolFrame title="Analyser" description="Análise de contratos e petições">
      {(a.documents.isError || a.analyses.isError) && (
        <Alert color="red">Não foi possível carregar seus documentos. Recarregue a página.</Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <DocumentForm
              creating={a.create.isPending}
              uploading={a.upload.isPending}
              onCreate={(input) => a.create.mutateAsync(input)}
              onUpload={(input) => a.upload.mutateAsync(input)}
            />
            <DocumentList
              documents={a.documents.data}
              loading={a.documents.isPending}
              selectedId={a.selectedId}
              onSelect={a.select}
              onDelete={a.remove}
              deletingId={a.removingId}
              analysisIdOf={(id) => analysisFor(a.analyses.data ?? [], id)?.id}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected ? (
            <Stack gap="lg">
              <Card
                withBorder
                radius="md"
                padding="lg"
                ref={revealRef}
                tabIndex={-1}
                aria-label={selected.title}
              >
                <Group justify="space-between" wrap="wrap">
                  <div style={{ minWidth: 0 }}>
                    <Title order={2} size="h4" lineClamp={2}>
                      {selected.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {selected.content.length.toLocaleString('pt-BR')} caracteres
                    </Text>
                  </div>
                  <Button
                    leftSection={<IconSearch size={16} />}
                    loading={a.analyze.isPending}
                    onClick={() =>
                      a.analyze.mutate({
                        documentId: selected.id,
                        ...(selected.type === 'contract' && relation ? { relation } : {}),
                      })
                    }
                  >
                    {analysis ? 'Analisar novamente' : 'Analisar'}
                  </Button>
                </Group>
                {selected.type === 'contract' && (
                  <NativeSelect
                    mt="md"
                    label="Relação entre as partes"
                    description="Decide as regras aplicadas (CDC, CLT, Lei do Inquilinato, Código Civil). Corrija se a leitura do documento estiver errada."
                    value={relation}
                    onChange={(e) => setRelation(e.currentTarget.value as ContractRelation | '')}
                    data={[
                      { value: '', label: 'Ler do documento' },
                      ...CONTRACT_RELATIONS.map((r) => ({ value: r, label: CONTRACT_RELATION_LABELS[r] })),
                    ]}
                  />
                )}
                {read && (
                  <Text size="sm" mt="xs" data-testid="relation-read">
                    {read.source === 'usuario'
                      ? `${read.label} (informada por você).`
                      : `${read.label}${read.facts.length > 0 ? `, lida de ${read.facts.map((f) => `“${f}”`).join(' · ')}` : ''}.`}
                  </Text>
                )}
              </Card>
              {analysis ? (
                <AnalysisCard
                  analysis={analysis}
                  title={selected.title}
                  citations={a.analyze.data?.id === analysis.id ? a.analyze.data.citations : undefined}
                />
              ) : (
                <Text c="dimmed">Este documento ainda não foi analisado.</Text>
              )}
            </Stack>
          ) : (
            <Card withBorder radius="md" padding="lg">
              <Text c="dimmed">Selecione um documento da lista para ver ou gerar a análise.</Text>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </ToolFrame>
  );
}
