import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../../config";
import { AppError } from "../../http/app-error";

/** One counter: at most `max` requests per `windowMs` for each key; a null key skips the counter. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | null | undefined | Promise<string | null | undefined>;
}

export type LimitGuardFactory = (rules: LimitRule[]) => preHandlerAsyncHookHandler;

const minute = 60 * 1000;

/** Per-IP key for a rule family. */
export const byIp = (request: FastifyRequest): string => request.ip;

/**
 * The limits of the abuse-sensitive endpoints: every endpoint counts per IP and per account
 * (identifier, e-mail, token or user), so neither a spray across accounts from one address nor a
 * distributed attack on one account gets far. Login counts an account per address (the guessing
 * address is blocked) and across addresses only in a short window, so nobody can lock the owner out.
 */
export const authLimits = {
  loginPerIp: { max: 30, windowMs: 15 * minute },
  /** One address guessing one account: that address is refused for the rest of the window. */
  loginPerAccountAndIp: { max: 10, windowMs: 15 * minute },
  /**
   * One account from all addresses together: a short window, so a distributed guesser is slowed to
   * 20 tries a minute and the real owner waits at most a minute, never a 15-minute lock.
   */
  loginPerAccount: { max: 20, windowMs: minute },
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

/**
 * Register @fastify/rate-limit in this (encapsulated) scope, with a Redis store when REDIS_URL is
 * set so limits hold across server instances, and return a factory of preHandlers that apply
 * several counters at once and answer 429 RateLimited (localized by the error handler).
 */
export async function registerAuthRateLimits(
  scope: FastifyInstance,
  config: Config,
): Promise<LimitGuardFactory> {
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) scope.addHook("onClose", async () => void (await redis.quit()));
  await scope.register(rateLimit, { global: false, nameSpace: "sira-auth:", ...(redis ? { redis } : {}) });

  return (rules) => {
    // The key is computed once per request and handed to the limiter through this map.
    const keys = new WeakMap<FastifyRequest, string>();
    const limiters = rules.map((rule) => ({
      rule,
      check: scope.createRateLimit({
        max: Math.max(1, Math.round(rule.max * config.AUTH_RATE_LIMIT_SCALE)),
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
}
