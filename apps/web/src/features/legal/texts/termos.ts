import { siteConfig as c, cnpjSuffix, fullAddress } from '../../../lib/site-config.ts';
import type { LegalDocument } from '../types.ts';

export const termos: LegalDocument = {
  path: '/termos',
  title: 'Termos de Uso',
  shortTitle: 'Termos',
  description:
    'Condições de uso da plataforma Lexato: quem pode usar, responsabilidades, preços, reajustes com 30 dias de aviso e cancelamento ao fim do período pago.',
  keywords: 'termos de uso, contrato, Lexato, automação jurídica, cancelamento, preços, plataforma jurídica',
  updatedAt: '2026-11-01',
  intro: `Estes Termos regem o uso do site e da plataforma Lexato, oferecidos pela ${c.legalName}${cnpjSuffix(', CNPJ ')}, com sede em ${fullAddress()}. Ao criar uma conta ou usar a plataforma, você concorda com eles.`,
  sections: [
    {
      heading: '1. O serviço',
      paragraphs: [
        'A Lexato oferece ferramentas de automação jurídica com apoio de inteligência artificial: análise de contratos e peças, pesquisa jurídica, análise preditiva, geração de documentos, validação de citações, monitoramento de processos, estratégias de resolução de conflitos e cálculos trabalhistas, cíveis e tributários.',
      ],
    },
    {
      heading: '2. Quem pode usar',
      paragraphs: [
        'A plataforma destina-se exclusivamente a profissionais do direito, escritórios de advocacia, departamentos jurídicos de empresas e órgãos públicos autorizados. As contas são criadas pela Lexato após a contratação, são pessoais e intransferíveis, e o titular responde pela guarda da sua senha.',
      ],
    },
    {
      heading: '3. Natureza das respostas da IA',
      paragraphs: [
        'Os resultados da plataforma apoiam, mas não substituem, o julgamento profissional. Toda análise, cálculo, documento ou estratégia deve ser revisado por profissional habilitado antes de ser usado. Probabilidades e estimativas não são garantia de resultado.',
      ],
    },
    {
      heading: '4. Uso aceitável',
      items: [
        'Enviar apenas conteúdos que você tenha o direito de tratar, observando o sigilo profissional e a LGPD.',
        'Não tentar acessar contas ou dados de outros usuários, nem contornar limites técnicos ou de segurança.',
        'Não usar a plataforma para fins ilícitos ou contrários ao Código de Ética e Disciplina da OAB.',
      ],
    },
    {
      heading: '5. Preços e reajustes',
      paragraphs: [
        'Os preços são os da proposta comercial aceita pelo cliente. Qualquer alteração de preço é comunicada com antecedência mínima de 30 dias e só passa a valer a partir do período seguinte a esse aviso.',
      ],
    },
    {
      heading: '6. Cancelamento',
      paragraphs: [
        'O cliente pode cancelar a qualquer momento. O cancelamento produz efeitos ao final do período já pago, até quando o acesso permanece disponível; não há cobrança de períodos posteriores. Após o término, os dados do cliente são devolvidos mediante solicitação ou excluídos, ressalvados os prazos legais de guarda.',
      ],
    },
    {
      heading: '7. Contas sem contrato ativo',
      paragraphs: [
        'Uma conta sem contrato ativo pode acessar e consultar os seus dados, mas não pode criar novas análises, documentos ou cálculos até a regularização com a nossa equipe comercial.',
      ],
    },
    {
      heading: '8. Propriedade intelectual',
      paragraphs: [
        'A plataforma, sua marca e seu código pertencem à Lexato. Os documentos e conteúdos enviados ou gerados pelo cliente pertencem ao cliente.',
      ],
    },
    {
      heading: '9. Responsabilidade',
      paragraphs: [
        'A Lexato emprega os melhores esforços técnicos para manter a plataforma disponível e segura, mas não responde por decisões tomadas sem a revisão profissional prevista na seção 3, nem por indisponibilidades causadas por terceiros ou por força maior.',
      ],
    },
    {
      heading: '10. Privacidade',
      paragraphs: [
        'O tratamento de dados pessoais segue a nossa Política de Privacidade e a página sobre a LGPD, que integram estes Termos.',
      ],
    },
    {
      heading: '11. Lei aplicável e foro',
      paragraphs: [
        `Estes Termos são regidos pelas leis brasileiras. Fica eleito o foro da comarca de ${c.address.city} — ${c.address.state}, ressalvado o foro do domicílio do consumidor quando aplicável.`,
      ],
    },
  ],
};
