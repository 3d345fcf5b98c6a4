import { Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { cnpjSuffix, siteConfig } from '../../lib/site-config.ts';
import { sectionLinkHandler } from '../../lib/site-scroll.ts';
import { AddressText } from './AddressText.tsx';
import { Brand } from './Brand.tsx';
import { Grid } from './Grid.tsx';
import classes from './Landing.module.css';

const SECTION_LINKS = [
  { id: 'servicos', label: 'Serviços' },
  { id: 'sobre', label: 'Sobre' },
  { id: 'equipe', label: 'Equipe' },
  { id: 'depoimentos', label: 'Depoimentos' },
  { id: 'contato', label: 'Contato' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacidade', label: 'Política de Privacidade' },
  { to: '/termos', label: 'Termos de Uso' },
  { to: '/lgpd', label: 'LGPD' },
] as const;

export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Grid md="3">
          <Stack gap="xs">
            <Brand to="/admin" hint="área administrativa" />
            <Text size="sm" c="dimmed" maw={320}>
              Automação jurídica com inteligência artificial para escritórios, departamentos jurídicos e
              órgãos públicos.
            </Text>
          </Stack>
          <nav aria-label="Seções">
            <Text fw={700} mb="xs">
              Navegação
            </Text>
            <Stack gap={6}>
              {SECTION_LINKS.map((l) => (
                <a
                  key={l.id}
                  href={`#${l.id}`}
                  className={classes.footerLink}
                  onClick={sectionLinkHandler(l.id)}
                >
                  {l.label}
                </a>
              ))}
            </Stack>
          </nav>
          <nav aria-label="Documentos legais">
            <Text fw={700} mb="xs">
              Legal
            </Text>
            <Stack gap={6}>
              {LEGAL_LINKS.map((l) => (
                <Link key={l.to} to={l.to} className={classes.footerLink}>
                  {l.label}
                </Link>
              ))}
            </Stack>
          </nav>
        </Grid>
        <hr className={classes.rule} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {siteConfig.legalName}
            {cnpjSuffix()}
          </Text>
          <Text size="sm" c="dimmed">
            <AddressText />
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
