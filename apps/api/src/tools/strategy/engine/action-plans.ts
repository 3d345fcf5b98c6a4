// Step lists per route. `at` is the share of the plan horizon (the chosen timeframe) by which the
// step should be done, so every deadline falls inside the timeframe.
import type { ConflictType } from '@lexato/schemas';

export interface PlanStep {
  title: string;
  description: string;
  at: number;
  /** A hearing or session of a court: none is held from 20/12 to 20/01 (CPC art. 220, §2º; CLT art. 775-A, §2º). */
  hearing?: true;
}

const step = (title: string, description: string, at: number): PlanStep => ({ title, description, at });
const hearing = (title: string, description: string, at: number): PlanStep => ({
  ...step(title, description, at),
  hearing: true,
});

const GATHER = step(
  'Reunir documentos e provas',
  'Organize em ordem cronológica contratos, comprovantes, mensagens e o cálculo do valor em discussão.',
  0.1,
);

const PLANS: Record<string, PlanStep[]> = {
  negociacao: [
    GATHER,
    step(
      'Enviar proposta escrita',
      'Notificação extrajudicial com a proposta, os fundamentos e prazo de resposta.',
      0.35,
    ),
    step(
      'Reunião de negociação',
      'Discuta contrapropostas com limites de acordo definidos antes da reunião.',
      0.65,
    ),
    step(
      'Formalizar ou escalar',
      'Assine termo de transação (CC art. 840) ou passe à próxima via recomendada.',
      1,
    ),
  ],
  mediacao: [
    GATHER,
    step(
      'Convidar para a mediação',
      'Escolha a câmara ou o mediador e envie o convite com escopo, data e local (Lei 13.140/2015, art. 21).',
      0.3,
    ),
    step(
      'Sessões de mediação',
      'Participe das sessões com os limites de acordo definidos; o conteúdo é sigiloso (art. 30).',
      0.75,
    ),
    step(
      'Termo final',
      'Assine o termo final de mediação, que é título executivo extrajudicial (art. 20, parágrafo único).',
      1,
    ),
  ],
  conciliacao_cejusc: [
    GATHER,
    step(
      'Pedir sessão pré-processual',
      'Protocole o pedido de conciliação no CEJUSC da comarca com os dados da outra parte.',
      0.25,
    ),
    step('Sessão de conciliação', 'Compareça com proposta e limites definidos (CPC art. 334).', 0.7),
    step(
      'Homologar o acordo',
      'Peça a homologação: o acordo vira título executivo judicial (CPC art. 515, III).',
      1,
    ),
  ],
  arbitragem: [
    step(
      'Conferir a convenção de arbitragem',
      'Verifique a cláusula compromissória ou firme compromisso arbitral (Lei 9.307/1996, arts. 3º-9º).',
      0.1,
    ),
    step(
      'Requerer a instauração',
      'Protocole o requerimento na câmara indicada e pague a taxa de registro.',
      0.3,
    ),
    step(
      'Termo de arbitragem e alegações',
      'Assine o termo de arbitragem e apresente alegações e provas.',
      0.6,
    ),
    step(
      'Audiência e sentença arbitral',
      'Acompanhe a instrução até a sentença (art. 23: 6 meses se nada convencionado).',
      1,
    ),
  ],
  consumidor_gov: [
    GATHER,
    step(
      'Registrar a reclamação',
      'Registre no consumidor.gov.br (ou no Procon, se a empresa não estiver cadastrada) com os documentos.',
      0.2,
    ),
    step(
      'Avaliar a resposta da empresa',
      'A empresa tem até 10 dias para responder; avalie e registre se a solução foi aceita.',
      0.5,
    ),
    step(
      'Se não resolver: Juizado',
      'Sem solução, ajuíze no Juizado Especial Cível usando o protocolo como prova da tentativa.',
      1,
    ),
  ],
  transacao_tributaria: [
    step(
      'Levantar os débitos',
      'Extraia a situação fiscal no Regularize (PGFN) ou no e-CAC e separe débitos inscritos e em discussão.',
      0.15,
    ),
    step(
      'Conferir editais abertos',
      'Verifique editais de transação por adesão e a capacidade de pagamento (Lei 13.988/2020, arts. 10-11).',
      0.35,
    ),
    step('Aderir ou propor', 'Simule e faça a adesão, ou apresente proposta individual.', 0.7),
    step(
      'Pagar a entrada',
      'Pague a entrada e acompanhe as parcelas: o atraso rescinde a transação (art. 4º).',
      1,
    ),
  ],
  impugnacao_administrativa: [
    step('Analisar o lançamento', 'Confira a notificação, a base de cálculo e a data de ciência.', 0.1),
    step(
      'Protocolar a impugnação',
      'Impugne em até 30 dias da ciência do lançamento (Decreto 70.235/1972, art. 15), com todas as provas.',
      0.2,
    ),
    step(
      'Acompanhar o julgamento',
      'Acompanhe a DRJ e, se preciso, recorra ao CARF em 30 dias (art. 33).',
      1,
    ),
  ],
  juizado_especial: [
    GATHER,
    step(
      'Tentar solução prévia',
      'Notifique a outra parte ou registre reclamação: a tentativa ajuda na audiência.',
      0.3,
    ),
    step(
      'Ajuizar no Juizado',
      'Apresente o pedido escrito ou oral no Juizado (Lei 9.099/1995, art. 14), com valor até o teto.',
      0.5,
    ),
    hearing(
      'Audiência de conciliação',
      'Compareça pessoalmente: a ausência do autor extingue o processo (art. 51, I).',
      1,
    ),
  ],
  acordo_extrajudicial_trabalhista: [
    step(
      'Negociar os termos',
      'Defina verbas, valores e prazos com a outra parte, cada uma com seu advogado.',
      0.3,
    ),
    step('Petição conjunta', 'Protocole a petição conjunta de homologação (CLT art. 855-B).', 0.6),
    step('Homologação', 'O juiz analisa em 15 dias e pode designar audiência (CLT art. 855-D).', 1),
  ],
  mediacao_familiar: [
    GATHER,
    step(
      'Propor a ação com pedido de mediação',
      'Peça a sessão de mediação ou conciliação (CPC art. 695).',
      0.4,
    ),
    step(
      'Sessões de mediação',
      'Participe das sessões necessárias (CPC art. 696), priorizando o interesse dos filhos.',
      1,
    ),
  ],
  anpp: [
    step(
      'Avaliar os requisitos',
      'Confira pena mínima, ausência de violência ou grave ameaça e antecedentes (CPP art. 28-A).',
      0.2,
    ),
    step(
      'Manifestar interesse ao MP',
      'Peça ao Ministério Público a proposta de acordo antes da denúncia.',
      0.4,
    ),
    step(
      'Negociar as condições',
      'Discuta reparação do dano, prestação pecuniária e serviços (art. 28-A, I-V).',
      0.7,
    ),
    step(
      'Audiência de homologação',
      'Compareça com defensor à audiência de homologação (art. 28-A, §4º).',
      1,
    ),
  ],
  tac: [
    step('Laudo técnico', 'Contrate laudo do dano e das medidas de reparação e compensação.', 0.25),
    step('Proposta ao MP ou órgão ambiental', 'Apresente proposta de ajustamento com cronograma.', 0.5),
    step('Negociar o cronograma', 'Ajuste obrigações, prazos e multa cominatória.', 0.8),
    step('Assinar o TAC', 'Assine o termo (Lei 7.347/1985, art. 5º, §6º) e organize o cumprimento.', 1),
  ],
  tutela_urgencia: [
    step(
      'Reunir a prova da urgência',
      'Relatório médico (ou documento) que declara a urgência e a data do dano, e a negativa por escrito.',
      0.1,
    ),
    step(
      'Protocolar a petição com pedido de tutela de urgência',
      'Peça a liminar (CPC art. 300) com multa diária por descumprimento (art. 537); sem notificação prévia.',
      0.25,
    ),
    step(
      'Comunicar a decisão e acompanhar o cumprimento',
      'Leve a decisão à outra parte e informe o juízo se não for cumprida.',
      0.6,
    ),
  ],
  negativacao_indevida: [
    step(
      'Reunir a prova da inscrição e do pagamento',
      'Certidão ou consulta do cadastro com a inscrição, o comprovante de pagamento (ou a prova de que a dívida não existe) e os protocolos de reclamação.',
      0.1,
    ),
    step(
      'Ajuizar com pedido de tutela de urgência',
      'Peça a declaração de inexistência do débito, a exclusão do nome em tutela de urgência (CPC art. 300) e a indenização por dano moral; no Juizado, sem custas no primeiro grau (Lei 9.099/1995, art. 54).',
      0.25,
    ),
    hearing(
      'Audiência de conciliação',
      'Compareça à sessão de conciliação do Juizado (Lei 9.099/1995, art. 21) com os documentos; sem acordo, segue a instrução.',
      1,
    ),
  ],
  reintegracao_posse_locatario: [
    step(
      'Reunir a prova da posse e do esbulho',
      'Contrato de locação e comprovantes de pagamento (a posse), fotos, mensagens ou boletim de ocorrência da troca das fechaduras e a data em que ocorreu (CPC art. 561).',
      0.05,
    ),
    step(
      'Ajuizar a reintegração de posse com pedido liminar',
      'Peça a reintegração liminar sem ouvir o réu (CPC art. 562), a devolução dos bens e as perdas e danos (art. 555, I), dentro de ano e dia do esbulho (art. 558).',
      0.15,
    ),
    step(
      'Cumprir o mandado e seguir a ação',
      'Com o mandado, volte ao imóvel com o oficial de justiça; a ação segue pelo procedimento comum (art. 566).',
      1,
    ),
  ],
  despejo_falta_pagamento: [
    step(
      'Reunir o contrato e o cálculo do débito',
      'Contrato de locação, comprovantes do que foi pago e o cálculo discriminado dos aluguéis e encargos em aberto, que deve instruir a inicial (Lei 8.245/1991, art. 62, I).',
      0.1,
    ),
    step(
      'Ajuizar o despejo cumulado com cobrança',
      'Peça a rescisão e a cobrança contra o locatário e os fiadores; sem garantia no contrato, peça a liminar de desocupação em 15 dias, com caução de 3 aluguéis (art. 59, § 1º, IX).',
      0.25,
    ),
    step(
      'Acompanhar o prazo de purgação da mora',
      'Citado, o locatário tem 15 dias para pagar o débito atualizado e evitar a rescisão (art. 62, II); sem o pagamento, peça a sentença de despejo.',
      1,
    ),
  ],
  cumprimento_alimentos: [
    step(
      'Reunir a decisão e o cálculo das prestações',
      'Cópia da sentença, decisão ou acordo homologado que fixou os alimentos e o demonstrativo das prestações em atraso, mês a mês.',
      0.1,
    ),
    step(
      'Requerer o cumprimento pelo rito da prisão',
      'Peça a intimação pessoal do devedor para pagar em 3 dias as até 3 prestações anteriores ao ajuizamento e as vincendas, sob pena de protesto e prisão (CPC art. 528, §§ 1º, 3º e 7º); as mais antigas, pela penhora (§ 8º).',
      0.3,
    ),
    step(
      'Acompanhar o pagamento ou a prisão',
      'Paga a dívida, a ordem de prisão é suspensa (CPC art. 528, § 6º); sem pagamento nem justificativa aceita, o juiz decreta a prisão de 1 a 3 meses.',
      1,
    ),
  ],
  embargos_execucao: [
    step(
      'Ver nos autos a data da juntada da citação',
      'Os 15 dias úteis correm da juntada do mandado cumprido ou do aviso de recebimento (CPC arts. 231 e 915).',
      0.1,
    ),
    step(
      'Reunir a prova da defesa',
      'O título, o que prova o pagamento ou a falsidade (pedido de perícia da assinatura) e, se alegar excesso, o cálculo do valor devido (CPC art. 917, § 3º).',
      0.5,
    ),
    step(
      'Protocolar os embargos',
      'Embargos distribuídos por dependência à execução, com cópias das peças relevantes (CPC art. 914, § 1º); peça efeito suspensivo se houver garantia (art. 919, § 1º).',
      1,
    ),
  ],
  repeticao_indebito: [
    step(
      'Reunir extratos e a reclamação feita',
      'Extratos com cada cobrança, o contrato (ou a falta dele) e os protocolos de reclamação ao fornecedor.',
      0.15,
    ),
    step(
      'Ajuizar no Juizado Especial Cível',
      'Peça a devolução em dobro do que foi pago, com correção e juros (CDC art. 42, parágrafo único), e o cancelamento da cobrança.',
      0.4,
    ),
    hearing(
      'Audiência de conciliação',
      'Compareça com os extratos; sem acordo, segue a instrução e o julgamento (Lei 9.099/1995, arts. 21 e 27).',
      1,
    ),
  ],
  reintegracao_acidentario: [
    step(
      'Reunir a prova do acidente e do benefício',
      'CAT, carta de concessão e de cessação do auxílio-doença acidentário do INSS, o termo de rescisão e os contracheques.',
      0.1,
    ),
    step(
      'Ajuizar a reclamação com pedido de tutela de urgência',
      'Peça a reintegração em tutela de urgência (CPC art. 300) e, passado o período de doze meses, os salários e direitos do período (Lei 8.213/1991, art. 118).',
      0.3,
    ),
    hearing(
      'Audiência',
      'Compareça com as provas; o empregador costuma alegar que não houve acidente do trabalho: a CAT e o benefício acidentário respondem.',
      1,
    ),
  ],
  divorcio_judicial_consensual: [
    step(
      'Fechar o acordo por escrito',
      'Partilha dos bens, pensão entre os cônjuges (se houver), guarda, convivência e a contribuição para os filhos (CPC art. 731, I-IV).',
      0.2,
    ),
    step(
      'Protocolar a petição assinada pelos dois',
      'Com certidão de casamento, certidões de nascimento dos filhos e documentos dos bens.',
      0.4,
    ),
    step(
      'Homologação',
      'O juiz homologa o acordo depois da manifestação do Ministério Público, que atua pelos filhos incapazes.',
      1,
    ),
  ],
  repeticao_indebito_tributario: [
    step(
      'Reunir as guias pagas',
      'As duas guias e os comprovantes de pagamento, com o lançamento que mostra o valor devido.',
      0.1,
    ),
    step(
      'Pedir a restituição à Fazenda que cobrou',
      'Pedido administrativo de restituição do valor pago indevidamente, com correção (CTN art. 165).',
      0.3,
    ),
    step(
      'Ajuizar a repetição do indébito',
      'Sem resposta ou com a recusa, ajuíze dentro dos cinco anos do pagamento (CTN art. 168, I); negada a restituição, a ação anulatória da decisão administrativa prescreve em dois anos (art. 169).',
      1,
    ),
  ],
  acao_alimentos: [
    step(
      'Reunir certidão de nascimento e gastos',
      'Certidão de nascimento (prova do parentesco), despesas da criança e o que se sabe da renda do devedor.',
      0.1,
    ),
    step(
      'Ajuizar a ação de alimentos com pedido de provisórios',
      'Peça alimentos provisórios, que o juiz fixa ao despachar a inicial (Lei 5.478/1968, art. 4º).',
      0.25,
    ),
    hearing(
      'Audiência de conciliação e julgamento',
      'Compareça com as provas e as testemunhas à audiência do rito da Lei 5.478/1968.',
      1,
    ),
  ],
  guarda_convivencia: [
    step(
      'Reunir a certidão e a prova do afastamento',
      'Certidão de nascimento do filho, as mensagens em que o contato foi recusado e uma proposta de calendário (fins de semana alternados, metade das férias e das datas festivas).',
      0.1,
    ),
    step(
      'Ajuizar a ação de guarda e convivência',
      'Peça a guarda compartilhada (CC art. 1.584, § 2º) e a convivência provisória em tutela de urgência (CPC art. 300); o Ministério Público intervém porque há criança (CPC art. 698).',
      0.3,
    ),
    hearing(
      'Sessão de mediação e conciliação',
      'Nas ações de família o réu é citado para a mediação, sem a cópia da inicial (CPC art. 695): leve a proposta de calendário; sem acordo, corre o prazo da contestação.',
      1,
    ),
  ],
  acao_monitoria: [
    step(
      'Reunir a prova escrita e o cálculo',
      'O título sem força executiva ou o documento da dívida, e a memória de cálculo da importância devida, que a inicial deve trazer (CPC art. 700, § 2º, I).',
      0.1,
    ),
    step(
      'Ajuizar a ação monitória',
      'Peça o mandado de pagamento em 15 dias, com honorários de 5 % (CPC art. 701); o valor da causa é a importância devida (art. 700, § 3º).',
      0.3,
    ),
    step(
      'Acompanhar o prazo do devedor',
      'Sem pagamento nem embargos em 15 dias, o mandado vira título executivo judicial (CPC art. 701, § 2º): peça o cumprimento de sentença.',
      1,
    ),
  ],
  divorcio_extrajudicial: [
    step(
      'Fechar o acordo por escrito',
      'Partilha dos bens, pensão entre os cônjuges ou a sua dispensa, e o nome que cada um usará (CPC art. 731).',
      0.3,
    ),
    step(
      'Reunir os documentos',
      'Certidão de casamento atualizada, documentos pessoais, certidões dos filhos maiores e os documentos dos bens a partilhar.',
      0.5,
    ),
    step(
      'Assinar a escritura no tabelionato',
      'Com advogado ou defensor público presente (CPC art. 733, § 2º); a escritura vai ao registro civil e aos registros dos bens (§ 1º).',
      1,
    ),
  ],
  possessoria: [
    step(
      'Reunir a prova da posse e do esbulho',
      'Contas, IPTU, fotos, testemunhas de quem mora ou usa o lugar (a posse) e fotos, boletim de ocorrência ou mensagens que datem o esbulho ou a turbação (CPC art. 561).',
      0.05,
    ),
    step(
      'Ajuizar a ação possessória',
      'Peça a reintegração (esbulho) ou a manutenção (turbação) com a liminar sem ouvir o réu, dentro de ano e dia (CPC arts. 558 e 562), e as perdas e danos (art. 555, I).',
      0.15,
    ),
    step(
      'Cumprir o mandado e seguir a ação',
      'Com o mandado, o oficial de justiça reintegra ou mantém a posse; a ação segue pelo procedimento comum (CPC art. 566).',
      1,
    ),
  ],
  consignacao_pagamento: [
    step(
      'Depositar o valor no banco',
      'Deposite a quantia devida em banco do lugar do pagamento (oficial, onde houver) e avise o credor por carta com aviso de recebimento: ele tem 10 dias para recusar (CPC art. 539, § 1º).',
      0.1,
    ),
    step(
      'Aguardar a resposta do credor',
      'Sem recusa em 10 dias do retorno do aviso, a obrigação está paga e o valor fica à disposição do credor (CPC art. 539, § 2º).',
      0.4,
    ),
    step(
      'Ajuizar a consignação se houver recusa',
      'Com a recusa escrita ao banco, proponha a ação em 1 mês com a prova do depósito e da recusa (CPC art. 539, § 3º); para aluguéis, deposite também os que vencerem no curso da ação (Lei 8.245/1991, art. 67, III).',
      1,
    ),
  ],
  inventario_extrajudicial: [
    step(
      'Reunir certidões e documentos dos bens',
      'Certidão de óbito, certidões dos herdeiros, documentos dos bens e dívidas; o inventário deve ser aberto em 2 meses do falecimento (CPC art. 611).',
      0.2,
    ),
    step(
      'Acertar a partilha e recolher o imposto',
      'Os herdeiros definem a partilha por escrito; o imposto de transmissão (ITCMD) é recolhido na forma da lei estadual antes da escritura.',
      0.6,
    ),
    step(
      'Assinar a escritura no tabelionato',
      'Com advogado ou defensor público presente (CPC art. 610, § 2º); a escritura vai aos registros dos bens e aos bancos (§ 1º).',
      1,
    ),
  ],
  embargos_execucao_fiscal: [
    step(
      'Garantir a execução',
      'Depósito, fiança bancária, seguro garantia ou penhora: os embargos só são admitidos com a execução garantida (Lei 6.830/1980, art. 16, § 1º).',
      0.25,
    ),
    step(
      'Opor os embargos em 30 dias da garantia',
      'Toda a matéria de defesa, provas e até três testemunhas (Lei 6.830/1980, art. 16, § 2º).',
      0.6,
    ),
    step(
      'Pedir a certidão positiva com efeitos de negativa',
      'Com a penhora efetivada, a certidão é devida (CTN art. 206).',
      1,
    ),
  ],
  transacao_local: [
    step(
      'Levantar os débitos',
      'Extraia as inscrições em dívida ativa do ente e a execução fiscal em curso.',
      0.15,
    ),
    step(
      'Conferir a lei e os editais de transação do ente',
      'A transação só existe nas condições da lei do ente tributante (CTN art. 171).',
      0.35,
    ),
    step('Aderir ou propor', 'Faça a adesão ou apresente a proposta à Procuradoria do ente.', 0.7),
    step(
      'Pagar a entrada e informar o juízo da execução',
      'Com o acordo, peça a suspensão da execução fiscal e a certidão (CTN arts. 151, VI, e 206, no parcelamento).',
      1,
    ),
  ],
  parcelamento: [
    step('Levantar os débitos', 'Extraia a situação fiscal no portal do ente credor.', 0.2),
    step('Aderir ao parcelamento', 'Simule e faça a adesão; pague a primeira parcela.', 0.5),
    step(
      'Emitir a certidão',
      'Com a exigibilidade suspensa (CTN art. 151, VI), emita a certidão positiva com efeitos de negativa (art. 206).',
      1,
    ),
  ],
  juizado_fazenda: [
    step(
      'Reunir as provas e o pedido administrativo',
      'Boletim de ocorrência, fotos, laudos e recibos das despesas, ou os contracheques com a parcela que falta; se houve, o pedido administrativo e a resposta do ente.',
      0.15,
    ),
    step(
      'Ajuizar no Juizado da Fazenda Pública ou no Federal',
      'Peça a indenização ou as parcelas devidas, com correção e juros, até 60 salários mínimos (Lei 12.153/2009, art. 2º; Lei 10.259/2001, art. 3º); contra a Fazenda, a prescrição é de cinco anos (Decreto 20.910/1932, art. 1º).',
      0.4,
    ),
    hearing(
      'Audiência de conciliação',
      'O representante do ente só concilia nos termos da lei do ente (Lei 12.153/2009, art. 8º); sem acordo, seguem a instrução e a sentença.',
      1,
    ),
  ],
  resolucao_inadimplemento: [
    step(
      'Notificar o descumprimento',
      'Notifique por escrito a outra parte, com prazo para cumprir ou devolver o que recebeu: a interpelação constitui em mora (CC art. 397, parágrafo único) e documenta a recusa.',
      0.1,
    ),
    step(
      'Reunir o contrato e as provas',
      'O contrato ou as mensagens que o provam, os comprovantes de pagamento e a prova do descumprimento (fotos, laudo, testemunhas).',
      0.2,
    ),
    step(
      'Ajuizar a resolução com perdas e danos',
      'Peça a resolução do contrato, a devolução do que pagou e as perdas e danos, com juros e correção (CC arts. 389 e 475); até 40 salários mínimos, no Juizado Especial Cível (Lei 9.099/1995, art. 3º, I).',
      0.4,
    ),
    hearing(
      'Audiência de conciliação',
      'Leve a proposta de acordo (Lei 9.099/1995, art. 16, ou CPC art. 334); sem acordo, instrução e sentença.',
      1,
    ),
  ],
  litigio: [
    GATHER,
    step(
      'Notificação extrajudicial',
      'Constitua a outra parte em mora e registre a tentativa de solução.',
      0.3,
    ),
    step(
      'Petição inicial',
      'Protocole a ação com os requisitos do CPC art. 319 e o valor da causa (art. 292).',
      0.6,
    ),
    step('Audiência de conciliação', 'Prepare proposta de acordo para a audiência do CPC art. 334.', 1),
  ],
};

