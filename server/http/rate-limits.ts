import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Attempts allowed per window, counted per client address and per account (the e-mail / username in the body). */
interface AttemptLimit {
  perAddress: number;
  perAccount: number;
}

/**
 * Brute-force limits of the unauthenticated entry points. Every attempt counts, successful or not. The defaults are
 * far above what a person (or the e2e suite and the bench, ~50–80 sign-ins in 15 minutes from 127.0.0.1 with 7
 * demo accounts) does, and far below what guessing passwords or reset codes needs.
 */
export interface RateLimits {
  windowMs: number;
  /** InitiateAuth through /identity/. */
  signIn: AttemptLimit;
  /** ForgotPassword and ConfirmForgotPassword through /identity/ (one budget: a code is guessed with the second). */
  passwordReset: AttemptLimit;
  /** Each of the API's unauthenticated routes (forgot-password, accept-terms, signed file links), on its own budget. */
  publicApi: AttemptLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 15 * 60_000,
  signIn: { perAddress: 300, perAccount: 100 },
  passwordReset: { perAddress: 60, perAccount: 20 },
  publicApi: { perAddress: 600, perAccount: 60 },
};

const ENV_NAMES = {
  window: 'RATE_LIMIT_WINDOW_SECONDS',
  signIn: ['RATE_LIMIT_SIGN_IN_PER_ADDRESS', 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT'],
  passwordReset: ['RATE_LIMIT_RESET_PER_ADDRESS', 'RATE_LIMIT_RESET_PER_ACCOUNT'],
  publicApi: ['RATE_LIMIT_PUBLIC_PER_ADDRESS', 'RATE_LIMIT_PUBLIC_PER_ACCOUNT'],
} as const;

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} deve ser um inteiro positivo (recebido: "${raw}").`);
  return value;
}

/** RATE_LIMIT_* variables over the defaults (docs/running.md#configuration). */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv, defaults: RateLimits = DEFAULT_RATE_LIMITS): RateLimits {
  const pair = (names: readonly [string, string], limit: AttemptLimit): AttemptLimit => ({
    perAddress: positive(env, names[0], limit.perAddress),
    perAccount: positive(env, names[1], limit.perAccount),
  });
  return {
    windowMs: positive(env, ENV_NAMES.window, defaults.windowMs / 1000) * 1000,
    signIn: pair(ENV_NAMES.signIn, defaults.signIn),
    passwordReset: pair(ENV_NAMES.passwordReset, defaults.passwordReset),
    publicApi: pair(ENV_NAMES.publicApi, defaults.publicApi),
  };
}

/** Counts one attempt; answers the seconds to wait when the address or the account is over its limit, else null. */
export type AttemptGate = (request: FastifyRequest, account?: string) => Promise<number | null>;

/**
 * Two @fastify/rate-limit counters (address, account) sharing one window. Built on createRateLimit rather than
 * route hooks: the plugin runs at most one of its hooks per request, and the account is read from a parsed body.
 * Call once per budget and share the gate between the routes that spend it.
 */
export async function createAttemptGate(
  instance: FastifyInstance,
  limit: AttemptLimit,
  windowMs: number,
): Promise<AttemptGate> {
  if (!instance.hasDecorator('createRateLimit')) await instance.register(fastifyRateLimit, { global: false });
  const accounts = new WeakMap<FastifyRequest, string>();
  // The default key is the client address (IPv6 grouped by subnet); behind a reverse proxy set trustProxy.
  const byAddress = instance.createRateLimit({ max: limit.perAddress, timeWindow: windowMs });
  const byAccount = instance.createRateLimit({
    max: limit.perAccount,
    timeWindow: windowMs,
    keyGenerator: (request) => accounts.get(request) ?? '',
  });
  return async (request, account) => {
    const results = [await byAddress(request)];
    const key = account?.trim().toLowerCase();
    if (key) {
      accounts.set(request, key);
      results.push(await byAccount(request));
    }
    let wait: number | null = null;
    for (const result of results) {
      if (!result.isAllowed && result.isExceeded) wait = Math.max(wait ?? 1, result.ttlInSeconds);
    }
    return wait;
  };
}
