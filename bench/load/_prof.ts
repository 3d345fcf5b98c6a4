import autocannon from 'autocannon';
import { startLoadServers } from './servers.ts';
const target = process.argv[2] ?? 'trpc';
const servers = await startLoadServers(process.env.NOPROF ? {} : { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' });
const url = target === 'trpc' ? `${servers.api.url}/trpc/calculations.list` : target === 'rest' ? `${servers.api.url}/api/platform/calculations` : `${servers.api.url}/api/platform/search`;
const cookies = await servers.userCookies(25);
let c = 0;
const r = await autocannon({ url, method: target === 'search' ? 'POST' : 'GET', headers: { cookie: servers.cookie, 'content-type': 'application/json' }, body: target === 'search' ? JSON.stringify({ query: 'prazo para pagamento das verbas rescisórias', filters: {} }) : undefined, connections: 50, duration: 15,
  setupClient: (client) => client.setHeaders({ 'content-type': 'application/json', cookie: cookies[c++ % 25] }) });
console.log(target, r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx, r.errors, Object.entries(r.statusCodeStats ?? {}));
await servers.stop();
