// Contact details and public identity of the site. The defaults are fictional placeholders;
// a deployment sets the real ones through the VITE_* variables read below, at build time.
const env = import.meta.env;

const text = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

const whatsappDisplay = text(env.VITE_WHATSAPP_DISPLAY, '+55 (11) 99876-5432');
const whatsappDigits = text(env.VITE_WHATSAPP_NUMBER, whatsappDisplay).replace(/\D/g, '');

export const siteConfig = {
  name: 'Lexato',
  company: 'Lexato Tecnologia Jurídica',
  legalName: text(env.VITE_COMPANY_LEGAL_NAME, 'Lexato Tecnologia Jurídica Ltda.'),
  /** Empty until the deployment gives its own: no placeholder number is ever shown. */
  cnpj: text(env.VITE_COMPANY_CNPJ, ''),
  url: text(env.VITE_SITE_URL, 'https://www.lexato.com.br').replace(/\/+$/, ''),
  email: text(env.VITE_CONTACT_EMAIL, 'contato@lexato.com.br'),
  dpoName: text(env.VITE_DPO_NAME, 'Encarregado de Proteção de Dados da Lexato'),
  dpoEmail: text(env.VITE_DPO_EMAIL, 'privacidade@lexato.com.br'),
  whatsappDisplay,
  whatsappUrl: `https://wa.me/${whatsappDigits}`,
  address: {
    street: text(env.VITE_ADDRESS_STREET, 'Rua das Acácias, 480, conjunto 1204'),
    district: text(env.VITE_ADDRESS_DISTRICT, 'Vila Olímpia'),
    city: text(env.VITE_ADDRESS_CITY, 'São Paulo'),
    state: text(env.VITE_ADDRESS_STATE, 'SP'),
    postalCode: text(env.VITE_ADDRESS_POSTAL_CODE, '04551-000'),
  },
} as const;

/** The street part of the address, before the CEP. */
export const streetAddress = () => {
  const a = siteConfig.address;
  return `${a.street}, ${a.district}, ${a.city} — ${a.state}`;
};

export const fullAddress = () => `${streetAddress()}, CEP ${siteConfig.address.postalCode}`;

/** ' · CNPJ …' after the legal name when the deployment configured one; nothing otherwise. */
export const cnpjSuffix = (lead = ' · CNPJ ') => (siteConfig.cnpj ? `${lead}${siteConfig.cnpj}` : '');

/** Absolute URL of a path on this site, for canonical links and structured data. */
export const absoluteUrl = (path: string) => `${siteConfig.url}${path === '/' ? '/' : path}`;
