// Who may try a password, and how often. Counted before the password is checked, one attempt
// per procedure call (http/attempts.ts). Tight per (account, address), so a guesser is stopped
// quickly; loose per account, so guesses spread over many addresses stay bounded; and an owner
// at another address is not locked out by someone else's guessing (OWASP ASVS 6.3.1; OWASP
// Authentication Cheat Sheet, "account lockout" as a denial of service).
import type { SessionArea } from '@lexato/db';
import type { AppConfig } from '../config.ts';
import { type AttemptRule, type AttemptStore, countAttempt, waitInWords } from '../http/attempts.ts';

interface LoginAttempt {
  area: SessionArea;
  username: string;
  address: string;
}

interface LoginRule {
  key(a: LoginAttempt): string;
  limit(config: AppConfig): { max: number; windowMs: number };
  message: string;
  /** Waived for an address the account has logged in from (see knownKey). */
  waivedWhenKnown?: boolean;
}

const FOR_ADDRESS = 'Muitas tentativas de login a partir deste endereço.';
const FOR_ACCOUNT = 'Muitas tentativas de login para este usuário.';

const pairKey = (a: LoginAttempt) => `login-pair:${a.area}:${a.username.toLowerCase()}:${a.address}`;

/**
 * An address the account logged in from within KNOWN_FOR_MS. Guesses spread over many addresses
 * can use up the account's loose limit; the owner at an address already proven by a right
 * password is not kept out by that, and guessing from it stays under the tight per-pair limit.
 */
const knownKey = (a: LoginAttempt) => `login-known:${a.area}:${a.username.toLowerCase()}:${a.address}`;
const KNOWN_FOR_MS = 30 * 24 * 3_600_000;

export const LOGIN_RULES: readonly LoginRule[] = [
  {
    key: (a) => `login:${a.address}`,
    limit: (c) => ({ max: c.rateLimit.loginPerMinute, windowMs: 60_000 }),
    message: FOR_ADDRESS,
  },
  { key: pairKey, limit: (c) => c.loginLockout.perAccountAndAddress, message: FOR_ACCOUNT },
  {
    key: (a) => `login-account:${a.area}:${a.username.toLowerCase()}`,
    limit: (c) => c.loginLockout.perAccount,
    message: FOR_ACCOUNT,
    waivedWhenKnown: true,
  },
];

export interface LoginRefusal {
  message: string;
  retryAfterSeconds: number;
}

/** Counts this attempt; a refusal (with the wait, in Portuguese) when any limit is passed. */
export async function countLoginAttempt(
  deps: { attempts: AttemptStore; config: AppConfig; now: () => Date },
  attempt: LoginAttempt,
): Promise<LoginRefusal | null> {
  const rules: Array<AttemptRule & Pick<LoginRule, 'message' | 'waivedWhenKnown'>> = LOGIN_RULES.map(
    (rule) => ({
      key: rule.key(attempt),
      ...rule.limit(deps.config),
      message: rule.message,
      waivedWhenKnown: rule.waivedWhenKnown ?? false,
    }),
  );
  let refusals = await countAttempt(deps.attempts, rules, deps.now());
  if (refusals.length > 0 && refusals.every((r) => r.rule.waivedWhenKnown)) {
    if (await deps.attempts.seen(knownKey(attempt), deps.now())) refusals = [];
  }
  const [refusal] = refusals;
  if (!refusal) return null;
  return {
    message: `${refusal.rule.message} Tente novamente em ${waitInWords(refusal.retryAfterMs)}.`,
    retryAfterSeconds: Math.max(1, Math.ceil(refusal.retryAfterMs / 1000)),
  };
}

/**
 * A right password from this address starts its count again and makes the address known; the
 * account's count runs on.
 */
export async function loginSucceeded(
  deps: { attempts: AttemptStore; now: () => Date },
  attempt: LoginAttempt,
): Promise<void> {
  await deps.attempts.reset(pairKey(attempt));
  await deps.attempts.remember(knownKey(attempt), KNOWN_FOR_MS, deps.now());
}
