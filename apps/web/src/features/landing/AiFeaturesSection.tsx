import { Text, Title } from '@mantine/core';
import { aiFeatures } from '../../content/landing.ts';
import { Grid, IconBox } from './Grid.tsx';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';
import { Section } from './Section.tsx';

export function AiFeaturesSection() {
  return (
    <Section
      id="recursos-ia"
      eyebrow="Inteligência artificial"
      title="Recursos de IA que trabalham a seu favor"
      subtitle="95% de automação nas tarefas repetitivas e 90% menos erros, sempre com a palavra final de um profissional."
    >
      <Grid sm="2" md="4">
        {aiFeatures.map((f) => (
          <article key={f.title} className={classes.box}>
            <IconBox color="violet">
              <Icon name={f.icon} />
            </IconBox>
            <Title order={3} fz="md" mt="md">
              {f.title}
            </Title>
            <Text size="sm" c="dimmed" mt="xs">
              {f.text}
            </Text>
          </article>
        ))}
      </Grid>
    </Section>
  );
}
