// The baseline for the load benchmark: a bare Fastify route doing the same two queries as the
// calculation-history procedure (session check + the user's list), with no tRPC in the way.
import cookie from '@fastify/cookie';
import { createDb } from '@lexato/db';
import Fastify from 'fastify';
import { resolveSession } from '../../apps/api/src/auth/sessions.ts';
import { loadConfig } from '../../apps/api/src/config.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', COOKIE_SECURE: 'false' });
const handle = await createDb({
  databaseUrl: config.databaseUrl,
  schema: config.databaseSchema,
  preparedStatements: config.databasePreparedStatements,
});
const app = Fastify({ logger: false });
await app.register(cookie);
// Calibration: the reference machine serves this route at about 49k req/s.
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/list', async (req, reply) => {
  const token = req.cookies.lexato_platform;
  const user = token ? await resolveSession(handle.db, token, 'platform', config, new Date()) : null;
  if (!user) return reply.status(401).send({ message: 'unauthenticated' });
  return handle.db
    .selectFrom('calculations')
    .select(['id', 'title', 'type', 'createdAt'])
    .where('userId', '=', user.id)
    .orderBy('createdAt', 'desc')
    .limit(50)
    .execute();
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${String(app.server.address() && (app.server.address() as { port: number }).port)}`);
process.on('SIGINT', () => process.exit(0));
