import { describe, expect, it } from 'vitest';
import {
  checkLimitation,
  labourLookbackStart,
  limitationEnd,
  limitationRule,
  revealDeadline,
  ruleFor,
} from './limitation.ts';

const rule = (key: string) => {
  const r = limitationRule(key);
  if (!r) throw new Error(`no rule ${key}`);
  return r;
};

describe('limitation table', () => {
  it('bars a labour claim filed 15/08/2025 for a contract ended 10/03/2019 (CF art. 7º, XXIX)', () => {
    // Two years from 10/03/2019 end on 10/03/2021 (a Wednesday, CC art. 132, §3º); 15/08/2025 is later.
    const v = checkLimitation(rule('trabalhista_bienal'), '2019-03-10', '2025-08-15');
    expect(v.end).toBe('2021-03-10');
    expect(v.barred).toBe(true);
    expect(v.explanation).toContain('10/03/2019');
    expect(v.explanation).toContain('10/03/2021');
    expect(v.explanation).toContain('15/08/2025');
    expect(v.explanation).toContain('CF art. 7º, XXIX');
  });

  it('keeps a labour claim timely when filed within two years of the end of the contract', () => {
    // Contract ended 30/09/2024: two years end 30/09/2026 (a Wednesday); filed 20/11/2025.
    const v = checkLimitation(rule('trabalhista_bienal'), '2024-09-30', '2025-11-20');
    expect(v.barred).toBe(false);
    expect(v.end).toBe('2026-09-30');
  });

  it('writes its explanation in agreement: "contados do fim do contrato", "da data do fato", "1 dia restante"', () => {
    // Contract ended 30/09/2024: two years end 30/09/2026; filed the day before, one day is left.
    const last = checkLimitation(rule('trabalhista_bienal'), '2024-09-30', '2026-09-29');
    expect(last.daysLeft).toBe(1);
    expect(last.explanation).toContain('contados do fim do contrato de trabalho (30/09/2024)');
    expect(last.explanation).toContain('dentro do prazo (1 dia restante).');
    // Filed 30/07/2026: 1 day of July + 31 of August + 30 of September = 62 days left.
    expect(checkLimitation(rule('trabalhista_bienal'), '2024-09-30', '2026-07-30').explanation).toContain(
      '(62 dias restantes)',
    );
    // CC art. 206, § 3º, V runs from the fact (CC art. 189): a feminine label, "da data do fato".
    const repair = checkLimitation(rule('reparacao_civil'), '2024-05-10', '2025-01-10');
    expect(repair.explanation).toContain('contados da data do fato');
    expect(repair.explanation).not.toMatch(/\((a|s)\)/);
  });

  it('counts the five-year look-back from the filing, not from today or the end (Súmula 308, I, TST)', () => {
    expect(labourLookbackStart('2025-08-15')).toBe('2020-08-15');
  });

  it('bars rents due in 2021 after three years (CC art. 206, §3º, I), not ten (CC art. 205)', () => {
    const r = ruleFor('civil', 'os alugueis de marco a dezembro de 2021 nao foram pagos pelo locatario');
    expect(r?.key).toBe('alugueis');
    // Last rent due 10/12/2021: three years end 10/12/2024 (a Tuesday).
    const v = checkLimitation(rule('alugueis'), '2021-12-10', '2026-11-20');
    expect(v.end).toBe('2024-12-10');
    expect(v.barred).toBe(true);
  });

  it('gives an apparent defect of a fridge 90 days from delivery (CDC art. 26, II), moved off a Saturday', () => {
    const r = ruleFor('consumidor', 'a geladeira chegou amassada na entrega');
    expect(r?.key).toBe('vicio_aparente_duravel');
    // Delivered 01/03/2026: day 90 is 30/05/2026, a Saturday, so the term ends Monday 01/06/2026 (CC art. 132, §1º).
    expect(limitationEnd(rule('vicio_aparente_duravel'), '2026-03-01')).toBe('2026-06-01');
    expect(checkLimitation(rule('vicio_aparente_duravel'), '2026-03-01', '2026-06-02').barred).toBe(true);
    expect(checkLimitation(rule('vicio_aparente_duravel'), '2026-03-01', '2026-06-01').barred).toBe(false);
  });

  it('chooses 30 days only for non-durable goods, and a hidden defect runs from its discovery (CDC art. 26, I and §3º)', () => {
    expect(ruleFor('consumidor', 'o bolo de aniversario chegou amassado na entrega')?.key).toBe(
      'vicio_aparente_nao_duravel',
    );
    expect(ruleFor('consumidor', 'a televisao parou de funcionar depois de quatro meses')?.key).toBe(
      'vicio_oculto_duravel',
    );
    // A device that stops doing its job with use shows a hidden defect, whatever the verb.
    expect(ruleFor('consumidor', 'o notebook passou a desligar sozinho e deixou de carregar')?.key).toBe(
      'vicio_oculto_duravel',
    );
    // A double charge is no defect of the product: CDC art. 27 (reparação), not art. 26.
    expect(ruleFor('consumidor', 'fui cobrado duas vezes pela mesma compra')?.key).toBe(
      'consumidor_reparacao',
    );
  });

  it('keeps five years for an accident caused by a product (CDC art. 27), from knowledge of the damage', () => {
    const r = ruleFor('consumidor', 'o carregador explodiu e causou queimaduras na minha mao');
    expect(r?.key).toBe('fato_do_produto');
    const v = checkLimitation(rule('fato_do_produto'), '2023-02-06', '2026-11-20');
    expect(v.end).toBe('2028-02-07'); // 06/02/2028 is a Sunday
    expect(v.barred).toBe(false);
  });

  it('ends a period begun on 29/02 on the next day when the final year has none (CC art. 132, §3º)', () => {
    // 29/02/2024 + 2 years: no 29/02/2026, so 01/03/2026 — a Sunday, hence Monday 02/03/2026.
    expect(limitationEnd(rule('trabalhista_bienal'), '2024-02-29')).toBe('2026-03-02');
  });

  it('runs the Fazenda’s lapse from 1 January of the next year (CTN art. 173, I)', () => {
    // Lançamento possible in 2019: five years from 01/01/2020, the last day being 31/12/2024.
    expect(limitationEnd(rule('lancamento_tributo'), '2019-06-15')).toBe('2024-12-31');
  });

  it('reads a debt in an instrument as five years (CC art. 206, §5º, I) and the rest as ten (CC art. 205)', () => {
    expect(ruleFor('civil', 'cobranca de nota promissoria vencida')?.key).toBe('divida_liquida');
    expect(ruleFor('civil', 'pedido de usucapiao de imovel rural')?.key).toBe('civil_geral');
    expect(ruleFor('civil', 'indenizacao por danos materiais da colisao')?.key).toBe('reparacao_civil');
  });

  it('takes a loan as a debt in an instrument only when it is written (CC art. 206, §5º, I; CC art. 205)', () => {
    expect(ruleFor('civil', 'emprestei r$ 8.000,00 por contrato escrito e ele nao pagou')?.key).toBe(
      'divida_liquida',
    );
    expect(ruleFor('civil', 'emprestei r$ 5.000,00 de boca e ele admite a divida')?.key).toBe('civil_geral');
    expect(ruleFor('civil', 'emprestimo feito verbalmente, sem nada assinado')?.key).toBe('civil_geral');
  });

  it('gives the DPVAT three years, not the one year of the other insurances (Súmula 405 do STJ)', () => {
    expect(
      ruleFor('civil', 'a seguradora negou a indenizacao do seguro dpvat pela morte do meu pai')?.key,
    ).toBe('seguro_obrigatorio');
    expect(ruleFor('civil', 'a seguradora negou a indenizacao do seguro do meu carro')?.key).toBe('seguro');
  });

  it('names the civil code’s own periods: annulment, enrichment without cause, redhibitory defects', () => {
    expect(ruleFor('civil', 'quero anular a compra porque o vendedor mentiu')?.key).toBe('anulacao_negocio');
    expect(ruleFor('civil', 'quero anular o contrato assinado pelo meu pai')?.key).not.toBe(
      'anulacao_negocio',
    );
    expect(ruleFor('civil', 'transferi por engano r$ 4.000,00 para um desconhecido')?.key).toBe(
      'enriquecimento_sem_causa',
    );
    expect(ruleFor('civil', 'comprei um carro usado com defeito escondido no motor')?.key).toBe(
      'vicio_redibitorio_movel',
    );
    expect(ruleFor('civil', 'comprei uma casa com infiltracoes, vicio oculto')?.key).toBe(
      'vicio_redibitorio_imovel',
    );
  });
});

