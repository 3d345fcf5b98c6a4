// Portuguese documents written for the tests (fictional parties, CPF/CNPJ numbers made up for the
// example). Each one plants the clauses the tests look for.

/** A consumer gym contract full of abuses. */
export const ABUSIVE_CONSUMER_CONTRACT = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE ACADEMIA

CONTRATADA: Academia Corpo em Forma Ltda., inscrita no CNPJ sob o nº 12.345.678/0001-90, com sede na Rua das Palmeiras, 100, Campinas/SP, doravante denominada FORNECEDOR.
CONTRATANTE: Mariana Alves Souza, brasileira, solteira, inscrita no CPF sob o nº 123.456.789-09, doravante denominada CONSUMIDOR.

CLÁUSULA 1ª – DO OBJETO
O presente contrato tem por objeto a prestação de serviços de academia de ginástica, com acesso às aulas coletivas e à área de musculação.

CLÁUSULA 2ª – DO PREÇO
O valor total do contrato é de R$ 2.400,00 (dois mil e quatrocentos reais), pagos em 12 (doze) mensalidades de R$ 200,00.
Parágrafo único. A mensalidade poderá ser alterada unilateralmente pelo FORNECEDOR, a seu critério, a qualquer tempo.

CLÁUSULA 3ª – DO ATRASO
Em caso de atraso no pagamento, incidirá multa moratória de 10% (dez por cento) sobre a parcela vencida, além de juros de 5% ao mês.

CLÁUSULA 4ª – DO PRAZO E DA RENOVAÇÃO
O prazo de vigência é de 12 (doze) meses. Findo esse prazo, o contrato será renovado automaticamente por igual período.

CLÁUSULA 5ª – DA RESCISÃO
Em caso de rescisão antecipada pelo CONSUMIDOR, haverá perda total das parcelas pagas, sem qualquer restituição. Além disso, o CONSUMIDOR pagará multa compensatória de 150% do valor total do contrato.

CLÁUSULA 6ª – DA RESPONSABILIDADE
A academia não se responsabiliza por lesões sofridas nas dependências, nem por objetos deixados nos armários.

CLÁUSULA 7ª – DOS DADOS
O CONSUMIDOR autoriza o uso dos seus dados cadastrais para campanhas de marketing de parceiros.

CLÁUSULA 8ª – DOS CONFLITOS
Qualquer controvérsia será resolvida obrigatoriamente por arbitragem, na Câmara de Arbitragem de Campinas.
`;

/** A balanced business-to-business software contract: every essential present. */
export const BALANCED_B2B_CONTRACT = `CONTRATO DE LICENÇA E SUPORTE DE SOFTWARE

LICENCIANTE: Nuvem Clara Sistemas S.A., CNPJ 98.765.432/0001-10, com sede na Avenida Paulista, 1000, São Paulo/SP, representada por seu diretor.
LICENCIADA: Transportes Rio Verde Ltda., CNPJ 11.222.333/0001-81, com sede na Rua do Porto, 55, Santos/SP.

CLÁUSULA 1ª – DO OBJETO. O objeto deste contrato é a licença de uso do sistema de roteirização Rota+ e o suporte técnico em dias úteis.

CLÁUSULA 2ª – DO PREÇO E DO REAJUSTE. O valor mensal é de R$ 8.000,00. O preço será reajustado anualmente, a cada 12 (doze) meses, pela variação do IPCA.

CLÁUSULA 3ª – DO PRAZO. O prazo de vigência é de 24 (vinte e quatro) meses. O contrato será prorrogado automaticamente por períodos de 12 meses, salvo aviso em contrário de qualquer das partes com antecedência mínima de 60 dias.

CLÁUSULA 4ª – DA RESCISÃO. Qualquer parte poderá rescindir o contrato em caso de inadimplemento não sanado em 15 dias da notificação.

CLÁUSULA 5ª – DA MULTA. O inadimplemento sujeita a parte infratora a multa de 10% sobre o valor anual do contrato.

