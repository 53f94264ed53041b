import rateLimit from "@fastify/rate-limit";
import type { ApiKeyScope } from "@sira/schema/api-key-api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { ApiKeyAuth } from "../../http/auth-guard";
import { findApiKeyByToken } from "./api-keys.service";
import { accessOf } from "./route-access";

type RateCheck = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

/**
 * A key request's scope check, for routes that check per operation ("per-tool", the MCP server):
 * ApiKeyScopeMissing when the request was made with a key that lacks `scope`; cookie sessions
 * pass.
 */
export function requireScope(request: FastifyRequest, scope: ApiKeyScope): void {
  if (request.apiKey && !request.apiKey.scopes.includes(scope)) throw new AppError("ApiKeyScopeMissing");
}

/**
 * The route rule (route-access.ts) for a request made with a key: a scope route needs that scope
 * (403 ApiKeyScopeMissing), an open or per-tool route passes, anything else refuses keys
 * (403 ApiKeyNotAllowed). An unknown URL passes on to the 404 handler.
 */
export function authorizeKeyRoute(request: FastifyRequest): void {
  if (!request.apiKey) return;
  const url = request.routeOptions.url;
  if (url === undefined) return;
  const access = accessOf(request.method, url);
  if (access === "open" || access === "per-tool") return;
  if (access === undefined || access === "no-keys") throw new AppError("ApiKeyNotAllowed");
  requireScope(request, access);
}

/**
 * The key side of the auth context (registerAuthContext): the lookup, then the route rule, then
 * the key's rate limit. The limiter is made when the module registers (`registerKeyRateLimit`),
 * before the app serves.
 */
export function createApiKeyAuth(db: Db): ApiKeyAuth & { limiter?: RateCheck } {
  const auth: ApiKeyAuth & { limiter?: RateCheck } = {
    find: (token) => findApiKeyByToken(db, token),
    async authorize(request: FastifyRequest, reply: FastifyReply) {
      authorizeKeyRoute(request);
      const result = await auth.limiter?.(request);
      if (result && !result.isAllowed && result.isExceeded) {
        reply.header("retry-after", result.ttlInSeconds);
        throw new AppError("RateLimited");
      }
    },
  };
  return auth;
}

/**
 * API_KEY_RATE_LIMIT_PER_MINUTE requests per key and minute, in Redis when REDIS_URL is set (so
 * the limit holds across instances), else in memory.
 */
export async function registerKeyRateLimit(
  app: FastifyInstance,
  config: Config,
  auth: { limiter?: RateCheck },
): Promise<void> {
  await app.register(async (scope) => {
    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
    if (redis) scope.addHook("onClose", async () => void (await redis.quit()));
    await scope.register(rateLimit, { global: false, nameSpace: "sira-keys:", ...(redis ? { redis } : {}) });
    auth.limiter = scope.createRateLimit({
      max: config.API_KEY_RATE_LIMIT_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `key:${request.apiKey?.id ?? ""}`,
    });
  });
}
