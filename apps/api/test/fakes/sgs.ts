// A stand-in for the Banco Central SGS JSON API on 127.0.0.1, for tests. It answers
// GET /dados/serie/bcdata.sgs.<code>/dados?formato=json&dataInicial=dd/MM/yyyy&dataFinal=dd/MM/yyyy
// with the months of each code inside the range, and per code can hang, fail with a 5xx or send
// malformed JSON.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSgsMode = 'ok' | 'hang' | 'error503' | 'malformed';

export interface FakeSgs {
  baseUrl: string;
  /** Monthly figures per SGS code: 'YYYY-MM' → percent (as SGS writes it, a string). */
  series: Map<number, Map<string, string>>;
  mode: Map<number, FakeSgsMode>;
  requests: Array<{ code: number; dataInicial: string | null; dataFinal: string | null }>;
  close(): Promise<void>;
}

const PATH = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados$/;
const toIso = (br: string | null) => (br ? `${br.slice(6, 10)}-${br.slice(3, 5)}` : null);

export async function startFakeSgs(): Promise<FakeSgs> {
  const series = new Map<number, Map<string, string>>();
  const mode = new Map<number, FakeSgsMode>();
  const requests: FakeSgs['requests'] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = PATH.exec(url.pathname);
    if (!match || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    const code = Number(match[1]);
    const dataInicial = url.searchParams.get('dataInicial');
    const dataFinal = url.searchParams.get('dataFinal');
    requests.push({ code, dataInicial, dataFinal });
    switch (mode.get(code) ?? 'ok') {
      case 'hang':
        return; // never answers; the client's timeout ends it
      case 'error503':
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' }).end('[{"data":"01/08/2026","valor":');
        return;
      default: {
        const de = toIso(dataInicial) ?? '0000-00';
        const ate = toIso(dataFinal) ?? '9999-99';
        const rows = [...(series.get(code) ?? new Map()).entries()]
          .filter(([mes]) => mes >= de && mes <= ate)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([mes, valor]) => ({ data: `01/${mes.slice(5, 7)}/${mes.slice(0, 4)}`, valor }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    series,
    mode,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
