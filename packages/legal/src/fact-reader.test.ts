// Sentences written for the test, each with the reading a Portuguese speaker gives it.
import { describe, expect, it } from 'vitest';
import { MAX_SENTENCE_CHARS, readFact } from './fact-reader.ts';
import { foldAccents } from './text.ts';

/** The reading of the first occurrence of `fact` in `sentence` (nth > 0: a later one). */
function read(sentence: string, fact: string, nth = 0) {
  const folded = foldAccents(sentence);
  const word = foldAccents(fact);
  let at = folded.indexOf(word);
  for (let i = 0; i < nth; i++) at = folded.indexOf(word, at + 1);
  if (at < 0) throw new Error(`"${fact}" não está em "${sentence}"`);
  return readFact(folded, at, at + word.length);
}

describe('readFact: denial', () => {
  const BANK = 'O banco não apresentou contrato assinado nem gravação da contratação.';

  it('denies both documents the bank did not present, and gives the failure to the bank', () => {
    expect(read(BANK, 'contrato')).toMatchObject({
      denied: true,
      absent: true,
      party: 'reu',
      cue: 'nao apresentou',
    });
    expect(read(BANK, 'gravação')).toMatchObject({ denied: true, absent: true, party: 'reu', cue: 'nem' });
  });

  it('reads evidence destroyed or lost as not held, and its destroyer’s side', () => {
    const deleted = 'O vizinho me mandou uma mensagem grosseira no WhatsApp e depois apagou.';
    expect(read(deleted, 'WhatsApp')).toMatchObject({ denied: true, absent: true });
    expect(read('Perdi os recibos na mudança.', 'recibos')).toMatchObject({ denied: true, absent: true });
    expect(read('O banco apagou a gravação da ligação.', 'gravação')).toMatchObject({
      denied: true,
      absent: true,
      party: 'reu',
    });
    // Prints kept of messages the other side deleted are held.
    expect(read('Tenho prints das mensagens que ele apagou.', 'prints')).toMatchObject({ denied: false });
  });

  it('reads "não guardou prints" and "nem testemunhas" as denied', () => {
    expect(read('Ela não guardou prints das conversas.', 'prints')).toMatchObject({
      denied: true,
      absent: true,
    });
    expect(read('Não tenho recibo nem testemunhas.', 'testemunhas')).toMatchObject({
      denied: true,
      cue: 'nem',
    });
  });

  it.each([
    ['Sem contrato escrito, combinamos tudo por telefone.', 'contrato', 'sem'],
    ['A empresa deixou de apresentar os cartões de ponto.', 'cartões', 'deixou de apresentar'],
    ['O fornecedor jamais me enviou a nota fiscal.', 'nota fiscal', 'jamais me enviou'],
    ['A gravação da ligação é inexistente.', 'gravação', 'e inexistente'],
    ['O contrato não foi apresentado pelo banco.', 'contrato', 'nao foi'],
    ['Nunca houve contrato entre as partes.', 'contrato', 'nunca houve'],
    ['A loja recusou-se a exibir o laudo.', 'laudo', 'recusou-se a exibir'],
    ['Há falta de comprovante de entrega.', 'comprovante', 'falta de'],
  ])('denies in "%s"', (sentence, fact, cue) => {
    expect(read(sentence, fact)).toMatchObject({ denied: true, absent: true, cue });
  });

  it('carries a verbal denial across a short list, not a nominal one across a comma', () => {
    const list = 'O banco não apresentou contrato, gravação ou extrato.';
    expect(read(list, 'extrato')).toMatchObject({ denied: true, cue: 'nao apresentou' });
    expect(read('Sem contrato, os prints provam a contratação.', 'prints').denied).toBe(false);
  });

  it.each([
    ['Não recebi resposta, mas tenho os prints da conversa.', 'prints'],
    ['O banco não respondeu. Tenho o contrato e os extratos.', 'contrato'],
    ['Não houve acordo e juntei os recibos.', 'recibos'],
    ['Não tenho dúvida de que as mensagens provam o assédio.', 'mensagens'],
    ['Não só tenho o contrato como também os e-mails.', 'contrato'],
    ['Nunca me pagaram, tenho os holerites.', 'holerites'],
    ['Tenho o contrato que não foi cumprido pela loja.', 'contrato'],
  ])('does not deny past a new statement: "%s"', (sentence, fact) => {
    expect(read(sentence, fact).denied).toBe(false);
  });

  it('reaches six words after the cue and no further', () => {
    // Six words between "não apresentou" and the fact: "até a data de hoje o".
    expect(read('O banco não apresentou até a data de hoje o contrato.', 'contrato').denied).toBe(true);
    // Seven: "até a presente data de hoje o" — read as a new idea.
    expect(read('O banco não apresentou até a presente data de hoje o contrato.', 'contrato').denied).toBe(
      false,
    );
  });

  it('tells a denied act from an absent thing', () => {
    expect(read('Não paguei o boleto enviado.', 'boleto')).toMatchObject({ denied: true, absent: false });
    expect(read('A empresa deixou de pagar as horas extras.', 'horas extras')).toMatchObject({
      denied: true,
      absent: false,
    });
    expect(read('Não guardei o boleto.', 'boleto')).toMatchObject({ denied: true, absent: true });
  });

  it('affirms a plain statement', () => {
    expect(read('Tenho o contrato assinado e duas testemunhas.', 'testemunhas')).toMatchObject({
      denied: false,
      absent: false,
      cue: null,
    });
  });
});

describe('readFact: whose fact it is', () => {
  it.each([
    ['Guardei todos os prints da conversa.', 'prints', 'autor'],
    ['Eu não tenho o contrato.', 'contrato', 'autor'],
    ['A cliente juntou os extratos.', 'extratos', 'autor'],
    ['A reclamada não juntou os cartões de ponto.', 'cartões', 'reu'],
    ['Tenho os prints, e o banco não apresentou o contrato.', 'contrato', 'reu'],
    ['O banco cobrou as parcelas e eu não guardei os comprovantes.', 'comprovantes', 'autor'],
    ['Não guardou prints.', 'prints', 'indefinida'],
  ])('"%s" → %s of %s', (sentence, fact, party) => {
    expect(read(sentence, fact).party).toBe(party);
  });
});

describe('readFact: bounded reading', () => {
  it('reads the sentence up to MAX_SENTENCE_CHARS before the fact, not beyond', () => {
    const fact = 'o contrato assinado';
    const at = (gap: number) => {
      const text = `o banco nao apresentou${' '.repeat(gap)}${fact}`;
      const start = text.indexOf(fact);
      return readFact(text, start, start + fact.length);
    };
    // The party named within the bound is read; one named beyond it is not.
    expect(at(MAX_SENTENCE_CHARS - 'o banco nao apresentou'.length).party).toBe('reu');
    expect(at(MAX_SENTENCE_CHARS).party).toBe('indefinida');
  });
});

describe('a bank named through a contraction, and "mostrar" as a verb of holding', () => {
  it('reads "reclamei no banco, que até hoje não mostrou contrato nem gravação" as the bank’s missing documents', () => {
    const text = 'registrei boletim e reclamei no banco, que ate hoje nao mostrou contrato nem gravacao.';
    for (const word of ['contrato', 'gravacao']) {
      const at = text.indexOf(word);
      const r = readFact(text, at, at + word.length);
      expect([r.denied, r.absent, r.party]).toEqual([true, true, 'reu']);
    }
  });
});
