import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AI_MESSAGES, type AiLogger, createAiProvider } from './provider.ts';

// A tiny OpenAI-compatible server on 127.0.0.1 that records what it receives.
type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
let received: { url: string; raw: string; body: Record<string, unknown> }[];

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'modelo-teste',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
const answer = (res: ServerResponse, content: string) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(completion(content));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      received.push({ url: req.url ?? '', raw, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  handler = (_body, _req, res) => answer(res, '{}');
});

const logs: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
const logger: AiLogger = {
  info: (obj, msg) => logs.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => logs.push({ level: 'warn', obj, msg }),
};
const provider = (timeoutMs = 5_000) =>
  createAiProvider({ apiKey: 'sk-teste', baseUrl, model: 'modelo-teste', timeoutMs }, { logger });

const partySchema = z.object({
  resumo: z.string(),
  partes: z.array(z.object({ nome: z.string(), cpf: z.string().regex(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/) })),
  email: z.string().nullable(),
});
const request = {
  task: 'teste.partes',
  system: 'Você extrai as partes de um contrato. Contato do escritório: juridico@lexato.com.br.',
  user:
    'Contratante: Maria Souza, CPF 123.456.789-09, e-mail maria@exemplo.com.br, tel. (11) 91234-5678. ' +
    'Contratada: Acme Ltda, CNPJ 12.345.678/0001-95, telefone 11 3456-7890. CPF sem pontos: 98765432100.',
  schema: partySchema,
  schemaName: 'partes_contrato',
};
const PII = [
  '123.456.789-09',
  '98765432100',
  '12.345.678/0001-95',
  'maria@exemplo.com.br',
  'juridico@lexato.com.br',
  '(11) 91234-5678',
  '91234-5678',
  '3456-7890',
];

describe('createAiProvider', () => {
  it('is the built-in engine when no API key is configured', async () => {
    const ai = createAiProvider({ apiKey: undefined, baseUrl, model: 'x', timeoutMs: 1000 });
    expect(ai.kind).toBe('builtin');
    expect(await ai.structured(request)).toEqual({
      ok: false,
      reason: 'not_configured',
      message: AI_MESSAGES.not_configured,
    });
    expect(received).toHaveLength(0);
  });
});

describe('OpenAI-compatible provider', () => {
  it('sends masked prompts with store:false and a strict JSON schema, and restores the answer', async () => {
    handler = (_body, _req, res) =>
      answer(
        res,
        JSON.stringify({
          resumo: 'Contrato entre [CPF_1] e [CNPJ_1]; avisar [EMAIL_2] ou [TELEFONE_1].',
          partes: [{ nome: 'Maria Souza', cpf: '[CPF_1]' }],
          email: '[EMAIL_2]',
        }),
      );
    const result = await provider().structured(request);

    expect(received).toHaveLength(1);
    const sent = received[0];
    expect(sent?.url).toBe('/v1/chat/completions');
    for (const value of PII) expect(sent?.raw).not.toContain(value);
    expect(sent?.raw).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/);
    expect(sent?.body.store).toBe(false);
    expect(sent?.body.model).toBe('modelo-teste');
    expect(sent?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'partes_contrato',
        strict: true,
        schema: { type: 'object', additionalProperties: false },
      },
    });
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages[1]?.content).toContain('CPF [CPF_1], e-mail [EMAIL_2], tel. [TELEFONE_1]');
    expect(messages[0]?.content).toContain('[EMAIL_1]');

    expect(result).toEqual({
      ok: true,
      value: {
        resumo:
          'Contrato entre 123.456.789-09 e 12.345.678/0001-95; avisar maria@exemplo.com.br ou (11) 91234-5678.',
        partes: [{ nome: 'Maria Souza', cpf: '123.456.789-09' }],
        email: 'maria@exemplo.com.br',
      },
    });
  });

  it('never logs prompts or answers, only sizes and durations', async () => {
    logs.length = 0;
    handler = (_body, _req, res) =>
      answer(res, JSON.stringify({ resumo: 'Maria Souza [CPF_1]', partes: [], email: null }));
    await provider().structured(request);
    const text = JSON.stringify(logs);
    expect(text).not.toContain('Maria');
    expect(text).not.toContain('Contratante');
    for (const value of PII) expect(text).not.toContain(value);
    expect(logs[0]?.obj).toMatchObject({ task: 'teste.partes', outcome: 'ok', attempts: 1 });
    expect(typeof logs[0]?.obj.durationMs).toBe('number');
    expect(typeof logs[0]?.obj.promptChars).toBe('number');
  });

  it('asks again once after invalid JSON and accepts a valid second answer', async () => {
    let calls = 0;
    handler = (_body, _req, res) => {
      calls += 1;
      answer(
        res,
        calls === 1 ? 'isto não é JSON' : JSON.stringify({ resumo: 'ok', partes: [], email: null }),
      );
    };
    const result = await provider().structured(request);
    expect(result).toEqual({ ok: true, value: { resumo: 'ok', partes: [], email: null } });
    expect(received).toHaveLength(2);
  });

  it('gives invalid_answer after two answers that do not match the schema', async () => {
    handler = (_body, _req, res) => answer(res, JSON.stringify({ resumo: 42, partes: 'nenhuma' }));
    const result = await provider().structured(request);
    expect(result).toEqual({ ok: false, reason: 'invalid_answer', message: AI_MESSAGES.invalid_answer });
    expect(received).toHaveLength(2);
  });

  it('gives timeout within the configured time when the server never answers', async () => {
    handler = () => {}; // keeps the request open
    const started = Date.now();
    const result = await provider(1_000).structured(request);
    const elapsed = Date.now() - started;
    expect(result).toEqual({ ok: false, reason: 'timeout', message: AI_MESSAGES.timeout });
    expect(result.ok ? '' : result.message).toBe(
      'A IA não respondeu a tempo; resultado do mecanismo interno.',
    );
    expect(elapsed).toBeLessThan(2_000);
    expect(received).toHaveLength(1);
  });

  it('gives error on a 500 without retrying', async () => {
    handler = (_body, _req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom' } }));
    };
    const result = await provider().structured(request);
    expect(result).toEqual({ ok: false, reason: 'error', message: AI_MESSAGES.error });
    expect(received).toHaveLength(1);
  });

  it('does not follow a redirect', async () => {
    handler = (_body, req, res) => {
      if (req.url?.startsWith('/elsewhere'))
        return answer(res, JSON.stringify({ resumo: 'x', partes: [], email: null }));
      res.writeHead(307, { location: '/elsewhere/chat/completions' });
      res.end();
    };
    const result = await provider().structured(request);
    expect(result.ok).toBe(false);
    expect(received.map((r) => r.url)).toEqual(['/v1/chat/completions']);
  });

  it('refuses a schema with optional fields (strict mode) before calling the model', async () => {
    const result = await provider().structured({
      ...request,
      schema: z.object({ resumo: z.string().optional() }),
    });
    expect(result).toEqual({ ok: false, reason: 'error', message: AI_MESSAGES.error });
    expect(received).toHaveLength(0);
  });
});
