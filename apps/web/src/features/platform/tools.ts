import {
  IconCalculator,
  IconChartLine,
  IconChecklist,
  IconFileText,
  IconGavel,
  IconRadar,
  IconScale,
  IconSearch,
} from '@tabler/icons-react';

export const PLATFORM_TOOLS = [
  {
    to: '/platform/analyser',
    name: 'Analyser',
    description: 'Análise de contratos e petições',
    icon: IconFileText,
  },
  {
    to: '/platform/search',
    name: 'Search',
    description: 'Pesquisa jurídica em fontes oficiais',
    icon: IconSearch,
  },
  {
    to: '/platform/predict',
    name: 'Predict',
    description: 'Avaliação preditiva de casos',
    icon: IconChartLine,
  },
  { to: '/platform/docgen', name: 'DocGen', description: 'Documentos a partir de modelos', icon: IconGavel },
  {
    to: '/platform/validator',
    name: 'Validator',
    description: 'Verificação de citações jurídicas',
    icon: IconChecklist,
  },
  {
    to: '/platform/monitor',
    name: 'Monitor',
    description: 'Processos e prazos em dias úteis',
    icon: IconRadar,
  },
  {
    to: '/platform/strategy',
    name: 'Strategy',
    description: 'Estratégias de resolução de conflitos',
    icon: IconScale,
  },
  {
    to: '/platform/calculator',
    name: 'Calculadora',
    description: 'Cálculos trabalhistas e tributários',
    icon: IconCalculator,
  },
] as const;
