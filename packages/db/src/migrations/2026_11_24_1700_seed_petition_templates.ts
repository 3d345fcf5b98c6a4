import type { Kysely } from 'kysely';

// Three more public DocGen templates, the pieces a litigator drafts most: the petição inicial
// cível in the order of CPC art. 319, the reclamação trabalhista in the order of CLT art. 840
// §1º, and the contestação of CPC arts. 335 to 342. Same shape as 2026_11_22_0311_seed_templates
// (which stays frozen): {{campo}} placeholders, typed fields, fixed ids.
type Field = { name: string; label: string; type: string };
interface Seed {
  id: string;
  name: string;
  category: string;
  description: string;
  content: string;
  fields: Field[];
}

const f = (name: string, label: string, type = 'text'): Field => ({ name, label, type });

/** CPC art. 319, II: the qualification of a party, CPF or CNPJ and e-mail included. */
const parte = (prefix: string, who: string): Field[] => [
  f(`${prefix}_nome`, `Nome ou razão social do ${who}`),
  f(`${prefix}_nacionalidade`, `Nacionalidade do ${who} (pessoa física)`),
  f(
    `${prefix}_estado_civil`,
    `Estado civil e união estável do ${who} (ex.: solteiro, não convive em união estável)`,
  ),
  f(`${prefix}_profissao`, `Profissão do ${who}`),
  f(`${prefix}_documento`, `CPF ou CNPJ do ${who}`, 'cpf_cnpj'),
  f(`${prefix}_email`, `E-mail do ${who}`),
  f(`${prefix}_endereco`, `Domicílio e residência (ou sede) do ${who}`, 'textarea'),
];

const qualificacao = (prefix: string) =>
  `{{${prefix}_nome}}, {{${prefix}_nacionalidade}}, {{${prefix}_estado_civil}}, {{${prefix}_profissao}}, inscrito(a) no CPF/CNPJ sob o nº {{${prefix}_documento}}, endereço eletrônico {{${prefix}_email}}, com domicílio em {{${prefix}_endereco}}`;

/** CPC arts. 77, V, 106, I and 287: the lawyer's name, OAB and address for notices. */
const advogado: Field[] = [
  f('advogado_nome', 'Nome do(a) advogado(a)'),
  f('advogado_oab', 'OAB (número/UF)'),
  f('advogado_endereco', 'Endereço profissional do(a) advogado(a)', 'textarea'),
  f('advogado_email', 'E-mail do(a) advogado(a)'),
];

const assinatura = `{{cidade}}, {{data_assinatura}}.


_____________________________________
{{advogado_nome}}
OAB {{advogado_oab}}`;

const localData = [f('cidade', 'Cidade'), f('data_assinatura', 'Data', 'date')];

