// The rules written after the tenth unseen Predict set, at their edges. Texts: CDC art. 14 and
// Súmula 479 do STJ; CLT arts. 74, § 2º, 483, d, and 821, with Súmula 338, I, do TST; Decreto-Lei
// 368/1968, art. 2º, § 1º; CF arts. 183 and 191; CC arts. 206, § 3º, I, 1.238, 1.239 and 1.240.
import { describe, expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const labour = assessOn('trabalhista');
const civil = assessOn('civil');
const consumer = assessOn('consumidor');
const factor = (r: ReturnType<typeof labour>, label: RegExp) => r.factors.find((f) => label.test(f.label));

describe('a bank account emptied after a phone was stolen (Súmula 479 do STJ)', () => {
  const FRAUD = /^Fraude em operação bancária/;

  it('reads the stolen phone and the transfers to unknown accounts as a third party’s fraud', () => {
    const r = consumer(
      'Roubaram meu celular e fizeram transferências por Pix da minha conta no banco para contas desconhecidas. O banco não devolveu.',
    );
    expect(factor(r, FRAUD)?.weight).toBe(20);
  });

  it('leaves a transfer the client made and regrets to the client', () => {
    const r = consumer(
      'Fiz um Pix pelo aplicativo do banco para a conta errada e o banco não quer desfazer.',
    );
    expect(factor(r, FRAUD)).toBeUndefined();
  });
});

describe('an employer that keeps no time records (CLT art. 74, § 2º; Súmula 338, I, do TST)', () => {
  const overtime = (staff: string, records: string) =>
    labour(
      `Trabalho numa loja com ${staff} desde 2023. Faço das 8h às 20h e não recebo horas extras. ${records}`,
    );

  it('presumes the hours above 20 workers when there are no records, and the worker’s want of documents weighs nothing', () => {
    const r = overtime('21 empregados', 'Ninguém bate ponto.');
    expect(factor(r, /sem controle de ponto: presume-se a jornada alegada$/)?.weight).toBe(20);
    expect(factor(r, /^Nenhuma prova documental/)).toBeUndefined();
  });

  it('does not presume at 20 workers, whose employer need not keep records', () => {
    const r = overtime('20 empregados', 'Ninguém bate ponto.');
    expect(factor(r, /presume-se/)).toBeUndefined();
    expect(factor(r, /sem obrigação de controle de ponto$/)?.weight).toBe(-8);
  });

  it('keeps the lighter weight when records exist but were not shown', () => {
    const r = overtime('mais de 50 empregados', 'Tenho os holerites.');
    expect(factor(r, /controle de jornada obrigatório$/)?.weight).toBe(8);
  });

  it('reads "podem testemunhar" as witnesses and "Trabalho … desde" as a contract in force', () => {
    const r = overtime('mais de 50 empregados', 'Dois colegas podem testemunhar.');
    expect(factor(r, /^Prova testemunhal$/)?.weight).toBe(6);
    expect(periodLabels(r)).toContain('Contrato de trabalho em vigor: o prazo de 2 anos ainda não começou');
    const ended = labour(
      'Trabalhei numa loja desde 2023 e fui dispensado em 10/10/2026. Não recebi horas extras. Tenho os holerites.',
    );
    expect(periodLabels(ended)).not.toContain(
      'Contrato de trabalho em vigor: o prazo de 2 anos ainda não começou',
    );
  });
});

describe('rescisão indireta for late wages (CLT art. 483, d; Decreto-Lei 368/1968, art. 2º, § 1º)', () => {
  it('weighs against one delay of a few days and for months of delays', () => {
    const once = labour(
      'O salário atrasou três dias uma única vez; antes sempre foi pago em dia. Quero a rescisão indireta.',
    );
    expect(factor(once, /^Atraso pontual/)?.weight).toBe(-20);
    const months = labour('A empresa atrasa o salário há quatro meses seguidos. Quero a rescisão indireta.');
    expect(factor(months, /^Atraso reiterado/)?.weight).toBe(15);
  });

  it('reads the worker who wants to leave as still employed: the two years have not started', () => {
    const r = labour(
      'O salário atrasa há quatro meses seguidos. Quero sair da empresa com rescisão indireta.',
    );
    expect(periodLabels(r)).toContain('Contrato de trabalho em vigor: o prazo de 2 anos ainda não começou');
  });

  it('says nothing when no rescisão indireta is asked', () => {
    const r = labour('O salário atrasou três dias uma única vez. Quero receber a correção.');
    expect(factor(r, /^Atraso/)).toBeUndefined();
  });
});

describe('usucapião: the possession’s years against the kind the facts allow', () => {
  const met = /cumpre a usucapião/;
  const short = /ainda não se completou$/;

  it('gives a productive farm ten years (CC art. 1.238, parágrafo único): 10 met, 9 not', () => {
    const farm = (years: number) =>
      civil(
        `Planto milho há ${years} anos numa fazenda de 80 hectares, sem escritura; o dono sumiu. Moro na cidade, onde tenho minha casa. Quero fazer usucapião.`,
      );
    expect(factor(farm(10), met)?.basis).toContain('CC art. 1.238, parágrafo único');
    expect(factor(farm(9), short)?.weight).toBe(-25);
  });

  it('gives five years to a family living on and working up to 50 hectares, with no other property (CF art. 191; CC art. 1.239), not to 51', () => {
    const smallFarm = (ha: number) =>
      civil(
        `Moro há 5 anos com minha família num sítio de ${ha} hectares, sem escritura, onde plantamos mandioca. Não tenho outro imóvel. Quero a usucapião.`,
      );
    expect(factor(smallFarm(50), met)?.label).toBe('Posse de 5 anos: cumpre a usucapião especial rural');
    expect(factor(smallFarm(51), short)?.basis).toContain('exige 10 anos');
  });

  it('gives five years to a home of up to 250 m² in town with no other property (CF art. 183; CC art. 1.240)', () => {
    const house = civil(
      'Moro há 5 anos com minha família numa casa de 250 m² na cidade, sem escritura. Ninguém nunca reclamou. Não tenho outro imóvel. Quero a usucapião.',
    );
    expect(factor(house, met)?.label).toBe('Posse de 5 anos: cumpre a usucapião especial urbana');
  });

  it('does not count the want of a title as a want of evidence, nor a prescrição against the action', () => {
    const r = civil(
      'Moro há 12 anos numa casa sem escritura; não tenho nenhum documento de compra. Quero a usucapião.',
    );
    expect(factor(r, /^Falta de prova declarada$/)).toBeUndefined();
    expect(periodLabels(r)).toEqual([
      'Usucapião: o tempo da posse adquire a propriedade; não há prescrição da ação que a declara',
    ]);
  });
});

describe('instalments told by their month and their due day (CC art. 206, § 3º, I)', () => {
  const rents = (due: string) =>
    civil(
      `O inquilino saiu devendo os aluguéis de janeiro a junho de 2023${due}. Não havia fiador e nunca cobrei. Quero cobrar.`,
    );

  it('counts the last rent from the day told: 05/06/2023 + 3 years = 05/06/2026, a Friday', () => {
    expect(periodLabels(rents(', que venciam todo dia 5'))[0]).toContain('05/06/2026');
  });

  it('without the day, from the month’s last: 30/06/2023 + 3 years = 30/06/2026, a Tuesday', () => {
    expect(periodLabels(rents(''))[0]).toContain('30/06/2026');
  });

  it('leaves the end of a labour contract told by its month at the month’s last day, whatever the pay day', () => {
    const r = labour(
      'Trabalhei na loja até março de 2024, quando fui dispensado sem justa causa; o salário era pago todo dia 5. Nunca recebi as horas extras.',
    );
    expect(r.factors.map((f) => f.basis).join(' ')).not.toContain('contado do dia 5');
  });
});
