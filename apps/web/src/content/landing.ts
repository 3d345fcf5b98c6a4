// Static copy of the landing page (no CMS: the copy ships with the build). The people and
// testimonials below are fictional samples, marked as such on the page, to be replaced by
// real, consented content before launch.
import type { IconName } from '../features/landing/icons.tsx';

export interface Service {
  icon: IconName;
  title: string;
  description: string;
  color: string;
}

export interface SolutionModule {
  icon: IconName;
  name: string;
  title: string;
  description: string;
  benefits: string[];
  color: string;
}

export interface TeamMember {
  name: string;
  role: string;
  image: string | null;
  initials: string;
  bio: string;
  education: string[];
  expertise: string;
  featured: boolean;
}

export interface Testimonial {
  name: string;
  role: string;
  company: string;
  avatar: string;
  rating: 5;
  text: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface SecurityFeature {
  icon: IconName;
  title: string;
  highlight: string;
  description: string;
}

export const heroStats = [
  { value: '95%', label: 'de automação em tarefas repetitivas' },
  { value: '100%', label: 'seguro, com criptografia em trânsito e em repouso' },
  { value: 'até 95%', label: 'de economia de tempo' },
] as const;

/** Static sample figures of the hero mockup. */
export const dashboardMockup = {
  activeCases: { value: '1.247', trend: '+12%' },
  urgentDeadlines: { value: '23', window: 'nas próximas 48 h' },
  successRate: '87%',
  predictiveByArea: [
    { area: 'Trabalhista', value: 92 },
    { area: 'Cível', value: 78 },
    { area: 'Tributário', value: 65 },
  ],
  hearings: [
    { day: '14', month: 'mai', title: 'Audiência de conciliação — Reclamação trabalhista' },
    { day: '21', month: 'mai', title: 'Audiência de instrução — Ação indenizatória' },
  ],
  monthlyFees: 'R$ 485.200',
  billedHours: '1.840 h',
  documentsAnalysed: '3.456',
} as const;

export const services: Service[] = [
  {
    icon: 'robot',
    title: 'Automação com IA',
    description:
      'Tarefas repetitivas — triagem de documentos, minutas e conferências — executadas em minutos, com revisão humana sempre que necessário.',
    color: 'indigo',
  },
  {
    icon: 'folders',
    title: 'Gestão de Processos',
    description:
      'Acompanhamento de processos e prazos com contagem em dias úteis e alertas antes que algo vença.',
    color: 'blue',
  },
  {
    icon: 'building',
    title: 'Soluções para o Setor Público',
    description:
      'Ferramentas para procuradorias e órgãos públicos autorizados, com rastreabilidade e controle de acesso.',
    color: 'teal',
  },
  {
    icon: 'chart',
    title: 'Jurimetria e Análise de Dados',
    description:
      'Indicadores da sua carteira e análise preditiva para decidir com base em dados, não em palpites.',
    color: 'violet',
  },
  {
    icon: 'shield',
    title: 'Segurança e Proteção de Dados',
    description:
      'Criptografia em trânsito e em repouso, conformidade com a LGPD e nenhum dado usado para treinar modelos.',
    color: 'green',
  },
  {
    icon: 'plug',
    title: 'Integração Rápida',
    description:
      'Comece no mesmo dia: acesso pelo navegador, sem instalação, com importação de PDF, DOCX e TXT.',
    color: 'orange',
  },
];

export const solutionModules: SolutionModule[] = [
  {
    icon: 'fileSearch',
    name: 'Analyser',
    title: 'Análise e Revisão de Contratos',
    description:
      'Envie um contrato ou uma petição e receba riscos, oportunidades e pontos de conformidade apontados cláusula a cláusula.',
    benefits: [
      'Identificação de cláusulas abusivas e de risco',
      'Sugestões de redação fundamentadas',
      'Nota de risco de 0 a 100 para priorizar a revisão',
      'Até 90% menos erros de revisão',
    ],
    color: 'indigo',
  },
  {
    icon: 'search',
    name: 'Search',
    title: 'Pesquisa Jurídica Inteligente',
    description:
      'Pesquise legislação, súmulas e precedentes em linguagem natural e encontre o que importa sem perder horas.',
    benefits: [
      'Busca por significado, não apenas por palavras',
      'Relevância indicada em cada resultado',
      'Histórico de pesquisas sempre à mão',
      'Resultados apenas de fontes registradas',
    ],
    color: 'blue',
  },
  {
    icon: 'chart',
    name: 'Predict',
    title: 'Análise Preditiva de Litígios e Riscos',
    description:
      'Estime a probabilidade de êxito de uma causa, entenda os riscos e compare com casos semelhantes.',
    benefits: [
      'Probabilidade de êxito por tipo de ação',
      'Riscos classificados por nível',
      'Recomendações estratégicas objetivas',
      'Casos semelhantes como referência',
    ],
    color: 'violet',
  },
  {
    icon: 'fileText',
    name: 'DocGen',
    title: 'Geração Automatizada de Documentos',
    description:
      'Modelos de petições, contratos e notificações preenchidos a partir de poucos campos, prontos para revisão.',
    benefits: [
      'Modelos organizados por área do direito',
      'Campos dinâmicos para cada modelo',
      'Documentos prontos em segundos',
      'Download imediato para edição final',
    ],
    color: 'teal',
  },
];

export const caseStudy = {
  title: 'Revisão de 50 contratos de fornecimento',
  client: 'Departamento jurídico de uma indústria de médio porte (exemplo ilustrativo)',
  challenge:
    'A equipe precisava revisar 50 contratos de fornecimento antes de uma renegociação, buscando cláusulas de reajuste, multas e rescisão fora do padrão da empresa.',
  solution:
    'Com o Analyser, os contratos foram enviados em lote, as cláusulas de risco foram destacadas e os advogados concentraram o tempo apenas nos pontos que exigiam decisão.',
  metrics: [
    { value: '50', label: 'contratos analisados' },
    { value: '20 h → 25 min', label: 'do trabalho manual ao automatizado' },
    { value: '19 h', label: 'economizadas na revisão' },
    { value: '90%', label: 'menos erros de revisão' },
  ],
} as const;

export const aboutValues = [
  {
    icon: 'target',
    title: 'Missão',
    text: 'Devolver tempo aos profissionais do direito, automatizando o repetitivo para que sobre espaço para a estratégia.',
  },
  {
    icon: 'eye',
    title: 'Visão',
    text: 'Ser a referência brasileira em tecnologia jurídica confiável, precisa e construída para a realidade dos nossos tribunais.',
  },
  {
    icon: 'award',
    title: 'Excelência',
    text: 'Regras jurídicas reais, cálculos conferidos e respostas que citam apenas o que existe. Precisão vem antes de velocidade.',
  },
  {
    icon: 'handshake',
    title: 'Parceria',
    text: 'Trabalhamos lado a lado com escritórios, departamentos jurídicos e órgãos públicos, do primeiro acesso ao uso diário.',
  },
] as const satisfies { icon: IconName; title: string; text: string }[];

export const securityFeatures: SecurityFeature[] = [
  {
    icon: 'brainOff',
    title: 'Seus dados não treinam IA',
    highlight: 'Nunca',
    description:
      'Nenhum documento, contrato ou dado de cliente é usado para treinar modelos de inteligência artificial.',
  },
  {
    icon: 'trash',
    title: 'Retenção zero',
    highlight: 'Zero',
    description:
      'Quando um provedor de IA é usado, a requisição vai com armazenamento desativado: nada fica guardado do lado dele.',
  },
  {
    icon: 'lock',
    title: 'Criptografia em trânsito e em repouso',
    highlight: '100%',
    description: 'Conexões protegidas por TLS e dados armazenados com criptografia.',
  },
  {
    icon: 'shieldCheck',
    title: 'Testes de segurança periódicos',
    highlight: 'Contínuo',
    description: 'A plataforma passa por testes de segurança periódicos para encontrar e corrigir falhas.',
  },
  {
    icon: 'scale',
    title: 'Conformidade total com a LGPD',
    highlight: 'LGPD',
    description:
      'Tratamento de dados pessoais com base legal definida, canal do encarregado e respeito aos direitos dos titulares.',
  },
];

export const aiFeatures = [
  {
    icon: 'sparkles',
    title: 'Assistente e Copiloto Jurídico',
    text: 'Um copiloto que acompanha o seu trabalho nas ferramentas: resume, aponta riscos e sugere próximos passos.',
  },
  {
    icon: 'checks',
    title: 'Validação de Citações',
    text: 'Confere leis, súmulas e números de processo citados em uma peça e sinaliza referências suspeitas ou inexistentes.',
  },
  {
    icon: 'bell',
    title: 'Monitoramento de Prazos',
    text: 'Prazos contados em dias úteis, considerando feriados nacionais e o recesso forense, com alertas de urgência.',
  },
  {
    icon: 'calculator',
    title: 'Cálculos Trabalhistas e Tributários',
    text: 'Rescisão, férias, 13º, horas extras, correção monetária e liquidação de sentença com as tabelas vigentes.',
  },
] as const satisfies { icon: IconName; title: string; text: string }[];

export const team: TeamMember[] = [
  {
    name: 'Helena Vasconcelos',
    role: 'Fundadora e CEO',
    image: '/images/equipe/helena-vasconcelos.svg',
    initials: 'HV',
    bio: 'Advogada empresarial por quinze anos antes de fundar a Lexato, Helena conhece de perto a rotina de prazos apertados e revisões intermináveis que a plataforma foi criada para resolver.',
    education: [
      'Bacharel em Direito — Universidade de São Paulo',
      'Mestre em Direito e Tecnologia',
      'MBA em Gestão de Escritórios Jurídicos',
    ],
    expertise: 'Direito empresarial, contratos e inovação jurídica',
    featured: true,
  },
  {
    name: 'Rafael Moreira',
    role: 'Cofundador e CTO',
    image: null,
    initials: 'RM',
    bio: 'Engenheiro de software com experiência em sistemas de alta disponibilidade, Rafael lidera o desenvolvimento e a segurança da plataforma.',
    education: ['Bacharel em Ciência da Computação', 'Especialização em Segurança da Informação'],
    expertise: 'Inteligência artificial aplicada, segurança e arquitetura de software',
    featured: false,
  },
];

export const testimonials: Testimonial[] = [
  {
    name: 'Dra. Camila Duarte',
    role: 'Sócia',
    company: 'Duarte & Lima Advogados',
    avatar: 'C',
    rating: 5,
    text: 'A revisão de contratos que ocupava a equipe por dias agora termina em uma manhã. Os apontamentos são claros e vêm com a cláusula exata.',
  },
  {
    name: 'Dr. Marcelo Antunes',
    role: 'Gerente Jurídico',
    company: 'Grupo Horizonte Logística',
    avatar: 'M',
    rating: 5,
    text: 'O controle de prazos em dias úteis trouxe tranquilidade ao departamento. Nenhum prazo perdido desde que começamos.',
  },
  {
    name: 'Dra. Patrícia Nogueira',
    role: 'Advogada Trabalhista',
    company: 'Nogueira Advocacia',
    avatar: 'P',
    rating: 5,
    text: 'A calculadora de rescisão e horas extras é precisa e me poupa horas de planilha em cada caso.',
  },
  {
    name: 'Dr. Eduardo Fontes',
    role: 'Procurador',
    company: 'Procuradoria Municipal (exemplo)',
    avatar: 'E',
    rating: 5,
    text: 'A validação de citações nos dá segurança de que cada lei e súmula mencionada nas peças realmente existe.',
  },
];

export const faq: FaqItem[] = [
  {
    question: 'O que é a Lexato?',
    answer:
      'A Lexato é uma plataforma de automação jurídica com inteligência artificial. Reúne análise de contratos, pesquisa jurídica, análise preditiva, geração de documentos, validação de citações, monitoramento de processos, estratégias de resolução de conflitos e cálculos trabalhistas e tributários.',
  },
  {
    question: 'Para quem a plataforma é indicada?',
    answer:
      'Para profissionais do direito, escritórios de advocacia, departamentos jurídicos de empresas e órgãos públicos autorizados. A calculadora também atende profissionais que fazem cálculos trabalhistas, cíveis e tributários.',
  },
  {
    question: 'Meus documentos são usados para treinar a inteligência artificial?',
    answer:
      'Não. Nenhum dado enviado à Lexato é usado para treinar modelos. Quando um provedor de IA é consultado, a requisição é feita com armazenamento desativado, e CPF, CNPJ, e-mails e telefones são mascarados antes de sair dos nossos servidores.',
  },
  {
    question: 'A Lexato está em conformidade com a LGPD?',
    answer:
      'Sim. Tratamos dados pessoais com base legal definida, mantemos um encarregado (DPO) que responde em até 15 dias úteis e garantimos os direitos dos titulares. Os detalhes estão nas páginas de Privacidade e LGPD.',
  },
  {
    question: 'Quanto tempo leva para começar a usar?',
    answer:
      'Após a contratação, o acesso é liberado em até um dia útil. A plataforma funciona no navegador, sem instalação, e a nossa equipe acompanha os primeiros passos.',
  },
  {
    question: 'Quais formatos de arquivo posso enviar?',
    answer: 'Arquivos PDF, DOCX e TXT de até 10 MB. O texto é extraído nos nossos servidores para análise.',
  },
  {
    question: 'A IA pode inventar leis ou jurisprudência?',
    answer:
      'A plataforma foi construída para evitar isso: toda citação exibida corresponde a um registro existente ou a uma verificação feita pelo sistema, e o validador de citações sinaliza referências suspeitas ou inexistentes em qualquer peça.',
  },
  {
    question: 'Os cálculos trabalhistas seguem as tabelas oficiais?',
    answer:
      'Sim. Os cálculos usam as tabelas vigentes de INSS e IRRF e os índices de correção aplicáveis, incluindo o regime definido pelo STF nas ADCs 58 e 59.',
  },
  {
    question: 'Como funcionam a contratação e o cancelamento?',
    answer:
      'A contratação é feita com a nossa equipe comercial. Alterações de preço são comunicadas com 30 dias de antecedência e o cancelamento produz efeitos ao final do período já pago.',
  },
  {
    question: 'Posso agendar uma demonstração?',
    answer:
      'Sim. Fale conosco pelo WhatsApp ou pelo formulário de contato: respondemos em até 24 horas e agendamos uma apresentação para a sua equipe.',
  },
];
