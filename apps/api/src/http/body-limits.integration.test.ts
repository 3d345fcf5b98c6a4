// A large body is refused from its headers, before it is read: only the corpus import takes
// application/x-ndjson (and its 50 MB limit), and only from an admin session. A listening server
// and a raw socket, because the point is what happens while the body is still on its way.

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SOURCES, toJsonl } from '../../test/fixtures/search-sources.ts';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let port: number;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'chefe', role: 'admin' });
  await t.createUser({ username: 'cliente' });
  adminCookie = await t.login('admin', 'chefe');
  userCookie = await t.login('platform', 'cliente');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const ANNOUNCED = 49 * 1024 * 1024;

/**
 * Announces a 49 MB body, sends 1 KB of it and waits: the status line the server answers with
 * while the rest is still owed, or 'still reading' when it waited for the body.
 */
function announceLargeBody(path: string, contentType: string, cookie?: string): Promise<number | string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('still reading');
    }, 1500);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${ANNOUNCED}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
    );
    socket.write('{"name":"x"}\n'.repeat(80));
  });
}

describe('bodies refused before they are read', () => {
  it.each([
    ['/api/contacts', 'application/x-ndjson', 415],
    ['/api/platform/auth/login', 'application/x-ndjson', 415],
    ['/trpc/contacts.create', 'application/x-ndjson', 415],
    ['/trpc/contacts.create', 'multipart/form-data; boundary=x', 415],
    ['/trpc/platformAuth.login', 'text/plain', 415],
    ['/api/contacts', 'application/json', 413],
    ['/trpc/contacts.create', 'application/json', 413],
  ])('POST %s as %s answers %i from the headers', async (path, contentType, status) => {
    expect(await announceLargeBody(path, contentType)).toBe(status);
  });

  it('answers 401 to an anonymous corpus import and 401 to a platform user, without reading the file', async () => {
    expect(await announceLargeBody('/api/admin/corpus', 'application/x-ndjson')).toBe(401);
    expect(await announceLargeBody('/api/admin/corpus', 'application/x-ndjson', userCookie)).toBe(401);
  });

  it('answers 413 to an admin whose file is over the corpus limit, from the headers', async () => {
    const over = await new Promise<number | string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('data', (chunk) => {
        socket.destroy();
        resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]));
      });
      socket.write(
        `POST /api/admin/corpus HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson\r\n` +
          `Content-Length: ${60 * 1024 * 1024}\r\nCookie: ${adminCookie}\r\n\r\n`,
      );
    });
    expect(over).toBe(413);
  });

  it('still takes a corpus file from an admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/corpus',
      headers: { 'content-type': 'application/x-ndjson', cookie: adminCookie },
      payload: toJsonl(FIXTURE_SOURCES.slice(0, 1)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 1 });
  });
});

describe('calculation forms held in memory', () => {
  it('reads at most 8 forms at once and queues 32: a 41st form still on its way is refused with 503 at once', async () => {
    // Each connection sends the form's headers and the start of a 9 MB file, then waits: 8 are
    // being read (their files in memory), 32 wait unread, and the next is refused.
    const boundary = 'lexatoform';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="data"',
      '',
      JSON.stringify({ type: 'salario_liquido', title: 'x', inputs: { salarioBruto: 5000 } }),
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'início do arquivo',
    ].join('\r\n');
    const sockets: ReturnType<typeof connect>[] = [];
    const open = () => {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      socket.write(
        `POST /api/platform/calculations HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${userCookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${9 * 1024 * 1024}\r\n\r\n${head}`,
      );
      return socket;
    };
    try {
      for (let i = 0; i < 40; i++) open();
      // Let the 40 reach the route and take or wait for a slot.
      await new Promise((ok) => setTimeout(ok, 1500));
      const last = open();
      const status = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('no answer'), 5000);
        last.on('data', (d: Buffer) => {
          clearTimeout(timer);
          resolve(String(d).split('\r\n')[0] ?? '');
        });
      });
      expect(status).toBe('HTTP/1.1 503 Service Unavailable');
    } finally {
      for (const s of sockets) s.destroy();
    }
  }, 30_000);
});