/** A labour claim: filed with valued requests, heard at one hearing, no civil pre-trial steps. */
const DISMISSAL_PAPERS = step(
  'Reunir CTPS, documentos da dispensa e cálculo',
  'CTPS, aviso de dispensa ou termo de rescisão, contracheques e o cálculo de cada verba pedida.',
  0.03,
);
const labourClaim = (requests: string, gather: PlanStep = DISMISSAL_PAPERS): PlanStep[] => [
  gather,
  step(
    'Ajuizar a reclamação trabalhista',
    `Protocole a reclamação na Vara do Trabalho com cada pedido certo, determinado e com valor (CLT art. 840, § 1º)${requests}; sem notificação prévia.`,
    0.07,
  ),
  hearing(
    'Audiência',
    'Compareça com testemunhas e documentos à audiência (CLT arts. 843-852); no rito sumaríssimo, até 40 salários mínimos, ela ocorre em até 15 dias do ajuizamento (art. 852-B, III).',
    0.16,
  ),
];

const DEFENCE: PlanStep[] = [
  step('Analisar os autos', 'Obtenha cópia do inquérito ou do processo e identifique prazos em curso.', 0.3),
  step(
    'Apresentar a defesa',
    'Protocole a resposta no prazo legal (ex.: CPP art. 396-A, 10 dias; CPC art. 335, 15 dias úteis).',
    0.6,
  ),
  step('Acompanhar a instrução', 'Arrole testemunhas e acompanhe as audiências.', 1),
];

