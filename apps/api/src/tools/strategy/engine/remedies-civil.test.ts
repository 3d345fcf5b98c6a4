// Strategy names the civil remedy the facts call for. Cases written before the engine ran on them;
// today 28/11/2026. Law read: CPC arts. 539 § 1º and § 3º, 558, 560-562, 700, 701, 733 and 784, I;
// CC art. 335, I; Súmulas 299 and 503 do STJ (the cheque's monitória: five years from the day after
// the date of issue).
import { describe, expect, it } from 'vitest';
import { named, strategyRunner } from './testing.ts';

const TODAY = '2026-11-28';
const run = strategyRunner(TODAY);

describe('Strategy names the civil remedy', () => {
  it('a cheque past its execution: the ação monitória (CPC art. 700), within five years of issue (Súmula 503)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Recebi um cheque de R$ 8.000,00 emitido em 10/03/2024 por um cliente, que voltou por falta de fundos. O prazo para executar o cheque já passou e ele não atende mais minhas ligações.',
      desiredOutcome: 'Receber os R$ 8.000,00',
    });
    expect(named(r)).toMatch(/monit[óo]ria/i);
    expect(named(r)).toContain('CPC, art. 700');
  });

  it('a promissory note due and unpaid: the execução de título extrajudicial (CPC art. 784, I), not a knowledge action', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Emprestei R$ 20.000,00 a um conhecido e ele assinou uma nota promissória com vencimento em 15/08/2026. Não pagou e diz que não vai pagar.',
      desiredOutcome: 'Receber o valor emprestado',
    });
    expect(r.strategies[0]?.key).toBe('execucao');
    expect(named(r)).toContain('784');
  });

  it('a consensual divorce without minor children: the escritura pública at a notary (CPC art. 733)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Eu e meu marido decidimos nos divorciar. Estamos de acordo sobre a partilha do apartamento e do carro, não temos filhos e ela não está grávida de ninguém: só queremos resolver rápido.',
      desiredOutcome: 'Divórcio consensual',
    });
    expect(named(r)).toMatch(/escritura p[úu]blica/i);
    expect(named(r)).toContain('CPC, art. 733');
  });

  it('a consensual divorce with a child of 8: the notary is closed to them (CPC art. 733: no filhos incapazes)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Eu e minha esposa queremos nos divorciar de forma amigável; estamos de acordo sobre tudo, inclusive a guarda compartilhada do nosso filho de 8 anos.',
      desiredOutcome: 'Divórcio consensual',
    });
    expect(r.strategies.map((s) => s.name).join(' ')).not.toMatch(/escritura p[úu]blica/i);
  });

  it('a neighbour who fenced in part of the land two months ago: reintegração de posse with a liminar (CPC arts. 558 and 562)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Há dois meses, em 20/09/2026, o vizinho derrubou a cerca e construiu um muro avançando 3 metros dentro do meu terreno, onde moro há 12 anos. Tenho fotos de antes e depois e testemunhas.',
      desiredOutcome: 'Recuperar a parte do terreno',
    });
    expect(named(r)).toMatch(/reintegra[çc][ãa]o de posse/i);
    expect(named(r)).toMatch(/CPC, arts?\. 5(58|60|62)/);
  });

  it('a landlord who refuses the rent: the consignação em pagamento (CC art. 335, I; CPC art. 539)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Sou inquilino e o proprietário se recusa a receber o aluguel de novembro porque quer me tirar do imóvel para aumentar o preço. Tentei pagar por PIX e em mãos e ele recusou.',
      desiredOutcome: 'Pagar o aluguel e não ficar em atraso',
    });
    expect(named(r)).toMatch(/consigna[çc][ãa]o/i);
    expect(named(r)).toContain('539');
  });
});

