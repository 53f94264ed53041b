import type { FastifyInstance } from "fastify";
import type { AppDeps, RunningDeps } from "../../app-deps";
import type { ApiKeyAuth } from "../../http/auth-guard";
import type { AuthContext } from "../auth/auth.public";
import { registerApiKeyRoutes } from "./api-keys.routes";
import { createApiKeyAuth, registerKeyRateLimit } from "./key-access";

export type ApiKeys = ReturnType<typeof createApiKeyAuth>;

/**
 * Personal API keys' side of every request (AppServices in app.ts): the auth module's context
 * resolves `Authorization: Bearer sira_…` with it, checks the route rule and the key's limit.
 */
export function createApiKeys(deps: AppDeps): ApiKeys & ApiKeyAuth {
  return createApiKeyAuth(deps.database.db);
}

/** Personal API keys (issue 43): the settings routes and each key's rate limit. */
export async function registerApiKeys(
  app: FastifyInstance,
  deps: RunningDeps & { auth: AuthContext; apiKeys: ApiKeys },
): Promise<void> {
  await registerKeyRateLimit(app, deps.config, deps.apiKeys);
  registerApiKeyRoutes(app, deps.auth);
}
