import { Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { heroStats } from '../../content/landing.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { sectionLinkHandler } from '../../lib/site-scroll.ts';
import { DashboardMockup } from './DashboardMockup.tsx';
import { Grid } from './Grid.tsx';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';

export function Hero() {
  return (
    <section id="inicio" aria-labelledby="inicio-titulo" className={classes.hero}>
      <Container size="lg">
        <Grid md="2">
          <Stack gap="lg" justify="center">
            <span className={classes.pill}>Automação jurídica com inteligência artificial</span>
            <Title order={1} id="inicio-titulo" className={classes.heroTitle}>
              Menos horas em tarefas repetitivas,{' '}
              <span className={classes.accent}>mais tempo para o direito</span>
            </Title>
            <Text size="lg" c="dimmed">
              A Lexato analisa contratos, pesquisa jurisprudência, prevê riscos e gera documentos para
              escritórios de advocacia, departamentos jurídicos e órgãos públicos — com segurança e em
              conformidade com a LGPD.
            </Text>
            <Group gap="sm">
              <Button component="a" href="#contato" size="md" onClick={sectionLinkHandler('contato')}>
                Começar Agora
              </Button>
              <Button
                component="a"
                href="#servicos"
                size="md"
                variant="default"
                onClick={sectionLinkHandler('servicos')}
              >
                Conheça as Soluções
              </Button>
              <Button
                component="a"
                href={siteConfig.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                variant="subtle"
                leftSection={<Icon name="whatsapp" size={18} />}
              >
                Agende uma reunião
                <VisuallyHidden> (abre o WhatsApp em nova aba)</VisuallyHidden>
              </Button>
            </Group>
            <div className={classes.tiles3}>
              {heroStats.map((s) => (
                <div key={s.label}>
                  <Text fw={800} className={`${classes.heroStat} ${classes.accent}`}>
                    {s.value}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {s.label}
                  </Text>
                </div>
              ))}
            </div>
          </Stack>
          <DashboardMockup />
        </Grid>
      </Container>
    </section>
  );
}
