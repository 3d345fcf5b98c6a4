import { Group, Text, Title } from '@mantine/core';
import { solutionModules } from '../../content/landing.ts';
import { Grid, IconBox } from './Grid.tsx';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';
import { Section } from './Section.tsx';

export function SolutionsSection() {
  return (
    <Section
      id="solucoes-detalhadas"
      eyebrow="Soluções"
      title="Quatro módulos, um fluxo de trabalho completo"
      subtitle="Cada módulo resolve uma parte da rotina jurídica e todos conversam entre si, com um assistente de IA que acompanha o seu trabalho."
      tinted
    >
      <Grid md="2">
        {solutionModules.map((m) => (
          <article key={m.name} className={classes.box}>
            <Group justify="space-between" align="flex-start">
              <IconBox color={m.color}>
                <Icon name={m.icon} />
              </IconBox>
              <span className={classes.pill}>{m.name}</span>
            </Group>
            <Title order={3} fz="xl" mt="md">
              {m.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {m.description}
            </Text>
            <ul className={classes.checkList}>
              {m.benefits.map((b) => (
                <li key={b}>
                  <Icon name="check" size={16} />
                  {b}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </Grid>
    </Section>
  );
}
