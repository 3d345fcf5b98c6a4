// What a description denies, and whose the denial is (readFact, @lexato/legal): the sentences are
// written for the test; each expected reading is the one a Portuguese-speaking lawyer gives.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const TODAY = '2026-11-22';
const assess = (description: string, caseType: Parameters<typeof assessCase>[0]['caseType'] = 'consumidor') =>
  assessCase({ caseType, description, today: TODAY, comparables: [] });
const factor = (r: ReturnType<typeof assess>, label: RegExp) => r.factors.find((f) => label.test(f.label));

const LOAN =
  'Descobri em 05/09/2026 um empréstimo consignado de R$ 18.000,00 que não contratei, descontado do meu benefício. ';

describe('Predict reads denials and who they belong to', () => {
  it('does not count the bank’s missing contract and recording against the plaintiff', () => {
    const r = assess(
      `${LOAN}O banco não apresentou contrato assinado nem gravação da contratação. Tenho os extratos.`,
    );
    // The plaintiff's own proof: the statements; the missing contract and recording are the bank's.
    expect(factor(r, /^Prova documental/)?.label).toBe('Prova documental (extrato)');
    expect(factor(r, /Falta de prova/)).toBeUndefined();
    const notShown = factor(r, /parte contrária não apresentou/);
    expect(notShown?.evidence).toContain('contrato assinado');
    expect(notShown?.evidence).toContain('gravação');
    expect(notShown?.basis).toContain('CPC art. 373, II');
  });

  it('does not count a message the sender deleted, nor receipts lost, as evidence held', () => {
    const deleted = assess(
      'Em 10/10/2026 o vizinho me mandou uma mensagem ofensiva no WhatsApp e depois apagou. Quero danos morais de R$ 5.000,00.',
      'civil',
    );
    expect(factor(deleted, /^Prova documental/)).toBeUndefined();
    const kept = assess(
      'Em 10/10/2026 o vizinho me mandou uma mensagem ofensiva no WhatsApp; tenho os prints. Quero danos morais de R$ 5.000,00.',
      'civil',
    );
    expect(factor(kept, /^Prova documental/)?.label).toBe('Prova documental (mensagens)');
    expect(deleted.probability).toBeLessThan(kept.probability);
    const lost = assess(`${LOAN}Perdi os extratos na mudança.`);
    expect(factor(lost, /^Prova documental/)).toBeUndefined();
  });

  it('does not read "não guardou prints" as WhatsApp evidence', () => {
    const r = assess(`${LOAN}A cliente não guardou prints das conversas com o gerente.`);
    expect(factor(r, /^Prova documental/)).toBeUndefined();
    expect(factor(r, /Falta de prova/)?.weight).toBe(-10);
    expect(factor(r, /Falta de prova/)?.evidence).toContain('prints');
  });

  it('does not read "nem testemunhas" as witnesses', () => {
    const r = assess(`${LOAN}Não tenho recibo nem testemunhas do atendimento.`);
    expect(factor(r, /^Prova testemunhal/)).toBeUndefined();
    expect(factor(r, /Sem testemunhas/)?.weight).toBe(-3);
  });

  it('keeps the plaintiff’s proof after a denial of something else ("mas tenho")', () => {
    const r = assess(`${LOAN}O banco não respondeu à reclamação, mas tenho os prints e duas testemunhas.`);
    expect(factor(r, /^Prova documental/)?.label).toContain('mensagens');
    expect(factor(r, /^Prova testemunhal/)?.weight).toBe(6);
  });

  it('does not take a document the plaintiff did something with for a lacking one ("não paguei o boleto")', () => {
    const r = assess(`${LOAN}Não paguei o boleto da suposta dívida.`);
    expect(factor(r, /Falta de prova/)).toBeUndefined();
  });

  it('counts the termo de rescisão and the boarding pass as documents held, under their own names', () => {
    const labour = assessCase({
      caseType: 'trabalhista',
      description:
        'Fui demitida em 01/10/2026 sem receber as verbas rescisórias. Tenho o termo de rescisão não pago.',
      today: TODAY,
      comparables: [],
    });
    expect(factor(labour, /^Prova documental/)?.label).toBe(
      'Prova documental (documentos do contrato de trabalho)',
    );
    const flight = assess('Meu voo de 10/09/2026 foi cancelado sem aviso. Tenho o cartão de embarque.');
    expect(factor(flight, /^Prova documental/)?.label).toBe('Prova documental (bilhete)');
  });
});
