import type { AnyRouter } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from './app-router.ts';
import { platformProcedure, router } from './trpc/init.ts';

/**
 * Every procedure declares what it returns: the `.output()` schema is the OpenAPI response, the
 * web's inferred type, and the guard that keeps an unlisted column out of a response.
 */
function proceduresWithoutOutput(r: AnyRouter): string[] {
  const procedures = r._def.procedures as Record<string, { _def: { output?: unknown } }>;
  return Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.output === undefined)
    .map(([path]) => path)
    .sort();
}

describe('app router outputs', () => {
  it('declares an output schema on every procedure', () => {
    expect(Object.keys(appRouter._def.procedures).length).toBeGreaterThan(50);
    expect(proceduresWithoutOutput(appRouter)).toEqual([]);
  });

  it('names the procedure that lacks one', () => {
    const partial = router({
      area: router({
        described: platformProcedure.output(z.object({ ok: z.boolean() })).query(() => ({ ok: true })),
        bare: platformProcedure.query(() => ({ ok: true })),
      }),
    });
    expect(proceduresWithoutOutput(partial)).toEqual(['area.bare']);
  });
});
