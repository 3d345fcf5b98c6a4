// Strategy names the civil remedy the facts call for. Cases written before the engine ran on them;
// today 28/11/2026. Law read: CPC arts. 539 § 1º and § 3º, 558, 560-562, 700, 701, 733 and 784, I;
// CC art. 335, I; Súmulas 299 and 503 do STJ (the cheque's monitória: five years from the day after
// the date of issue).
import type { ConflictType } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { analyzeStrategy, type StrategyEngineInput } from './strategy.ts';

const TODAY = '2026-11-28';
const run = (over: Partial<StrategyEngineInput> & { conflictType: ConflictType; caseDescription: string }) =>
  analyzeStrategy({
    desiredOutcome: 'Resolver o conflito',
    budget: null,
    timeframe: null,
    today: TODAY,
    linkedPrediction: null,
    linkedSearch: null,
    ...over,
  });
const named = (r: ReturnType<typeof run>) => r.strategies.map((s) => `${s.name} ${s.legalBasis}`).join(' | ');

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
