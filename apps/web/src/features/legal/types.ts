export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  path: '/privacidade' | '/termos' | '/lgpd';
  title: string;
  shortTitle: string;
  description: string;
  keywords: string;
  updatedAt: string;
  intro: string;
  sections: LegalSection[];
}
