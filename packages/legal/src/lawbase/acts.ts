// The acts the knowledge base carries: the id of each in the law catalogue (data/laws.ts), the
// short slug of its row ids, the compiled text it is parsed from and its official page. The texts
// are third-party copies of the Planalto compilations (see the base's PROVENANCE.md); the URL is
// the Planalto page the copy was taken from, which remains the authority.

export interface LawbaseAct {
  /** Id in the law catalogue (`findLaw(…).id`). */
  act: string;
  /** Prefix of the corpus row ids: `${slug}:${article}`. */
  slug: string;
  /** How a lawyer names it in a title: 'CLT', 'Lei 8.213/1991'. */
  short: string;
  /** The act as cited in a reference: 'Decreto-Lei 5.452/1943'. */
  citation: string;
  /** File name of the compiled text in the source folder. */
  file: string;
  /** CF88.txt carries the CF and then the ADCT, split at the ADCT's own heading. */
  part?: 'before-adct' | 'adct';
  url: string;
  /**
   * The page marks each article with an anchor named `art` and its number ('#art477', '#art1829'),
   * as Planalto's own cross-references into the page link to them: its articles link there.
   */
  anchors?: true;
}

const PLANALTO = 'https://www.planalto.gov.br/ccivil_03';

// biome-ignore format: one act a line reads as a table
export const LAWBASE_ACTS: readonly LawbaseAct[] = [
  { act: 'cf-1988', slug: 'cf', short: 'CF/1988', citation: 'Constituição Federal de 1988', file: 'CF88.txt', part: 'before-adct', url: `${PLANALTO}/constituicao/constituicao.htm`, anchors: true },
  { act: 'adct-1988', slug: 'cf-adct', short: 'ADCT', citation: 'ADCT (CF/1988)', file: 'CF88.txt', part: 'adct', url: `${PLANALTO}/constituicao/constituicao.htm` },
  { act: 'decreto-lei-5452-1943', slug: 'clt', short: 'CLT', citation: 'Decreto-Lei 5.452/1943 (CLT)', file: 'CLT.txt', url: `${PLANALTO}/decreto-lei/del5452.htm`, anchors: true },
  { act: 'lei-10406-2002', slug: 'cc', short: 'Código Civil', citation: 'Lei 10.406/2002 (Código Civil)', file: 'codigo_civil.txt', url: `${PLANALTO}/leis/2002/l10406compilada.htm`, anchors: true },
  { act: 'lei-13105-2015', slug: 'cpc', short: 'CPC', citation: 'Lei 13.105/2015 (CPC)', file: 'codigo_processo_civil.txt', url: `${PLANALTO}/_ato2015-2018/2015/lei/l13105.htm`, anchors: true },
  { act: 'lei-8078-1990', slug: 'cdc', short: 'CDC', citation: 'Lei 8.078/1990 (CDC)', file: 'CDC.txt', url: `${PLANALTO}/leis/l8078compilado.htm`, anchors: true },
  { act: 'decreto-lei-2848-1940', slug: 'cp', short: 'Código Penal', citation: 'Decreto-Lei 2.848/1940 (Código Penal)', file: 'codigo_penal.txt', url: `${PLANALTO}/decreto-lei/del2848compilado.htm` },
  { act: 'decreto-lei-3689-1941', slug: 'cpp', short: 'CPP', citation: 'Decreto-Lei 3.689/1941 (CPP)', file: 'codigo_processo_penal.txt', url: `${PLANALTO}/decreto-lei/del3689.htm` },
  { act: 'lei-5172-1966', slug: 'ctn', short: 'CTN', citation: 'Lei 5.172/1966 (CTN)', file: 'codigo_tributario_nacional.txt', url: `${PLANALTO}/leis/l5172.htm` },
  { act: 'lei-8069-1990', slug: 'eca', short: 'ECA', citation: 'Lei 8.069/1990 (ECA)', file: 'ECA.txt', url: `${PLANALTO}/leis/l8069.htm` },
  { act: 'lei-13709-2018', slug: 'lgpd', short: 'LGPD', citation: 'Lei 13.709/2018 (LGPD)', file: 'lei_13709_LGPD.txt', url: `${PLANALTO}/_ato2015-2018/2018/lei/l13709.htm` },
  { act: 'lei-8213-1991', slug: 'lei-8213', short: 'Lei 8.213/1991', citation: 'Lei 8.213/1991', file: 'lei_8213_beneficios_previdencia.txt', url: `${PLANALTO}/leis/l8213compilado.htm` },
  { act: 'lei-8112-1990', slug: 'lei-8112', short: 'Lei 8.112/1990', citation: 'Lei 8.112/1990', file: 'lei_8112_servidores_federais.txt', url: `${PLANALTO}/leis/l8112cons.htm` },
  { act: 'lei-14133-2021', slug: 'lei-14133', short: 'Lei 14.133/2021', citation: 'Lei 14.133/2021', file: 'lei_14133_licitacoes.txt', url: `${PLANALTO}/_ato2019-2022/2021/lei/l14133.htm` },
  { act: 'lei-9099-1995', slug: 'lei-9099', short: 'Lei 9.099/1995', citation: 'Lei 9.099/1995', file: 'lei_9099_juizados_especiais.txt', url: `${PLANALTO}/leis/l9099.htm` },
  { act: 'lei-11101-2005', slug: 'lei-11101', short: 'Lei 11.101/2005', citation: 'Lei 11.101/2005', file: 'lei_11101_falencia_recuperacao.txt', url: `${PLANALTO}/_ato2004-2006/2005/lei/l11101.htm` },
  { act: 'lei-6019-1974', slug: 'lei-6019', short: 'Lei 6.019/1974', citation: 'Lei 6.019/1974', file: 'lei_6019_trabalho_temporario.txt', url: `${PLANALTO}/leis/l6019.htm` },
  { act: 'lei-7347-1985', slug: 'lei-7347', short: 'Lei 7.347/1985', citation: 'Lei 7.347/1985', file: 'lei_7347_acao_civil_publica.txt', url: `${PLANALTO}/leis/l7347orig.htm` },
  { act: 'lei-8036-1990', slug: 'lei-8036', short: 'Lei 8.036/1990', citation: 'Lei 8.036/1990', file: 'lei_8036_fgts.txt', url: `${PLANALTO}/leis/l8036compilada.htm` },
  { act: 'lei-8245-1991', slug: 'lei-8245', short: 'Lei 8.245/1991', citation: 'Lei 8.245/1991', file: 'lei_8245_inquilinato.txt', url: `${PLANALTO}/leis/l8245.htm` },
  { act: 'lei-8429-1992', slug: 'lei-8429', short: 'Lei 8.429/1992', citation: 'Lei 8.429/1992', file: 'lei_8429_improbidade.txt', url: `${PLANALTO}/leis/l8429.htm` },
  { act: 'lei-9307-1996', slug: 'lei-9307', short: 'Lei 9.307/1996', citation: 'Lei 9.307/1996', file: 'lei_9307_arbitragem.txt', url: `${PLANALTO}/leis/l9307.htm` },
  { act: 'lei-9656-1998', slug: 'lei-9656', short: 'Lei 9.656/1998', citation: 'Lei 9.656/1998', file: 'lei_9656_planos_saude.txt', url: `${PLANALTO}/leis/l9656.htm` },
  { act: 'lei-12016-2009', slug: 'lei-12016', short: 'Lei 12.016/2009', citation: 'Lei 12.016/2009', file: 'lei_12016_mandado_seguranca.txt', url: `${PLANALTO}/_ato2007-2010/2009/lei/l12016.htm` },
];

