// Keyset pages over REST: `?limit=&cursor=` in; the items as the body, `x-total-count` and
// `x-next-cursor` out. The cursor is the last item's {createdAt, id}, as opaque base64url.
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Cursor {
  createdAt: Date;
  id: string;
}

function decodeCursor(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as {
      createdAt?: string;
      id?: string;
    };
    return { createdAt: new Date(String(parsed.createdAt)), id: parsed.id };
  } catch {
    // Left for the procedure's schema to refuse, as any other malformed cursor.
    return { createdAt: null, id: null };
  }
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The procedure input `{limit?, cursor?}` from the query string. */
export function pageInput(req: FastifyRequest) {
  const q = req.query as Record<string, string | undefined>;
  const limit = q.limit === undefined ? undefined : Number(q.limit);
  const cursor = decodeCursor(q.cursor);
  return { ...(limit === undefined ? {} : { limit }), ...(cursor === undefined ? {} : { cursor }) };
}

/** The page's items as the body, its total and next cursor as headers. */
export function sendPage(result: unknown, reply: FastifyReply) {
  const page = result as { items: unknown[]; total: number; nextCursor: Cursor | null };
  reply.header('x-total-count', String(page.total));
  if (page.nextCursor) reply.header('x-next-cursor', encodeCursor(page.nextCursor));
  return page.items;
}

/** The query parameters of a paged list, for the OpenAPI document. */
export const pageQuery = [
  {
    name: 'limit',
    description: 'Itens por página (1 a 200, padrão 50)',
    schema: { type: 'integer', minimum: 1, maximum: 200 },
  },
  {
    name: 'cursor',
    description: 'Valor de x-next-cursor da página anterior',
    schema: { type: 'string' },
  },
];
