import { siteConfig as c, cnpjSuffix, fullAddress } from '../../../lib/site-config.ts';
import type { LegalDocument } from '../types.ts';

export const privacidade: LegalDocument = {
  path: '/privacidade',
  title: 'Política de Privacidade',
  shortTitle: 'Privacidade',
  description:
    'Como a Lexato coleta, usa, armazena e protege dados pessoais no site e na plataforma de automação jurídica, em conformidade com a LGPD.',
  keywords: 'política de privacidade, dados pessoais, LGPD, Lexato, proteção de dados, encarregado, DPO',
  updatedAt: '2026-11-01',
  intro: `Esta Política explica como a ${c.legalName} ("Lexato", "nós")${cnpjSuffix(', inscrita no CNPJ ')}, com sede em ${fullAddress()}, trata dados pessoais de quem visita o nosso site, entra em contato conosco ou utiliza a plataforma Lexato. Ela segue a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).`,
  sections: [
    {
      heading: '1. Quem é o controlador',
      paragraphs: [
        `A Lexato é a controladora dos dados pessoais de visitantes, interessados e titulares de contas da plataforma. Quando um cliente (escritório, departamento jurídico ou órgão público) insere na plataforma documentos que contêm dados de terceiros, o cliente é o controlador desses dados e a Lexato atua como operadora, tratando-os apenas conforme as instruções do cliente e o contrato.`,
      ],
    },
    {
      heading: '2. Quais dados tratamos',
      items: [
        'Formulário de contato: nome, e-mail, empresa (opcional), telefone (opcional) e a mensagem enviada.',
        'Conta na plataforma: nome, nome de usuário, e-mail, empresa, senha (armazenada apenas como hash) e situação do contrato.',
        'Uso da plataforma: documentos, textos, cálculos e demais conteúdos que o próprio usuário envia ou gera.',
        'Dados técnicos: endereço IP, data e hora de acesso e registros de segurança, mantidos pelo prazo do Marco Civil da Internet (Lei nº 12.965/2014).',
        'Preferência de tema (claro ou escuro), guardada apenas no seu navegador. Não usamos cookies de publicidade nem de rastreamento.',
      ],
    },
    {
      heading: '3. Para que usamos e com qual base legal',
      items: [
        'Responder ao seu contato e apresentar a plataforma — procedimentos preliminares a contrato e legítimo interesse (art. 7º, V e IX, da LGPD).',
        'Criar e manter a sua conta e prestar o serviço contratado — execução de contrato (art. 7º, V).',
        'Manter registros de acesso e cumprir obrigações fiscais e regulatórias — cumprimento de obrigação legal (art. 7º, II).',
        'Prevenir fraudes e proteger a segurança da plataforma — legítimo interesse (art. 7º, IX) e garantia da prevenção à fraude e da segurança do titular (art. 11, II, g, quando houver dado sensível).',
        'Defender direitos em processos judiciais, administrativos ou arbitrais — exercício regular de direitos (art. 7º, VI).',
      ],
    },
    {
      heading: '4. Inteligência artificial e os seus dados',
      paragraphs: [
        'Os dados enviados à plataforma nunca são usados para treinar modelos de inteligência artificial, nem pela Lexato nem por terceiros.',
        'Quando uma ferramenta consulta um provedor externo de IA, a requisição é enviada com armazenamento desativado (retenção zero), e CPF, CNPJ, e-mails e telefones são mascarados antes de deixarem os nossos servidores.',
      ],
    },
    {
      heading: '5. Compartilhamento',
      paragraphs: [
        'Não vendemos dados pessoais. Compartilhamos dados apenas com fornecedores que nos ajudam a operar o serviço (hospedagem, banco de dados e, quando configurado, provedor de IA), sob contrato e com obrigações de confidencialidade e segurança, ou com autoridades, quando exigido por lei ou ordem judicial.',
      ],
    },
    {
      heading: '6. Armazenamento, segurança e prazos',
      paragraphs: [
        'Os dados trafegam com criptografia (TLS) e são armazenados com criptografia em repouso, com controle de acesso por perfil e testes de segurança periódicos.',
        'Mensagens de contato são mantidas por até 2 anos. Dados da conta e conteúdos da plataforma são mantidos enquanto durar o contrato e excluídos ou devolvidos ao cliente após o seu término, ressalvados os prazos legais de guarda.',
      ],
    },
    {
      heading: '7. Seus direitos',
      paragraphs: [
        'Você pode exercer os direitos do art. 18 da LGPD — confirmação, acesso, correção, anonimização, bloqueio ou eliminação, portabilidade, informação sobre compartilhamento e revogação do consentimento — conforme detalhado na nossa página sobre a LGPD.',
      ],
    },
    {
      heading: '8. Encarregado pelo tratamento de dados (DPO)',
      paragraphs: [
        `O canal do encarregado é o e-mail ${c.dpoEmail}. Respondemos às solicitações em até 15 dias úteis. Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).`,
      ],
    },
    {
      heading: '9. Alterações desta Política',
      paragraphs: [
        'Podemos atualizar esta Política para refletir mudanças legais ou do serviço. A data da última atualização fica no topo desta página e mudanças relevantes são comunicadas aos titulares de contas por e-mail.',
      ],
    },
  ],
};
