// The only reader of process.env: every setting is parsed and checked here, once, at start.
import { PGLITE_SHARED_BUFFERS_MB } from '@lexato/db';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z.url({ error: 'DATABASE_URL deve ser uma URL postgres:// válida' }).optional(),
  ),
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA deve ser um identificador simples')
      .optional(),
  ),
  // Off behind a pooler that cannot keep named statements (PgBouncer in transaction mode < 1.21).
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  // Every statement of a request is cancelled past this (0: no limit); PGlite cannot enforce it.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  // Searches running at once; the rest of the pool stays free for sessions and light requests.
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Everything one user's actions store (uploads, generated texts, results), in MB. */
  STORAGE_BUDGET_MB: z.coerce.number().int().min(1).default(1024),
  DATA_DIR: z.string().default('./data'),
  // The embedded database's buffer cache (PostgreSQL's shared_buffers), inside this process's memory.
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(PGLITE_SHARED_BUFFERS_MB),
  // Load the shipped legal knowledge base into the corpus on start when it is newer than the loaded one.
  LAWBASE_AUTOLOAD: z.enum(['true', 'false']).default('true'),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(3, 'ADMIN_USERNAME deve ter pelo menos 3 caracteres')
    .default('admin'),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, 'ADMIN_PASSWORD deve ter pelo menos 8 caracteres').optional(),
  ),
  DEMO_USERNAME: z.string().trim().min(3, 'DEMO_USERNAME deve ter pelo menos 3 caracteres').default('demo'),
  DEMO_PASSWORD: optionalText.pipe(
    z.string().min(8, 'DEMO_PASSWORD deve ter pelo menos 8 caracteres').optional(),
  ),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  ALLOWED_ORIGINS: optionalText,
  WEB_DIST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CONTACTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  LOGIN_ACCOUNT_AND_ADDRESS_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  // Slow clients (one byte every few seconds) must not hold connections: Node's own defaults are
  // 300 s per request and Fastify turns that limit off.
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(8 * 60),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  SESSION_MAX_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  REDIS_URL: optionalText.pipe(z.url({ error: 'REDIS_URL deve ser uma URL redis:// válida' }).optional()),
  REDIS_KEY_PREFIX: z.string().default('lexato:'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url({ error: 'OPENAI_BASE_URL deve ser uma URL válida' }).optional()),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  DATAJUD_API_KEY: optionalText,
  DATAJUD_BASE_URL: z.url().default('https://api-publica.datajud.cnj.jus.br'),
  DATAJUD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  // DJEN (Comunica PJe API, e.g. https://comunicaapi.pje.jus.br): unset → the capture is off.
  DJEN_BASE_URL: optionalText.pipe(z.url({ error: 'DJEN_BASE_URL deve ser uma URL válida' }).optional()),
  DJEN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  DJEN_CAPTURE_EVERY_MINUTES: z.coerce.number().int().min(5).default(360),
  DJEN_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  // Banco Central SGS: the calculator's index series (IPCA-E, IPCA, INPC, SELIC, taxa legal, TR).
  SGS_BASE_URL: z.url({ error: 'SGS_BASE_URL deve ser uma URL válida' }).default('https://api.bcb.gov.br'),
  SGS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  SGS_REFRESH: z.enum(['true', 'false']).default('true'),
  SGS_REFRESH_CRON: z.string().trim().min(9).default('30 12 * * *'),
  SGS_REFRESH_EVERY_MINUTES: z.coerce.number().int().min(5).default(1440),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Postgres schema to use on the real server (isolated test runs); default: public. */
  databaseSchema: string | undefined;
  /** Run repeated queries as server-side prepared statements (real server only). */
  databasePreparedStatements: boolean;
  databasePoolSize: number;
  /** statement_timeout of every connection of the pool, in ms (0: none). */
  databaseStatementTimeoutMs: number;
  search: { concurrency: number };
  /** The per-user storage budget (storage/storage.service.ts). */
  storage: { budgetBytes: number };
  dataDir: string;
  /** PGlite's shared_buffers, MB (embedded database only). */
  pgliteSharedBuffersMb: number;
  /** The shipped legal knowledge base (apps/api/lawbase/): loaded on start unless turned off. */
  lawbase: { autoload: boolean };
  admin: { username: string; password: string | undefined };
  demo: { username: string; password: string | undefined };
  cookieSecure: boolean;
  trustProxy: number;
  allowedOrigins: string[];
  webDist: string | undefined;
  logLevel: string;
  /** Time to receive a whole request, its headers, and idle time between keep-alive requests. */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  rateLimit: { loginPerMinute: number; contactsPerHour: number };
  /** Login attempts per (account, address), tight, and per account, loose. */
  loginLockout: {
    perAccountAndAddress: { max: number; windowMs: number };
    perAccount: { max: number; windowMs: number };
  };
  /** Shared store for the per-address limits; absent → a Postgres table. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Idle and absolute session lifetimes; live sessions per user (the oldest end first). */
  session: { idleMs: number; maxMs: number; maxPerUser: number };
  /** An OpenAI-compatible model; absent key → the built-in engine only. */
  openai: { apiKey: string | undefined; baseUrl: string | undefined; model: string; timeoutMs: number };
  datajud: { apiKey: string | undefined; baseUrl: string; timeoutMs: number };
  /** DJEN capture: no base URL → off; searched every `everyMinutes` over the last `lookbackDays`. */
  djen: { baseUrl: string | undefined; timeoutMs: number; everyMinutes: number; lookbackDays: number };
  /** Index series refresh: pg-boss cron on PostgreSQL, a timer every `everyMinutes` on PGlite. */
  sgs: { baseUrl: string; timeoutMs: number; refresh: boolean; cron: string; everyMinutes: number };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Configuração inválida:\n  - HTTP_HEADERS_TIMEOUT_MS: deve ser menor ou igual a HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    search: { concurrency: e.SEARCH_CONCURRENCY },
    storage: { budgetBytes: e.STORAGE_BUDGET_MB * 1024 * 1024 },
    dataDir: e.DATA_DIR,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    lawbase: { autoload: e.LAWBASE_AUTOLOAD === 'true' },
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    demo: { username: e.DEMO_USERNAME, password: e.DEMO_PASSWORD },
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS ? e.ALLOWED_ORIGINS.split(',').map((o) => o.trim()) : [],
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    rateLimit: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      contactsPerHour: e.RATE_LIMIT_CONTACTS_PER_HOUR,
    },
    loginLockout: {
      perAccountAndAddress: {
        max: e.LOGIN_MAX_PER_ACCOUNT_AND_ADDRESS,
        windowMs: e.LOGIN_ACCOUNT_AND_ADDRESS_WINDOW_MINUTES * 60_000,
      },
      perAccount: { max: e.LOGIN_MAX_PER_ACCOUNT, windowMs: e.LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000 },
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      maxMs: e.SESSION_MAX_HOURS * 3_600_000,
      maxPerUser: e.SESSION_MAX_PER_USER,
    },
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    datajud: { apiKey: e.DATAJUD_API_KEY, baseUrl: e.DATAJUD_BASE_URL, timeoutMs: e.DATAJUD_TIMEOUT_MS },
    djen: {
      baseUrl: e.DJEN_BASE_URL,
      timeoutMs: e.DJEN_TIMEOUT_MS,
      everyMinutes: e.DJEN_CAPTURE_EVERY_MINUTES,
      lookbackDays: e.DJEN_LOOKBACK_DAYS,
    },
    sgs: {
      baseUrl: e.SGS_BASE_URL,
      timeoutMs: e.SGS_TIMEOUT_MS,
      refresh: e.SGS_REFRESH === 'true',
      cron: e.SGS_REFRESH_CRON,
      everyMinutes: e.SGS_REFRESH_EVERY_MINUTES,
    },
  };
}

/**
 * Settings for tests: small limits are raised, logs silenced, no files touched. The shipped
 * legal knowledge base is not loaded (a test that needs it passes `lawbase: { autoload: true }`).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return {
    ...base,
    rateLimit: { loginPerMinute: 1000, contactsPerHour: 1000 },
    // Tests never reach the Banco Central: a closed local port unless a test starts its fake.
    sgs: { ...base.sgs, baseUrl: 'http://127.0.0.1:9', refresh: false },
    djen: { ...base.djen, baseUrl: undefined },
    lawbase: { autoload: false },
    ...overrides,
  };
}
