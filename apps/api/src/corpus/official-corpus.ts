// Converts the evaluation corpus (docs.jsonl of official statute articles and súmulas,
// `{id, law, article, text}`; see this folder's README) into corpus import lines.
// Used by tests and benchmarks; the corpus itself is never copied into the project.
import type { LegalSourceLine } from '@lexato/schemas';

export interface OfficialRecord {
  id: string;
  law: string;
  article: string;
  text: string;
}

const LAWS: Record<string, { title: string; act: string; url: string }> = {
  clt: {
    title: 'CLT',
    act: 'Decreto-Lei 5.452/1943',
    url: 'https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452.htm',
  },
  cdc: {
    title: 'CDC',
    act: 'Lei 8.078/1990',
    url: 'https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm',
  },
  cpc: {
    title: 'CPC',
    act: 'Lei 13.105/2015',
    url: 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2015/lei/l13105.htm',
  },
  cc: {
    title: 'Código Civil',
    act: 'Lei 10.406/2002',
    url: 'https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm',
  },
  cf: {
    title: 'Constituição Federal',
    act: 'Constituição Federal de 1988',
    url: 'https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm',
  },
  'cf-adct': {
    title: 'ADCT',
    act: 'Ato das Disposições Constitucionais Transitórias',
    url: 'https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm',
  },
};

/** "julgado em25/04/1990" → 1990-04-25 */
function judgedOn(text: string): string | null {
  const m = /julgado em\s*(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

export function officialToSourceLine(record: OfficialRecord): LegalSourceLine {
  const sumula = /^(stj|stf)-sumula$/.exec(record.law);
  if (sumula) {
    const court = (sumula[1] ?? '').toUpperCase();
    const number = record.id.split(':')[1] ?? '';
    return {
      id: record.id,
      kind: 'sumula',
      title: `Súmula ${number} do ${court}`,
      text: record.text,
      court,
      date: court === 'STJ' ? judgedOn(record.text) : null,
      reference: `Súmula ${number}/${court}`,
      url: null,
    };
  }
  const law = LAWS[record.law];
  if (!law) throw new Error(`lei desconhecida: ${record.law}`);
  const number = record.article.replace(/^Art\.\s*/, '');
  return {
    id: record.id,
    kind: 'legislacao',
    title: `${law.title}, art. ${number}`,
    text: record.text,
    court: null,
    date: null,
    reference: `${law.act}, art. ${number}`,
    url: law.url,
  };
}

export function officialJsonlToSourceLines(content: string): LegalSourceLine[] {
  return content
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => officialToSourceLine(JSON.parse(l) as OfficialRecord));
}
