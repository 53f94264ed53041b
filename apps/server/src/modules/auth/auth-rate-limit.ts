import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../../config";
import { AppError } from "../../http/app-error";
import { clientAddressKey } from "../../http/client-address";
import {
  type AttemptCounter,
  createMemoryAttemptCounter,
  createRedisAttemptCounter,
} from "./attempt-counter";

/** One counter: at most `max` requests per `windowMs` for each key; a null key skips the counter. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | null | undefined | Promise<string | null | undefined>;
}

export type LimitGuardFactory = (rules: LimitRule[]) => preHandlerAsyncHookHandler;

const minute = 60 * 1000;

/** Per-address key for a rule family (an IPv6 client's /64, see clientAddressKey). */
export const byIp = (request: FastifyRequest): string => clientAddressKey(request.ip);

/**
 * The limits of the abuse-sensitive endpoints: every endpoint counts per IP and per account
 * (identifier, e-mail, token or user), so neither a spray across accounts from one address nor a
 * distributed attack on one account gets far. Password sign-in per account is the login guard's
 * (login-guard.ts): an address is refused for the account it guessed, and an account under attack
 * refuses only the addresses that already tried it, so nobody can lock the owner out.
 */
export const authLimits = {
  loginPerIp: { max: 30, windowMs: 15 * minute },
  /** One address trying one account: that address is refused for the rest of the window. */
  loginPerAccountAndIp: { max: 10, windowMs: 15 * minute },
  /** Wrong passwords for one account from all addresses: past these it is under attack. */
  loginFailuresPerAccount: { max: 20, windowMs: 15 * minute },
  registerPerIp: { max: 10, windowMs: 60 * minute },
  registerPerAccount: { max: 5, windowMs: 60 * minute },
  forgotPerIp: { max: 10, windowMs: 15 * minute },
  forgotPerAccount: { max: 3, windowMs: 60 * minute },
  resetPerIp: { max: 10, windowMs: 15 * minute },
  resetPerToken: { max: 5, windowMs: 15 * minute },
  twoFactorPerIp: { max: 20, windowMs: 15 * minute },
  twoFactorPerAccount: { max: 10, windowMs: 15 * minute },
  resendPerAccount: { max: 5, windowMs: 60 * minute },
  verifyEmailPerIp: { max: 20, windowMs: 15 * minute },
} as const;

/** What the auth routes limit with: counters of requests per rule, and the login guard's counter. */
export interface AuthRateLimits {
  limit: LimitGuardFactory;
  attempts: AttemptCounter;
  /** AUTH_RATE_LIMIT_SCALE applied to a limit's maximum. */
  scaled(max: number): number;
}

/**
 * Register @fastify/rate-limit in this (encapsulated) scope, with a Redis store when REDIS_URL is
 * set so limits hold across server instances, and return a factory of preHandlers that apply
 * several counters at once and answer 429 RateLimited (localized by the error handler), and the
 * attempt counter of the login guard (in the same Redis, else in memory).
 */
export async function registerAuthRateLimits(
  scope: FastifyInstance,
  config: Config,
): Promise<AuthRateLimits> {
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) scope.addHook("onClose", async () => void (await redis.quit()));
  await scope.register(rateLimit, { global: false, nameSpace: "sira-auth:", ...(redis ? { redis } : {}) });
  const scaled = (max: number) => Math.max(1, Math.round(max * config.AUTH_RATE_LIMIT_SCALE));

  const limit: LimitGuardFactory = (rules) => {
    // The key is computed once per request and handed to the limiter through this map.
    const keys = new WeakMap<FastifyRequest, string>();
    const limiters = rules.map((rule) => ({
      rule,
      check: scope.createRateLimit({
        max: scaled(rule.max),
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${keys.get(request) ?? ""}`,
      }),
    }));
    return async (request, reply) => {
      for (const { rule, check } of limiters) {
        const key = await rule.key(request);
        if (!key) continue;
        keys.set(request, key);
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header("retry-after", result.ttlInSeconds);
          throw new AppError("RateLimited");
        }
      }
    };
  };
  return {
    limit,
    attempts: redis ? createRedisAttemptCounter(redis) : createMemoryAttemptCounter(),
    scaled,
  };
}
