import { useEffect } from 'react';
import { scrollToSection } from '../../lib/site-scroll.ts';
import { AboutSection } from './AboutSection.tsx';
import { AiFeaturesSection } from './AiFeaturesSection.tsx';
import { CaseStudySection } from './CaseStudySection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { SolutionsSection } from './SolutionsSection.tsx';
import { TeamSection } from './TeamSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';

/** Every section after the hero, in the landing's order (content/landing.ts). */
const SECTIONS = [
  ['servicos', ServicesSection],
  ['solucoes-detalhadas', SolutionsSection],
  ['casos-sucesso', CaseStudySection],
  ['sobre', AboutSection],
  ['seguranca', SecuritySection],
  ['recursos-ia', AiFeaturesSection],
  ['equipe', TeamSection],
  ['depoimentos', TestimonialsSection],
  ['faq', FaqSection],
  ['contato', ContactSection],
] as const;

export const SECTION_COUNT = SECTIONS.length;

/** The first `count` sections: they mount one by one after the first paint (LandingPage). */
export function BelowTheFold({ count }: { count: number }) {
  const complete = count >= SECTION_COUNT;
  // A visitor arriving on /#faq (or following a link before the sections were in) lands on the
  // section once they all are.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (complete && id) scrollToSection(id);
  }, [complete]);

  return (
    <>
      {SECTIONS.slice(0, count).map(([id, Section]) => (
        <Section key={id} />
      ))}
    </>
  );
}
