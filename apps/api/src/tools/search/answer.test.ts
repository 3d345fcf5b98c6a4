import type { SearchResultDto } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import type { AiProvider, StructuredRequest } from '../../ai/provider.ts';
import { answerParagraph } from './search.service.ts';

const result = (title: string): SearchResultDto => ({
  sourceId: title,
  kind: 'legislacao',
  title,
  relevance: 100,
  summary: `texto de <mark>${title}</mark>`,
  court: null,
  date: null,
  reference: null,
  url: null,
  match: 'texto',
  act: null,
  actName: null,
  status: null,
});
const results = [result('CLT, art. 477'), result('CLT, art. 482')];

function fakeModel(value: { answer: string; citations: number[] }, seen: string[] = []): AiProvider {
  return {
    kind: 'openai',
    async structured<T>(req: StructuredRequest<T>) {
      seen.push(req.user);
      return { ok: true as const, value: value as T };
    },
  };
}

describe('the optional answer paragraph', () => {
  it('sends only the numbered results, without highlight tags, and keeps an answer citing them', async () => {
    const seen: string[] = [];
    const answer = await answerParagraph(
      fakeModel({ answer: 'O prazo é de dez dias [1], sob pena de multa [1].', citations: [1] }, seen),
      'prazo para pagar',
      results,
    );
    expect(answer).toEqual({ text: 'O prazo é de dez dias [1], sob pena de multa [1].', citations: [1] });
    expect(seen[0]).toContain('[1] CLT, art. 477: texto de CLT, art. 477');
    expect(seen[0]).not.toContain('<mark>');
  });

  it('drops an answer that cites a result that does not exist, or cites none', async () => {
    expect(await answerParagraph(fakeModel({ answer: 'Ver [3].', citations: [3] }), 'q', results)).toBeNull();
    expect(
      await answerParagraph(fakeModel({ answer: 'Sem citação.', citations: [] }), 'q', results),
    ).toBeNull();
  });

  it('gives no answer with the built-in engine only', async () => {
    const builtin: AiProvider = {
      kind: 'builtin',
      structured: async () => ({ ok: false, reason: 'not_configured', message: '' }),
    };
    expect(await answerParagraph(builtin, 'q', results)).toBeNull();
  });
});