// Written after the first run above, for the limits of each rule and where it must stay silent.
describe('the civil remedies at their limits', () => {
  const keys = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key);
  const NOTE_DUE =
    'Emprestei R$ 20.000,00 e ele assinou uma nota promissória com vencimento em 15/08/2026. Não pagou.';

  it('a title still in force goes to execution, with no monitória; the same title prescribed, to the monitória only', () => {
    const inForce = run({ conflictType: 'civil', caseDescription: NOTE_DUE });
    expect(keys(inForce)).toContain('execucao');
    expect(keys(inForce)).not.toContain('acao_monitoria');
    const lapsed = run({
      conflictType: 'civil',
      caseDescription: `${NOTE_DUE} A nota promissória já está prescrita.`,
    });
    expect(lapsed.strategies[0]?.key).toBe('acao_monitoria');
    expect(keys(lapsed)).not.toContain('execucao');
  });

  it('a contract signed by the debtor alone is written proof (CPC art. 700); with two witnesses it is a title (art. 784, III)', () => {
    const alone = run({
      conflictType: 'civil',
      caseDescription:
        'Vendi meu carro a um colega por R$ 35.000,00; o contrato de compra e venda foi assinado por ele e a dívida ficou de ser paga em 10 parcelas. Ele não pagou nenhuma.',
    });
    expect(alone.strategies[0]?.key).toBe('acao_monitoria');
    const witnessed = run({
      conflictType: 'civil',
      caseDescription:
        'Vendi meu carro a um colega por R$ 35.000,00; o contrato foi assinado por ele e por duas testemunhas. Ele não pagou nenhuma parcela da dívida.',
    });
    expect(keys(witnessed)).toContain('execucao');
    expect(keys(witnessed)).not.toContain('acao_monitoria');
  });

  it('a medicine "prescrito" beside a cheque does not take the cheque out of execution', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Paguei o remédio prescrito pelo médico da clínica e recebi dela um cheque de R$ 900,00 como reembolso, emitido em 02/11/2026, que voltou sem fundos.',
    });
    expect(keys(r)).toContain('execucao');
    expect(keys(r)).not.toContain('acao_monitoria');
  });

  it('the notary at the age of majority: a child of 17 closes it, children of 18 and 20 do not (CPC art. 733; CC art. 5º)', () => {
    const divorce = (children: string) =>
      run({
        conflictType: 'familia',
        caseDescription: `Eu e meu marido decidimos nos divorciar e estamos de acordo sobre a partilha. ${children}`,
      });
    const seventeen = divorce('Temos filhos de 20 e 17 anos.');
    expect(keys(seventeen)).not.toContain('divorcio_extrajudicial');
    expect(seventeen.excluded.find((e) => e.key === 'divorcio_extrajudicial')?.reason).toContain(
      'CPC art. 733',
    );
    expect(keys(divorce('Temos filhos de 18 e 20 anos.'))).toContain('divorcio_extrajudicial');
    const unborn = divorce('Estou grávida de quatro meses.');
    expect(unborn.excluded.find((e) => e.key === 'divorcio_extrajudicial')?.reason).toContain('nascituro');
    const unclear = divorce('Temos dois filhos.');
    const option = unclear.strategies.find((s) => s.key === 'divorcio_extrajudicial');
    expect(option?.cons.join(' ')).toContain('Confirme que os filhos são maiores e capazes');
  });

  it('a litigious divorce gets no notary', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription: 'Quero me divorciar, mas meu marido não aceita e não concorda com a partilha da casa.',
    });
    expect(keys(r)).not.toContain('divorcio_extrajudicial');
  });

  it('the special possessory procedure within "ano e dia" (CPC art. 558): 27/11/2025 still on 28/11/2026, 26/11/2025 no longer', () => {
    const invaded = (day: string) =>
      run({
        conflictType: 'civil',
        caseDescription: `Em ${day} o vizinho derrubou a cerca e ocupou uma faixa do meu terreno, onde moro há 10 anos.`,
      });
    // 27/11/2025 + 1 year = 27/11/2026 (CC art. 132, § 3º) + 1 day = 28/11/2026, today: within.
    const last = invaded('27/11/2025').strategies.find((s) => s.key === 'possessoria');
    expect(last?.name).toContain('com pedido liminar');
    const late = invaded('26/11/2025').strategies.find((s) => s.key === 'possessoria');
    expect(late?.name).toContain('procedimento comum');
    expect(late?.name).toContain('558, parágrafo único');
  });

  it('no possessory action without a dispossession, or when the text denies it', () => {
    expect(
      keys(
        run({
          conflictType: 'civil',
          caseDescription: 'Meu vizinho faz barulho toda noite na casa dele, ao lado do meu terreno.',
        }),
      ),
    ).not.toContain('possessoria');
    expect(
      keys(
        run({
          conflictType: 'civil',
          caseDescription:
            'Não houve invasão do meu terreno: o vizinho só reclama da árvore que faz sombra na casa dele.',
        }),
      ),
    ).not.toContain('possessoria');
  });

  it('consignação only when payment is refused (CC art. 335, I), not when the creditor never refused', () => {
    const never = run({
      conflictType: 'civil',
      caseDescription:
        'Sou inquilino; o proprietário nunca se recusou a receber o aluguel, mas quer aumentar o valor em 40 %.',
    });
    expect(keys(never)).not.toContain('consignacao_pagamento');
    const unknown = run({
      conflictType: 'civil',
      caseDescription:
        'Devo R$ 5.000,00 ao espólio do meu antigo sócio e há disputa sobre quem deve receber entre os herdeiros.',
    });
    expect(
      unknown.strategies.find((s) => s.key === 'consignacao_pagamento')?.rankingReasons.join(' '),
    ).toContain('CC art. 335, III e IV');
  });
});