describe('cheque sem força executiva (Súmulas 299 e 503 do STJ)', () => {
  it('runs five years from the date of issue printed on it, not from a due date', () => {
    expect(ruleFor('civil', 'tenho um cheque devolvido sem fundos e quero cobrar')?.key).toBe(
      'cheque_monitoria',
    );
    // Issued Tuesday 10/03/2021: the day of issue excluded, five years end on Tuesday 10/03/2026.
    expect(limitationEnd(rule('cheque_monitoria'), '2021-03-10')).toBe('2026-03-10');
    expect(checkLimitation(rule('cheque_monitoria'), '2021-03-10', '2026-03-10').barred).toBe(false);
    expect(checkLimitation(rule('cheque_monitoria'), '2021-03-10', '2026-03-11').barred).toBe(true);
    // Issued 10/03/2019: 10/03/2024 is a Sunday, so the last day is Monday 11/03/2024 (CC art. 132, §1º).
    expect(limitationEnd(rule('cheque_monitoria'), '2019-03-10')).toBe('2024-03-11');
  });
});

describe('ação rescisória (CPC art. 975)', () => {
  it('gives 2 years from the trânsito em julgado, in every area', () => {
    const text = 'proponho acao rescisoria contra o acordao transitado em julgado';
    expect(ruleFor('civil', text)?.key).toBe('acao_rescisoria');
    // A labour judgment too (CLT art. 836 admits the rescisória), not the labour two-year row.
    expect(ruleFor('trabalhista', text)?.source).toBe('CPC art. 975');
    // "multa rescisória" (FGTS) is no ação rescisória.
    expect(ruleFor('trabalhista', 'nao recebi a multa rescisoria')?.key).toBe('trabalhista_bienal');
  });

  it('is timely on the day two years after the trânsito and lapsed the day after', () => {
    // Trânsito 10/03/2023 (Friday): CPC art. 975 + CC art. 132, §3º → 10/03/2025, a Monday.
    const r = rule('acao_rescisoria');
    expect(checkLimitation(r, '2023-03-10', '2025-03-10').barred).toBe(false);
    const late = checkLimitation(r, '2023-03-10', '2025-03-11');
    expect(late.barred).toBe(true);
    expect(late.end).toBe('2025-03-10');
    expect(late.explanation).toContain('decaiu');
  });

  it('moves an end on a Saturday to the Monday (CPC art. 975, §1º)', () => {
    // Trânsito 08/03/2023: two years end Saturday 08/03/2025 → Monday 10/03/2025.
    expect(limitationEnd(rule('acao_rescisoria'), '2023-03-08')).toBe('2025-03-10');
  });
});

