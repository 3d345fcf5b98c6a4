import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/List.css';
import '../../lib/site-theme.css';
import { Anchor, Box, Breadcrumbs, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useHead } from '@unhead/react';
import { formatDate } from '../../lib/format.ts';
import { absoluteUrl, siteConfig } from '../../lib/site-config.ts';
import { Brand } from '../landing/Brand.tsx';
import { Icon } from '../landing/icons.tsx';
import { ThemeToggle } from '../landing/ThemeToggle.tsx';
import classes from './Legal.module.css';
import type { LegalDocument } from './types.ts';

const OTHER_PAGES = [
  { to: '/privacidade', label: 'Política de Privacidade' },
  { to: '/termos', label: 'Termos de Uso' },
  { to: '/lgpd', label: 'LGPD' },
] as const;

function useLegalHead(doc: LegalDocument) {
  const url = absoluteUrl(doc.path);
  const title = `${doc.title} — Lexato`;
  useHead({
    title,
    meta: [
      { name: 'description', content: doc.description },
      { name: 'keywords', content: doc.keywords },
      { property: 'og:type', content: 'article' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: doc.description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: 'pt_BR' },
    ],
    link: [{ rel: 'canonical', href: url }],
    script: [
      {
        type: 'application/ld+json',
        key: 'legal-jsonld',
        textContent: JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: doc.title,
          description: doc.description,
          url,
          inLanguage: 'pt-BR',
          dateModified: doc.updatedAt,
          publisher: { '@type': 'Organization', name: siteConfig.company, url: absoluteUrl('/') },
          breadcrumb: {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Início', item: absoluteUrl('/') },
              { '@type': 'ListItem', position: 2, name: doc.shortTitle, item: url },
            ],
          },
        }),
      },
    ],
  });
}

export function LegalPage({ doc }: { doc: LegalDocument }) {
  useLegalHead(doc);
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const goBack = () => (canGoBack ? router.history.back() : router.navigate({ to: '/' }));

  return (
    <>
      <header className={classes.topBar}>
        <Container size="md">
          <Group justify="space-between" h={64}>
            <Brand to="/" hint="início" />
            <ThemeToggle />
          </Group>
        </Container>
      </header>
      <Container size="md" component="main" py="xl">
        <Stack gap="md">
          <nav aria-label="Trilha de navegação">
            <Breadcrumbs separator="›">
              <Anchor component={Link} to="/">
                Início
              </Anchor>
              <Text component="span" aria-current="page">
                {doc.shortTitle}
              </Text>
            </Breadcrumbs>
          </nav>
          <Button
            variant="default"
            w="fit-content"
            leftSection={<Icon name="arrowLeft" size={18} />}
            onClick={goBack}
          >
            Voltar
          </Button>
          <Title order={1}>{doc.title}</Title>
          <Text size="sm" c="dimmed">
            Última atualização: {formatDate(`${doc.updatedAt}T12:00:00Z`)}
          </Text>
          <Text>{doc.intro}</Text>
          {doc.sections.map((section) => (
            <Box component="section" key={section.heading} mt="md">
              <Title order={2} fz="xl" mb="xs">
                {section.heading}
              </Title>
              <Stack gap="xs">
                {section.paragraphs?.map((p) => (
                  <Text key={p}>{p}</Text>
                ))}
                {section.items && (
                  <List spacing={6}>
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
      <footer className={classes.footer}>
        <Container size="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {siteConfig.legalName}
            </Text>
            <nav aria-label="Documentos legais">
              <Group gap="md">
                {OTHER_PAGES.map((p) => (
                  <Anchor key={p.to} component={Link} to={p.to} size="sm">
                    {p.label}
                  </Anchor>
                ))}
              </Group>
            </nav>
          </Group>
        </Container>
      </footer>
    </>
  );
}
