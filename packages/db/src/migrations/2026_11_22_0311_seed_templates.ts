import type { Kysely } from 'kysely';

// The team's public DocGen templates (user_id null), written for everyday Brazilian practice.
// Placeholders are {{campo}}; each field has a type the renderer formats (date in full, money
// with the amount in words, CPF/CNPJ checked and formatted). Fixed ids keep links stable.
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

const outorgante = [
  f('outorgante_nome', 'Nome do outorgante'),
  f('outorgante_nacionalidade', 'Nacionalidade'),
  f('outorgante_estado_civil', 'Estado civil'),
  f('outorgante_profissao', 'Profissão'),
  f('outorgante_cpf', 'CPF do outorgante', 'cpf'),
  f('outorgante_endereco', 'Endereço do outorgante', 'textarea'),
];

export const SEED_TEMPLATES: Seed[] = [
  {
    id: '5f1c0d00-0000-4000-8000-000000000001',
    name: 'Procuração ad judicia et extra',
    category: 'Procurações',
    description:
      'Mandato judicial e extrajudicial com poderes gerais do foro e os especiais do art. 105 do CPC.',
    fields: [
      ...outorgante,
      f('advogado_nome', 'Nome do advogado'),
      f('advogado_oab', 'OAB (número/UF)'),
      f('advogado_endereco', 'Endereço profissional', 'textarea'),
      f('finalidade', 'Finalidade específica', 'textarea'),
      f('cidade', 'Cidade'),
      f('data_assinatura', 'Data', 'date'),
    ],
    content: `PROCURAÇÃO AD JUDICIA ET EXTRA

OUTORGANTE: {{outorgante_nome}}, {{outorgante_nacionalidade}}, {{outorgante_estado_civil}}, {{outorgante_profissao}}, inscrito(a) no CPF sob o nº {{outorgante_cpf}}, residente e domiciliado(a) em {{outorgante_endereco}}.

OUTORGADO: {{advogado_nome}}, advogado(a) inscrito(a) na OAB sob o nº {{advogado_oab}}, com escritório em {{advogado_endereco}}.

PODERES: pelo presente instrumento particular de mandato, o(a) OUTORGANTE nomeia e constitui o(a) OUTORGADO(A) seu(sua) bastante procurador(a), conferindo-lhe os poderes da cláusula ad judicia et extra para o foro em geral, em qualquer juízo, instância ou tribunal, podendo propor as ações competentes e defendê-lo(a) nas contrárias, seguindo umas e outras até final decisão, usando os recursos legais e acompanhando-os, conferindo-lhe ainda os poderes especiais para receber citação, confessar, reconhecer a procedência do pedido, transigir, desistir, renunciar ao direito sobre o qual se funda a ação, receber, dar quitação, firmar compromisso e assinar declaração de hipossuficiência econômica (art. 105 do Código de Processo Civil), podendo ainda substabelecer esta a outrem, com ou sem reserva de iguais poderes, e representá-lo(a) perante repartições públicas federais, estaduais e municipais, autarquias e entidades privadas.

FINALIDADE ESPECÍFICA: {{finalidade}}

{{cidade}}, {{data_assinatura}}.


_____________________________________
{{outorgante_nome}}
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000002',
    name: 'Contrato de honorários advocatícios',
    category: 'Contratos',
    description:
      'Prestação de serviços advocatícios com honorários fixos e de êxito (Lei 8.906/1994, arts. 22 a 24).',
    fields: [
      f('contratante_nome', 'Nome do contratante'),
      f('contratante_documento', 'CPF ou CNPJ do contratante', 'cpf_cnpj'),
      f('contratante_endereco', 'Endereço do contratante', 'textarea'),
      f('advogado_nome', 'Nome do advogado ou sociedade'),
      f('advogado_oab', 'OAB (número/UF)'),
      f('objeto', 'Objeto (serviços contratados)', 'textarea'),
      f('valor_honorarios', 'Honorários fixos', 'money'),
      f('forma_pagamento', 'Forma de pagamento', 'textarea'),
      f('percentual_exito', 'Honorários de êxito (% do proveito econômico)'),
      f('foro', 'Foro (comarca)'),
      f('cidade', 'Cidade'),
      f('data_assinatura', 'Data', 'date'),
    ],
    content: `CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS E HONORÁRIOS

CONTRATANTE: {{contratante_nome}}, inscrito(a) no CPF/CNPJ sob o nº {{contratante_documento}}, com endereço em {{contratante_endereco}}.

CONTRATADO: {{advogado_nome}}, inscrito(a) na OAB sob o nº {{advogado_oab}}.

As partes acima identificadas têm entre si justo e contratado o seguinte, nos termos da Lei nº 8.906/1994 (Estatuto da Advocacia) e do Código de Ética e Disciplina da OAB:

CLÁUSULA 1ª – DO OBJETO. O CONTRATADO prestará ao CONTRATANTE os seguintes serviços profissionais: {{objeto}}

CLÁUSULA 2ª – DOS HONORÁRIOS. Pelos serviços, o CONTRATANTE pagará ao CONTRATADO honorários fixos de {{valor_honorarios}}, da seguinte forma: {{forma_pagamento}}

CLÁUSULA 3ª – DO ÊXITO. Além dos honorários fixos, em caso de êxito o CONTRATANTE pagará {{percentual_exito}}% do proveito econômico obtido, sem prejuízo dos honorários de sucumbência, que pertencem ao advogado (art. 23 da Lei nº 8.906/1994).

CLÁUSULA 4ª – DAS DESPESAS. Custas processuais, emolumentos, perícias e deslocamentos correm por conta do CONTRATANTE, mediante prestação de contas.

CLÁUSULA 5ª – DA REVOGAÇÃO. A revogação do mandato pelo CONTRATANTE não o desobriga do pagamento dos honorários contratados, proporcionalmente aos serviços prestados.

CLÁUSULA 6ª – DO TÍTULO EXECUTIVO. Este contrato constitui título executivo extrajudicial (art. 24 da Lei nº 8.906/1994).

CLÁUSULA 7ª – DO FORO. Fica eleito o foro da comarca de {{foro}} para dirimir quaisquer dúvidas oriundas deste contrato.

{{cidade}}, {{data_assinatura}}.


_____________________________________
{{contratante_nome}} (CONTRATANTE)


_____________________________________
{{advogado_nome}} (CONTRATADO)
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000003',
    name: 'Notificação extrajudicial',
    category: 'Notificações',
    description:
      'Constituição em mora ou comunicação formal, com prazo para cumprimento (CC, art. 397, parágrafo único).',
    fields: [
      f('notificante_nome', 'Nome do notificante'),
      f('notificante_documento', 'CPF ou CNPJ do notificante', 'cpf_cnpj'),
      f('notificante_endereco', 'Endereço do notificante', 'textarea'),
      f('notificado_nome', 'Nome do notificado'),
      f('notificado_documento', 'CPF ou CNPJ do notificado', 'cpf_cnpj'),
      f('notificado_endereco', 'Endereço do notificado', 'textarea'),
      f('fatos', 'Fatos', 'textarea'),
      f('valor_debito', 'Valor devido', 'money'),
      f('prazo_dias', 'Prazo para cumprimento (dias)'),
      f('cidade', 'Cidade'),
      f('data_notificacao', 'Data', 'date'),
    ],
    content: `NOTIFICAÇÃO EXTRAJUDICIAL

NOTIFICANTE: {{notificante_nome}}, inscrito(a) no CPF/CNPJ sob o nº {{notificante_documento}}, com endereço em {{notificante_endereco}}.

NOTIFICADO(A): {{notificado_nome}}, inscrito(a) no CPF/CNPJ sob o nº {{notificado_documento}}, com endereço em {{notificado_endereco}}.

Prezado(a) Senhor(a),

Pela presente NOTIFICAÇÃO EXTRAJUDICIAL, o(a) NOTIFICANTE vem comunicar a Vossa Senhoria o seguinte:

{{fatos}}

Em razão do exposto, fica Vossa Senhoria NOTIFICADO(A) a pagar a quantia de {{valor_debito}}, ou a cumprir a obrigação acima descrita, no prazo de {{prazo_dias}} dias contados do recebimento desta, sob pena de constituição em mora (art. 397, parágrafo único, do Código Civil) e da adoção das medidas judiciais cabíveis, inclusive com a cobrança de juros, correção monetária, custas e honorários advocatícios.

Esta notificação serve também como prova inequívoca da ciência de Vossa Senhoria quanto ao seu conteúdo.

{{cidade}}, {{data_notificacao}}.


_____________________________________
{{notificante_nome}}
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000004',
    name: 'Acordo extrajudicial',
    category: 'Acordos',
    description:
      'Transação entre as partes com quitação mútua (CC, arts. 840 a 850), apta à homologação judicial.',
    fields: [
      f('parte1_nome', 'Primeira parte'),
      f('parte1_documento', 'CPF ou CNPJ da primeira parte', 'cpf_cnpj'),
      f('parte2_nome', 'Segunda parte'),
      f('parte2_documento', 'CPF ou CNPJ da segunda parte', 'cpf_cnpj'),
      f('objeto', 'Objeto da controvérsia', 'textarea'),
      f('valor_acordo', 'Valor do acordo', 'money'),
      f('forma_pagamento', 'Forma e datas de pagamento', 'textarea'),
      f('data_vencimento', 'Vencimento da primeira parcela', 'date'),
      f('multa_percentual', 'Multa por inadimplemento (%)'),
      f('cidade', 'Cidade'),
      f('data_assinatura', 'Data', 'date'),
    ],
    content: `TERMO DE ACORDO EXTRAJUDICIAL

PRIMEIRA PARTE: {{parte1_nome}}, CPF/CNPJ nº {{parte1_documento}}.
SEGUNDA PARTE: {{parte2_nome}}, CPF/CNPJ nº {{parte2_documento}}.

As partes acima qualificadas, com fundamento nos arts. 840 a 850 do Código Civil, celebram o presente acordo para prevenir ou terminar litígio, mediante concessões mútuas, nas condições seguintes:

1. DO OBJETO. O presente acordo tem por objeto: {{objeto}}

2. DO VALOR. A SEGUNDA PARTE pagará à PRIMEIRA PARTE a quantia total de {{valor_acordo}}, da seguinte forma: {{forma_pagamento}}, vencendo-se a primeira parcela em {{data_vencimento}}.

3. DA MULTA. O inadimplemento de qualquer parcela acarretará o vencimento antecipado das demais e multa de {{multa_percentual}}% sobre o saldo devedor, acrescido de correção monetária e juros de mora de 1% ao mês.

4. DA QUITAÇÃO. Cumprido integralmente o acordo, as partes dão-se mútua, plena, geral e irrevogável quitação quanto ao objeto deste termo, para nada mais reclamarem a qualquer título.

5. DA HOMOLOGAÇÃO. As partes poderão submeter este acordo à homologação judicial (art. 515, III, do Código de Processo Civil), valendo desde já como título executivo extrajudicial quando assinado por duas testemunhas (art. 784, III, do CPC).

{{cidade}}, {{data_assinatura}}.


_____________________________________
{{parte1_nome}}


_____________________________________
{{parte2_nome}}

Testemunhas:
1. _____________________________________ CPF: ______________
2. _____________________________________ CPF: ______________
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000005',
    name: 'Termo de confidencialidade (NDA)',
    category: 'Contratos',
    description: 'Acordo de sigilo sobre informações confidenciais, com multa e prazo de vigência.',
    fields: [
      f('reveladora_nome', 'Parte reveladora'),
      f('reveladora_cnpj', 'CNPJ da parte reveladora', 'cnpj'),
      f('receptora_nome', 'Parte receptora'),
      f('receptora_documento', 'CPF ou CNPJ da parte receptora', 'cpf_cnpj'),
      f('finalidade', 'Finalidade da troca de informações', 'textarea'),
      f('prazo_anos', 'Vigência do sigilo (anos)'),
      f('valor_multa', 'Multa por descumprimento', 'money'),
      f('foro', 'Foro (comarca)'),
      f('cidade', 'Cidade'),
      f('data_assinatura', 'Data', 'date'),
    ],
    content: `TERMO DE CONFIDENCIALIDADE E SIGILO

PARTE REVELADORA: {{reveladora_nome}}, inscrita no CNPJ sob o nº {{reveladora_cnpj}}.
PARTE RECEPTORA: {{receptora_nome}}, inscrita no CPF/CNPJ sob o nº {{receptora_documento}}.

1. DA FINALIDADE. As partes trocarão informações para o seguinte fim: {{finalidade}}

2. DAS INFORMAÇÕES CONFIDENCIAIS. Consideram-se confidenciais todas as informações técnicas, comerciais, financeiras, jurídicas e estratégicas, escritas ou verbais, reveladas pela PARTE REVELADORA, inclusive dados pessoais tratados nos termos da Lei nº 13.709/2018 (LGPD).

3. DAS OBRIGAÇÕES. A PARTE RECEPTORA obriga-se a: (a) usar as informações apenas para a finalidade acima; (b) não as divulgar a terceiros sem autorização prévia e escrita; (c) restringir o acesso a empregados e prestadores que delas necessitem, vinculando-os a igual dever de sigilo; (d) devolver ou destruir as informações ao término da relação.

4. DAS EXCEÇÕES. Não são confidenciais as informações já públicas sem culpa da PARTE RECEPTORA, as já conhecidas por ela antes da revelação ou cuja divulgação seja exigida por lei ou ordem judicial, hipótese em que a PARTE REVELADORA será avisada de imediato.

5. DA VIGÊNCIA. O dever de sigilo vigorará por {{prazo_anos}} anos a contar da assinatura, sobrevivendo ao término de qualquer negociação entre as partes.

6. DA MULTA. O descumprimento sujeita a PARTE RECEPTORA ao pagamento de multa de {{valor_multa}}, sem prejuízo da indenização por perdas e danos que exceder esse valor (art. 416, parágrafo único, do Código Civil).

7. DO FORO. Fica eleito o foro da comarca de {{foro}}.

{{cidade}}, {{data_assinatura}}.


_____________________________________
{{reveladora_nome}}


_____________________________________
{{receptora_nome}}
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000006',
    name: 'Distrato',
    category: 'Contratos',
    description: 'Extinção consensual de contrato pela mesma forma exigida para o contrato (CC, art. 472).',
    fields: [
      f('parte1_nome', 'Primeira parte'),
      f('parte1_documento', 'CPF ou CNPJ da primeira parte', 'cpf_cnpj'),
      f('parte2_nome', 'Segunda parte'),
      f('parte2_documento', 'CPF ou CNPJ da segunda parte', 'cpf_cnpj'),
      f('contrato_descricao', 'Contrato distratado (objeto e data)', 'textarea'),
      f('data_efeitos', 'Data em que cessam os efeitos', 'date'),
      f('valor_acerto', 'Valor do acerto final', 'money'),
      f('obrigacoes_remanescentes', 'Obrigações que permanecem', 'textarea'),
      f('cidade', 'Cidade'),
      f('data_assinatura', 'Data', 'date'),
    ],
    content: `INSTRUMENTO PARTICULAR DE DISTRATO

PRIMEIRA PARTE: {{parte1_nome}}, CPF/CNPJ nº {{parte1_documento}}.
SEGUNDA PARTE: {{parte2_nome}}, CPF/CNPJ nº {{parte2_documento}}.

As partes resolvem, de comum acordo e na forma do art. 472 do Código Civil, distratar o seguinte contrato: {{contrato_descricao}}

1. DOS EFEITOS. O contrato fica extinto a partir de {{data_efeitos}}, cessando desde então as obrigações recíprocas, ressalvadas as previstas neste instrumento.

2. DO ACERTO FINAL. Para liquidação de todas as pendências, a parte devedora pagará à outra o valor de {{valor_acerto}}, na data de assinatura deste distrato.

3. DAS OBRIGAÇÕES REMANESCENTES. Permanecem em vigor: {{obrigacoes_remanescentes}}

4. DA QUITAÇÃO. Cumprido o disposto acima, as partes dão-se plena, geral e irrevogável quitação quanto ao contrato distratado, nada mais tendo a reclamar uma da outra, a qualquer título.

{{cidade}}, {{data_assinatura}}.


_____________________________________
{{parte1_nome}}


_____________________________________
{{parte2_nome}}
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000007',
    name: 'Declaração de hipossuficiência',
    category: 'Declarações',
    description: 'Declaração para o pedido de gratuidade da justiça (CPC, arts. 98 e 99, § 3º).',
    fields: [
      ...outorgante.map((field) => ({
        ...field,
        name: field.name.replace('outorgante', 'declarante'),
        label: field.label.replace('outorgante', 'declarante'),
      })),
      f('renda_mensal', 'Renda mensal', 'money'),
      f('dependentes', 'Número de dependentes'),
      f('cidade', 'Cidade'),
      f('data_assinatura', 'Data', 'date'),
    ],
    content: `DECLARAÇÃO DE HIPOSSUFICIÊNCIA ECONÔMICA

Eu, {{declarante_nome}}, {{declarante_nacionalidade}}, {{declarante_estado_civil}}, {{declarante_profissao}}, inscrito(a) no CPF sob o nº {{declarante_cpf}}, residente e domiciliado(a) em {{declarante_endereco}}, DECLARO, para os fins dos arts. 98 e 99 do Código de Processo Civil e do art. 5º, LXXIV, da Constituição Federal, que não tenho condições de arcar com as custas do processo e os honorários advocatícios sem prejuízo do meu próprio sustento e do de minha família.

Informo que minha renda mensal é de {{renda_mensal}} e que tenho {{dependentes}} dependente(s).

Declaro estar ciente de que a falsidade desta declaração pode acarretar a revogação do benefício e o pagamento de até o décuplo das despesas processuais a título de multa (art. 100, parágrafo único, do CPC), sem prejuízo das sanções penais cabíveis (art. 299 do Código Penal).

{{cidade}}, {{data_assinatura}}.


_____________________________________
{{declarante_nome}}
`,
  },
  {
    id: '5f1c0d00-0000-4000-8000-000000000008',
    name: 'Recibo de quitação',
    category: 'Recibos',
    description: 'Recibo com quitação da dívida, com os requisitos do art. 320 do Código Civil.',
    fields: [
      f('credor_nome', 'Credor (quem recebe)'),
      f('credor_documento', 'CPF ou CNPJ do credor', 'cpf_cnpj'),
      f('devedor_nome', 'Devedor (quem paga)'),
      f('devedor_documento', 'CPF ou CNPJ do devedor', 'cpf_cnpj'),
      f('valor_pago', 'Valor pago', 'money'),
      f('referente', 'Referente a', 'textarea'),
      f('forma_pagamento', 'Forma de pagamento'),
      f('data_pagamento', 'Data do pagamento', 'date'),
      f('cidade', 'Cidade'),
    ],
    content: `RECIBO DE QUITAÇÃO

Eu, {{credor_nome}}, CPF/CNPJ nº {{credor_documento}}, declaro que recebi de {{devedor_nome}}, CPF/CNPJ nº {{devedor_documento}}, a importância de {{valor_pago}}, paga por {{forma_pagamento}} em {{data_pagamento}}, referente a: {{referente}}

Pelo que dou plena, geral e irrevogável quitação do valor acima, para nada mais reclamar a esse título (art. 320 do Código Civil).

{{cidade}}, {{data_pagamento}}.


_____________________________________
{{credor_nome}}
`,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('templates')
    .values(
      SEED_TEMPLATES.map((t) => ({
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
      SEED_TEMPLATES.map((t) => t.id),
    )
    .execute();
}
