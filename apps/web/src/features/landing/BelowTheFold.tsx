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

/** Every section after the hero, in spec §2 order. */
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

export function BelowTheFold() {
  // A visitor arriving on /#faq lands on the section once it exists.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) scrollToSection(id);
  }, []);

  return (
    <>
      {SECTIONS.map(([id, Section]) => (
        <Section key={id} />
      ))}
    </>
  );
}
