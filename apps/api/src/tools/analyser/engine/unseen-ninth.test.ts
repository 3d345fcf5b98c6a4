// Three documents written by hand (fixtures/unseen-ninth.ts) with their problems listed here before
// the engine was first run on them: each problem must be found with its rule, quoting its clause
// (any of the quotes given), and each clean clause must stay unflagged. Where more than one article
// is the right rule, any of them counts.
// Planted: 19 problems; 16 clean clauses.
//
// First run: 0 of 19 found with a listed rule; 3 of 19 with a basis worded otherwise (the generic
// consent under 'LGPD (Lei 13.709/2018), arts. 7º, I, e 8º', the indefinite retention under 'LGPD,
// arts. 15 e 16', the leak exclusion under 'CDC, arts. 25 e 51, I', the same rules: those wordings
// were added to the lists after the run); 16 of 16 clean clauses left alone. Outside the list, false
// alarms: "não há cláusula de objeto" in the temporary-work contract ("será colocado à disposição …
// para exercer a função") and in the app's terms ("O aplicativo oferece …"); the generic consent
// read as a sale of data ("ced" inside "FORNECEDORA"); the writ asked to choose a conciliation
// hearing and to give the authority's CPF. Missed: the whole Lei 6.019/1974, the overtime premium,
// four LGPD rules (arts. 7º § 5º, 8º § 5º, 14 § 1º, 48) and every rule of the writ. After the rules
// in ninth-rules.test.ts: 19 of 19, no clean clause flagged, none of those false alarms.
import { checkDocuments, type UnseenDocument } from './fixtures/unseen-batch.ts';
import { FITNESS_APP_PRIVACY, TEMPORARY_WORK, WRIT_OF_MANDAMUS } from './fixtures/unseen-ninth.ts';

const NINTH_BATCH: readonly UnseenDocument[] = [
  {
    name: 'temporary work contract',
    text: TEMPORARY_WORK,
    type: 'contract',
    problems: [
      [['prazo de 12 (doze) meses'], ['Lei 6.019/1974, art. 10']],
      [['substituição dos empregados em greve'], ['Lei 6.019/1974, art. 2º']],
      [['70% (setenta por cento) do salário'], ['Lei 6.019/1974, art. 12']],
      [['não poderá ser contratado pela EMPRESA TOMADORA'], ['Lei 6.019/1974, art. 11']],
      [['acréscimo de 20%'], ['CF, art. 7º, XVI', 'CLT, art. 59']],
      [['contrato de experiência'], ['Lei 6.019/1974, art. 10']],
      [['não se responsabiliza pelas condições de segurança'], ['Lei 6.019/1974, art. 9º']],
    ],
    clean: [
      'A jornada de trabalho será de 8 (oito) horas diárias',
      'as férias proporcionais',
      'demanda complementar de serviços',
      'O valor da prestação de serviços',
      'Fica eleito o foro de Campinas',
    ],
  },
  {
    name: 'fitness app terms and privacy policy',
    text: FITNESS_APP_PRIVACY,
    type: 'contract',
    problems: [
      [
        ['para quaisquer finalidades'],
        ['LGPD, art. 8º', 'Lei 13.709/2018, art. 8º', 'LGPD (Lei 13.709/2018), arts. 7º, I, e 8º'],
      ],
      [['independentemente de novo consentimento'], ['LGPD, art. 7º', 'Lei 13.709/2018, art. 7º']],
      [
        ['carta registrada com firma reconhecida'],
        ['LGPD, art. 8º', 'Lei 13.709/2018, art. 8º', 'LGPD, art. 18'],
      ],
      [['Menores de 12 (doze) anos'], ['LGPD, art. 14', 'Lei 13.709/2018, art. 14']],
      [['não comunicará o fato'], ['LGPD, art. 48', 'Lei 13.709/2018, art. 48']],
      [
        ['prazo indeterminado'],
        [
          'LGPD, art. 16',
          'Lei 13.709/2018, art. 16',
          'LGPD, art. 15',
          'Lei 13.709/2018, art. 15',
          'LGPD, arts. 15 e 16',
        ],
      ],
      [
        ['decorrentes de vazamento'],
        [
          'LGPD, art. 42',
          'Lei 13.709/2018, art. 42',
          'LGPD, art. 44',
          'CDC, art. 51, I',
          'CDC, art. 25',
          'CDC, arts. 25 e 51, I',
        ],
      ],
    ],
    clean: [
      'são tratados para montar os planos de treino',
      'O encarregado pelo tratamento',
      'poderá solicitar o acesso e a correção',
      'armazenados exclusivamente pela processadora',
      'assinatura mensal de R$ 39,90',
      'Fica eleito o foro do domicílio do USUÁRIO',
    ],
  },
  {
    name: 'writ of mandamus',
    text: WRIT_OF_MANDAMUS,
    type: 'lawsuit',
    problems: [
      [
        ['10/02/2026', '15 de julho de 2026'],
        ['Lei 12.016/2009, art. 23', 'Súmula 632 do STF'],
      ],
      [['honorários advocatícios'], ['Lei 12.016/2009, art. 25', 'Súmula 512 do STF', 'Súmula 105 do STJ']],
      [['prova testemunhal e pericial'], ['Lei 12.016/2009, art. 1º', 'Lei 12.016/2009, art. 6º']],
      [['desde janeiro de 2021'], ['Súmula 271 do STF', 'Súmula 269 do STF']],
      [['em tese'], ['Súmula 266 do STF']],
    ],
    clean: [
      'preste as informações no prazo de 10 (dez) dias',
      'ao órgão de representação judicial',
      'a oitiva do Ministério Público',
      'Instruem a inicial os documentos anexos',
      'Dá-se à causa o valor',
    ],
  },
];

checkDocuments(NINTH_BATCH);