export function planFor(routeKey: string, conflictType: ConflictType): PlanStep[] {
  if (routeKey === 'litigio' && (conflictType === 'penal' || conflictType === 'ambiental')) return DEFENCE;
  if (routeKey === 'reclamacao_verbas_rescisorias')
    return labourClaim(
      ': as verbas rescisórias, a multa do art. 477, § 8º (um salário) e a do art. 467 (50 % sobre a parte incontroversa não paga na primeira audiência)',
    );
  if (routeKey === 'reintegracao_gestante')
    return labourClaim(
      ', com o pedido de reintegração em tutela de urgência (ADCT art. 10, II, b; CPC art. 300) e, em caráter sucessivo, a indenização do período de estabilidade (Súmula 244, II, do TST), juntando o exame que data a gravidez',
    );
  if (routeKey === 'rescisao_indireta')
    return labourClaim(
      ': a rescisão indireta (CLT art. 483) com aviso prévio (art. 487, § 4º), férias e 13º proporcionais, a multa de 40 % do FGTS e as guias de saque (Lei 8.036/1990, arts. 18, § 1º, e 20, I), e os depósitos ou salários em atraso',
      step(
        'Reunir CTPS, a prova da falta e o cálculo',
        'CTPS, contracheques, o extrato do FGTS ou os comprovantes dos salários em atraso (a prova da falta cabe ao reclamante, CLT art. 818, I) e o cálculo de cada verba pedida.',
        0.03,
      ),
    );
  if (routeKey === 'litigio' && conflictType === 'trabalhista') return labourClaim('');
  return PLANS[routeKey] ?? PLANS.litigio ?? [];
}
