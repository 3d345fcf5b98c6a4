// A typed Lexato client for developers building on Lexato: the tRPC client is typed with the
// server's own AppRouter, so inputs and results are checked by the compiler. Node has no cookie
// jar, so a small custom fetch keeps the session cookie the login response sets.
//
//   LEXATO_URL=http://localhost:3000 LEXATO_USERNAME=demo LEXATO_PASSWORD=… node examples/typed-client.ts
import type { AppRouter } from '@lexato/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';

/** The name=value pairs of the cookies the server set, sent back on every later call. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      // Logout answers with an expired, empty cookie.
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export function createLexatoClient(baseUrl: string, jar = new CookieJar()) {
  const cookieFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    jar.store(response);
    return response;
  };
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: new URL('/trpc', baseUrl).toString(),
        transformer: superjson,
        // The server's maxBatchSize.
        maxItems: 10,
        fetch: cookieFetch,
      }),
    ],
  });
}

export type LexatoClient = ReturnType<typeof createLexatoClient>;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function setting(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`Defina a variável de ambiente ${name}.`);
  return value;
}

/** Logs in, runs a termination calculation and prints its net value. */
export async function runExample(
  env: NodeJS.ProcessEnv = process.env,
  print: (line: string) => void = console.log,
) {
  const client = createLexatoClient(setting(env, 'LEXATO_URL'));
  await client.platformAuth.login.mutate({
    username: setting(env, 'LEXATO_USERNAME'),
    password: setting(env, 'LEXATO_PASSWORD'),
  });

  // The packages/calc README example: 3 full years, dismissed without cause.
  const calculation = await client.calculations.create.mutate({
    type: 'rescisao',
    title: 'Exemplo — cliente tipado',
    inputs: {
      salarioBruto: 3000,
      dataAdmissao: '2022-03-10',
      dataDesligamento: '2025-08-20',
      saldoFGTS: 10000,
    },
  });
  // `results` is the engine's result union; the type field narrows it.
  if (calculation.results.type !== 'rescisao') throw new Error('resposta inesperada');
  print(`Cálculo ${calculation.id} (${calculation.title})`);
  print(`Valor líquido: ${brl.format(calculation.results.valorLiquido)}`);

  // Every other tool answers through the same client and types; the Validator, for example:
  //   const validation = await client.validator.validate.mutate({ documentTitle, documentContent });
  //   print(`Citações válidas: ${validation.validCitations} de ${validation.totalCitations}`);

  await client.platformAuth.logout.mutate();
  return { calculation };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  runExample().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