describe('the hidden-defect window, international air transport and the Fazenda’s lançamento', () => {
  it('gives a hidden defect of a movable 180 days from the delivery to come to light (CC art. 445, § 1º)', () => {
    // Delivered 10/01/2025: 21 days to 31/01, then 28 + 31 + 30 + 31 + 30 = 171 to 30/06, day 180 is 09/07/2025.
    expect(revealDeadline(rule('vicio_redibitorio_movel'), '2025-01-10')).toBe('2025-07-09');
    // An immovable: one year, 10/01/2026 — a Saturday, not moved: it is no period to act in.
    expect(revealDeadline(rule('vicio_redibitorio_imovel'), '2025-01-10')).toBe('2026-01-10');
    expect(revealDeadline(rule('reparacao_civil'), '2025-01-10')).toBeNull();
  });

  it('reads an international flight’s material damage as the Montreal Convention’s two years, in any area', () => {
    const lost = 'mala extraviada no voo internacional de lisboa para sao paulo; quero o ressarcimento';
    expect(ruleFor('consumidor', lost)?.key).toBe('transporte_aereo_internacional');
    expect(ruleFor('civil', 'carga aerea vinda do exterior chegou avariada; danos materiais')?.key).toBe(
      'transporte_aereo_internacional',
    );
    // Moral damage stays under the CDC (STF, Tema 1.240); a domestic flight is the CDC's.
    expect(ruleFor('consumidor', `${lost} e danos morais`)?.key).toBe('consumidor_reparacao');
    expect(
      ruleFor('consumidor', 'mala extraviada no voo de recife para sao paulo; danos materiais')?.key,
    ).toBe('consumidor_reparacao');
    // Arrival 10/02/2023 + 2 years = 10/02/2025, a Monday.
    const v = checkLimitation(rule('transporte_aereo_internacional'), '2023-02-10', '2025-02-10');
    expect([v.end, v.barred]).toEqual(['2025-02-10', false]);
    expect(checkLimitation(rule('transporte_aereo_internacional'), '2023-02-10', '2025-02-11').barred).toBe(
      true,
    );
  });

  it('names the year the lançamento was possible and the lançamento itself in the explanation (CTN art. 173, I)', () => {
    const v = checkLimitation(rule('lancamento_tributo'), '2019-12-31', '2025-01-02', 'lançamento');
    expect(v.explanation).toContain('(lançamento possível em 2019: de 01/01/2020)');
    expect(v.explanation).toContain('lançamento em 02/01/2025');
    expect(v.barred).toBe(true);
  });
});

describe('the explanation agrees with its period', () => {
  it('says "1 ano contado" and "5 anos contados"', () => {
    const year = checkLimitation(rule('seguro'), '2025-02-01', '2025-06-01');
    expect(year.explanation).toContain('1 ano contado da data do fato');
    const five = checkLimitation(rule('consumidor_reparacao'), '2025-02-01', '2025-06-01');
    expect(five.explanation).toContain('5 anos contados do conhecimento');
  });
});
