// Two documents written by hand (fixtures/unseen-fifteenth.ts) with their problems listed here
// before the engine was first run on them: each problem must be found with its rule, quoting its
// clause (any of the quotes given), and each clean clause must stay unflagged. Where more than one
// article is the right rule, any of them counts.
// Planted: 6 problems; 10 clean clauses.
//
// First run: 2 of 6 found with a listed rule (the six months' deposit, Lei 8.245/1991, art. 38, § 2º;
// the renewal waived, arts. 45 and 51); 9 of 10 clean clauses left alone — the employment contract's
// forum ("foro da Vara do Trabalho de Manaus") was read as a city without pertinence, though CLT art.
// 651 decides a labour court whatever the contract says. Outside the list, a false alarm: "não há
// cláusula de objeto" in "admitido para exercer a função". Missed: the 30-minute break by individual
// agreement (CLT art. 71), pay by commission with no minimum (CF art. 7º, VII), the protective
// equipment charged to the worker (CLT art. 166), and, in the shopping centre, the façade and the
// structure read under art. 22, X instead of art. 54, § 1º — the rule of that lease (the list of an
// earlier batch, unseen.test.ts, had the same shop's charge under art. 22, X: corrected there with a
// note). After the rules in fifteenth-rules.test.ts: 6 of 6, 10 of 10.
import { checkDocuments, type UnseenDocument } from './fixtures/unseen-batch.ts';
import { DRIVER_EMPLOYMENT, MALL_SHOP_LEASE } from './fixtures/unseen-fifteenth.ts';

const FIFTEENTH_BATCH: readonly UnseenDocument[] = [
  {
    name: 'employment contract of a delivery driver',
    text: DRIVER_EMPLOYMENT,
    type: 'contract',
    problems: [
      [['intervalo para repouso e alimentação será de 30 (trinta) minutos'], ['CLT, art. 71']],
      [['exclusivamente por comissões'], ['CF, art. 7º, VII', 'CLT, art. 78']],
      [['custo dos equipamentos de proteção individual'], ['CLT, art. 166']],
    ],
    clean: [
      'jornada de 12 (doze) horas seguidas por 36 (trinta e seis) horas',
      'exercer a função de motorista entregador',
      'manterá válida sua Carteira Nacional de Habilitação',
      'terá os depósitos do FGTS',
      'foro da Vara do Trabalho de Manaus',
    ],
  },
  {
    name: 'shop lease in a shopping centre',
    text: MALL_SHOP_LEASE,
    type: 'contract',
    problems: [
      [['pintura da fachada do shopping'], ['Lei 8.245/1991, art. 54, § 1º']],
      [['6 (seis) meses de aluguel mínimo'], ['Lei 8.245/1991, art. 38, § 2º']],
      [
        ['renuncia expressamente ao direito à ação renovatória'],
        ['Lei 8.245/1991, art. 45', 'Lei 8.245/1991, arts. 45'],
      ],
    ],
    clean: [
      '7% (sete por cento) do faturamento bruto',
      'fundo de promoção do shopping',
      'O prazo da locação é de 5 (cinco) anos',
      'dá em locação à LOCATÁRIA a loja',
      'local do imóvel',
    ],
  },
];

checkDocuments(FIFTEENTH_BATCH);
