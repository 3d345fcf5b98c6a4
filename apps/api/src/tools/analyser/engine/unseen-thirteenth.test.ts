// Four documents written by hand (fixtures/unseen-thirteenth.ts) with their problems listed here
// before the engine was first run on them: each problem must be found with its rule, quoting its
// clause (any of the quotes given), and each clean clause must stay unflagged. Where more than one
// article is the right rule, any of them counts.
// Planted: 22 problems; 17 clean clauses.
//
// First run: 13 of 22 found with a listed rule, 15 counting two under the same rule worded otherwise
// ('CLT, arts. 9º e 444' for the waived overtime, 'Lei 8.245/1991, arts. 20, 42 e 43, III' for the
// rent in advance: those wordings were added to the lists after the run); 17 of 17 clean clauses left
// alone. Outside the list, three false alarms of a missing part: the NDA "não identifica as partes"
// (its parties are DIVULGADORA and CONSULTOR, each with a CNPJ or CPF), and "não há cláusula de
// objeto" in the employment contract ("exercerá a função de vendedora") and in the lease ("IMÓVEL:
// apartamento nº 401"). Missed: the non-compete hidden in the NDA (the party "DIVULGADORA" read as a
// secrecy word), client databases kept "sem limite de prazo", the consultant made to prove a
// negative, the claim above 20 salários mínimos "desacompanhado de advogado", the complex expertise
// in the Juizado, Súmula 385 do STJ, and the individual hours bank of twelve months. After the rules
// in thirteenth-rules.test.ts: 22 of 22, no clean clause flagged, none of those false alarms.
import { checkDocuments, type UnseenDocument } from './fixtures/unseen-batch.ts';
import {
  APARTMENT_LEASE,
  CONSULTANT_NDA,
  CREDIT_LISTING_JEC,
  SALESPERSON_EMPLOYMENT,
} from './fixtures/unseen-thirteenth.ts';

const THIRTEENTH_BATCH: readonly UnseenDocument[] = [
  {
    name: 'confidentiality agreement with a consultant',
    text: CONSULTANT_NDA,
    type: 'contract',
    problems: [
      [['ainda que mediante ordem judicial'], ['CPC, art. 378']],
      [['por 10 (dez) anos após o seu término'], ['CF, art. 5º, XIII', 'CF, art. 170, IV']],
      [['multa de R$ 2.000.000,00'], ['CC, art. 412', 'CC, art. 413', 'CC, arts. 412']],
      [['sem limite de prazo'], ['LGPD, arts. 15 e 16', 'LGPD, art. 15', 'LGPD, art. 16']],
      [['caberá ao CONSULTOR provar'], ['CPC, art. 373, § 3º']],
    ],
    clean: [
      'Informação Confidencial é toda informação',
      'Não é confidencial a informação',
      'por 5 (cinco) anos após o seu término',
      'Fica eleito o foro da comarca de Porto Alegre',
    ],
  },
  {
    name: 'consumer claim in the Juizado without a lawyer',
    text: CREDIT_LISTING_JEC,
    type: 'lawsuit',
    problems: [
      [['R$ 38.000,00', 'desacompanhado de advogado'], ['Lei 9.099/1995, art. 9º']],
      [['citação por edital'], ['Lei 9.099/1995, art. 18, § 2º']],
      [['honorários advocatícios de 20%'], ['Lei 9.099/1995, art. 55']],
      [['prova pericial contábil complexa'], ['Lei 9.099/1995, art. 3º', 'Lei 9.099/1995, art. 51, II']],
      [
        ['duas outras inscrições anteriores', 'indenização por danos morais de R$ 36.750,00'],
        ['Súmula 385 do STJ'],
      ],
    ],
    clean: [
      'MARCOS VINÍCIUS TEIXEIRA, brasileiro',
      'cancelamento definitivo da inscrição',
      'responde objetivamente',
      'e) a inversão do ônus da prova',
    ],
  },
  {
    name: 'employment contract of a salesperson',
    text: SALESPERSON_EMPLOYMENT,
    type: 'contract',
    problems: [
      [['120 (cento e vinte) dias'], ['CLT, art. 445']],
      [
        ['renuncia ao pagamento de horas extras'],
        ['CLT, art. 9º', 'CLT, arts. 9º e 444', 'CLT, art. 444', 'CF, art. 7º, XVI'],
      ],
      [['12 (doze) meses'], ['CLT, art. 59, § 5º', 'CLT, art. 59, § 2º']],
      [['em até 4 (quatro) períodos'], ['CLT, art. 134, § 1º']],
      [['até o dia 15 (quinze) do mês subsequente'], ['CLT, art. 459, § 1º']],
      [['não poderá trabalhar em outras lojas de calçados'], ['CF, art. 5º, XIII']],
    ],
    clean: [
      'exercerá a função de vendedora',
      'totalizando 44 (quarenta e quatro) horas semanais',
      'descontando 6% (seis por cento)',
      'receberá o 13º salário',
    ],
  },
  {
    name: 'residential lease of a flat',
    text: APARTMENT_LEASE,
    type: 'contract',
    problems: [
      [['a cada 6 (seis) meses'], ['Lei 10.192/2001, art. 2º, § 1º']],
      [['contratará seguro-fiança'], ['Lei 8.245/1991, art. 37']],
      [['reforma da fachada', 'fundo de reserva'], ['Lei 8.245/1991, art. 22, X']],
      [['pago antecipadamente'], ['Lei 8.245/1991, art. 20', 'Lei 8.245/1991, arts. 20']],
      [['a qualquer momento, independentemente de aviso prévio'], ['Lei 8.245/1991, art. 23, IX']],
      [['trocando as fechaduras'], ['Lei 8.245/1991, art. 5º']],
    ],
    clean: [
      'o IPTU e as despesas ordinárias',
      'renuncia ao direito de indenização e de retenção por benfeitorias',
      'laudo de vistoria inicial',
      'O prazo da locação é de 30 (trinta) meses',
      'local do imóvel',
    ],
  },
];

checkDocuments(THIRTEENTH_BATCH);
