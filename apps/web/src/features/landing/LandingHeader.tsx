import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { sectionLinkHandler } from '../../lib/site-scroll.ts';
import { Brand } from './Brand.tsx';
import classes from './Landing.module.css';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useScrolled } from './useScrolled.ts';

export const HEADER_LINKS = [
  { id: 'solucoes-detalhadas', label: 'Soluções' },
  { id: 'casos-sucesso', label: 'Casos' },
  { id: 'equipe', label: 'Equipe' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contato', label: 'Contato' },
] as const;

export function LandingHeader() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header
      className={classes.header}
      data-scrolled={scrolled || menuOpen || undefined}
      data-menu-open={menuOpen || undefined}
    >
      <Container size="lg" w="100%">
        <Group justify="space-between" wrap="nowrap">
          <Brand to="/" hint="início" />
          <Box component="nav" aria-label="Seções da página" visibleFrom="md">
            <Group gap={4}>
              {HEADER_LINKS.map((link) => (
                <a
                  key={link.id}
                  href={`#${link.id}`}
                  className={classes.navLink}
                  onClick={sectionLinkHandler(link.id)}
                >
                  {link.label}
                </a>
              ))}
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap">
            <ThemeToggle />
            <Group gap="xs" visibleFrom="md" wrap="nowrap">
              <Button component="a" href="#contato" variant="default" onClick={sectionLinkHandler('contato')}>
                Fale Conosco
              </Button>
              <Button component={Link} to="/platform/login" preload={false}>
                Acessar Plataforma
              </Button>
            </Group>
            <Burger
              hiddenFrom="md"
              opened={menuOpen}
              onClick={() => setMenuOpen((o) => !o)}
              aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={menuOpen}
              aria-controls="menu-mobile"
            />
          </Group>
        </Group>
      </Container>
      {menuOpen && (
        <Box
          component="nav"
          id="menu-mobile"
          aria-label="Menu"
          className={classes.mobileMenu}
          hiddenFrom="md"
        >
          {HEADER_LINKS.map((link) => (
            <a
              key={link.id}
              href={`#${link.id}`}
              className={classes.mobileLink}
              onClick={sectionLinkHandler(link.id, close)}
            >
              {link.label}
            </a>
          ))}
          <Stack gap="xs" mt="sm">
            <Button
              component="a"
              href="#contato"
              variant="default"
              onClick={sectionLinkHandler('contato', close)}
            >
              Fale Conosco
            </Button>
            <Button component={Link} to="/platform/login" preload={false} onClick={close}>
              Acessar Plataforma
            </Button>
          </Stack>
        </Box>
      )}
    </header>
  );
}
