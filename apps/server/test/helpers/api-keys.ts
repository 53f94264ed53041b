import { type ApiKeyScope, apiKeyScopes } from "@sira/schema/api-key-api";
import type { Db } from "../../src/db/client";
import { insertApiKey } from "../../src/modules/api-keys/api-keys.public";

/**
 * A personal API key for a user, made directly (no 2FA step): answers the token and the headers
 * to send it with. Every scope unless `scopes` says otherwise; `expiresInDays` null by default.
 */
export async function createTestApiKey(
  db: Db,
  userId: string,
  scopes: readonly ApiKeyScope[] = apiKeyScopes,
  options: { name?: string; expiresInDays?: 30 | 90 | 365 | null } = {},
): Promise<{ id: string; token: string; headers: { authorization: string } }> {
  const created = await insertApiKey(db, userId, {
    name: options.name ?? "test key",
    scopes: [...scopes],
    expiresInDays: options.expiresInDays ?? null,
  });
  return { id: created.key.id, token: created.token, headers: { authorization: `Bearer ${created.token}` } };
}
