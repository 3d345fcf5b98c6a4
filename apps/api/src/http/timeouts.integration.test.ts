// A client that trickles its headers or body cannot hold a connection open: the server answers
// 408 and closes it once the configured time is up. Short limits so the test runs in seconds.

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp({
    http: { requestTimeoutMs: 1500, headersTimeoutMs: 1000, keepAliveTimeoutMs: 1000 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `head` and then one byte of `drip` every 200 ms; what the server said and when it hung up. */
function trickle(head: string, drip: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.writable) return;
      socket.write(drip[sent % drip.length] ?? ' ');
      sent += 1;
    }, 200);
    // The test's own bound: a server that never hangs up is reported, not waited on forever.
    const giveUp = setTimeout(() => socket.destroy(), 8000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

describe('slow clients', () => {
  it('answers 408 to a body sent a byte at a time, within the request timeout', async () => {
    const { answer, closedAfterMs } = await trickle(
      `POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
      '{',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('Tempo esgotado ao receber a requisição.');
    // 1.5 s limit, checked by Node every second.
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('closes a connection whose headers never end, within the headers timeout', async () => {
    const { answer, closedAfterMs } = await trickle('GET /healthz HTTP/1.1\r\nHost: x\r\n', 'X');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { answer, closedAfterMs } = await new Promise<{ answer: string; closedAfterMs: number }>(
      (resolve) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        let started = 0;
        const giveUp = setTimeout(() => socket.destroy(), 8000);
        socket.on('data', (chunk) => {
          answer += chunk.toString('utf8');
          started ||= Date.now();
        });
        socket.on('close', () => {
          clearTimeout(giveUp);
          resolve({ answer, closedAfterMs: Date.now() - started });
        });
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeLessThan(3000);
  });
});
