import { Text, Title } from '@mantine/core';
import { services } from '../../content/landing.ts';
import { Grid, IconBox } from './Grid.tsx';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';
import { Section } from './Section.tsx';

export function ServicesSection() {
  return (
    <Section
      id="servicos"
      eyebrow="Serviços"
      title="Tecnologia jurídica para cada etapa do seu trabalho"
      subtitle="Da triagem de documentos à gestão de prazos, a Lexato automatiza o que toma tempo e deixa a decisão com você."
    >
      <Grid sm="2" md="3">
        {services.map((s) => (
          <article key={s.title} className={classes.box}>
            <IconBox color={s.color}>
              <Icon name={s.icon} />
            </IconBox>
            <Title order={3} fz="lg" mt="md">
              {s.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {s.description}
            </Text>
          </article>
        ))}
      </Grid>
    </Section>
  );
}
