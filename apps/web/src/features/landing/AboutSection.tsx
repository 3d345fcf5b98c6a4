import { Stack, Text, Title } from '@mantine/core';
import { aboutValues } from '../../content/landing.ts';
import { Grid, IconBox } from './Grid.tsx';
import { Icon } from './icons.tsx';
import { Section } from './Section.tsx';

export function AboutSection() {
  return (
    <Section
      id="sobre"
      eyebrow="Sobre a Lexato"
      title="Tecnologia feita por quem conhece a rotina jurídica"
      subtitle="A Lexato Tecnologia Jurídica nasceu da experiência de advogados e engenheiros que queriam um escritório com menos planilhas e mais estratégia."
      tinted
    >
      <Grid sm="2" md="4">
        {aboutValues.map((v) => (
          <Stack key={v.title} gap="xs" align="flex-start">
            <IconBox color="lexato">
              <Icon name={v.icon} />
            </IconBox>
            <Title order={3} fz="lg">
              {v.title}
            </Title>
            <Text c="dimmed">{v.text}</Text>
          </Stack>
        ))}
      </Grid>
    </Section>
  );
}
