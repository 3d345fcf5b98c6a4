import { siteConfig as c } from '../../../lib/site-config.ts';
import type { LegalDocument } from '../types.ts';

export const lgpd: LegalDocument = {
  path: '/lgpd',
  title: 'LGPD — Lei Geral de Proteção de Dados',
  shortTitle: 'LGPD',
  description:
    'Como a Lexato cumpre a LGPD: bases legais, direitos do titular, canal do encarregado com resposta em até 15 dias úteis e segurança dos dados.',
  keywords: 'LGPD, Lei 13.709/2018, direitos do titular, encarregado, DPO, proteção de dados, Lexato',
  updatedAt: '2026-11-01',
  intro:
    'A Lei nº 13.709/2018 (LGPD) protege os dados pessoais de todas as pessoas no Brasil. Esta página resume como a Lexato aplica a lei e como você pode exercer os seus direitos.',
  sections: [
    {
      heading: '1. Nossos princípios',
      paragraphs: [
        'Tratamos somente os dados necessários para cada finalidade, com transparência, segurança e prevenção, como exige o art. 6º da LGPD. Os dados enviados à plataforma nunca são usados para treinar modelos de inteligência artificial.',
      ],
    },
    {
      heading: '2. Bases legais que utilizamos',
      items: [
        'Execução de contrato e procedimentos preliminares (art. 7º, V): contas da plataforma e atendimento a quem nos procura.',
        'Cumprimento de obrigação legal ou regulatória (art. 7º, II): registros de acesso e obrigações fiscais.',
        'Exercício regular de direitos (art. 7º, VI): defesa em processos.',
        'Legítimo interesse (art. 7º, IX): segurança da plataforma e prevenção a fraudes, sempre respeitando as suas expectativas.',
        'Consentimento (art. 7º, I): apenas quando nenhuma outra base se aplica, podendo ser revogado a qualquer momento.',
      ],
    },
    {
      heading: '3. Direitos do titular (art. 18)',
      items: [
        'Confirmação da existência de tratamento.',
        'Acesso aos dados.',
        'Correção de dados incompletos, inexatos ou desatualizados.',
        'Anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei.',
        'Portabilidade dos dados a outro fornecedor, mediante requisição expressa.',
        'Eliminação dos dados tratados com consentimento, ressalvadas as hipóteses legais de guarda.',
        'Informação sobre as entidades públicas e privadas com as quais compartilhamos dados.',
        'Informação sobre a possibilidade de não consentir e sobre as consequências da negativa.',
        'Revogação do consentimento.',
        'Revisão de decisões tomadas unicamente com base em tratamento automatizado.',
      ],
    },
    {
      heading: '4. Como exercer os seus direitos',
      paragraphs: [
        `Envie a sua solicitação ao encarregado pelo tratamento de dados (DPO) pelo e-mail ${c.dpoEmail}. Para proteger os seus dados, podemos pedir a confirmação da sua identidade. Respondemos em até 15 dias úteis.`,
        'Se os dados foram inseridos na plataforma por um cliente da Lexato (por exemplo, em um documento de processo), encaminharemos o pedido ao cliente, que é o controlador desses dados, e o apoiaremos na resposta.',
      ],
    },
    {
      heading: '5. Segurança e incidentes',
      paragraphs: [
        'Adotamos criptografia em trânsito e em repouso, senhas armazenadas com hash forte, sessões com expiração, controle de acesso por perfil e testes de segurança periódicos. Em caso de incidente que possa acarretar risco ou dano relevante, comunicaremos a ANPD e os titulares afetados, nos termos do art. 48 da LGPD.',
      ],
    },
    {
      heading: '6. Autoridade Nacional de Proteção de Dados',
      paragraphs: [
        'Se entender que o seu pedido não foi atendido, você pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
  ],
};