/**
 * The official page of an article: its anchor where the page has them ('…/del5452.htm#art477'),
 * else the page. Articles with a letter (art. 477-A) link to the page: their anchors' spelling
 * was not checked.
 */
export function articleUrl(act: LawbaseAct, article: string): string {
  return act.anchors && /^\d+$/.test(article) ? `${act.url}#art${article}` : act.url;
}

/**
 * Official pages of the súmulas: the STJ's search by number; the STF's list of its (non-binding)
 * súmulas, base 30 — its per-súmula pages are keyed by an internal id, not by the number.
 */
export const SUMULA_URL: Record<'STF' | 'STJ' | 'STF-SV', (n: number) => string> = {
  STF: () => 'https://portal.stf.jus.br/jurisprudencia/sumariosumulas.asp?base=30',
  // The STF's list of its súmulas vinculantes, base 26 (the address the public transcriptions give).
  'STF-SV': () => 'https://portal.stf.jus.br/jurisprudencia/sumariosumulas.asp?base=26',
  STJ: (n) => `https://scon.stj.jus.br/SCON/sumstj/toc.jsp?livre=%27${n}%27.num.&O=JT`,
};
export const temaUrl = (n: number) =>
  `https://processo.stj.jus.br/repetitivos/temas_repetitivos/pesquisa.jsp?novaConsulta=true&tipo_pesquisa=T&cod_tema_inicial=${n}&cod_tema_final=${n}`;

/** Row id of a record in the corpus table; an admin import with the same id replaces it. */
export const lawbaseIds = {
  article: (slug: string, article: string) => `${slug}:${article}`,
  sumula: (court: 'STF' | 'STJ', n: number) => `${court.toLowerCase()}-sumula:${n}`,
  vinculante: (n: number) => `stf-sv:${n}`,
  tema: (n: number) => `stj-tema:${n}`,
};
