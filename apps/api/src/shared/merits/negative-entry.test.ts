// A consumer's name put in a credit register for a debt already paid: the supplier answers without
// fault for the defective service (CDC art. 14, caput) and the consumer may demand the entry's
// correction (CDC art. 43, § 3º); with earlier legitimate entries, Súmula 385 of the STJ removes the
// moral damage instead. Descriptions written for the test, today 22/11/2026.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const TODAY = '2026-11-22';
const assess = (description: string, caseType: 'consumidor' | 'civil' = 'consumidor') =>
  assessCase({ caseType, description, today: TODAY, comparables: [] });
const PAID =
  'Paguei a fatura do cartão da Loja Gama S.A. de R$ 850,00 em 10/08/2026 e tenho o comprovante do pagamento. Em 20/09/2026 a loja inscreveu meu nome no SPC pela mesma dívida já paga. Não tenho nenhuma outra inscrição em cadastro de inadimplentes. Tenho o comprovante, a fatura e o extrato do SPC. Quero a retirada do nome e danos morais de R$ 10.000,00.';
const label = 'Inscrição em cadastro de inadimplentes por dívida paga ou inexistente';

describe('an undue entry in a credit register', () => {
  it('counts CDC arts. 14 and 43, § 3º, for a debt already paid', () => {
    const r = assess(PAID);
    const factor = r.factors.find((f) => f.label === label);
    expect(factor?.basis).toContain('CDC art. 14');
    expect(factor?.basis).toContain('art. 43, § 3º');
    expect(factor?.weight).toBeGreaterThan(0);
  });

  it('does not count it when the consumer does not say the debt was paid or did not exist', () => {
    const owed = PAID.replace('pela mesma dívida já paga', 'por uma fatura que atrasei').replace(
      'Paguei a fatura do cartão da Loja Gama S.A. de R$ 850,00 em 10/08/2026 e tenho o comprovante do pagamento. ',
      '',
    );
    expect(assess(owed).factors.map((f) => f.label)).not.toContain(label);
  });

  it('gives way to Súmula 385 of the STJ when earlier legitimate entries exist', () => {
    const prior = PAID.replace(
      'Não tenho nenhuma outra inscrição em cadastro de inadimplentes.',
      'Já tinha outras duas negativações anteriores de outras lojas.',
    );
    const labels = assess(prior).factors.map((f) => f.label);
    expect(labels).toContain('Inscrições anteriores legítimas afastam o dano moral');
    expect(labels).not.toContain(label);
  });
});
