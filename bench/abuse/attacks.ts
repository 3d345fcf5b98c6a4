// The inputs of the abuse benchmark: the adversarial citation text, the
// uploaded documents of a heavy searcher (item 3) and slow-body connections (item 7).
import { connect, type Socket } from 'node:net';

/**
 * `chars` characters of what made the citation extractor quadratic: chains of `chain` case-name
 * prefixes ("AgRg no " × chain) that no class name ever closes, each followed by runs of digits
 * and dots and of "art." that look like the start of a citation and never finish one. The cost
 * today grows with the square of a chain's length: --chain=50000 is the 33-second case.
 */
export function adversarialText(chars: number, chain: number): string {
  const prefixes = 'AgRg no '.repeat(chain);
  const tail = Math.max(1_000, Math.round(prefixes.length / 8));
  const block =
    prefixes +
    '1.2.3.4.5.6.7.8.9.0.'.repeat(Math.ceil(tail / 20)) +
    ' art. 1º art. art.'.repeat(Math.ceil(tail / 18));
  return block.repeat(Math.ceil(chars / block.length)).slice(0, chars);
}

const WORDS = [
  'contrato',
  'rescisão',
  'cláusula',
  'multa',
  'aviso',
  'prévio',
  'empregado',
  'empregador',
  'indenização',
  'dano',
  'moral',
  'prescrição',
  'prazo',
  'recurso',
  'sentença',
  'acórdão',
  'locação',
  'fiador',
  'consumidor',
  'fornecedor',
  'honorários',
  'juros',
  'correção',
  'mora',
  'obrigação',
  'pagamento',
  'parcela',
  'vencimento',
  'notificação',
  'citação',
  'tribunal',
  'vara',
  'audiência',
  'perícia',
  'prova',
  'testemunha',
  'horas',
  'extras',
  'férias',
  'salário',
];

/** A deterministic Portuguese legal word salad of `chars` characters (seeded, no randomness). */
export function legalFiller(chars: number, seed: number): string {
  let state = seed >>> 0 || 1;
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const word = WORDS[state % WORDS.length] ?? 'contrato';
    const piece = state % 17 === 0 ? `${word}. ` : `${word} `;
    parts.push(piece);
    length += piece.length;
  }
  return parts.join('').slice(0, chars).trim();
}

export const SEARCH_QUERIES = [
  'rescisão do contrato e multa',
  'aviso prévio indenização',
  'horas extras salário férias',
  'prescrição do prazo de recurso',
  'juros de mora e correção',
  'dano moral consumidor fornecedor',
];

export interface SlowBodies {
  /** Connections the server has not closed yet. */
  open(): number;
  /** Seconds from the start at which the server closed each connection it closed. */
  closedAfter(): number[];
  stop(): void;
}

/**
 * `count` connections each announcing a JSON body of 10,000 bytes to a public route, then
 * sending one byte every `intervalMs`: the request never completes unless the server gives up.
 */
export function slowBodies(port: number, count: number, intervalMs: number): SlowBodies {
  const started = performance.now();
  const sockets: Socket[] = [];
  const closed: number[] = [];
  let stopping = false;
  for (let i = 0; i < count; i++) {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('error', () => {});
    socket.on('data', () => {});
    socket.on('close', () => {
      if (!stopping) closed.push((performance.now() - started) / 1000);
    });
    socket.write(
      'POST /api/platform/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    );
    sockets.push(socket);
  }
  const drip = setInterval(() => {
    for (const s of sockets) if (!s.destroyed) s.write(' ');
  }, intervalMs);
  return {
    open: () => sockets.filter((s) => !s.destroyed && !s.closed).length,
    closedAfter: () => [...closed].sort((a, b) => a - b),
    stop() {
      stopping = true;
      clearInterval(drip);
      for (const s of sockets) s.destroy();
    },
  };
}
