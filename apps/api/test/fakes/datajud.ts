// A stand-in for the DataJud public API on 127.0.0.1, for tests and the benchmark. It answers
// POST /<alias>/_search in the documented response shape (legal-facts.json datajud.response_shape)
// and can be told to hang, fail with a 5xx or send malformed JSON.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMovement {
  codigo: number;
  nome: string;
  dataHora: string;
  complementosTabelados?: Array<{ codigo: number; valor: number; nome: string; descricao: string }>;
}

export interface FakeProcess {
  alias: string;
  /** 20 digits, no mask. */
  numeroProcesso: string;
  tribunal: string;
  grau?: string;
  orgaoJulgador?: string;
  movimentos: FakeMovement[];
}

export type FakeMode = 'ok' | 'hang' | 'error500' | 'malformed' | 'wrongShape' | 'redirect';

export interface FakeRequest {
  alias: string;
  authorization: string | undefined;
  numeroProcesso: string | undefined;
  at: number;
}

export interface FakeDatajud {
  baseUrl: string;
  mode: FakeMode;
  /** Delay before each answer, in ms (the benchmark's stand-in for network latency). */
  delayMs: number;
  requests: FakeRequest[];
  /** Most requests ever in flight at once. */
  maxInFlight: number;
  put(process: FakeProcess): void;
  close(): Promise<void>;
}

function hitOf(p: FakeProcess) {
  const grau = p.grau ?? 'G1';
  const id = `${p.tribunal}_436_${grau}_16403_${p.numeroProcesso}`;
  return {
    _index: p.alias,
    _type: '_doc',
    _id: id,
    _score: 12.5,
    _source: {
      numeroProcesso: p.numeroProcesso,
      classe: { codigo: 436, nome: 'Procedimento do Juizado Especial Cível' },
      sistema: { codigo: 1, nome: 'Pje' },
      formato: { codigo: 1, nome: 'Eletrônico' },
      tribunal: p.tribunal,
      dataHoraUltimaAtualizacao: '2026-11-20T19:10:08.483Z',
      grau,
      '@timestamp': '2026-11-21T11:50:51.994Z',
      dataAjuizamento: '2018-10-29T00:00:00.000Z',
      movimentos: p.movimentos,
      id,
      nivelSigilo: 0,
      orgaoJulgador: { codigoMunicipioIBGE: 5128, codigo: 16403, nome: p.orgaoJulgador ?? '1ª Vara Cível' },
      assuntos: [{ codigo: 6177, nome: 'Concessão' }],
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeDatajud(): Promise<FakeDatajud> {
  const processes = new Map<string, FakeProcess>();
  const hanging = new Set<ServerResponse>();
  let inFlight = 0;

  const state: FakeDatajud = {
    baseUrl: '',
    mode: 'ok',
    delayMs: 0,
    requests: [],
    maxInFlight: 0,
    put(process) {
      processes.set(`${process.alias}|${process.numeroProcesso}`, process);
    },
    close: async () => {},
  };

  const server: Server = createServer(async (req, res) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    const match = /^\/([a-z0-9_-]+)\/_search$/.exec(req.url ?? '');
    const raw = await readBody(req);
    let numero: string | undefined;
    try {
      numero = (JSON.parse(raw) as { query?: { match?: { numeroProcesso?: string } } }).query?.match
        ?.numeroProcesso;
    } catch {}
    state.requests.push({
      alias: match?.[1] ?? '',
      authorization: req.headers.authorization,
      numeroProcesso: numero,
      at: Date.now(),
    });
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    if (req.method !== 'POST' || !match) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    if (state.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (state.mode === 'error500') {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
      return;
    }
    if (state.mode === 'wrongShape') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"error":{"type":"index_not_found_exception"}}');
      return;
    }
    if (state.mode === 'redirect') {
      res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
      return;
    }
    if (state.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"took": 3, "hits": {"hits": [');
      return;
    }
    const found = numero ? processes.get(`${match[1]}|${numero}`) : undefined;
    const hits = found ? [hitOf(found)] : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        took: 4,
        timed_out: false,
        _shards: { total: 7, successful: 7, skipped: 0, failed: 0 },
        hits: { total: { value: hits.length, relation: 'eq' }, max_score: hits.length ? 12.5 : null, hits },
      }),
    );
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  state.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
  };
  return state;
}
