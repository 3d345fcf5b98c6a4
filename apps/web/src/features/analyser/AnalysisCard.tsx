import { type AnalysedCitation, type AnalysisDto, FINDING_TYPE_LABELS } from '@lexato/schemas';
import { Badge, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { PdfDownloadButton } from '../../components/PdfDownloadButton.tsx';
import { citationStatusView } from '../validator/validatorView.ts';
import classes from './Analyser.module.css';
import {
  FINDING_COLORS,
  RISK_COLORS,
  RISK_LABELS,
  SEVERITY_COLORS,
  SEVERITY_LABELS,
} from './analysisView.ts';

/**
 * Analysis: score, risk level, summary, findings with the clause they quote, suggestions;
 * and, right after an analysis, the citations it checked.
 */
export function AnalysisCard({
  analysis,
  title,
  citations,
}: {
  analysis: AnalysisDto;
  title: string;
  citations?: AnalysedCitation[] | undefined;
}) {
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Resultado da análise">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            Resultado da análise
          </Title>
          <Badge size="lg" color={RISK_COLORS[analysis.riskLevel]}>
            {RISK_LABELS[analysis.riskLevel]}
          </Badge>
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" c="dimmed">
              Pontuação
            </Text>
            <Text fw={700} data-testid="analysis-score">
              {analysis.score}/100
            </Text>
          </Group>
          <Progress value={analysis.score} color={RISK_COLORS[analysis.riskLevel]} aria-label="Pontuação" />
        </div>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{analysis.summary}</Text>
        <PdfDownloadButton href={`/api/platform/analyses/${analysis.id}/pdf`} title={`Análise — ${title}`} />

        <Title order={3} size="h5">
          Apontamentos ({analysis.findings.length})
        </Title>
        {analysis.findings.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nenhum apontamento: as regras do mecanismo não encontraram problemas neste documento.
          </Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {analysis.findings.map((f) => (
              <Card
                component="li"
                key={`${f.legalBasis}|${f.clause ?? f.description}`}
                withBorder
                radius="sm"
                padding="sm"
              >
                <Stack gap={6}>
                  <Group gap="xs">
                    <Badge color={FINDING_COLORS[f.type]} variant="light">
                      {FINDING_TYPE_LABELS[f.type]}
                    </Badge>
                    <Badge color={SEVERITY_COLORS[f.severity]} variant="outline">
                      Gravidade {SEVERITY_LABELS[f.severity].toLowerCase()}
                    </Badge>
                    {f.source === 'ia' && (
                      <Badge color="grape" variant="dot">
                        Sugerido pela IA
                      </Badge>
                    )}
                  </Group>
                  {f.clause ? (
                    <blockquote className={classes.clause}>“{f.clause}”</blockquote>
                  ) : (
                    <Text size="sm" c="dimmed" fs="italic">
                      Cláusula ausente no documento
                    </Text>
                  )}
                  <Text size="sm">{f.description}</Text>
                  <Text size="sm">
                    <strong>Recomendação:</strong> {f.recommendation}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Fundamento: {f.legalBasis}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}

        {citations && citations.length > 0 && <CheckedCitations citations={citations} />}

        {analysis.suggestions.length > 0 && (
          <>
            <Title order={3} size="h5">
              Sugestões
            </Title>
            <List size="sm" spacing={4}>
              {analysis.suggestions.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The citations the analysis checked, each with the Validator's status and reason. */
function CheckedCitations({ citations }: { citations: AnalysedCitation[] }) {
  return (
    <>
      <Title order={3} size="h5">
        Citações conferidas ({citations.length})
      </Title>
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Citações conferidas"
      >
        {citations.map((c) => {
          const view = citationStatusView(c.status);
          return (
            <li key={c.start}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={view.color} variant="light" style={{ flexShrink: 0 }}>
                  {view.label}
                </Badge>
                <Text size="sm">
                  <strong>{c.citation}</strong> — {c.details}
                </Text>
              </Group>
            </li>
          );
        })}
      </Stack>
    </>
  );
}
