import { Anchor, Text } from '@mantine/core';
import { useHead } from '@unhead/react';
import { faq } from '../../content/landing.ts';
import { sectionLinkHandler } from '../../lib/site-scroll.ts';
import { FaqAccordion } from './FaqAccordion.tsx';
import { Section } from './Section.tsx';

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faq.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
};

export function FaqSection() {
  // Lives as long as the section: unhead removes the tag when this component unmounts.
  useHead({
    script: [{ type: 'application/ld+json', key: 'faq-jsonld', textContent: JSON.stringify(faqJsonLd) }],
  });

  return (
    <Section
      id="faq"
      eyebrow="FAQ"
      title="Perguntas Frequentes"
      subtitle="Tire suas dúvidas sobre a plataforma e descubra como a Lexato pode transformar o seu escritório de advocacia."
    >
      <FaqAccordion items={faq} />
      <Text ta="center" mt="xl">
        Não encontrou a resposta que procurava?{' '}
        <Anchor href="#contato" fw={700} onClick={sectionLinkHandler('contato')}>
          Entre em contato conosco →
        </Anchor>
      </Text>
    </Section>
  );
}
