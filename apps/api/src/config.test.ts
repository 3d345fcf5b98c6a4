import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded database and port 3000 by default', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.cookieSecure).toBe(false);
  });

  it('makes cookies Secure in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
  });

  it('fails loudly, in Portuguese, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc', ADMIN_PASSWORD: 'curta' })).toThrow(ConfigError);
    try {
      loadConfig({ ADMIN_PASSWORD: 'curta' });
    } catch (error) {
      expect((error as Error).message).toContain('ADMIN_PASSWORD deve ter pelo menos 8 caracteres');
    }
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads the DataJud timeout and refuses one too short to be useful', () => {
    expect(loadConfig({}).datajud.timeoutMs).toBe(10_000);
    expect(loadConfig({ DATAJUD_TIMEOUT_MS: '25000' }).datajud.timeoutMs).toBe(25_000);
    expect(() => loadConfig({ DATAJUD_TIMEOUT_MS: '10' })).toThrow(ConfigError);
  });

  it('keeps prepared statements on unless turned off for a pooler', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
  });

  it('bounds slow clients by default and refuses a headers timeout longer than the request one', () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '15000' }).http.requestTimeoutMs).toBe(15_000);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '8000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });

  it('throttles logins per account and address tightly and per account loosely by default', () => {
    expect(loadConfig({}).loginLockout).toEqual({
      perAccountAndAddress: { max: 5, windowMs: 15 * 60_000 },
      perAccount: { max: 100, windowMs: 60 * 60_000 },
    });
    const tuned = loadConfig({
      LOGIN_MAX_PER_ACCOUNT: '300',
      LOGIN_ACCOUNT_AND_ADDRESS_WINDOW_MINUTES: '30',
    });
    expect(tuned.loginLockout.perAccount.max).toBe(300);
    expect(tuned.loginLockout.perAccountAndAddress.windowMs).toBe(30 * 60_000);
    expect(() => loadConfig({ LOGIN_MAX_PER_ACCOUNT_AND_ADDRESS: '0' })).toThrow(ConfigError);
  });

  it('caps live sessions per user at 10 unless configured', () => {
    expect(loadConfig({}).session.maxPerUser).toBe(10);
    expect(loadConfig({ SESSION_MAX_PER_USER: '3' }).session.maxPerUser).toBe(3);
    expect(() => loadConfig({ SESSION_MAX_PER_USER: '0' })).toThrow(ConfigError);
  });
});
