// A small corpus of our own for the Search tests: short official texts (statutes are public
// domain, Lei 9.610/1998 art. 8º IV) and jurisprudence-style passages with courts and dates for
// the filters. The full evaluation corpus is read too when present (corpus/README.md).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LegalSourceLine } from '@lexato/schemas';
import { officialJsonlToSourceLines } from '../../corpus/official-corpus.ts';

export const FIXTURE_SOURCES: LegalSourceLine[] = [
  {
    id: 'fx:clt-477',
    kind: 'legislacao',
    title: 'CLT, art. 477',
    text: 'Na extinção do contrato de trabalho, o empregador deverá proceder à anotação na Carteira de Trabalho, comunicar a dispensa aos órgãos competentes e realizar o pagamento das verbas rescisórias. § 6º A entrega ao empregado de documentos que comprovem a comunicação da extinção contratual aos órgãos competentes bem como o pagamento dos valores constantes do instrumento de rescisão ou recibo de quitação deverão ser efetuados até dez dias contados a partir do término do contrato. § 8º A inobservância do disposto no § 6º deste artigo sujeitará o infrator à multa a favor do empregado, em valor equivalente ao seu salário, salvo quando, comprovadamente, o trabalhador der causa à mora.',
    reference: 'Decreto-Lei 5.452/1943, art. 477',
  },
  {
    id: 'fx:clt-129',
    kind: 'legislacao',
    title: 'CLT, art. 129',
    text: 'Todo empregado terá direito anualmente ao gozo de um período de férias, sem prejuízo da remuneração.',
  },
  {
    id: 'fx:clt-482',
    kind: 'legislacao',
    title: 'CLT, art. 482',
    text: 'Constituem justa causa para rescisão do contrato de trabalho pelo empregador: a) ato de improbidade; b) incontinência de conduta ou mau procedimento; e) desídia no desempenho das respectivas funções.',
  },
  {
    id: 'fx:clt-391-a',
    kind: 'legislacao',
    title: 'CLT, art. 391-A',
    text: 'A confirmação do estado de gravidez advindo no curso do contrato de trabalho, ainda que durante o prazo do aviso prévio, garante à empregada gestante a estabilidade provisória, mesmo sem justa causa do empregador.',
  },
  {
    id: 'fx:estagio',
    kind: 'doutrina',
    title: 'Estágio: término antecipado',
    text: 'A parte concedente pode rescindir o termo de compromisso de estágio a qualquer tempo, mediante comunicação à instituição de ensino.',
  },
  {
    id: 'fx:cdc-49',
    kind: 'legislacao',
    title: 'CDC, art. 49',
    text: 'O consumidor pode desistir do contrato, no prazo de 7 dias a contar de sua assinatura ou do ato de recebimento do produto ou serviço, sempre que a contratação de fornecimento de produtos e serviços ocorrer fora do estabelecimento comercial, especialmente por telefone ou a domicílio.',
  },
  {
    id: 'fx:tst-1',
    kind: 'jurisprudencia',
    title: 'Homologação tardia da rescisão',
    text: 'A homologação da rescisão fora do prazo, por si só, não gera a multa do § 8º do art. 477 da CLT quando as parcelas foram quitadas a tempo.',
    court: 'TST',
    date: '2019-05-10',
  },
  {
    id: 'fx:tst-2',
    kind: 'jurisprudencia',
    title: 'Gestante: estabilidade no contrato de experiência',
    text: 'A empregada gestante tem direito à estabilidade provisória ainda que admitida por contrato de experiência, sendo nula a dispensa sem justa causa.',
    court: 'TST',
    date: '2023-03-15',
  },
  {
    id: 'fx:trt2-1',
    kind: 'jurisprudencia',
    title: 'Justa causa: desídia não comprovada',
    text: 'Não comprovada a desídia alegada pela empresa, afasta-se a justa causa e condena-se a reclamada ao pagamento das verbas rescisórias.',
    court: 'TRT-2',
    date: '2021-08-02',
  },
  {
    id: 'fx:stj-54',
    kind: 'sumula',
    title: 'Súmula 54 do STJ',
    text: 'Os juros moratórios fluem a partir do evento danoso, em caso de responsabilidade extracontratual.',
    court: 'STJ',
    date: '1992-09-24',
  },
];

/** The evaluation corpus's docs.jsonl beside the checkout (corpus/README.md), when present. */
export function sharedCorpus(): LegalSourceLine[] {
  const path = resolve(import.meta.dirname, '../../../../../../shared/data/corpus/docs.jsonl');
  return existsSync(path) ? officialJsonlToSourceLines(readFileSync(path, 'utf8')) : [];
}

export const toJsonl = (lines: LegalSourceLine[]) => lines.map((l) => JSON.stringify(l)).join('\n');
