// A stand-in for the DJEN (Comunica PJe) search on 127.0.0.1, for tests: GET /api/v1/comunicacao
// filtered by numeroOab + ufOab or numeroProcesso and the availability window, paged by pagina and
// itensPorPagina as the public API does. It can hang, fail with a 5xx, send malformed JSON or repeat
// an item on the next page (duplicates).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDjenItem {
  hash: string;
  data_disponibilizacao: string;
  siglaTribunal: string;
  tipoComunicacao: string;
  nomeOrgao: string;
  texto: string;
  numero_processo: string;
  destinatarios: Array<{ nome: string; polo: string }>;
  /** Not sent: who the fake answers for. */
  oab?: { number: string; uf: string };
}

export type FakeDjenMode = 'ok' | 'hang' | 'error500' | 'malformed' | 'duplicates';

export interface FakeDjen {
  baseUrl: string;
  mode: FakeDjenMode;
  requests: URLSearchParams[];
  put(item: FakeDjenItem): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startFakeDjen(): Promise<FakeDjen> {
  const items: FakeDjenItem[] = [];
  const hanging = new Set<ServerResponse>();
  const state: FakeDjen = {
    baseUrl: '',
    mode: 'ok',
    requests: [],
    put: (item) => items.push(item),
    clear: () => items.splice(0),
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/api/v1/comunicacao' || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    const q = url.searchParams;
    state.requests.push(q);
    if (state.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (state.mode === 'error500') {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"indisponível"}');
      return;
    }
    if (state.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success","items":[');
      return;
    }
    const from = q.get('dataDisponibilizacaoInicio') ?? '0000-00-00';
    const to = q.get('dataDisponibilizacaoFim') ?? '9999-99-99';
    const matching = items.filter((i) => {
      if (i.data_disponibilizacao < from || i.data_disponibilizacao > to) return false;
      const process = q.get('numeroProcesso');
      if (process) return i.numero_processo.replace(/\D/g, '') === process;
      return i.oab?.number === q.get('numeroOab') && i.oab?.uf === q.get('ufOab');
    });
    const page = Number(q.get('pagina') ?? '1');
    const size = Number(q.get('itensPorPagina') ?? '100');
    // 'duplicates': each page after the first repeats the last item of the page before it.
    const start = (page - 1) * size - (state.mode === 'duplicates' && page > 1 ? 1 : 0);
    const slice = matching.slice(Math.max(0, start), (page - 1) * size + size);
    const body = {
      status: 'success',
      message: 'Sucesso',
      count: matching.length,
      items: slice.map(({ oab: _oab, ...rest }) => rest),
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