export const PETITION_TEMPLATES: Seed[] = [
  {
    id: '5f1c0d00-0000-4000-8000-000000000101',
    name: 'Petição inicial cível',
    category: 'Petições',
    description:
      'Petição inicial do procedimento comum com todos os requisitos do art. 319 do CPC: juízo, qualificação completa das partes, fatos, fundamentos, pedidos, valor da causa, provas e opção pela audiência de conciliação ou mediação.',
    fields: [
      f('juizo', 'Juízo (ex.: 2ª Vara Cível da Comarca de Campinas/SP)'),
      f('nome_acao', 'Nome da ação (ex.: ação de cobrança)'),
      ...parte('autor', 'autor'),
      ...parte('reu', 'réu'),
      ...advogado,
      f('fatos', 'Dos fatos', 'textarea'),
      f('fundamentos', 'Dos fundamentos jurídicos', 'textarea'),
      f('pedidos', 'Pedidos, com as suas especificações', 'textarea'),
      f('valor_causa', 'Valor da causa (CPC art. 292)', 'money'),
      f('provas', 'Provas com que pretende demonstrar os fatos', 'textarea'),
      f(
        'opcao_audiencia',
        'Opção pela audiência de conciliação ou mediação (ex.: opta pela realização / não tem interesse na realização)',
      ),
      ...localData,
    ],
    content: `AO JUÍZO DA {{juizo}}


${qualificacao('autor')}, por seu(sua) advogado(a) que esta subscreve (procuração anexa), {{advogado_nome}}, inscrito(a) na OAB sob o nº {{advogado_oab}}, com endereço profissional em {{advogado_endereco}} e endereço eletrônico {{advogado_email}}, onde receberá as intimações (arts. 106, I, e 287 do CPC), vem propor

{{nome_acao}}

pelo procedimento comum, em face de ${qualificacao('reu')}, pelas razões de fato e de direito a seguir expostas (art. 319 do CPC).

I — DOS FATOS

{{fatos}}

II — DOS FUNDAMENTOS JURÍDICOS

{{fundamentos}}

III — DOS PEDIDOS

Diante do exposto, requer:

a) a citação do réu para, querendo, apresentar contestação, sob pena de revelia (arts. 238 e 344 do CPC);

b) {{pedidos}}

c) a condenação do réu ao pagamento das custas processuais e dos honorários advocatícios (art. 85 do CPC).

IV — DAS PROVAS

Protesta provar o alegado por todos os meios de prova em direito admitidos, especialmente: {{provas}}

V — DA AUDIÊNCIA DE CONCILIAÇÃO OU DE MEDIAÇÃO

Nos termos do art. 319, VII, e do art. 334 do CPC, o autor {{opcao_audiencia}} audiência de conciliação ou de mediação.

VI — DO VALOR DA CAUSA

Dá-se à causa o valor de {{valor_causa}} (arts. 291 e 292 do CPC).

Nestes termos, pede deferimento.

${assinatura}
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000102',
    name: 'Petição inicial trabalhista (reclamação trabalhista)',
    category: 'Petições',
    description:
      'Reclamação trabalhista escrita com os requisitos do art. 840, §1º, da CLT: designação do juízo, qualificação das partes, breve exposição dos fatos, pedidos certos e determinados com indicação do valor, data e assinatura.',
    fields: [
      f('vara_trabalho', 'Vara do Trabalho (ex.: 5ª Vara do Trabalho de São Paulo/SP)'),
      ...parte('reclamante', 'reclamante'),
      f('reclamante_ctps', 'CTPS do reclamante (número e série)'),
      ...parte('reclamada', 'reclamado(a)'),
      ...advogado,
      f('data_admissao', 'Data de admissão', 'date'),
      f('data_dispensa', 'Data da dispensa', 'date'),
      f('funcao', 'Função exercida'),
      f('ultimo_salario', 'Último salário', 'money'),
      f('modalidade_rescisao', 'Modalidade da rescisão (ex.: dispensa sem justa causa)'),
      f('fatos', 'Breve exposição dos fatos', 'textarea'),
      f(
        'pedidos',
        'Pedidos certos e determinados, cada um com o seu valor (ex.: a) aviso prévio indenizado de 33 dias — R$ 3.300,00)',
        'textarea',
      ),
      f('valor_causa', 'Valor da causa (soma dos pedidos)', 'money'),
      f('provas', 'Provas que pretende produzir', 'textarea'),
      ...localData,
    ],
    content: `AO JUÍZO DA {{vara_trabalho}}


${qualificacao('reclamante')}, CTPS nº {{reclamante_ctps}}, por seu(sua) advogado(a) que esta subscreve (procuração anexa), {{advogado_nome}}, inscrito(a) na OAB sob o nº {{advogado_oab}}, com endereço profissional em {{advogado_endereco}} e endereço eletrônico {{advogado_email}}, vem propor

RECLAMAÇÃO TRABALHISTA

em face de ${qualificacao('reclamada')}, nos termos do art. 840, §1º, da CLT, pelos fatos e pedidos a seguir.

I — DO CONTRATO DE TRABALHO

O(A) reclamante foi admitido(a) em {{data_admissao}} para exercer a função de {{funcao}}, com último salário de {{ultimo_salario}}, e o contrato terminou em {{data_dispensa}} por {{modalidade_rescisao}}.

II — BREVE EXPOSIÇÃO DOS FATOS

{{fatos}}

III — DOS PEDIDOS

Diante do exposto, requer a notificação da reclamada para comparecer à audiência e, querendo, apresentar defesa, sob pena de revelia e confissão quanto à matéria de fato (art. 844 da CLT), e a procedência dos pedidos abaixo, certos, determinados e com a indicação de seu valor (art. 840, §1º, da CLT; valores estimados, art. 12, §2º, da Instrução Normativa nº 41/2018 do TST):

{{pedidos}}

Requer ainda a condenação da reclamada ao pagamento de honorários de sucumbência (art. 791-A da CLT) e a incidência de correção monetária e juros na forma da lei.

IV — DAS PROVAS

Protesta provar o alegado por todos os meios de prova em direito admitidos, especialmente: {{provas}}

V — DO VALOR DA CAUSA

Dá-se à causa o valor de {{valor_causa}}.

Nestes termos, pede deferimento.

${assinatura}
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000103',
    name: 'Contestação',
    category: 'Petições',
    description:
      'Contestação do procedimento comum (arts. 335 a 342 do CPC): preliminares do art. 337, impugnação específica de cada fato (art. 341), fundamentos de mérito e especificação das provas (art. 336).',
    fields: [
      f('juizo', 'Juízo (ex.: 2ª Vara Cível da Comarca de Campinas/SP)'),
      f('numero_processo', 'Número do processo (CNJ)'),
      f('autor_nome', 'Nome do autor'),
      ...parte('reu', 'réu'),
      ...advogado,
      f('sintese_inicial', 'Síntese da petição inicial', 'textarea'),
      f(
        'preliminares',
        'Preliminares (art. 337 do CPC: citação, competência, valor da causa, inépcia, litispendência, coisa julgada, legitimidade, interesse, gratuidade...) ou "Não há preliminares a arguir."',
        'textarea',
      ),
      f(
        'impugnacao_fatos',
        'Impugnação específica de cada fato alegado pelo autor (art. 341 do CPC)',
        'textarea',
      ),
      f('fundamentos', 'Fundamentos jurídicos de mérito', 'textarea'),
      f('pedidos', 'Pedidos da defesa', 'textarea'),
      f('provas', 'Provas que pretende produzir (art. 336 do CPC)', 'textarea'),
      ...localData,
    ],
    content: `AO JUÍZO DA {{juizo}}


Processo nº {{numero_processo}}

${qualificacao('reu')}, por seu(sua) advogado(a) que esta subscreve (procuração anexa), {{advogado_nome}}, inscrito(a) na OAB sob o nº {{advogado_oab}}, com endereço profissional em {{advogado_endereco}} e endereço eletrônico {{advogado_email}}, nos autos da ação proposta por {{autor_nome}}, vem, no prazo do art. 335 do CPC, apresentar

CONTESTAÇÃO

pelas razões de fato e de direito a seguir, alegando toda a matéria de defesa (art. 336 do CPC).

I — SÍNTESE DA PETIÇÃO INICIAL

{{sintese_inicial}}

II — DAS PRELIMINARES (art. 337 do CPC)

Antes de discutir o mérito, o réu argui:

{{preliminares}}

III — DO MÉRITO: IMPUGNAÇÃO ESPECÍFICA DOS FATOS (art. 341 do CPC)

O réu impugna, de forma específica, cada um dos fatos narrados na inicial, não se presumindo verdadeiro nenhum deles:

{{impugnacao_fatos}}

IV — DOS FUNDAMENTOS JURÍDICOS

{{fundamentos}}

V — DOS PEDIDOS

Diante do exposto, requer:

a) o acolhimento das preliminares arguidas, com a extinção do processo sem resolução do mérito quando for o caso (art. 485 do CPC);

b) no mérito, {{pedidos}}

c) a condenação do autor ao pagamento das custas processuais e dos honorários advocatícios (art. 85 do CPC).

VI — DAS PROVAS

O réu pretende produzir as seguintes provas (art. 336 do CPC): {{provas}}

Nestes termos, pede deferimento.

${assinatura}
`,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('templates')
    .values(
      PETITION_TEMPLATES.map((t) => ({
        id: t.id,
        user_id: null,
        name: t.name,
        category: t.category,
        description: t.description,
        content: t.content,
        fields: JSON.stringify(t.fields),
        is_public: true,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('templates')
    .where(
      'id',
      'in',
      PETITION_TEMPLATES.map((t) => t.id),
    )
    .execute();
}
