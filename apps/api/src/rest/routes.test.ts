import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bodyWithId, restRoutes } from './routes.ts';

const ID = '7d0f4c1e-2b7a-4f4e-9a53-3c1e9f0b2a11';
const request = (body: unknown) => ({ body, params: { id: ID }, query: {} }) as unknown as FastifyRequest;

describe('bodyWithId', () => {
  it('adds the path id to an object body, over any id the body brings', () => {
    expect(bodyWithId(request({ status: 'archived', id: 'outro' }))).toEqual({ status: 'archived', id: ID });
    expect(bodyWithId(request(undefined))).toEqual({ id: ID });
  });

  it('passes any other body as it is, so a 1 MB string is not spread into a million keys', () => {
    const huge = 'a'.repeat(1_000_000);
    const started = performance.now();
    expect(bodyWithId(request(huge))).toBe(huge);
    expect(performance.now() - started).toBeLessThan(50);
    expect(bodyWithId(request([1, 2]))).toEqual([1, 2]);
    expect(bodyWithId(request(null))).toEqual({ id: ID });
  });

  it('is how every route builds its input: none turns a string body into one key per character', () => {
    for (const route of restRoutes.filter((r) => r.input)) {
      const input = route.input?.(request('x'.repeat(10_000)));
      const keys = typeof input === 'object' && input !== null ? Object.keys(input).length : 0;
      expect(keys, route.procedurePath).toBeLessThan(3);
    }
  });
});
