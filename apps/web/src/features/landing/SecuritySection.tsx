import { Container, Stack, Text, Title } from '@mantine/core';
import { securityFeatures } from '../../content/landing.ts';
import { Grid } from './Grid.tsx';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';

export function SecuritySection() {
  return (
    <section
      id="seguranca"
      aria-labelledby="seguranca-titulo"
      tabIndex={-1}
      className={`${classes.section} ${classes.securityBand}`}
    >
      <Container size="lg">
        <Stack align="center" ta="center" gap="xs" mb={48}>
          <Text className={classes.onDark} fw={700} tt="uppercase" size="sm">
            Segurança e IA responsável
          </Text>
          <Title order={2} id="seguranca-titulo" className={classes.sectionTitle} c="white">
            100% seguro: seus dados continuam seus
          </Title>
          <Text className={classes.onDark} size="lg" maw={720}>
            Sigilo profissional não é negociável. Por isso a Lexato foi construída com proteção de dados desde
            a primeira linha de código.
          </Text>
        </Stack>
        <Grid sm="2" md="5">
          {securityFeatures.map((f) => (
            <Stack key={f.title} gap={6}>
              <Icon name={f.icon} size={28} />
              <Text fw={800} fz={24}>
                {f.highlight}
              </Text>
              <Title order={3} fz="md" c="white">
                {f.title}
              </Title>
              <Text size="sm" className={classes.onDark}>
                {f.description}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Container>
    </section>
  );
}
