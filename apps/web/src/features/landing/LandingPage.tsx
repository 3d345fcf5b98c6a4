import '../../lib/site-theme.css';
import { useHead } from '@unhead/react';
import { absoluteUrl, fullAddress, siteConfig } from '../../lib/site-config.ts';
import { BelowTheFold, SECTION_COUNT } from './BelowTheFold.tsx';
import { Hero } from './Hero.tsx';
import classes from './Landing.module.css';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import { useStaggeredMount } from './useStaggeredMount.ts';

const TITLE = 'Lexato — Automação jurídica com inteligência artificial';
const DESCRIPTION =
  'Análise de contratos, pesquisa jurídica, análise preditiva e geração de documentos com IA para escritórios de advocacia, departamentos jurídicos e órgãos públicos. Segurança total e conformidade com a LGPD.';

const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: siteConfig.company,
  legalName: siteConfig.legalName,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/favicon.svg'),
  email: siteConfig.email,
  telephone: siteConfig.whatsappDisplay,
  address: { '@type': 'PostalAddress', streetAddress: fullAddress(), addressCountry: 'BR' },
};

export function LandingPage() {
  // The hero is prerendered (build/landing-prerender.ts); the sections and the footer follow it.
  const shown = useStaggeredMount(SECTION_COUNT + 1);
  useHead({
    title: TITLE,
    meta: [
      { name: 'description', content: DESCRIPTION },
      {
        name: 'keywords',
        content:
          'automação jurídica, inteligência artificial, análise de contratos, pesquisa jurídica, jurimetria, LGPD, lawtech',
      },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: TITLE },
      { property: 'og:description', content: DESCRIPTION },
      { property: 'og:url', content: absoluteUrl('/') },
      { property: 'og:image', content: absoluteUrl('/og-image.png') },
      { property: 'og:locale', content: 'pt_BR' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    link: [{ rel: 'canonical', href: absoluteUrl('/') }],
    script: [
      { type: 'application/ld+json', key: 'org-jsonld', textContent: JSON.stringify(organizationJsonLd) },
    ],
  });

  return (
    <>
      <a href="#conteudo" className={classes.skipLink}>
        Pular para o conteúdo
      </a>
      <LandingHeader />
      <main id="conteudo" tabIndex={-1} className={classes.main}>
        <Hero />
        <BelowTheFold count={shown} />
      </main>
      {shown > SECTION_COUNT && <LandingFooter />}
    </>
  );
}
