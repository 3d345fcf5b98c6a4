import { Stack, Text, Title } from '@mantine/core';
import { caseStudy } from '../../content/landing.ts';
import { Grid } from './Grid.tsx';
import classes from './Landing.module.css';
import { Section } from './Section.tsx';

export function CaseStudySection() {
  return (
    <Section
      id="casos-sucesso"
      eyebrow="Casos de sucesso"
      title="De 20 horas para 25 minutos"
      subtitle="Veja como a revisão de contratos muda quando a IA faz a primeira leitura."
    >
      <article className={classes.box}>
        <Grid md="2">
          <Stack gap="sm">
            <Title order={3} fz="xl">
              {caseStudy.title}
            </Title>
            <Text size="sm" c="dimmed">
              {caseStudy.client}
            </Text>
            <Text fw={700} mt="sm">
              O desafio
            </Text>
            <Text c="dimmed">{caseStudy.challenge}</Text>
            <Text fw={700}>A solução</Text>
            <Text c="dimmed">{caseStudy.solution}</Text>
          </Stack>
          <Grid sm="2">
            {caseStudy.metrics.map((m) => (
              <div key={m.label} className={classes.mockupTile}>
                <Text fw={800} className={`${classes.caseFigure} ${classes.accent}`}>
                  {m.value}
                </Text>
                <Text size="sm" c="dimmed">
                  {m.label}
                </Text>
              </div>
            ))}
          </Grid>
        </Grid>
      </article>
    </Section>
  );
}