CLÁUSULA 6ª – DA CONFIDENCIALIDADE. As partes manterão sigilo sobre as informações trocadas por 5 anos após o término.

CLÁUSULA 7ª – DA PROTEÇÃO DE DADOS. As partes cumprirão a Lei nº 13.709/2018 (LGPD); a LICENCIANTE atuará como operadora dos dados pessoais tratados no sistema.

CLÁUSULA 8ª – DA LIMITAÇÃO DE RESPONSABILIDADE. A responsabilidade de cada parte fica limitada ao valor pago nos últimos 12 meses, excluídos lucros cessantes e danos indiretos.

CLÁUSULA 9ª – DA CESSÃO. Nenhuma parte poderá ceder este contrato sem anuência prévia e por escrito da outra.

CLÁUSULA 10 – DO FORO. Fica eleito o foro da Comarca de São Paulo/SP.
`;

/** A rental contract with monthly price adjustment without an index and no LGPD. */
export const RENTAL_WITHOUT_INDEX = `CONTRATO DE LOCAÇÃO COMERCIAL
LOCADOR: Paulo Henrique Dias, casado, CPF 987.654.321-00. LOCATÁRIA: Padaria Pão Quente Ltda., CNPJ 22.333.444/0001-55.
O objeto é a locação da loja situada na Rua Sete, 70, Belo Horizonte/MG.
O aluguel é de R$ 5.000,00 por mês. O aluguel será reajustado trimestralmente conforme acordo entre as partes.
O prazo de vigência é de 36 meses; a rescisão antecipada sujeita a parte a multa equivalente a três aluguéis.
Fica eleito o foro de Belo Horizonte/MG.
`;

/** A complete petição inicial (CPC art. 319) with real citations. */
export const COMPLETE_FILING = `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE CAMPINAS/SP

MARIANA ALVES SOUZA, brasileira, solteira, professora, inscrita no CPF sob o nº 123.456.789-09, endereço eletrônico mariana.souza@exemplo.com.br, residente e domiciliada na Rua das Acácias, 45, Campinas/SP, vem propor AÇÃO DE RESTITUIÇÃO DE VALORES em face de ACADEMIA CORPO EM FORMA LTDA., CNPJ 12.345.678/0001-90, com sede na Rua das Palmeiras, 100, Campinas/SP, pelos fatos e fundamentos a seguir.

I – DOS FATOS
A autora contratou plano anual de academia e, após mudar de cidade, pediu o cancelamento. A ré reteve todas as parcelas pagas.

II – DO DIREITO
A relação é de consumo (Lei nº 8.078/1990). A retenção integral é nula, nos termos do art. 51, II, do CDC e do art. 53 do CDC. A multa moratória não pode exceder 2% (art. 52, § 1º, do CDC).

III – DOS PEDIDOS
Diante do exposto, requer: a) a citação da ré; b) a condenação à restituição de R$ 1.800,00, corrigidos; c) a condenação nas custas e honorários.

Protesta provar o alegado por todos os meios de prova admitidos, especialmente a prova documental.
A autora manifesta interesse na realização de audiência de conciliação.

Dá-se à causa o valor de R$ 1.800,00.

Campinas, 10 de novembro de 2026.
`;

/** A filing missing requirements, with fabricated citations. */
export const DEFECTIVE_FILING = `AO JUÍZO DA 5ª VARA DO TRABALHO DE SÃO PAULO/SP

JOÃO PEREIRA LIMA vem ajuizar reclamação trabalhista em face de LOJAS ESTRELA S.A.

DOS FATOS
O reclamante trabalhou de 2020 a 2025 e foi dispensado sem receber as verbas rescisórias no prazo.

DO DIREITO
O pagamento fora do prazo atrai a multa do art. 477, § 8º, da CLT. O art. 9999 da CLT garante ainda estabilidade ao gerente. Com base na Súmula 603 do STJ, o banco não pode reter o salário.

DOS PEDIDOS
Requer a condenação da reclamada ao pagamento das verbas rescisórias e da multa.
`;
