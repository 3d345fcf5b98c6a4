// Two documents written by hand (fixtures/unseen-fifteenth.ts) with their problems listed here
// before the engine was first run on them: each problem must be found with its rule, quoting its
// clause (any of the quotes given), and each clean clause must stay unflagged. Where more than one
// article is the right rule, any of them counts.
// Planted: 6 problems; 10 clean clauses.
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
