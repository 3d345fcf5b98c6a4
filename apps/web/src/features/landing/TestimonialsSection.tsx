import { Group, Text, VisuallyHidden } from '@mantine/core';
import { testimonials } from '../../content/landing.ts';
import { Grid } from './Grid.tsx';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';
import { Section } from './Section.tsx';

function Stars({ rating }: { rating: number }) {
  return (
    <span className={classes.stars} data-testid="rating">
      <VisuallyHidden>{`Avaliação: ${rating} de 5 estrelas`}</VisuallyHidden>
      {Array.from({ length: rating }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder
        <Icon key={i} name="star" size={18} filled />
      ))}
    </span>
  );
}

export function TestimonialsSection() {
  return (
    <Section
      id="depoimentos"
      eyebrow="Depoimentos"
      title="O que dizem os nossos clientes"
      subtitle="Depoimentos ilustrativos de exemplo, representativos do uso da plataforma."
      tinted
    >
      <Grid md="2">
        {testimonials.map((t) => (
          <figure key={t.name} className={classes.box} style={{ margin: 0 }}>
            <Stars rating={t.rating} />
            <Text component="blockquote" m={0} mt="sm" fz="md">
              “{t.text}”
            </Text>
            <Group component="figcaption" gap="sm" mt="lg">
              <span className={classes.avatar} style={{ width: 38, height: 38 }} aria-hidden="true">
                {t.avatar}
              </span>
              <div>
                <Text fw={700}>{t.name}</Text>
                <Text size="sm" c="dimmed">
                  {t.role}, {t.company}
                </Text>
              </div>
            </Group>
          </figure>
        ))}
      </Grid>
    </Section>
  );
}
