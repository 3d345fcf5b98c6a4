// The rules written after the fifteenth unseen batch, at their edges and against the wordings that
// must stay clean. Texts: CLT arts. 59-A, 71, 78, 166, 611-A, III and 651; CF art. 7º, VII; Lei
// 8.245/1991, arts. 22, parágrafo único, and 54.
import { describe, expect, it } from 'vitest';
import { bases, findings, swap } from './fixtures/rule-readers.ts';
import { DRIVER_EMPLOYMENT, MALL_SHOP_LEASE } from './fixtures/unseen-fifteenth.ts';

describe('a driver’s employment contract', () => {
  const driver = (from: string, to: string) => bases(swap(DRIVER_EMPLOYMENT, from, to));
  const BREAK = 'CLT, art. 71, caput e § 4º; art. 611-A, III';
  const breakOf = (minutes: string) =>
    driver('será de 30 (trinta) minutos por jornada', `será de ${minutes} minutos por jornada`);

  it('asks for one hour of break in a day over six hours: 60 minutes clean, 59 flagged (CLT art. 71)', () => {
    expect(breakOf('60 (sessenta)')).not.toContain(BREAK);
    expect(breakOf('59 (cinquenta e nove)')).toContain(BREAK);
  });

  it('leaves 30 minutes set by collective agreement, and a day of six hours, alone', () => {
    expect(
      driver(
        'Por acordo entre as partes, o intervalo para repouso e alimentação será de 30 (trinta) minutos por jornada.',
        'Conforme a convenção coletiva da categoria, o intervalo para repouso e alimentação será de 30 (trinta) minutos por jornada.',
      ),
    ).not.toContain(BREAK);
    const sixHours = swap(
      DRIVER_EMPLOYMENT,
      'cumprirá jornada de 12 (doze) horas seguidas por 36 (trinta e seis) horas ininterruptas de descanso, conforme este acordo individual escrito',
      'cumprirá jornada de 6 (seis) horas diárias',
    );
    expect(bases(sixHours)).not.toContain(BREAK);
  });

  it('flags commission pay with the minimum denied and leaves it alone with the minimum guaranteed (CF art. 7º, VII)', () => {
    const COMMISSION = 'CF, art. 7º, VII; CLT, art. 78, parágrafo único';
    expect(bases(DRIVER_EMPLOYMENT)).toContain(COMMISSION);
    expect(
      driver('sem garantia de valor mínimo mensal', 'garantido o salário mínimo em todo mês'),
    ).not.toContain(COMMISSION);
  });

  it('flags protective equipment charged to the worker and leaves it supplied free alone (CLT art. 166)', () => {
    expect(bases(DRIVER_EMPLOYMENT)).toContain('CLT, art. 166');
    expect(
      driver(
        'O EMPREGADO arcará com o custo dos equipamentos de proteção individual, como capacete, colete refletivo e luvas, descontado em folha.',
        'A EMPREGADORA fornecerá gratuitamente os equipamentos de proteção individual, como capacete, colete refletivo e luvas.',
      ),
    ).not.toContain('CLT, art. 166');
  });

  it('reads "admitido para exercer a função" as the object and leaves the forum of an employment contract alone (CLT art. 651)', () => {
    const list = findings(DRIVER_EMPLOYMENT);
    expect(list.map((f) => f.description)).not.toContain(
      'Não há cláusula de objeto: o que se contrata não está determinado no texto.',
    );
    expect(list.filter((f) => f.clause?.includes('foro'))).toEqual([]);
  });
});

describe('a shop’s lease in a shopping centre (Lei 8.245/1991, art. 54)', () => {
  const MALL = 'Lei 8.245/1991, art. 54, § 1º, a (art. 22, parágrafo único, a, b e d)';

  it('flags the façade and the structure on the shopkeeper under art. 54, § 1º, not art. 22, X', () => {
    const list = bases(MALL_SHOP_LEASE);
    expect(list).toContain(MALL);
    expect(list).not.toContain('Lei 8.245/1991, art. 22, X, e parágrafo único');
  });

  it('keeps art. 22, X for the same clause outside a shopping centre', () => {
    const street = MALL_SHOP_LEASE.replaceAll(
      /SHOPPING PARQUE DAS ÁGUAS|Shopping Parque das Águas/g,
      'EDIFÍCIO ÁGUAS',
    )
      .replace(
        'CONTRATO DE LOCAÇÃO DE ESPAÇO COMERCIAL EM SHOPPING CENTER',
        'CONTRATO DE LOCAÇÃO NÃO RESIDENCIAL',
      )
      .replace('para o fundo de promoção do shopping', 'para o fundo de promoção do edifício')
      .replace('pintura da fachada do shopping', 'pintura da fachada do edifício')
      .replaceAll('lojistas', 'locatários');
    const list = bases(street);
    expect(list).toContain('Lei 8.245/1991, art. 22, X, e parágrafo único');
    expect(list).not.toContain(MALL);
  });
});
